import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { ALL_BRANDS } from "~/brands";
import { canonicalPath, canonicalUrl } from "./meta";
import { metaForPage } from "./meta.server";
import { breadcrumbJsonLd, faqJsonLd, jsonLdTypes, organizationJsonLd, type JsonLd } from "./structured-data";
import { fakeSite, metaAt, SITE_URLS } from "./test-support";
import { checkJsonLd } from "./validate-json-ld";

const page = {
  title: "Bookkeeping",
  description: "Monthly bookkeeping for Ohio small businesses, reconciled and explained.",
};

function byKey(tags: MetaDescriptor[], key: "name" | "property", value: string): string[] {
  return tags.flatMap((tag) =>
    (tag as Record<string, unknown>)[key] === value ? [String((tag as { content: string }).content)] : [],
  );
}
const jsonLdOf = (tags: MetaDescriptor[]) =>
  tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as JsonLd] : []));
const typesOf = (tags: MetaDescriptor[]) => jsonLdOf(tags).flatMap(jsonLdTypes);
const canonicalOf = (tags: MetaDescriptor[]) =>
  tags.flatMap((tag) =>
    "tagName" in tag && tag.tagName === "link" && tag.rel === "canonical" ? [String(tag.href)] : [],
  );

describe("pageMeta", () => {
  it("titles every page 'Page · Brand name' for each brand", () => {
    for (const brand of ALL_BRANDS) {
      const tags = metaForPage(metaAt("/services/bookkeeping", fakeSite(brand.id)), page);
      expect(tags).toContainEqual({ title: `Bookkeeping · ${brand.name}` });
      expect(byKey(tags, "property", "og:title")).toEqual([`Bookkeeping · ${brand.name}`]);
      expect(byKey(tags, "name", "twitter:title")).toEqual([`Bookkeeping · ${brand.name}`]);
      expect(byKey(tags, "property", "og:site_name")).toEqual([brand.name]);
    }
  });

  it("gives one description, repeated in the share tags", () => {
    const tags = metaForPage(metaAt("/services/bookkeeping", fakeSite("dresdentax")), page);
    expect(byKey(tags, "name", "description")).toEqual([page.description]);
    expect(byKey(tags, "property", "og:description")).toEqual([page.description]);
    expect(byKey(tags, "name", "twitter:description")).toEqual([page.description]);
  });

  it("puts the canonical URL on the brand's configured domain, whatever host served the page", () => {
    for (const brand of ALL_BRANDS) {
      const tags = metaForPage(metaAt("/services/bookkeeping", fakeSite(brand.id)), page);
      expect(canonicalOf(tags)).toEqual([`${SITE_URLS[brand.id]}/services/bookkeeping`]);
      expect(byKey(tags, "property", "og:url")).toEqual([`${SITE_URLS[brand.id]}/services/bookkeeping`]);
    }
    // A staging origin from configuration is used as it is.
    const staging = fakeSite("brownco", { siteUrl: "https://staging.browncoconsulting.com" });
    expect(canonicalOf(metaForPage(metaAt("/about-us", staging), page))).toEqual([
      "https://staging.browncoconsulting.com/about-us",
    ]);
  });

  it("drops a trailing slash from the canonical path but keeps the home page's", () => {
    expect(canonicalPath("/services/")).toBe("/services");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("")).toBe("/");
    expect(canonicalUrl("https://dresdentax.com", "/blog//")).toBe("https://dresdentax.com/blog");
  });

  it("shares the brand's section card as an absolute image on its domain, with its size and alt text", () => {
    const cases: [string, string][] = [
      ["/", "home"],
      ["/services/payroll", "services"],
      ["/industries", "industries"],
      ["/industries/retail", "industries"],
      ["/blog/tag/payroll", "blog"],
      ["/resources/tax-calculator", "resources"],
      ["/about-us", "about"],
      ["/schedule", "contact"],
      ["/privacy-policy", "home"],
    ];
    for (const brand of ALL_BRANDS) {
      for (const [path, section] of cases) {
        const tags = metaForPage(metaAt(path, fakeSite(brand.id)), page);
        const image = `${SITE_URLS[brand.id]}/og/${brand.id}-${section}.png`;
        expect(byKey(tags, "property", "og:image"), path).toEqual([image]);
        expect(byKey(tags, "name", "twitter:image"), path).toEqual([image]);
        expect(byKey(tags, "property", "og:image:width")).toEqual(["1200"]);
        expect(byKey(tags, "property", "og:image:height")).toEqual(["630"]);
        expect(byKey(tags, "property", "og:image:type")).toEqual(["image/png"]);
        expect(byKey(tags, "property", "og:image:alt")[0]).toMatch(
          new RegExp(`^${brand.name.replace(/[.&]/g, "\\$&")}: `),
        );
      }
    }
    expect(byKey(metaForPage(metaAt("/", fakeSite("payroll")), page), "name", "twitter:card")).toEqual([
      "summary_large_image",
    ]);
  });

  it("uses a blog post's feature image: its rendition for local artwork, raster images as they are", () => {
    const site = fakeSite("dresdentax");
    const local = metaForPage(metaAt("/blog/a-post", site), {
      ...page,
      image: "/blog-images/payroll.svg",
      imageAlt: "Paychecks",
      type: "article",
    });
    expect(byKey(local, "property", "og:image")).toEqual([
      "https://dresdentax.com/og/blog-images/payroll.jpg",
    ]);
    expect(byKey(local, "property", "og:image:type")).toEqual(["image/jpeg"]);
    expect(byKey(local, "property", "og:image:alt")).toEqual(["Paychecks"]);
    expect(byKey(local, "property", "og:type")).toEqual(["article"]);

    const remote = metaForPage(metaAt("/blog/a-post", site), {
      ...page,
      image: "https://images.unsplash.com/photo-1.jpg",
    });
    expect(byKey(remote, "property", "og:image")).toEqual(["https://images.unsplash.com/photo-1.jpg"]);
    // Its size is unknown, so no size is claimed.
    expect(byKey(remote, "property", "og:image:width")).toEqual([]);

    const svg = metaForPage(metaAt("/blog/a-post", site), {
      ...page,
      image: "https://static.ghost.org/logo.svg",
    });
    expect(byKey(svg, "property", "og:image")).toEqual(["https://dresdentax.com/og/dresdentax-blog.png"]);
  });

  it("uses a writer's own share cards and canonical URL, each falling back to the page's", () => {
    const site = fakeSite("brownco");
    const post = {
      ...page,
      image: "/blog-images/payroll.svg",
      imageAlt: "Paychecks",
      type: "article" as const,
    };
    const own = metaForPage(metaAt("/blog/a-post", site), {
      ...post,
      social: {
        og: {
          title: "FB title",
          description: "FB description",
          image: "https://images.unsplash.com/photo-2.jpg",
        },
        twitter: { title: "X title", description: null, image: null },
      },
      canonicalUrl: "https://news.example.org/first-published-here",
    });
    expect(byKey(own, "property", "og:title")).toEqual(["FB title"]);
    expect(byKey(own, "property", "og:description")).toEqual(["FB description"]);
    expect(byKey(own, "property", "og:image")).toEqual(["https://images.unsplash.com/photo-2.jpg"]);
    expect(byKey(own, "property", "og:image:width")).toEqual([]);
    expect(byKey(own, "property", "og:image:alt")).toEqual([page.title]);
    expect(byKey(own, "name", "twitter:title")).toEqual(["X title"]);
    expect(byKey(own, "name", "twitter:description")).toEqual([page.description]);
    expect(byKey(own, "name", "twitter:image")).toEqual([
      "https://browncoconsulting.com/og/blog-images/payroll.jpg",
    ]);
    expect(byKey(own, "name", "twitter:image:alt")).toEqual(["Paychecks"]);
    expect(canonicalOf(own)).toEqual(["https://news.example.org/first-published-here"]);
    expect(byKey(own, "property", "og:url")).toEqual(["https://news.example.org/first-published-here"]);

    // Empty settings: exactly what the page gets without them.
    const empty = { og: { title: null, description: null, image: null }, twitter: {} };
    expect(metaForPage(metaAt("/blog/a-post", site), { ...post, social: empty, canonicalUrl: null })).toEqual(
      metaForPage(metaAt("/blog/a-post", site), post),
    );
  });

  it("adds article times, author, section and tags for posts", () => {
    const tags = metaForPage(metaAt("/blog/a-post", fakeSite("payroll")), {
      ...page,
      type: "article",
      article: {
        publishedTime: "2026-01-05T10:00:00.000Z",
        modifiedTime: null,
        author: "Jane Brown",
        section: "Payroll",
        tags: ["Payroll", "Ohio"],
      },
    });
    expect(byKey(tags, "property", "article:published_time")).toEqual(["2026-01-05T10:00:00.000Z"]);
    expect(byKey(tags, "property", "article:modified_time")).toEqual([]);
    expect(byKey(tags, "property", "article:author")).toEqual(["Jane Brown"]);
    expect(byKey(tags, "property", "article:tag")).toEqual(["Payroll", "Ohio"]);
  });

  it("says noindex, nofollow on every page when indexing is off, and noindex when a page asks", () => {
    const off = fakeSite("dresdentax", { allowIndexing: false });
    expect(byKey(metaForPage(metaAt("/", off), page), "name", "robots")).toEqual(["noindex, nofollow"]);
    expect(byKey(metaForPage(metaAt("/", off), { ...page, noindex: true }), "name", "robots")).toEqual([
      "noindex, nofollow",
    ]);
    const on = fakeSite("dresdentax");
    expect(byKey(metaForPage(metaAt("/", on), page), "name", "robots")).toEqual([]);
    expect(byKey(metaForPage(metaAt("/x", on), { ...page, noindex: true }), "name", "robots")).toEqual([
      "noindex",
    ]);
  });

  it("adds the organization on the pages about the firm, and the web site on the home page", () => {
    const site = fakeSite("brownco");
    expect(typesOf(metaForPage(metaAt("/", site), page)).sort()).toEqual(["AccountingService", "WebSite"]);
    expect(typesOf(metaForPage(metaAt("/about-us", site), page))).toEqual(["AccountingService"]);
    expect(typesOf(metaForPage(metaAt("/contact", site), page))).toEqual(["AccountingService"]);
    expect(typesOf(metaForPage(metaAt("/schedule", site), page))).toEqual([]);
    // A page that already gives it is not given a second one.
    const given = metaForPage(metaAt("/", site), {
      ...page,
      jsonLd: [organizationJsonLd(site.brand, site.siteUrl)],
    });
    expect(typesOf(given).filter((type) => type === "AccountingService")).toHaveLength(1);
    // Nor is a page whose main entity is the organization.
    const contactPage = {
      "@context": "https://schema.org",
      "@type": "ContactPage",
      name: "Contact",
      url: "https://browncoconsulting.com/contact",
      mainEntity: organizationJsonLd(site.brand, site.siteUrl),
    };
    expect(typesOf(metaForPage(metaAt("/contact", site), { ...page, jsonLd: [contactPage] }))).toEqual([
      "ContactPage",
    ]);
  });

  it("adds a Service on service pages that gave none", () => {
    const site = fakeSite("dresdentax");
    const service = jsonLdOf(metaForPage(metaAt("/services/bookkeeping", site), page)).find(
      (node) => node["@type"] === "Service",
    );
    expect(service).toMatchObject({
      name: "Bookkeeping",
      url: "https://dresdentax.com/services/bookkeeping",
    });
    expect(checkJsonLd(service, { siteUrl: site.siteUrl })).toEqual([]);
    expect(typesOf(metaForPage(metaAt("/services", site), page))).not.toContain("Service");
    expect(typesOf(metaForPage(metaAt("/services/personal-tax/pricing", site), page))).not.toContain(
      "Service",
    );
  });

  it("gives nested pages breadcrumbs that end with the page itself", () => {
    const site = fakeSite("payroll");
    const pricing = jsonLdOf(
      metaForPage(metaAt("/services/personal-tax/pricing", site), { ...page, title: "Pricing" }),
    );
    const trail = pricing.find((node) => node["@type"] === "BreadcrumbList");
    expect(trail).toBeDefined();
    const items = (trail!.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [
      name,
      item,
    ]);
    expect(items[0]).toEqual(["Home", "https://dresdenpayroll.com/"]);
    expect(items[1]).toEqual(["Services", "https://dresdenpayroll.com/services"]);
    expect(items.at(-1)).toEqual(["Pricing", "https://dresdenpayroll.com/services/personal-tax/pricing"]);
    expect(checkJsonLd(trail, { siteUrl: site.siteUrl })).toEqual([]);

    // Given crumbs are used, and segments without a page of their own are skipped.
    const tag = jsonLdOf(
      metaForPage(metaAt("/blog/tag/payroll", site), {
        ...page,
        title: "Payroll articles",
        breadcrumbName: "Payroll",
      }),
    );
    const tagTrail = (
      tag.find((node) => node["@type"] === "BreadcrumbList")!.itemListElement as { name: string }[]
    ).map((item) => item.name);
    expect(tagTrail).toEqual(["Home", "News", "Payroll"]);
    const custom = jsonLdOf(
      metaForPage(metaAt("/resources/tax-calculator", site), {
        ...page,
        title: "Tax Calculator",
        breadcrumbs: [{ label: "Tax Resources", href: "/resources/tax-prep-checklist" }],
      }),
    );
    expect((custom[0]!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Home",
      "Tax Resources",
      "Tax Calculator",
    ]);

    // Top-level pages have no breadcrumb data.
    expect(typesOf(metaForPage(metaAt("/industries", site), page))).not.toContain("BreadcrumbList");
  });

  it("completes a page's own breadcrumb list that stops at the parent", () => {
    const site = fakeSite("dresdentax");
    const tags = metaForPage(metaAt("/industries/retail", site), {
      ...page,
      title: "Retail",
      jsonLd: [
        breadcrumbJsonLd(site.siteUrl, [{ label: "Industries", href: "/industries" }]),
        faqJsonLd([{ question: "Q?", answer: "A." }]),
      ],
    });
    const lists = jsonLdOf(tags).filter((node) => node["@type"] === "BreadcrumbList");
    expect(lists).toHaveLength(1);
    expect((lists[0]!.itemListElement as { item: string }[]).map((item) => item.item)).toEqual([
      "https://dresdentax.com/",
      "https://dresdentax.com/industries",
      "https://dresdentax.com/industries/retail",
    ]);
    // A list that already ends with the page is left as it is.
    const full = breadcrumbJsonLd(site.siteUrl, [{ label: "Industries", href: "/industries" }], {
      label: "Retail",
      href: "/industries/retail",
    });
    const kept = jsonLdOf(metaForPage(metaAt("/industries/retail", site), { ...page, jsonLd: [full] })).find(
      (node) => node["@type"] === "BreadcrumbList",
    );
    expect(kept).toEqual(full);
    expect(typesOf(tags)).toContain("FAQPage");
  });

  it("emits only valid structured data for every brand on the firm's pages", () => {
    for (const brand of ALL_BRANDS) {
      const site = fakeSite(brand.id);
      for (const path of [
        "/",
        "/about-us",
        "/contact",
        "/services/payroll",
        "/industries/healthcare",
        "/resources/check-my-refund",
      ]) {
        for (const node of jsonLdOf(metaForPage(metaAt(path, site), page))) {
          expect(checkJsonLd(node, { siteUrl: site.siteUrl }), `${brand.id} ${path}`).toEqual([]);
        }
      }
    }
  });
});
