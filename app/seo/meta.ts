import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import type { SiteData } from "~/site/use-site";

interface MetaArgsLike {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

const FALLBACK_BRAND_NAME = "Dresden Tax & Accounting";

/** The root route's data inside a `meta` function. */
export function siteFromMatches(matches: MetaArgsLike["matches"]): SiteData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as SiteData | undefined;
}

/** One path per page: no trailing slash except on the home page (the server answers both). */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The page's canonical URL on the brand's own domain (from configuration, never the request's host). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return new URL(canonicalPath(pathname), siteUrl).href;
}

/**
 * A route's `meta`: the metadata its loader worked out on the server (pageMeta in meta.server.ts).
 * Without loader data the page was not found; with data but no metadata (a blog list whose browser
 * load failed) the page keeps `fallbackTitle` and stays out of search results.
 */
export function routeMeta(
  args: MetaArgsLike & { loaderData?: unknown },
  fallbackTitle?: string,
): MetaDescriptor[] {
  const data = args.loaderData as { meta?: MetaDescriptor[] } | undefined;
  if (data?.meta) return data.meta;
  if (!data || !fallbackTitle) return notFoundMeta(args);
  const brandName = siteFromMatches(args.matches)?.brand.name ?? FALLBACK_BRAND_NAME;
  return [{ title: `${fallbackTitle} · ${brandName}` }, { name: "robots", content: "noindex" }];
}

/**
 * Metadata for a 'page not found' answer (an unknown path, or a route that threw a 404): a title and
 * description, no canonical URL, never indexed. routeMeta uses it when a route has no loader data.
 */
export function notFoundMeta(args: MetaArgsLike): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  const brandName = site?.brand.name ?? FALLBACK_BRAND_NAME;
  return [
    { title: `Page not found · ${brandName}` },
    {
      name: "description",
      content:
        "The page you were looking for is not here. Find our services, tax resources and contact details instead.",
    },
    { name: "robots", content: site && !site.allowIndexing ? "noindex, nofollow" : "noindex" },
  ];
}

/**
 * Metadata for the layout's error boundary. When a route's loader throws (an unknown service, post or
 * tag throws a 404), React Router uses the meta of the route whose boundary shows the error, not the
 * page's own, so the layout route exports `meta = (args) => errorPageMeta(args)`: nothing when there
 * is no error, the not-found metadata for a 404, and an untitled-page fallback for anything else.
 */
export function errorPageMeta(args: MetaArgsLike & { error?: unknown }): MetaDescriptor[] {
  if (!args.error) return [];
  if (isRouteErrorResponse(args.error) && args.error.status === 404) return notFoundMeta(args);
  const brandName = siteFromMatches(args.matches)?.brand.name ?? FALLBACK_BRAND_NAME;
  return [{ title: `Something went wrong · ${brandName}` }, { name: "robots", content: "noindex" }];
}
