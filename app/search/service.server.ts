/**
 * Site search for every brand, kept in step with the blog: one index per brand over the blog's
 * published posts and the brand's own pages (documents.server.ts).
 *
 * The posts are read through the blog's cache, and the index is rebuilt when the cache changes:
 *  - after a webhook invalidated the blog (its `generation` moved), the next search waits for the
 *    rebuild, so a post just published or unpublished is found, or not, at once;
 *  - otherwise, once the posts are older than the blog's stale time, a search is answered from the
 *    index it has while one rebuild runs in the background (as the blog cache itself does).
 * When the blog cannot be read, the last complete set of posts is kept; the site's own pages are
 * always searchable. Nothing here throws to a page.
 *
 * Each search is rendered afresh, so the service also keeps each client's allowance of searches
 * (`rateLimiter`, counted by app/routes/search.tsx).
 */
import { BRAND_IDS, getBrand, type BrandId } from "~/brands";
import type { CachedBlogSource } from "~/blog/cache.server";
import { STALE_TIME_MS, type BlogPost } from "~/blog/types";
import { log } from "~/log.server";
import { createRateLimiter, type RateLimiter } from "~/contact/rate-limit.server";
import { postDocument, siteDocuments } from "./documents.server";
import { buildSearchIndex, type SearchAnswer, type SearchIndex } from "./index.server";
import { DEFAULT_SEARCH_RATE_PER_MINUTE } from "./limits";

/** Posts per request while reading the blog (Ghost's most). */
const PAGE_SIZE = 100;
/** A safety stop for a source that never says it is done: 10,000 posts. */
const MAX_PAGES = 100;

export interface SearchService {
  /** The brand's results for `query` (normalized and bounded by the index). */
  search(brand: BrandId, query: string, limit?: number): Promise<SearchAnswer>;
  /** Re-reads the blog now, in the background (a webhook said it changed). */
  refresh(): void;
  /** Searches per client (its rate-limit key) per minute. */
  rateLimiter: RateLimiter;
}

export interface SearchServiceOptions {
  staleTimeMs?: number;
  /** Searches a client may run per minute; default DEFAULT_SEARCH_RATE_PER_MINUTE. */
  ratePerMinute?: number;
  now?: () => number;
  logger?: Pick<Console, "warn">;
}

interface Snapshot {
  posts: BlogPost[];
  /** The blog cache's generation the posts were read in. */
  generation: number;
  readAt: number;
  /** False when the blog failed part-way: read again on the next search. */
  complete: boolean;
  indexes: Map<BrandId, SearchIndex>;
}

export function createSearchService(blog: CachedBlogSource, options: SearchServiceOptions = {}): SearchService {
  const staleTimeMs = options.staleTimeMs ?? STALE_TIME_MS;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? log;
  let snapshot: Snapshot | null = null;
  let reading: Promise<Snapshot> | null = null;

  async function readPosts(): Promise<{ posts: BlogPost[]; complete: boolean }> {
    const posts: BlogPost[] = [];
    let complete = true;
    for (let page: number | null = 1, count = 0; page !== null && count < MAX_PAGES; count += 1) {
      const result = await blog.browsePosts({ limit: PAGE_SIZE, page, withBody: true });
      if (result.degraded) complete = false;
      posts.push(...result.posts);
      page = result.pagination.next !== null && result.pagination.next > page ? result.pagination.next : null;
    }
    return { posts, complete };
  }

  function read(): Promise<Snapshot> {
    reading ??= (async () => {
      const generation = blog.generation;
      const readAt = now();
      try {
        const { posts, complete } = await readPosts();
        // A failed read does not replace posts read whole before it.
        const kept = !complete && snapshot?.complete ? snapshot.posts : posts;
        snapshot = { posts: kept, generation, readAt, complete, indexes: new Map() };
      } catch (error) {
        logger.warn(`[search] could not read the blog (${error instanceof Error ? error.message : String(error)})`);
        snapshot = { posts: snapshot?.posts ?? [], generation, readAt, complete: false, indexes: new Map() };
      }
      return snapshot;
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  async function current(): Promise<Snapshot> {
    const have = snapshot;
    if (!have || have.generation !== blog.generation || !have.complete) return read();
    if (now() - have.readAt >= staleTimeMs) void read();
    return have;
  }

  function indexFor(state: Snapshot, brand: BrandId): SearchIndex {
    let index = state.indexes.get(brand);
    if (!index) {
      index = buildSearchIndex([...state.posts.map(postDocument), ...siteDocuments(getBrand(brand))]);
      state.indexes.set(brand, index);
    }
    return index;
  }

  return {
    async search(brand, query, limit) {
      const brandId = BRAND_IDS.includes(brand) ? brand : BRAND_IDS[0];
      return indexFor(await current(), brandId).search(query, limit);
    },
    refresh() {
      void read();
    },
    rateLimiter: createRateLimiter([
      { windowMs: 60_000, max: options.ratePerMinute ?? DEFAULT_SEARCH_RATE_PER_MINUTE },
    ]),
  };
}
