import type { Brand } from "~/brands";
import { withBrandParam } from "~/brands/links";
import { brandIconPath, brandMaskableIconPath } from "./share-images";

/** The web app manifest (W3C Web Application Manifest) fields this site fills in. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: "ltr";
  start_url: string;
  scope: string;
  display: "standalone" | "minimal-ui" | "browser";
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: string; purpose?: "any" | "maskable" }[];
}

/**
 * A brand's web app manifest: its names, colours and icons. The theme colour is the brand's deep
 * colour (the footer band), the background white like the page. When the brand was chosen with
 * `?domain=` (not by host), the start URL keeps that choice so an installed app opens as the same brand.
 */
export function webManifest(brand: Brand, { brandFromQuery }: { brandFromQuery: boolean }): WebManifest {
  const start = brandFromQuery ? withBrandParam("/", brand.id) : "/";
  return {
    id: start,
    name: brand.name,
    short_name: brand.shortName,
    description: brand.description,
    lang: "en-US",
    dir: "ltr",
    start_url: start,
    scope: "/",
    display: "minimal-ui",
    theme_color: brand.colors.light.secondary,
    background_color: "#ffffff",
    categories: ["business", "finance"],
    icons: [
      { src: `/brands/${brand.id}/favicon.svg`, sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: brandIconPath(brand.id, 192), sizes: "192x192", type: "image/png", purpose: "any" },
      { src: brandIconPath(brand.id, 512), sizes: "512x512", type: "image/png", purpose: "any" },
      { src: brandMaskableIconPath(brand.id), sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
