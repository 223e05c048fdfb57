import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_BRANDS } from "~/brands";
import { BRAND_MARK_NAMES, ICON_NAMES } from "./icon-names";
import { inlineSvgDrawing, spriteIconDrawings } from "./inline-svg";
import { iconDrawing, logoDrawing } from "./inline-svg.server";

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

describe("spriteIconDrawings", () => {
  const sprite = (...symbols: string[]) =>
    `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.map((drawing, index) => `<symbol id="i${index}" viewBox="0 0 24 24">${drawing}</symbol>`).join("\n")}\n</svg>`;

  it("joins an icon's outlines into one path, each shape drawn by its outline", () => {
    const drawings = spriteIconDrawings(
      sprite(
        '<circle cx="12" cy="12" r="10"></circle><line x1="12" x2="12" y1="8" y2="12"></line>' +
          '<rect x="3" y="4" width="18" height="16" rx="2"></rect><rect width="4" height="2" x="1" y="1"></rect>' +
          '<ellipse cx="5" cy="6" rx="3" ry="1"></ellipse><polyline points="1,2 3 4 5,6"></polyline><polygon points="0 0 2 0 1 1"></polygon>',
      ),
    );
    expect(drawings.get("i0")).toBe(
      '<path d="' +
        "M2 12A10 10 0 1 0 22 12A10 10 0 1 0 2 12Z" +
        "M12 8L12 12" +
        "M5 4H19A2 2 0 0 1 21 6V18A2 2 0 0 1 19 20H5A2 2 0 0 1 3 18V6A2 2 0 0 1 5 4Z" +
        "M1 1H5V3H1Z" +
        "M2 6A3 1 0 1 0 8 6A3 1 0 1 0 2 6Z" +
        "M1 2L3 4L5 6" +
        "M0 0L2 0L1 1Z" +
        '"/>',
    );
  });

  it("keeps a rectangle's corners within its sides, and one given radius for both", () => {
    expect(spriteIconDrawings(sprite('<rect width="4" height="2" ry="3"></rect>')).get("i0")).toBe(
      '<path d="M2 0H2A2 1 0 0 1 4 1V1A2 1 0 0 1 2 2H2A2 1 0 0 1 0 1V1A2 1 0 0 1 2 0Z"/>',
    );
  });

  it("makes a path's first move absolute, and the pairs after it stay relative lines", () => {
    // Joined after another outline, "m" would move from where that one ended.
    const drawings = spriteIconDrawings(
      sprite(
        '<path d="M1 1h2"></path><path d="m21.73 18-8-14a2 2 0 0 0-3.48 0"></path><path d="m5 5 l1 1"></path>',
      ),
    );
    expect(drawings.get("i0")).toBe('<path d="M1 1h2M21.73 18l-8-14a2 2 0 0 0-3.48 0M5 5l1 1"/>');
  });

  it("leaves filled shapes as drawn, and joins no outlines across them", () => {
    const drawings = spriteIconDrawings(
      sprite(
        '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/>' +
          '<circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/><path d="M1 1h1"/>',
        '<path stroke-width="1" d="M0 0h1"/><path d="M2 2h1"/>',
      ),
    );
    expect(drawings.get("i0")).toBe(
      '<path d="M8 3H16A5 5 0 0 1 21 8V16A5 5 0 0 1 16 21H8A5 5 0 0 1 3 16V8A5 5 0 0 1 8 3ZM8 12A4 4 0 1 0 16 12A4 4 0 1 0 8 12Z"/>' +
        '<circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/><path d="M1 1h1"/>',
    );
    // Outlines drawn differently stay apart.
    expect(drawings.get("i1")).toBe('<path d="M0 0h1" stroke-width="1"/><path d="M2 2h1"/>');
  });

  it("refuses what is not a sprite of simple shapes", () => {
    expect(() => spriteIconDrawings('<svg><g><path d="M0 0"/></g></svg>')).toThrow(/symbols with ids/);
    expect(() => spriteIconDrawings('<svg><symbol viewBox="0 0 1 1"/></svg>')).toThrow(/symbols with ids/);
    expect(() => spriteIconDrawings(sprite("<image/>"))).toThrow(/not a shape an icon can draw/);
  });
});

describe("the site's icons, as the server writes them", () => {
  it("draws every icon of the sprite: its outlines as one path, then any filled shape as drawn", () => {
    const outlinesThenFills = /^(<path d="M[^"]+"\/>)?(<[a-z]+ [^>]*fill="(?!none)[^"]+"[^>]*\/>)*$/;
    for (const name of [...ICON_NAMES, ...BRAND_MARK_NAMES]) {
      expect(iconDrawing(name), name).toMatch(outlinesThenFills);
    }
    expect(iconDrawing("Search")).toBe('<path d="M21 21l-4.34-4.34M3 11A8 8 0 1 0 19 11A8 8 0 1 0 3 11Z"/>');
  });
});
