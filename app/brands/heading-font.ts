import fraunces from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import montserrat from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url";
import plusJakartaSans from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

/**
 * The Latin file of each brand heading font (keyed by the family name in `Brand.fonts.heading`). Every
 * page preloads its brand's file (root.tsx): each opens with a heading, and a font that arrived after
 * the first paint would re-wrap it and move the text below (a layout shift).
 */
export const HEADING_FONT_FILES: Readonly<Record<string, string>> = {
  "Fraunces Variable": fraunces,
  "Montserrat Variable": montserrat,
  "Plus Jakarta Sans Variable": plusJakartaSans,
};
