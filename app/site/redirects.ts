import { redirect, type MiddlewareFunction } from "react-router";
import { pageUrl } from "./page-url";

/**
 * Old and alternative paths of the site and where they now live (SPEC section 2, Redirects).
 * Keys are written without a trailing slash; `findRedirect` accepts either form.
 */
const REDIRECTS: Readonly<Record<string, string>> = {
  "/calculator": "/resources/tax-calculator",
  "/check-my-refund": "/resources/check-my-refund",
  "/tax-payment-center": "/resources/tax-payment-center",
  "/tax-prep-checklist": "/resources/tax-prep-checklist",
  "/tags": "/blog",
  "/tag/news": "/blog",
  "/industries/all": "/industries",
  "/book-a-meeting": "/schedule",
  "/cometoyou": "/schedule",
  "/home": "/",
  "/coming-soon": "/",
  "/about": "/about-us",
  "/terms": "/terms-of-service",
  "/services/personal-tax-preparation": "/services/personal-tax",
};

/** The site path an old path moved to, or null. Only ever returns this site's own paths. */
export function findRedirect(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return REDIRECTS[trimmed.toLowerCase()] ?? null;
}

/** Every old path (for tests and the sitemap's exclusions). */
export const REDIRECT_SOURCES: readonly string[] = Object.keys(REDIRECTS);

/**
 * Sends an in-app navigation to an old path on to its new home, before any page's loader runs (the
 * server answers a direct request itself, server/site-routing.ts). Before the loaders, because a page
 * whose pattern the old path also fits (`/services/personal-tax-preparation` fits `services/:serviceId`)
 * would answer 404 first. The redirect comes before the navigation commits, so the new path takes the
 * old one's history entry.
 */
export const redirectOldPaths: MiddlewareFunction<Response> = ({ request }) => {
  const url = pageUrl(request);
  const target = findRedirect(url.pathname);
  if (target) throw redirect(target + url.search, 301);
};
