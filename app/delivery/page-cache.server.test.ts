import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, pageCacheKey, pageCacheKeyPath, sharedCacheLifetimeMs } from "./page-cache.server";

describe("pageCacheKey", () => {
  it("keys GET documents by brand and URL", () => {
    expect(pageCacheKey("GET", "/services", "dresdentax")).toBe("dresdentax /services");
    expect(pageCacheKey("GET", "/services?domain=brownco", "brownco")).toBe("brownco /services?domain=brownco");
    expect(pageCacheKey("GET", "/", "payroll")).not.toBe(pageCacheKey("GET", "/", "brownco"));
  });

  it("refuses other methods, data requests and any query other than domain", () => {
    expect(pageCacheKey("HEAD", "/", "dresdentax")).toBeNull();
    expect(pageCacheKey("POST", "/contact", "dresdentax")).toBeNull();
    expect(pageCacheKey("GET", "/services.data", "dresdentax")).toBeNull();
    expect(pageCacheKey("GET", "/_root.data?_routes=root", "dresdentax")).toBeNull();
    expect(pageCacheKey("GET", "/resources/tax-calculator?income=50000", "dresdentax")).toBeNull();
    expect(pageCacheKey("GET", "/?domain=brownco&x=1", "brownco")).toBeNull();
    expect(pageCacheKey("GET", "/?domain=a&domain=b", "brownco")).toBeNull();
    expect(pageCacheKey("GET", "//evil.example/", "dresdentax")).toBeNull();
  });
});

describe("sharedCacheLifetimeMs", () => {
  it("reads s-maxage (or max-age) of public responses", () => {
    expect(sharedCacheLifetimeMs("public, max-age=0, s-maxage=300, stale-while-revalidate=86400")).toBe(300_000);
    expect(sharedCacheLifetimeMs("public, max-age=60")).toBe(60_000);
  });

  it("is 0 for anything a shared cache must not keep", () => {
    for (const value of [null, "", "no-store", "private, max-age=600", "public, no-cache, s-maxage=300", "max-age=300", "public", "public, s-maxage=abc"]) {
      expect(sharedCacheLifetimeMs(value), String(value)).toBe(0);
    }
  });
});

describe("createPageCache", () => {
  const inlineHashes = { scripts: ["'sha256-c2NyaXB0'"], styles: [] };
  const page = (body: string) => ({ status: 200, headers: [["content-type", "text/html"]] as const, body: Buffer.from(body), inlineHashes });

  it("serves a stored page whole, plain and gzip-compressed, with its inline hashes", () => {
    const cache = createPageCache();
    const html = `<!DOCTYPE html><p>${"Tax help from your neighbors in Dresden, Ohio. ".repeat(200)}</p>`;
    cache.store("a", page(html));
    const cached = cache.get("a")!;
    expect(cached.body.toString()).toBe(html);
    // gunzip checks the stream's CRC-32 and length.
    expect(gunzipSync(cached.gzipped).toString()).toBe(html);
    expect(cached.gzipped.length).toBeLessThan(html.length / 5);
    expect(cached.inlineHashes).toEqual(inlineHashes);
    expect(cached.headers).toEqual([["content-type", "text/html"]]);
  });

  it("serves a stored page until it expires, at most the page's own lifetime", () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 300_000, now: () => now });
    cache.store("a", { ...page("<p>a</p>"), maxAgeMs: 60_000 });
    expect(cache.get("a")!.body.toString()).toBe("<p>a</p>");
    now = 59_999;
    expect(cache.get("a")).toBeDefined();
    now = 60_000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, hits: 2, misses: 1 });
  });

  it("evicts the least recently used pages beyond its entry and byte limits", () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 1_000 });
    cache.store("a", page("a"));
    cache.store("b", page("b"));
    cache.get("a");
    cache.store("c", page("c"));
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([true, false, true]);
    cache.store("big", page("x".repeat(900)));
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_000);
  });

  it("does not keep pages that are too large or have no lifetime", () => {
    const cache = createPageCache({ maxPageBytes: 10 });
    expect(cache.store("big", page("x".repeat(11)))).toBeNull();
    expect(cache.store("none", { ...page("x"), maxAgeMs: 0 })).toBeNull();
    expect(cache.stats().entries).toBe(0);
  });

  it("drops the pages of every brand whose path matches, and keeps the others", () => {
    const cache = createPageCache();
    const keys = ["/", "/blog", "/blog/a-post", "/services", "/blog?domain=payroll"].flatMap((path) =>
      ["dresdentax", "brownco"].map((brand) => pageCacheKey("GET", path, brand)!),
    );
    for (const key of keys) cache.store(key, page(key));
    expect(cache.drop((path) => path === "/blog" || path.startsWith("/blog/"))).toBe(6);
    expect(keys.filter((key) => cache.get(key)).sort()).toEqual(
      ["brownco /", "brownco /services", "dresdentax /", "dresdentax /services"].sort(),
    );
    expect(pageCacheKeyPath("payroll /blog/tag/x?domain=payroll")).toBe("/blog/tag/x");
  });

  it("refuses a page whose render began before a drop", () => {
    const cache = createPageCache();
    const before = cache.generation;
    cache.drop(() => false);
    expect(cache.store("dresdentax /blog", { ...page("old"), renderedIn: before })).toBeNull();
    expect(cache.store("dresdentax /blog", { ...page("new"), renderedIn: cache.generation })).not.toBeNull();
  });
});
