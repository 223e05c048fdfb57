/**
 * Text helpers for blog cards: cutting excerpts and titles, turning post HTML into plain text and
 * the reading-time label. Pure and browser-safe (no HTML parser), so cards can use them anywhere.
 */
import { EXCERPT_MAX_LENGTH, TITLE_MAX_LENGTH, type BlogPost } from "./types";

const ELLIPSIS = "…";

/** Where a sentence ends: terminal punctuation (optionally closed by a quote or bracket) before a space. */
const SENTENCE_BREAK = /[.!?]["'”’)\]]?(?=\s)/g;
/** Where a clause ends: comma, semicolon, colon or a dash before a space. */
const CLAUSE_BREAK = /[,;:–—](?=\s)|\s[–—-](?=\s)/g;

/** Trailing punctuation that reads badly right before an ellipsis. */
const DANGLING = /[\s,;:.–—-]+$/u;

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** End index (exclusive) of the last match of `pattern` in `text`, or -1. */
function lastBreakEnd(text: string, pattern: RegExp): number {
  let end = -1;
  for (const match of text.matchAll(pattern)) end = match.index + match[0].length;
  return end;
}

function finish(head: string): string {
  return head.replace(DANGLING, "") + ELLIPSIS;
}

/**
 * Cuts `text` to at most `max` characters (the ellipsis included). The cut lands at the last
 * sentence or clause break if one lies beyond 30 percent of the limit, otherwise at the last word
 * break beyond 50 percent, otherwise mid-word. Text that fits is returned whitespace-collapsed and
 * uncut.
 */
export function cutExcerpt(text: string, max: number = EXCERPT_MAX_LENGTH): string {
  const clean = collapseWhitespace(text);
  if (clean.length <= max) return clean;
  if (max <= 1) return ELLIPSIS.slice(0, Math.max(0, max));

  // Room for the ellipsis; `window` plus one lookahead character lets a break at the very end count.
  const room = max - 1;
  const window = clean.slice(0, room + 1);

  const breakEnd = Math.max(lastBreakEnd(window, SENTENCE_BREAK), lastBreakEnd(window, CLAUSE_BREAK));
  if (breakEnd > max * 0.3 && breakEnd <= room) {
    const head = clean.slice(0, breakEnd);
    if (head.replace(DANGLING, "").length > 0) return finish(head);
  }

  const space = window.lastIndexOf(" ");
  if (space > max * 0.5 && space <= room) return finish(clean.slice(0, space));

  return finish(clean.slice(0, room));
}

/** Cuts a title to at most `max` characters (ellipsis included), at a word break when one is near. */
export function cutTitle(title: string, max: number = TITLE_MAX_LENGTH): string {
  const clean = collapseWhitespace(title);
  if (clean.length <= max) return clean;
  const room = max - 1;
  const space = clean.slice(0, room + 1).lastIndexOf(" ");
  const head = space > max * 0.5 && space <= room ? clean.slice(0, space) : clean.slice(0, room);
  return finish(head);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  copy: "©",
  reg: "®",
  trade: "™",
  middot: "·",
  bull: "•",
  laquo: "«",
  raquo: "»",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text of an HTML fragment, for excerpts and word counts. Not a sanitizer: the result must
 * still be rendered as text (React escapes it), never as HTML.
 */
export function htmlToText(html: string): string {
  const withoutHidden = html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|template|noscript|iframe)\b[\s\S]*?<\/\1\s*>/gi, " ");
  // Block-level boundaries become spaces so words from adjacent paragraphs do not run together.
  const text = withoutHidden
    .replace(
      /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|figure|figcaption|tr|td|th|table|section|article|hr|pre)\b[^>]*>/gi,
      " ",
    )
    .replace(/<[^>]*>/g, "");
  return collapseWhitespace(decodeEntities(text));
}

/** Words per minute used for estimated reading times (close to Ghost's own estimate). */
export const READING_WORDS_PER_MINUTE = 265;

/** Whole minutes to read `text`, rounded up; 0 for empty text. */
export function estimateReadingTime(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return words === 0 ? 0 : Math.ceil(words / READING_WORDS_PER_MINUTE);
}

/** The label for a post's reading time, e.g. '4 min read'; null when there is nothing to show. */
export function formatReadingTime(minutes: number | null | undefined): string | null {
  if (typeof minutes !== "number" || !Number.isFinite(minutes) || minutes <= 0) return null;
  return `${Math.max(1, Math.round(minutes))} min read`;
}

/**
 * The excerpt a post card shows: the author's custom excerpt, else the source's excerpt, else the
 * start of the body, cut to the card limit.
 */
export function cardExcerpt(
  post: Pick<BlogPost, "custom_excerpt" | "excerpt" | "html">,
  max: number = EXCERPT_MAX_LENGTH,
): string {
  const source =
    post.custom_excerpt?.trim() || post.excerpt?.trim() || (post.html ? htmlToText(post.html) : "");
  return cutExcerpt(source, max);
}
