/**
 * In-memory cache of rendered HTML for anonymous page views, so a busy page is rendered once per
 * brand and URL every few minutes instead of on every request.
 *
 * What may be cached (everything else is rendered every time):
 *  - GET documents, not React Router's `.data` requests, with no query string other than `domain`;
 *  - answered 200 with HTML, no Set-Cookie, and a Cache-Control that lets a shared cache keep it
 *    (`public` with `s-maxage`, as app/entry.server.tsx sends for pages): this cache behaves like
 *    the CDN the header is written for, and a route that must not be cached says so there;
 *  - kept for at most `ttlMs` (5 minutes) and never longer than the page's s-maxage.
 *
 * A page is kept whole: its body (plain and gzip-compressed once, when stored) and its headers. Its
 * Content-Security-Policy allows its inline code by hash (app/delivery/inline-code.server.ts), so the same bytes
 * are right for every visitor; only the policy's upgrade-insecure-requests depends on the request
 * (HTTPS), so the policy is built per response from the hashes kept with the page.
 */
import { gzipSync } from "node:zlib";
import type { InlineHashes } from "./inline-code.server";

export interface CachedPage {
  status: number;
  /** Response headers of the rendered page (not the security headers, which every response gets fresh). */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The hashes of the page's inline scripts and styles, for its Content-Security-Policy. */
  inlineHashes: InlineHashes;
  body: Buffer;
  /** The body gzip-compressed. */
  gzipped: Buffer;
  storedAt: number;
  expiresAt: number;
}

export interface PageCacheOptions {
  /** Longest time a page is kept. Default 5 minutes. */
  ttlMs?: number;
  /** Default 500 pages. */
  maxEntries?: number;
  /** Default 64 MB of HTML (plain and compressed together). */
  maxBytes?: number;
  /** Pages larger than this are not cached. Default 2 MB. */
  maxPageBytes?: number;
  now?: () => number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  stores: number;
}

export interface PageCache {
  readonly ttlMs: number;
  /** The fresh page for `key`, or undefined (counted as a hit or a miss). */
  get(key: string): CachedPage | undefined;
  /** Stores a rendered page; `maxAgeMs` caps its lifetime (from s-maxage). */
  store(
    key: string,
    page: {
      status: number;
      headers: ReadonlyArray<readonly [string, string]>;
      body: Buffer;
      inlineHashes: InlineHashes;
      maxAgeMs?: number;
      /** `generation` when the render began: a page rendered before a drop() is not kept. */
      renderedIn?: number;
    },
  ): CachedPage | null;
  /**
   * Drops every page (of every brand) whose path `matches`, and refuses pages whose render began
   * before (they may show what changed). Returns how many were dropped.
   */
  drop(matches: (path: string) => boolean): number;
  /** Goes up by one with every drop() or clear(). */
  readonly generation: number;
  clear(): void;
  stats(): PageCacheStats;
}

export const PAGE_CACHE_TTL_MS = 5 * 60 * 1000;

/** The query parameter that picks a brand (app/brands/resolve.ts), the only one a cached URL may carry. */
const BRAND_PARAM = "domain";

/**
 * The cache key of a request, or null when its answer must not come from the cache.
 * `brandId` is the resolved brand (from host and `?domain=`), so hosts of one brand share entries.
 */
export function pageCacheKey(method: string, url: string, brandId: string): string | null {
  if (method !== "GET") return null;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : url.slice(queryStart + 1);
  if (!path.startsWith("/") || path.startsWith("//") || path.endsWith(".data")) return null;
  if (query !== "") {
    const params = [...new URLSearchParams(query).keys()];
    if (params.length !== 1 || params[0] !== BRAND_PARAM) return null;
  }
  return `${brandId} ${path}${query === "" ? "" : `?${query}`}`;
}

/** The path of a cache key (pageCacheKey's `brand path?domain=…`), without its query. */
export function pageCacheKeyPath(key: string): string {
  const path = key.slice(key.indexOf(" ") + 1);
  const query = path.indexOf("?");
  return query === -1 ? path : path.slice(0, query);
}

/**
 * How long a response may be kept by a shared cache, from its Cache-Control: 0 when it must not
 * be (no-store, private, no-cache, no s-maxage/max-age), else the s-maxage (or max-age) in ms.
 */
export function sharedCacheLifetimeMs(cacheControl: string | null | undefined): number {
  if (!cacheControl) return 0;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(",")) {
    const [name, value = ""] = part.trim().split("=", 2);
    if (name) directives.set(name.trim(), value.trim().replace(/^"|"$/g, ""));
  }
  if (directives.has("no-store") || directives.has("private") || directives.has("no-cache")) return 0;
  if (!directives.has("public")) return 0;
  const seconds = Number(directives.get("s-maxage") ?? directives.get("max-age") ?? "0");
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxPageBytes = options.maxPageBytes ?? 2 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  let stores = 0;
  let generation = 0;

  const footprint = (entry: CachedPage) => entry.body.length + entry.gzipped.length;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= footprint(entry);
  }

  return {
    ttlMs,
    get(key) {
      const entry = entries.get(key);
      if (!entry) {
        misses += 1;
        return undefined;
      }
      if (entry.expiresAt <= now()) {
        remove(key);
        misses += 1;
        return undefined;
      }
      // Most recently used last, so eviction takes the least recently used first.
      entries.delete(key);
      entries.set(key, entry);
      hits += 1;
      return entry;
    },
    store(key, page) {
      const lifetime = Math.min(ttlMs, page.maxAgeMs ?? ttlMs);
      if (lifetime <= 0 || page.body.length > maxPageBytes) return null;
      if (page.renderedIn !== undefined && page.renderedIn !== generation) return null;
      // Copied out of whatever larger buffer the body came in, so the cache holds only the page.
      const body = Buffer.from(page.body);
      const storedAt = now();
      const entry: CachedPage = {
        status: page.status,
        headers: page.headers.map(([name, value]) => [name, value] as const),
        inlineHashes: page.inlineHashes,
        body,
        gzipped: gzipSync(body),
        storedAt,
        expiresAt: storedAt + lifetime,
      };
      remove(key);
      entries.set(key, entry);
      bytes += footprint(entry);
      stores += 1;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
      return entries.has(key) ? entry : null;
    },
    drop(matches) {
      let dropped = 0;
      for (const key of entries.keys()) {
        if (!matches(pageCacheKeyPath(key))) continue;
        remove(key);
        dropped += 1;
      }
      generation += 1;
      return dropped;
    },
    get generation() {
      return generation;
    },
    clear() {
      entries.clear();
      bytes = 0;
      generation += 1;
    },
    stats() {
      return { entries: entries.size, bytes, hits, misses, stores };
    },
  };
}
