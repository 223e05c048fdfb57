import { ArrowDown, Newspaper } from "~/shell/ui/icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import { mergeCards, type PostListPage } from "~/blog/card";
import { degradedToast, type BlogLoadKind } from "~/blog/toasts";
import { PAGE_SIZE_INFINITE } from "~/blog/types";
import { toast } from "~/shell/ui/toasts";
import type { BrowserLoadFailure } from "./client-load";
import { pageHref, pageItems } from "./pagination";
import { PostCard } from "./PostCard";
import { PostCardSkeletons } from "./PostCardSkeleton";
import { ServerHtml } from "~/delivery/ServerHtml";
import { SiteLink } from "~/shell/ui/SiteLink";
import { useSite } from "~/site/use-site";
import { useHydrated } from "~/shell/ui/use-hydrated";

/** What the list's route loader answers (server data, or the browser's failure answer). */
export type PostListLoaderData =
  { status: "ok"; list: PostListPage } | BrowserLoadFailure | { status: "not-found" | "unavailable" };

export const EMPTY_LIST_TEXT = "No posts available at the moment.";
/** Start loading the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = "0px 0px 600px 0px";
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
 * the list, or when they press 'Load more'. A failed load shows a toast and stops the automatic
 * loading until the visitor asks again, so a dead connection is not hammered.
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
  const fetcher = useFetcher<PostListLoaderData>();
  const [cards, setCards] = useState(initial.cards);
  const [next, setNext] = useState(initial.next);
  const [paused, setPaused] = useState(false);
  const requested = useRef<number | null>(null);
  const focusFrom = useRef<number | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const switching = useListNavigation(pageHref(basePath, initial.page));

  const loading = fetcher.state !== "idle" && requested.current !== null;

  const loadMore = useCallback(
    (fromButton: boolean) => {
      if (next === null || requested.current !== null) return;
      requested.current = next;
      focusFrom.current = fromButton ? cards.length : null;
      void fetcher.load(pageHref(basePath, next));
    },
    [next, cards.length, basePath, fetcher],
  );

  // Takes in a finished load: appends its posts, or pauses after a failure.
  useEffect(() => {
    const page = requested.current;
    if (fetcher.state !== "idle" || page === null) return;
    requested.current = null;
    const data = fetcher.data;
    // An aborted load leaves the previous answer in place: nothing to take in, nothing to report.
    if (!data) return;
    if (data.status === "failed") {
      if (data.page === page) setPaused(true); // the route's clientLoader already showed the toast
      return;
    }
    if (data.status !== "ok") {
      // The list ended sooner than announced (posts were unpublished meanwhile), or the topic went.
      if (data.status === "not-found") setNext(null);
      else setPaused(true);
      return;
    }
    if (data.list.page !== page) return;
    if (data.list.degraded === "unavailable") {
      const message = degradedToast(kind, data.list.degraded);
      if (message) toast(message);
      setPaused(true);
      return;
    }
    setCards((current) => mergeCards(current, data.list.cards));
    setNext(data.list.next);
    setPaused(false);
  }, [fetcher.state, fetcher.data, kind]);

  // After 'Load more', move focus to the first new post so keyboard users continue where they were.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || loading || cards.length <= from) return;
    focusFrom.current = null;
    const slug = cards[from]?.slug;
    const link = slug
      ? list.current?.querySelector<HTMLAnchorElement>(
          `article[data-slug="${CSS.escape(slug)}"] :is(h2, h3) a`,
        )
      : null;
    link?.focus();
  }, [cards, loading]);

  // Loads the next page as the end of the list nears. Re-created after every load, so a tall screen
  // keeps filling until the sentinel is out of reach.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || next === null || paused || loading) return;
    if (!("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore(false);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [next, paused, loading, loadMore]);

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
    <div>
      <ul
        ref={list}
        aria-label={label}
        aria-busy={loading}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {cards.map((card, index) => (
          // The server's cards are kept as it wrote them; those appended later are drawn by React.
          <ServerHtml as="li" key={card.slug} className="list-none">
            <PostCard post={card} priorityImage={index === 0} />
          </ServerHtml>
        ))}
        {loading && <PostCardSkeletons count={LOADING_SKELETONS} />}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      <p role="status" className="sr-only">
        {loading ? "Loading more posts…" : `${cards.length} ${cards.length === 1 ? "post" : "posts"} shown.`}
      </p>

      {next !== null && <LoadMoreButton loading={loading} onLoadMore={() => loadMore(true)} />}

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
    </div>
  );
}

/**
 * Loads the next page on request. It needs JavaScript, so it appears only once the page runs it (the
 * page links below serve everyone); it is its own component so that appearing re-renders only itself,
 * not every post card of the list.
 */
function LoadMoreButton({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => void }) {
  if (!useHydrated()) return null;
  return (
    <div className="mt-10 flex justify-center">
      <button
        type="button"
        className="btn btn-outline"
        onClick={onLoadMore}
        aria-disabled={loading}
        data-testid="load-more"
      >
        <ArrowDown aria-hidden="true" className="size-4" />
        {loading ? "Loading…" : "Load more"}
      </button>
    </div>
  );
}
