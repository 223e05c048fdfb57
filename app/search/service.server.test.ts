import { describe, expect, it } from "vitest";
import { createCachedBlogSource } from "~/blog/cache.server";
import { testPost } from "~/blog/test-support";
import { paginate, type BlogPost, type BlogSource } from "~/blog/types";
import { createSearchService } from "./service.server";

/** A blog whose posts the test changes, paging like Ghost. */
function blogOf(posts: BlogPost[], state = { failing: false }) {
  const source: BlogSource = {
    name: "fake",
    async browsePosts({ limit, page, withBody }) {
      if (state.failing) throw new Error("connect ECONNREFUSED");
      const slice = posts.slice((page - 1) * limit, page * limit).map((post) => (withBody ? post : { ...post, html: null }));
      return { posts: slice, pagination: paginate(page, limit, slice.length, posts.length) };
    },
    readPost: async (slug) => posts.find((post) => post.slug === slug) ?? null,
    browseTags: async () => [],
    readTag: async () => null,
    featuredPosts: async () => [],
  };
  const blog = createCachedBlogSource(source, { logger: { warn: () => undefined }, retries: 0, failureBackoffMs: 0 });
  return { blog, state };
}

const quiet = { warn: () => undefined };
const paths = (answer: { hits: { path: string }[] }) => answer.hits.map((hit) => hit.path);
/** The posts among the results (the site's own pages mention deadlines and payroll too). */
const postPaths = (answer: { hits: { path: string; kind: string }[] }) =>
  answer.hits.filter((hit) => hit.kind === "post").map((hit) => hit.path);

describe("site search", () => {
  it("finds posts by their body and the brand's own pages", async () => {
    const posts = [testPost("salt-cap", { title: "Deductions in 2026", html: "<p>The <b>SALT</b> cap rose to $40,000.</p>" })];
    const { blog } = blogOf(posts);
    const search = createSearchService(blog, { logger: quiet });
    expect(paths(await search.search("dresdentax", "salt"))).toEqual(["/blog/salt-cap"]);
    expect(paths(await search.search("payroll", "bookkeeping"))[0]).toBe("/services/bookkeeping");
  });

  it("reads every page of a large blog", async () => {
    const posts = Array.from({ length: 230 }, (_, i) => testPost(`post-${i}`, { title: `Note ${i} on quarterly estimates` }));
    const { blog } = blogOf(posts);
    const answer = await createSearchService(blog, { logger: quiet }).search("dresdentax", "quarterly estimates", 5);
    expect(answer.total).toBeGreaterThanOrEqual(230);
  });

  it("finds a post published after the blog was invalidated on the very next search", async () => {
    const posts = [testPost("old", { title: "Old news" })];
    const { blog } = blogOf(posts);
    const search = createSearchService(blog, { logger: quiet });
    expect(postPaths(await search.search("dresdentax", "deadline"))).toEqual([]);
    posts.push(testPost("deadline-alert", { title: "Deadline alert: extension due" }));
    // Without an invalidation the cached index stays (the blog cache is still fresh).
    expect(postPaths(await search.search("dresdentax", "deadline"))).toEqual([]);
    blog.invalidate(["deadline-alert"]);
    expect(postPaths(await search.search("dresdentax", "deadline"))).toEqual(["/blog/deadline-alert"]);
    posts.splice(1, 1);
    blog.invalidate(["deadline-alert"]);
    expect(postPaths(await search.search("dresdentax", "deadline"))).toEqual([]);
  });

  it("answers from the index it has once the posts are stale, while one rebuild runs", async () => {
    let now = 0;
    let reads = 0;
    const posts = [testPost("a", { title: "Payroll basics" })];
    const { blog } = blogOf(posts);
    // The blog as the search sees it, without the blog cache's own 5 minutes in between.
    const direct = Object.assign(Object.create(blog) as typeof blog, {
      browsePosts: async (options: Parameters<typeof blog.browsePosts>[0]) => {
        reads += 1;
        const slice = posts.slice((options.page - 1) * options.limit, options.page * options.limit);
        return { posts: slice, pagination: paginate(options.page, options.limit, slice.length, posts.length) };
      },
    });
    const search = createSearchService(direct, { logger: quiet, staleTimeMs: 1_000, now: () => now });
    await search.search("dresdentax", "payroll");
    posts.push(testPost("b", { title: "Payroll calendar" }));
    now = 999;
    expect(postPaths(await search.search("dresdentax", "calendar"))).toEqual([]);
    expect(reads).toBe(1);
    now = 1_000;
    // Stale: this answer still comes from the old index; the rebuild it started serves the next one.
    expect(postPaths(await search.search("dresdentax", "calendar"))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toBe(2);
    expect(postPaths(await search.search("dresdentax", "calendar"))).toEqual(["/blog/b"]);
  });

  it("keeps the posts it had when the blog fails, and always finds the site's pages", async () => {
    const posts = [testPost("kept", { title: "Estimated payments" })];
    const { blog, state } = blogOf(posts);
    const search = createSearchService(blog, { logger: quiet });
    await search.search("dresdentax", "estimated");
    state.failing = true;
    blog.invalidate();
    expect(paths(await search.search("dresdentax", "estimated payments"))).toContain("/blog/kept");

    const { blog: down } = blogOf([], { failing: true });
    const cold = createSearchService(down, { logger: quiet });
    expect(paths(await cold.search("brownco", "payroll")).length).toBeGreaterThan(0);
  });
});
