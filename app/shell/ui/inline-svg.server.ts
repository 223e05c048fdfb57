import { iconSymbolId, type IconName } from "./icon-names";
import sprite from "./icons.svg?raw";
import { inlineSvgDrawing, spriteIconDrawings, type InlineSvgDrawing } from "./inline-svg";

/** The brands' logos, read into the server's build: the browser's bundle carries none of them. */
const FILES = import.meta.glob<string>("/public/brands/*/logo-*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

const THEME_CLASSES = { light: "logo-light", dark: "logo-dark" };
const drawings = new Map<string, InlineSvgDrawing | undefined>();

/**
 * The drawing of the picture at `path` (a path under `public/`), with `darkPath`'s colours for the dark
 * theme when given (classes `logo-light` and `logo-dark`, app.css); undefined for a file not read in.
 */
export function logoDrawing(path: string, darkPath?: string): InlineSvgDrawing | undefined {
  const key = `${path} ${darkPath ?? ""}`;
  if (!drawings.has(key)) drawings.set(key, drawingOf(path, darkPath));
  return drawings.get(key);
}

function drawingOf(path: string, darkPath: string | undefined): InlineSvgDrawing | undefined {
  const source = FILES[`/public${path}`];
  if (source === undefined) return undefined;
  if (darkPath === undefined) return inlineSvgDrawing(source);
  const dark = FILES[`/public${darkPath}`];
  return dark === undefined ? undefined : inlineSvgDrawing(source, { source: dark, classes: THEME_CLASSES });
}

let icons: Map<string, string> | undefined;

/** An icon's drawing (its `<svg>`'s contents), from the sprite read into the server's build. */
export function iconDrawing(name: IconName): string | undefined {
  icons ??= spriteIconDrawings(sprite);
  return icons.get(iconSymbolId(name));
}
