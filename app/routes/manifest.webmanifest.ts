import type { Route } from "./+types/manifest.webmanifest";
import { getBrand } from "~/brands";
import { getSiteContext } from "~/request-context";
import { webManifest } from "~/seo/manifest";

/** /manifest.webmanifest for the request's brand (names, colours, icons). */
export function loader({ context }: Route.LoaderArgs) {
  const site = getSiteContext(context);
  const manifest = webManifest(getBrand(site.brand.id), { brandFromQuery: site.brand.fromQuery });
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
