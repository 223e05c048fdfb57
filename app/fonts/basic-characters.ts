/**
 * The characters the site's text is written in: printable ASCII and the typographic marks its copy
 * uses. Each web font is cut down to these and to the weights the site uses (app/fonts/*-basic.woff2,
 * made by `npm run fonts`), a third to a half the size of the full Latin files; a page that shows any
 * other character (an accented name in a blog post) fetches the full Latin file for it as well, so
 * nothing is drawn in a fallback font.
 */
const MARKS = "\u00a0©®°·×÷–—‘’“”•…€™−";
/** Tabs and line breaks are in any page's text (and so in the range), though never drawn. */
const WHITESPACE = "\t\n\r";

export const BASIC_CHARACTERS: string =
  WHITESPACE +
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCharCode(0x20 + index)).join("") +
  MARKS;

/** The same set as a CSS `unicode-range`, in code point order. */
export function unicodeRange(characters: string = BASIC_CHARACTERS): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort(
    (a, b) => a - b,
  );
  const ranges: string[] = [];
  for (let index = 0; index < points.length;) {
    let end = index;
    while (end + 1 < points.length && points[end + 1] === points[end]! + 1) end += 1;
    const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
    ranges.push(end > index ? `U+${hex(points[index]!)}-${hex(points[end]!)}` : `U+${hex(points[index]!)}`);
    index = end + 1;
  }
  return ranges.join(",");
}

/**
 * The site's web fonts (fontsource packages, variable weight axis, Latin files).
 *
 * `weight` must match fontsource's own rule: the browser treats faces with other descriptors as another
 * font, not as two parts of one. `usedWeights` is the weight range the site's text is set in (a
 * browser test checks every page's text against it); the cut-down file keeps only that part of the
 * weight axis, a single weight when the range is one, which halves a heading font. `fallback` is the
 * kind of font a visitor already has that stands in, resized to match, until the web font arrives
 * (fallback-faces.ts).
 */
export const WEB_FONTS = [
  {
    family: "Inter Variable",
    package: "@fontsource-variable/inter",
    file: "inter",
    weight: "100 900",
    usedWeights: { min: 400, max: 700 },
    fallback: "sans-serif",
  },
  {
    family: "Fraunces Variable",
    package: "@fontsource-variable/fraunces",
    file: "fraunces",
    weight: "100 900",
    usedWeights: { min: 600, max: 600 },
    fallback: "serif",
  },
  {
    family: "Montserrat Variable",
    package: "@fontsource-variable/montserrat",
    file: "montserrat",
    weight: "100 900",
    usedWeights: { min: 600, max: 600 },
    fallback: "sans-serif",
  },
  {
    family: "Plus Jakarta Sans Variable",
    package: "@fontsource-variable/plus-jakarta-sans",
    file: "plus-jakarta-sans",
    weight: "200 800",
    usedWeights: { min: 400, max: 600 },
    fallback: "sans-serif",
  },
  {
    family: "Source Serif 4 Variable",
    package: "@fontsource-variable/source-serif-4",
    file: "source-serif-4",
    weight: "200 900",
    usedWeights: { min: 400, max: 600 },
    fallback: "serif",
  },
] as const;

export type WebFont = (typeof WEB_FONTS)[number];
