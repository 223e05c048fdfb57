import { useEffect } from "react";
import { data } from "react-router";
import { NotFound } from "~/components/NotFound";
import type { Route } from "./+types/blog.tag.$slug";
import { loadPostListPage, parsePageParam } from "~/blog/card";
import { isPlausibleSlug } from "~/blog/slug-recovery";
import { tagPath } from "~/blog/types";
import { LOAD_ERROR_TOASTS, degradedToast } from "~/blog/toasts";
import { BlogUnavailable } from "~/components/blog/BlogUnavailable";
import { blogRouteMeta, loadInBrowser, POST_LIST_HANDLE } from "~/components/blog/client-load";
import { InfinitePostList } from "~/components/blog/InfinitePostList";
import { blogMeta } from "~/components/blog/meta.server";
import { TagChips } from "~/components/blog/TagChips";
import { PageHeader } from "~/components/page/PageHeader";
import { toast } from "~/shell/ui/toasts";
import { getSiteContext } from "~/request-context";

/**
 * /blog/tag/{slug}: one topic's posts. Same infinite list as /blog (nine at a time, `?page=N` for
 * crawlers and visitors without JavaScript), so moving between topics feels the same everywhere.
 * A tag that does not exist, or has no published posts, is a 404 (as Ghost answers).
 */
export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const page = parsePageParam(new URL(args.request.url).searchParams.get("page"));
  if (page === null || !isPlausibleSlug(params.slug)) return notFound();
  const { blog } = getSiteContext(args.context).services;
  const [tag, list, tags] = await Promise.all([
    blog.readTag(params.slug),
    loadPostListPage(blog, page, params.slug),
    blog.browseTags(),
  ]);
  if (!tag) {
    // No answer because the CMS is down is not the same as 'no such topic': say so, and keep the 404
    // for topics that really do not exist.
    if (!blog.health().ok)
      return data(
        {
          status: "unavailable" as const,
          slug: params.slug,
          meta: blogMeta(args, {
            title: "News",
            description: "Tax news and advice from our team in Dresden, Ohio.",
            noindex: true,
          }),
        },
        { headers: noStore },
      );
    return notFound();
  }
  if (!list) return notFound();
  const payload = {
    status: "ok" as const,
    tag: { slug: tag.slug, name: tag.name, description: tag.description ?? null, count: tag.count.posts },
    list,
    tags: tags.map((t) => ({ slug: t.slug, name: t.name, count: t.count.posts })),
    meta: blogMeta(args, {
      // "… articles" keeps a topic's title apart from a service page of the same name (e.g. Bookkeeping).
      title: list.page > 1 ? `${tag.name} articles, page ${list.page}` : `${tag.name} articles`,
      description:
        tag.description ??
        `Our articles about ${tag.name.toLowerCase()} for Ohio families and small businesses.`,
      page: list.page,
      breadcrumbs: [{ label: "News", href: "/blog" }],
      breadcrumbName: tag.name,
    }),
  };
  if (list.degraded === "unavailable") return data(payload, { headers: noStore });
  if (list.degraded === "stale") return data(payload, { headers: { "Cache-Control": "no-store" } });
  return payload;
}

const noStore = { "Cache-Control": "no-store", "Retry-After": "60" };

/**
 * A 404 answered as data (not thrown), so this route's meta still gives the page its title and the
 * page renders the site's 404 (with long-slug recovery where it applies).
 */
function notFound() {
  return data({ status: "not-found" as const }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export const handle = POST_LIST_HANDLE;

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadInBrowser("tag-posts", request, serverLoader);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => blogRouteMeta(args);

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const degraded = loaderData.status === "ok" ? loaderData.list.degraded : null;
  const unavailable = loaderData.status !== "ok";

  useEffect(() => {
    // A failed browser load already showed its toast (clientLoader); this covers the server's answer.
    if (loaderData.status === "unavailable") toast(LOAD_ERROR_TOASTS.tag);
    const message = degradedToast("tag-posts", degraded);
    if (message) toast(message);
  }, [loaderData.status, degraded]);

  if (loaderData.status === "not-found") return <NotFound />;
  if (unavailable) {
    return (
      <>
        <PageHeader title="News" breadcrumbs={[]} />
        <div className="container-site py-12 md:py-16">
          <BlogUnavailable what="this topic" />
        </div>
      </>
    );
  }

  const { tag, list, tags } = loaderData;
  return (
    <>
      <PageHeader
        title={tag.name}
        eyebrow="Topic"
        breadcrumbs={[{ label: "News", href: "/blog" }]}
        lede={tag.description ?? undefined}
      >
        <p className="mt-4 text-sm text-fg-muted">
          {tag.count} {tag.count === 1 ? "article" : "articles"}
        </p>
      </PageHeader>
      <div className="container-site py-12 md:py-16">
        <TagChips tags={tags} current={tag.slug} />
        <InfinitePostList
          key={`${tag.slug}:${list.page}`}
          initial={list}
          basePath={tagPath(tag.slug)}
          kind="tag-posts"
          label={`Articles about ${tag.name}`}
        />
      </div>
    </>
  );
}
