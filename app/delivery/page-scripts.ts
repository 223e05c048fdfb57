/** What a page route's module says about its page in `handle`. */
export interface PageHandle {
  /**
   * False for a page whose controls all work without React: links, forms, popovers and `<details>`,
   * and the shell's own scripts (decision record 010). Its document carries no framework scripts. A
   * function decides from the page's loader data (a post needs React only when it is not there).
   */
  react?: boolean | ((loaderData: unknown) => boolean);
}

/** The `handle` of a page that needs no React in the browser. */
export const WITHOUT_REACT: PageHandle = { react: false };

/**
 * Whether a rendered page needs React's scripts: unless its deepest route says it does not. An error
 * page always does (a 404 runs the blog's address recovery, for one), whatever route it stands in for.
 */
export function pageNeedsReact(pageHandle: unknown, failed: boolean, loaderData?: unknown): boolean {
  if (failed) return true;
  const react = (pageHandle as PageHandle | undefined)?.react;
  return typeof react === "function" ? react(loaderData) : react !== false;
}

/**
 * A page without React prefetches the page behind a link the visitor points at (a hover of 200 ms, or
 * the start of a tap): the site's own pages, not its feeds, files or API (paths with a dot or /api/).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: ["/*.*", "/api/*"] } }] },
      eagerness: "moderate",
    },
  ],
});
