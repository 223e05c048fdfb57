/**
 * "A control that is painted works" before the page's scripts arrive: every script file is held back
 * 5 s (a phone on a slow connection), and the visitor uses the page the moment it is painted. On a
 * page React runs (an error page: every other runs without it) each test checks that React had not
 * hydrated yet when the control was used; on a page without React, that no script file was needed at all.
 */
import { expect, test, type Page } from "@playwright/test";
import { PAGE_REACT_RUNS } from "../support/routes";
import { holdBackScripts, waitForIdle, withBrand } from "./support";

async function openBeforeScripts(page: Page, path: string, holdMs?: number) {
  await holdBackScripts(page, holdMs);
  await page.goto(path);
}

async function expectNotHydrated(page: Page) {
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the menu opens, its sections expand and a link in it is followed", async ({ page }) => {
    await openBeforeScripts(page, withBrand(PAGE_REACT_RUNS, "payroll"));
    await page.getByRole("button", { name: "Menu" }).tap();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.locator("summary", { hasText: /^Services$/ }).tap();
    await expectNotHydrated(page);
    await menu.getByRole("link", { name: "All Services" }).tap();
    await expect(page).toHaveURL(/\/services\?domain=payroll$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a menu opened before the scripts arrive stays open when React takes over", async ({ page }) => {
    await openBeforeScripts(page, PAGE_REACT_RUNS);
    await page.getByRole("button", { name: "Menu" }).tap();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.locator("summary", { hasText: /^About$/ }).tap();
    await expectNotHydrated(page);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
    // Whatever React does once it has taken over (effects, the renders they cause) has run.
    await waitForIdle(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
  });

  test("the theme switch in the menu works at once", async ({ page }) => {
    await openBeforeScripts(page, PAGE_REACT_RUNS);
    await page.getByRole("button", { name: "Menu" }).tap();
    await page.locator("#mobile-menu").getByRole("button", { name: "Dark theme" }).tap();
    await expectNotHydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.locator("#mobile-menu").getByRole("button", { name: "Dark theme" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");
  });

  test("the hero's carousel buttons work as soon as they are shown, with no script file", async ({
    page,
  }) => {
    const files: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && files.push(request.url()));
    await openBeforeScripts(page, "/");
    const next = page.getByRole("button", { name: "Next slide" });
    await next.tap();
    await expect(page.locator('[data-hero-slide][data-active="true"]')).toHaveAttribute(
      "aria-label",
      "2 of 3",
    );
    expect(files, "the home page's own script files").toEqual([]);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a dropdown and its group open, close on an outside click, and their links are followed", async ({
    page,
  }) => {
    await openBeforeScripts(page, PAGE_REACT_RUNS);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About" }).click();
    const about = page.locator("#menu-about");
    await expect(about).toBeVisible();
    await about.locator("summary", { hasText: "Our Locations" }).click();
    await expect(about.getByRole("link", { name: /Zanesville/ })).toBeVisible();
    await page.mouse.click(640, 800);
    await expect(about).toBeHidden();

    await nav.getByRole("button", { name: "Resources" }).click();
    const resources = page.locator("#menu-resources");
    await resources.locator("summary", { hasText: "Tax Resources" }).click();
    await expectNotHydrated(page);
    await resources.getByRole("link", { name: "Check My Refund" }).click();
    await expect(page).toHaveURL(/\/resources\/check-my-refund$/);
  });

  test("a dropdown opened before the scripts arrive stays open when React takes over", async ({ page }) => {
    await openBeforeScripts(page, PAGE_REACT_RUNS);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await expectNotHydrated(page);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
    // Whatever React does once it has taken over (effects, the renders they cause) has run.
    await waitForIdle(page);
    await expect(page.locator("#menu-services")).toBeVisible();
  });

  // A page React runs, before its scripts arrive, and a page without React (decision record 010).
  for (const path of [PAGE_REACT_RUNS, "/privacy-policy"]) {
    test(`${path.slice(0, 40)}: a group opens on hover and follows the arrow keys, and the bar shrinks on scroll, at once`, async ({
      page,
    }) => {
      // Many steps: the scripts are held back longer than the test takes on a busy machine.
      await openBeforeScripts(page, path, 25_000);
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" }).click();
      const about = page.locator("#menu-about");
      const locations = about.locator("summary", { hasText: "Our Locations" });
      const group = page.locator("#submenu-our-locations");
      await locations.hover();
      await expect(group).toBeVisible();
      await about.getByRole("link", { name: /About Us/ }).hover();
      await expect(group).toBeHidden();
      await locations.focus();
      await page.keyboard.press("ArrowRight");
      await expect(group.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(group).toBeHidden();
      await expect(locations).toBeFocused();
      await expect(about).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(about).toBeHidden();
      await page.mouse.wheel(0, 600);
      await expect(page.locator("header[data-scrolled]")).toHaveAttribute("data-scrolled", "true");
      await expect
        .poll(() =>
          page
            .getByTestId("scroll-progress")
            .evaluate((bar) => Number(bar.style.getPropertyValue("--progress"))),
        )
        .toBeGreaterThan(0);
      if (path === "/privacy-policy") await expect(page.locator("script[type=module]")).toHaveCount(0);
      else await expectNotHydrated(page);
    });
  }

  test("the calculator's estimate follows the form as soon as it is shown, with no script file", async ({
    page,
  }) => {
    const files: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && files.push(request.url()));
    await openBeforeScripts(page, "/resources/tax-calculator");
    await page.getByLabel("Your wages and salary").fill("52000");
    await expect(page).toHaveURL(/\?year=2026&status=single&wages=52000$/);
    await expect(page.getByTestId("estimate-total")).toBeVisible();
    expect(files, "the calculator's own script files").toEqual([]);
  });

  test("the theme switch in the top bar works at once", async ({ page }) => {
    await openBeforeScripts(page, PAGE_REACT_RUNS);
    await page
      .getByRole("group", { name: "Color theme" })
      .filter({ visible: true })
      .getByRole("button", { name: "Dark theme" })
      .click();
    await expectNotHydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });
});
