import { describe, expect, it } from "vitest";
import { ALL_BRANDS } from "./index";
import { brandCss } from "./css";

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Page backgrounds of the two themes (app.css --surface-bg and --surface-card).
const LIGHT_BACKGROUNDS = ["#ffffff", "#f7f6f3"];
const DARK_BACKGROUNDS = ["#0d1218", "#151c26"];

describe.each(ALL_BRANDS.map((b) => [b.id, b] as const))("%s palette", (_id, brand) => {
  it.each([
    ["light", brand.colors.light, LIGHT_BACKGROUNDS],
    ["dark", brand.colors.dark, DARK_BACKGROUNDS],
  ] as const)("meets WCAG AA in the %s theme", (_theme, palette, backgrounds) => {
    expect(contrast(palette.primary, palette.onPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(palette.secondary, palette.onSecondary)).toBeGreaterThanOrEqual(4.5);
    for (const bg of backgrounds) {
      // primaryInk is used for links, headings accents and focus rings, so it needs text contrast.
      expect(contrast(palette.primaryInk, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("renders its tokens for both themes", () => {
    const css = brandCss(brand);
    expect(css).toContain(`--brand-primary:${brand.colors.light.primary}`);
    expect(css).toContain(`:root[data-theme=dark]{--brand-primary:${brand.colors.dark.primary}`);
    expect(css).toContain(brand.fonts.heading);
  });
});
