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
 * The CSP nonce is per request and appears in the HTML (script and style tags, the hydration
 * data). A cached page is stored split around its nonce and re-assembled with each response's own
 * nonce, so a replayed page always matches the Content-Security-Policy header sent with it and no
 * two responses share a nonce.
 *
 * Cached pages are also kept gzip-compressed, piece by piece: each piece between two nonces is
 * compressed once, when stored, and each response's nonce goes between them as an uncompressed
 * ("stored") deflate block. Re-assembling a valid gzip stream then costs a CRC-32 over the page,
 * not a compression, so a page served from the cache costs almost no CPU even to browsers.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

export interface CachedPage {
  status: number;
  /** Response headers of the rendered page (not the security headers, which every response gets fresh). */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The body, split where the render's nonce appeared. */
  parts: readonly Buffer[];
  /** Each part as raw deflate data ending on a byte boundary, for gzipWithNonce. */
  deflatedParts: readonly Buffer[];
  /** Uncompressed size. */
  bytes: number;
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
  /** Stores a rendered page whose HTML used `nonce`; `maxAgeMs` caps its lifetime (from s-maxage). */
  store(
    key: string,
    page: {
      status: number;
      headers: ReadonlyArray<readonly [string, string]>;
      body: Buffer;
      nonce: string;
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

/** Splits a body at every occurrence of the nonce it was rendered with. */
export function splitOnNonce(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (;;) {
    const index = body.indexOf(needle, start);
    if (index === -1) break;
    parts.push(body.subarray(start, index));
    start = index + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * The cached body with a new nonce wherever the original one was, as the pieces to write in order
 * (written as they are, a page is never copied into one new buffer per response).
 */
export function piecesWithNonce(parts: readonly Buffer[], nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(needle);
    pieces.push(part);
  });
  return pieces;
}

/** The cached body with a new nonce wherever the original one was, in one buffer. */
export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(piecesWithNonce(parts, nonce));
}

/** gzip header: magic, deflate, no flags, no modification time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A final, empty stored block: ends the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** The deflate window: back-references reach at most this far. */
const WINDOW_BYTES = 32 * 1024;

/**
 * Compresses each part, ending byte-aligned and not final, so the parts can be joined with a
 * stored block between them. Each part may refer back to the parts before it (they precede it in
 * every assembled stream) but never into a nonce, which differs per response: the nonce's place
 * in the preset dictionary is filled with 0xFF bytes, which UTF-8 text never contains, so no match
 * can cover it.
 */
export function deflateParts(parts: readonly Buffer[], nonceLength: number): Buffer[] {
  const placeholder = Buffer.alloc(nonceLength, 0xff);
  let history = Buffer.alloc(0);
  return parts.map((part, index) => {
    if (index > 0) history = Buffer.concat([history, placeholder]).subarray(-WINDOW_BYTES);
    const deflated = deflateRawSync(part, {
      level: 6,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(history.length > 0 ? { dictionary: history } : {}),
    });
    history = Buffer.concat([history, part]).subarray(-WINDOW_BYTES);
    return deflated;
  });
}

/** A non-final stored (uncompressed) deflate block holding `data` (at most 65,535 bytes). */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00; // BFINAL 0, BTYPE 00 (stored); the rest of the byte is padding
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/**
 * The cached page as a gzip stream with `nonce` between its parts (see the module comment), as the
 * pieces to write in order. The nonce must have the length of the one the parts were compressed
 * around.
 */
export function gzipPiecesWithNonce(parts: readonly Buffer[], deflatedParts: readonly Buffer[], nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const nonceBlock = storedBlock(needle);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = crc32(needle, crc);
      size += needle.length;
    }
    pieces.push(deflatedParts[index] as Buffer);
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return pieces;
}

/** gzipPiecesWithNonce in one buffer. */
export function gzipWithNonce(parts: readonly Buffer[], deflatedParts: readonly Buffer[], nonce: string): Buffer {
  return Buffer.concat(gzipPiecesWithNonce(parts, deflatedParts, nonce));
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

  const footprint = (entry: CachedPage) => entry.bytes + entry.deflatedParts.reduce((sum, part) => sum + part.length, 0);

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
      if (lifetime <= 0 || page.body.length > maxPageBytes || page.nonce === "") return null;
      if (page.renderedIn !== undefined && page.renderedIn !== generation) return null;
      // Copy out of whatever larger buffers the chunks came in, so the cache holds only the page.
      const parts = splitOnNonce(Buffer.from(page.body), page.nonce);
      const deflatedParts = deflateParts(parts, Buffer.byteLength(page.nonce));
      const storedAt = now();
      const entry: CachedPage = {
        status: page.status,
        headers: page.headers.map(([name, value]) => [name, value] as const),
        parts,
        deflatedParts,
        bytes: page.body.length,
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
