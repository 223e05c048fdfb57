import { data, redirect } from "react-router";
import type { Route } from "./+types/blog.preview.$id";
import { PREVIEW_LINK_LIFETIME_MS } from "~/blog/preview.server";
import { log } from "~/log.server";
import { postPath } from "~/blog/types";
import { PostArticle, postStylesheetLinks } from "~/components/blog/PostArticle";
import { postPageData } from "~/components/blog/post-page.server";
import { NotFound } from "~/components/NotFound";
import { PageHeader } from "~/components/page/PageHeader";
import { getSiteContext } from "~/request-context";
import { metaForPage, metaRequest } from "~/seo/meta.server";
import { routeMeta } from "~/seo/meta";

/** Never kept by any cache, never indexed: a draft is for the writer and whoever they send it to. */
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
/** How long a link works, in the words the page shows. */
const LIFETIME_HOURS = PREVIEW_LINK_LIFETIME_MS / 3_600_000;

export const links: Route.LinksFunction = postStylesheetLinks;

/**
 * /blog/preview/{id}?expires=…&signature=…: a draft from Ghost as its page will look once published
 * (the post page's own data and rendering), for whoever has a link the site signed (see
 * app/blog/preview.server.ts). Exists only with GHOST_ADMIN_API_KEY set; otherwise the site's 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const site = getSiteContext(args.context);
  const previews = site.services.previews;
  if (!previews) return data({ status: "not-found" as const }, { status: 404, headers: PRIVATE });
  const search = new URL(args.request.url).searchParams;
  if (!previews.links.verify(args.params.id, search.get("expires"), search.get("signature"))) {
    return data(
      {
        status: "expired" as const,
        hours: LIFETIME_HOURS,
        meta: metaForPage(metaRequest(args), {
          title: "Preview link expired",
          description: "This preview link has expired or is not valid.",
          noindex: true,
        }),
      },
      { status: 403, headers: PRIVATE },
    );
  }
  const found = await previews.drafts.read(args.params.id).catch((error: unknown) => {
    log.warn(`[blog] preview read failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  if (!found) return data({ status: "not-found" as const }, { status: 404, headers: PRIVATE });
  // Published since the link was made: the real page is the preview now.
  if (found.status === "published") throw redirect(postPath(found.post.slug), { status: 302, headers: PRIVATE });
  const page = await postPageData(args, site.services.blog, found.post, { noindex: true });
  return data({ status: "ok" as const, hours: LIFETIME_HOURS, ...page }, { headers: PRIVATE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === "not-found") return <NotFound />;
  if (loaderData.status === "expired") {
    return (
      <PageHeader
        title="Preview link expired"
        lede={`Preview links work for ${loaderData.hours} hours. Open the preview again from the post in Ghost, or ask whoever sent you this link for a new one.`}
      />
    );
  }
  return (
    <>
      <p role="note" className="bg-secondary px-4 py-2 text-center text-sm font-semibold text-on-secondary" data-testid="preview-note">
        Preview of a draft: readers cannot see it until it is published. This link works for {loaderData.hours} hours.
      </p>
      <PostArticle post={loaderData.post} related={loaderData.related} />
    </>
  );
}
