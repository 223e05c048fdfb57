/**
 * The blog in a browser (issue 4), written against whatever source the site under test uses: the
 * Markdown files (playwright.config.ts) or a real Ghost (playwright.ghost.config.ts, which sets
 * BLOG_E2E_SOURCE=ghost). Expected posts are read from the site's own server-rendered pages, so the
 * same tests hold for both sources; the totals are checked against each source's content.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { buildSeedData } from "../support/ghost/seed.ts";
import {
  ALL_BRANDS,
  collectErrors,
  expectNoAxeViolations,
  followRequests,
  gotoHydrated,
  useTheme,
  withBrand,
} from "./support";
import { outsideTemplates } from "../support/html.ts";
import { PAGE_REACT_RUNS } from "../support/routes";

const SOURCE = process.env.BLOG_E2E_SOURCE === "ghost" ? "ghost" : "files";
const PAGE_SIZE = 9;

test.skip(SOURCE === "ghost" && process.env.GHOST_E2E_SKIP === "1", "Ghost is not installed");
// Infinite scrolling walks every page of the blog; give it room on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** How many published posts the source under test holds. */
function expectedTotal(): number {
  if (SOURCE === "ghost") return buildSeedData().posts.filter((post) => post.status === "published").length;
  const dir = path.join(process.cwd(), "content", "blog");
  const now = new Date().toISOString();
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => /^published_at:\s*(\S+)/m.exec(readFileSync(path.join(dir, name), "utf8"))?.[1] ?? "")
    .filter((date) => date !== "" && new Date(date).toISOString() <= now).length;
}

function slugsIn(html: string): string[] {
  return [...html.matchAll(/data-testid="post-card" data-slug="([^"]+)"/g)].map((match) => match[1]!);
}

/** Every post of a list, walking its server-rendered pages the way a crawler does. */
async function serverListing(request: APIRequestContext, basePath: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page < 100; page += 1) {
    const response = await request.get(page === 1 ? basePath : `${basePath}?page=${page}`);
    expect(response.status(), `${basePath} page ${page}`).toBe(200);
    const html = await response.text();
    slugs.push(...slugsIn(html));
    if (!html.includes(`href="${basePath}?page=${page + 1}"`)) break;
  }
  return slugs;
}

function cards(page: Page) {
  return page.getByTestId("post-card");
}

async function cardSlugs(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-slug") ?? ""));
}

/** Scrolls to the end of the list until nothing more loads; returns the slugs shown. */
async function scrollToEnd(page: Page): Promise<string[]> {
  let previous = -1;
  for (let round = 0; round < 30; round += 1) {
    const count = await cards(page).count();
    if (count === previous && (await page.getByTestId("load-more").count()) === 0) break;
    previous = count;
    await page.getByTestId("pagination").or(page.locator("footer")).first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(0, { timeout: 15_000 });
  }
  return cardSlugs(page);
}

/** The request the news list makes for more posts: its next page, as the server renders it. */
const isListData = (url: URL) => url.pathname === "/blog" && url.searchParams.has("page");

test.describe("news list", () => {
  test("the server renders nine posts, topics with posts, and page links", async ({ request }) => {
    const response = await request.get("/blog");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(slugsIn(html)).toHaveLength(Math.min(PAGE_SIZE, expectedTotal()));
    if (expectedTotal() > PAGE_SIZE) expect(html).toContain('href="/blog?page=2"');
    // The 'Load more' button needs JavaScript, so the server's HTML has it only as the list script's
    // model (an inert <template>), not in the page.
    if (expectedTotal() > PAGE_SIZE) expect(html).toContain('data-testid="load-more"');
    expect(outsideTemplates(html)).not.toContain('data-testid="load-more"');
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" href="https:\/\/[^"]+\/rss\.xml"/,
    );
  });

  test("topic chips list only topics that have posts", async ({ page, request }) => {
    await gotoHydrated(page, "/blog");
    const topics = page.getByRole("navigation", { name: "Topics" }).getByRole("link");
    await expect(topics.first()).toHaveText("All news");
    await expect(topics.first()).toHaveAttribute("aria-current", "page");
    const hrefs = await topics.evaluateAll((links) =>
      links.slice(1).map((link) => link.getAttribute("href")!),
    );
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/blog\/tag\/[\w-]+$/);
      expect((await request.get(href)).status(), href).toBe(200);
    }
    if (SOURCE === "ghost") {
      const { facts } = buildSeedData();
      expect(hrefs).not.toContain(`/blog/tag/${facts.emptyTag}`);
      expect(hrefs).not.toContain(`/blog/tag/${facts.internalTag}`);
    }
  });

  test("scrolling loads every post once, newest first, the same as the page links", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const expected = await serverListing(request, "/blog");
    expect(expected).toHaveLength(expectedTotal());
    expect(new Set(expected).size).toBe(expected.length);

    await gotoHydrated(page, "/blog");
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, expected.length));
    const shown = await scrollToEnd(page);
    expect(shown).toEqual(expected);
    await expect(page.getByTestId("load-more")).toHaveCount(0);

    const dates = await page
      .locator("[data-testid=post-card] time")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime")!));
    expect(dates).toEqual([...dates].sort().reverse());
    // Reading time is shown in whole minutes, and only when above 0.
    for (const text of await page
      .locator("[data-testid=post-card] [data-testid=reading-time]")
      .allTextContents()) {
      expect(text).toMatch(/^[1-9]\d* min read$/);
    }
    expect(errors.filter((error) => !/Minified React error #418/.test(error))).toEqual([]);
  });

  test("'Load more' works from the keyboard and moves focus to the first new post", async ({ page }) => {
    test.skip(expectedTotal() <= PAGE_SIZE, "needs a second page");
    // Without IntersectionObserver nothing loads by itself: the button is the way on.
    await page.addInitScript(() => {
      // @ts-expect-error removing a browser API on purpose
      delete window.IntersectionObserver;
    });
    await gotoHydrated(page, "/blog");
    const button = page.getByRole("button", { name: "Load more" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(cards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, expectedTotal()));
    const tenth = cards(page).nth(PAGE_SIZE);
    await expect(tenth.getByRole("heading").getByRole("link")).toBeFocused();
    expect(new Set(await cardSlugs(page)).size).toBe(await cards(page).count());
  });

  test("skeleton cards show while more posts load", async ({ page }) => {
    test.skip(expectedTotal() <= PAGE_SIZE, "needs a second page");
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(isListData, async (route) => {
      await released;
      await route.continue();
    });
    await page.addInitScript(() => {
      // @ts-expect-error the button starts the load, so the test controls when
      delete window.IntersectionObserver;
    });
    await gotoHydrated(page, "/blog");
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(3);
    await expect(page.getByRole("list", { name: "Latest news" })).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("status").filter({ hasText: "Loading more posts" })).toBeAttached();
    release();
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(0);
    await expect(cards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, expectedTotal()));
  });

  test("a failed load shows 'Error Loading Posts', keeps the list and can be retried", async ({ page }) => {
    test.skip(expectedTotal() <= PAGE_SIZE, "needs a second page");
    await page.route(isListData, (route) => route.abort("failed"));
    await gotoHydrated(page, "/blog");
    await page.getByRole("button", { name: "Load more" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Error Loading Posts" });
    await expect(alert).toContainText("Unable to load posts. Please try again later.");
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");

    await page.unroute(isListData);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, expectedTotal()));
  });

  test("offline, the toast says so", async ({ page, context }) => {
    test.skip(expectedTotal() <= PAGE_SIZE, "needs a second page");
    // The button alone starts the load: scrolling it into view for the click could start one first,
    // and the click then waited on a busy button until the test timed out (seen once in a busy CI run).
    await page.addInitScript(() => {
      // @ts-expect-error the button starts the load
      delete window.IntersectionObserver;
    });
    await gotoHydrated(page, "/blog");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Network Error" })).toContainText(
      "You appear to be offline. Please check your connection.",
    );
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await context.setOffline(false);
  });

  test("an aborted load (the visitor moved on) shows no toast", async ({ page }) => {
    test.skip(expectedTotal() <= PAGE_SIZE, "needs a second page");
    await page.route(isListData, () => undefined); // never answers
    const requests = followRequests(page);
    await page.addInitScript(() => {
      // @ts-expect-error the button starts the load
      delete window.IntersectionObserver;
    });
    await gotoHydrated(page, "/blog");
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(3);
    await page.unroute(isListData);
    await page.getByRole("navigation", { name: "Topics" }).getByRole("link").nth(1).click();
    await expect(page).toHaveURL(/\/blog\/tag\//);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("News");
    // No fixed wait: once the new page's requests have ended and the browser is idle, a toast for the
    // aborted load would be on screen (the held request never ends, so it is not waited for).
    await requests.atRest({ ignore: (request) => isListData(new URL(request.url())) });
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("without JavaScript, page links walk through every post", async ({ browser, request }) => {
    const expected = await serverListing(request, "/blog");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    const seen = await cardSlugs(page);
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
    for (let pageNumber = 2; seen.length < expected.length; pageNumber += 1) {
      await page.getByRole("link", { name: "Older posts" }).click();
      await expect(page).toHaveURL(new RegExp(`/blog\\?page=${pageNumber}$`));
      await expect(page.getByRole("link", { name: `Page ${pageNumber}` })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/blog\\?page=${pageNumber}$`),
      );
      seen.push(...(await cardSlugs(page)));
      if (pageNumber > 20) break;
    }
    expect(seen).toEqual(expected);
    await expect(page.getByRole("link", { name: "Older posts" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Newer posts" })).toHaveAttribute(
      "href",
      /\/blog(\?page=\d+)?$/,
    );
    await context.close();
  });

  test("pages past the end and malformed page numbers are 404", async ({ request }) => {
    const last = Math.max(1, Math.ceil(expectedTotal() / PAGE_SIZE));
    expect((await request.get(`/blog?page=${last + 1}`)).status()).toBe(404);
    for (const value of ["0", "-1", "abc", "1.5", "99999"]) {
      expect((await request.get(`/blog?page=${value}`)).status(), value).toBe(404);
    }
  });
});

test.describe("topic pages", () => {
  test("list exactly the topic's posts, across pages, with breadcrumbs", async ({ page, request }) => {
    await gotoHydrated(page, "/blog");
    const chip = page.getByRole("navigation", { name: "Topics" }).getByRole("link").nth(1);
    const href = (await chip.getAttribute("href"))!;
    const count = Number(
      await chip
        .locator("span")
        .first()
        .innerText()
        .then((text) => text.match(/\d+/)?.[0]),
    );
    const name = (await chip.innerText()).replace(/\d+.*$/s, "").trim();

    const expected = await serverListing(request, href);
    expect(expected).toHaveLength(count);

    await chip.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "News" }),
    ).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: new RegExp(`^${name}`) }),
    ).toHaveAttribute("aria-current", "page");
    expect(await scrollToEnd(page)).toEqual(expected);
    // Every post on the topic page carries the topic.
    for (const slug of expected) {
      const html = await (await request.get(`/blog/${slug}`)).text();
      const topics = html.slice(
        html.indexOf('data-testid="post-tags"'),
        html.indexOf("</ul>", html.indexOf('data-testid="post-tags"')),
      );
      expect(topics, slug).toContain(`href="${href}"`);
    }
  });

  test("an unknown topic is a 404", async ({ page }) => {
    const response = await gotoHydrated(page, "/blog/tag/no-such-topic-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Return Home Now" })).toBeVisible();
    if (SOURCE === "ghost") {
      const { facts } = buildSeedData();
      expect((await page.request.get(`/blog/tag/${facts.emptyTag}`)).status()).toBe(404);
      expect((await page.request.get(`/blog/tag/${facts.internalTag}`)).status()).toBe(404);
    }
  });
});

test.describe("post pages", () => {
  test("show the article with its author, date, reading time, topics and structured data", async ({
    page,
    request,
  }) => {
    const [slug] = await serverListing(request, "/blog");
    await gotoHydrated(page, "/blog");
    const card = page.locator(`article[data-slug="${slug}"]`);
    const title = await card.getByRole("heading").innerText();
    await card.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const meta = page.getByTestId("post-meta");
    await expect(meta).toContainText(SOURCE === "ghost" ? "Seed Owner" : "The Dresden Tax Team");
    await expect(meta.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
    await expect(meta.getByTestId("reading-time")).toHaveText(/^[1-9]\d* min read$/);
    const body = page.getByTestId("post-body");
    await expect(body.locator("p").first()).toBeVisible();
    expect((await body.innerText()).length).toBeGreaterThan(300);
    await expect(body.locator("script")).toHaveCount(0);
    const topics = page.getByTestId("post-tags").getByRole("link");
    expect(await topics.count()).toBeGreaterThan(0);
    await expect(topics.first()).toHaveAttribute("href", /^\/blog\/tag\/[\w-]+$/);

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => JSON.parse(node.textContent ?? "{}") as Record<string, unknown>),
      );
    const posting = jsonLd.find((node) => node["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: expect.any(String),
      url: expect.stringMatching(new RegExp(`/blog/${slug}$`)),
    });
    const crumbs = jsonLd.find((node) => node["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.name).slice(0, 2)).toEqual(["Home", "News"]);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\//);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/rss\.xml$/,
    );

    // More to read, never the post itself.
    const related = page.getByRole("region", { name: "Keep reading" }).getByTestId("post-card");
    await expect(related).toHaveCount(3);
    expect(await related.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-slug")))).not.toContain(
      slug,
    );
  });

  /** A post with a feature image, and where the image lives. */
  const imagePost =
    SOURCE === "ghost"
      ? { slug: buildSeedData().facts.allowedImagePost, image: buildSeedData().facts.allowedImageUrl }
      : { slug: "ohio-cat-6-million-exclusion", image: "/blog-images/ohio-taxes.svg" };
  const PIXEL = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );

  test("a feature image is shown when the post has an allowed one", async ({ page }) => {
    // The test machine is offline: the image host answers from here.
    await page.route("https://images.unsplash.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
    );
    await gotoHydrated(page, `/blog/${imagePost.slug}`);
    const image = page.locator("article figure img");
    await expect(image).toHaveAttribute("src", imagePost.image);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    if (SOURCE === "ghost") {
      const { facts } = buildSeedData();
      await gotoHydrated(page, `/blog/${facts.disallowedImagePost}`);
      await expect(page.locator("article figure")).toHaveCount(0);
      expect(await page.content()).not.toContain(facts.disallowedImageUrl);
    }
  });

  test("a feature image that fails to load says so", async ({ page }) => {
    const imagePath = new URL(imagePost.image, "http://local.invalid").pathname;
    await page.route(
      (url) => url.pathname === imagePath,
      (route) => route.abort("failed"),
    );
    await gotoHydrated(page, `/blog/${imagePost.slug}`);
    await expect(
      page.locator("article figure").getByRole("img", { name: "Image could not be loaded" }),
    ).toBeVisible();
  });

  test("a missing post is a 404 with the usual 404 page", async ({ page }) => {
    const response = await gotoHydrated(page, "/blog/no-such-post-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Return Home Now" })).toBeVisible();
    await expect(page.getByTestId("countdown")).toBeVisible();
    if (SOURCE === "ghost") {
      expect((await page.request.get(`/blog/${buildSeedData().facts.draftSlug}`)).status()).toBe(404);
    }
  });

  test("a post that cannot be loaded in the browser shows 'Error Loading Post' and keeps the site", async ({
    page,
  }) => {
    // From a page React runs: its footer's link draws the news list in-app, and a post opened from
    // there is loaded in the browser.
    await gotoHydrated(page, PAGE_REACT_RUNS);
    await page.locator('footer a[href="/blog"]').click();
    await expect(page).toHaveURL(/\/blog$/);
    const first = cards(page).first();
    const slug = (await first.getAttribute("data-slug"))!;
    await page.route(
      (url) => url.pathname === `/blog/${slug}.data`,
      (route) => route.abort("failed"),
    );
    await first.getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("alert").filter({ hasText: "Error Loading Post" })).toContainText(
      "Unable to load the requested post.",
    );
    await expect(page.getByTestId("blog-unavailable")).toBeVisible();
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
  });
});

test.describe("feed", () => {
  test("/rss.xml is a valid RSS 2.0 feed on the brand's own origin", async ({ page, request }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
    const xml = await response.text();

    await page.goto("/robots.txt"); // any same-origin page: DOMParser runs in the browser
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.querySelector("parsererror")?.textContent ?? null;
      const channel = doc.querySelector("channel");
      const items = [...doc.querySelectorAll("item")].map((item) => ({
        title: item.querySelector("title")?.textContent ?? "",
        link: item.querySelector("link")?.textContent ?? "",
        guid: item.querySelector("guid")?.textContent ?? "",
        pubDate: item.querySelector("pubDate")?.textContent ?? "",
        categories: [...item.querySelectorAll("category")].map((c) => c.textContent),
        content:
          item.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]
            ?.textContent ?? "",
      }));
      return {
        error,
        version: doc.documentElement.getAttribute("version"),
        title: channel?.querySelector("title")?.textContent,
        link: channel?.querySelector("link")?.textContent,
        items,
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.title).toBe("Dresden Tax & Accounting News");
    expect(feed.link).toBe("https://dresdentax.com/blog");
    expect(feed.items).toHaveLength(Math.min(20, expectedTotal()));
    const listed = await serverListing(request, "/blog");
    expect(feed.items.map((item) => item.link)).toEqual(
      listed.slice(0, 20).map((slug) => `https://dresdentax.com/blog/${slug}`),
    );
    for (const item of feed.items) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.guid.length).toBeGreaterThan(0);
      expect(new Date(item.pubDate).toString()).not.toBe("Invalid Date");
      expect(item.categories.length).toBeGreaterThan(0);
      expect(item.content).toContain("<p>");
      expect(item.content).not.toMatch(/(src|href)="\/(?!\/)/); // no site-relative URLs left
      expect(item.content).not.toContain("<script");
    }
  });

  test("each brand's feed links to that brand's site", async ({ request }) => {
    for (const brand of ALL_BRANDS) {
      const xml = await (await request.get(withBrand("/rss.xml", brand.id))).text();
      expect(xml).toContain(`<link>https://${brand.domain}/blog</link>`);
      expect(xml).toContain(`<atom:link href="https://${brand.domain}/rss.xml"`);
    }
  });

  test("a feed reader asking for the blog is sent to a valid feed", async ({ request }) => {
    const headers = { "user-agent": "Feedly/1.0 (+http://www.feedly.com/fetcher.html; 3 subscribers)" };
    for (const path of ["/", "/blog", "/blog/anything"]) {
      const redirect = await request.get(path, { headers, maxRedirects: 0 });
      // 302 and private: the same URL is a page for browsers, so no shared cache may keep this answer.
      expect(redirect.status(), path).toBe(302);
      expect(redirect.headers()["location"]).toBe("/rss.xml");
      expect(redirect.headers()["cache-control"]).toBe("private, no-store");
    }
    const followed = await request.get("/blog", { headers });
    expect(followed.url()).toMatch(/\/rss\.xml$/);
    expect(followed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await followed.text()).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<rss version="2\.0"/);
  });
});

test.describe("accessibility", () => {
  for (const brand of ALL_BRANDS) {
    for (const theme of ["light", "dark"] as const) {
      test(`news, topic and post pages pass axe: ${brand.id}, ${theme}`, async ({ page, request }) => {
        test.setTimeout(120_000); // axe takes several seconds per page
        const [slug] = await serverListing(request, "/blog");
        const tagHref = /href="(\/blog\/tag\/[\w-]+)"/.exec(await (await request.get("/blog")).text())![1]!;
        await useTheme(page, theme);
        for (const path of ["/blog", tagHref, `/blog/${slug}`]) {
          await gotoHydrated(page, withBrand(path, brand.id));
          await expectNoAxeViolations(page, `${path} ${brand.id} ${theme}`);
        }
      });
    }
  }
});
