/**
 * Which pages a visitor saw, for analytics: each page once, the first as well as every page change
 * inside the site (a single-page app after the first page). A page is its path: a new query (the
 * search box updates it as you type, `?page=` of a list) or a jump to `#section` is the same page.
 */

/** A page as the layout saw it (app/shell/layout/ThirdPartyScripts.tsx). */
export interface PageSeen {
  path: string;
  title: string;
}

export interface PageView extends PageSeen {
  /** The page's address without its query or fragment (a query can carry what the visitor typed). */
  location: string;
  /** The previous page's address; null for the first page of the visit. */
  referrer: string | null;
}

/**
 * Turns the pages seen, in order, into page views for `send`: the same page seen again with no other
 * page in between is not counted again.
 */
export function createPageViewRecorder(origin: string, send: (view: PageView) => void): (page: PageSeen) => void {
  let last: PageView | null = null;
  return ({ path, title }) => {
    if (last?.path === path) return;
    const view: PageView = { path, title, location: `${origin}${path}`, referrer: last?.location ?? null };
    last = view;
    send(view);
  };
}
