/**
 * The production server's security behaviour, end to end against `node server/main.ts` on the
 * production build: headers on every kind of response, a CSP that allows exactly the page's inline code
 * by hash (also when the page comes from the page cache), HSTS behind a proxy, static serving that cannot be walked
 * out of, redirects that cannot leave the site, body limits, rate limits and slow clients.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EVERY_RESPONSE_HEADERS,
  REPO_ROOT,
  SERVER_BUNDLE,
  clientAssets,
  rawRequest,
  skipWithoutBuild,
  startSiteProcess,
  type RawRequest,
  type RawResponse,
  type SiteProcess,
} from "./server-harness";
import net from "node:net";

const skip = skipWithoutBuild("server-security");

function expectSecurityHeaders(response: RawResponse, what: string): void {
  expect(response.status, what).toBeGreaterThan(0);
  for (const [name, expected] of Object.entries(EVERY_RESPONSE_HEADERS)) {
    const value = response.header(name);
    expect(value, `${name} on ${what}`).toBeDefined();
    if (typeof expected === "string") expect(value, `${name} on ${what}`).toBe(expected);
    else expect(value, `${name} on ${what}`).toMatch(expected);
  }
  expect(response.header("x-powered-by"), `X-Powered-By on ${what}`).toBeUndefined();
}

/** The sources of one directive of the response's CSP. */
function policySources(response: RawResponse, directive: string): string[] {
  const csp = response.header("content-security-policy") ?? "";
  const found = csp
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${directive} `));
  return (found ?? "").split(/\s+/).slice(1);
}

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Every inline <script> (the held module's data block too: the loader runs its text) and every <style>
 * is allowed by its hash in the response's own CSP; no nonces, no unsafe sources, no inline event handlers.
 */
function expectInlineCodeAllowed(response: RawResponse, what: string, html = response.text()): void {
  const scriptSources = policySources(response, "script-src");
  expect(scriptSources, what).toContain("'strict-dynamic'");
  expect(
    scriptSources.filter((source) => source.includes("unsafe") || source.startsWith("'nonce-")),
    what,
  ).toEqual([]);
  expect(html, what).not.toContain("nonce=");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length, `scripts in ${what}`).toBeGreaterThan(3);
  for (const [, attributes = "", text = ""] of scripts) {
    // Scripts loaded by src run by 'strict-dynamic' trust; JSON and JSON-LD data blocks never run.
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    expect(scriptSources, `inline script in ${what}: ${text.slice(0, 80)}`).toContain(hashOf(text));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
  expect(styles.length, `styles in ${what}`).toBeGreaterThan(0);
  for (const [, text = ""] of styles) {
    expect(policySources(response, "style-src-elem"), `<style> in ${what}`).toContain(hashOf(text));
  }
  expect(html, what).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
}

let site: SiteProcess;
const get = (target: string, extra: Partial<RawRequest> = {}) => rawRequest(site.port, { target, ...extra });

describe.skipIf(skip)("security headers", () => {
  beforeAll(async () => {
    site = await startSiteProcess({
      TRUST_PROXY: "1",
      SITE_RATE_PER_MINUTE: "1000000",
      ANALYTICS_ID: "G-TEST12345",
    });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });

  it("are on pages, the 404 page, assets, public files, API answers, redirects and errors", async () => {
    const asset = clientAssets().find((file) => file.endsWith(".js"))!;
    const cases: Array<[string, RawRequest, number]> = [
      ["home page", { target: "/" }, 200],
      ["service page", { target: "/services/personal-tax" }, 200],
      ["brand by query", { target: "/about-us?domain=brownco" }, 200],
      ["404 page", { target: "/no-such-page" }, 404],
      ["page data", { target: "/services.data" }, 200],
      ["hashed asset", { target: asset }, 200],
      ["missing asset", { target: "/assets/gone-1234.js" }, 404],
      ["public file", { target: "/brands/dresdentax/favicon.svg" }, 200],
      ["health check", { target: "/healthz" }, 200],
      ["contact API, wrong method", { target: "/api/contact" }, 405],
      [
        "contact API, bad JSON",
        {
          method: "POST",
          target: "/api/contact",
          headers: [["Content-Type", "application/json"]],
          body: "{",
        },
        400,
      ],
      ["old path redirect", { target: "/about" }, 301],
      ["feed reader redirect", { target: "/blog", headers: [["User-Agent", "Feedly/1.0"]] }, 302],
      [
        "too large body",
        { method: "POST", target: "/contact", headers: [["Content-Length", "10000000"]], body: "x" },
        413,
      ],
      ["absolute-form target", { target: "http://evil.example/" }, 400],
      ["malformed host", { target: "/", host: "bad host" }, 400],
      ["unparseable request", { target: "/ bad request line" }, 400],
    ];
    for (const [what, request, status] of cases) {
      const response = await rawRequest(site.port, request);
      expect(response.status, what).toBe(status);
      expectSecurityHeaders(response, what);
    }
  });

  it("pages allow exactly their inline code by hash, and the page cache sends the same page and policy", async () => {
    const cacheStates: string[] = [];
    const first = new Map<string, { body: string; csp: string | undefined }>();
    for (const target of ["/services", "/services", "/services", "/no-such-page", "/blog", "/blog"]) {
      const response = await get(target);
      expectInlineCodeAllowed(response, target);
      cacheStates.push(`${target} ${response.header("x-cache") ?? "-"}`);
      const seen = first.get(target);
      if (!seen) first.set(target, { body: response.text(), csp: response.header("content-security-policy") });
      else if (response.header("x-cache") === "HIT") {
        expect(response.text(), target).toBe(seen.body);
        expect(response.header("content-security-policy"), target).toBe(seen.csp);
      }
    }
    // Served from the cache after the first render; the 404 is never cached.
    expect(cacheStates).toEqual([
      "/services MISS",
      "/services HIT",
      "/services HIT",
      "/no-such-page -",
      "/blog MISS",
      "/blog HIT",
    ]);
  });

  it("pages from the cache go out gzip-compressed, valid, with the policy for their inline code", async () => {
    const plain = await get("/about-us");
    for (let i = 0; i < 2; i += 1) {
      const response = await get("/about-us", { headers: [["Accept-Encoding", "gzip, deflate, br"]] });
      expect(response.header("x-cache")).toBe("HIT");
      expect(response.header("content-encoding")).toBe("gzip");
      expect(response.header("vary")).toMatch(/accept-encoding/i);
      // gunzip checks the stream's CRC-32 and length.
      const html = gunzipSync(response.body).toString();
      expect(html).toBe(plain.text());
      expectInlineCodeAllowed(response, "/about-us (gzip)", html);
    }
  });

  it("name exactly the configured third-party hosts, frame-ancestors 'none', no unsafe-inline scripts", async () => {
    const csp = (await get("/")).header("content-security-policy")!;
    expect(csp).toContain("https://www.googletagmanager.com");
    expect(csp).not.toMatch(/tawk\.to|speedcurve|jsdelivr/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("send HSTS only over HTTPS, here through a trusted proxy that says so", async () => {
    const plain = await get("/");
    expect(plain.header("strict-transport-security")).toBeUndefined();
    expect(plain.header("content-security-policy")).not.toContain("upgrade-insecure-requests");
    for (const target of ["/", "/assets/gone.js", "/healthz"]) {
      const secure = await get(target, { headers: [["X-Forwarded-Proto", "https"]] });
      expect(secure.header("strict-transport-security"), target).toBe("max-age=63072000; includeSubDomains");
    }
    const page = await get("/services", { headers: [["X-Forwarded-Proto", "https"]] });
    expect(page.header("content-security-policy")).toMatch(/upgrade-insecure-requests$/);
    // A forged scheme is not HTTPS.
    expect(
      (await get("/", { headers: [["X-Forwarded-Proto", "javascript"]] })).header(
        "strict-transport-security",
      ),
    ).toBeUndefined();
  });

  it("hashed assets are immutable, other files cached briefly, pages revalidated", async () => {
    const asset = clientAssets().find((file) => file.endsWith(".css"))!;
    expect((await get(asset)).header("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/brands/dresdentax/favicon.svg")).header("cache-control")).toBe(
      "public, max-age=3600",
    );
    expect((await get("/")).header("cache-control")).toMatch(/max-age=0/);
    expect((await get("/healthz")).header("cache-control")).toBe("no-store");
  });
});

describe.skipIf(skip)("static files and redirects cannot leave the site", () => {
  beforeAll(async () => {
    site = await startSiteProcess({ SITE_RATE_PER_MINUTE: "1000000" });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });

  // Text that must never be served: files next to and above the client folder.
  const secrets = [
    { marker: '"name": "dresden-tax-site"', what: "package.json" },
    { marker: "root:x:0:0", what: "/etc/passwd" },
    { marker: "export { createApp, createServices, start }", what: "the server bundle" },
  ];

  it("no spelling of a path reaches a file outside the client folder", async () => {
    expect(readFileSync(SERVER_BUNDLE, "utf8")).toContain(secrets[2]!.marker);
    expect(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")).toContain(secrets[0]!.marker);
    const bundle = path.relative(path.join(REPO_ROOT), SERVER_BUNDLE);
    const attempts = [
      "/../package.json",
      "/../../package.json",
      "/assets/../../package.json",
      "/assets/../../../package.json",
      "/%2e%2e/package.json",
      "/%2e%2e/%2e%2e/package.json",
      "/assets/%2e%2e/%2e%2e/package.json",
      "/assets%2f..%2f..%2fpackage.json",
      "/assets/..%2f..%2fpackage.json",
      "/..%5c..%5cpackage.json",
      "/assets\\..\\..\\package.json",
      "/%252e%252e/%252e%252e/package.json",
      "/..;/..;/package.json",
      "/.%2e/.%2e/package.json",
      "/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json",
      "//etc/passwd",
      "/../../../../../../etc/passwd",
      "/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "/assets/..%00/package.json",
      "/package.json%00.css",
      `/../${bundle}`,
      "/../server/index.js",
      "/../../server/index.js",
      "/%2e%2e/server/index.js",
      "/.env",
      "/.git/config",
    ];
    for (const target of attempts) {
      for (const method of ["GET", "HEAD"]) {
        const response = await get(target, { method });
        expect(response.status, `${method} ${target}`).toBeGreaterThanOrEqual(200);
        expect(response.status, `${method} ${target}`).toBeLessThan(500);
        const text = response.text();
        for (const { marker, what } of secrets)
          expect(text.includes(marker), `${what} via ${target}`).toBe(false);
        // Anything answered 200 is one of the site's own pages, never a file's bytes.
        if (response.status === 200) expect(response.header("content-type"), target).toMatch(/^text\/html/);
      }
    }
  });

  it("every redirect points to this site's own paths, whatever the request looks like", async () => {
    const attempts = [
      "//evil.example",
      "//evil.example/",
      "//evil.example/%2e%2e",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "/%5C%5Cevil.example",
      "/about//evil.example",
      "/about/?next=//evil.example",
      "/about?domain=https://evil.example",
      "/home?//evil.example",
      "/calculator/",
      "/HOME",
      "///evil.example/about",
      "/about%2F%2Fevil.example",
      "/blog/" + "x".repeat(200),
      "/blog/%2F%2Fevil.example",
      "/industries/all.data",
      "/about.data",
    ];
    let redirects = 0;
    for (const target of attempts) {
      for (const headers of [[], [["User-Agent", "Feedly/1.0"]]] as const) {
        const response = await get(target, { headers });
        expect(response.status, target).toBeLessThan(500);
        const location = response.header("location");
        if (response.status >= 300 && response.status < 400) {
          redirects += 1;
          expect(location, target).toMatch(/^\/(?![/\\])/);
          expect(new URL(location!, "https://site.invalid").origin, target).toBe("https://site.invalid");
        }
        // React Router's own in-app redirects travel in the data of .data answers.
        if (target.endsWith(".data")) expect(response.text(), target).not.toMatch(/evil\.example/);
      }
    }
    expect(redirects).toBeGreaterThan(3);
  });

  it("request bodies over the limit are refused with 413, declared or streamed", async () => {
    const big = Buffer.alloc(100 * 1024, "a");
    const declared = await get("/contact", {
      method: "POST",
      headers: [["Content-Type", "application/x-www-form-urlencoded"]],
      body: big,
    });
    expect(declared.status).toBe(413);
    // Chunked: no length up front, the server counts as it reads.
    const chunked = Buffer.concat([
      Buffer.from(`${big.length.toString(16)}\r\n`),
      big,
      Buffer.from("\r\n0\r\n\r\n"),
    ]);
    const streamed = await get("/services", {
      method: "POST",
      headers: [
        ["Content-Type", "application/x-www-form-urlencoded"],
        ["Transfer-Encoding", "chunked"],
      ],
      body: chunked,
    });
    expect(streamed.status).toBe(413);
    const api = await get("/api/contact", {
      method: "POST",
      headers: [["Content-Type", "application/json"]],
      body: big,
    });
    expect(api.status).toBe(413);
    // Headers beyond 16 KB: Node refuses them before the app sees them.
    const hugeHeader = await get("/", { headers: [["X-Filler", "a".repeat(20 * 1024)]] });
    expect(hugeHeader.status).toBe(431);
    expectSecurityHeaders(hugeHeader, "431");
  });
});

describe.skipIf(skip)("rate limits", () => {
  beforeAll(async () => {
    site = await startSiteProcess({ SITE_RATE_PER_MINUTE: "60", WRITE_RATE_PER_MINUTE: "10" });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });

  it("POSTs hit the strict limit first, with Retry-After; static files are never counted", async () => {
    const asset = clientAssets()[0]!;
    for (let i = 0; i < 80; i += 1) expect((await get(asset)).status).toBe(200);
    // 10 a minute: ten at once, then one every 6 s.
    let allowed = 0;
    const post = () =>
      get("/services", { method: "POST", headers: [["Content-Type", "text/plain"]], body: "x" });
    for (let i = 0; i < 30 && (await post()).status !== 429; i += 1) allowed += 1;
    expect(allowed).toBeGreaterThanOrEqual(10);
    expect(allowed).toBeLessThan(13);
    const refused = await get("/api/contact", {
      method: "POST",
      headers: [["Content-Type", "application/json"]],
      body: "{}",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.header("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(refused.text())).toMatchObject({ success: false });
    expectSecurityHeaders(refused, "429");
  });

  it("the site-wide limit answers 429 once a client's minute is spent", async () => {
    // 13 requests above already counted against the site-wide 60; one more token comes each second.
    let allowed = 0;
    for (let i = 0; i < 300 && (await get("/healthz")).status === 200; i += 1) allowed += 1;
    expect(allowed).toBeGreaterThanOrEqual(40);
    expect(allowed).toBeLessThan(300);
    let refused: RawResponse | undefined;
    for (let i = 0; i < 3 && refused?.status !== 429; i += 1) refused = await get("/");
    expect(refused?.status).toBe(429);
    expect(refused!.text()).toMatch(/Too many requests/);
    expect(Number(refused!.header("retry-after"))).toBeGreaterThanOrEqual(1);
    expectSecurityHeaders(refused!, "429 page");
  });
});

describe.skipIf(skip)("slow clients", () => {
  beforeAll(async () => {
    site = await startSiteProcess({ HEADERS_TIMEOUT_MS: "600", REQUEST_TIMEOUT_MS: "1200" });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });

  it("a client trickling its headers is cut off after the headers timeout", async () => {
    const socket = net.connect(site.port, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", () => undefined);
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now())));
    const started = Date.now();
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write("X-Slow: a\r\n");
    }, 150);
    const closedAt = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8_000)),
    ]);
    clearInterval(trickle);
    socket.destroy();
    expect(closedAt, "the server never closed the connection").toBeGreaterThan(0);
    expect(closedAt - started).toBeLessThan(4_000);
    expect(Buffer.concat(received).toString()).toMatch(/^HTTP\/1\.1 408/);
  });

  it("a client that never finishes its body is cut off after the request timeout", async () => {
    const socket = net.connect(site.port, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", () => undefined);
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now())));
    const started = Date.now();
    socket.write(
      "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=a",
    );
    const closedAt = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8_000)),
    ]);
    socket.destroy();
    expect(closedAt, "the server never closed the connection").toBeGreaterThan(0);
    expect(closedAt - started).toBeLessThan(5_000);
    expect(Buffer.concat(received).toString()).toMatch(/^HTTP\/1\.1 408/);
  });
});
