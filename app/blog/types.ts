/**
 * The blog's data shapes and the one interface every blog source implements (Ghost or the Markdown
 * files in content/blog/). Field names follow Ghost's Content API v5.0 (SPEC section 3) so pages can
 * be written once for both sources.
 */

/** A tag as attached to a post (no post count: Ghost only counts on the tags endpoint). */
export interface PostTag {
  slug: string;
  name: string;
  description?: string | null;
}

/** A public tag with the number of published posts carrying it. */
export interface Tag extends PostTag {
  count: { posts: number };
}

export interface BlogAuthor {
  id: string;
  /** Defaults to 'Unknown Author'. */
  name: string;
  profile_image: string | null;
  bio: string | null;
  website: string | null;
  slug: string;
}

export interface BlogPost extends PostSettings {
  id: string;
  uuid: string;
  /** Defaults to 'Untitled'. */
  title: string;
  slug: string;
  /** Sanitized HTML of the body; null in list results, which omit the body to stay small. */
  html: string | null;
  /** Ghost's editor documents. The Content API never returns them, so they are null from every source. */
  mobiledoc: string | null;
  lexical: string | null;
  /** Kept only when its host is on the allow-list (feature-image.ts), otherwise null. */
  feature_image: string | null;
  featured: boolean;
  /** Defaults to 'public'. */
  visibility: string;
  created_at: string;
  updated_at: string | null;
  published_at: string | null;
  custom_excerpt: string | null;
  /** Plain-text excerpt from the source (Ghost: first ~500 characters of the body). */
  excerpt: string | null;
  /** Whole minutes; 0 when unknown (pages show it only when above 0). */
  reading_time: number;
  primary_tag: PostTag | null;
  tags: PostTag[];
  primary_author: BlogAuthor;
  /** The post's path on this site, `/blog/{slug}` (Ghost's own URL points at the CMS host). */
  url: string;
}

/**
 * What a writer sets in a post's settings (Ghost's names); null where they left a field empty, and the
 * page then uses what it derives itself. Read by post-settings.server.ts for both sources.
 */
export interface PostSettings {
  feature_image_alt: string | null;
  feature_image_caption: string | null;
  meta_title: string | null;
  meta_description: string | null;
  og_image: string | null;
  og_title: string | null;
  og_description: string | null;
  twitter_image: string | null;
  twitter_title: string | null;
  twitter_description: string | null;
  canonical_url: string | null;
}

/** Every setting left empty. */
export const EMPTY_POST_SETTINGS: PostSettings = {
  feature_image_alt: null,
  feature_image_caption: null,
  meta_title: null,
  meta_description: null,
  og_image: null,
  og_title: null,
  og_description: null,
  twitter_image: null,
  twitter_title: null,
  twitter_description: null,
  canonical_url: null,
};

export interface Pagination {
  page: number;
  limit: number;
  pages: number;
  total: number;
  /** The next page number, or null. A next page exists only if this page returned a full limit. */
  next: number | null;
  prev: number | null;
}

export interface PostFilter {
  /** A tag slug: only posts carrying this tag. */
  tag?: string;
  /** true: only featured posts. */
  featured?: boolean;
}

export interface BrowsePostsOptions {
  limit: number;
  /** 1-based. */
  page: number;
  filter?: PostFilter;
  /** Keep each post's body (html); lists leave it out unless asked (site search reads every word). */
  withBody?: boolean;
}

export interface PostPage {
  posts: BlogPost[];
  pagination: Pagination;
  /**
   * Set by the caching wrapper when the source failed: 'stale' means an older copy is shown,
   * 'unavailable' means nothing could be loaded (posts is empty). Pages use it for the
   * 'Error Loading Posts' message; absent when the result is current.
   */
  degraded?: "stale" | "unavailable";
}

/** Every blog source answers these calls. Sources never leak CMS-specific shapes to pages. */
export interface BlogSource {
  /** Short name for health checks and logs: 'ghost' or 'files'. */
  readonly name: string;
  browsePosts(options: BrowsePostsOptions): Promise<PostPage>;
  /** The post with exactly this slug, or null when there is none. */
  readPost(slug: string): Promise<BlogPost | null>;
  /** Public tags that have at least one published post. */
  browseTags(): Promise<Tag[]>;
  /** A public tag by slug, or null when there is none or it has no published posts (as Ghost answers). */
  readTag(slug: string): Promise<Tag | null>;
  /** The newest featured posts, at most `limit` (default PAGE_SIZE_FEATURED). */
  featuredPosts(limit?: number): Promise<BlogPost[]>;
}

// SPEC section 7 and 9.
/** Page size of plain (paged) lists. */
export const PAGE_SIZE_PLAIN = 6;
/** Page size of the infinite list on /blog and tag pages. */
export const PAGE_SIZE_INFINITE = 9;
/** Featured posts and the home page's latest news. */
export const PAGE_SIZE_FEATURED = 3;
/** Blog slugs longer than this get the 404 page's recovery flow. */
export const LONG_SLUG_THRESHOLD = 150;
/** Cut lengths for long-slug recovery: the automatic try, then the two manual retries. */
export const SLUG_RETRY_LENGTHS = [120, 80, 50] as const;
/** A post read that takes longer fails with 'Operation timed out after {n}ms'. */
export const POST_READ_TIMEOUT_MS = 10_000;
/** Blog results are fresh for this long; older ones are served while a refresh runs. */
export const STALE_TIME_MS = 5 * 60 * 1000;
/** Card excerpts and titles are cut at these lengths (SPEC section 2, Blog). */
export const EXCERPT_MAX_LENGTH = 350;
export const TITLE_MAX_LENGTH = 150;

export const DEFAULT_POST_TITLE = "Untitled";
export const DEFAULT_AUTHOR_NAME = "Unknown Author";
export const DEFAULT_VISIBILITY = "public";

/** The site path of a post. */
export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/** The site path of a tag's posts. */
export function tagPath(slug: string): string {
  return `/blog/tag/${slug}`;
}

/**
 * Pagination for a page of `returned` posts out of `total`. A next page is offered only when this
 * page came back full and more posts remain, so an infinite list never asks for an empty page.
 */
export function paginate(page: number, limit: number, returned: number, total: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  const next = returned >= limit && page < pages ? page + 1 : null;
  const prev = page > 1 ? Math.min(page - 1, pages) : null;
  return { page, limit, pages, total, next, prev };
}

/** An empty result page, used when a source has nothing (or failed). */
export function emptyPostPage(page: number, limit: number): PostPage {
  return { posts: [], pagination: paginate(page, limit, 0, 0) };
}
