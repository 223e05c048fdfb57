import { useEffect } from "react";
import { data, replace } from "react-router";
import { NotFound } from "~/components/NotFound";
import type { Route } from "./+types/blog.$slug";
import {
  isLongSlug,
  isPlausibleSlug,
  nextRetryLength,
  recoveryAttempt,
  truncateSlug,
  withoutMailClientTrail,
  withoutRetry,
} from "~/blog/slug-recovery";
import { LOAD_ERROR_TOASTS } from "~/blog/toasts";
import { postPath } from "~/blog/types";
import { BlogUnavailable } from "~/components/blog/BlogUnavailable";
import { blogRouteMeta, loadInBrowser } from "~/components/blog/client-load";
import { blogMeta } from "~/components/blog/meta.server";
import { PostArticle, postStylesheetLinks } from "~/components/blog/PostArticle";
import { postPageData } from "~/components/blog/post-page.server";
import { PageHeader } from "~/components/page/PageHeader";
import { toast } from "~/shell/ui/toasts";
import { getSiteContext } from "~/request-context";
import { pageUrl } from "~/site/page-url";
import type { PageHandle } from "~/delivery/page-scripts";

export const links: Route.LinksFunction = postStylesheetLinks;

/**
 * /blog/{slug}: one post. What a mail client added to the end of the link ("." or ")", say) is dropped
 * first, and a post found that way answers a redirect to its own address. A slug longer than
 * LONG_SLUG_THRESHOLD that matches no post is tried once more cut to 120 characters (SPEC section 2,
 * 404 page), or, for a manual retry (`?retry=1` or `2`, the 404 page's 'Try Shorter URL' link), cut to
 * 80 or 50; a post found that way answers a redirect to its own address. Otherwise a missing post is a
 * 404, whose page offers the retries still left.
 */
export async function loader(args: Route.LoaderArgs) {
  const slug = withoutMailClientTrail(args.params.slug);
  if (!isPlausibleSlug(slug)) return notFound();
  const { blog } = getSiteContext(args.context).services;
  const search = pageUrl(args.request).searchParams;

  const post = await blog.readPost(slug);
  // No slug ends in what was dropped, so the post's own address is for good.
  if (post && slug !== args.params.slug) throw replace(postPath(post.slug) + withoutRetry(search), 301);
  if (!post) {
    // A long news link: try it cut to 120 characters, or to the length of the manual retry it asks for.
    const attempt = isLongSlug(slug) ? recoveryAttempt(search) : 0;
    if (isLongSlug(slug)) {
      const shorter = truncateSlug(slug, nextRetryLength(attempt)!);
      const found = shorter ? await blog.readPost(shorter) : null;
      // Temporary: the broken link is a guess's input, and a post may one day take its exact slug.
      if (found) throw replace(postPath(found.slug) + withoutRetry(search), 302);
    }
    // Nothing because the CMS is down is not 'no such post': say so (a page, never a 5xx, kept by no
    // cache) and keep 404 for real misses.
    if (!blog.health().ok)
      return data(
        {
          status: "unavailable" as const,
          meta: blogMeta(args, {
            title: "News",
            description: "Tax news and advice from our team in Dresden, Ohio.",
            noindex: true,
          }),
        },
        { headers: { "Cache-Control": "no-store" } },
      );
    return notFound(attempt);
  }

  return { status: "ok" as const, ...(await postPageData(args, blog, post)) };
}

/**
 * A 404 answered as data (not thrown), so this route's meta still gives the page its title and the
 * page renders the site's 404 (with long-slug recovery where it applies, after `recoveryFailures`
 * failed manual retries).
 */
function notFound(recoveryFailures = 0) {
  return data(
    { status: "not-found" as const, recoveryFailures },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * A post is text, pictures, links and the reminder signup: no React in the browser (decision record 010).
 * The news that could not be read (the blog's outage toast) and a missing post (its recovery) need it.
 */
export const handle: PageHandle = { react: (data) => (data as { status: string } | undefined)?.status !== "ok" };

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadInBrowser("post", request, serverLoader);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => blogRouteMeta(args);

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const unavailableOnServer = loaderData.status === "unavailable";
  useEffect(() => {
    // A failed browser load already showed its toast (clientLoader); this covers the server's answer.
    if (unavailableOnServer) toast(LOAD_ERROR_TOASTS.post);
  }, [unavailableOnServer]);

  if (loaderData.status === "not-found") return <NotFound recoveryFailures={loaderData.recoveryFailures} />;
  if (loaderData.status !== "ok") {
    return (
      <>
        <PageHeader title="News" />
        <div className="container-site py-12 md:py-16">
          <BlogUnavailable what="this article" />
        </div>
      </>
    );
  }

  return <PostArticle post={loaderData.post} related={loaderData.related} />;
}
