/**
 * The blog's Ghost source against a real Ghost 6 (Content API v5.0) started on loopback by
 * tests/support/ghost/ghost.ts and seeded by seed.ts.
 *
 * Ghost is installed by tests/support/ghost/install.sh into $GHOST_CACHE (default
 * ~/.cache/dresden-ghost). Without an install this file is skipped with a message, except under CI
 * (CI set and not "false"/"0"), where a missing Ghost is a failure.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCachedBlogSource } from "~/blog/cache.server";
import { GhostApiError, createGhostSource } from "~/blog/ghost.server";
import { isLongSlug, nextRetryLength, truncateSlug } from "~/blog/slug-recovery";
import { blogSourceName, createBlogSource } from "~/blog/source.server";
import { PAGE_SIZE_INFINITE, type BlogPost, type BlogSource } from "~/blog/types";
import {
  INSTALL_COMMAND,
  findGhostInstall,
  ghostCacheDir,
  startGhost,
  type RunningGhost,
} from "../support/ghost/ghost.ts";
import { CARDS_POST } from "../support/ghost/cards-post.ts";
import { seedGhost, type SeededGhost } from "../support/ghost/seed.ts";

const install = findGhostInstall();
const underCi = Boolean(process.env.CI) && !["false", "0"].includes(process.env.CI!.toLowerCase());
const skip = !install && !underCi;
if (skip) {
  console.warn(
    `[blog-ghost] SKIPPED: Ghost is not installed in ${ghostCacheDir()}. Run ${INSTALL_COMMAND} to run these tests (under CI a missing Ghost fails).`,
  );
}

let ghost: RunningGhost | undefined;
let seeded: SeededGhost;
let source: BlogSource;

const published = () => seeded.posts.filter((post) => post.status === "published");

/** Every page of a listing, following `next` the way the infinite list does. */
async function allPages(list: BlogSource, limit: number, filter?: { tag?: string; featured?: boolean }) {
  const pages: Array<{ posts: BlogPost[]; next: number | null; page: number }> = [];
  for (let page: number | null = 1; page !== null;) {
    const result = await list.browsePosts({ limit, page, filter });
    pages.push({ posts: result.posts, next: result.pagination.next, page });
    if (pages.length > 50) throw new Error("pagination never ends");
    page = result.pagination.next;
  }
  return pages;
}

describe.skipIf(skip)("blog from a real Ghost", () => {
  beforeAll(async () => {
    if (!install)
      throw new Error(
        `CI is set but Ghost is not installed in ${ghostCacheDir()}; run ${INSTALL_COMMAND} first`,
      );
    const started = Date.now();
    ghost = await startGhost({ install });
    seeded = await seedGhost(ghost.url);
    source = createGhostSource({ url: ghost.url, key: seeded.contentKey });
    console.info(
      `[blog-ghost] Ghost ${install.version} started and seeded in ${Date.now() - started} ms at ${ghost.url}`,
    );
  }, 240_000);

  afterAll(async () => {
    await ghost?.stop();
  });

  it("pages through every published post newest first, without duplicates, with next only after a full page", async () => {
    const expected = published()
      .slice()
      .sort((a, b) => b.published_at.localeCompare(a.published_at))
      .map((post) => post.slug);
    expect(expected.length).toBeGreaterThanOrEqual(25);

    for (const limit of [PAGE_SIZE_INFINITE, 15, 6]) {
      const pages = await allPages(source, limit);
      const slugs = pages.flatMap((page) => page.posts.map((post) => post.slug));
      expect(slugs, `limit ${limit}`).toEqual(expected);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(pages.length).toBe(Math.ceil(expected.length / limit));
      for (const page of pages.slice(0, -1)) {
        expect(page.posts).toHaveLength(limit);
        expect(page.next).toBe(page.page + 1);
      }
      expect(pages.at(-1)!.next).toBeNull();
    }
  });

  it("reports Ghost's totals and answers an empty page past the end", async () => {
    const first = await source.browsePosts({ limit: 9, page: 1 });
    expect(first.pagination).toMatchObject({
      page: 1,
      limit: 9,
      total: published().length,
      pages: Math.ceil(published().length / 9),
      prev: null,
    });
    const beyond = await source.browsePosts({ limit: 9, page: 40 });
    expect(beyond.posts).toEqual([]);
    expect(beyond.pagination.next).toBeNull();
  });

  it("returns list entries without the body but with card fields", async () => {
    const { posts } = await source.browsePosts({ limit: 3, page: 1 });
    for (const post of posts) {
      expect(post.html).toBeNull();
      expect(post.title.length).toBeGreaterThan(0);
      expect(post.url).toBe(`/blog/${post.slug}`);
      expect(post.reading_time).toBeGreaterThan(0);
      expect(post.excerpt?.length).toBeGreaterThan(20);
      expect(post.primary_author.name).toBe("Seed Owner");
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.primary_tag?.slug).toBe(post.tags[0]?.slug);
      expect(post.visibility).toBe("public");
    }
  });

  it("filters by tag across pages", async () => {
    for (const tag of ["payroll", "tax-tips"]) {
      const expected = published()
        .filter((post) => post.tags.includes(tag))
        .map((post) => post.slug);
      const slugs = (await allPages(source, 4, { tag })).flatMap((page) =>
        page.posts.map((post) => post.slug),
      );
      expect(slugs.sort(), tag).toEqual(expected.sort());
    }
    const none = await source.browsePosts({ limit: 9, page: 1, filter: { tag: seeded.facts.emptyTag } });
    expect(none.posts).toEqual([]);
    const smuggled = await source.browsePosts({
      limit: 9,
      page: 1,
      filter: { tag: "payroll,featured:false" },
    });
    expect(smuggled.posts).toEqual([]);
  });

  it("lists featured posts, newest first, never drafts", async () => {
    const expected = published()
      .filter((post) => post.featured)
      .sort((a, b) => b.published_at.localeCompare(a.published_at))
      .map((post) => post.slug);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect((await source.featuredPosts()).map((post) => post.slug)).toEqual(expected.slice(0, 3));
    const all = await source.browsePosts({ limit: 9, page: 1, filter: { featured: true } });
    expect(all.posts.map((post) => post.slug)).toEqual(expected);
    expect(all.posts.every((post) => post.featured)).toBe(true);
  });

  it("reads a post by slug with sanitized HTML", async () => {
    const post = await source.readPost(seeded.facts.unsafeHtmlPost);
    expect(post).not.toBeNull();
    expect(post!.slug).toBe(seeded.facts.unsafeHtmlPost);
    expect(post!.html).toContain("<h2");
    expect(post!.html).not.toMatch(/<script|evil\.example|__seedPwned/);
    expect(post!.html).toContain('rel="noopener noreferrer"');
    expect(post!.created_at).toMatch(/^\d{4}-\d\d-\d\d/);
    expect(new Date(post!.published_at!).toISOString()).toBe(
      seeded.posts.find((p) => p.slug === post!.slug)!.published_at,
    );
  });

  it("reads a post written in Ghost's editor with every card finished for the site, and nothing unsafe", async () => {
    const post = await source.readPost(seeded.facts.cardsPost);
    const html = post!.html!;
    // Each card's markup as Ghost 6 renders it reached the source and came out usable without scripts.
    for (const card of [
      "callout",
      "image",
      "gallery",
      "bookmark",
      "button",
      "header",
      "product",
      "embed",
      "video",
      "audio",
      "file",
      "cta",
      "signup",
      "code",
    ]) {
      expect(html, card).toContain(`kg-${card}-card`);
    }
    expect(html.match(/<details class="kg-card kg-toggle-card">\s*<summary/g)).toHaveLength(2);
    expect(html).toMatch(
      /<span class="kg-toggle-heading-text"><span>Do I need an appointment, or can I drop off my documents\?<\/span><\/span>/,
    );
    expect(html).toMatch(/<div class="kg-gallery-image" style="flex:1\.3333 1 0%">/);
    expect(html).toMatch(/<video [^>]*controls[^>]*>/);
    expect(html).toMatch(/<audio [^>]*controls[^>]*>/);
    expect(html).toContain(
      '<div class="kg-card kg-header-card kg-v2 kg-width-regular " style="background-color:#153052;color:#ffffff">',
    );
    expect(html).toContain('role="img" aria-label="Rated 4 out of 5"');
    expect(html).toContain('<a href="/contact" class="kg-signup-card-button kg-style-accent">Contact us</a>');
    expect(html).toContain('<blockquote class="kg-blockquote-alt">');
    expect(html).toContain("<hr />");
    expect(html).toContain('<figure class="kg-card kg-code-card"><pre><code class="language-excel">');
    // Links the writer made to this site's pages: Ghost wrote them on its own host.
    expect(html).toContain('<a href="/schedule" class="kg-btn kg-btn-accent">Schedule a consultation</a>');
    expect(html).not.toContain(`href="${ghost!.url}/schedule"`);
    // Uploads stay on Ghost, which serves them.
    expect(html).toContain(`href="${ghost!.url}/content/files/`);
    expect(html).not.toMatch(
      /<script|<form|<input|<button|<svg|<style|\son[a-z]+=|javascript:|display:\s*none/i,
    );
  });

  it("reads the post settings the writer filled, and null for those left empty", async () => {
    const cards = await source.readPost(seeded.facts.cardsPost);
    expect(cards).toMatchObject({
      feature_image: expect.stringMatching(new RegExp(`^${ghost!.url}/content/images/.+/desk\\.png$`)),
      feature_image_alt: CARDS_POST.feature_image_alt,
      feature_image_caption:
        'Illustration by our team. Forms from the <a href="https://tax.ohio.gov/" rel="noopener noreferrer">Ohio Department of Taxation</a>.',
      meta_title: CARDS_POST.meta_title,
      meta_description: CARDS_POST.meta_description,
      og_image: CARDS_POST.og_image,
      og_title: CARDS_POST.og_title,
      og_description: CARDS_POST.og_description,
      twitter_image: CARDS_POST.twitter_image,
      twitter_title: CARDS_POST.twitter_title,
      twitter_description: CARDS_POST.twitter_description,
      canonical_url: CARDS_POST.canonical_url,
    });
    const plain = await source.readPost(seeded.facts.allowedImagePost);
    for (const field of [
      "feature_image_alt",
      "feature_image_caption",
      "meta_title",
      "meta_description",
      "og_image",
      "og_title",
      "og_description",
      "twitter_image",
      "twitter_title",
      "twitter_description",
      "canonical_url",
    ] as const) {
      expect(plain![field], field).toBeNull();
    }
  });

  it("keeps custom excerpts and hides internal tags on posts", async () => {
    const withExcerpt = seeded.posts.find((post) => post.custom_excerpt)!;
    expect((await source.readPost(withExcerpt.slug))?.custom_excerpt).toBe(withExcerpt.custom_excerpt);
    const tagged = published().find((post) => post.tags.includes(seeded.facts.internalTag))!;
    const post = await source.readPost(tagged.slug);
    expect(post!.tags.map((tag) => tag.slug)).toEqual(
      tagged.tags.filter((tag) => tag !== seeded.facts.internalTag),
    );
  });

  it("answers null for a missing slug, a draft and a slug that is not one", async () => {
    expect(await source.readPost("no-such-post-anywhere")).toBeNull();
    expect(await source.readPost(seeded.facts.draftSlug)).toBeNull();
    expect(await source.readPost("../../admin")).toBeNull();
  });

  it("lists only public tags that have posts, with counts", async () => {
    const tags = await source.browseTags();
    const slugs = tags.map((tag) => tag.slug);
    expect(slugs).not.toContain(seeded.facts.emptyTag);
    expect(slugs).not.toContain(seeded.facts.internalTag);
    for (const tag of ["tax-tips", "ohio-taxes", "payroll", "bookkeeping", "small-business"]) {
      const count = published().filter((post) => post.tags.includes(tag)).length;
      expect(tags.find((t) => t.slug === tag)?.count.posts, tag).toBe(count);
    }
    expect(tags.find((t) => t.slug === "payroll")?.name).toBe("Payroll");
  });

  it("reads a tag by slug", async () => {
    expect(await source.readTag("ohio-taxes")).toMatchObject({
      slug: "ohio-taxes",
      name: "Ohio Taxes",
      count: { posts: expect.any(Number) },
    });
    // Ghost's Content API answers 404 for a tag without published posts.
    expect(await source.readTag(seeded.facts.emptyTag)).toBeNull();
    expect(await source.readTag(seeded.facts.internalTag)).toBeNull();
    expect(await source.readTag("no-such-tag")).toBeNull();
  });

  it("drops a feature image on a disallowed host and keeps an allowed one", async () => {
    expect((await source.readPost(seeded.facts.disallowedImagePost))?.feature_image).toBeNull();
    expect((await source.readPost(seeded.facts.allowedImagePost))?.feature_image).toBe(
      seeded.facts.allowedImageUrl,
    );
    const listed = (await allPages(source, 100)).flatMap((page) => page.posts);
    expect(listed.find((post) => post.slug === seeded.facts.disallowedImagePost)?.feature_image).toBeNull();
    expect(listed.find((post) => post.slug === seeded.facts.allowedImagePost)?.feature_image).toBe(
      seeded.facts.allowedImageUrl,
    );
  });

  it("finds posts through long-slug recovery", async () => {
    const { longSlugPost, brokenLink80, target80, brokenLink120, target120 } = seeded.facts;
    expect(isLongSlug(longSlugPost)).toBe(true);
    expect((await source.readPost(longSlugPost))?.slug).toBe(longSlugPost);

    // The 404 page's sequence: full slug, then 120 (automatic), then 80 and 50 (manual).
    async function recover(link: string): Promise<{ slug: string | null; tries: number }> {
      expect(isLongSlug(link)).toBe(true);
      if (await source.readPost(link)) return { slug: link, tries: 0 };
      for (let attempt = 0; ; attempt += 1) {
        const length = nextRetryLength(attempt);
        if (length === null) return { slug: null, tries: attempt };
        const found = await source.readPost(truncateSlug(link, length));
        if (found) return { slug: found.slug, tries: attempt + 1 };
      }
    }
    expect(await recover(brokenLink120)).toEqual({ slug: target120, tries: 1 });
    expect(await recover(brokenLink80)).toEqual({ slug: target80, tries: 2 });
    expect(await recover(`${"no-such-post-".repeat(13)}end`)).toEqual({ slug: null, tries: 3 });
  });

  it("fails with GhostApiError for an unknown key, and the cache turns that into empty answers", async () => {
    const wrong = createGhostSource({ url: ghost!.url, key: "0123456789abcdef01234567" });
    const failure = await wrong.browsePosts({ limit: 9, page: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GhostApiError);
    expect((failure as GhostApiError).status).toBe(401);
    expect((failure as GhostApiError).retryable).toBe(false);

    const cached = createCachedBlogSource(wrong, { logger: { warn: () => undefined } });
    const page = await cached.browsePosts({ limit: 9, page: 1 });
    expect(page.posts).toEqual([]);
    expect(page.degraded).toBe("unavailable");
    expect(cached.health()).toMatchObject({
      source: "ghost",
      ok: false,
      lastError: expect.stringContaining("401"),
    });
  });

  it("times out post reads with the SPEC's message", async () => {
    // A server that accepts connections and never answers stands in for a hung CMS.
    const sockets = new Set<net.Socket>();
    const hung = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
    const port = (hung.address() as net.AddressInfo).port;
    try {
      const slow = createGhostSource({
        url: `http://127.0.0.1:${port}`,
        key: seeded.contentKey,
        postReadTimeoutMs: 300,
      });
      const started = Date.now();
      await expect(slow.readPost(target())).rejects.toThrow("Operation timed out after 300ms");
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
    function target() {
      return published()[0]!.slug;
    }
  });

  it("is selected by createBlogSource when URL and key are set", async () => {
    expect(blogSourceName({ ghostUrl: ghost!.url, ghostKey: seeded.contentKey })).toBe("ghost");
    const configured = createBlogSource({ ghostUrl: ghost!.url, ghostKey: seeded.contentKey });
    expect(configured.name).toBe("ghost");
    expect((await configured.featuredPosts()).length).toBe(3);
    expect(configured.health()).toMatchObject({ source: "ghost", ok: true });
  });

  // Runs last: it stops Ghost.
  it("keeps serving cached copies (or empty answers) after Ghost stops, and never throws", async () => {
    const cached = createCachedBlogSource(
      createGhostSource({
        url: ghost!.url,
        key: seeded.contentKey,
        requestTimeoutMs: 2000,
        postReadTimeoutMs: 2000,
      }),
      {
        staleTimeMs: 0, // every read is stale, so every read tries Ghost again
        failureBackoffMs: 0,
        retryDelayMs: 10,
        logger: { warn: () => undefined },
      },
    );
    const slug = published()[3]!.slug;
    const page1 = await cached.browsePosts({ limit: 9, page: 1 });
    const post = await cached.readPost(slug);
    const tags = await cached.browseTags();
    const featured = await cached.featuredPosts();
    expect(page1.posts).toHaveLength(9);
    expect(post?.slug).toBe(slug);

    await ghost!.stop();
    expect(ghost!.isRunning()).toBe(false);

    // First reads after the stop serve the cached copy while the refresh fails in the background.
    expect((await cached.browsePosts({ limit: 9, page: 1 })).posts).toEqual(page1.posts);
    await expect.poll(() => cached.health().ok, { timeout: 10_000 }).toBe(false);
    const stalePage = await cached.browsePosts({ limit: 9, page: 1 });
    expect(stalePage.posts).toEqual(page1.posts);
    expect(stalePage.degraded).toBe("stale");
    expect(await cached.readPost(slug)).toEqual(post);
    expect(await cached.browseTags()).toEqual(tags);
    expect(await cached.featuredPosts()).toEqual(featured);

    // Nothing cached: empty answers, no exceptions.
    const page2 = await cached.browsePosts({ limit: 9, page: 2 });
    expect(page2.posts).toEqual([]);
    expect(page2.degraded).toBe("unavailable");
    expect(await cached.readPost(published()[20]!.slug)).toBeNull();
    expect(await cached.readTag("payroll")).toBeNull();
    expect(cached.health()).toMatchObject({
      source: "ghost",
      ok: false,
      lastError: expect.stringMatching(/unreachable|ECONNREFUSED|fetch failed/i),
    });
  });
});
