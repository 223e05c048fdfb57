import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test("the theme choice is stored under ui-theme and survives a reload", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/services");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await page.locator('[data-theme-option="dark"]').first().click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator('[data-theme-option="dark"]').first()).toHaveAttribute("aria-pressed", "true");
  // The logo's dark colours show, the light ones are hidden.
  const logo = page.getByRole("banner").getByRole("img", { name: "Dresden Tax & Accounting" });
  await expect(logo.locator(".logo-dark").first()).toBeVisible();
  await expect(logo.locator(".logo-light").first()).toBeHidden();
});

test("no flash of the wrong theme: dark is applied before first paint", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("ui-theme", "dark");
    // Record the theme at the moment the body first exists, before any module script has run.
    new MutationObserver((_records, observer) => {
      if (document.body) {
        (window as unknown as { themeAtBody: string | undefined }).themeAtBody =
          document.documentElement.dataset.theme;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoHydrated(page, "/about-us");
  expect(
    await page.evaluate(() => (window as unknown as { themeAtBody: string | undefined }).themeAtBody),
  ).toBe("dark");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(13, 18, 24)");
});

test("system follows the OS preference and reacts to changes live", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator("html")).toHaveAttribute("data-theme-choice", "system");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("an explicit choice ignores the OS preference", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("ui-theme", "light"));
  await page.emulateMedia({ colorScheme: "dark" });
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});

test("pages print in the light palette whatever the screen theme", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
  await gotoHydrated(page, "/services/bookkeeping?domain=brownco");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const colours = () =>
    page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector) as HTMLElement);
      return {
        text: style("main h1").color,
        background: style("body").backgroundColor,
        primaryInk: getComputedStyle(document.documentElement).getPropertyValue("--brand-primary-ink").trim(),
      };
    });
  const onScreen = await colours();
  await page.emulateMedia({ media: "print" });
  const onPaper = await colours();
  expect(onPaper.text).not.toBe(onScreen.text);
  expect(onPaper.text).toBe("rgb(28, 25, 23)");
  expect(onPaper.background).toBe("rgb(255, 255, 255)");
  expect(onPaper.primaryInk).not.toBe(onScreen.primaryInk);
  // The header's logo (the header itself is not printed) keeps its light colours on paper.
  const logo = page.locator('header svg[aria-label="Brown & Co. Business Consulting"]');
  await expect(logo.locator(".logo-light").first()).toHaveCSS("display", "inline");
  await expect(logo.locator(".logo-dark").first()).toHaveCSS("display", "none");
});
