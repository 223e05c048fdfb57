import type { Route } from "./+types/sitemap.xml";
import { getSiteContext } from "~/request-context";
import { collectSitemapEntries, sitemapXml } from "~/seo/sitemap";

/** /sitemap.xml for the request's brand: every page and post on the brand's own domain. */
export async function loader({ context }: Route.LoaderArgs) {
  const site = getSiteContext(context);
  const { entries, partial } = await collectSitemapEntries(site.services.blog);
  return new Response(sitemapXml(site.siteUrl, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // A list missing posts (the blog source failed) is only kept for a minute.
      "Cache-Control": partial ? "public, max-age=60" : "public, max-age=900",
    },
  });
}
