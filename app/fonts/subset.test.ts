import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BASIC_CHARACTERS, unicodeRange, WEB_FONTS } from "./basic-characters";
import { basicFontCss, subsetWebFont } from "./subset";

const root = path.resolve(import.meta.dirname, "../..");

describe("unicodeRange", () => {
  it("joins neighbouring code points into ranges, in order", () => {
    expect(unicodeRange("cab €–")).toBe("U+0020,U+0061-0063,U+2013,U+20AC");
  });

  it("covers printable ASCII and the typographic marks of the site's copy", () => {
    expect(unicodeRange()).toMatch(/^U\+0009-000A,U\+000D,U\+0020-007E,U\+00A0,/);
    for (const mark of "–—’“”…·×÷©") expect(BASIC_CHARACTERS).toContain(mark);
  });
});

describe("the cut-down font files", () => {
  it("are declared with fontsource's own descriptors, as parts of the same fonts", () => {
    for (const font of WEB_FONTS) {
      const css = readFileSync(path.join(root, "node_modules", font.package, "wght.css"), "utf8");
      const latin =
        new RegExp(`/\\* ${font.file}-latin-wght-normal \\*/\\s*@font-face \\{([^}]*)\\}`).exec(css)?.[1] ??
        "";
      expect(latin, font.file).toContain(`font-family: '${font.family}';`);
      expect(latin, font.file).toContain(`font-weight: ${font.weight};`);
      expect(latin, font.file).toContain("font-style: normal;");
    }
  });

  it("are what `npm run fonts` makes from today's font packages and characters", async () => {
    for (const font of WEB_FONTS) {
      const source = readFileSync(
        path.join(root, "node_modules", font.package, "files", `${font.file}-latin-wght-normal.woff2`),
      );
      const committed = readFileSync(path.join(root, "app", "fonts", `${font.file}-basic.woff2`));
      const fresh = await subsetWebFont(source, font);
      expect(fresh.equals(committed), `${font.file}-basic.woff2 is out of date: run npm run fonts`).toBe(
        true,
      );
      expect(committed.length, font.file).toBeLessThan(source.length * 0.8);
      const { min, max } = font.usedWeights;
      if (min === max)
        expect(committed.length, `${font.file} at one weight`).toBeLessThan(source.length * 0.5);
    }
    expect(readFileSync(path.join(root, "app", "fonts", "basic.css"), "utf8")).toBe(basicFontCss());
  });
});
