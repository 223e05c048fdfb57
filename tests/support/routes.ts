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

export function withBrand(path: string, brand: BrandId): string {
  return `${path}${path.includes("?") ? "&" : "?"}domain=${brand}`;
}
