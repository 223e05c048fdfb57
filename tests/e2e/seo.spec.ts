import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { loadMarkdownBlog } from "../../app/blog/files.server";
import type { Brand } from "../../app/brands";
import { jsonLdNodes, jsonLdTypes } from "../../app/seo/structured-data";
import { checkJsonLd } from "../../app/seo/validate-json-ld";
import { INDUSTRIES } from "../../app/site/industries";
import { SERVICES } from "../../app/site/services";
import { ALL_BRANDS, gotoHydrated, STATIC_ROUTES, withBrand } from "./support";

/**
 * Findability (issue 8): every page of every brand has one unique title, a unique description, a
 * canonical URL on the brand's own domain, share tags with an image that exists, and valid
 * structured data of the expected types; the sitemap lists every page and post; robots.txt points
 * at it; nothing is indexable when ALLOW_INDEXING is off.
 */

/** The test servers use the default configuration, so each brand's site is its own domain. */
const siteUrl = (brand: Brand) => `https://${brand.domain}`;

/** Non-descriptive link texts that fail Lighthouse's "link-text" SEO audit (its English list). */
const VAGUE_LINK_TEXTS = new Set([
  "click here",
  "click this",
  "go",
  "here",
  "information",
  "learn more",
  "more",
  "more info",
  "more information",
  "right here",
  "read more",
  "see more",
  "start",
  "this",
]);

interface PageFacts {
  path: string;
  status: number;
  titles: string[];
  canonicals: string[];
  /** Meta tag contents by "name:<name>" or "property:<property>". */
  metas: Record<string, string[]>;
  jsonLd: unknown[];
  jsonLdParseErrors: string[];
  manifests: string[];
  icons: string[];
  /** Labels of the visible breadcrumb trail, or null when the page shows none. */
  breadcrumbs: string[] | null;
  /** Questions shown in the page's FAQ lists. */
  faqQuestions: string[];
  /** The text of <main>, spaces collapsed. */
  mainText: string;
  mainHrefs: string[];
  linkTexts: string[];
  imagesWithoutAlt: number;
}

/** Reads a page's server HTML in the browser's own parser (inert: no scripts run, nothing loads). */
async function readPage(parser: Page, path: string, status: number, html: string): Promise<PageFacts> {
  const facts = await parser.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const metas: Record<string, string[]> = {};
    for (const meta of doc.head.querySelectorAll("meta[name], meta[property]")) {
      const key = meta.hasAttribute("property")
        ? `property:${meta.getAttribute("property")}`
        : `name:${meta.getAttribute("name")}`;
      (metas[key] ??= []).push(meta.getAttribute("content") ?? "");
    }
    const jsonLd: unknown[] = [];
    const jsonLdParseErrors: string[] = [];
    for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        jsonLd.push(JSON.parse(script.textContent ?? ""));
      } catch (error) {
        jsonLdParseErrors.push(String(error));
      }
    }
    const hrefs = (selector: string) =>
      [...doc.head.querySelectorAll(selector)].map((link) => link.getAttribute("href") ?? "");
    const trail = doc.querySelector('nav[aria-label="Breadcrumb"]');
    const main = doc.querySelector("main");
    return {
      titles: [...doc.querySelectorAll("title")].map((title) => title.textContent ?? ""),
      canonicals: hrefs('link[rel="canonical"]'),
      metas,
      jsonLd,
      jsonLdParseErrors,
      manifests: hrefs('link[rel="manifest"]'),
      icons: hrefs('link[rel="icon"], link[rel="apple-touch-icon"]'),
      breadcrumbs: trail
        ? [...trail.querySelectorAll("li")].map((item) =>
            (item.textContent ?? "").replace(/^\s*\/\s*/, "").trim(),
          )
        : null,
      faqQuestions: [...doc.querySelectorAll("[data-faq-list] summary")].map((summary) =>
        (summary.textContent ?? "").trim(),
      ),
      mainText: (main?.textContent ?? "").replace(/\s+/g, " "),
      mainHrefs: main
        ? [...main.querySelectorAll("a[href]")].map((anchor) => anchor.getAttribute("href") ?? "")
        : [],
      linkTexts: [...doc.querySelectorAll("a[href]")]
        .filter((anchor) => !/^(javascript:|mailto:|#)/.test(anchor.getAttribute("href") ?? ""))
        .map((anchor) => (anchor.textContent ?? "").trim().toLowerCase()),
      imagesWithoutAlt: [...doc.querySelectorAll("img")].filter((image) => !image.hasAttribute("alt")).length,
    };
  }, html);
  return { path, status, ...facts };
}

const meta = (page: PageFacts, key: string) => page.metas[key] ?? [];

/** The published posts and the tags that have them, read from the blog's files (not through the site). */
async function publishedBlog() {
  const blog = await loadMarkdownBlog();
  const now = Date.now();
  const posts = blog.posts.filter((post) => post.published_at && Date.parse(post.published_at) <= now);
  const tagSlugs = [...new Set(posts.flatMap((post) => post.tags.map((tag) => tag.slug)))];
  return { posts, tagSlugs };
}

/** Every page of the site: the fixed routes of SPEC section 2, every post and every tag page. */
async function allPaths(): Promise<string[]> {
  const { posts, tagSlugs } = await publishedBlog();
  return [
    ...STATIC_ROUTES,
    ...posts.map((post) => `/blog/${post.slug}`),
    ...tagSlugs.map((slug) => `/blog/tag/${slug}`),
  ];
}

/** The structured data types a page must have, by route. FAQPage is checked against the page's FAQ list. */
function expectedTypes(path: string): string[] {
  if (path === "/") return ["AccountingService", "WebSite"];
  if (path === "/about-us" || path === "/contact") return ["AccountingService"];
  if (/^\/services\/[^/]+$/.test(path)) return ["Service", "BreadcrumbList"];
  if (/^\/blog\/tag\/[^/]+$/.test(path)) return ["BreadcrumbList"];
  if (/^\/blog\/[^/]+$/.test(path)) return ["BlogPosting", "BreadcrumbList"];
  if (path.split("/").filter(Boolean).length > 1) return ["BreadcrumbList"];
  return [];
}

async function fetchPages(
  request: APIRequestContext,
  parser: Page,
  brand: Brand,
  paths: readonly string[],
  origin = "",
): Promise<PageFacts[]> {
  const pages: PageFacts[] = [];
  for (const path of paths) {
    const response = await request.get(origin + withBrand(path, brand.id));
    pages.push(await readPage(parser, path, response.status(), await response.text()));
  }
  return pages;
}

function duplicates(values: { path: string; value: string }[]): string[] {
  const seen = new Map<string, string>();
  const found: string[] = [];
  for (const { path, value } of values) {
    const other = seen.get(value);
    if (other) found.push(`${path} repeats ${other}: "${value}"`);
    else seen.set(value, path);
  }
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("metadata on every page", () => {
  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: title, description, canonical, share tags and structured data`, async ({
      request,
      page: parser,
    }) => {
      // About 55 pages per brand; a busy machine renders them slowly.
      test.setTimeout(300_000);
      const pages = await fetchPages(request, parser, brand, await allPaths());
      const origin = siteUrl(brand);
      for (const page of pages) {
        const at = `${brand.id} ${page.path}`;
        expect.soft(page.status, at).toBe(200);

        expect.soft(page.titles, `${at}: one title`).toHaveLength(1);
        expect.soft(page.titles[0] ?? "", at).toMatch(new RegExp(`^\\S.* · ${escapeRegExp(brand.name)}$`));

        expect.soft(meta(page, "name:description"), `${at}: one description`).toHaveLength(1);
        const description = meta(page, "name:description")[0] ?? "";
        expect
          .soft(description.length, `${at}: description length (${description})`)
          .toBeGreaterThanOrEqual(50);
        expect
          .soft(description.length, `${at}: description length (${description})`)
          .toBeLessThanOrEqual(250);

        expect
          .soft(page.canonicals, `${at}: canonical on the brand's domain`)
          .toEqual([`${origin}${page.path === "/" ? "/" : page.path}`]);
        expect.soft(meta(page, "name:robots"), `${at}: indexable`).toEqual([]);

        expect.soft(meta(page, "property:og:title"), at).toEqual(page.titles);
        expect.soft(meta(page, "property:og:description"), at).toEqual(meta(page, "name:description"));
        expect.soft(meta(page, "property:og:url"), at).toEqual(page.canonicals);
        expect.soft(meta(page, "property:og:site_name"), at).toEqual([brand.name]);
        expect
          .soft(meta(page, "property:og:type"), at)
          .toEqual([/^\/blog\/(?!tag\/)[^/]+$/.test(page.path) ? "article" : "website"]);
        expect.soft(meta(page, "name:twitter:card"), at).toEqual(["summary_large_image"]);
        const image = meta(page, "property:og:image");
        expect.soft(image, `${at}: one share image`).toHaveLength(1);
        expect
          .soft(image[0] ?? "", `${at}: share image on the brand's domain`)
          .toMatch(new RegExp(`^${escapeRegExp(origin)}/og/[a-z0-9/-]+\\.(png|jpg)$`));
        expect.soft(meta(page, "name:twitter:image"), at).toEqual(image);
        expect.soft(meta(page, "property:og:image:alt")[0] ?? "", at).not.toBe("");

        expect
          .soft(meta(page, "name:theme-color"), `${at}: theme colours`)
          .toEqual([brand.colors.light.secondary, brand.colors.dark.secondary]);
        expect.soft(page.manifests, at).toEqual([`/manifest.webmanifest?domain=${brand.id}`]);
        expect
          .soft(page.icons, at)
          .toEqual([
            `/brands/${brand.id}/favicon.ico`,
            `/brands/${brand.id}/favicon.svg`,
            `/brands/${brand.id}/icon-180.png`,
          ]);

        expect.soft(page.jsonLdParseErrors, `${at}: JSON-LD parses`).toEqual([]);
        const nodes = page.jsonLd.flatMap((node) => jsonLdNodes(node as Record<string, unknown>));
        const types = nodes.flatMap((node) => jsonLdTypes(node));
        for (const type of expectedTypes(page.path)) expect.soft(types, `${at}: has ${type}`).toContain(type);
        for (const single of ["BreadcrumbList", "AccountingService", "FAQPage"]) {
          expect
            .soft(types.filter((type) => type === single).length, `${at}: at most one ${single}`)
            .toBeLessThanOrEqual(1);
        }
        for (const node of page.jsonLd)
          expect
            .soft(
              checkJsonLd(node, { siteUrl: origin }),
              `${at}: ${jsonLdTypes(node as Record<string, unknown>).join()}`,
            )
            .toEqual([]);

        // FAQPage where the page shows FAQs, with exactly the questions the page shows.
        const faq = nodes.find((node) => jsonLdTypes(node).includes("FAQPage")) as
          { mainEntity: { name: string }[] } | undefined;
        if (page.faqQuestions.length > 0) {
          expect.soft(faq, `${at}: shows FAQs, so has FAQPage`).toBeDefined();
          expect
            .soft(
              faq?.mainEntity.map((question) => question.name),
              at,
            )
            .toEqual(page.faqQuestions);
        }
        for (const question of faq?.mainEntity ?? []) {
          expect
            .soft(page.mainText, `${at}: FAQPage question shown on the page`)
            .toContain(question.name.replace(/\s+/g, " "));
        }

        // The breadcrumb data and the visible trail agree.
        const trail = nodes.find((node) => jsonLdTypes(node).includes("BreadcrumbList")) as
          { itemListElement: { name: string }[] } | undefined;
        if (trail) {
          expect.soft(page.breadcrumbs, `${at}: BreadcrumbList but no visible trail`).not.toBeNull();
          if (page.breadcrumbs)
            expect
              .soft(
                trail.itemListElement.map((item) => item.name),
                `${at}: breadcrumbs`,
              )
              .toEqual(page.breadcrumbs);
        }

        // What Lighthouse's SEO audits look at in the page itself.
        expect
          .soft(
            page.linkTexts.filter((text) => VAGUE_LINK_TEXTS.has(text)),
            `${at}: link texts`,
          )
          .toEqual([]);
        expect.soft(page.imagesWithoutAlt, `${at}: images without alt`).toBe(0);
      }

      expect
        .soft(
          duplicates(pages.map((page) => ({ path: page.path, value: page.titles[0] ?? "" }))),
          "titles are unique",
        )
        .toEqual([]);
      expect
        .soft(
          duplicates(
            pages.map((page) => ({ path: page.path, value: meta(page, "name:description")[0] ?? "" })),
          ),
          "descriptions are unique",
        )
        .toEqual([]);
    });
  }

  test("share images, icons and manifests named by the pages exist", async ({ request, page: parser }) => {
    test.setTimeout(120_000);
    for (const brand of ALL_BRANDS) {
      const [home, service, post] = await fetchPages(request, parser, brand, [
        "/",
        "/services/payroll",
        (await allPaths()).find((path) => /^\/blog\/(?!tag\/)/.test(path))!,
      ]);
      for (const page of [home!, service!, post!]) {
        const image = new URL(meta(page, "property:og:image")[0]!);
        const response = await request.get(image.pathname);
        expect(response.status(), image.href).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^image\/(png|jpeg)$/);
      }
      for (const icon of home!.icons) expect((await request.get(icon)).status(), icon).toBe(200);
      const manifest = await request.get(home!.manifests[0]!);
      expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
      const body = (await manifest.json()) as {
        name: string;
        short_name: string;
        theme_color: string;
        icons: { src: string }[];
      };
      expect(body).toMatchObject({
        name: brand.name,
        short_name: brand.shortName,
        theme_color: brand.colors.light.secondary,
      });
      for (const icon of body.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
      const favicon = await request.get(withBrand("/favicon.ico", brand.id), { maxRedirects: 0 });
      expect(favicon.status()).toBe(302);
      expect(favicon.headers().location).toBe(`/brands/${brand.id}/favicon.ico`);
    }
  });

  test("the title, canonical URL and share tags follow client-side navigation", async ({ page }) => {
    await gotoHydrated(page, "/services?domain=payroll");
    const link = page.locator('main a[href^="/services/"]').first();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    const path = new URL(href, "http://x").pathname;
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}\\?domain=payroll$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `https://dresdenpayroll.com${path}`,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      `https://dresdenpayroll.com${path}`,
    );
    await expect(page).toHaveTitle(/ · Dresden Payroll Services$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });
});

test.describe("pages that are not found", () => {
  test("say so in the title, are never indexed and claim no canonical URL or structured data", async ({
    request,
    page: parser,
  }) => {
    const brand = ALL_BRANDS[1]!;
    const paths = [
      "/no-such-page",
      "/services/not-a-service",
      "/industries/not-an-industry",
      "/blog/not-a-post",
      "/resources/not/here",
    ];
    for (const page of await fetchPages(request, parser, brand, paths)) {
      expect.soft(page.status, page.path).toBe(404);
      expect.soft(page.titles, page.path).toEqual([`Page not found · ${brand.name}`]);
      expect.soft(meta(page, "name:robots"), page.path).toEqual(["noindex"]);
      expect.soft(page.canonicals, page.path).toEqual([]);
      expect.soft(meta(page, "property:og:url"), page.path).toEqual([]);
      expect.soft(page.jsonLd, page.path).toEqual([]);
    }
  });
});

test.describe("internal links between industries and services", () => {
  test("industry pages link to their related services, and service pages to their related industries", async ({
    request,
    page: parser,
  }) => {
    const brand = ALL_BRANDS[0]!;
    const pages = await fetchPages(request, parser, brand, [
      ...INDUSTRIES.map((industry) => industry.link),
      ...SERVICES.map((service) => service.link),
    ]);
    const linksOf = (path: string) =>
      new Set(pages.find((page) => page.path === path)!.mainHrefs.map((href) => href.split("?")[0]));
    for (const industry of INDUSTRIES) {
      for (const id of industry.relatedServices)
        expect
          .soft([...linksOf(industry.link)], `${industry.link} links to /services/${id}`)
          .toContain(`/services/${id}`);
    }
    for (const service of SERVICES) {
      for (const id of service.relatedIndustries)
        expect
          .soft([...linksOf(service.link)], `${service.link} links to /industries/${id}`)
          .toContain(`/industries/${id}`);
    }
  });
});

test.describe("sitemap.xml and robots.txt", () => {
  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: the sitemap lists every route and post on the brand's domain`, async ({
      request,
      page: parser,
    }) => {
      const { posts, tagSlugs } = await publishedBlog();
      // Chosen by host name, as a search engine asks for it.
      const response = await request.get("/sitemap.xml", { headers: { host: `www.${brand.domain}` } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("xml");
      const xml = await response.text();
      const { namespace, urls } = await parser.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "application/xml");
        const text = (parent: Element, tag: string) =>
          parent.getElementsByTagName(tag)[0]?.textContent ?? null;
        return {
          namespace: doc.documentElement.namespaceURI,
          urls: [...doc.getElementsByTagName("url")].map((url) => ({
            loc: text(url, "loc") ?? "",
            lastmod: text(url, "lastmod"),
          })),
        };
      }, xml);
      expect(namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
      const locs = urls.map((url) => url.loc);
      const origin = siteUrl(brand);
      for (const path of STATIC_ROUTES) expect.soft(locs, path).toContain(`${origin}${path}`);
      for (const post of posts) {
        const entry = urls.find((url) => url.loc === `${origin}/blog/${post.slug}`);
        expect.soft(entry, post.slug).toBeDefined();
        expect
          .soft(entry?.lastmod ? Date.parse(entry.lastmod) : null, `${post.slug} lastmod`)
          .toBe(Date.parse(post.updated_at ?? post.published_at!));
      }
      for (const slug of tagSlugs) expect.soft(locs, slug).toContain(`${origin}/blog/tag/${slug}`);
      expect(
        locs.every((loc) => loc.startsWith(`${origin}/`)),
        "every URL on the brand's domain",
      ).toBe(true);
      expect(new Set(locs).size).toBe(locs.length);
      expect(locs).toHaveLength(STATIC_ROUTES.length + posts.length + tagSlugs.length);

      // ?domain= picks the same brand's sitemap.
      expect(await (await request.get(withBrand("/sitemap.xml", brand.id))).text()).toBe(xml);
    });

    test(`${brand.id}: robots.txt allows crawling and points at the sitemap`, async ({ request }) => {
      const response = await request.get("/robots.txt", { headers: { host: brand.domain } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/plain");
      const text = await response.text();
      expect(text).toMatch(/^User-agent: \*$/m);
      expect(text).not.toMatch(/^Disallow: \/$/m);
      expect(text).toMatch(new RegExp(`^Sitemap: ${escapeRegExp(siteUrl(brand))}/sitemap\\.xml$`, "m"));
    });
  }
});

test.describe("with ALLOW_INDEXING=false", () => {
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_PORT ?? 3100) + 2;
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // A third server: the same build with indexing turned off (the others allow it).
    server = spawn(process.execPath, ["server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: `.cache/e2e-data-${port}`,
        ALLOW_INDEXING: "false",
      },
      stdio: "ignore",
    });
    for (let tries = 0; tries < 100; tries += 1) {
      const up = await fetch(`${origin}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`The ALLOW_INDEXING=false server did not start on port ${port}`);
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("robots.txt disallows everything and every page says noindex", async ({ request, page: parser }) => {
    for (const brand of ALL_BRANDS) {
      const robots = await (
        await request.get(`${origin}/robots.txt`, { headers: { host: brand.domain } })
      ).text();
      expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
      expect(robots).not.toContain("Sitemap:");
      const pages = await fetchPages(
        request,
        parser,
        brand,
        ["/", "/services/bookkeeping", "/industries/retail", "/blog", "/contact"],
        origin,
      );
      for (const page of pages) {
        expect(meta(page, "name:robots"), `${brand.id} ${page.path}`).toEqual(["noindex, nofollow"]);
        // Still on the brand's domain: a preview shows the right brand.
        expect(page.canonicals).toEqual([`${siteUrl(brand)}${page.path}`]);
      }
    }
  });
});
