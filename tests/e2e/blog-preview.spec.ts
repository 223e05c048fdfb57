/**
 * Draft previews (issue 18), on the site started by playwright.ghost.config.ts with the Admin API key:
 * the seeded draft opens from Ghost's preview address as the post page will show it, under a bar
 * saying it is a preview, and passes axe in both themes for every brand, as does the page of an
 * expired link. Needs Ghost (skipped on the files source, which has no drafts).
 */
import { expect, test } from "@playwright/test";
import { ALL_BRANDS, expectNoAxeViolationsInBothThemes, gotoHydrated, withBrand } from "./support";

test.skip(process.env.BLOG_E2E_SOURCE !== "ghost", "drafts come from Ghost (playwright.ghost.config.ts)");

const draftAddress = () => `/p/${process.env.GHOST_E2E_DRAFT_UUID}/`;

test("Ghost's preview address opens the draft as its page, not cached, not indexed", async ({ page }) => {
  const response = await page.goto(draftAddress());
  expect(page.url()).toMatch(/\/blog\/preview\/[0-9a-f]{24}\?expires=\d+&signature=[\w-]{43}$/);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByTestId("preview-note")).toContainText("Preview of a draft");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draft: not ready for readers");
  await expect(page.getByTestId("post-body")).toContainText("This draft must never appear on the site.");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // The post page's own stylesheet for the article, as on a published post.
  await expect(page.locator('link[rel="stylesheet"][href*="post"]')).toHaveCount(1);
});

for (const brand of ALL_BRANDS) {
  test(`axe: a draft's preview and an expired link (${brand.id})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, withBrand(draftAddress(), brand.id));
    await expect(page.locator("html")).toHaveAttribute("data-brand", brand.id);
    await expectNoAxeViolationsInBothThemes(page, `preview (${brand.id})`);

    const expired = await page.goto(withBrand("/blog/preview/6650f1c2a4b8e90012345678?expires=1&signature=x", brand.id));
    expect(expired?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preview link expired");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.locator('[data-theme-option="light"]').filter({ visible: true }).first().click();
    await expectNoAxeViolationsInBothThemes(page, `expired preview link (${brand.id})`);
  });
}
