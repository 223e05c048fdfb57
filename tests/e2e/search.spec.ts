/**
 * Site search (issue 18), with the built-in blog: the header's box and the phone menu's work without
 * JavaScript (plain GET forms, results rendered on the server, the brand carried along); with it, the
 * search page's results follow the box as the visitor types, without a page load. Every state passes
 * axe in both themes for every brand.
 */
import { expect, test, type Page } from "@playwright/test";
import { ALL_BRANDS, expectNoAxeViolations, expectNoAxeViolationsInBothThemes, gotoHydrated, withBrand } from "./support";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const results = (page: Page) => page.getByTestId("search-results").locator(":scope > li");
const status = (page: Page) => page.getByTestId("search-status");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's box finds posts and pages, words marked, titles first", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/services");
    const box = page.locator('[data-search-box="header"]');
    await box.getByRole("searchbox", { name: "Search the site" }).fill("SALT cap");
    await box.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=SALT\+cap$/);
    await expect(status(page)).toContainText("for “SALT cap”");
    const first = results(page).first();
    await expect(first.getByRole("link")).toHaveAttribute("href", "/blog/salt-cap-40000-should-you-itemize");
    await expect(first.locator("h2 mark").first()).toHaveText(/salt/i);
    // Beside the results: the blog's topics and a person to ask.
    await expect(page.getByRole("complementary", { name: "More to explore" }).getByRole("link", { name: "Contact us" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("SALT cap");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveTitle(/^Search results for “SALT cap” · /);
  });

  test("the phone menu's box searches in the brand chosen with ?domain=", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(withBrand("/about-us", "payroll"));
    await page.getByRole("button", { name: "Menu" }).click();
    const box = page.locator('[data-search-box="menu"]');
    await box.getByRole("searchbox").fill("payroll");
    await box.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=payroll&domain=payroll$/);
    await expect(page.locator("html")).toHaveAttribute("data-brand", "payroll");
    await expect(results(page).first()).toBeVisible();
    // The payroll brand's own name for its payroll service.
    await expect(page.getByTestId("search-results")).toContainText("Payroll");
  });

  test("an empty search and a fruitless one suggest topics, pages and the contact page", async ({ page }) => {
    await page.goto("/search");
    await expect(status(page)).toContainText("Type a word or two");
    await expect(page.getByRole("heading", { name: "Popular topics" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");

    await page.goto("/search?q=zzqxv+wobble");
    await expect(status(page)).toHaveText("Nothing found for “zzqxv wobble”.");
    await expect(page.getByRole("heading", { name: "Browse news by topic" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Payroll", exact: true })).toHaveAttribute("href", "/blog/tag/payroll");
    await expect(page.getByRole("link", { name: /Call \(740\) 754-0800/ })).toBeVisible();
  });

  test("the news page has its own box; an overlong query is cut, never an error", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search the news and the rest of the site" }).fill("itemize");
    await page.getByRole("searchbox", { name: "Search the news and the rest of the site" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=itemize$/);
    await expect(results(page).first()).toBeVisible();

    const response = await page.goto(`/search?q=${"tax ".repeat(200)}`);
    expect(response?.status()).toBe(200);
    expect((await page.getByRole("searchbox", { name: "Search for" }).inputValue()).length).toBeLessThanOrEqual(100);
  });
});

test.describe("with JavaScript", () => {
  test("results follow the box as the visitor types, without a page load", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const box = page.getByRole("searchbox", { name: "Search for" });
    await box.pressSequentially("estimated tax", { delay: 30 });
    await expect(page).toHaveURL(/\/search\?q=estimated\+tax$/);
    await expect(results(page).first().getByRole("link")).toHaveAttribute("href", /estimated/);
    await expect(box).toBeFocused();

    await box.pressSequentially(" zzqxv", { delay: 30 });
    await expect(status(page)).toContainText("Nothing has every word of “estimated tax zzqxv”; these 20 have some of them.");
    await box.fill("zzqxv");
    await box.dispatchEvent("input");
    await expect(status(page)).toHaveText("Nothing found for “zzqxv”.");
    await box.fill("");
    await box.dispatchEvent("input");
    await expect(status(page)).toContainText("Type a word or two");
    await expect(page).toHaveURL(/\/search$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("the header's box opens the results in the page, and the page's box shows its words", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/search?q=llc");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const header = page.locator('[data-search-box="header"]');
    await header.getByRole("searchbox").fill("bookkeeping");
    await header.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=bookkeeping$/);
    await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("bookkeeping");
    await expect(results(page).first()).toContainText(/bookkeeping/i);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

for (const brand of ALL_BRANDS) {
  for (const [state, path] of [
    ["results", "/search?q=ohio+tax"],
    ["no results", "/search?q=zzqxv"],
    ["empty", "/search"],
  ] as const) {
    test(`axe: search, ${state} (${brand.id})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, withBrand(path, brand.id));
      await expectNoAxeViolationsInBothThemes(page, `${path} (${brand.id})`);
    });
  }
}

test("axe: the header's box and the phone menu's box", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/services");
  await page.locator('[data-search-box="header"]').getByRole("searchbox").fill("payroll");
  await expectNoAxeViolations(page, "header search box");
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.locator('[data-search-box="menu"]').getByRole("searchbox")).toBeVisible();
  await expectNoAxeViolations(page, "phone menu with its search box");
});
