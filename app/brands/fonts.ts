import fraunces from "~/fonts/fraunces-basic.woff2?url";
import inter from "~/fonts/inter-basic.woff2?url";
import montserrat from "~/fonts/montserrat-basic.woff2?url";
import plusJakartaSans from "~/fonts/plus-jakarta-sans-basic.woff2?url";
import sourceSerif4 from "~/fonts/source-serif-4-basic.woff2?url";
import type { Brand } from "./types";

/** The basic-characters file (app/fonts/) of each web font, keyed by the family names brands use. */
const FONT_FILES: Readonly<Record<string, string>> = {
  "Inter Variable": inter,
  "Fraunces Variable": fraunces,
  "Montserrat Variable": montserrat,
  "Plus Jakarta Sans Variable": plusJakartaSans,
  "Source Serif 4 Variable": sourceSerif4,
};

/**
 * The font files a brand's pages use on their first screen (heading, subheading and body), each once.
 * Every page preloads them (root.tsx): a font found only while laying out the page holds up its first
 * paint, and one that arrived after it would re-wrap the heading and move the text below.
 */
export function brandFontFiles(brand: Pick<Brand, "fonts">): string[] {
  const { heading, subheading, body } = brand.fonts;
  return [...new Set([heading, subheading, body].flatMap((family) => FONT_FILES[family] ?? []))];
}
