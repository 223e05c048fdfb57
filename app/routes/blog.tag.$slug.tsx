import { data } from "react-router";
import type { Route } from "./+types/blog.tag.$slug";

export function loader(_args: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export default function BlogTag() {
  return null;
}
