import { fallbackFamily } from "~/fonts/fallback-faces";
import type { Brand, BrandPalette } from "./types";

const FALLBACK_FONTS: Record<string, string> = {
  "Fraunces Variable": "Georgia, 'Times New Roman', serif",
  "Source Serif 4 Variable": "Georgia, 'Times New Roman', serif",
  "Montserrat Variable": "'Segoe UI', Arial, sans-serif",
  "Plus Jakarta Sans Variable": "'Segoe UI', Arial, sans-serif",
  "Inter Variable": "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
};

/** The web font, then a local font resized to its measure while it loads (basic.css), then the rest. */
function fontStack(family: string): string {
  return `'${family}', '${fallbackFamily(family)}', ${FALLBACK_FONTS[family] ?? "system-ui, sans-serif"}`;
}

function paletteVars(palette: BrandPalette): string {
  return [
    `--brand-primary:${palette.primary}`,
    `--brand-on-primary:${palette.onPrimary}`,
    `--brand-primary-ink:${palette.primaryInk}`,
    `--brand-secondary:${palette.secondary}`,
    `--brand-on-secondary:${palette.onSecondary}`,
    `--brand-accent:${palette.accent}`,
  ].join(";");
}

/**
 * The brand's design tokens as CSS custom properties, rendered into the document head so the first
 * paint already has the right colours and fonts. Dark values apply on screens with
 * `data-theme="dark"`, and (for visitors without JavaScript) when the OS prefers dark and no theme was
 * set; printed pages keep the light palette.
 */
export function brandCss(brand: Brand): string {
  const fonts = [
    `--brand-font-heading:${fontStack(brand.fonts.heading)}`,
    `--brand-font-subheading:${fontStack(brand.fonts.subheading)}`,
    `--brand-font-body:${fontStack(brand.fonts.body)}`,
  ].join(";");
  const cards = brand.colors.serviceCards.map((colour, i) => `--brand-card-${i + 1}:${colour}`).join(";");
  const dark = paletteVars(brand.colors.dark);
  return (
    `:root{${paletteVars(brand.colors.light)};${fonts};${cards}}` +
    `@media screen{:root[data-theme=dark]{${dark}}}` +
    `@media screen and (prefers-color-scheme:dark){:root:not([data-theme]){${dark}}}`
  );
}
