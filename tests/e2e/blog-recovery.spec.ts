/**
 * Long-slug recovery (SPEC section 2, 404 page) in a browser, for both blog sources. The broken links
 * and their target posts are the Ghost seed's (tests/support/ghost/seed.ts). Under the Ghost config
 * the site under test already has them; for the Markdown files source this file starts its own site
 * on a content folder holding the same target posts.
 */
import { expect, test, type Page } from "@playwright/test";
import { buildSeedData } from "../support/ghost/seed.ts";
import { startSite, writeMarkdownBlog, type RunningSite } from "../support/ghost/site-server.ts";
import { expectNoAxeViolations, gotoHydrated, holdBackScripts } from "./support";

const SOURCE = process.env.BLOG_E2E_SOURCE === "ghost" ? "ghost" : "files";
const { facts, posts: seedPosts } = buildSeedData();
/** A long link that matches nothing at any length. */
const HOPELESS = `${"no-such-post-".repeat(13)}end`;
/** What mail clients add to the end of a link: a full stop, a bracket, an ellipsis, an encoded space. */
const MAIL_CLIENT_TRAILS = [".", ")", "%E2%80%A6", "%20"] as const;

test.skip(SOURCE === "ghost" && process.env.GHOST_E2E_SKIP === "1", "Ghost is not installed");

let site: RunningSite | undefined;
let removeContent: (() => Promise<void>) | undefined;

// One fixture site for the whole file (files source only): its tests run in order in one worker.
test.describe.configure({ mode: "default", timeout: 90_000 });

test.beforeAll(async () => {
  if (SOURCE === "ghost") return;
  test.setTimeout(120_000);
  const targets = [facts.longSlugPost, facts.target120, facts.target80, facts.target50];
  const content = await writeMarkdownBlog(
    targets.map((slug, index) => {
      const seeded = seedPosts.find((post) => post.slug === slug)!;
      return {
        slug,
        title: seeded.title,
        published_at: new Date(Date.UTC(2026, 5, 1 + index)).toISOString(),
        tags: ["tax-tips"],
        body: [
          `${seeded.title} is a question we hear from clients across Muskingum County.`,
          "",
          "## What to do",
          "",
          "Keep your documents together, read each form before you sign it, and ask when a number looks wrong.",
        ].join("\n"),
      };
    }),
    [{ slug: "tax-tips", name: "Tax Tips", description: "Plain-language help with federal returns." }],
  );
  removeContent = content.remove;
  site = await startSite({ cwd: content.dir });
});

test.afterAll(async () => {
  await site?.stop();
  await removeContent?.();
});

/** The site under test: the fixture site for files, the config's baseURL for Ghost. */
function url(path: string): string {
  return site ? `${site.url}${path}` : path;
}

async function openBrokenLink(page: Page, link: string) {
  const response = await gotoHydrated(page, url(`/blog/${link}`));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("long-slug-recovery")).toBeVisible();
}

function toast(page: Page, title: string) {
  return page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: title });
}

test("a post whose own slug is longer than 150 characters opens normally", async ({ page }) => {
  expect(facts.longSlugPost.length).toBeGreaterThan(150);
  const response = await gotoHydrated(page, url(`/blog/${facts.longSlugPost}`));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("A very long guide");
});

test("the first 120 characters are tried automatically and a found post answers a redirect", async ({
  page,
  request,
}) => {
  const redirect = await request.get(url(`/blog/${facts.brokenLink120}`), { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()["location"]).toBe(`/blog/${facts.target120}`);

  await gotoHydrated(page, url(`/blog/${facts.brokenLink120}?domain=brownco`));
  await expect(page).toHaveURL(new RegExp(`/blog/${facts.target120}\\?domain=brownco$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("What every household should gather");
});

test("a link with what a mail client added to its end still finds its post", async ({ page, request }) => {
  for (const trail of MAIL_CLIENT_TRAILS) {
    await test.step(`a link ending in "${decodeURIComponent(trail)}"`, async () => {
      const ordinary = await request.get(url(`/blog/${facts.target80}${trail}`), { maxRedirects: 0 });
      expect(ordinary.status()).toBe(301);
      expect(ordinary.headers()["location"]).toBe(`/blog/${facts.target80}`);
      // A long link is still tried at 120 characters at once.
      const long = await request.get(url(`/blog/${facts.brokenLink120}${trail}`), { maxRedirects: 0 });
      expect(long.status()).toBe(302);
      expect(long.headers()["location"]).toBe(`/blog/${facts.target120}`);

      await gotoHydrated(page, url(`/blog/${facts.brokenLink120}${trail}?domain=brownco`));
      await expect(page).toHaveURL(new RegExp(`/blog/${facts.target120}\\?domain=brownco$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        "What every household should gather",
      );
    });
  }
});

test("'Try Shorter URL' on a long link ending in a mail client's full stop finds the post", async ({
  page,
}) => {
  await openBrokenLink(page, `${facts.brokenLink80}.`);
  await page.getByRole("link", { name: "Try Shorter URL" }).click();
  await expect(toast(page, "Success!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/${facts.target80}$`));
});

test("the 404 page for a long link offers News and a shorter URL instead of the countdown", async ({
  page,
}) => {
  await page.clock.install();
  await openBrokenLink(page, facts.brokenLink80);
  await expect(page.getByRole("link", { name: "Go to News" })).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Return Home Now" })).toHaveCount(0);
  await expect(page.getByTestId("countdown")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Try Shorter URL" })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(new RegExp(`/blog/${facts.brokenLink80}$`));
  await expectNoAxeViolations(page, "long-slug 404");
});

test("the first manual retry (80 characters) finds the post and goes there", async ({ page }) => {
  await openBrokenLink(page, facts.brokenLink80);
  await page.getByRole("link", { name: "Try Shorter URL" }).click();
  await expect(toast(page, "Success!")).toContainText("Post found with shorter URL. Redirecting...");
  await expect(page).toHaveURL(new RegExp(`/blog/${facts.target80}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("How Ohio employers handle");
});

test("when 80 characters fail, the second retry (50 characters) finds the post", async ({ page }) => {
  await openBrokenLink(page, facts.brokenLink50);
  const retry = page.getByRole("link", { name: "Try Shorter URL" });
  await retry.click();
  await expect(toast(page, "Retry failed")).toContainText("Could not find the post with a shorter URL.");
  await expect(page).toHaveURL(new RegExp(`/blog/${facts.brokenLink50}$`));
  await retry.click();
  await expect(toast(page, "Success!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/${facts.target50}$`));
});

test("after two failed retries the page says the post may not exist", async ({ page }) => {
  await openBrokenLink(page, HOPELESS);
  const retry = page.getByRole("link", { name: "Try Shorter URL" });
  await retry.click();
  await expect(toast(page, "Retry failed")).toBeVisible();
  await retry.click();
  await expect(page.getByTestId("recovery-exhausted")).toHaveText(
    "Multiple attempts failed. The post may not exist.",
  );
  await expect(retry).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to News" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/${HOPELESS}$`));
});

test("a retry that cannot reach the site says 'Retry error' and does not use up a try", async ({
  page,
  context,
}) => {
  await openBrokenLink(page, facts.brokenLink80);
  const lookups = (target: URL) => target.pathname === "/api/blog/recover.data";
  await page.route(lookups, (route) => route.abort("failed"));
  const retry = page.getByRole("link", { name: "Try Shorter URL" });
  await retry.click();
  await expect(toast(page, "Retry error")).toBeVisible();
  await expect(page.getByTestId("long-slug-recovery")).toBeVisible();

  await context.setOffline(true);
  await retry.click();
  await expect(toast(page, "Network Error")).toContainText("You appear to be offline.");
  await context.setOffline(false);

  await page.unroute(lookups);
  await retry.click(); // still the first try: 80 characters
  await expect(page).toHaveURL(new RegExp(`/blog/${facts.target80}$`));
});

test("slugs of 150 characters or fewer, and topic paths, get the usual 404 page", async ({ page }) => {
  const exactly150 = `${"ohio-tax-".repeat(16)}abcdef`.slice(0, 150);
  expect(exactly150.length).toBe(150);
  await gotoHydrated(page, url(`/blog/${exactly150}`));
  await expect(page.getByRole("link", { name: "Return Home Now" })).toBeVisible();
  await expect(page.getByTestId("countdown")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try Shorter URL" })).toHaveCount(0);

  await gotoHydrated(page, url(`/blog/tag/${HOPELESS}`));
  await expect(page.getByRole("link", { name: "Return Home Now" })).toBeVisible();
});

test.describe("'Try Shorter URL' without waiting for scripts", () => {
  test("before the page's scripts arrive, the first retry goes straight to the post", async ({ page }) => {
    await holdBackScripts(page);
    await page.goto(url(`/blog/${facts.brokenLink80}?domain=payroll`));
    // The 404 page's scripts are still held back when the link is followed (the post it leads to is a
    // page without React, marked ready at once, so the mark is read before the click).
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    await page.getByRole("link", { name: "Try Shorter URL" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${facts.target80}\\?domain=payroll$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("How Ohio employers handle");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    // The second time with what a mail client added to the link ("…"): the retries still move on.
    for (const trail of ["", "%E2%80%A6"]) {
      test(`the server tries 80, then 50 characters${trail ? ", for a link ending in “…”" : ""}`, async ({
        page,
      }) => {
        const response = await page.goto(url(`/blog/${facts.brokenLink50}${trail}`));
        expect(response?.status()).toBe(404);
        await page.getByRole("link", { name: "Try Shorter URL" }).click();
        await expect(page).toHaveURL(new RegExp(`/blog/${facts.brokenLink50}\\?retry=1$`));
        await expect(page.getByRole("status")).toHaveText("No post at the first 80 characters.");
        await page.getByRole("link", { name: "Try Shorter URL" }).click();
        await expect(page).toHaveURL(new RegExp(`/blog/${facts.target50}$`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    }

    test("a long link with what a mail client added is tried at 120 characters at once", async ({ page }) => {
      for (const trail of MAIL_CLIENT_TRAILS) {
        await page.goto(url(`/blog/${facts.brokenLink120}${trail}`));
        await expect(page, trail).toHaveURL(new RegExp(`/blog/${facts.target120}$`));
      }
    });

    test("after two failed retries the page says the post may not exist", async ({ page }) => {
      await page.goto(url(`/blog/${HOPELESS}`));
      await page.getByRole("link", { name: "Try Shorter URL" }).click();
      await page.getByRole("link", { name: "Try Shorter URL" }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${HOPELESS}\\?retry=2$`));
      await expect(page.getByTestId("recovery-exhausted")).toHaveText(
        "Multiple attempts failed. The post may not exist.",
      );
      await expect(page.getByRole("link", { name: "Try Shorter URL" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Go to News" })).toBeVisible();
    });
  });
});
