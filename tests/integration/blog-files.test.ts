/**
 * The embedded blog source over the real Markdown files in content/blog/, plus the loader's
 * handling of bad content, using throw-away content folders.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlToText } from "~/blog/excerpt";
import { createFilesSource, loadMarkdownBlog, type MarkdownBlog } from "~/blog/files.server";
import { blogSourceName, createBlogSource } from "~/blog/source.server";
import { PAGE_SIZE_FEATURED, PAGE_SIZE_INFINITE, type BlogSource } from "~/blog/types";

const CONTENT_DIR = path.join(process.cwd(), "content", "blog");
const PUBLIC_DIR = path.join(process.cwd(), "public");
/** A fixed "now" after every shipped post, so the suite does not depend on the calendar. */
const NOW = new Date("2026-11-30T00:00:00Z");

let blog: MarkdownBlog;
let source: BlogSource;

beforeAll(async () => {
  blog = await loadMarkdownBlog(CONTENT_DIR);
  source = createFilesSource({ contentDir: CONTENT_DIR, now: () => NOW });
});

describe("content/blog", () => {
  it("parses every post without problems", () => {
    expect(blog.problems).toEqual([]);
  });

  it("ships at least 14 dated posts from November 2025 to November 2026, newest first", () => {
    expect(blog.posts.length).toBeGreaterThanOrEqual(14);
    for (const post of blog.posts) {
      expect(post.published_at! >= "2025-11-01" && post.published_at! < "2026-12-01", post.slug).toBe(true);
    }
    const dates = blog.posts.map((post) => post.published_at!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("keeps slugs short, titles within the card limit and bodies between 400 and 900 words", () => {
    for (const post of blog.posts) {
      expect(post.slug.length, post.slug).toBeLessThanOrEqual(80);
      expect(post.slug, post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.title.length, post.slug).toBeLessThanOrEqual(150);
      const words = htmlToText(post.html ?? "")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(words, post.slug).toBeLessThanOrEqual(900);
      expect(post.reading_time, post.slug).toBeGreaterThan(0);
    }
  });

  it("features at least three posts and tags every post", () => {
    expect(blog.posts.filter((post) => post.featured).length).toBeGreaterThanOrEqual(3);
    for (const post of blog.posts) {
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.primary_tag, post.slug).toEqual(post.tags[0]);
    }
  });

  it("uses every tag in tags.yaml at least once", () => {
    expect(blog.tags.length).toBeGreaterThanOrEqual(6);
    for (const tag of blog.tags) {
      expect(
        blog.posts.some((post) => post.tags.some((t) => t.slug === tag.slug)),
        tag.slug,
      ).toBe(true);
    }
  });

  it("points feature images at files that exist under public/blog-images/", () => {
    for (const post of blog.posts) {
      if (post.feature_image === null) continue;
      expect(post.feature_image, post.slug).toMatch(/^\/blog-images\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(PUBLIC_DIR, post.feature_image)), post.feature_image).toBe(true);
    }
  });

  it("renders sanitized HTML with source notes", () => {
    for (const post of blog.posts) {
      expect(post.html, post.slug).not.toMatch(/<script|on\w+=|style=/i);
      expect(post.html, post.slug).toMatch(/<h2>/);
      expect(post.html, post.slug).toMatch(/Sources?:|general (planning|bookkeeping) guidance/);
    }
  });

  it("gives stable, unique ids", async () => {
    const again = await loadMarkdownBlog(CONTENT_DIR);
    expect(again.posts.map((post) => post.id)).toEqual(blog.posts.map((post) => post.id));
    expect(new Set(blog.posts.map((post) => post.id)).size).toBe(blog.posts.length);
    for (const post of blog.posts)
      expect(post.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("the files source", () => {
  it("pages through every post with no duplicates and a next page only after a full page", async () => {
    const seen: string[] = [];
    for (let page: number | null = 1; page !== null;) {
      const result = await source.browsePosts({ limit: PAGE_SIZE_INFINITE, page });
      if (result.pagination.next !== null) expect(result.posts).toHaveLength(PAGE_SIZE_INFINITE);
      expect(result.posts.every((post) => post.html === null)).toBe(true);
      seen.push(...result.posts.map((post) => post.slug));
      page = result.pagination.next;
    }
    expect(seen).toEqual(blog.posts.map((post) => post.slug));
  });

  it("filters by tag", async () => {
    const page = await source.browsePosts({ limit: 100, page: 1, filter: { tag: "payroll" } });
    expect(page.posts.length).toBeGreaterThan(0);
    expect(page.posts.every((post) => post.tags.some((tag) => tag.slug === "payroll"))).toBe(true);
    expect(page.pagination.total).toBe(
      blog.posts.filter((post) => post.tags.some((tag) => tag.slug === "payroll")).length,
    );
    expect((await source.browsePosts({ limit: 9, page: 1, filter: { tag: "no-such-tag" } })).posts).toEqual(
      [],
    );
  });

  it("returns the newest featured posts", async () => {
    const featured = await source.featuredPosts();
    expect(featured).toHaveLength(PAGE_SIZE_FEATURED);
    expect(featured.map((post) => post.slug)).toEqual(
      blog.posts
        .filter((post) => post.featured)
        .slice(0, 3)
        .map((post) => post.slug),
    );
  });

  it("reads a post with its body, and null for a missing slug", async () => {
    const first = blog.posts[0]!;
    const post = await source.readPost(first.slug);
    expect(post?.html).toBe(first.html);
    expect(post?.url).toBe(`/blog/${first.slug}`);
    expect(post?.primary_author.name).toBe("The Dresden Tax Team");
    expect(await source.readPost("no-such-post")).toBeNull();
  });

  it("lists tags with post counts and reads one tag", async () => {
    const tags = await source.browseTags();
    expect(tags.length).toBe(blog.tags.length);
    const payroll = tags.find((tag) => tag.slug === "payroll")!;
    expect(payroll.count.posts).toBe(
      blog.posts.filter((post) => post.tags.some((tag) => tag.slug === "payroll")).length,
    );
    expect(await source.readTag("payroll")).toEqual(payroll);
    expect(await source.readTag("no-such-tag")).toBeNull();
  });

  it("is the source chosen when Ghost is not configured", async () => {
    expect(blogSourceName({})).toBe("files");
    expect(blogSourceName({ ghostUrl: "https://cms.example.org", ghostKey: "" })).toBe("files");
    const configured = createBlogSource({ files: { contentDir: CONTENT_DIR, now: () => NOW } });
    expect(configured.name).toBe("files");
    expect((await configured.browsePosts({ limit: 3, page: 1 })).posts).toHaveLength(3);
    expect(configured.health()).toMatchObject({ source: "files", ok: true });
  });
});

describe("loading bad or future content", () => {
  let dir: string;
  const tagsYaml = "- slug: payroll\n  name: Payroll\n- slug: empty-tag\n  name: Empty\n";
  const post = (front: string, body = "## Heading\n\nSome words here.") => `---\n${front}\n---\n${body}\n`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "blog-files-"));
    await writeFile(path.join(dir, "tags.yaml"), tagsYaml);
    await writeFile(
      path.join(dir, "good.md"),
      post("title: Good\npublished_at: 2026-03-01\ntags: [payroll]"),
    );
    await writeFile(
      path.join(dir, "future.md"),
      post("title: Scheduled\npublished_at: 2027-01-05\ntags: [payroll]\nfeatured: true"),
    );
    await writeFile(path.join(dir, "no-front-matter.md"), "Just text.\n");
    await writeFile(path.join(dir, "bad-date.md"), post("title: Bad date\npublished_at: someday"));
    await writeFile(
      path.join(dir, "unknown-tag.md"),
      post("title: Unknown tag\npublished_at: 2026-01-01\ntags: [estate-planning]"),
    );
    await writeFile(
      path.join(dir, "z-duplicate.md"),
      post("title: Duplicate\nslug: good\npublished_at: 2026-01-01"),
    );
    await writeFile(
      path.join(dir, "bad-image.md"),
      post("title: Image\npublished_at: 2026-01-01\nfeature_image: https://tracker.example.net/a.png"),
    );
    await writeFile(
      path.join(dir, "script.md"),
      post("title: Script\npublished_at: 2026-02-01", '<script>alert(1)</script>\n\n<p onclick="x()">Hi</p>'),
    );
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reports each unusable file and skips it", async () => {
    const loaded = await loadMarkdownBlog(dir);
    expect(loaded.posts.map((p) => p.slug).sort()).toEqual(["future", "good", "script"]);
    const problems = loaded.problems.join("\n");
    expect(problems).toMatch(/no-front-matter\.md: missing front matter/);
    expect(problems).toMatch(/bad-date\.md: published_at is not a valid date/);
    expect(problems).toMatch(/unknown-tag\.md: tags not listed in tags\.yaml: estate-planning/);
    expect(problems).toMatch(/z-duplicate\.md: slug 'good' is used by another post/);
    expect(problems).toMatch(/bad-image\.md: feature_image/);
  });

  it("sanitizes Markdown HTML", async () => {
    const loaded = await loadMarkdownBlog(dir);
    const script = loaded.posts.find((p) => p.slug === "script")!;
    expect(script.html).not.toMatch(/<script|onclick/);
    expect(script.html).toContain("Hi");
  });

  it("hides posts dated in the future until their date", async () => {
    const before = createFilesSource({
      contentDir: dir,
      now: () => new Date("2026-12-01T00:00:00Z"),
      logger: { error: () => undefined },
    });
    expect((await before.browsePosts({ limit: 9, page: 1 })).posts.map((p) => p.slug)).toEqual([
      "good",
      "script",
    ]);
    expect(await before.readPost("future")).toBeNull();
    expect(await before.featuredPosts()).toEqual([]);

    const after = createFilesSource({
      contentDir: dir,
      now: () => new Date("2027-01-06T00:00:00Z"),
      logger: { error: () => undefined },
    });
    expect((await after.readPost("future"))?.title).toBe("Scheduled");
  });

  it("lists only tags with visible posts, and reads a tag without posts as null", async () => {
    const files = createFilesSource({ contentDir: dir, now: () => NOW, logger: { error: () => undefined } });
    expect((await files.browseTags()).map((tag) => tag.slug)).toEqual(["payroll"]);
    expect(await files.readTag("empty-tag")).toBeNull();
  });

  it("logs the problems once and still serves the good posts", async () => {
    const logged: string[] = [];
    const files = createFilesSource({
      contentDir: dir,
      now: () => NOW,
      logger: { error: (message: string) => logged.push(message) },
    });
    await files.browsePosts({ limit: 9, page: 1 });
    await files.browseTags();
    expect(logged).toHaveLength(5);
    expect(logged[0]).toMatch(/^\[blog\] content\/blog: /);
  });

  it("answers empty results for a missing content folder instead of throwing", async () => {
    const files = createFilesSource({
      contentDir: path.join(dir, "nope"),
      logger: { error: () => undefined },
    });
    expect((await files.browsePosts({ limit: 9, page: 1 })).posts).toEqual([]);
    expect(await files.browseTags()).toEqual([]);
  });
});

describe("cards and post settings in Markdown posts", () => {
  let dir: string;
  const front = [
    "title: Cards",
    "published_at: 2026-03-01",
    "tags: [payroll]",
    "feature_image: /blog-images/payroll.svg",
    'feature_image_alt: "Illustration of a pay stub"',
    'feature_image_caption: "Drawn by <em>our team</em>"',
    'meta_title: "Payroll cards"',
    'meta_description: "What the cards do."',
    "og_image: https://images.unsplash.com/photo-1.jpg",
    'twitter_title: "Cards on X"',
    "canonical_url: https://news.example.org/cards",
  ].join("\n");
  const body = [
    "Intro.",
    "",
    ":::callout 💡 yellow",
    "File **by April 15**.",
    ":::",
    "",
    ":::toggle Is it due in April?",
    "Yes.",
    ":::",
    "",
    ":::button",
    "[Schedule a consultation](/schedule)",
    ":::",
    "",
    ":::image wide",
    "![A timeline](/blog-images/tax-deadlines.svg)",
    "The dates.",
    ":::",
  ].join("\n");

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "blog-cards-"));
    await writeFile(path.join(dir, "tags.yaml"), "- slug: payroll\n  name: Payroll\n");
    await writeFile(path.join(dir, "cards.md"), `---\n${front}\n---\n${body}\n`);
    await writeFile(
      path.join(dir, "plain.md"),
      "---\ntitle: Plain\npublished_at: 2026-02-01\n---\nJust words.\n",
    );
    await writeFile(
      path.join(dir, "bad-card.md"),
      "---\ntitle: Bad\npublished_at: 2026-01-01\n---\n:::toggle\nNo question.\n:::\n",
    );
    await writeFile(
      path.join(dir, "bad-share-image.md"),
      "---\ntitle: Share\npublished_at: 2026-01-01\nog_image: https://tracker.example.net/a.png\n---\nHi.\n",
    );
    await writeFile(
      path.join(dir, "bad-canonical.md"),
      "---\ntitle: Canonical\npublished_at: 2026-01-01\ncanonical_url: javascript:alert(1)\n---\nHi.\n",
    );
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("renders the card blocks as the cards Ghost makes, finished for the site", async () => {
    const { posts } = await loadMarkdownBlog(dir);
    const html = posts.find((p) => p.slug === "cards")!.html!;
    expect(html).toContain(
      '<div class="kg-card kg-callout-card kg-callout-card-yellow"><div class="kg-callout-emoji">💡</div>',
    );
    expect(html).toContain(
      '<details class="kg-card kg-toggle-card"><summary class="kg-toggle-heading"><span class="kg-toggle-heading-text">Is it due in April?</span></summary>',
    );
    expect(html).toContain('<a href="/schedule" class="kg-btn kg-btn-accent">Schedule a consultation</a>');
    expect(html).toContain('<figure class="kg-card kg-image-card kg-width-wide kg-card-hascaption">');
  });

  it("reads the post settings from the front matter, and null where a post has none", async () => {
    const { posts } = await loadMarkdownBlog(dir);
    expect(posts.find((p) => p.slug === "cards")).toMatchObject({
      feature_image_alt: "Illustration of a pay stub",
      feature_image_caption: "Drawn by <em>our team</em>",
      meta_title: "Payroll cards",
      meta_description: "What the cards do.",
      og_image: "https://images.unsplash.com/photo-1.jpg",
      og_title: null,
      twitter_title: "Cards on X",
      twitter_image: null,
      canonical_url: "https://news.example.org/cards",
    });
    expect(posts.find((p) => p.slug === "plain")).toMatchObject({
      feature_image_alt: null,
      meta_title: null,
      canonical_url: null,
    });
  });

  it("reports a malformed card, a share image from another host and a canonical URL that is not one", async () => {
    const loaded = await loadMarkdownBlog(dir);
    expect(loaded.posts.map((p) => p.slug).sort()).toEqual(["cards", "plain"]);
    const problems = loaded.problems.join("\n");
    expect(problems).toMatch(/bad-card\.md: ':::toggle' needs its heading on the opening line/);
    expect(problems).not.toMatch(/Please report this/);
    expect(problems).toMatch(
      /bad-share-image\.md: og_image must be under \/blog-images\/ or on an allowed host/,
    );
    expect(problems).toMatch(/bad-canonical\.md: canonical_url/);
  });
});
