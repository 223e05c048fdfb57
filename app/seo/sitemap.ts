/**
 * /sitemap.xml: every page of SPEC section 2 on the brand's own domain, every published blog post
 * and every tag that has posts, with the date each last changed where that is known. Server-only
 * (used by the sitemap resource route); the pure parts are exported for tests.
 */
import { SERVICE_IDS } from "~/brands";
import type { BlogSource } from "~/blog/types";
import { postPath, tagPath } from "~/blog/types";
import { INDUSTRY_IDS } from "~/site/industries";
import { LEGAL_LAST_UPDATED } from "~/site/legal";

export interface SitemapEntry {
  /** Path on the site, starting with '/'. */
  path: string;
  /** When the page last changed (W3C datetime), where known. */
  lastmod?: string;
}

export const LEGAL_PATHS = ["/privacy-policy", "/terms-of-service", "/accessibility", "/cookies"] as const;

/** Every fixed page of SPEC section 2, in the order the spec lists them. */
export const STATIC_PATHS: readonly string[] = [
  "/",
  "/services",
  ...SERVICE_IDS.map((id) => `/services/${id}`),
  "/services/personal-tax/pricing",
  "/about-us",
  "/contact",
  "/schedule",
  ...LEGAL_PATHS,
  "/resources/ohio-business-taxes",
  "/resources/tax-calculator",
  "/resources/check-my-refund",
  "/resources/tax-payment-center",
  "/resources/tax-prep-checklist",
  "/resources/tax-calendar",
  "/industries",
  ...INDUSTRY_IDS.map((id) => `/industries/${id}`),
  "/blog",
];

/** Ghost answers at most 100 posts per page (a larger limit is capped), so the sitemap asks for 100 and follows `next`. */
export const SITEMAP_PAGE_SIZE = 100;
/** A safety stop for a misbehaving source (50,000 URLs is also the most one sitemap file may hold). */
export const SITEMAP_MAX_PAGES = 400;

/** A valid W3C datetime for `value`, or undefined (unknown or unparseable dates are left out). */
export function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  // A plain date (the legal pages' "last updated") stays a date; times are given in UTC.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Number.isNaN(Date.parse(value)) ? undefined : value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function newest(dates: readonly (string | undefined)[]): string | undefined {
  let best: string | undefined;
  for (const date of dates) if (date && (!best || date > best)) best = date;
  return best;
}

export interface CollectedSitemap {
  entries: SitemapEntry[];
  /** True when the blog source failed part-way, so the list may be missing posts (cache it briefly). */
  partial: boolean;
}

/**
 * Gathers the sitemap's pages: the fixed pages, then every post (following the blog source's pages
 * until it says there is no next one) and every tag with posts. Blog pages and tag pages carry the
 * date of their newest post; legal pages the date their text was last updated.
 */
export async function collectSitemapEntries(
  blog: Pick<BlogSource, "browsePosts" | "browseTags">,
): Promise<CollectedSitemap> {
  let partial = false;
  const posts: { slug: string; lastmod?: string; tags: string[] }[] = [];
  const seen = new Set<string>();
  for (let page = 1; page <= SITEMAP_MAX_PAGES;) {
    const result = await blog.browsePosts({ limit: SITEMAP_PAGE_SIZE, page });
    if (result.degraded) partial = true;
    for (const post of result.posts) {
      if (seen.has(post.slug)) continue;
      seen.add(post.slug);
      posts.push({
        slug: post.slug,
        lastmod: w3cDate(post.updated_at ?? post.published_at),
        tags: post.tags.map((tag) => tag.slug),
      });
    }
    const next = result.pagination.next;
    if (next === null || next <= page) break;
    page = next;
  }

  const tags = await blog.browseTags();
  const newestPost = newest(posts.map((post) => post.lastmod));

  const entries: SitemapEntry[] = STATIC_PATHS.map((path) => {
    if (path === "/blog") return { path, lastmod: newestPost };
    if ((LEGAL_PATHS as readonly string[]).includes(path))
      return { path, lastmod: w3cDate(LEGAL_LAST_UPDATED) };
    return { path };
  });
  for (const post of posts) entries.push({ path: postPath(post.slug), lastmod: post.lastmod });
  for (const tag of tags) {
    if (tag.count.posts < 1) continue;
    const lastmod = newest(posts.filter((post) => post.tags.includes(tag.slug)).map((post) => post.lastmod));
    entries.push({ path: tagPath(tag.slug), lastmod });
  }
  return { entries, partial };
}

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The sitemap document (sitemaps.org protocol 0.9) with absolute URLs on `siteUrl`. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = new URL(entry.path, siteUrl).href;
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : "";
    urls.push(`  <url><loc>${xmlEscape(loc)}</loc>${lastmod}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
