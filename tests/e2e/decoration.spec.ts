/**
 * Decoration never runs under text: the brands' patterns and waves (their art under /brands/, drawn as
 * CSS backgrounds) may show around and between opaque cards, buttons and the clearing a section's
 * heading stands in, never behind words themselves. Every brand, on a phone and a desktop, in both themes.
 */
import { expect, test } from "@playwright/test";
import { ALL_BRANDS, useTheme, withBrand } from "./support";

/** The pages with the brands' patterns (the services sections) and waves (the footer, on every page). */
const PAGES = ["/", "/services"];
const WIDTHS = [390, 1280];

interface Findings {
  decorations: number;
  problems: string[];
}

/**
 * Finds every visible text whose box meets a brand decoration's box and that stands on nothing opaque of
 * its own in between: the nearest ancestor with an opaque background is the decorated element itself or
 * one that holds it (the section the pattern is painted in).
 */
function textOverDecoration(): Findings {
  const alphaOf = (colour: string): number => {
    if (colour === "transparent") return 0;
    const legacy = /rgba\([^)]*,\s*([\d.]+)\)$/.exec(colour);
    if (legacy) return Number(legacy[1]);
    const modern = /\/\s*([\d.]+)(%?)\s*\)$/.exec(colour);
    if (modern) return Number(modern[1]) / (modern[2] ? 100 : 1);
    return 1;
  };
  const opaque = (element: Element) => alphaOf(getComputedStyle(element).backgroundColor) >= 1;
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`;
  const decorations = [...document.querySelectorAll("body *")].filter(
    (element) =>
      /url\([^)]*\/brands\//.test(getComputedStyle(element).backgroundImage) &&
      element.checkVisibility({ visibilityProperty: true }) &&
      element.getClientRects().length > 0,
  );
  const problems: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const parent = node.parentElement;
    if (!text || !parent || parent.closest(".sr-only, script, style, template")) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((line) => line.width > 1 && line.height > 1);
    for (const decoration of decorations) {
      const box = decoration.getBoundingClientRect();
      const meets = lines.some(
        (line) =>
          line.left < box.right && line.right > box.left && line.top < box.bottom && line.bottom > box.top,
      );
      if (!meets) continue;
      let ground: Element | null = parent;
      while (ground && !opaque(ground)) ground = ground.parentElement;
      if (!ground || ground === decoration || ground.contains(decoration))
        problems.push(`"${text.slice(0, 50)}" is drawn over ${describe(decoration)}`);
    }
  }
  return { decorations: decorations.length, problems };
}

for (const brand of ALL_BRANDS) {
  for (const theme of ["light", "dark"] as const) {
    test(`${brand.name}, ${theme} theme: no pattern or wave runs under text, on a phone or a desktop`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of PAGES) {
          await page.goto(withBrand(path, brand.id));
          await expect(page.locator("footer")).toBeVisible();
          const { decorations, problems } = await page.evaluate(textOverDecoration);
          const where = `${path} at ${width} px`;
          // The footer's waves are on every page at every width: the check looked at something.
          expect(decorations, `${where}: the brand's decorations`).toBeGreaterThan(0);
          expect(problems, where).toEqual([]);
        }
      }
    });
  }
}
