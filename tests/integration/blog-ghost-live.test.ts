/**
 * Issue 18 against a real Ghost 6: what a writer does in Ghost reaches the site within seconds.
 * Ghost's own webhooks (created through its Admin API, signed with the site's secret) call the
 * built site; a post published, edited and unpublished through the Admin API shows, changes and
 * disappears on the post page, /blog, its topic page, the home page, /rss.xml, /sitemap.xml and in
 * search, and a CDN purge hook hears of each change. A request with a bad signature changes nothing.
 * A draft opens from Ghost's preview address as a signed, uncached, unindexed page that loads no
 * third-party script.
 *
 * Needs the production build and tests/support/ghost/install.sh; skipped with a message without
 * them (under CI a missing Ghost fails).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_WEBHOOK_EVENTS } from "../../app/blog/changes";
import { ghostAdminToken } from "../../app/blog/ghost-admin-token";
import { ghostSignatureHeader } from "../../app/blog/webhook-signature.server";
import { INSTALL_COMMAND, findGhostInstall, ghostCacheDir, startGhost, type RunningGhost } from "../support/ghost/ghost.ts";
import { SEED_OWNER, seedGhost, type SeededGhost } from "../support/ghost/seed.ts";
import { startSite, type RunningSite } from "../support/ghost/site-server.ts";
import { HAVE_BUILD, UNDER_CI } from "./server-harness";

const install = findGhostInstall();
const skip = (!install || !HAVE_BUILD) && !UNDER_CI;
if (skip) {
  console.warn(
    `[blog-ghost-live] SKIPPED: needs the production build (npm run build) and Ghost in ${ghostCacheDir()} (${INSTALL_COMMAND}).`,
  );
}

const WEBHOOK_SECRET = "live-test-webhook-secret-7c1";
/** How long a change may take to show ("within seconds"). */
const WITHIN_MS = 10_000;

let ghost: RunningGhost;
let seeded: SeededGhost;
let site: RunningSite;
let siteWithoutKey: RunningSite;
let cdn: http.Server;
const purges: Array<{ event: string; paths: string[]; urls: string[] }> = [];

async function admin(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${ghost.url}/ghost/api/admin/${path}`, {
    method: init.method ?? "GET",
    headers: {
      "Content-Type": "application/json",
      "Accept-Version": "v5.0",
      Authorization: `Ghost ${ghostAdminToken(seeded.adminKey.id, seeded.adminKey.secret)}`,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${text.slice(0, 400)}`);
  return JSON.parse(text || "{}") as Record<string, Array<Record<string, unknown>>>;
}

interface SitePage {
  status: number;
  headers: Headers;
  text: string;
}

async function page(path: string): Promise<SitePage> {
  const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Waits until `check` holds for the page at `path`; fails with what the page last said. */
async function eventually(path: string, check: (answer: SitePage) => boolean, what: string) {
  const deadline = Date.now() + WITHIN_MS;
  let last: SitePage | undefined;
  while (Date.now() < deadline) {
    last = await page(path);
    if (check(last)) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${path}: ${what} not seen within ${WITHIN_MS} ms (last status ${last?.status})`);
}

const PAGES = (slug: string) => [`/blog/${slug}`, "/blog", "/blog/tag/tax-tips", "/", "/rss.xml", "/sitemap.xml"];

describe.skipIf(skip)("the blog on a real Ghost, live", () => {
  beforeAll(async () => {
    if (!install) throw new Error(`CI is set but Ghost is not installed; run ${INSTALL_COMMAND}`);
    cdn = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        if (request.headers.authorization === "Bearer cdn-t0ken") purges.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
    ghost = await startGhost({ install });
    seeded = await seedGhost(ghost.url);
    const env = { GHOST_URL: ghost.url, GHOST_CONTENT_API_KEY: seeded.contentKey };
    [site, siteWithoutKey] = await Promise.all([
      startSite({
        env: {
          ...env,
          GHOST_WEBHOOK_SECRET: WEBHOOK_SECRET,
          GHOST_ADMIN_API_KEY: `${seeded.adminKey.id}:${seeded.adminKey.secret}`,
          CDN_PURGE_URL: `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`,
          CDN_PURGE_TOKEN: "cdn-t0ken",
          // Vendors that record every address they are loaded on: never on a draft's page.
          ANALYTICS_ID: "G-LIVE12345",
          CHAT_WIDGET_ID: "livechatwidget",
        },
      }),
      startSite({ env }),
    ]);
    // The webhooks a site owner creates in Ghost (README, Operations), through the Admin API.
    for (const event of BLOG_WEBHOOK_EVENTS) {
      await admin("webhooks/", {
        method: "POST",
        body: { webhooks: [{ event, target_url: `${site.url}/api/blog/webhook`, secret: WEBHOOK_SECRET, name: `Site: ${event}` }] },
      });
    }
  }, 300_000);

  afterAll(async () => {
    await Promise.all([site?.stop(), siteWithoutKey?.stop()]);
    await ghost?.stop();
    await new Promise((resolve) => cdn?.close(resolve));
  });

  it("shows a post published in Ghost, its edit, and its unpublishing everywhere within seconds", async () => {
    const slug = "deadline-alert-extension-due-friday";
    const title = "Deadline alert: the extension is due Friday";
    // Every page is cached before the change (the page cache answers HIT on the second request).
    for (const path of ["/blog", "/", "/blog/tag/tax-tips"]) {
      await page(path);
      expect((await page(path)).headers.get("x-cache"), path).toBe("HIT");
    }
    for (const path of PAGES(slug)) expect((await page(path)).text, path).not.toContain(slug);

    const started = Date.now();
    const created = await admin("posts/?source=html", {
      method: "POST",
      body: {
        posts: [
          {
            title,
            slug,
            status: "published",
            html: "<p>Ohio's quarterly filers: the zebrafinch extension form is due Friday.</p>",
            tags: [{ slug: "tax-tips" }],
          },
        ],
      },
    });
    const post = created.posts![0]!;
    const shown = await Promise.all([
      eventually(`/blog/${slug}`, (p) => p.status === 200 && p.text.includes("zebrafinch"), "the new post"),
      eventually("/blog", (p) => p.text.includes(`/blog/${slug}`), "the post in the news list"),
      eventually("/blog/tag/tax-tips", (p) => p.text.includes(`/blog/${slug}`), "the post on its topic page"),
      eventually("/", (p) => p.text.includes(`/blog/${slug}`), "the post in the home page's latest news"),
      eventually("/rss.xml", (p) => p.text.includes(`/blog/${slug}</link>`), "the post in the feed"),
      eventually("/sitemap.xml", (p) => p.text.includes(`/blog/${slug}</loc>`), "the post in the sitemap"),
      eventually("/search?q=zebrafinch", (p) => p.text.includes(`href="/blog/${slug}"`), "the post in search"),
    ]);
    console.info(`[blog-ghost-live] published: on every page ${Math.max(...shown) - started} ms after the Admin API call`);

    const edited = "Deadline alert: the extension moved to Monday";
    await admin(`posts/${String(post.id)}/`, {
      method: "PUT",
      body: { posts: [{ title: edited, updated_at: post.updated_at }] },
    });
    await Promise.all([
      eventually(`/blog/${slug}`, (p) => p.text.includes("moved to Monday"), "the new title on the post page"),
      eventually("/blog", (p) => p.text.includes("moved to Monday"), "the new title in the news list"),
      eventually("/rss.xml", (p) => p.text.includes("moved to Monday"), "the new title in the feed"),
    ]);

    const current = (await admin(`posts/${String(post.id)}/`)).posts![0]!;
    await admin(`posts/${String(post.id)}/`, {
      method: "PUT",
      body: { posts: [{ status: "draft", updated_at: current.updated_at }] },
    });
    await Promise.all([
      eventually(`/blog/${slug}`, (p) => p.status === 404, "the unpublished post's 404"),
      ...PAGES(slug)
        .slice(1)
        .map((path) => eventually(path, (p) => !p.text.includes(`/blog/${slug}`), "the post gone")),
      eventually("/search?q=zebrafinch", (p) => !p.text.includes(`/blog/${slug}`), "the post gone from search"),
    ]);

    // The CDN heard of each change, on every brand's origin.
    const events = purges.map((purge) => purge.event);
    expect(events).toEqual(expect.arrayContaining(["post.published", "post.published.edited", "post.unpublished"]));
    const published = purges.find((purge) => purge.event === "post.published")!;
    expect(published.paths).toEqual(expect.arrayContaining([`/blog/${slug}`, "/blog", "/blog/tag/tax-tips", "/", "/rss.xml", "/sitemap.xml"]));
    expect(published.urls).toContain(`https://browncoconsulting.com/blog/${slug}`);
  }, 90_000);

  it("refuses a webhook with a bad or replayed signature, and keeps every cached page", async () => {
    await page("/blog");
    expect((await page("/blog")).headers.get("x-cache")).toBe("HIT");
    const body = JSON.stringify({ event: "post.published", post: { current: { slug: "anything" }, previous: {} } });
    const send = (signature: string) =>
      fetch(`${site.url}/api/blog/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Ghost-Signature": signature },
        body,
      });
    expect((await send(ghostSignatureHeader(body, Date.now(), "not-the-site-secret-0"))).status).toBe(401);
    expect((await send(ghostSignatureHeader(body, Date.now() - 3_600_000, WEBHOOK_SECRET))).status).toBe(401);
    expect((await page("/blog")).headers.get("x-cache")).toBe("HIT");
    const good = ghostSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
    expect((await send(good)).status).toBe(200);
    expect((await send(good)).status).toBe(401);
  });

  it("opens a draft from Ghost's preview address as a signed page no cache keeps and no search engine indexes", async () => {
    const created = await admin("posts/?source=html", {
      method: "POST",
      body: {
        posts: [{ title: "Draft: estimated payments for 2027", slug: "draft-estimated-2027", status: "draft", html: "<p>Kingfisher draft body.</p>", tags: [{ slug: "tax-tips" }] }],
      },
    });
    const draft = created.posts![0]!;
    // Ghost's "Preview" opens {Ghost's url}/p/{uuid}/; the redirect in README sends that to the site.
    await uploadPreviewRedirect();
    const fromGhost = await fetch(`${ghost.url}/p/${String(draft.uuid)}/`, { redirect: "manual" });
    expect(fromGhost.headers.get("location")).toBe(`${site.url}/p/${String(draft.uuid)}/`);

    const entry = await page(`/p/${String(draft.uuid)}/`);
    expect(entry.status).toBe(302);
    expect(entry.headers.get("cache-control")).toBe("no-store");
    const link = entry.headers.get("location")!;
    expect(link).toMatch(new RegExp(`^/blog/preview/${String(draft.id)}\\?expires=\\d+&signature=[\\w-]{43}$`));

    for (let visit = 0; visit < 2; visit += 1) {
      const preview = await page(link);
      expect(preview.status).toBe(200);
      expect(preview.text).toContain("Kingfisher draft body.");
      expect(preview.text).toContain("Draft: estimated payments for 2027");
      expect(preview.text).toContain('data-testid="post-body"');
      expect(preview.text).toContain('<meta name="robots" content="noindex"/>');
      expect(preview.headers.get("cache-control")).toBe("no-store");
      expect(preview.headers.get("x-robots-tag")).toBe("noindex");
      expect(preview.headers.get("x-cache")).toBeNull();
    }
    // Its signed link would reach the analytics and chat vendors with the page's address: the page
    // configures neither (its data names no id) and its policy would not let their scripts load.
    const thirdParty = /G-LIVE12345|livechatwidget|googletagmanager|google-analytics|tawk\.to|jsdelivr/;
    for (const path of [link, `/p/${String(draft.uuid)}/`]) {
      const answer = await page(path);
      expect(answer.text, path).not.toMatch(thirdParty);
      expect(answer.headers.get("content-security-policy"), path).not.toMatch(thirdParty);
    }
    // A published post on the same site has both, as configured.
    const published = await page(`/blog/${seeded.facts.cardsPost}`);
    expect(published.text).toContain("G-LIVE12345");
    expect(published.headers.get("content-security-policy")).toContain("https://www.googletagmanager.com");

    expect((await page(link.replace(/signature=[\w-]+/, `signature=${"A".repeat(43)}`))).status).toBe(403);
    // The draft is still nowhere public.
    expect((await page("/blog/draft-estimated-2027")).status).toBe(404);

    // A published post's preview address goes to its page; without the Admin API key there are no previews.
    const publishedUuid = (await admin(`posts/slug/${seeded.facts.cardsPost}/`)).posts![0]!.uuid;
    expect((await page(`/p/${String(publishedUuid)}/`)).headers.get("location")).toBe(`/blog/${seeded.facts.cardsPost}`);
    for (const path of [`/p/${String(draft.uuid)}/`, link]) {
      expect((await fetch(`${siteWithoutKey.url}${path}`, { redirect: "manual" })).status, path).toBe(404);
    }
  });
});

/**
 * The redirect README tells a site owner to upload in Ghost (Settings → Labs → Redirects). Only a
 * signed-in staff user may, so this signs in as the seeded owner.
 */
async function uploadPreviewRedirect() {
  const headers = { "Accept-Version": "v5.0", Origin: ghost.url };
  const session = await fetch(`${ghost.url}/ghost/api/admin/session/`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ username: SEED_OWNER.email, password: SEED_OWNER.password }),
  });
  const cookie = session.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  // Ghost stores the session as it ends the answer: read it whole before using the cookie.
  await session.text();
  const form = new FormData();
  const rules = [{ from: "^/p/([0-9a-f-]{36})/?$", to: `${site.url}/p/$1/`, permanent: false }];
  form.append("redirects", new Blob([JSON.stringify(rules)], { type: "application/json" }), "redirects.json");
  const response = await fetch(`${ghost.url}/ghost/api/admin/redirects/upload/`, {
    method: "POST",
    headers: { ...headers, Cookie: cookie },
    body: form,
  });
  if (!response.ok) throw new Error(`redirects upload answered ${response.status}: ${await response.text()}`);
}
