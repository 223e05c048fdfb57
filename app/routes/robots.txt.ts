import type { Route } from "./+types/robots.txt";
import { getSiteContext } from "~/request-context";
import { robotsTxt } from "~/seo/robots";

/** /robots.txt for the request's brand: points at its sitemap, or disallows all when indexing is off. */
export function loader({ context }: Route.LoaderArgs) {
  const site = getSiteContext(context);
  return new Response(robotsTxt({ siteUrl: site.siteUrl, allowIndexing: site.allowIndexing }), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
