import type { Route } from "./+types/api.blog.recover";
import { isPlausibleSlug } from "~/blog/slug-recovery";
import { LONG_SLUG_THRESHOLD } from "~/blog/types";
import { getSiteContext } from "~/request-context";

/** What the 404 page's 'Try Shorter URL' gets back. */
export type RecoverAnswer = { found: string | null } | { error: string };

/**
 * GET /api/blog/recover?slug=...: whether a post with exactly this (already shortened) slug exists,
 * for the 404 page's long-slug recovery (SPEC section 2). Answers `{ found: slug | null }`, 400 for
 * something that cannot be a shortened slug, and 503 when the blog source is failing, so the page can
 * tell 'not there' from 'could not look'.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get("slug") ?? "";
  if (!isPlausibleSlug(slug) || slug.length > LONG_SLUG_THRESHOLD) {
    return Response.json({ error: "Not a post address." } satisfies RecoverAnswer, {
      status: 400,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const { blog } = getSiteContext(context).services;
  const post = await blog.readPost(slug);
  if (!post && !blog.health().ok) {
    return Response.json({ error: "The news service is not answering." } satisfies RecoverAnswer, {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
  return Response.json({ found: post ? post.slug : null } satisfies RecoverAnswer, {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}

/**
 * In the browser (the 404 page's fetcher): a failed request (offline, server error) answers
 * `{ error }` for the page to report, instead of replacing the page with the error screen.
 */
export async function clientLoader({
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<RecoverAnswer> {
  try {
    return (await serverLoader()) as RecoverAnswer;
  } catch (error) {
    if (request.signal.aborted) throw error;
    if (error && typeof error === "object" && "data" in error && isRecoverAnswer(error.data))
      return error.data;
    return { error: error instanceof Error ? error.message : "The request failed." };
  }
}

function isRecoverAnswer(value: unknown): value is RecoverAnswer {
  if (typeof value === "string") {
    try {
      return isRecoverAnswer(JSON.parse(value));
    } catch {
      return false;
    }
  }
  return typeof value === "object" && value !== null && ("found" in value || "error" in value);
}
