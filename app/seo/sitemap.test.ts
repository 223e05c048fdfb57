import { describe, expect, it } from "vitest";
import { testPost } from "~/blog/test-support";
import { paginate, type BlogPost, type BrowsePostsOptions, type PostPage, type Tag } from "~/blog/types";
import { STATIC_ROUTES } from "../../tests/support/routes";
import { collectSitemapEntries, sitemapXml, SITEMAP_PAGE_SIZE, STATIC_PATHS, w3cDate } from "./sitemap";

/** SPEC section 2's page routes, typed out from the spec for the tests (not derived from the code under test). */
const SPEC_ROUTES = STATIC_ROUTES;

function fakePost(index: number, tags: string[] = []): BlogPost {
  const day = String((index % 28) + 1).padStart(2, "0");
  return testPost(`post-${index}`, {
    id: `id-${index}`,
    uuid: `uuid-${index}`,
    title: `Post ${index}`,
    created_at: `2026-03-${day}T10:00:00.000Z`,
    updated_at: index % 2 === 0 ? `2026-04-${day}T10:00:00.000Z` : null,
    published_at: `2026-03-${day}T10:00:00.000Z`,
    reading_time: 3,
    tags: tags.map((slug) => ({ slug, name: slug })),
  });
}

/** A blog source that pages like Ghost: at most 100 per page, `next` until the last page. */
function fakeBlog(posts: BlogPost[], tags: Tag[] = [], options: { failOnPage?: number } = {}) {
  const calls: BrowsePostsOptions[] = [];
  return {
    calls,
    async browsePosts(request: BrowsePostsOptions): Promise<PostPage> {
      calls.push(request);
      const limit = Math.min(request.limit, 100);
      if (options.failOnPage === request.page)
        return { posts: [], pagination: paginate(request.page, limit, 0, 0), degraded: "unavailable" };
      const slice = posts.slice((request.page - 1) * limit, request.page * limit);
      return { posts: slice, pagination: paginate(request.page, limit, slice.length, posts.length) };
    },
    async browseTags(): Promise<Tag[]> {
      return tags;
    },
  };
}

describe("STATIC_PATHS", () => {
  it("is exactly the fixed routes of SPEC section 2", () => {
    expect([...STATIC_PATHS].sort()).toEqual([...SPEC_ROUTES].sort());
    expect(new Set(STATIC_PATHS).size).toBe(STATIC_PATHS.length);
  });
});

describe("collectSitemapEntries", () => {
  it("follows the blog's pages beyond 100 posts and lists every post once", async () => {
    const posts = Array.from({ length: 250 }, (_, i) => fakePost(i));
    const blog = fakeBlog(posts);
    const { entries, partial } = await collectSitemapEntries(blog);
    expect(blog.calls.map((call) => call.page)).toEqual([1, 2, 3]);
    expect(blog.calls.every((call) => call.limit === SITEMAP_PAGE_SIZE)).toBe(true);
    const postPaths = entries
      .filter((entry) => entry.path.startsWith("/blog/post-"))
      .map((entry) => entry.path);
    expect(postPaths).toHaveLength(250);
    expect(new Set(postPaths).size).toBe(250);
    expect(partial).toBe(false);
  });

  it("stops after exactly 100 posts when the source says there is no next page", async () => {
    const blog = fakeBlog(Array.from({ length: 100 }, (_, i) => fakePost(i)));
    await collectSitemapEntries(blog);
    expect(blog.calls.map((call) => call.page)).toEqual([1]);
  });

  it("dates posts by their last update, else publication, and the blog and tags by their newest post", async () => {
    const posts = [fakePost(1, ["payroll"]), fakePost(2, ["payroll", "ohio"]), fakePost(3)];
    const tags: Tag[] = [
      { slug: "payroll", name: "Payroll", count: { posts: 2 } },
      { slug: "ohio", name: "Ohio", count: { posts: 1 } },
      { slug: "empty", name: "Empty", count: { posts: 0 } },
    ];
    const { entries } = await collectSitemapEntries(fakeBlog(posts, tags));
    const lastmod = (path: string) => entries.find((entry) => entry.path === path)?.lastmod;
    expect(lastmod("/blog/post-1")).toBe("2026-03-02T10:00:00.000Z");
    expect(lastmod("/blog/post-2")).toBe("2026-04-03T10:00:00.000Z");
    expect(lastmod("/blog")).toBe("2026-04-03T10:00:00.000Z");
    expect(lastmod("/blog/tag/payroll")).toBe("2026-04-03T10:00:00.000Z");
    expect(lastmod("/blog/tag/ohio")).toBe("2026-04-03T10:00:00.000Z");
    expect(entries.some((entry) => entry.path === "/blog/tag/empty")).toBe(false);
    expect(lastmod("/privacy-policy")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastmod("/services")).toBeUndefined();
  });

  it("keeps the fixed pages and marks the list partial when the blog fails", async () => {
    const blog = fakeBlog(
      Array.from({ length: 150 }, (_, i) => fakePost(i)),
      [],
      { failOnPage: 2 },
    );
    const { entries, partial } = await collectSitemapEntries(blog);
    expect(partial).toBe(true);
    expect(entries.filter((entry) => entry.path.startsWith("/blog/post-"))).toHaveLength(100);
    for (const path of SPEC_ROUTES) expect(entries.map((entry) => entry.path)).toContain(path);
  });
});

describe("sitemapXml", () => {
  it("writes absolute URLs on the brand's domain, escaped, without duplicates", () => {
    const xml = sitemapXml("https://dresdenpayroll.com", [
      { path: "/" },
      { path: "/blog/a&b", lastmod: "2026-01-02T00:00:00.000Z" },
      { path: "/" },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<url><loc>https://dresdenpayroll.com/</loc></url>");
    expect(xml).toContain(
      "<loc>https://dresdenpayroll.com/blog/a&amp;b</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>",
    );
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
  });
});

describe("w3cDate", () => {
  it("keeps plain dates, normalises times to UTC and drops what it cannot read", () => {
    expect(w3cDate("2026-11-21")).toBe("2026-11-21");
    expect(w3cDate("2026-01-05T10:00:00.000+02:00")).toBe("2026-01-05T08:00:00.000Z");
    expect(w3cDate("not a date")).toBeUndefined();
    expect(w3cDate(null)).toBeUndefined();
  });
});
