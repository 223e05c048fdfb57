import fraunces from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import montserrat from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url";
import plusJakartaSans from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

/**
 * The Latin file of each brand heading font (keyed by the family name in `Brand.fonts.heading`). The
 * home page preloads its brand's file: the hero headline is the first thing visitors read, and a font
 * that arrives after the first paint would re-wrap it.
 */
export const HEADING_FONT_FILES: Readonly<Record<string, string>> = {
  "Fraunces Variable": fraunces,
  "Montserrat Variable": montserrat,
  "Plus Jakarta Sans Variable": plusJakartaSans,
};
