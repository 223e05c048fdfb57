import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconSprite } from "./icon-sprite.server";
import { BRAND_MARK_NAMES, ICON_NAMES, iconSymbolId } from "./icon-names";

const COMMITTED = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");

describe("icons.svg", () => {
  it("draws every icon and brand mark the site names, once", () => {
    for (const name of [...ICON_NAMES, ...BRAND_MARK_NAMES]) {
      const symbol = new RegExp(`<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">(.+?)</symbol>`).exec(
        COMMITTED,
      );
      expect(symbol?.[1], name).toMatch(/^<(path|circle|line|rect|polyline|polygon|ellipse)\b/);
    }
    expect(COMMITTED.match(/<symbol /g)).toHaveLength(ICON_NAMES.length + BRAND_MARK_NAMES.length);
  });

  it("is what lucide draws today (run `npm run icons` after adding an icon or upgrading lucide-react)", () => {
    expect(COMMITTED).toBe(iconSprite());
  });
});
