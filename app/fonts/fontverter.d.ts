/** The part of fontverter (no types of its own) that subset.ts uses to read a woff2 file. */
declare module "fontverter" {
  export function detectFormat(font: Buffer): "sfnt" | "woff" | "woff2";
  export function convert(font: Buffer, toFormat: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
  const fontverter: { detectFormat: typeof detectFormat; convert: typeof convert };
  export default fontverter;
}
