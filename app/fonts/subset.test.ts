import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BASIC_CHARACTERS, unicodeRange, WEB_FONTS, type WebFont } from "./basic-characters";
import { LOCAL_FACES, type FaceMetrics } from "./fallback-faces";
import { basicFontCss, measureFace, measureWebFont, subsetWebFont } from "./subset";

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
    const measured = new Map<WebFont["family"], Map<number, FaceMetrics>>();
    for (const font of WEB_FONTS) {
      const source = readFileSync(
        path.join(root, "node_modules", font.package, "files", `${font.file}-latin-wght-normal.woff2`),
      );
      const committed = readFileSync(path.join(root, "app", "fonts", `${font.file}-basic.woff2`));
      const fresh = await subsetWebFont(source, font);
      expect(fresh.equals(committed), `${font.file}-basic.woff2 is out of date: run npm run fonts`).toBe(
        true,
      );
      measured.set(font.family, await measureWebFont(font, committed));
      expect(committed.length, font.file).toBeLessThan(source.length * 0.8);
      const { min, max } = font.usedWeights;
      if (min === max)
        expect(committed.length, `${font.file} at one weight`).toBeLessThan(source.length * 0.5);
    }
    expect(readFileSync(path.join(root, "app", "fonts", "basic.css"), "utf8")).toBe(basicFontCss(measured));
  });
});

describe("measureFace", () => {
  it("reads a face's line box and average width in ems, at a weight of its weight axis", async () => {
    const inter = readFileSync(path.join(root, "app", "fonts", "inter-basic.woff2"));
    const regular = await measureFace(inter, 400);
    const bold = await measureFace(inter, 700);
    // Inter's hhea table: ascender 1984, descender -494, no line gap, on 2048 units to the em.
    expect(regular).toMatchObject({ ascent: 0.96875, descent: 0.241211, lineGap: 0 });
    expect(regular.averageWidth).toBeGreaterThan(0.4);
    expect(regular.averageWidth).toBeLessThan(0.55);
    expect(bold.averageWidth).toBeGreaterThan(regular.averageWidth * 1.03);
  });

  // The local faces' metrics are constants (a visitor's Arial is not on the build machine); where
  // fonts-liberation is installed (.ci/run installs it), they are measured again from it.
  const liberation = "/usr/share/fonts/truetype/liberation";
  it.skipIf(!existsSync(liberation))(
    "the local faces' metrics are those of the Liberation fonts",
    async () => {
      const files = {
        "sans-serif": { regular: "LiberationSans-Regular", bold: "LiberationSans-Bold" },
        serif: { regular: "LiberationSerif-Regular", bold: "LiberationSerif-Bold" },
      } as const;
      for (const kind of ["sans-serif", "serif"] as const)
        for (const style of ["regular", "bold"] as const)
          expect(
            await measureFace(readFileSync(path.join(liberation, `${files[kind][style]}.ttf`))),
            files[kind][style],
          ).toEqual(LOCAL_FACES[kind][style].metrics);
    },
  );
});
