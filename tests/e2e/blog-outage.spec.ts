/**
 * The CMS goes down while the site runs (issue 4: "CMS down → page still answers"). Runs only under
 * playwright.ghost.config.ts, after the other Ghost tests: it stops the Ghost they share.
 *
 * Pages seen before the outage keep answering from the caches; pages never seen answer with the
 * site's shell and an honest 'could not load' message (status 200 and no-store: never a 5xx page),
 * never with an error page or a hang; the feed and the 404 page's recovery keep working.
 */
import { expect, test } from "@playwright/test";
import { buildSeedData } from "../support/ghost/seed.ts";
import { gotoHydrated } from "./support";

test.skip(
  process.env.BLOG_E2E_SOURCE !== "ghost",
  "needs the Ghost-backed site (playwright.ghost.config.ts)",
);
test.skip(process.env.GHOST_E2E_SKIP === "1", "Ghost is not installed");

test.describe.configure({ mode: "serial", timeout: 90_000 });

const { facts, posts } = buildSeedData();
const published = posts
  .filter((post) => post.status === "published")
  .sort((a, b) => b.published_at.localeCompare(a.published_at));
/** Seen before the outage (and so cached). */
const seenPost = published[0]!.slug;
/**
 * A post no earlier test opened, so nothing has it cached: older than the feed's 20 newest (the
 * feed reads their bodies), not on the first topic page (Bookkeeping, whose posts blog.spec.ts
 * opens) and not one of the posts other tests open by name.
 */
const named = new Set(Object.values(facts));
const unseenPost = published
  .slice(20)
  .find((post) => !post.tags.includes("bookkeeping") && !named.has(post.slug))!.slug;

async function ghostIsDown(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

test("the blog keeps answering after Ghost stops", async ({ page, request }) => {
  // Before: everything answers from Ghost, and these pages get cached.
  expect((await request.get("/blog")).status()).toBe(200);
  expect((await request.get(`/blog/${seenPost}`)).status()).toBe(200);
  expect((await request.get("/rss.xml")).status()).toBe(200);
  expect(await (await request.get("/healthz")).json()).toMatchObject({
    blogSource: "ghost",
    blogHealthy: true,
  });

  const pid = Number(process.env.GHOST_E2E_PID);
  expect(pid).toBeGreaterThan(0);
  process.kill(pid, "SIGKILL"); // a crash, not a polite shutdown
  await expect.poll(() => ghostIsDown(pid), { timeout: 10_000 }).toBe(true);

  // Pages seen before still answer with their posts.
  const list = await gotoHydrated(page, "/blog");
  expect(list?.status()).toBe(200);
  await expect(page.getByTestId("post-card")).toHaveCount(9);
  const post = await gotoHydrated(page, `/blog/${seenPost}`);
  expect(post?.status()).toBe(200);
  await expect(page.getByTestId("post-body")).toBeVisible();

  // A post never loaded before: the shell, a clear message and a toast; not a 404 and never a 5xx.
  const unseen = await gotoHydrated(page, `/blog/${unseenPost}`);
  expect(unseen?.status()).toBe(200);
  expect(unseen?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByTestId("blog-unavailable")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Error Loading Post" })).toBeVisible();
  await expect(page.locator("header")).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();

  // A list page never loaded: the empty state and 'Error Loading Posts', never a 5xx.
  const lastPage = Math.ceil(published.length / 9);
  const later = await gotoHydrated(page, `/blog?page=${lastPage}`);
  expect(later?.status()).toBe(200);
  if (later?.headers()["cache-control"] === "no-store") {
    await expect(page.getByTestId("blog-empty")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Error Loading Posts" })).toBeVisible();
  }

  // The site reports the outage, and the feed still answers with valid XML.
  expect(await (await request.get("/healthz")).json()).toMatchObject({
    blogSource: "ghost",
    blogHealthy: false,
  });
  const feed = await request.get("/rss.xml");
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toMatch(/^<\?xml[^>]*>\s*<rss version="2\.0"[\s\S]*<\/rss>\s*$/);
});

test("a long broken link says the news could not be loaded, not that the post is missing", async ({
  page,
  request,
}) => {
  // With Ghost down nobody can tell whether the post exists: a 404 (and its retries) would mislead.
  const response = await gotoHydrated(page, `/blog/${facts.brokenLink50}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("blog-unavailable")).toBeVisible();
  await expect(page.getByTestId("long-slug-recovery")).toHaveCount(0);
  // The retry lookup itself answers 'could not look' (the page would show 'Retry error').
  const lookup = await request.get(`/api/blog/recover?slug=${facts.target80}-x`);
  expect(lookup.status()).toBe(503);
  expect(await lookup.json()).toEqual({ error: expect.any(String) });
});
