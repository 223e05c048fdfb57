/**
 * Search's own limit (issue 25) as a visitor meets it, on a site of its own that allows 3 searches a
 * minute (the suite's main server lifts the limit): past it, the search page answers 429 and says how
 * long to wait, keeps the words typed and offers topics and pages instead, with JavaScript (live
 * results while typing) and without (the form), and passes axe in both themes.
 */
import { expect, test } from "@playwright/test";
import { startSiteProcess, type SiteProcess } from "../integration/server-harness";
import { collectErrors, expectNoAxeViolationsInBothThemes, gotoHydrated } from "./support";

// A site per test: each starts with the whole allowance (all its requests come from one address).
let site: SiteProcess;
test.beforeEach(async () => {
  site = await startSiteProcess({ SEARCH_RATE_PER_MINUTE: "3" });
});
test.afterEach(async () => {
  await site?.stop();
});

const LIMITED = /^Too many searches in a short time\. Please wait \d+ seconds? and search again\.$/;

test("with JavaScript, results follow the box until the allowance is spent, then the page says how long to wait", async ({ page }) => {
  // Four searches as typed, then axe in two themes: longer than most tests on a busy machine.
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await gotoHydrated(page, `${site.origin}/search`);
  const box = page.getByRole("searchbox", { name: "Search for" });
  const status = page.getByTestId("search-status");
  for (const word of ["payroll", "estimated", "refund"]) {
    await box.fill(word);
    await expect(status).toContainText(`“${word}”`);
  }
  await box.fill("sales tax");
  await expect(status).toHaveText(LIMITED);
  await expect(page).toHaveURL(/\/search\?q=sales\+tax$/);
  await expect(box).toHaveValue("sales tax");
  await expect(page.getByRole("heading", { name: "Browse news by topic" })).toBeVisible();
  await expect(page.getByTestId("search-results")).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page, "search, limited");
  // The browser reports the 429 itself; nothing else went wrong.
  expect(errors.filter((error) => !/status of 429/.test(error))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form's search past the allowance answers 429 with the same page", async ({ page }) => {
    for (const word of ["payroll", "estimated", "refund"]) {
      expect((await page.goto(`${site.origin}/search?q=${word}`))?.status(), word).toBe(200);
    }
    const response = await page.goto(`${site.origin}/search?q=bookkeeping`);
    expect(response?.status()).toBe(429);
    expect(Number(response?.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId("search-status")).toHaveText(LIMITED);
    await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("bookkeeping");
    await expect(page.getByRole("link", { name: "Payroll", exact: true })).toBeVisible();
  });
});
