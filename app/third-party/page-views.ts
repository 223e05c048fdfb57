/**
 * Which pages a visitor saw, for analytics: each page once, the first as well as every page change
 * inside the site (a single-page app after the first page). A page is its path: a new query (the
 * search box updates it as you type, `?page=` of a list) or a jump to `#section` is the same page.
 * Pages seen before the analytics code has loaded wait and are reported, in order, once it has.
 */
export interface PageView {
  path: string;
  /** The page's address without its query or fragment (a query can carry what the visitor typed). */
  location: string;
  title: string;
  /** The previous page's address; null for the first page of the visit. */
  referrer: string | null;
}

export interface PageViewRecorder {
  /** The visitor now sees this page; nothing happens when it is the page already recorded. */
  seen(page: { origin: string; path: string; title: string }): void;
  /** From now on each page view goes to `send`, starting with those that were waiting. */
  connect(send: (view: PageView) => void): void;
}

export function createPageViewRecorder(): PageViewRecorder {
  let last: PageView | null = null;
  let send: ((view: PageView) => void) | null = null;
  const waiting: PageView[] = [];
  return {
    seen({ origin, path, title }) {
      if (last?.path === path) return;
      const view: PageView = { path, location: `${origin}${path}`, title, referrer: last?.location ?? null };
      last = view;
      if (send) send(view);
      else waiting.push(view);
    },
    connect(sender) {
      send = sender;
      for (const view of waiting.splice(0)) sender(view);
    },
  };
}
