import { test } from "@playwright/test";
import { ALL_BRANDS, expectNoAxeViolations, STATIC_ROUTES, useTheme, withBrand } from "./support";

test.describe.configure({ mode: "parallel" });

// One test per route, brand and theme: short tests spread over the workers and name the failing page.
for (const path of [...STATIC_ROUTES, "/no-such-page"]) {
  for (const brand of ALL_BRANDS) {
    for (const theme of ["light", "dark"] as const) {
      test(`axe: ${path} (${brand.id}, ${theme})`, async ({ page }) => {
        test.setTimeout(60_000);
        await useTheme(page, theme);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(withBrand(path, brand.id));
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await expectNoAxeViolations(page, `${path} (${brand.id}, ${theme})`);
      });
    }
  }
}

test("axe: open menus and the phone menu", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" }).click();
  await page.locator("#menu-about").getByRole("button", { name: "Our Locations" }).click();
  await expectNoAxeViolations(page, "open About menu");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Services" }).click();
  await expectNoAxeViolations(page, "open phone menu");
});
