/**
 * Random and hostile requests against the production server (`node server/main.ts` on the build):
 * odd methods, traversal and encoding tricks in paths, junk query strings, forged proxy headers,
 * hosts and content types, broken and oversized bodies. Whatever arrives, the server answers
 * below 500, keeps running, and its memory levels off instead of growing with the traffic.
 *
 * 1,200 requests in batches of 10 sent at once; fast-check shrinks a failing batch to its
 * smallest form and prints the seed to replay it.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { BRANDS } from "../../app/brands/index";
import {
  clientAssets,
  rawRequest,
  skipWithoutBuild,
  startSiteProcess,
  type RawRequest,
  type SiteProcess,
} from "./server-harness";

const skip = skipWithoutBuild("server-fuzz");

const PAGES = [
  "/",
  "/services",
  "/services/personal-tax",
  "/services/personal-tax/pricing",
  "/services/no-such-service",
  "/industries",
  "/industries/construction",
  "/about-us",
  "/contact",
  "/schedule",
  "/blog",
  "/blog/tag/tax-tips",
  "/blog/no-such-post",
  "/privacy-policy",
  "/resources/tax-calculator",
  "/resources/check-my-refund",
  "/api/contact",
  "/healthz",
  "/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/about",
  "/calculator",
  "/services.data",
  "/_root.data",
  "/blog.data",
  "/search",
  "/search.data",
  "/api/blog/webhook",
  "/p/0b5e9e2c-3f4a-4b6c-8d7e-9f0a1b2c3d4e/",
  "/blog/preview/6650f1c2a4b8e90012345678",
];

const HOSTILE_SEGMENTS = [
  "..",
  ".",
  "%2e%2e",
  "%2E%2E%2F",
  "..%2f",
  "..%5c",
  "%00",
  "%ff",
  "%",
  "%%32%65",
  "%c0%ae",
  "\\..\\",
  "",
  "assets",
  "api",
  "contact",
  ".data",
  "index.html",
  ".env",
  "%0d%0aSet-Cookie:%20x=1",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'\"><img src=x onerror=alert(1)>".replace(
    /[^A-Za-z0-9]/g,
    (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`,
  ),
  "a".repeat(300),
  "\u00e9t\u00e9",
  "%E2%80%AE",
  "*",
  "~",
  "@evil.example",
];

/** Printable ASCII only: CR, LF and other controls would split the request itself. */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 120,
});

const segment = fc.oneof(
  fc.constantFrom(...HOSTILE_SEGMENTS),
  fc.string({ maxLength: 20 }).map((text) => encodeURIComponent(text)),
  fc.string({ unit: "binary", maxLength: 12 }).map((text) => encodeURIComponent(text)),
);

const path = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PAGES) },
  {
    weight: 3,
    arbitrary: fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join("/")}`),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom(...PAGES), segment).map(([page, extra]) => `${page}/${extra}`),
  },
  {
    weight: 1,
    arbitrary: fc.webPath().map((webPath) => (webPath.startsWith("/") ? webPath : `/${webPath}`)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "//evil.example",
      "/\\evil.example",
      "///",
      "/assets/",
      "/assets/../../package.json",
      "*",
      "http://evil.example/",
    ),
  },
);

const query = fc.oneof(
  fc.constant(""),
  fc
    .constantFrom(...Object.keys(BRANDS), "BROWNCO", "unknown", "", "%00", "a".repeat(500))
    .map((domain) => `?domain=${domain}`),
  fc.webQueryParameters().map((params) => (params ? `?${params}` : "")),
  fc.constantFrom(
    "?page=0",
    "?page=-1",
    "?page=99999999999999999999",
    "?page=abc",
    "?_routes=routes/home",
    "?_routes=%00",
    "?income=1e309&status=x",
    "?domain=brownco&domain=payroll",
    "?__proto__[x]=1",
    "?constructor=1",
    "?q=%00%ff",
    "?q=*",
    "?q=a&q=b",
    `?q=${"tax%20".repeat(400)}`,
    "?q=%E2%80%AE%F0%9F%99%82",
    "?expires=99999999999&signature=x",
  ),
  // Search queries: anything a person or a script may type.
  fc.string({ maxLength: 300 }).map((text) => `?q=${encodeURIComponent(text)}`),
  fc
    .dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 }), { maxKeys: 5 })
    .map((dict) => `?${new URLSearchParams(dict).toString()}`),
);

const headers = fc.record(
  {
    host: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom(
          "127.0.0.1",
          "localhost",
          "dresdentax.com",
          "www.browncoconsulting.com",
          "dresdenpayroll.com:8080",
          "[::1]",
          "evil.example",
        ),
      },
      { weight: 1, arbitrary: fc.constantFrom("a".repeat(300), "bad host", "x@y", "", "127.0.0.1:99999") },
      { weight: 1, arbitrary: headerText },
    ),
    "user-agent": fc.oneof(
      fc.constantFrom("Googlebot/2.1", "Feedly/1.0", "curl/8", "Mozilla/5.0"),
      headerText,
    ),
    accept: fc.constantFrom("text/html", "*/*", "application/json", "text/x-script", "", "garbage"),
    "accept-encoding": fc.constantFrom(
      "gzip",
      "br",
      "gzip, deflate, br",
      "identity;q=0",
      "*",
      "x-garbage",
      "",
    ),
    "content-type": fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=----x",
      "multipart/form-data",
      "text/plain",
      "application/xml",
      "",
      "garbage/;;;",
    ),
    cookie: headerText,
    origin: fc.constantFrom("http://127.0.0.1", "https://evil.example", "null", "garbage", ""),
    "x-forwarded-for": fc.oneof(fc.ipV4(), fc.ipV6(), headerText),
    "x-forwarded-proto": fc.constantFrom("https", "http", "javascript", "https, http", ""),
    "x-forwarded-host": fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom("dresdentax.com", "evil.example", "browncoconsulting.com:443"),
      },
      { weight: 1, arbitrary: fc.constantFrom("a b", "x/y", "") },
      { weight: 1, arbitrary: headerText },
    ),
    range: fc.constantFrom("bytes=0-10", "bytes=-5", "bytes=999999-", "bytes=a-b", "lines=1-2"),
    "if-none-match": headerText,
    "if-modified-since": fc.constantFrom("Wed, 21 Oct 2015 07:28:00 GMT", "garbage", ""),
    referer: headerText,
    "x-http-method-override": fc.constantFrom("DELETE", "PUT"),
  },
  { requiredKeys: [] },
);

const contactLike = fc.record({
  formData: fc.record(
    {
      name: fc.string({ maxLength: 200 }),
      email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 50 })),
      phone: fc.string({ maxLength: 30 }),
      message: fc.string({ maxLength: 3000 }),
      domain: fc.constantFrom(...Object.keys(BRANDS), "evil"),
      recipientEmail: fc.oneof(
        fc.constantFrom(...Object.values(BRANDS).map((brand) => brand.contact.email)),
        fc.emailAddress(),
      ),
      company_website: fc.constantFrom("", "http://spam.example"),
    },
    { requiredKeys: [] },
  ),
  domain: fc.string({ maxLength: 20 }),
  recipientEmail: fc.string({ maxLength: 60 }),
});

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  contactLike.map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 200 }), { maxKeys: 12 })
    .map((dict) => new URLSearchParams(dict).toString()),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    '{"formData": {"name": "Jane"',
    "[1,2,3]",
    '"just a string"',
    "null",
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
  ),
  fc.integer({ min: 17, max: 90 }).map((kb) => "x".repeat(kb * 1024)),
);

const request: fc.Arbitrary<RawRequest> = fc
  .record({
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom("GET", "GET", "HEAD", "POST", "POST") },
      {
        weight: 2,
        arbitrary: fc.constantFrom("PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "get", "FOO"),
      },
    ),
    path,
    query,
    headers,
    body,
    lengthMismatch: fc.constantFrom(false, false, false, true),
  })
  .map(({ method, path: target, query: search, headers: picked, body: payload, lengthMismatch }) => {
    const list: Array<readonly [string, string]> = Object.entries(picked).map(
      ([name, value]) => [name, value] as const,
    );
    if (payload !== undefined && lengthMismatch)
      list.push(["Content-Length", String(Math.max(0, Buffer.byteLength(payload) - 3))]);
    return {
      method,
      target: target === "*" || target.startsWith("http") ? target : `${target}${search}`,
      headers: list,
      body: payload,
      host: picked.host === undefined ? "127.0.0.1" : null,
      timeoutMs: 20_000,
    } satisfies RawRequest;
  });

function describeRequest(sent: RawRequest): string {
  return `${sent.method} ${sent.target.slice(0, 200)} ${JSON.stringify(sent.headers).slice(0, 300)}`;
}

let site: SiteProcess;
let sent = 0;
const statuses = new Map<number, number>();

async function sendBatch(batch: RawRequest[]): Promise<void> {
  const answers = await Promise.all(batch.map((one) => rawRequest(site.port, one)));
  answers.forEach((answer, index) => {
    sent += 1;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const what = describeRequest(batch[index]!);
    expect(answer.status, `no answer to ${what}`).toBeGreaterThanOrEqual(100);
    expect(answer.status, what).toBeLessThan(500);
  });
  expect(site.alive(), "the server process exited").toBe(true);
}

/** Webhook deliveries as Ghost sends them, and as others might: signed or not, any body. */
const webhookRequest: fc.Arbitrary<RawRequest> = fc
  .record({
    signature: fc.oneof(
      fc.constant(undefined),
      headerText,
      fc.tuple(fc.stringMatching(/^[0-9a-f]{64}$/), fc.integer({ min: 0, max: 2 ** 45 })).map(
        ([hmac, t]) => `sha256=${hmac}, t=${t}`,
      ),
      fc.constant(`sha256=${"0".repeat(64)}, t=${Date.now()}`),
    ),
    body,
    contentType: fc.constantFrom("application/json", "text/plain", ""),
  })
  .map(({ signature, body: payload, contentType }) => ({
    method: "POST",
    target: "/api/blog/webhook",
    headers: [
      ...(signature === undefined ? [] : [["X-Ghost-Signature", signature] as const]),
      ...(contentType ? [["Content-Type", contentType] as const] : []),
    ],
    body: payload,
    host: "127.0.0.1",
    timeoutMs: 20_000,
  }));

describe.skipIf(skip)("fuzzing the blog's webhook, search and preview routes with Ghost configured and down", () => {
  let ops: SiteProcess;
  beforeAll(async () => {
    ops = await startSiteProcess({
      SITE_RATE_PER_MINUTE: "10000000",
      // A Ghost that is not there: every page must still answer, below 500.
      GHOST_URL: "http://127.0.0.1:9",
      GHOST_CONTENT_API_KEY: "0123456789abcdef0123456789",
      GHOST_ADMIN_API_KEY: `${"a1".repeat(12)}:${"b2".repeat(32)}`,
      GHOST_WEBHOOK_SECRET: "fuzz-webhook-secret-0123",
    });
  }, 60_000);
  afterAll(async () => {
    await ops?.stop();
  });

  it("answers 400 requests below 500 and keeps running", async () => {
    const opsRequest = fc.oneof(
      webhookRequest,
      fc.tuple(fc.constantFrom("/search", "/p/0b5e9e2c-3f4a-4b6c-8d7e-9f0a1b2c3d4e/", "/blog/preview/6650f1c2a4b8e90012345678"), query).map(
        ([target, search]): RawRequest => ({ method: "GET", target: `${target}${search}`, headers: [], timeoutMs: 20_000 }),
      ),
    );
    let count = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opsRequest, { minLength: 10, maxLength: 10 }), async (batch) => {
        const answers = await Promise.all(batch.map((one) => rawRequest(ops.port, one)));
        answers.forEach((answer, index) => {
          count += 1;
          const what = describeRequest(batch[index]!);
          expect(answer.status, `no answer to ${what}`).toBeGreaterThanOrEqual(100);
          expect(answer.status, what).toBeLessThan(500);
          if (batch[index]!.target === "/api/blog/webhook" && batch[index]!.method === "POST")
            expect([401, 413, 429], what).toContain(answer.status);
        });
        expect(ops.alive(), "the server process exited").toBe(true);
      }),
      { numRuns: 40 },
    );
    expect(count).toBe(400);
  }, 240_000);
});

describe.skipIf(skip)("fuzzing the server", () => {
  beforeAll(async () => {
    site = await startSiteProcess(
      {
        TRUST_PROXY: "1",
        SITE_RATE_PER_MINUTE: "10000000",
        CONTACT_RATE_PER_MINUTE: "100000",
        CONTACT_RATE_PER_HOUR: "1000000",
      },
      { inspect: true },
    );
  }, 60_000);
  afterAll(async () => {
    if (sent > 0)
      console.info(
        `[server-fuzz] ${sent} requests; statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      );
    await site?.stop();
  });

  it("answers 1,200 random and hostile requests below 500, without crashing, with memory levelling off", async () => {
    onTestFailed(() => {
      // What the server logged about its failures, for the first place to look.
      const errors = site
        .logs()
        .split("\n")
        .filter((line) => /Error|failed|^\s+at /.test(line));
      console.error(
        `[server-fuzz] server log (errors):\n${errors
          .slice(0, 60)
          .map((line) => line.slice(0, 240))
          .join("\n")}`,
      );
    });
    // Warm up every page once so start-up allocations are not counted as growth.
    for (const page of PAGES.slice(0, 16)) await rawRequest(site.port, { target: page });
    for (const asset of clientAssets().slice(0, 5)) await rawRequest(site.port, { target: asset });

    const fuzz = (runs: number) =>
      fc.assert(fc.asyncProperty(fc.array(request, { minLength: 10, maxLength: 10 }), sendBatch), {
        numRuns: runs,
      });
    const held = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.arrayBuffers;
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

    await fuzz(40);
    const afterWarmUp = await site.memoryAfterGc();
    await fuzz(40);
    const middle = await site.memoryAfterGc();
    await fuzz(40);
    const end = await site.memoryAfterGc();

    expect(sent).toBeGreaterThanOrEqual(1_200);
    const health = await rawRequest(site.port, { target: "/healthz" });
    expect(health.status).toBe(200);
    console.info(
      `[server-fuzz] memory held after GC (heap + buffers): ${mb(held(afterWarmUp))} MB after 400 requests, ` +
        `${mb(held(middle))} MB after 800, ${mb(held(end))} MB after 1,200; resident ${mb(site.rssBytes())} MB`,
    );
    // What the server holds after a full collection levels off: the last 400 requests add no more
    // than the page cache and rate limiter may legitimately keep (a few pages, a few clients).
    expect(mb(held(end) - held(middle))).toBeLessThan(12);
    expect(mb(held(end) - held(afterWarmUp))).toBeLessThan(24);
    expect(mb(site.rssBytes())).toBeLessThan(450);
  }, 240_000);
});
