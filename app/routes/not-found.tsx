import { data, redirect } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/NotFound";
import { notFoundMeta } from "~/seo/meta";
import { pageUrl } from "~/site/page-url";
import { findRedirect } from "~/site/redirects";

/**
 * Every path no other route matches. Old paths reached by in-app navigation are sent on to their new
 * home: the redirect happens before the navigation commits, so the new path takes the old one's
 * history entry (direct requests were already redirected by the server).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const target = findRedirect(url.pathname);
  if (target) throw redirect(target + url.search, 301);
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default function NotFoundRoute() {
  return <NotFound />;
}
