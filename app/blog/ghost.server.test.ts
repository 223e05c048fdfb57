import { describe, expect, it } from "vitest";
import { GhostApiError, createGhostSource, mapGhostPost, postFilterToNql } from "./ghost.server";

/** A fetch that records requests and answers from a handler (no network). */
function fakeFetch(handler: (url: URL) => { status: number; body: unknown }) {
  const requests: Array<{ url: URL; headers: Headers }> = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    requests.push({ url, headers: new Headers(init?.headers) });
    const { status, body } = handler(url);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return { fetchFn, requests };
}

const ghostPost = {
  id: "6b00fd94f509de65ce6e43e4",
  uuid: "0d7d3a4e-1b2c-4f5e-9a8b-7c6d5e4f3a2b",
  title: "Ohio's flat income tax",
  slug: "ohio-flat-income-tax",
  html: '<p onclick="x()">Two rates became one.</p><script>alert(1)</script>',
  feature_image: "https://images.unsplash.com/photo-1",
  featured: true,
  visibility: "public",
  created_at: "2026-01-10T12:00:00.000Z",
  updated_at: "2026-01-11T12:00:00.000Z",
  published_at: "2026-01-10T12:00:00.000Z",
  custom_excerpt: null,
  excerpt: "Two rates became one.",
  reading_time: 4,
  url: "https://cms.example.org/ohio-flat-income-tax/",
  tags: [
    { id: "t1", slug: "ohio-taxes", name: "Ohio Taxes", visibility: "public" },
    { id: "t2", slug: "hash-newsletter", name: "#newsletter", visibility: "internal" },
  ],
  primary_tag: { id: "t1", slug: "ohio-taxes", name: "Ohio Taxes", visibility: "public" },
  primary_author: {
    id: "a1",
    name: "Dana Brown",
    slug: "dana",
    profile_image: "https://tracker.example.net/me.png",
    bio: null,
    website: null,
  },
};

const allowUnsplash = (url: unknown) =>
  typeof url === "string" && url.startsWith("https://images.unsplash.com/") ? url : null;

describe("mapGhostPost", () => {
  it("maps a Ghost post, sanitizing HTML, dropping internal tags and disallowed images", () => {
    const post = mapGhostPost(ghostPost, allowUnsplash)!;
    expect(post.html).toBe("<p>Two rates became one.</p>");
    expect(post.tags.map((tag) => tag.slug)).toEqual(["ohio-taxes"]);
    expect(post.primary_tag?.slug).toBe("ohio-taxes");
    expect(post.feature_image).toBe("https://images.unsplash.com/photo-1");
    expect(post.primary_author).toEqual({
      id: "a1",
      name: "Dana Brown",
      slug: "dana",
      profile_image: null,
      bio: null,
      website: null,
    });
    expect(post.url).toBe("/blog/ohio-flat-income-tax");
    expect(post.reading_time).toBe(4);
    expect(post.mobiledoc).toBeNull();
  });

  it("carries the writer's post settings and points links Ghost made absolute on itself back at this site", () => {
    const post = mapGhostPost(
      {
        ...ghostPost,
        html: '<p><a href="https://cms.example.org/contact">Write to us</a></p>',
        feature_image_alt: "Form IT 1040",
        feature_image_caption: "Photo by <em>Dana</em>",
        meta_title: "Ohio's one income tax rate",
        og_image: "https://tracker.example.net/og.png",
        twitter_image: "https://images.unsplash.com/photo-2",
        canonical_url: "https://news.example.org/ohio-flat-tax",
      },
      allowUnsplash,
      true,
      "https://cms.example.org",
    )!;
    expect(post.html).toBe('<p><a href="/contact">Write to us</a></p>');
    expect(post).toMatchObject({
      feature_image_alt: "Form IT 1040",
      feature_image_caption: "Photo by <em>Dana</em>",
      meta_title: "Ohio's one income tax rate",
      meta_description: null,
      og_image: null,
      twitter_image: "https://images.unsplash.com/photo-2",
      canonical_url: "https://news.example.org/ohio-flat-tax",
    });
  });

  it("fills the SPEC's defaults", () => {
    const post = mapGhostPost({ id: "x1", slug: "bare" }, allowUnsplash)!;
    expect(post.title).toBe("Untitled");
    expect(post.visibility).toBe("public");
    expect(post.primary_author.name).toBe("Unknown Author");
    expect(post.featured).toBe(false);
    expect(post.reading_time).toBe(0);
    expect(post.tags).toEqual([]);
    expect(post.primary_tag).toBeNull();
    expect(post.html).toBeNull();
  });

  it("rejects entries without id or slug", () => {
    expect(mapGhostPost({ slug: "x" }, allowUnsplash)).toBeNull();
    expect(mapGhostPost({ id: "x" }, allowUnsplash)).toBeNull();
    expect(mapGhostPost("nonsense", allowUnsplash)).toBeNull();
  });
});

describe("postFilterToNql", () => {
  it("builds NQL for tag and featured filters", () => {
    expect(postFilterToNql(undefined)).toBeUndefined();
    expect(postFilterToNql({ tag: "payroll" })).toBe("tag:payroll");
    expect(postFilterToNql({ featured: true })).toBe("featured:true");
    expect(postFilterToNql({ tag: "payroll", featured: true })).toBe("tag:payroll+featured:true");
  });

  it("refuses tag values that would change the filter", () => {
    expect(postFilterToNql({ tag: "payroll,featured:false" })).toBeNull();
    expect(postFilterToNql({ tag: "x+y" })).toBeNull();
  });
});

describe("createGhostSource", () => {
  it("sends the version header, key, includes, fields and filter, and follows Ghost's pagination", async () => {
    const { fetchFn, requests } = fakeFetch(() => ({
      status: 200,
      body: {
        posts: Array.from({ length: 9 }, (_, i) => ({ ...ghostPost, id: `p${i}`, slug: `post-${i}` })),
        meta: { pagination: { page: 2, limit: 9, pages: 4, total: 30, next: 3, prev: 1 } },
      },
    }));
    const source = createGhostSource({ url: "https://cms.example.org/", key: "abc123", fetch: fetchFn });
    const page = await source.browsePosts({ limit: 9, page: 2, filter: { tag: "payroll" } });
    const request = requests[0]!;
    expect(request.url.origin + request.url.pathname).toBe(
      "https://cms.example.org/ghost/api/content/posts/",
    );
    expect(request.headers.get("Accept-Version")).toBe("v5.0");
    expect(request.url.searchParams.get("key")).toBe("abc123");
    expect(request.url.searchParams.get("include")).toBe("tags,authors");
    expect(request.url.searchParams.get("filter")).toBe("tag:payroll");
    expect(request.url.searchParams.get("limit")).toBe("9");
    expect(request.url.searchParams.get("page")).toBe("2");
    expect(request.url.searchParams.get("fields")).toContain("reading_time");
    expect(page.pagination).toEqual({ page: 2, limit: 9, pages: 4, total: 30, next: 3, prev: 1 });
    expect(page.posts.every((post) => post.html === null)).toBe(true);
  });

  it("offers no next page after a short page", async () => {
    const { fetchFn } = fakeFetch(() => ({
      status: 200,
      body: {
        posts: [ghostPost],
        meta: { pagination: { page: 1, limit: 9, pages: 2, total: 10, next: 2, prev: null } },
      },
    }));
    const page = await createGhostSource({
      url: "https://cms.example.org",
      key: "k",
      fetch: fetchFn,
    }).browsePosts({ limit: 9, page: 1 });
    expect(page.pagination.next).toBeNull();
  });

  it("caps the limit at Ghost's maximum of 100", async () => {
    const { fetchFn, requests } = fakeFetch(() => ({
      status: 200,
      body: {
        posts: [],
        meta: { pagination: { page: 1, limit: 100, pages: 1, total: 0, next: null, prev: null } },
      },
    }));
    await createGhostSource({ url: "https://cms.example.org", key: "k", fetch: fetchFn }).browsePosts({
      limit: 500,
      page: 1,
    });
    expect(requests[0]!.url.searchParams.get("limit")).toBe("100");
  });

  it("reads a post by slug and answers null for 404", async () => {
    const { fetchFn, requests } = fakeFetch((url) =>
      url.pathname.endsWith("/posts/slug/ohio-flat-income-tax/")
        ? { status: 200, body: { posts: [ghostPost] } }
        : { status: 404, body: { errors: [{ message: "Resource not found", type: "NotFoundError" }] } },
    );
    const source = createGhostSource({ url: "https://cms.example.org", key: "k", fetch: fetchFn });
    expect((await source.readPost("ohio-flat-income-tax"))?.title).toBe("Ohio's flat income tax");
    expect(await source.readPost("missing")).toBeNull();
    expect(await source.readPost("not a slug")).toBeNull();
    expect(requests).toHaveLength(2); // the implausible slug never reached Ghost
  });

  it("pages through tags and keeps only public tags with posts", async () => {
    const { fetchFn, requests } = fakeFetch((url) => {
      const page = Number(url.searchParams.get("page"));
      const tags =
        page === 1
          ? [
              { slug: "payroll", name: "Payroll", visibility: "public", count: { posts: 3 } },
              { slug: "empty", name: "Empty", visibility: "public", count: { posts: 0 } },
            ]
          : [
              { slug: "bookkeeping", name: "Bookkeeping", visibility: "public", count: { posts: 1 } },
              { slug: "hash-x", name: "#x", visibility: "internal", count: { posts: 5 } },
            ];
      return {
        status: 200,
        body: {
          tags,
          meta: {
            pagination: { page, limit: 100, pages: 2, total: 4, next: page === 1 ? 2 : null, prev: null },
          },
        },
      };
    });
    const tags = await createGhostSource({
      url: "https://cms.example.org",
      key: "k",
      fetch: fetchFn,
    }).browseTags();
    expect(tags.map((tag) => tag.slug)).toEqual(["bookkeeping", "payroll"]);
    expect(requests.map((r) => r.url.searchParams.get("page"))).toEqual(["1", "2"]);
    expect(requests[0]!.url.searchParams.get("filter")).toBe("visibility:public");
    expect(requests[0]!.url.searchParams.get("include")).toBe("count.posts");
    expect(requests[0]!.url.searchParams.get("limit")).toBe("100");
  });

  it("turns Ghost's error answers into GhostApiError with status and retryability", async () => {
    const { fetchFn } = fakeFetch(() => ({
      status: 401,
      body: { errors: [{ message: "Unknown Content API Key", type: "UnauthorizedError" }] },
    }));
    const error = await createGhostSource({ url: "https://cms.example.org", key: "bad", fetch: fetchFn })
      .browseTags()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GhostApiError);
    expect(error).toMatchObject({
      status: 401,
      retryable: false,
      message: "Ghost answered 401: Unknown Content API Key",
    });

    const { fetchFn: failing } = fakeFetch(() => ({
      status: 503,
      body: { errors: [{ message: "Maintenance" }] },
    }));
    await expect(
      createGhostSource({ url: "https://cms.example.org", key: "k", fetch: failing }).readTag("payroll"),
    ).rejects.toMatchObject({ status: 503, retryable: true });
  });

  it("times out post reads with 'Operation timed out after {n}ms'", async () => {
    const hanging = ((_input: string | URL | Request, init?: RequestInit) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const source = createGhostSource({
      url: "https://cms.example.org",
      key: "k",
      fetch: hanging,
      postReadTimeoutMs: 30,
    });
    await expect(source.readPost("anything")).rejects.toThrow("Operation timed out after 30ms");
  });

  it("reports an unreachable Ghost as a retryable error", async () => {
    const refused = (() =>
      Promise.reject(
        new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:1") }),
      )) as typeof fetch;
    await expect(
      createGhostSource({ url: "http://127.0.0.1:1", key: "k", fetch: refused }).browseTags(),
    ).rejects.toMatchObject({
      status: null,
      retryable: true,
      message: "Ghost is unreachable: connect ECONNREFUSED 127.0.0.1:1",
    });
  });
});
