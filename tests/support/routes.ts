/**
 * The site's page routes and brand links, shared by the Chromium specs (tests/e2e), the Firefox and
 * WebKit main paths (tests/engines) and the HTML conformance check (tests/html). Plain data: no
 * test runner is imported here.
 */
import type { BrandId } from "../../app/brands";

/** Every page route of SPEC section 2 (blog post and tag paths are covered by the blog specs). */
export const STATIC_ROUTES = [
  "/",
  "/services",
  "/services/personal-tax",
  "/services/personal-tax/pricing",
  "/services/business-tax",
  "/services/bookkeeping",
  "/services/payroll",
  "/services/fractional-cfo",
  "/services/hr-consulting",
  "/services/marketing",
  "/services/business-formation",
  "/about-us",
  "/contact",
  "/schedule",
  "/privacy-policy",
  "/terms-of-service",
  "/accessibility",
  "/cookies",
  "/resources/ohio-business-taxes",
  "/resources/tax-calculator",
  "/resources/check-my-refund",
  "/resources/tax-payment-center",
  "/resources/tax-prep-checklist",
  "/resources/tax-calendar",
  "/industries",
  "/industries/construction",
  "/industries/retail",
  "/industries/professional-services",
  "/industries/oil-and-gas",
  "/industries/private-equity",
  "/industries/manufacturing",
  "/industries/healthcare",
  "/blog",
] as const;

/**
 * The routes above with a control that needs React, and why; every other one's controls all work
 * without it (its route's `handle` is WITHOUT_REACT), so it loads no script file (decision record 010).
 * A page moves here only with such a control.
 */
export const PAGES_WITH_REACT: readonly string[] = [
  "/resources/tax-calculator", // the calculator's live estimate
];

/** A post's address (not a topic's or a draft preview's): a page without React when the post is there. */
export const POST_PATH = /^\/blog\/(?!tag\/|preview\/)[^/]+$/;

/** A topic's list of posts: a page without React, as the news list is, when the topic is there. */
export const TOPIC_PATH = /^\/blog\/tag\/[^/]+$/;

/**
 * Whether the page at `pathname` loads no framework script: one of the routes above and not one of
 * those, a post or a topic.
 */
export function isPageWithoutReact(pathname: string): boolean {
  if (POST_PATH.test(pathname) || TOPIC_PATH.test(pathname)) return true;
  return (STATIC_ROUTES as readonly string[]).includes(pathname) && !PAGES_WITH_REACT.includes(pathname);
}

/**
 * Every redirect of SPEC section 2, each old path as the spec writes it (with and without a trailing
 * slash where it says so), and where it must land.
 */
export const SPEC_REDIRECTS: readonly (readonly [from: string, to: string])[] = [
  ["/calculator", "/resources/tax-calculator"],
  ["/check-my-refund", "/resources/check-my-refund"],
  ["/tax-payment-center", "/resources/tax-payment-center"],
  ["/tax-prep-checklist", "/resources/tax-prep-checklist"],
  ["/tags", "/blog"],
  ["/tags/", "/blog"],
  ["/tag/news", "/blog"],
  ["/tag/news/", "/blog"],
  ["/industries/all", "/industries"],
  ["/book-a-meeting", "/schedule"],
  ["/book-a-meeting/", "/schedule"],
  ["/cometoyou", "/schedule"],
  ["/cometoyou/", "/schedule"],
  ["/home", "/"],
  ["/coming-soon", "/"],
  ["/about", "/about-us"],
  ["/terms", "/terms-of-service"],
  ["/services/personal-tax-preparation", "/services/personal-tax"],
];

export function withBrand(path: string, brand: BrandId): string {
  return `${path}${path.includes("?") ? "&" : "?"}domain=${brand}`;
}
