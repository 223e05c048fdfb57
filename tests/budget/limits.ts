/**
 * Size budgets for what each page loads before a visitor can interact with it, gzip-compressed as
 * the server sends it. Checked by tests/budget/budgets.test.ts against the production build;
 * measured figures are written to bench/results/budgets.json.
 *
 * "Framework" is React, React DOM and React Router: the client entry and everything it imports.
 * The site's own JavaScript on a page is everything else the page loads: the root and layout
 * routes, the page's route module and the modules they import statically.
 * (vite.config.ts keeps all of React, React DOM and React Router in the one "framework" chunk.)
 */

const KB = 1024;

/** The framework itself; a React or React Router upgrade that grows it should be noticed. */
export const FRAMEWORK_JS_MAX_GZIP = 120 * KB;

/**
 * Any page's own JavaScript above the framework. No page of the site loads it when opened (decision
 * record 010); it is what a page drawn in-app from one that runs React (an error page) loads.
 * Interactive tools get more.
 */
export const ROUTE_APP_JS_MAX_GZIP = 22 * KB;
export const ROUTE_APP_JS_MAX_GZIP_BY_ROUTE: Readonly<Record<string, number>> = {
  // Drawn in-app, React draws the home page's ten sections at once (26.5 kB when measured, 2026-11-29).
  "routes/home": 28 * KB,
  // Every field of the form, the estimate and its script (25.0 kB when measured, 2026-12-07).
  "routes/resources.tax-calculator": 26 * KB,
};

/**
 * CSS a page loads: one stylesheet serves every brand and theme (about 17 kB), and a news post adds
 * its article styles (about 3 kB), the most any page loads.
 */
export const ROUTE_CSS_MAX_GZIP = 21 * KB;

export function appJsLimit(routeId: string): number {
  return ROUTE_APP_JS_MAX_GZIP_BY_ROUTE[routeId] ?? ROUTE_APP_JS_MAX_GZIP;
}
