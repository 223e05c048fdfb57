import type { MetaDescriptor } from "react-router";
import type { SiteData } from "~/site/use-site";
import type { JsonLd } from "./structured-data";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Structured data for the page (see structured-data.ts). */
  jsonLd?: readonly JsonLd[];
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/** The root route's data inside a `meta` function. */
export function siteFromMatches(matches: MetaArgsLike["matches"]): SiteData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as SiteData | undefined;
}

/**
 * Metadata for a page: 'Page · Brand name' title, description, canonical URL on the brand's own
 * domain (never the request's host), and share tags.
 */
export function pageMeta(args: MetaArgsLike, page: PageMetaInput): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  const brandName = site?.brand.name ?? "Dresden Tax & Accounting";
  const title = `${page.title} · ${brandName}`;
  const canonical = site ? new URL(args.location.pathname, site.siteUrl).href : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brandName },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
  }
  if (site && !site.allowIndexing) tags.push({ name: "robots", content: "noindex, nofollow" });
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
