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

/**
 * The home page's JavaScript above the framework: 16 kB (read strictly, 16,000 bytes; the report's
 * figures are KiB). It was 15 kB until page views for analytics and the footer's deadline-reminder
 * signup joined the shell (about 0.5 kB between them), and 15.5 kB until server-kept HTML and its link
 * listener did (about 0.5 kB: they spare the phone hydrating most of each page). It holds because the page loads only what its first screen needs: the shell
 * (header, footer, theme, links, toasts) and the hero, in two files. Icons are drawn by a sprite file,
 * not by scripts; the sections below the hero are islands whose code loads as they near the
 * screen; the phone menu's panel, toast rendering and third-party loading load when first needed.
 */
export const HOME_APP_JS_MAX_GZIP = 16_000;

/** The framework itself; a React or React Router upgrade that grows it should be noticed. */
export const FRAMEWORK_JS_MAX_GZIP = 120 * KB;

/** Any page's own JavaScript above the framework. Interactive tools (the tax calculator) get more. */
export const ROUTE_APP_JS_MAX_GZIP = 22 * KB;
export const ROUTE_APP_JS_MAX_GZIP_BY_ROUTE: Readonly<Record<string, number>> = {
  "routes/home": HOME_APP_JS_MAX_GZIP,
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
