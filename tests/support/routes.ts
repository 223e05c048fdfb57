/**
 * The site's page routes and brand links, shared by the Chromium specs (tests/e2e), the Firefox and
 * WebKit main paths (tests/engines) and the HTML conformance check (tests/html). Plain data: no
 * test runner is imported here.
 */
import { longBlogSlug } from "../../app/blog/slug-recovery";
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
 * A page React runs, for the tests of what happens in-app: every route above runs without React
 * (decision record 010; its `handle` is WITHOUT_REACT). A 404 keeps React (the blog's address
 * recovery), and a news link too long to be a post's gets no countdown home, so it stays put while a
 * test works from it; its links are followed in-app.
 */
export const PAGE_REACT_RUNS = `/blog/${"a-news-link-run-together-with-other-text-".repeat(4)}end`;

/** A post's address (not a topic's or a draft preview's): a page without React when the post is there. */
export const POST_PATH = /^\/blog\/(?!tag\/|preview\/)[^/]+$/;

/** A topic's list of posts: a page without React, as the news list is, when the topic is there. */
export const TOPIC_PATH = /^\/blog\/tag\/[^/]+$/;

/**
 * Whether the page at `pathname` loads no framework script: one of the routes above, a post or a
 * topic (but not a news link too long to be a post's, which is a 404 with the address recovery).
 */
export function isPageWithoutReact(pathname: string): boolean {
  return (
    (POST_PATH.test(pathname) && longBlogSlug(pathname) === null) ||
    TOPIC_PATH.test(pathname) ||
    (STATIC_ROUTES as readonly string[]).includes(pathname)
  );
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
