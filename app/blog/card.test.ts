import { describe, expect, it } from "vitest";
import {
  formatPostDate,
  loadPostListPage,
  mergeCards,
  parsePageParam,
  toPostCard,
  type PostCardData,
} from "./card";
import {
  EMPTY_POST_SETTINGS,
  emptyPostPage,
  paginate,
  type BlogPost,
  type BrowsePostsOptions,
  type PostPage,
} from "./types";

function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: "6650f0c2a1b2c3d4e5f60718",
    uuid: "0d6f2c1e-7b1a-5c3d-8e9f-0a1b2c3d4e5f",
    title: "Ohio's flat income tax starts in 2026",
    slug: "ohio-flat-income-tax",
    html: "<p>Body that lists must never carry.</p>",
    mobiledoc: null,
    lexical: null,
    feature_image: "/blog-images/ohio-taxes.svg",
    featured: false,
    visibility: "public",
    created_at: "2026-07-01T14:00:00.000Z",
    updated_at: null,
    published_at: "2026-07-01T14:00:00.000Z",
    custom_excerpt: null,
    excerpt: "House Bill 96 replaces the brackets with one rate.",
    reading_time: 4,
    primary_tag: { slug: "ohio-taxes", name: "Ohio Taxes", description: "State taxes." },
    tags: [{ slug: "ohio-taxes", name: "Ohio Taxes", description: "State taxes." }],
    primary_author: {
      id: "a1",
      name: "Dana Brown",
      profile_image: null,
      bio: "Enrolled agent.",
      website: null,
      slug: "dana",
    },
    url: "/blog/ohio-flat-income-tax",
    ...EMPTY_POST_SETTINGS,
    ...overrides,
  };
}

describe("toPostCard", () => {
  it("keeps only what a card shows", () => {
    expect(toPostCard(post())).toEqual({
      slug: "ohio-flat-income-tax",
      title: "Ohio's flat income tax starts in 2026",
      excerpt: "House Bill 96 replaces the brackets with one rate.",
      feature_image: "/blog-images/ohio-taxes.svg",
      published_at: "2026-07-01T14:00:00.000Z",
      published_label: "July 1, 2026",
      reading_time: 4,
      primary_tag: { slug: "ohio-taxes", name: "Ohio Taxes" },
      author_name: "Dana Brown",
    } satisfies PostCardData);
  });

  it("cuts titles at 150 and excerpts at 350 characters", () => {
    const card = toPostCard(
      post({ title: "Payroll ".repeat(40), custom_excerpt: "Keep every receipt for the year. ".repeat(30) }),
    );
    expect(card.title.length).toBeLessThanOrEqual(150);
    expect(card.title.endsWith("…")).toBe(true);
    expect(card.excerpt.length).toBeLessThanOrEqual(350);
    expect(card.excerpt.endsWith("…")).toBe(true);
  });

  it("prefers the custom excerpt and falls back to the body", () => {
    expect(toPostCard(post({ custom_excerpt: "Written by hand." })).excerpt).toBe("Written by hand.");
    expect(toPostCard(post({ excerpt: null, html: "<p>From the <b>body</b>.</p>" })).excerpt).toBe(
      "From the body.",
    );
  });

  it("copes with missing tag, date and odd reading times", () => {
    const card = toPostCard(post({ primary_tag: null, published_at: null, reading_time: Number.NaN }));
    expect(card.primary_tag).toBeNull();
    expect(card.published_at).toBeNull();
    expect(card.reading_time).toBe(0);
    expect(toPostCard(post({ reading_time: -3 })).reading_time).toBe(0);
  });

  it("is plain JSON (loader data must survive serialisation unchanged)", () => {
    const card = toPostCard(post());
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
  });
});

describe("mergeCards", () => {
  const card = (slug: string) => toPostCard(post({ slug }));

  it("appends new cards in order and drops ones already shown", () => {
    const merged = mergeCards([card("a"), card("b")], [card("b"), card("c"), card("c"), card("d")]);
    expect(merged.map((c) => c.slug)).toEqual(["a", "b", "c", "d"]);
  });

  it("does not change the list it was given", () => {
    const existing = [card("a")];
    mergeCards(existing, [card("b")]);
    expect(existing.map((c) => c.slug)).toEqual(["a"]);
  });
});

describe("formatPostDate", () => {
  it("formats in Ohio's time zone, so an evening post keeps its local date", () => {
    expect(formatPostDate("2026-04-02T14:00:00Z")).toBe("April 2, 2026");
    // 01:30 UTC on the 3rd is still the evening of the 2nd in Dresden, Ohio.
    expect(formatPostDate("2026-04-03T01:30:00Z")).toBe("April 2, 2026");
  });

  it("answers null for a missing or bad date", () => {
    expect(formatPostDate(null)).toBeNull();
    expect(formatPostDate("not a date")).toBeNull();
  });
});

describe("parsePageParam", () => {
  it("defaults to page 1 and accepts whole numbers from 1 to 1000", () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("1")).toBe(1);
    expect(parsePageParam("27")).toBe(27);
    expect(parsePageParam("1000")).toBe(1000);
  });

  it("rejects anything else", () => {
    for (const value of ["", "0", "-1", "01", "1.5", "2e3", " 2", "abc", "1001", "99999", "2;drop"]) {
      expect(parsePageParam(value), value).toBeNull();
    }
  });
});

describe("loadPostListPage", () => {
  const posts = Array.from({ length: 11 }, (_, index) => post({ slug: `post-${index + 1}` }));
  const source = {
    async browsePosts({ limit, page, filter }: BrowsePostsOptions): Promise<PostPage> {
      const matching = filter?.tag ? posts.filter((_, index) => index % 2 === 0) : posts;
      const slice = matching.slice((page - 1) * limit, page * limit);
      return { posts: slice, pagination: paginate(page, limit, slice.length, matching.length) };
    },
  };

  it("answers cards and pagination for a page", async () => {
    const first = await loadPostListPage(source, 1);
    expect(first?.cards.map((card) => card.slug)).toEqual(posts.slice(0, 9).map((p) => p.slug));
    expect(first).toMatchObject({ page: 1, pages: 2, total: 11, next: 2, prev: null, degraded: null });
    const second = await loadPostListPage(source, 2);
    expect(second?.cards).toHaveLength(2);
    expect(second).toMatchObject({ next: null, prev: 1 });
  });

  it("passes the tag filter and page size through", async () => {
    const tagged = await loadPostListPage(source, 1, "payroll", 6);
    expect(tagged?.cards.map((card) => card.slug)).toEqual([
      "post-1",
      "post-3",
      "post-5",
      "post-7",
      "post-9",
      "post-11",
    ]);
  });

  it("answers null past the end, but an empty first page (an empty blog) is a page", async () => {
    expect(await loadPostListPage(source, 3)).toBeNull();
    const empty = { browsePosts: async () => emptyPostPage(1, 9) };
    expect(await loadPostListPage(empty, 1)).toMatchObject({ cards: [], total: 0, next: null });
  });

  it("keeps a failed source's empty page (it may exist) and says it is degraded", async () => {
    const failing = {
      browsePosts: async (): Promise<PostPage> => ({ ...emptyPostPage(4, 9), degraded: "unavailable" }),
    };
    expect(await loadPostListPage(failing, 4)).toMatchObject({ cards: [], degraded: "unavailable" });
  });
});
