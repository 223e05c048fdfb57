/** Fakes for the SEO unit tests: the root data (and the brand and settings page metadata needs), per brand. */
import { getBrand, type BrandId } from "~/brands";
import type { SiteData } from "~/site/use-site";
import { buildNavigation } from "~/site/navigation";
import { locationLinks, TAX_RESOURCE_LINKS } from "~/site/menu-links";

export const SITE_URLS: Record<BrandId, string> = {
  dresdentax: "https://dresdentax.com",
  brownco: "https://browncoconsulting.com",
  payroll: "https://dresdenpayroll.com",
};

export function fakeSite(brandId: BrandId, overrides: Partial<SiteData> = {}): SiteData {
  const brand = getBrand(brandId);
  return {
    brand,
    brandFromQuery: false,
    siteUrl: SITE_URLS[brandId],
    allowIndexing: true,
    schedulerUrl: null,
    thirdParty: { analyticsId: null, speedMeasurementId: null, tagManagerId: null, chatWidgetId: null },
    reminders: false,
    navigation: buildNavigation(brand),
    locationLinks: locationLinks(),
    taxResourceLinks: TAX_RESOURCE_LINKS,
    industries: [],
    year: 2026,
    ...overrides,
  };
}

/** The page and brand metaForPage works from. */
export function metaAt(pathname: string, site: SiteData) {
  return { pathname, site };
}

/** The arguments React Router passes to `meta`, with only what routeMeta and friends read. */
export function metaArgs(pathname: string, site: SiteData | undefined) {
  return { location: { pathname }, matches: site ? [{ id: "root", loaderData: site }] : [] };
}
