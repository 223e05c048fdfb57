/**
 * Blog source over a real Ghost CMS: a small typed client for the Content API v5.0 (read-only,
 * key-authenticated). It maps Ghost's JSON to this site's types with defaults, applies the
 * feature-image allow-list, sanitizes post HTML and turns every failure into a GhostApiError
 * (wrapped by cache.server.ts so pages never see it). Verified against Ghost 6.65.0.
 */
import { createImageAllowList } from "./feature-image";
import { readPostSettings } from "./post-settings.server";
import { sanitizeBlogHtml } from "./sanitize.server";
import { isPlausibleSlug } from "./slug-recovery";
import {
  DEFAULT_AUTHOR_NAME,
  DEFAULT_POST_TITLE,
  DEFAULT_VISIBILITY,
  PAGE_SIZE_FEATURED,
  POST_READ_TIMEOUT_MS,
  emptyPostPage,
  paginate,
  postPath,
  type BlogAuthor,
  type BlogPost,
  type BlogSource,
  type BrowsePostsOptions,
  type PostPage,
  type PostTag,
  type Tag,
} from "./types";

export const GHOST_API_VERSION = "v5.0";
/** Ghost caps `limit` at 100 (and turns `limit=all` into 100). */
export const GHOST_MAX_LIMIT = 100;

/**
 * Post fields asked for in lists: everything a card needs. `html` is asked for because Ghost
 * computes reading_time from it (without it reading_time is missing); lists then drop the body
 * unless asked to keep it (`withBody`).
 */
export const LIST_FIELDS = [
  "id",
  "html",
  "uuid",
  "title",
  "slug",
  "feature_image",
  "featured",
  "visibility",
  "created_at",
  "updated_at",
  "published_at",
  "custom_excerpt",
  "excerpt",
  "reading_time",
  "url",
] as const;

/** A failed Content API call. `status` is the HTTP status, or null for network errors and timeouts. */
export class GhostApiError extends Error {
  readonly status: number | null;
  /** False for answers that will not change on a retry (bad key, bad request). */
  readonly retryable: boolean;
  constructor(message: string, status: number | null, retryable: boolean) {
    super(message);
    this.name = "GhostApiError";
    this.status = status;
    this.retryable = retryable;
  }
}

export interface GhostSourceOptions {
  /** Where Ghost answers, e.g. https://cms.example.com (a sub-path install is fine). */
  url: string;
  /** The Content API key of a custom integration. */
  key: string;
  /** Post reads fail after this long (SPEC: 10000 ms). */
  postReadTimeoutMs?: number;
  /** Lists and tags fail after this long; a hung CMS must not hang page renders. */
  requestTimeoutMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
}

export type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}
function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0;
}

function mapTag(raw: unknown): (PostTag & { visibility: string }) | null {
  if (!isObject(raw)) return null;
  const slug = text(raw.slug);
  if (!slug) return null;
  return {
    slug,
    name: text(raw.name) ?? slug,
    description: text(raw.description),
    visibility: text(raw.visibility) ?? DEFAULT_VISIBILITY,
  };
}

function publicTag(raw: unknown): PostTag | null {
  const tag = mapTag(raw);
  if (!tag || tag.visibility !== "public") return null;
  return { slug: tag.slug, name: tag.name, description: tag.description };
}

function mapAuthor(raw: unknown, allowImage: (url: unknown) => string | null): BlogAuthor {
  const author = isObject(raw) ? raw : {};
  const name = text(author.name) ?? DEFAULT_AUTHOR_NAME;
  return {
    id: text(author.id) ?? "",
    name,
    profile_image: allowImage(author.profile_image),
    bio: text(author.bio),
    website: text(author.website),
    slug: text(author.slug) ?? "",
  };
}

/**
 * Maps one Ghost post to a BlogPost. `cmsUrl` is where Ghost answers: links it made absolute on
 * itself point back at this site. Exported for tests of the mapping defaults.
 */
export function mapGhostPost(
  raw: unknown,
  allowImage: (url: unknown) => string | null,
  withBody = true,
  cmsUrl: string | null = null,
): BlogPost | null {
  if (!isObject(raw)) return null;
  const slug = text(raw.slug);
  const id = text(raw.id);
  if (!slug || !id) return null;
  const tags = Array.isArray(raw.tags)
    ? raw.tags.map(publicTag).filter((tag): tag is PostTag => tag !== null)
    : [];
  const html = withBody ? text(raw.html) : null;
  return {
    id,
    uuid: text(raw.uuid) ?? id,
    title: text(raw.title) ?? DEFAULT_POST_TITLE,
    slug,
    html: html === null ? null : sanitizeBlogHtml(html, { cmsUrl }),
    mobiledoc: text(raw.mobiledoc),
    lexical: text(raw.lexical),
    feature_image: allowImage(raw.feature_image),
    featured: raw.featured === true,
    visibility: text(raw.visibility) ?? DEFAULT_VISIBILITY,
    created_at: text(raw.created_at) ?? text(raw.published_at) ?? new Date(0).toISOString(),
    updated_at: text(raw.updated_at),
    published_at: text(raw.published_at),
    custom_excerpt: text(raw.custom_excerpt),
    excerpt: text(raw.excerpt),
    reading_time: Math.round(count(raw.reading_time)),
    primary_tag: publicTag(raw.primary_tag) ?? tags[0] ?? null,
    tags,
    primary_author: mapAuthor(
      raw.primary_author ?? (Array.isArray(raw.authors) ? raw.authors[0] : undefined),
      allowImage,
    ),
    url: postPath(slug),
    ...readPostSettings(raw, allowImage),
  };
}

function mapCountedTag(raw: unknown): Tag | null {
  const tag = mapTag(raw);
  if (!tag || tag.visibility !== "public") return null;
  const counts = isObject(raw) && isObject(raw.count) ? raw.count : {};
  return {
    slug: tag.slug,
    name: tag.name,
    description: tag.description,
    count: { posts: count(counts.posts) },
  };
}

function clampLimit(limit: number): number {
  return Math.min(GHOST_MAX_LIMIT, Math.max(1, Math.floor(Number.isFinite(limit) ? limit : 1)));
}
function clampPage(page: number): number {
  return Math.max(1, Math.floor(Number.isFinite(page) ? page : 1));
}

/** The NQL filter for a post filter; null when the filter cannot match anything (bad tag slug). */
export function postFilterToNql(filter: BrowsePostsOptions["filter"]): string | null | undefined {
  const parts: string[] = [];
  if (filter?.tag !== undefined) {
    if (!isPlausibleSlug(filter.tag)) return null;
    parts.push(`tag:${filter.tag}`);
  }
  if (filter?.featured === true) parts.push("featured:true");
  return parts.length > 0 ? parts.join("+") : undefined;
}

/**
 * GETs one of Ghost's JSON APIs (Content or Admin) with Accept-Version, turning every failure into a
 * GhostApiError: timeouts ('Operation timed out after {n}ms'), an unreachable Ghost, error answers
 * (Ghost's own message) and bodies that are not JSON. Null for a 404 when `notFoundIsNull`.
 */
export async function fetchGhostJson(
  url: URL,
  init: { timeoutMs: number; notFoundIsNull: boolean; headers?: Record<string, string>; fetch?: typeof fetch },
): Promise<Json | null> {
  const { timeoutMs, notFoundIsNull } = init;
  let response: Response;
  try {
    response = await (init.fetch ?? fetch)(url, {
      headers: { "Accept-Version": GHOST_API_VERSION, Accept: "application/json", ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "follow",
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError") {
      throw new GhostApiError(`Operation timed out after ${timeoutMs}ms`, null, true);
    }
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    throw new GhostApiError(`Ghost is unreachable${cause}`, null, true);
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError") {
      throw new GhostApiError(`Operation timed out after ${timeoutMs}ms`, null, true);
    }
    body = null;
  }

  if (response.status === 404 && notFoundIsNull) return null;
  if (!response.ok) {
    const first = isObject(body) && Array.isArray(body.errors) && isObject(body.errors[0]) ? body.errors[0] : {};
    const message = text(first.message) ?? response.statusText ?? "request failed";
    // 4xx other than 408/429 will answer the same on a retry (bad key, bad filter).
    const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
    throw new GhostApiError(`Ghost answered ${response.status}: ${message}`, response.status, retryable);
  }
  if (!isObject(body)) throw new GhostApiError("Ghost answered with something that is not JSON", response.status, true);
  return body;
}

export function createGhostSource(options: GhostSourceOptions): BlogSource {
  const base = `${options.url.replace(/\/+$/, "")}/ghost/api/content/`;
  const postReadTimeoutMs = options.postReadTimeoutMs ?? POST_READ_TIMEOUT_MS;
  const requestTimeoutMs = options.requestTimeoutMs ?? POST_READ_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const allowImage = createImageAllowList({ ghostUrl: options.url });
  const allow = (url: unknown) => allowImage(typeof url === "string" ? url : null);

  /** GET a Content API endpoint; null for 404 when `notFoundIsNull`. */
  function get(
    path: string,
    params: Record<string, string>,
    timeoutMs: number,
    notFoundIsNull: boolean,
  ): Promise<Json | null> {
    const url = new URL(path, base);
    url.searchParams.set("key", options.key);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return fetchGhostJson(url, { timeoutMs, notFoundIsNull, fetch: doFetch });
  }

  async function browsePosts({ limit, page, filter, withBody }: BrowsePostsOptions): Promise<PostPage> {
    const size = clampLimit(limit);
    const pageNumber = clampPage(page);
    const nql = postFilterToNql(filter);
    if (nql === null) return emptyPostPage(pageNumber, size);
    const params: Record<string, string> = {
      limit: String(size),
      page: String(pageNumber),
      include: "tags,authors",
      fields: LIST_FIELDS.join(","),
      order: "published_at desc",
    };
    if (nql) params.filter = nql;
    const body = (await get("posts/", params, requestTimeoutMs, false)) ?? {};
    const posts = (Array.isArray(body.posts) ? body.posts : [])
      .map((raw) => mapGhostPost(raw, allow, withBody === true, options.url))
      .filter((post): post is BlogPost => post !== null);
    const meta = isObject(body.meta) && isObject(body.meta.pagination) ? body.meta.pagination : {};
    const total = Math.max(count(meta.total), posts.length);
    const pagination = paginate(pageNumber, size, posts.length, total);
    // Ghost knows best whether more exist; never offer a page it says is not there.
    if (meta.next === null) pagination.next = null;
    return { posts, pagination };
  }

  async function readPost(slug: string): Promise<BlogPost | null> {
    if (!isPlausibleSlug(slug)) return null;
    const body = await get(
      `posts/slug/${encodeURIComponent(slug)}/`,
      { include: "tags,authors" },
      postReadTimeoutMs,
      true,
    );
    if (!body || !Array.isArray(body.posts)) return null;
    const post = mapGhostPost(body.posts[0], allow, true, options.url);
    // Ghost matches slugs exactly; guard against a proxy or redirect answering for another post.
    return post && post.slug === slug ? post : null;
  }

  async function browseTags(): Promise<Tag[]> {
    const tags: Tag[] = [];
    // Ghost caps a page at 100 tags, so follow meta.pagination.next until it runs out.
    let page: number | null = 1;
    for (let fetched = 0; page !== null && fetched < 1000; fetched += 1) {
      const params = {
        filter: "visibility:public",
        include: "count.posts",
        limit: String(GHOST_MAX_LIMIT),
        page: String(page),
      };
      const body: Json = (await get("tags/", params, requestTimeoutMs, false)) ?? {};
      for (const raw of Array.isArray(body.tags) ? body.tags : []) {
        const tag = mapCountedTag(raw);
        if (tag && tag.count.posts > 0) tags.push(tag);
      }
      const meta = isObject(body.meta) && isObject(body.meta.pagination) ? body.meta.pagination : {};
      page = typeof meta.next === "number" && meta.next > page ? meta.next : null;
    }
    return tags.sort((a, b) => a.name.localeCompare(b.name));
  }

  async function readTag(slug: string): Promise<Tag | null> {
    if (!isPlausibleSlug(slug)) return null;
    const body = await get(
      `tags/slug/${encodeURIComponent(slug)}/`,
      { include: "count.posts" },
      requestTimeoutMs,
      true,
    );
    if (!body || !Array.isArray(body.tags)) return null;
    return mapCountedTag(body.tags[0]);
  }

  async function featuredPosts(limit: number = PAGE_SIZE_FEATURED): Promise<BlogPost[]> {
    const { posts } = await browsePosts({ limit, page: 1, filter: { featured: true } });
    return posts;
  }

  return { name: "ghost", browsePosts, readPost, browseTags, readTag, featuredPosts };
}
