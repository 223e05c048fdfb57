import { lazyImageSettings, runLazyImage, type LazyImageSettings } from "~/components/ui/lazy-image";
import { inlineCall } from "~/delivery/inline-call";
import { LOAD_ERROR_TOASTS, NETWORK_ERROR_TOAST, type BlogToast } from "~/blog/toasts";
import { TOAST_EVENT } from "~/shell/ui/toasts";

/** Start loading the next page this far before the end of the list comes into view. */
export const PRELOAD_MARGIN = "0px 0px 600px 0px";

export interface PostListSettings {
  preloadMargin: string;
  toastEvent: string;
  /** The toast of a failed load, by the list's kind (`data-kind`: posts, or a topic's posts). */
  loadErrors: Record<"posts" | "tag-posts", BlogToast>;
  /** The toast of a load that failed while the browser is offline. */
  offline: BlogToast;
  lazyImage: LazyImageSettings;
}

export interface PostListLogic {
  runLazyImage: typeof runLazyImage;
}

const POST_LIST_SETTINGS: PostListSettings = {
  preloadMargin: PRELOAD_MARGIN,
  toastEvent: TOAST_EVENT,
  loadErrors: { posts: LOAD_ERROR_TOASTS.posts, "tag-posts": LOAD_ERROR_TOASTS["tag-posts"] },
  offline: NETWORK_ERROR_TOAST,
  lazyImage: lazyImageSettings(),
};
const POST_LIST_LOGIC: PostListLogic = { runLazyImage };

/** The settings and helpers of runPostLists, for a list drawn in-app (InfinitePostList's effect). */
export function startPostLists(): void {
  runPostLists(POST_LIST_SETTINGS, POST_LIST_LOGIC);
}

/**
 * The news list's "infinite" loading (InfinitePostList.tsx draws it; this runs it, before and without
 * React): the next page's posts are appended as the visitor nears the end of the list
 * (`[data-post-list-end]`), or when they press "Load more" (which then moves focus to the first new post).
 * The next page is the list's own page `?page=N` as the server renders it (from the page cache), read
 * in an inert `<template>` so none of its pictures or scripts start; its posts not yet shown are moved
 * in (their pictures wait for the screen, as the server's do), and its list's `data-next-page` says what comes after. While loading, skeleton cards stand at the
 * end and the list is busy. A failure shows the SPEC's toast (offline, or the list's load error; none
 * when the visitor has left the list) and stops the automatic loading until the visitor asks again, so
 * a dead connection is not hammered; a 404 means the list ended sooner (posts were unpublished).
 *
 * Once per list (`data-post-list-running`). Its parts: `ul` (the cards, each an `li` with an
 * `article[data-slug]`), `[data-post-list-status]` (what a screen reader hears),
 * `template[data-post-list-more]` (the button, put in its place) and
 * `template[data-post-list-skeletons]`. Serialised into the page, so it stands alone.
 */
export function runPostLists(settings: PostListSettings, logic: PostListLogic): void {
  for (const root of document.querySelectorAll<HTMLElement>(
    "[data-post-list]:not([data-post-list-running])",
  )) {
    root.setAttribute("data-post-list-running", "");
    const list = root.querySelector("ul");
    const end = root.querySelector("[data-post-list-end]");
    const status = root.querySelector("[data-post-list-status]");
    const moreModel = root.querySelector<HTMLTemplateElement>("template[data-post-list-more]");
    const skeletonModel = root.querySelector<HTMLTemplateElement>("template[data-post-list-skeletons]");
    if (!list || !end || !status || !skeletonModel) continue;
    const loadError =
      root.getAttribute("data-kind") === "tag-posts"
        ? settings.loadErrors["tag-posts"]
        : settings.loadErrors.posts;
    // A template React drew in the browser holds its children itself, not in `content`.
    const copy = (model: HTMLTemplateElement) =>
      [...(model.content.childNodes.length > 0 ? model.content : model).childNodes].map(
        (node) => node.cloneNode(true) as ChildNode,
      );
    const nextOf = (element: Element) => Number(element.getAttribute("data-next-page")) || null;
    let next = nextOf(root);
    let loading = false;
    let paused = false;
    const slugs = () =>
      new Set(
        [...list.querySelectorAll("article[data-slug]")].map((article) => article.getAttribute("data-slug")),
      );

    // No button when the list has no next page.
    const more = moreModel ? copy(moreModel) : [];
    moreModel?.replaceWith(...more);
    const button = more
      .map((node) => (node instanceof Element ? node.querySelector("button") : null))
      .find((found) => found !== null);
    const buttonLabel = button?.querySelector("[data-post-list-more-label]");
    const idleLabel = buttonLabel?.textContent ?? "";
    const loadingLabel = button?.getAttribute("data-busy-text") ?? idleLabel;

    const toast = (message: BlogToast) => {
      if (root.isConnected) document.dispatchEvent(new CustomEvent(settings.toastEvent, { detail: message }));
    };
    let skeletons: ChildNode[] = [];
    const show = () => {
      list.setAttribute("aria-busy", String(loading));
      for (const node of skeletons) node.remove();
      skeletons = loading ? copy(skeletonModel) : [];
      list.append(...skeletons);
      const count = list.querySelectorAll("article[data-slug]").length;
      status.textContent = loading
        ? "Loading more posts…"
        : `${count} ${count === 1 ? "post" : "posts"} shown.`;
      if (buttonLabel) buttonLabel.textContent = loading ? loadingLabel : idleLabel;
      button?.setAttribute("aria-disabled", String(loading));
      if (next === null) for (const node of more) node.remove();
    };

    const observer =
      "IntersectionObserver" in window
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) void load(false);
            },
            { rootMargin: settings.preloadMargin },
          )
        : null;
    // Watched afresh after every load, so a tall screen keeps filling until the end is out of reach.
    const watch = () => {
      observer?.disconnect();
      if (next !== null && !paused && root.isConnected) observer?.observe(end);
    };

    const load = async (fromButton: boolean) => {
      if (next === null || loading || (paused && !fromButton)) return;
      const page = next;
      const shownBefore = slugs();
      loading = true;
      show();
      let firstNew: Element | undefined;
      try {
        const address = new URL(location.href);
        address.searchParams.set("page", String(page));
        const response = await fetch(address, { headers: { Accept: "text/html" } });
        if (response.status === 404) next = null;
        else {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const parsed = document.createElement("template");
          parsed.innerHTML = await response.text();
          const fetched = parsed.content.querySelector("[data-post-list]");
          const items = fetched ? [...fetched.querySelectorAll("ul > li")] : [];
          // A page the server could not fill (the CMS failed) has no list: the same as a failed load.
          if (!fetched || items.length === 0) throw new Error("no posts");
          for (const item of items) {
            const slug = item.querySelector("article[data-slug]")?.getAttribute("data-slug");
            if (!slug || shownBefore.has(slug)) continue;
            shownBefore.add(slug);
            // The template's document runs no scripts, so it parsed each <noscript> picture as an element:
            // made text again (as the server's page has it), it waits for the picture runner. A card's
            // picture written as an image (the first of its page) waits for the screen, not high priority.
            for (const noscript of item.querySelectorAll("noscript"))
              if (noscript.firstElementChild) noscript.textContent = noscript.innerHTML;
            for (const image of item.querySelectorAll("img")) {
              image.setAttribute("loading", "lazy");
              image.removeAttribute("fetchpriority");
            }
            const adopted = document.importNode(item, true);
            list.append(adopted);
            firstNew ??= adopted;
            for (const holder of adopted.querySelectorAll<HTMLElement>("[data-lazy-image]"))
              logic.runLazyImage(holder, settings.lazyImage);
          }
          next = nextOf(fetched);
          paused = false;
        }
      } catch {
        // Offline says what to do; otherwise the list's own error (blogErrorToast's rule in ~/blog/toasts).
        toast(navigator.onLine ? loadError : settings.offline);
        paused = true;
      } finally {
        loading = false;
        show();
        watch();
      }
      if (fromButton) firstNew?.querySelector<HTMLElement>(":is(h2, h3) a")?.focus();
    };

    button?.addEventListener("click", () => void load(true));
    show();
    watch();
  }
}

let script: string | undefined;
/** The list's script as the server's HTML runs it, right after the list; allowed by its hash. */
export function postListScript(): string {
  script ??= inlineCall(runPostLists, POST_LIST_SETTINGS, POST_LIST_LOGIC);
  return script;
}
