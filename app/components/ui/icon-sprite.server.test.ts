import { describe, expect, it } from "vitest";
import { throughTransform } from "~/stream-test-support";
import { ICON_SPRITE, withIconSprite } from "./icon-sprite.server";
import { BRAND_MARK_NAMES, ICON_NAMES, iconSymbolId } from "./icons";

function through(chunks: string[], sprite: string): Promise<string> {
  return throughTransform(withIconSprite(sprite), chunks);
}

describe("ICON_SPRITE", () => {
  it("draws every icon and brand mark the site names, once", () => {
    for (const name of [...ICON_NAMES, ...BRAND_MARK_NAMES]) {
      const symbol = new RegExp(`<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">(.+?)</symbol>`).exec(
        ICON_SPRITE,
      );
      expect(symbol?.[1], name).toMatch(/^<(path|circle|line|rect|polyline|polygon|ellipse)\b/);
    }
    expect(ICON_SPRITE.match(/<symbol /g)).toHaveLength(ICON_NAMES.length + BRAND_MARK_NAMES.length);
  });

  it("is hidden from view and from assistive technology", () => {
    expect(ICON_SPRITE).toMatch(
      /^<svg [^>]*aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">/,
    );
  });
});

describe("withIconSprite", () => {
  const PAGE =
    '<!DOCTYPE html><html><head><title>a<b</title></head><body class="x"><main>Hi</main></body></html>';
  const EXPECTED = PAGE.replace('<body class="x">', '<body class="x"><svg id="sprite"></svg>');

  it("writes the sprite right after the <body> tag, once", async () => {
    expect(await through([PAGE, PAGE.slice(30)], '<svg id="sprite"></svg>')).toBe(EXPECTED + PAGE.slice(30));
  });

  it("finds the <body> tag cut between two chunks, wherever the cut falls", async () => {
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      expect(
        await through([PAGE.slice(0, cut), PAGE.slice(cut)], '<svg id="sprite"></svg>'),
        `cut at ${cut}`,
      ).toBe(EXPECTED);
    }
  });
});
