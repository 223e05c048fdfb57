/**
 * What the root route's loader sends every page: the request's brand, navigation and public settings.
 * It lives here, not in root.tsx, so that the document (root.tsx, which loads it) and the hooks that
 * read it (use-site.ts) both depend on this module rather than on each other.
 */
import type { RouterContextProvider } from "react-router";
import { getBrand } from "~/brands";
import { getSiteContext } from "~/request-context";
import { INDUSTRIES } from "./industries";
import { locationLinks, TAX_RESOURCE_LINKS } from "./menu-links";
import { buildNavigation } from "./navigation";

export function loadSiteData(context: Readonly<RouterContextProvider>) {
  const site = getSiteContext(context);
  const brand = getBrand(site.brand.id);
  return {
    brand,
    brandFromQuery: site.brand.fromQuery,
    siteUrl: site.siteUrl,
    allowIndexing: site.allowIndexing,
    schedulerUrl: site.schedulerUrl,
    thirdParty: site.thirdParty,
    /** The deadline-reminder signup is offered (the blog is Ghost's, whose members it joins). */
    reminders: site.services.reminders !== null,
    navigation: buildNavigation(brand),
    // The footer's town and tax-resource links, as data: their lists stay out of the page's scripts.
    locationLinks: locationLinks(),
    taxResourceLinks: TAX_RESOURCE_LINKS,
    // Only names and ids: the industries' full text stays on the server.
    industries: INDUSTRIES.map(({ id, name }) => ({ id, name })),
    year: new Date().getFullYear(),
  };
}

/** The root route's data, as `useSite` returns it. */
export type SiteData = ReturnType<typeof loadSiteData>;
