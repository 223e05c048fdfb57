/**
 * The small, serialisable shape a post card needs. Loaders turn BlogPosts into cards so the page's
 * data (and the HTML it is embedded in) carries no bodies, authors' bios or CMS fields a card never
 * shows. Browser-safe: no server imports.
 */
import { cardExcerpt, cutTitle } from "./excerpt";
import {
  EXCERPT_MAX_LENGTH,
  PAGE_SIZE_INFINITE,
  TITLE_MAX_LENGTH,
  type BlogPost,
  type BlogSource,
  type PostPage,
} from "./types";

export interface PostCardData {
  slug: string;
  /** Cut at TITLE_MAX_LENGTH (150) characters. */
  title: string;
  /** Custom excerpt, else the source's excerpt, else the body's start; cut at EXCERPT_MAX_LENGTH (350). */
  excerpt: string;
  /** Already checked against the image allow-list by the source; null when none. */
  feature_image: string | null;
  /** ISO date-time, or null for a post without a publication date. */
  published_at: string | null;
  /** The publication date as shown ('April 2, 2026'), written by the loader; null without a date. */
  published_label: string | null;
  /** Whole minutes; cards show it only when above 0. */
  reading_time: number;
  primary_tag: { slug: string; name: string } | null;
  author_name: string;
}

export function toPostCard(post: BlogPost): PostCardData {
  return {
    slug: post.slug,
    title: cutTitle(post.title, TITLE_MAX_LENGTH),
    excerpt: cardExcerpt(post, EXCERPT_MAX_LENGTH),
    feature_image: post.feature_image,
    published_at: post.published_at,
    published_label: formatPostDate(post.published_at),
    reading_time: Number.isFinite(post.reading_time) ? Math.max(0, Math.round(post.reading_time)) : 0,
    primary_tag: post.primary_tag ? { slug: post.primary_tag.slug, name: post.primary_tag.name } : null,
    author_name: post.primary_author.name,
  };
}

/**
 * Cards in order without repeats: the infinite list appends page after page, and a post published
 * while a visitor scrolls shifts later pages by one, which would otherwise show a post twice.
 */
export function mergeCards(
  existing: readonly PostCardData[],
  incoming: readonly PostCardData[],
): PostCardData[] {
  const seen = new Set(existing.map((card) => card.slug));
  const merged = [...existing];
  for (const card of incoming) {
    if (seen.has(card.slug)) continue;
    seen.add(card.slug);
    merged.push(card);
  }
  return merged;
}

/** Made on first use: a formatter with a time zone costs a phone tens of milliseconds to create. */
let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * A publication date as readers in Ohio see it ('April 2, 2026'), whatever the reader's time zone.
 * Loaders call it, so pages carry the label and the browser never formats a date. Null for a missing
 * or bad date.
 */
export function formatPostDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  dateFormat ??= new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "America/New_York",
  });
  return dateFormat.format(date);
}

/** One page of a post list as pages and the infinite list receive it. */
export interface PostListPage {
  cards: PostCardData[];
  page: number;
  pages: number;
  total: number;
  /** The next page number, or null when this is the last page. */
  next: number | null;
  prev: number | null;
  /** Set when the blog source failed (see PostPage.degraded); null when the list is current. */
  degraded: "stale" | "unavailable" | null;
}

export function toPostListPage(result: PostPage): PostListPage {
  const { page, pages, total, next, prev } = result.pagination;
  return {
    cards: result.posts.map(toPostCard),
    page,
    pages,
    total,
    next,
    prev,
    degraded: result.degraded ?? null,
  };
}

/** Highest `?page=` a list accepts; anything beyond is not a page of this blog. */
export const MAX_LIST_PAGE = 1000;

/**
 * The page number from a `?page=` value: 1 when absent, null when it is not a whole number from 1 to
 * MAX_LIST_PAGE (the route answers 404, as for any unknown address).
 */
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_LIST_PAGE ? page : null;
}

/**
 * Loads one page of the newest posts (optionally of one tag) as list data. A page past the end (no
 * posts, though earlier pages have some) answers null so the route can say 404; when the source
 * failed the empty page is returned with `degraded` set instead, because the page may well exist.
 */
export async function loadPostListPage(
  source: Pick<BlogSource, "browsePosts">,
  page: number,
  tag?: string,
  limit: number = PAGE_SIZE_INFINITE,
): Promise<PostListPage | null> {
  const result = await source.browsePosts({ limit, page, filter: tag === undefined ? undefined : { tag } });
  const list = toPostListPage(result);
  if (page > 1 && list.cards.length === 0 && list.degraded !== "unavailable") return null;
  return list;
}
