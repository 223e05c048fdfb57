import { ArrowDown, Newspaper } from "~/shell/ui/icons";
import { useNavigation } from "react-router";
import type { PostListPage } from "~/blog/card";
import type { BlogLoadKind } from "~/blog/toasts";
import { PAGE_SIZE_INFINITE } from "~/blog/types";
import type { BrowserLoadFailure } from "./client-load";
import { pageHref, pageItems } from "./pagination";
import { PostCard } from "./PostCard";
import { PostCardSkeletons } from "./PostCardSkeleton";
import { postListScript, startPostLists } from "./post-list-script";
import { BlockScript } from "~/delivery/BlockScript";
import { ServerHtml } from "~/delivery/ServerHtml";
import { SiteLink } from "~/shell/ui/SiteLink";
import { useSite } from "~/site/use-site";

/** What the list's route loader answers (server data, or the browser's failure answer). */
export type PostListLoaderData =
  { status: "ok"; list: PostListPage } | BrowserLoadFailure | { status: "not-found" | "unavailable" };

export const EMPTY_LIST_TEXT = "No posts available at the moment.";
/** Skeleton cards shown while a page loads: one row on wide screens. */
const LOADING_SKELETONS = 3;

/** True while the app navigates to another post list (a topic chip, a page link). */
function useListNavigation(currentPath: string): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || !navigation.location) return false;
  const target = navigation.location.pathname;
  const isList = target === "/blog" || target.startsWith("/blog/tag/");
  return isList && `${target}${navigation.location.search}` !== currentPath;
}

/**
 * The news list: the server renders one page (with real page links for crawlers and visitors
 * without JavaScript); in the browser further pages are appended as the visitor nears the end of
 * the list, or when they press 'Load more' (runPostLists, without React: decision record 010).
 */
export function InfinitePostList({
  initial,
  basePath,
  kind,
  label,
}: {
  initial: PostListPage;
  /** The list's own address: '/blog' or '/blog/tag/{slug}'. */
  basePath: string;
  kind: Extract<BlogLoadKind, "posts" | "tag-posts">;
  /** Accessible name of the list, e.g. 'Latest news'. */
  label: string;
}) {
  const phone = useSite().brand.contact.phone;
  const switching = useListNavigation(pageHref(basePath, initial.page));
  const { cards } = initial;

  if (switching) {
    return (
      <div role="status" aria-label="Loading posts">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <PostCardSkeletons count={PAGE_SIZE_INFINITE} />
        </ul>
      </div>
    );
  }

  if (cards.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-border bg-surface px-6 py-16 text-center">
        <Newspaper aria-hidden="true" className="size-10 text-fg-muted" />
        <p className="mt-4 text-lg font-semibold" data-testid="blog-empty">
          {EMPTY_LIST_TEXT}
        </p>
        <p className="mt-2 max-w-md text-fg-muted">
          Please check back soon, or call us at{" "}
          <a href={`tel:${phone.tel}`} className="font-semibold text-primary-ink underline">
            {phone.display}
          </a>{" "}
          with your question in the meantime.
        </p>
      </div>
    );
  }

  const items = pageItems(initial.page, initial.pages);
  return (
    <ServerHtml data-post-list="" data-kind={kind} data-next-page={initial.next ?? ""}>
      <ul aria-label={label} aria-busy="false" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => (
          <li key={card.slug} className="list-none">
            <PostCard post={card} priorityImage={index === 0} />
          </li>
        ))}
      </ul>
      <div data-post-list-end="" aria-hidden="true" />
      <p role="status" className="sr-only" data-post-list-status="">
        {`${cards.length} ${cards.length === 1 ? "post" : "posts"} shown.`}
      </p>
      <template data-post-list-skeletons="">
        <PostCardSkeletons count={LOADING_SKELETONS} />
      </template>
      {/* It needs JavaScript, so the script puts it in the page (the page links below serve everyone). */}
      {initial.next !== null && (
        <template data-post-list-more="">
          <div className="mt-10 flex justify-center">
            <button
              type="button"
              className="btn btn-outline"
              data-testid="load-more"
              data-busy-text="Loading…"
            >
              <ArrowDown aria-hidden="true" className="size-4" />
              <span data-post-list-more-label="">Load more</span>
            </button>
          </div>
        </template>
      )}

      {items.length > 1 && (
        <nav aria-label="Pages" className="mt-10 border-t border-border pt-6" data-testid="pagination">
          <ol className="flex flex-wrap items-center justify-center gap-2 text-sm">
            {initial.prev !== null && (
              <li>
                <SiteLink
                  to={pageHref(basePath, initial.prev)}
                  rel="prev"
                  className="btn btn-outline min-h-10 px-3"
                >
                  Newer posts
                </SiteLink>
              </li>
            )}
            {items.map((item, index) =>
              item === "gap" ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-fg-muted">
                  …
                </li>
              ) : (
                <li key={item}>
                  <SiteLink
                    to={pageHref(basePath, item)}
                    aria-current={item === initial.page ? "page" : undefined}
                    aria-label={`Page ${item}`}
                    className={`inline-flex size-10 items-center justify-center rounded-lg border font-semibold ${
                      item === initial.page
                        ? "border-transparent bg-primary text-on-primary"
                        : "border-border bg-surface text-fg hover:bg-muted"
                    }`}
                  >
                    {item}
                  </SiteLink>
                </li>
              ),
            )}
            {initial.next !== null && (
              <li>
                <SiteLink
                  to={pageHref(basePath, initial.next)}
                  rel="next"
                  className="btn btn-outline min-h-10 px-3"
                >
                  Older posts
                </SiteLink>
              </li>
            )}
          </ol>
        </nav>
      )}
      <BlockScript script={postListScript} start={startPostLists} />
    </ServerHtml>
  );
}
