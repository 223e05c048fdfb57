/**
 * Long-slug recovery for the 404 page (SPEC section 2, 404 page). Links to posts sometimes arrive
 * with a slug longer than the CMS keeps (Ghost stores at most 191 characters, and old links were
 * cut or padded by mail clients and social sites). For a blog slug longer than LONG_SLUG_THRESHOLD
 * the page first reads the full slug, then automatically tries it cut to 120 characters, then offers
 * up to two manual retries at 80 and 50 characters.
 */
import { LONG_SLUG_THRESHOLD, SLUG_RETRY_LENGTHS } from "./types";

/** How many 'Try Shorter URL' presses are allowed after the automatic try. */
export const MAX_MANUAL_RETRIES = 2;

/**
 * The query parameter of a manual retry: `/blog/{long slug}?retry=1` asks the server to try the slug
 * cut to 80 characters, `retry=2` to 50. It makes 'Try Shorter URL' a plain link that works before
 * and without JavaScript.
 */
export const RETRY_PARAM = "retry";

/** The recovery attempt a post address asks for: 1 or 2 for a manual retry, 0 (the automatic try) otherwise. */
export function recoveryAttempt(search: URLSearchParams): number {
  const value = search.get(RETRY_PARAM);
  const attempt = value !== null && /^[12]$/.test(value) ? Number(value) : 0;
  return Math.min(attempt, MAX_MANUAL_RETRIES);
}

/** The address of the next manual retry after `failures` failed ones, keeping the page's other parameters. */
export function retryHref(pathname: string, search: URLSearchParams, failures: number): string {
  const params = new URLSearchParams(search);
  params.set(RETRY_PARAM, String(failures + 1));
  return `${pathname}?${params.toString()}`;
}

/** The page's query without the retry parameter (for the address a found post is sent to). */
export function withoutRetry(search: URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.delete(RETRY_PARAM);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * What a mail client or chat app takes into a link it cannot tell the end of: the sentence's full
 * stop or comma, a closing bracket or quote, an ellipsis, a space (typed or encoded as %20). No slug
 * ends in any of these (isPlausibleSlug), so they are never part of the address.
 */
const MAIL_CLIENT_TRAIL = /[\s.,;:!?…)\]}>"'’”]+$/u;

/** A post slug without what a mail client added to its end (see MAIL_CLIENT_TRAIL). */
export function withoutMailClientTrail(slug: string): string {
  return slug.replace(MAIL_CLIENT_TRAIL, "");
}

/** Longest slug worth sending to a source at all; anything longer is not a slug. */
export const MAX_SLUG_LENGTH = 500;

/** True for slugs that get the recovery flow (strictly longer than the threshold). */
export function isLongSlug(slug: string): boolean {
  return slug.length > LONG_SLUG_THRESHOLD;
}

/**
 * The slug of a blog post address that gets long-slug recovery (longer than 150 characters once what a
 * mail client added to its end is removed, as the server does), or null for every other path. Topic
 * pages (/blog/tag/...) are not posts.
 */
export function longBlogSlug(pathname: string): string | null {
  const match = /^\/blog\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = withoutMailClientTrail(decodeURIComponent(match[1]));
  } catch {
    return null;
  }
  return isLongSlug(slug) ? slug : null;
}

/** The slug cut to at most `length` characters, without a dangling '-' at the cut. */
export function truncateSlug(slug: string, length: number): string {
  return slug.slice(0, Math.max(0, length)).replace(/-+$/, "");
}

/**
 * The cut length for a recovery attempt: attempt 0 is the automatic try (120), attempts 1 and 2
 * are the manual retries (80, 50). Null once the attempts are used up.
 */
export function nextRetryLength(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 0) return null;
  return SLUG_RETRY_LENGTHS[attempt] ?? null;
}

/**
 * Whether a string can be a post or tag slug: letters, digits, '-' and '_', starting with a letter or
 * digit. Sources reject anything else before calling the CMS, which also keeps slugs from smuggling
 * syntax into Ghost's NQL filters (a tag filter is `tag:{slug}`).
 */
export function isPlausibleSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u.test(slug);
}
