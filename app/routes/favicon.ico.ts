import type { Route } from "./+types/favicon.ico";
import { getSiteContext } from "~/request-context";
import { brandFaviconIcoPath } from "~/seo/share-images";

/**
 * /favicon.ico, which browsers and feed readers ask for on their own: the request's brand's icon.
 * The pages name their icons in <head>; this only answers the conventional path.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { brand } = getSiteContext(context);
  return new Response(null, {
    status: 302,
    headers: { Location: brandFaviconIcoPath(brand.id), "Cache-Control": "public, max-age=86400" },
  });
}
