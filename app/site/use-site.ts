import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { withBrandParam } from "~/brands/links";
import type { loadSiteData, SiteData } from "./site-data";

export type { SiteData } from "./site-data";

/** The request's brand, navigation and public settings, loaded once by the root route. */
export function useSite(): SiteData {
  const data = useRouteLoaderData<typeof loadSiteData>("root");
  if (!data) throw new Error("useSite needs the root loader's data");
  return data;
}

/** Like useSite, but undefined where the root loader did not run (the startup failure page). */
export function useOptionalSite(): SiteData | undefined {
  return useRouteLoaderData<typeof loadSiteData>("root");
}

/** Maps an internal href so it keeps a `?domain=` brand choice; external hrefs pass through. */
export function useSiteHref(): (href: string) => string {
  const { brand, brandFromQuery } = useSite();
  return useCallback(
    (href: string) => (brandFromQuery ? withBrandParam(href, brand.id) : href),
    [brand.id, brandFromQuery],
  );
}
