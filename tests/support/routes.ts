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
