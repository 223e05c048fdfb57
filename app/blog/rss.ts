/**
 * The blog as an RSS 2.0 feed (served at /rss.xml). One feed per brand: the same posts, with every
 * link on that brand's own origin. Posts carry their full sanitized HTML in content:encoded, with
 * site-relative links and images made absolute so feed readers can follow and show them.
 */
import { cardExcerpt } from "./excerpt";
import { postPath, type BlogPost } from "./types";

/** How many of the newest posts the feed carries. */
export const RSS_ITEM_LIMIT = 20;
export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";
/** Readers poll often; five minutes matches how long the blog source keeps its answers fresh. */
export const RSS_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=600";
export const RSS_PATH = "/rss.xml";

export interface RssChannel {
  /** The brand's canonical origin, e.g. https://dresdentax.com (no trailing slash needed). */
  siteUrl: string;
  title: string;
  description: string;
  /** BCP 47, lower case as RSS readers expect: 'en-us'. */
  language?: string;
}

// Characters XML 1.0 does not allow at all (control characters other than tab, newline, return).
// oxlint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text XML can carry: lone surrogates become U+FFFD, forbidden control characters go. */
function xmlSafe(text: string): string {
  return text.toWellFormed().replace(INVALID_XML_CHARS, "");
}

export function escapeXml(text: string): string {
  return xmlSafe(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Wraps HTML in CDATA; a ']]>' inside is split across two sections so it cannot end the block early. */
export function cdata(text: string): string {
  return `<![CDATA[${xmlSafe(text).replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

/** Resolves a URL against the site, leaving absolute, protocol-relative, mailto:, tel: and #links alone. */
function absoluteUrl(value: string, siteUrl: string): string {
  if (!value.startsWith("/") || value.startsWith("//")) return value;
  try {
    return new URL(value, siteUrl).href;
  } catch {
    return value;
  }
}

/**
 * Makes site-relative href, src and srcset values absolute. The HTML is sanitized (attributes always
 * double-quoted), so an attribute-level rewrite is exact.
 */
export function absolutizeHtml(html: string, siteUrl: string): string {
  return html
    .replace(/\s(href|src)="([^"]*)"/g, (_whole, name: string, value: string) => {
      return ` ${name}="${absoluteUrl(value, siteUrl)}"`;
    })
    .replace(/\ssrcset="([^"]*)"/g, (_whole, value: string) => {
      const candidates = value.split(",").map((candidate) => {
        const [url = "", ...descriptor] = candidate.trim().split(/\s+/);
        return [absoluteUrl(url, siteUrl), ...descriptor].join(" ");
      });
      return ` srcset="${candidates.join(", ")}"`;
    });
}

/** RFC 822 date as RSS requires, e.g. 'Thu, 02 Apr 2026 14:00:00 GMT'; null for a missing or bad date. */
export function rfc822(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

function item(post: BlogPost, siteUrl: string): string {
  const link = new URL(postPath(post.slug), siteUrl).href;
  const lines = [
    `<title>${escapeXml(post.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    // The id never changes, even if a post's slug (and so its link) does: readers will not re-show it.
    // Not the uuid, as in Ghost's own feed: the uuid opens the post's drafts (Ghost's /p/{uuid}/ preview).
    `<guid isPermaLink="false">${escapeXml(post.id)}</guid>`,
    `<description>${escapeXml(cardExcerpt(post))}</description>`,
  ];
  const published = rfc822(post.published_at);
  if (published) lines.push(`<pubDate>${published}</pubDate>`);
  lines.push(`<dc:creator>${escapeXml(post.primary_author.name)}</dc:creator>`);
  for (const tag of post.tags) lines.push(`<category>${escapeXml(tag.name)}</category>`);
  if (post.html) {
    const image = post.feature_image
      ? `<p><img src="${escapeXml(absoluteUrl(post.feature_image, siteUrl))}" alt="" /></p>`
      : "";
    lines.push(`<content:encoded>${cdata(image + absolutizeHtml(post.html, siteUrl))}</content:encoded>`);
  }
  return `<item>\n      ${lines.join("\n      ")}\n    </item>`;
}

/**
 * The feed document. `posts` should be newest first and carry their bodies (html); a post without
 * one (its read failed) is listed with its excerpt only.
 */
export function buildRssFeed(channel: RssChannel, posts: readonly BlogPost[]): string {
  const siteUrl = channel.siteUrl.replace(/\/+$/, "");
  const blogUrl = `${siteUrl}/blog`;
  const selfUrl = `${siteUrl}${RSS_PATH}`;
  const newest = posts
    .map((post) => post.updated_at ?? post.published_at)
    .filter((date): date is string => !!date && !Number.isNaN(new Date(date).getTime()))
    .sort()
    .at(-1);
  const head = [
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(blogUrl)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${escapeXml(channel.language ?? "en-us")}</language>`,
    `<atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml" />`,
    `<generator>${escapeXml(new URL(siteUrl).host)}</generator>`,
    `<ttl>60</ttl>`,
  ];
  const built = rfc822(newest);
  if (built) head.push(`<lastBuildDate>${built}</lastBuildDate>`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">`,
    `  <channel>`,
    `    ${head.join("\n    ")}`,
    ...posts.map((post) => `    ${item(post, siteUrl)}`),
    `  </channel>`,
    `</rss>`,
    "",
  ].join("\n");
}

/**
 * The <link rel="alternate"> that lets browsers and readers find the feed from a page, as a meta
 * descriptor for route `meta` functions. Absolute on the brand's origin, so a reader subscribes to
 * that brand's feed.
 */
export function feedAlternateLink(
  siteUrl: string | undefined,
  brandName: string,
): { tagName: "link"; rel: string; type: string; href: string; title: string } {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    href: siteUrl ? new URL(RSS_PATH, siteUrl).href : RSS_PATH,
    title: `${brandName} News`,
  };
}
