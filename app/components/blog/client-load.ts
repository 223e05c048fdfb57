import { isRouteErrorResponse } from "react-router";
import { blogErrorToast, type BlogLoadKind } from "~/blog/toasts";
import { toast } from "~/shell/ui/toasts";
import { routeMeta } from "~/seo/meta";
import type { PageHandle } from "~/delivery/page-scripts";

/**
 * The `handle` of the news list and a topic's list: they run from the list's own script
 * (post-list-script.ts), without React in the browser (decision record 010), unless the page is a 404
 * (its address recovery) or the CMS failed (its toast).
 */
export const POST_LIST_HANDLE: PageHandle = {
  react: (data) => {
    const page = data as { status?: string; list?: { degraded?: string | null } } | undefined;
    return page?.status !== "ok" || page.list?.degraded === "unavailable";
  },
};

/** What a blog route's clientLoader answers when the browser could not get the page's data. */
export interface BrowserLoadFailure {
  status: "failed";
  /** The `?page=` that was asked for (lists compare it with what they requested). */
  page: number;
}

/**
 * A blog route's `meta`: its loader's metadata; "News", out of search results, after a failed
 * browser load (which has none); the not-found metadata otherwise.
 */
export function blogRouteMeta(args: Parameters<typeof routeMeta>[0]) {
  return routeMeta(
    args,
    (args.loaderData as { status?: string } | undefined)?.status === "failed" ? "News" : undefined,
  );
}

function requestedPage(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/**
 * Runs a blog route's server loader from the browser (client navigations and fetchers). A failed
 * request (offline, server error) shows the SPEC's toast and answers a failure the page can render,
 * instead of replacing the whole page with the error screen. Answers the server gave on purpose
 * (404, redirects) and aborted requests (the visitor moved on) pass through untouched, without a toast.
 */
export async function loadInBrowser<T>(
  kind: BlogLoadKind,
  request: Request,
  serverLoader: () => Promise<T>,
): Promise<T | BrowserLoadFailure> {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error) || request.signal.aborted) throw error;
    const message = blogErrorToast(kind, error, {
      online: navigator.onLine,
      aborted: request.signal.aborted,
    });
    if (!message) throw error;
    toast(message);
    return { status: "failed", page: requestedPage(request) };
  }
}
