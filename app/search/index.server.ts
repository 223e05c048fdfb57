/**
 * Full-text search over one brand's documents (its blog posts and its own pages) with MiniSearch:
 * BM25 ranking, prefix matches for words being typed, small typos forgiven in longer words. Titles
 * weigh most, then tags and keywords, then summaries, then body text, so a page about a subject
 * ranks above one that merely mentions it. Every query word must match; when that finds nothing
 * and the query has several words, any word may match instead.
 */
import MiniSearch from "minisearch";
import { highlight, processTerm, queryTerms, snippet, words, type TextPart } from "./text";

export type SearchKind = "post" | "service" | "industry" | "resource";

/** One page of the site as the index sees it. */
export interface SearchDocument {
  kind: SearchKind;
  /** The page's path on the site; also its id in the index. */
  path: string;
  title: string;
  /** The page's own short description (a post's excerpt); shown when the body has no better match. */
  summary: string;
  /** Everything else the page says, as plain text. */
  body: string;
  /** Tags, features: words that say what the page is about. */
  keywords: string;
  /** A post's publication date as shown ('April 2, 2026'); null for pages. */
  date: string | null;
}

/** A result as the search page shows it. */
export interface SearchHit {
  kind: SearchKind;
  path: string;
  /** The title with the words found marked. */
  title: TextPart[];
  /** A passage of the summary or body around the words found, marked. */
  excerpt: TextPart[];
  date: string | null;
}

export interface SearchAnswer {
  hits: SearchHit[];
  /** All matches, of which `hits` are the best `limit`. */
  total: number;
  /** The words searched for (stop words dropped); empty when the query had none. */
  terms: string[];
  /** True when no page has every word, so these are the pages with some of them. */
  partial: boolean;
}

export interface SearchIndex {
  search(query: string, limit?: number): SearchAnswer;
  readonly size: number;
}

export const DEFAULT_RESULT_LIMIT = 20;

const FIELDS = ["title", "keywords", "summary", "body"] as const;
const BOOST = { title: 6, keywords: 2, summary: 1.5, body: 1 };

function hasMark(parts: readonly TextPart[]): boolean {
  return parts.some((part) => part.mark);
}

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const byPath = new Map<string, SearchDocument>();
  for (const document of documents) if (!byPath.has(document.path)) byPath.set(document.path, document);
  const index = new MiniSearch<SearchDocument>({
    idField: "path",
    fields: [...FIELDS],
    tokenize: words,
    processTerm: (term) => processTerm(term) ?? null,
    searchOptions: {
      boost: BOOST,
      // Prefix matches for a word being typed ("payr"), small typos in longer words ("withholdng").
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
    },
  });
  index.addAll([...byPath.values()]);

  return {
    size: byPath.size,
    search(query, limit = DEFAULT_RESULT_LIMIT) {
      const terms = queryTerms(query);
      if (terms.length === 0) return { hits: [], total: 0, terms, partial: false };
      const text = terms.join(" ");
      let results = index.search(text, { combineWith: "AND" });
      const partial = results.length === 0 && terms.length > 1;
      if (partial) results = index.search(text, { combineWith: "OR" });
      const hits = results.slice(0, Math.max(0, limit)).flatMap((result): SearchHit[] => {
        const document = byPath.get(String(result.id));
        if (!document) return [];
        const found = new Set(result.terms);
        const summary = highlight(document.summary, found);
        const excerpt = hasMark(summary) || !document.body ? snippet(document.summary, found) : snippet(document.body, found);
        return [
          {
            kind: document.kind,
            path: document.path,
            title: highlight(document.title, found),
            excerpt,
            date: document.date,
          },
        ];
      });
      return { hits, total: results.length, terms, partial: partial && hits.length > 0 };
    },
  };
}
