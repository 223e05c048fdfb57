import { memo, Suspense, use, useEffect, type ComponentType } from "react";
import { useFetchers, useNavigation } from "react-router";
import { whenIdle } from "~/shell/ui/when-idle";

/** How far below the screen a deferred section starts loading its code: a few seconds of scrolling ahead. */
export const DEFERRED_SECTION_MARGIN = "300px";

/** Set on a deferred section's element once its code has loaded and React has hydrated it. */
export const SECTION_HYDRATED_ATTRIBUTE = "data-section-hydrated";

/** A promise with React's `use` status fields, so a loaded component is read without suspending. */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = "pending";
  promise.then(
    (value) => Object.assign(tracked, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(tracked, { status: "rejected", reason }),
  );
  return tracked;
}

const serverLoads: Promise<unknown>[] = [];

/** Props are loader data: plain JSON, so equal text means equal content. */
function sameContent(before: object, after: object): boolean {
  return before === after || JSON.stringify(before) === JSON.stringify(after);
}

/** Resolves when every deferred section's code is loaded on the server (see entry.server). */
export function deferredSectionsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

export type DeferredSection<P extends object> = React.NamedExoticComponent<P> & {
  /** Loads the code now (a client-side visit to the page), so the page renders whole at once. */
  preload(): Promise<unknown>;
};

/**
 * A section far down a long page, as an island: the server renders it in full, as always, but in the
 * browser its code loads, and React hydrates its HTML, only when it comes near the screen. Until then
 * it is the server's HTML: links, text and forms work as they do without JavaScript. `selector` finds
 * the section's element in the server's HTML. `whenIdle`: its code also loads once the browser is idle
 * after the page hydrated, for a section on every page (a footer's), which any update of the page would
 * otherwise wait for (see Loaded).
 */
export function deferredSection<P extends object>(
  selector: string,
  load: () => Promise<ComponentType<P>>,
  { whenIdle: loadWhenIdle = false }: { whenIdle?: boolean } = {},
): DeferredSection<P> {
  let begin!: () => void;
  const component = track(
    new Promise<void>((resolve) => (begin = resolve)).then(load).catch((error: unknown) => {
      // The code could not be fetched (offline, or a new release replaced it): the section stays the
      // server's HTML, which works as it does without JavaScript, rather than failing the page.
      console.warn(`[deferred section] ${selector} stays as served:`, error);
      return new Promise<never>(() => {});
    }),
  );
  let watching = false;

  // The server always renders the section: its code is loaded once, when the server starts.
  if (import.meta.env.SSR) {
    watching = true;
    begin();
    serverLoads.push(component);
  }

  function watch() {
    if (watching) return;
    watching = true;
    const element = document.querySelector(selector);
    if (!element || !("IntersectionObserver" in window)) return begin();
    if (loadWhenIdle) whenIdle(begin);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        begin();
      },
      { rootMargin: `${DEFERRED_SECTION_MARGIN} 0px` },
    );
    observer.observe(element);
  }

  function Loaded(props: P) {
    // React Router's state is a context above every section, and React holds a transition that reaches
    // a section still waiting for its code until that code is there. A fetcher at work (a "Load more",
    // a retry) or a navigation would wait for the visitor to scroll near the section: its code comes now.
    const navigation = useNavigation();
    const fetchers = useFetchers();
    const routerBusy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
    if (component.status === "pending") {
      if (routerBusy) begin();
      else watch();
    }
    const Section = use(component as Promise<ComponentType<P>>);
    useEffect(() => document.querySelector(selector)?.setAttribute(SECTION_HYDRATED_ATTRIBUTE, ""), []);
    return <Section {...props} />;
  }

  // React drops a waiting section's server HTML for its fallback when something above it changes
  // urgently (a context, before the code came). The fallback then loads the code at once, so the
  // section is back within moments, rendered in the browser.
  function LoadNow() {
    useEffect(begin, []);
    return null;
  }

  // Memoised on the props' content: a re-render of the page above, or its data loaded again unchanged,
  // must not reach a boundary still waiting for its code (an update there waits for the code).
  const Deferred = memo(function Deferred(props: P) {
    return (
      <Suspense fallback={<LoadNow />}>
        <Loaded {...props} />
      </Suspense>
    );
  }, sameContent);
  return Object.assign(Deferred, {
    preload() {
      watching = true;
      begin();
      return component;
    },
  });
}
