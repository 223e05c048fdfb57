/**
 * Issue 25, against the production server (`node server/main.ts` on the build) as the open internet
 * reaches it behind a proxy (TRUST_PROXY=1, so each test is its own client by X-Forwarded-For):
 *  - a flood of gzip uploads to Ghost's webhook is refused unread, and the server's memory stays put;
 *  - a forged X-Forwarded-Host or X-Forwarded-Proto changes neither the brand nor HSTS;
 *  - addresses of one IPv6 /64 share one allowance, for the contact form and site-wide;
 *  - another site's posts to /contact leave the visitor's allowance untouched;
 *  - search has a limit of its own;
 *  - the feed-reader redirect is temporary and kept by no cache.
 * (Draft previews without third-party scripts need a real Ghost: tests/integration/blog-ghost-live.test.ts.)
 */
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../app/brands/index";
import { readOutboxRows } from "../support/outbox";
import { rawRequest, skipWithoutBuild, startSiteProcess, tempDir, type RawRequest, type RawResponse, type SiteProcess } from "./server-harness";

const skip = skipWithoutBuild("server-open-internet");

const MB = 1024 * 1024;

/** A header Ghost's could be: well formed and current, so only the body can show it is forged. */
const plausibleSignature = () => `sha256=${"ab".repeat(32)}, t=${Date.now()}`;

describe.skipIf(skip)("Ghost's webhook under a flood of compressed uploads", () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSiteProcess({
      // The webhook exists only with the blog on Ghost; this Ghost is never reached, which is fine here.
      GHOST_URL: "http://127.0.0.1:9",
      GHOST_CONTENT_API_KEY: "0123456789abcdef0123456789",
      GHOST_WEBHOOK_SECRET: "open-internet-test-secret-41",
      TRUST_PROXY: "1",
    });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });

  it("refuses each without inflating it, and the server's memory does not grow with them", async () => {
    // 4 KB of gzip that inflates to 4 MB: before issue 25, each became a 4 MB buffer before its
    // signature was checked.
    const bomb = gzipSync(Buffer.alloc(4 * MB, "{"), { level: 9 });
    expect(bomb.length).toBeLessThan(8 * 1024);
    const upload = (client: number): RawRequest => ({
      method: "POST",
      target: "/api/blog/webhook",
      headers: [
        ["Content-Type", "application/json"],
        ["Content-Encoding", "gzip"],
        ["X-Ghost-Signature", plausibleSignature()],
        // Each from its own address, as a botnet would send them: no per-address limit helps.
        ["X-Forwarded-For", `10.25.${client >> 8}.${client & 255}`],
      ],
      body: bomb,
      timeoutMs: 30_000,
    });
    // Warm up the path, then measure the peak from here.
    for (let client = 0; client < 5; client += 1) await rawRequest(site.port, upload(client));
    const before = site.rssBytes();
    site.resetPeakRss();

    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => rawRequest(site.port, upload(1_000 + i))));
    const grewBy = site.peakRssBytes() - before;
    console.info(
      `[server-open-internet] 300 gzip uploads at once (${bomb.length} bytes each, 4 MB inflated): ` +
        `resident ${Math.round(before / MB)} MB before, peak +${Math.round(grewBy / MB)} MB`,
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 415));
    expect(JSON.parse(answers[0]!.text())).toMatchObject({ ok: false });
    // 300 inflated bodies would be 1.2 GB; unread, they cost next to nothing.
    expect(grewBy).toBeLessThan(48 * MB);
    expect(site.alive()).toBe(true);
  });
});

describe.skipIf(skip)("behind a proxy, from the open internet", () => {
  let site: SiteProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDir("open-internet-data");
    site = await startSiteProcess({
      TRUST_PROXY: "1",
      DATA_DIR: dataDir,
      SITE_RATE_PER_MINUTE: "60",
      WRITE_RATE_PER_MINUTE: "4",
      CONTACT_RATE_PER_MINUTE: "2",
      SEARCH_RATE_PER_MINUTE: "3",
    });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });

  /** A request from `client` (its address as the proxy reports it). */
  const from = (client: string, request: RawRequest): Promise<RawResponse> =>
    rawRequest(site.port, { ...request, headers: [...(request.headers ?? []), ["X-Forwarded-For", client]] });
  const brandOf = (page: RawResponse) => /<html[^>]*data-brand="(\w+)"/.exec(page.text())?.[1];

  it("takes the brand from Host only: a forged X-Forwarded-Host changes nothing, cached or not", async () => {
    const forged = (host: string, forwarded: string) =>
      from("198.51.100.1", { target: "/about-us", host, headers: [["X-Forwarded-Host", forwarded]] });
    for (let visit = 0; visit < 2; visit += 1) {
      expect(brandOf(await forged("dresdentax.com", "browncoconsulting.com")), `visit ${visit}`).toBe("dresdentax");
      expect(brandOf(await forged("www.browncoconsulting.com", "dresdentax.com")), `visit ${visit}`).toBe("brownco");
      expect(brandOf(await forged("dresdenpayroll.com", "dresdentax.com, dresdenpayroll.com"))).toBe("payroll");
    }
  });

  it("takes HTTPS from the proxy's own, rightmost X-Forwarded-Proto: a forged one neither adds nor drops HSTS", async () => {
    const page = (proto: string) =>
      from("198.51.100.2", { target: "/services", host: "dresdentax.com", headers: [["X-Forwarded-Proto", proto]] });
    // The visitor says "http", the proxy appends "https": a secure page, HSTS and all.
    const secure = await page("http, https");
    expect(secure.header("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(secure.header("content-security-policy")).toMatch(/upgrade-insecure-requests$/);
    // The visitor says "https" over plain HTTP, the proxy appends "http": not secure.
    const plain = await page("https, http");
    expect(plain.header("strict-transport-security")).toBeUndefined();
    expect(plain.header("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("counts every address of one IPv6 /64 against one allowance", async () => {
    const brand = BRANDS.dresdentax;
    const message = (n: number) =>
      JSON.stringify({
        formData: {
          name: "Jane O'Connor",
          email: `jane.${n}@example.com`,
          message: "We opened a second location in Zanesville and need help with payroll.",
          formType: "contact",
          domain: brand.id,
          timestamp: new Date().toISOString(),
        },
        domain: brand.id,
      });
    const send = (client: string, n: number) =>
      from(client, {
        method: "POST",
        target: "/api/contact",
        headers: [["Content-Type", "application/json"]],
        body: message(n),
      });
    // Two a minute: the third address of the same /64 is refused, an address of the next /64 is not.
    expect((await send("2001:db8:25:1::1", 1)).status).toBe(200);
    expect((await send("2001:db8:25:1:8f3a:12:9:77", 2)).status).toBe(200);
    const third = await send("2001:db8:25:1:ffff::3", 3);
    expect(third.status).toBe(429);
    expect(Number(third.header("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await send("2001:db8:25:2::1", 4)).status).toBe(200);

    // Site-wide, 60 a minute: 60 addresses of one /64 share them, and the 61st is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await from(`2001:db8:25:3::${(i + 1).toString(16)}`, { target: "/healthz" })).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await from("2001:db8:25:4::1", { target: "/healthz" })).status).toBe(200);
  });

  it("refuses another site's posts to /contact before they count: the visitor's allowance is untouched", async () => {
    const visitor = "198.51.100.3";
    const form = (email: string) =>
      new URLSearchParams({
        name: "Dale Hughes",
        email,
        message: "We have six seasonal workers starting in April and need weekly payroll.",
        formType: "contact",
        domain: "dresdentax",
        startedAt: String(Date.now() - 60_000),
        company_website: "",
      }).toString();
    const post = (target: string, origin: string | null, body: string, type: string) =>
      from(visitor, {
        method: "POST",
        target,
        host: "dresdentax.com",
        // Through the site's TLS proxy, as the visitor's browser reaches it.
        headers: [["Content-Type", type], ["X-Forwarded-Proto", "https"], ...(origin ? ([["Origin", origin]] as const) : [])],
        body,
      });
    // Another site's page, opened by the visitor, posts ten times to each (the limit for writes is 4).
    for (let i = 0; i < 10; i += 1) {
      const page = await post("/contact", "https://evil.example", form("cross.site@example.com"), "application/x-www-form-urlencoded");
      // Refused (403; React Router's own check, further on, would answer 400), and never 429.
      expect([400, 403]).toContain(page.status);
      const api = await post("/api/contact", "https://evil.example", "{}", "application/json");
      expect(api.status).toBe(403);
      expect(JSON.parse(api.text())).toMatchObject({ success: false });
    }
    // The visitor's own message, from the site's page, still goes through, twice (the contact limit).
    for (const n of [1, 2]) {
      const own = await post("/contact", "https://dresdentax.com", form(`dale.${n}@hughesfarm.example`), "application/x-www-form-urlencoded");
      expect(own.status, `own message ${n}`).toBe(200);
    }
    const emails = readOutboxRows(dataDir).map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining(["dale.1@hughesfarm.example", "dale.2@hughesfarm.example"]));
    expect(emails).not.toContain("cross.site@example.com");
  });

  it("gives search a limit of its own, and says on the page how long to wait", async () => {
    const search = (client: string, target: string) => from(client, { target });
    for (const word of ["payroll", "estimated", "refund"]) {
      expect((await search("2001:db8:25:5::1", `/search?q=${word}`)).status, word).toBe(200);
    }
    // Three a minute, for the page and its data alike, from any address of the /64.
    const limited = await search("2001:db8:25:5::2", "/search?q=sales+tax");
    expect(limited.status).toBe(429);
    expect(Number(limited.header("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(limited.header("cache-control")).toBe("no-store");
    expect(limited.text()).toMatch(/Too many searches in a short time\. Please wait \d+ seconds? and search again\./);
    expect(limited.text()).toContain("Browse news by topic");
    expect((await search("2001:db8:25:5::3", "/search.data?q=sales+tax")).status).toBe(429);
    // The empty search page is no search; another client has its own allowance.
    expect((await search("2001:db8:25:5::4", "/search")).status).toBe(200);
    expect((await search("2001:db8:25:6::1", "/search?q=sales+tax")).status).toBe(200);
  });

  it("sends feed readers to the feed with a temporary redirect no cache keeps", async () => {
    for (const target of ["/", "/blog", "/blog/some-post"]) {
      const redirect = await from("198.51.100.4", { target, headers: [["User-Agent", "Feedly/1.0 (+http://www.feedly.com/fetcher.html)"]] });
      expect(redirect.status, target).toBe(302);
      expect(redirect.header("location"), target).toBe("/rss.xml");
      expect(redirect.header("cache-control"), target).toBe("private, no-store");
      expect(redirect.header("vary"), target).toMatch(/user-agent/i);
    }
    // A browser on the same URL gets the page, which says it varies by User-Agent too.
    const page = await from("198.51.100.4", { target: "/blog" });
    expect(page.status).toBe(200);
    expect(page.header("vary")).toMatch(/user-agent/i);
  });
});
