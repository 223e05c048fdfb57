import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, deflateParts, gzipWithNonce, joinWithNonce, pageCacheKey, pageCacheKeyPath, sharedCacheLifetimeMs, splitOnNonce } from "./page-cache";

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

describe("re-noncing", () => {
  it("puts the new nonce exactly where the old one was", () => {
    const html = Buffer.from('<script nonce="OLD">a</script><style nonce="OLD"></style>"nonce","OLD"');
    const parts = splitOnNonce(html, "OLD");
    expect(parts).toHaveLength(4);
    expect(joinWithNonce(parts, "NEW").toString()).toBe('<script nonce="NEW">a</script><style nonce="NEW"></style>"nonce","NEW"');
  });

  it("leaves a body without the nonce as it is", () => {
    expect(joinWithNonce(splitOnNonce(Buffer.from("plain"), "OLD"), "NEW").toString()).toBe("plain");
  });
});

describe("gzipWithNonce", () => {
  const page = Buffer.from(
    `<!DOCTYPE html><html><head><script nonce="OLDNONCE">a()</script><link nonce="OLDNONCE" rel="modulepreload">` +
      `</head><body>${"<p>Tax help from your neighbors in Dresden, Ohio.</p>".repeat(400)}` +
      `<script nonce="OLDNONCE">window.__ctx={"nonce","OLDNONCE"}</script></body></html>`,
  );

  it("is a valid gzip stream of the page with the new nonce, CRC and length included", () => {
    const parts = splitOnNonce(page, "OLDNONCE");
    const gzip = gzipWithNonce(parts, deflateParts(parts, 8), "NEWNONCE");
    // gunzip checks the CRC-32 and the length in the trailer.
    expect(gunzipSync(gzip).toString()).toBe(joinWithNonce(parts, "NEWNONCE").toString());
    expect(gunzipSync(gzip).toString()).toContain('nonce="NEWNONCE"');
    expect(gunzipSync(gzip).toString()).not.toContain("OLDNONCE");
  });

  it("compresses about as well as compressing the whole page", () => {
    const parts = splitOnNonce(page, "OLDNONCE");
    const assembled = gzipWithNonce(parts, deflateParts(parts, 8), "OLDNONCE").length;
    expect(assembled).toBeLessThan(gzipSync(page).length * 1.1 + 100);
    expect(assembled).toBeLessThan(page.length / 5);
  });

  it("handles a page without the nonce, and a page that starts or ends with it", () => {
    for (const body of ["no nonce here", "OLDNONCE at the start", "at the end OLDNONCE", "OLDNONCE", "OLDNONCEOLDNONCE repeated OLDNONCE repeated"]) {
      const parts = splitOnNonce(Buffer.from(body), "OLDNONCE");
      expect(gunzipSync(gzipWithNonce(parts, deflateParts(parts, 8), "NEWNONCE")).toString(), body).toBe(body.replaceAll("OLDNONCE", "NEWNONCE"));
    }
  });

  it("never lets compressed text refer into the nonce, whatever the text around it", () => {
    // Text that repeats the old nonce's neighbourhood invites matches spanning it.
    const body = Buffer.from(`abc nonce="OLDNONCE" def `.repeat(50) + `nonce="OLDNO` + `x`.repeat(100));
    const parts = splitOnNonce(body, "OLDNONCE");
    const gzip = gzipWithNonce(parts, deflateParts(parts, 8), "ZZZZZZZZ");
    expect(gunzipSync(gzip).toString()).toBe(body.toString().replaceAll("OLDNONCE", "ZZZZZZZZ"));
  });
});

describe("createPageCache", () => {
  const page = (body: string, nonce = "n0nce") => ({ status: 200, headers: [["content-type", "text/html"]] as const, body: Buffer.from(body), nonce });

  it("serves a stored page until it expires, at most the page's own lifetime", () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 300_000, now: () => now });
    cache.store("a", { ...page("<p nonce=\"n0nce\">a</p>"), maxAgeMs: 60_000 });
    expect(joinWithNonce(cache.get("a")!.parts, "fresh").toString()).toBe('<p nonce="fresh">a</p>');
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
