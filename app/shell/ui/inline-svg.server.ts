import { inlineSvgDrawing, type InlineSvgDrawing } from "./inline-svg";

/** The brands' logos, read into the server's build: the browser's bundle carries none of them. */
const FILES = import.meta.glob<string>("/public/brands/*/logo-*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

const drawings = new Map<string, InlineSvgDrawing | undefined>();

/**
 * The drawing of the picture at `path` (a path under `public/`), with `darkPath`'s colours for the dark
 * theme when given (classes `logo-light` and `logo-dark`, app.css); undefined for a file not read in.
 */
export function logoDrawing(path: string, darkPath?: string): InlineSvgDrawing | undefined {
  const key = `${path} ${darkPath ?? ""}`;
  if (!drawings.has(key)) {
    const source = FILES[`/public${path}`];
    const dark = darkPath === undefined ? undefined : FILES[`/public${darkPath}`];
    drawings.set(
      key,
      source === undefined || (darkPath !== undefined && dark === undefined)
        ? undefined
        : inlineSvgDrawing(
            source,
            dark === undefined
              ? undefined
              : { source: dark, classes: { light: "logo-light", dark: "logo-dark" } },
          ),
    );
  }
  return drawings.get(key);
}
