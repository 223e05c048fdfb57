import { expect, test } from "@playwright/test";
import { ALL_BRANDS, expectNoAxeViolations, openAsWithoutJavaScript, useTheme, withBrand } from "./support";

test.describe.configure({ mode: "parallel" });

// Each page's own spec runs axe on it for every brand and theme (content-pages, resources-pages, contact,
// schedule, home, blog). This spec covers what belongs to the shell: the 404 page and the open menus.
for (const brand of ALL_BRANDS) {
  for (const theme of ["light", "dark"] as const) {
    test(`axe: the 404 page (${brand.id}, ${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(withBrand("/no-such-page", brand.id));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expectNoAxeViolations(page, `404 (${brand.id}, ${theme})`);
    });
  }
}

test("axe: open menus and the phone menu", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/services");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" }).click();
  await page.locator("#menu-about summary", { hasText: "Our Locations" }).click();
  await expectNoAxeViolations(page, "open About menu");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).locator("summary", { hasText: "Services" }).click();
  await expectNoAxeViolations(page, "open phone menu");
});

// Without JavaScript no theme is chosen: the page follows the OS, in both palettes, logos and art included.
test.describe("without JavaScript", () => {
  for (const brand of ALL_BRANDS) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`axe: the home page and the open phone menu (${brand.id}, OS ${colorScheme})`, async ({ page }) => {
        test.slow();
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await page.setViewportSize({ width: 390, height: 844 });
        await openAsWithoutJavaScript(page, withBrand("/", brand.id));
        // The logo is drawn in the page, its differing shapes in both themes' colours (BrandLogo).
        const logo = page.getByRole("banner").getByRole("img", { name: brand.name });
        await expect(logo.locator(`.logo-${colorScheme}`).first()).toBeVisible();
        await expect(logo.locator(`.logo-${colorScheme === "dark" ? "light" : "dark"}`).first()).toBeHidden();
        await expectNoAxeViolations(page, `home without JavaScript (${brand.id}, OS ${colorScheme})`);
        await page.getByRole("button", { name: "Menu" }).click();
        await page.getByRole("navigation", { name: "Mobile" }).locator("summary", { hasText: "About" }).click();
        await expectNoAxeViolations(page, `phone menu without JavaScript (${brand.id}, OS ${colorScheme})`);
      });
    }
  }
});
