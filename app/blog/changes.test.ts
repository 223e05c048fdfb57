import { describe, expect, it } from "vitest";
import { BLOG_INDEX_PATHS, changedPaths, readBlogChange, showsBlogContent } from "./changes";

describe("reading a Ghost webhook payload", () => {
  it("takes a post's slug and tags from both sides of the change", () => {
    const change = readBlogChange({
      event: "post.published.edited",
      post: {
        current: { slug: "new-slug", tags: [{ slug: "payroll" }, { slug: "tax-tips" }] },
        previous: { slug: "old-slug", tags: [{ slug: "payroll" }, { slug: "ohio-taxes" }] },
      },
    });
    expect(change).toEqual({
      kind: "posts",
      event: "post.published.edited",
      posts: ["new-slug", "old-slug"],
      tags: ["payroll", "tax-tips", "ohio-taxes"],
    });
  });

  it("reads a deleted post from what it was", () => {
    expect(
      readBlogChange({ event: "post.deleted", post: { current: {}, previous: { slug: "gone", tags: [{ slug: "x" }] } } }),
    ).toEqual({ kind: "posts", event: "post.deleted", posts: ["gone"], tags: ["x"] });
  });

  it("refreshes everything for a tag or a Ghost page", () => {
    expect(readBlogChange({ event: "tag.edited", tag: { current: { slug: "payroll" }, previous: { slug: "pay" } } })).toEqual({
      kind: "everything",
      event: "tag.edited",
      tags: ["payroll", "pay"],
    });
    expect(readBlogChange({ event: "page.published", page: { current: { slug: "about" }, previous: {} } })).toEqual({
      kind: "everything",
      event: "page.published",
      tags: [],
    });
  });

  it("names the event from the payload's kind when Ghost sent no event name", () => {
    expect(readBlogChange({ post: { current: { slug: "a" }, previous: {} } })?.event).toBe("post.changed");
  });

  it("ignores what the blog does not show and what is not Ghost's shape", () => {
    for (const payload of [
      null,
      "post",
      [],
      {},
      { member: { current: {}, previous: {} } },
      { event: "member.added", post: { current: { slug: "a" } } },
      { post: "not an object" },
    ]) {
      expect(readBlogChange(payload), JSON.stringify(payload)).toBeNull();
    }
  });

  it("keeps only slugs that can be addresses on the site", () => {
    const change = readBlogChange({
      post: { current: { slug: "../admin", tags: [{ slug: "ok" }, { slug: "a b" }, { name: "no slug" }, "x"] }, previous: {} },
    });
    expect(change).toEqual({ kind: "posts", event: "post.changed", posts: [], tags: ["ok"] });
  });
});

describe("pages that show blog content", () => {
  it("are home, the news, posts, topics and search; not the other pages", () => {
    for (const path of ["/", "/blog", "/blog/a-post", "/blog/tag/payroll", "/search"]) expect(showsBlogContent(path), path).toBe(true);
    for (const path of ["/services", "/contact", "/blogroll", "/searching", "/resources/tax-calculator"])
      expect(showsBlogContent(path), path).toBe(false);
  });
});

describe("paths a CDN must forget", () => {
  it("for a post: the post (old and new address), its topics, and the lists, feed and sitemap", () => {
    const change = readBlogChange({
      event: "post.unpublished",
      post: { current: { slug: "b", tags: [{ slug: "payroll" }] }, previous: { slug: "a" } },
    })!;
    expect(changedPaths(change)).toEqual([
      ...BLOG_INDEX_PATHS,
      "/blog/b",
      "/blog/a",
      "/blog/tag/payroll",
    ]);
  });

  it("for a tag: every blog address, and the tag's old and new topic pages", () => {
    const change = readBlogChange({ event: "tag.deleted", tag: { current: {}, previous: { slug: "gone" } } })!;
    expect(changedPaths(change, ["/blog/x", "/blog/tag/payroll", "/blog"])).toEqual([
      ...BLOG_INDEX_PATHS,
      "/blog/x",
      "/blog/tag/payroll",
      "/blog/tag/gone",
    ]);
  });
});
