/**
 * The words of site search: cleaning what a visitor typed, the terms the index stores and looks
 * up, and marking the words a result was found by. Pure and browser-safe; the index itself
 * (MiniSearch) stays on the server (index.server.ts).
 */
import { MAX_QUERY_LENGTH } from "./limits";

/** Query terms looked up at most; words beyond are not searched for. */
export const MAX_QUERY_TERMS = 12;

/** Words too common to find anything by (they would match every page). */
const STOP_WORDS = new Set(
  "a an and are as at be but by can do for from how i if in into is it its me my of on or our so than that the their them then there these they this to was we what when where which who why will with you your about".split(
    " ",
  ),
);

/**
 * The query as searched: control characters removed, spaces collapsed, at most MAX_QUERY_LENGTH
 * characters. The search page's script runs it in the browser, serialised, so it passes the length
 * (the default names this module's constant).
 */
export function normalizeQuery(raw: string | null | undefined, maxLength = MAX_QUERY_LENGTH): string {
  if (typeof raw !== "string") return "";
  return (
    raw
      // oxlint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\ufeff]/g, " ")
      .toWellFormed()
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, maxLength)
      .trim()
  );
}

/** Letters and digits; an apostrophe inside a word keeps it one word (SALT's, don't). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The words of a text, as written. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * A word as the index knows it: lower case, accents and a possessive "'s" dropped; null for a stop
 * word. The index, the query and the highlighting all use this, so they agree on what a match is.
 */
export function processTerm(word: string): string | null {
  const term = word
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]s$/, "")
    .replace(/['’]/g, "");
  return term === "" || STOP_WORDS.has(term) ? null : term;
}

/** The distinct terms of a query that are searched for (stop words left out), at most MAX_QUERY_TERMS. */
export function queryTerms(query: string): string[] {
  const terms = words(normalizeQuery(query))
    .map(processTerm)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}

/** A run of text, marked when it is a word the result was found by. */
export interface TextPart {
  text: string;
  mark?: true;
}

/** `text` split into parts, each word whose term is in `terms` marked. */
export function highlight(text: string, terms: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: TextPart) => {
    const previous = parts.at(-1);
    if (previous && !previous.mark && !part.mark) previous.text += part.text;
    else parts.push(part);
  };
  for (const match of text.matchAll(WORD)) {
    const term = processTerm(match[0]);
    if (term === null || !terms.has(term)) continue;
    if (match.index > last) push({ text: text.slice(last, match.index) });
    push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) push({ text: text.slice(last) });
  return parts;
}

/**
 * About `length` characters of `text` around its first marked word (from the start when nothing is
 * marked), cut at word breaks with an ellipsis where text was left out, and highlighted.
 */
export function snippet(text: string, terms: ReadonlySet<string>, length = 220): TextPart[] {
  const clean = text.replace(/\s+/g, " ").trim();
  let first = 0;
  for (const match of clean.matchAll(WORD)) {
    const term = processTerm(match[0]);
    if (term !== null && terms.has(term)) {
      first = match.index;
      break;
    }
  }
  // A little context before the first match, the rest after it.
  let start = Math.max(0, first - Math.floor(length / 4));
  let end = Math.min(clean.length, start + length);
  start = Math.max(0, Math.min(start, end - length));
  if (start > 0) {
    const space = clean.indexOf(" ", start);
    start = space === -1 || space >= first ? start : space + 1;
  }
  if (end < clean.length) {
    const space = clean.lastIndexOf(" ", end);
    end = space > first ? space : end;
  }
  const cut = `${start > 0 ? "…" : ""}${clean.slice(start, end).replace(/[\s,;:]+$/, "")}${end < clean.length ? "…" : ""}`;
  return highlight(cut, terms);
}
