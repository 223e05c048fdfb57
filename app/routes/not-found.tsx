import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/NotFound";
import { notFoundMeta } from "~/seo/meta";

/** Every path no other route matches (old paths never get here: see redirectOldPaths in _site.tsx). */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default function NotFoundRoute() {
  return <NotFound />;
}
