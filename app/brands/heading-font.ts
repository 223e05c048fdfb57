import fraunces from "~/fonts/fraunces-basic.woff2?url";
import montserrat from "~/fonts/montserrat-basic.woff2?url";
import plusJakartaSans from "~/fonts/plus-jakarta-sans-basic.woff2?url";

/**
 * The basic-characters file (app/fonts/) of each brand heading font (keyed by the family name in `Brand.fonts.heading`). Every
 * page preloads its brand's file (root.tsx): each opens with a heading, and a font that arrived after
 * the first paint would re-wrap it and move the text below (a layout shift).
 */
export const HEADING_FONT_FILES: Readonly<Record<string, string>> = {
  "Fraunces Variable": fraunces,
  "Montserrat Variable": montserrat,
  "Plus Jakarta Sans Variable": plusJakartaSans,
};
