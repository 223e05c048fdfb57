import { describe, expect, it } from "vitest";
import { createCachedBlogSource } from "~/blog/cache.server";
import { readBlogChange } from "~/blog/changes";
import { testPost } from "~/blog/test-support";
import { paginate, type BlogSource } from "~/blog/types";
import { createBlogChangeHandler, type CdnPurgeRequest } from "./blog-changes";
import { createPageCache, pageCacheKey } from "~/delivery/page-cache.server";

const SITE_URLS = {
  dresdentax: "https://dresdentax.com",
  brownco: "https://browncoconsulting.com",
  payroll: "https://dresdenpayroll.com",
};

function setup(respond: (request: Request) => Promise<Response> = async () => new Response(null, { status: 204 })) {
  const posts = [testPost("a", { tags: [{ slug: "payroll", name: "Payroll" }] }), testPost("b")];
  const source: BlogSource = {
    name: "fake",
    browsePosts: async ({ limit, page }) => ({ posts: posts.slice(0, limit), pagination: paginate(page, limit, posts.length, posts.length) }),
    readPost: async (slug) => posts.find((post) => post.slug === slug) ?? null,
    browseTags: async () => [{ slug: "payroll", name: "Payroll", count: { posts: 1 } }],
    readTag: async () => null,
    featuredPosts: async () => [],
  };
  const blog = createCachedBlogSource(source, { logger: { warn: () => undefined } });
  const pageCache = createPageCache();
  const page = (body: string) => ({ status: 200, headers: [], body: Buffer.from(body), inlineHashes: { scripts: [], styles: [] } });
  for (const brand of ["dresdentax", "payroll"])
    for (const path of ["/", "/blog", "/blog/a", "/blog/tag/payroll", "/search", "/services", "/contact"])
      pageCache.store(pageCacheKey("GET", path, brand)!, page(path));
  const purges: Array<{ body: CdnPurgeRequest; authorization: string | null }> = [];
  const refreshes: number[] = [];
  const logs: string[] = [];
  const handler = (cdn: boolean) =>
    createBlogChangeHandler({
      blog,
      pageCache,
      search: { refresh: () => refreshes.push(blog.generation) },
      cdnPurge: cdn ? { url: "https://purge.example/hook", token: "t0ken" } : null,
      siteUrls: SITE_URLS,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        purges.push({ body: (await request.clone().json()) as CdnPurgeRequest, authorization: request.headers.get("authorization") });
        return respond(request);
      },
      logger: { info: (line: string) => logs.push(line), warn: (line: string) => logs.push(line) },
    });
  return { blog, pageCache, purges, refreshes, logs, handler };
}

const published = readBlogChange({
  event: "post.published",
  post: { current: { slug: "a", tags: [{ slug: "payroll" }] }, previous: {} },
})!;

describe("applying a blog change", () => {
  it("drops every brand's blog pages, invalidates the blog and refreshes search before answering", async () => {
    const { blog, pageCache, refreshes, handler } = setup();
    const generation = blog.generation;
    const { droppedPages, purged } = handler(false)(published);
    expect(droppedPages).toBe(10);
    expect(pageCache.stats().entries).toBe(4);
    for (const brand of ["dresdentax", "payroll"]) {
      expect(pageCache.get(`${brand} /services`)).toBeDefined();
      expect(pageCache.get(`${brand} /blog/a`)).toBeUndefined();
    }
    expect(blog.generation).toBe(generation + 1);
    expect(refreshes).toEqual([generation + 1]);
    await purged;
  });

  it("tells the CDN the changed paths on every brand's origin, with the token", async () => {
    const { purges, logs, handler } = setup();
    await handler(true)(published).purged;
    expect(purges).toHaveLength(1);
    const { body, authorization } = purges[0]!;
    expect(authorization).toBe("Bearer t0ken");
    expect(body.event).toBe("post.published");
    expect(body.paths).toEqual(["/", "/blog", "/rss.xml", "/sitemap.xml", "/search", "/blog/a", "/blog/tag/payroll"]);
    expect(body.urls).toHaveLength(body.paths.length * 3);
    expect(body.urls).toContain("https://browncoconsulting.com/blog/a");
    expect(logs).toEqual(["[blog] CDN told to purge 7 paths after post.published"]);
  });

  it("lists every post and topic for a tag change", async () => {
    const { purges, handler } = setup();
    await handler(true)(readBlogChange({ event: "tag.edited", tag: { current: { slug: "payroll" }, previous: {} } })!).purged;
    expect(purges[0]!.body.paths).toEqual(["/", "/blog", "/rss.xml", "/sitemap.xml", "/search", "/blog/a", "/blog/b", "/blog/tag/payroll"]);
  });

  it("logs a failed or unreachable CDN and carries on", async () => {
    const failing = setup(async () => new Response("no", { status: 503 }));
    const applied = failing.handler(true)(published);
    expect(applied.droppedPages).toBe(10);
    await applied.purged;
    expect(failing.logs[0]).toMatch(/CDN purge after post\.published failed \(it answered 503\)/);

    const down = setup(async () => {
      throw new TypeError("fetch failed");
    });
    await down.handler(true)(published).purged;
    expect(down.logs[0]).toMatch(/failed \(fetch failed\)/);
  });
});
