import type { Route } from "./+types/rss[.]xml";
import { getBrand } from "~/brands";
import { RSS_CACHE_CONTROL, RSS_CONTENT_TYPE, RSS_ITEM_LIMIT, buildRssFeed } from "~/blog/rss";
import type { BlogPost } from "~/blog/types";
import { getSiteContext } from "~/request-context";

/**
 * /rss.xml: the newest posts as RSS 2.0 for the request's brand, links on the brand's own origin.
 * Feed readers asking for / or /blog are redirected here by the server (server/site-routing.ts).
 * When the blog source fails the feed still answers (possibly empty) but is cached only briefly.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = getSiteContext(context);
  const brand = getBrand(site.brand.id);
  const { blog } = site.services;

  const list = await blog.browsePosts({ limit: RSS_ITEM_LIMIT, page: 1 });
  // Lists carry no bodies; the full text comes from each post (cached by the blog source).
  const posts = await Promise.all(
    list.posts.map(async (summary): Promise<BlogPost> => (await blog.readPost(summary.slug)) ?? summary),
  );
  const complete = !list.degraded && posts.every((post) => post.html !== null);

  const xml = buildRssFeed(
    {
      siteUrl: site.siteUrl,
      title: `${brand.name} News`,
      description: `Tax changes, deadlines and practical advice for Ohio families and small businesses from ${brand.name}.`,
    },
    posts,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": RSS_CONTENT_TYPE,
      "Cache-Control": complete ? RSS_CACHE_CONTROL : "public, max-age=60",
    },
  });
}
