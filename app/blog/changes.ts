/**
 * What a change in Ghost means for this site: which posts and tags it touched (read from the
 * webhook's payload), which pages show blog content, and which addresses a CDN must forget.
 *
 * Ghost 6 posts `{ event, post|tag|page: { current, previous } }`: `current` is the item after the
 * change (empty once deleted), `previous` holds the changed fields' old values (an old slug, the
 * tags before). Both are read, so a renamed slug or a removed tag is refreshed on both sides.
 */
import { postPath, tagPath } from "./types";

/** The webhooks the site listens to (README, Operations); other events are accepted and ignored. */
export const BLOG_WEBHOOK_EVENTS = [
  "post.published",
  "post.published.edited",
  "post.unpublished",
  "post.deleted",
  "tag.added",
  "tag.edited",
  "tag.deleted",
  "page.published",
  "page.published.edited",
  "page.unpublished",
  "page.deleted",
] as const;

export type BlogChange =
  /** One or more posts changed: their pages, the lists, feeds and tags they are (or were) in. */
  | { kind: "posts"; event: string; posts: string[]; tags: string[] }
  /**
   * A tag or a Ghost page changed: a tag's name shows on every post carrying it, and Ghost itself
   * refreshes its whole front end for a page, so everything blog is refreshed.
   */
  | { kind: "everything"; event: string; tags: string[] };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const SLUG = /^[a-z0-9][a-z0-9_-]{0,190}$/i;

function slugOf(item: unknown): string | null {
  return isObject(item) && typeof item.slug === "string" && SLUG.test(item.slug) ? item.slug : null;
}

function tagSlugs(item: unknown): string[] {
  if (!isObject(item) || !Array.isArray(item.tags)) return [];
  return item.tags.map(slugOf).filter((slug): slug is string => slug !== null);
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The change a webhook payload describes, or null for an event the blog does not show (members,
 * say) or a payload that is not Ghost's.
 */
export function readBlogChange(payload: unknown): BlogChange | null {
  if (!isObject(payload)) return null;
  const kind = (["post", "tag", "page"] as const).find((name) => isObject(payload[name]));
  if (!kind) return null;
  const event = typeof payload.event === "string" ? payload.event.slice(0, 60) : `${kind}.changed`;
  if (!event.startsWith(`${kind}.`)) return null;
  const body = payload[kind] as Json;
  const sides = [body.current, body.previous];
  if (kind === "post") {
    return {
      kind: "posts",
      event,
      posts: unique(sides.map(slugOf).filter((slug): slug is string => slug !== null)),
      tags: unique(sides.flatMap(tagSlugs)),
    };
  }
  const tags = kind === "tag" ? unique(sides.map(slugOf).filter((slug): slug is string => slug !== null)) : [];
  return { kind: "everything", event, tags };
}

/**
 * Pages that show blog content: the home page (latest news), the news list, every post and topic,
 * and the search page (its suggestions are the blog's topics). The site's page cache drops these.
 */
export function showsBlogContent(path: string): boolean {
  return path === "/" || path === "/blog" || path.startsWith("/blog/") || path === "/search";
}

/** Addresses that carry blog content whatever changed. */
export const BLOG_INDEX_PATHS = ["/", "/blog", "/rss.xml", "/sitemap.xml", "/search"] as const;

/**
 * The site paths a CDN should forget after `change`. `everyBlogPath` is every post and topic
 * address, asked for only when everything changed.
 */
export function changedPaths(change: BlogChange, everyBlogPath: readonly string[] = []): string[] {
  const paths: string[] = [...BLOG_INDEX_PATHS];
  if (change.kind === "posts") paths.push(...change.posts.map(postPath));
  else paths.push(...everyBlogPath);
  paths.push(...change.tags.map(tagPath));
  return unique(paths);
}
