import type { BrandId } from "./types";

/**
 * The query parameter that picks a brand explicitly, e.g. `?domain=brownco`. Here, not beside brand
 * resolution, so links in the browser do not pull every brand's configuration into the page's scripts.
 */
export const BRAND_QUERY_PARAM = "domain";

/** True for paths of this site ("/x"), false for other sites, protocol-relative URLs, mailto: and tel:. */
export function isInternalPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * Carries `?domain=<brand>` onto an internal link so a brand chosen by query parameter stays in force
 * while the visitor navigates. External links and links already naming a brand are left alone.
 */
export function withBrandParam(href: string, brandId: BrandId): string {
  if (!isInternalPath(href)) return href;
  const hashIndex = href.indexOf("#");
  const hash = hashIndex === -1 ? "" : href.slice(hashIndex);
  const beforeHash = hashIndex === -1 ? href : href.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf("?");
  const path = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const params = new URLSearchParams(queryIndex === -1 ? "" : beforeHash.slice(queryIndex + 1));
  if (!params.has(BRAND_QUERY_PARAM)) params.set(BRAND_QUERY_PARAM, brandId);
  return `${path}?${params.toString()}${hash}`;
}
