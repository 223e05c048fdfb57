import { data, redirect } from "react-router";
import type { Route } from "./+types/preview-entry";
import { isUuid } from "~/blog/preview.server";
import { log } from "~/log.server";
import { postPath } from "~/blog/types";
import { NotFound } from "~/components/NotFound";
import { getSiteContext } from "~/request-context";
import { withBrandParam } from "~/brands/links";
import { routeMeta } from "~/seo/meta";

const noStore = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * /p/{uuid}/: where Ghost's "Preview" button points once Ghost sends it to the site (README,
 * Operations). A draft or scheduled post goes on to its signed preview link; a published one to its
 * page. Without GHOST_ADMIN_API_KEY, and for anything Ghost does not know, this is the site's 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const site = getSiteContext(context);
  const previews = site.services.previews;
  if (!previews || !isUuid(params.uuid)) return notFound();
  const found = await previews.drafts.findByUuid(params.uuid).catch((error: unknown) => {
    log.warn(`[blog] preview lookup failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  if (!found) return notFound();
  const target = found.status === "published" ? postPath(found.post.slug) : previews.links.create(found.post.id);
  return redirect(site.brand.fromQuery ? withBrandParam(target, site.brand.id) : target, { status: 302, headers: noStore });
}

function notFound() {
  return data({ status: "not-found" as const }, { status: 404, headers: noStore });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function PreviewEntry() {
  return <NotFound />;
}
