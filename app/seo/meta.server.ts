import type { MetaDescriptor } from "react-router";
import { getBrand, type Brand } from "~/brands";
import { getSiteContext } from "~/request-context";
import { buildNavigation, type NavEntry } from "~/site/navigation";
import { pageUrl } from "~/site/page-url";
import { canonicalPath, canonicalUrl } from "./meta";
import {
  featureShareImage,
  shareImageType,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareCardText,
  shareImagePath,
  shareSectionForPath,
} from "./share-images";
import {
  breadcrumbJsonLd,
  jsonLdNodes,
  jsonLdTypes,
  organizationJsonLd,
  serviceJsonLd,
  websiteJsonLd,
  type Breadcrumb,
  type JsonLd,
} from "./structured-data";

/*
 * Page metadata is worked out on the server, by each route's loader, and handed to the route's
 * `meta` as data (routeMeta in ./meta.ts): the share-image, structured-data and brand helpers it needs
 * then never ship to the browser.
 */

export interface PageMetaInput {
  /** The page's own name; ' · Brand name' is appended. */
  title: string;
  /** Written for this page (about 70 to 160 characters). */
  description: string;
  /** Structured data for the page (see structured-data.ts). */
  jsonLd?: readonly JsonLd[];
  /**
   * The pages between home and this one, as PageHeader's `breadcrumbs` takes them. Turned into a
   * BreadcrumbList ending with this page, unless `jsonLd` already has one.
   */
  breadcrumbs?: readonly Breadcrumb[];
  /** This page's name at the end of the breadcrumb trail, when it is shorter than `title`. */
  breadcrumbName?: string;
  /**
   * Share image: a path on this site or an allowed https image (a blog post's feature image). Local
   * blog SVG artwork is swapped for its JPEG rendition; anything a share preview cannot show falls
   * back to the brand's card for the page's section.
   */
  image?: string | null;
  /** Alt text of `image` (the section card has its own). */
  imageAlt?: string;
  /** 'article' for blog posts; 'website' otherwise. */
  type?: "website" | "article";
  /** Open Graph article details (blog posts). */
  article?: {
    publishedTime?: string | null;
    modifiedTime?: string | null;
    author?: string | null;
    section?: string | null;
    tags?: readonly string[];
  };
  /** Keep this page out of search results even when indexing is allowed (e.g. the 404 page). */
  noindex?: boolean;
  /**
   * What a blog post's writer set for its Facebook (og) and X (twitter) cards. Each value is used as
   * written (og:site_name names the brand); an empty one falls back to the page's own.
   */
  social?: { og?: SocialCard; twitter?: SocialCard };
  /** The canonical URL when the writer gave one (a post first published elsewhere); else this page's. */
  canonicalUrl?: string | null;
}

/** One share card's own title, description and image (with its alt text); null or absent: the page's. */
export interface SocialCard {
  title?: string | null;
  description?: string | null;
  image?: string | null;
  imageAlt?: string | null;
}

/** The brand and settings a page's metadata depends on. */
export interface MetaSite {
  brand: Brand;
  siteUrl: string;
  allowIndexing: boolean;
  navigation: readonly NavEntry[];
}

/** Which page, on which brand's site. */
export interface MetaRequest {
  pathname: string;
  site: MetaSite;
}

/** The page and brand of a loader's request. */
export function metaRequest(args: LoaderArgsLike): MetaRequest {
  const context = getSiteContext(args.context);
  const brand = getBrand(context.brand.id);
  return {
    pathname: pageUrl(args.request).pathname,
    site: {
      brand,
      siteUrl: context.siteUrl,
      allowIndexing: context.allowIndexing,
      navigation: buildNavigation(brand),
    },
  };
}

interface LoaderArgsLike {
  context: Parameters<typeof getSiteContext>[0];
  request: Request;
}

/**
 * Metadata for a loader's page (see metaForPage); `page` may be worked out from the brand and site
 * URL. Loaders return it as `meta`, and the route exports `meta = routeMeta` (./meta.ts).
 */
export function pageMeta(
  args: LoaderArgsLike,
  page: PageMetaInput | ((site: MetaSite) => PageMetaInput),
): MetaDescriptor[] {
  const at = metaRequest(args);
  return metaForPage(at, typeof page === "function" ? page(at.site) : page);
}

/** Paths whose pages present the firm itself: they carry the organization's structured data. */
const ORGANIZATION_PATHS = new Set(["/", "/about-us", "/contact"]);

/** Pages with a parent page get breadcrumbs; a path segment without its own page is skipped. */
const SECTION_LABELS: Readonly<Record<string, string>> = {
  "/services": "Services",
  "/industries": "Industries",
  "/blog": "News",
};

function hasType(nodes: readonly JsonLd[], type: string): boolean {
  return nodes.some((node) => jsonLdNodes(node).some((inner) => jsonLdTypes(inner).includes(type)));
}

/** The pages above `path` that exist, with their labels (service names from the root navigation). */
function parentCrumbs(path: string, site: MetaSite): Breadcrumb[] {
  const segments = path.split("/").filter(Boolean);
  const crumbs: Breadcrumb[] = [];
  for (let depth = 1; depth < segments.length; depth += 1) {
    const href = `/${segments.slice(0, depth).join("/")}`;
    const label = SECTION_LABELS[href] ?? navigationLabel(site, href);
    if (label) crumbs.push({ label, href });
  }
  return crumbs;
}

function navigationLabel(site: MetaSite, href: string): string | undefined {
  for (const entry of site.navigation) {
    if (entry.kind === "link" && entry.href === href) return entry.label;
    if (entry.kind !== "menu") continue;
    for (const item of entry.entries) {
      if (item.kind === "link" && item.href === href) return item.label;
    }
  }
  return undefined;
}

/** Ends a BreadcrumbList with the current page when the page gave only its parents. */
function completeBreadcrumbs(node: JsonLd, current: { name: string; url: string }): JsonLd {
  const items = Array.isArray(node.itemListElement)
    ? (node.itemListElement as Record<string, unknown>[])
    : [];
  const last = items.at(-1);
  if (!last || last.item === current.url) return node;
  return {
    ...node,
    itemListElement: [
      ...items,
      { "@type": "ListItem", position: items.length + 1, name: current.name, item: current.url },
    ],
  };
}

/**
 * Structured data for the page: what the page gave, plus what its URL implies and the page left
 * out: the organization (and the web site on '/') on the pages about the firm, a Service on service
 * pages, and breadcrumbs on nested pages. Breadcrumb lists are completed with the page itself.
 */
function structuredData(page: PageMetaInput, site: MetaSite, path: string, canonical: string): JsonLd[] {
  const nodes = [...(page.jsonLd ?? [])];
  const { brand, siteUrl } = site;
  if (ORGANIZATION_PATHS.has(path) && !hasType(nodes, "AccountingService"))
    nodes.push(organizationJsonLd(brand, siteUrl));
  if (path === "/" && !hasType(nodes, "WebSite")) nodes.push(websiteJsonLd(brand, siteUrl));
  if (/^\/services\/[^/]+$/.test(path) && !hasType(nodes, "Service")) {
    nodes.push(
      serviceJsonLd({ title: page.title, description: page.description, link: path }, siteUrl, brand),
    );
  }
  const nested = path.split("/").filter(Boolean).length > 1;
  if (nested && !hasType(nodes, "BreadcrumbList")) {
    nodes.push(
      breadcrumbJsonLd(siteUrl, page.breadcrumbs ?? parentCrumbs(path, site), {
        label: page.breadcrumbName ?? page.title,
        href: path,
      }),
    );
  }
  return nodes.map((node) =>
    jsonLdTypes(node).includes("BreadcrumbList")
      ? completeBreadcrumbs(node, { name: page.breadcrumbName ?? page.title, url: canonical })
      : node,
  );
}

/**
 * Metadata for a page from one place: 'Page · Brand name' title, the page's description, canonical
 * URL on the brand's own domain, Open Graph and Twitter card tags with an absolute share image on
 * that domain, robots noindex when indexing is off (or the page asks for it), and structured data.
 */
export function metaForPage({ pathname, site }: MetaRequest, page: PageMetaInput): MetaDescriptor[] {
  const brandName = site.brand.name;
  const title = `${page.title} · ${brandName}`;
  const { og = {}, twitter = {} } = page.social ?? {};
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: og.title ?? title },
    { property: "og:description", content: og.description ?? page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: brandName },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: twitter.title ?? title },
    { name: "twitter:description", content: twitter.description ?? page.description },
  ];
  const path = canonicalPath(pathname);
  const canonical = page.canonicalUrl ?? canonicalUrl(site.siteUrl, path);
  tags.push(
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:url", content: canonical },
  );

  // A page's own image (a post's feature image) when a share preview can show it, else the brand's
  // card for the page's section. Our own cards and renditions are always this size; others' are unknown.
  const ownImage = (image: string | null | undefined, alt: string | null | undefined) => {
    const shown = featureShareImage(image);
    return shown
      ? { url: new URL(shown, site.siteUrl).href, alt: alt ?? page.title, sized: shown.startsWith("/og/") }
      : null;
  };
  const section = shareSectionForPath(path);
  const pageImage = ownImage(page.image, page.imageAlt) ?? {
    url: new URL(shareImagePath(site.brand.id, section), site.siteUrl).href,
    alt: shareCardText(site.brand, section).alt,
    sized: true,
  };
  const ogImage = ownImage(og.image, og.imageAlt) ?? pageImage;
  const twitterImage = ownImage(twitter.image, twitter.imageAlt) ?? pageImage;
  tags.push({ property: "og:image", content: ogImage.url });
  if (ogImage.sized) {
    tags.push(
      { property: "og:image:type", content: shareImageType(ogImage.url) },
      { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
      { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
    );
  }
  tags.push(
    { property: "og:image:alt", content: ogImage.alt },
    { name: "twitter:image", content: twitterImage.url },
    { name: "twitter:image:alt", content: twitterImage.alt },
  );

  if (page.type === "article" && page.article) {
    const {
      publishedTime,
      modifiedTime,
      author,
      section: articleSection,
      tags: articleTags = [],
    } = page.article;
    if (publishedTime) tags.push({ property: "article:published_time", content: publishedTime });
    if (modifiedTime) tags.push({ property: "article:modified_time", content: modifiedTime });
    if (author) tags.push({ property: "article:author", content: author });
    if (articleSection) tags.push({ property: "article:section", content: articleSection });
    for (const tag of articleTags) tags.push({ property: "article:tag", content: tag });
  }

  if (!site.allowIndexing) tags.push({ name: "robots", content: "noindex, nofollow" });
  else if (page.noindex) tags.push({ name: "robots", content: "noindex" });

  for (const data of structuredData(page, site, path, canonical)) tags.push({ "script:ld+json": data });
  return tags;
}
