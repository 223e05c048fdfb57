import { useEffect } from "react";
import { data } from "react-router";
import { NotFound } from "~/components/NotFound";
import type { Route } from "./+types/blog";
import { loadPostListPage, parsePageParam } from "~/blog/card";
import { degradedToast } from "~/blog/toasts";
import { blogRouteMeta, loadInBrowser, POST_LIST_HANDLE } from "~/components/blog/client-load";
import { InfinitePostList } from "~/components/blog/InfinitePostList";
import { ReminderSignup } from "~/components/reminders/ReminderSignup";
import { useSite } from "~/site/use-site";
import { blogMeta } from "~/components/blog/meta.server";
import { BlogUnavailable } from "~/components/blog/BlogUnavailable";
import { TagChips } from "~/components/blog/TagChips";
import { PageHeader } from "~/components/page/PageHeader";
import { SearchForm } from "~/components/search/SearchForm";
import { toast } from "~/shell/ui/toasts";
import { getSiteContext } from "~/request-context";

/**
 * /blog: the newest posts, nine at a time, as an infinite list (`?page=N` renders page N on the
 * server for crawlers and visitors without JavaScript, and is what the list fetches for more).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = parsePageParam(new URL(args.request.url).searchParams.get("page"));
  if (page === null) return notFound();
  const { blog } = getSiteContext(args.context).services;
  const [list, tags] = await Promise.all([loadPostListPage(blog, page), blog.browseTags()]);
  if (!list) return notFound();
  const payload = {
    status: "ok" as const,
    list,
    tags: tags.map((tag) => ({ slug: tag.slug, name: tag.name, count: tag.count.posts })),
    meta: blogMeta(args, {
      title: page > 1 ? `News, page ${page}` : "News",
      description:
        "Ohio and federal tax changes, deadlines, payroll and small-business advice from our team in Dresden, Ohio.",
      page,
    }),
  };
  // A list the CMS could not deliver answers with the empty state (never a 5xx page) that no cache keeps.
  if (list.degraded === "unavailable") return data(payload, { headers: { "Cache-Control": "no-store" } });
  if (list.degraded === "stale") return data(payload, { headers: { "Cache-Control": "no-store" } });
  return payload;
}

/**
 * A 404 answered as data (not thrown), so this route's meta still gives the page its title and the
 * page renders the site's 404 (with long-slug recovery where it applies).
 */
function notFound() {
  return data({ status: "not-found" as const }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export const handle = POST_LIST_HANDLE;

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadInBrowser("posts", request, serverLoader);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => blogRouteMeta(args);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { reminders } = useSite();
  const ok = loaderData.status === "ok";
  const degraded = ok ? loaderData.list.degraded : null;

  // The server could not reach the CMS and had nothing cached (SPEC section 8: the list is empty).
  useEffect(() => {
    const message = degradedToast("posts", degraded);
    if (message) toast(message);
  }, [degraded]);

  if (loaderData.status === "not-found") return <NotFound />;

  return (
    <>
      <PageHeader
        interactive
        title="News"
        eyebrow="From our desk in Dresden"
        lede="Tax changes, deadlines and practical advice for Ohio families and small businesses, in plain language."
      >
        <SearchForm
          variant="wide"
          label="Search the news and the rest of the site"
          className="mt-6 max-w-xl"
        />
      </PageHeader>
      <div className="container-site py-12 md:py-16">
        {ok ? (
          <>
            <TagChips tags={loaderData.tags} current={null} />
            <InfinitePostList
              key={loaderData.list.page}
              initial={loaderData.list}
              basePath="/blog"
              kind="posts"
              label="Latest news"
            />
            {reminders && (
              <div className="mt-12">
                <ReminderSignup id="reminders" variant="panel" />
              </div>
            )}
          </>
        ) : (
          <BlogUnavailable what="the news" />
        )}
      </div>
    </>
  );
}
