/**
 * The blog with no posts at all (SPEC section 2: 'No posts available at the moment.'): a site started
 * on an empty Markdown content folder. Files source only; an empty Ghost behaves the same through the
 * same pages.
 */
import { expect, test } from "@playwright/test";
import { startSite, writeMarkdownBlog, type RunningSite } from "../support/ghost/site-server.ts";
import { collectErrors, expectNoAxeViolations, gotoHydrated } from "./support";

test.skip(process.env.BLOG_E2E_SOURCE === "ghost", "uses its own files-source site");

let site: RunningSite;
let removeContent: () => Promise<void>;

test.describe.configure({ mode: "default", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const content = await writeMarkdownBlog([], []);
  removeContent = content.remove;
  site = await startSite({ cwd: content.dir });
});

test.afterAll(async () => {
  await site?.stop();
  await removeContent?.();
});

test("the news page says there are no posts, without page links or topics", async ({ page }) => {
  const errors = collectErrors(page);
  const response = await gotoHydrated(page, `${site.url}/blog`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("blog-empty")).toHaveText("No posts available at the moment.");
  await expect(page.getByTestId("post-card")).toHaveCount(0);
  await expect(page.getByTestId("pagination")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Topics" })).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0); // empty is not an error
  await expectNoAxeViolations(page, "empty blog");
  expect(errors.filter((error) => !/Minified React error #418/.test(error))).toEqual([]);
});

test("later pages, topics and posts are 404, and the feed is a valid empty channel", async ({ request }) => {
  expect((await request.get(`${site.url}/blog?page=2`)).status()).toBe(404);
  expect((await request.get(`${site.url}/blog/tag/tax-tips`)).status()).toBe(404);
  expect((await request.get(`${site.url}/blog/ohio-cat-6-million-exclusion`)).status()).toBe(404);
  const feed = await request.get(`${site.url}/rss.xml`);
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain("<channel>");
  expect(xml).not.toContain("<item>");
});
