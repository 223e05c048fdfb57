import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_BRANDS } from "~/brands";
import { inlineSvgDrawing } from "./inline-svg";
import { logoDrawing } from "./inline-svg.server";

const CLASSES = { light: "logo-light", dark: "logo-dark" };

describe("inlineSvgDrawing", () => {
  it("writes a group's transform onto each of its shapes, outer first, and leaves out the title", () => {
    const drawing = inlineSvgDrawing(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 5" role="img" aria-labelledby="t"><title id="t">Name</title>' +
        '<g transform="scale(2)"><rect width="1" height="1" fill="#000"/><g transform="translate(1 0)" fill="#fff"><path d="M0 0h1" transform="rotate(9)"/></g></g>' +
        '<circle r="1"/></svg>',
    );
    expect(drawing).toEqual({
      viewBox: "0 0 10 5",
      markup:
        '<rect width="1" height="1" fill="#000" transform="scale(2)"/>' +
        '<path d="M0 0h1" fill="#fff" transform="scale(2) translate(1 0) rotate(9)"/>' +
        '<circle r="1"/>',
    });
  });

  it("keeps preserveAspectRatio and escapes what an attribute's value holds", () => {
    const drawing = inlineSvgDrawing(
      '<svg viewBox="0 0 1 1" preserveAspectRatio="xMidYMax slice"><path d="a&amp;&quot;b"/></svg>',
    );
    expect(drawing.preserveAspectRatio).toBe("xMidYMax slice");
    expect(drawing.markup).toBe('<path d="a&amp;&quot;b"/>');
  });

  it("writes shapes alike in both themes once, and shapes that differ once per theme, each with its class", () => {
    const light =
      '<svg viewBox="0 0 2 1"><g transform="scale(2)"><rect width="1" height="1" fill="#111"/><path d="M0 0" fill="#222"/></g></svg>';
    const dark =
      '<svg viewBox="0 0 2 1"><g transform="scale(2)"><rect width="1" height="1" fill="#eee"/><path d="M0 0" fill="#222"/></g></svg>';
    expect(inlineSvgDrawing(light, { source: dark, classes: CLASSES }).markup).toBe(
      '<rect width="1" height="1" fill="#111" transform="scale(2)" class="logo-light"/>' +
        '<rect width="1" height="1" fill="#eee" transform="scale(2)" class="logo-dark"/>' +
        '<path d="M0 0" fill="#222" transform="scale(2)"/>',
    );
  });

  it("refuses what cannot be written into a page as it is", () => {
    expect(() => inlineSvgDrawing("<svg><path/></svg>")).toThrow(/viewBox/);
    expect(() => inlineSvgDrawing('<html viewBox="0 0 1 1"/>')).toThrow(/not an SVG/);
    // Ids would clash with the page's, and with the same drawing's other copy.
    expect(() => inlineSvgDrawing('<svg viewBox="0 0 1 1"><path id="a"/></svg>')).toThrow(/no ids/);
    expect(() => inlineSvgDrawing('<svg viewBox="0 0 1 1"><text>Hi</text></svg>')).toThrow(/no text/);
    expect(() => inlineSvgDrawing('<svg viewBox="0 0 1 1"><clipPath><path/></clipPath></svg>')).toThrow(
      /simple shape/,
    );
    // A group's opacity blends its shapes together; on each shape it would not.
    expect(() => inlineSvgDrawing('<svg viewBox="0 0 1 1"><g opacity=".5"><path/></g></svg>')).toThrow(
      /opacity/,
    );
    expect(() =>
      inlineSvgDrawing('<svg viewBox="0 0 1 1"><path/></svg>', {
        source: '<svg viewBox="0 0 1 1"><rect/></svg>',
        classes: CLASSES,
      }),
    ).toThrow(/same shapes/);
  });
});

describe("the brands' logos, as the server writes them", () => {
  for (const brand of ALL_BRANDS) {
    it(`${brand.id}: both themes in one drawing, and the footer's, no bigger than the files`, () => {
      const file = (path: string) => readFileSync(new URL(`../../../public${path}`, import.meta.url), "utf8");
      const themed = logoDrawing(brand.logos.light, brand.logos.dark)!;
      const footer = logoDrawing(brand.logos.footer)!;
      expect(themed.viewBox).toBe(`0 0 ${brand.logos.width} ${brand.logos.height}`);
      // Each theme shows as many shapes as its file draws.
      const shapes = (markup: string) => markup.match(/<[a-z]+ /g)!.length;
      const inFile = file(brand.logos.light).match(/<(path|rect|circle|polygon|ellipse|line)\b/g)!.length;
      expect(shapes(themed.markup.replaceAll(/<[a-z]+ [^>]*class="logo-dark"[^>]*\/>/g, ""))).toBe(inFile);
      expect(shapes(themed.markup.replaceAll(/<[a-z]+ [^>]*class="logo-light"[^>]*\/>/g, ""))).toBe(inFile);
      expect(themed.markup).toMatch(/class="logo-dark"/);
      expect(footer.markup).not.toMatch(/class=/);
      expect(themed.markup.length).toBeLessThan(
        file(brand.logos.light).length + file(brand.logos.dark).length,
      );
    });
  }

  it("says it has no drawing for a file it has not read", () => {
    expect(logoDrawing("/brands/dresdentax/no-such.svg")).toBeUndefined();
    expect(
      logoDrawing("/brands/dresdentax/logo-light.svg", "/brands/dresdentax/no-such.svg"),
    ).toBeUndefined();
  });
});
