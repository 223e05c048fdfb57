/**
 * Bundle budgets (issue 9): JavaScript and CSS each page loads before interaction, from the
 * production build in BUILD_DIR (default `build`), checked against tests/budget/limits.ts and
 * written to bench/results/budgets.json. Run after `npm run build`:
 *
 *   npx vitest run --config tests/budget/vitest.config.ts
 *
 * Without a build the measuring tests are skipped with a message, except under CI (CI set and not
 * "false"/"0"), where a missing build fails.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  FRAMEWORK_JS_MAX_GZIP,
  ROUTE_APP_JS_MAX_GZIP,
  ROUTE_APP_JS_MAX_GZIP_BY_ROUTE,
  ROUTE_CSS_MAX_GZIP,
  appJsLimit,
} from "./limits";
import type { Config } from "@react-router/dev/config";
import routerConfig from "../../react-router.config";
import {
  cssReferences,
  leafRoutes,
  measureBuild,
  parseClientManifest,
  routeChain,
  staticImports,
  type BuildBudgets,
} from "./measure";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const BUILD_DIR = path.resolve(REPO_ROOT, process.env.BUILD_DIR ?? "build");
const REPORT = path.join(REPO_ROOT, "bench", "results", "budgets.json");
const UNDER_CI = Boolean(process.env.CI) && !["false", "0"].includes(process.env.CI!.toLowerCase());
const HAVE_BUILD = existsSync(path.join(BUILD_DIR, "client", "assets"));
const skip = !HAVE_BUILD && !UNDER_CI;
if (skip) {
  console.warn(
    `[budgets] SKIPPED: no production build at ${path.relative(REPO_ROOT, BUILD_DIR)}/ — run \`npm run build\` (or set BUILD_DIR) ` +
      "to check the bundle budgets. Under CI a missing build fails.",
  );
}

describe("reading the build", () => {
  const manifest = parseClientManifest(
    'window.__reactRouterManifest={"entry":{"module":"/assets/entry.client-a.js","imports":["/assets/rr-b.js"],"css":[]},' +
      '"routes":{"root":{"id":"root","path":"","module":"/assets/root-c.js","imports":["/assets/rr-b.js"]},' +
      '"routes/_site":{"id":"routes/_site","parentId":"root","module":"/assets/_site-d.js"},' +
      '"routes/home":{"id":"routes/home","parentId":"routes/_site","index":true,"module":"/assets/home-e.js","css":["/assets/home-f.css"]},' +
      '"routes/blog":{"id":"routes/blog","parentId":"routes/_site","path":"blog","module":"/assets/blog-g.js"},' +
      '"routes/robots":{"id":"routes/robots","parentId":"root","path":"robots.txt","hasDefaultExport":false,"module":"/assets/robots-h.js"}}};',
  );

  it("finds each page's routes from the root down", () => {
    expect(routeChain(manifest, "routes/home").map((route) => route.id)).toEqual([
      "root",
      "routes/_site",
      "routes/home",
    ]);
    expect(leafRoutes(manifest)).toEqual(["routes/blog", "routes/home"]);
    expect(() => routeChain(manifest, "routes/missing")).toThrow(/not in the manifest/);
  });

  it("follows static imports and re-exports, not dynamic import()", () => {
    const code =
      'import{a as b}from"./jsx-runtime-1.js";import"./side-effect-2.js";export{c as default}from"./root-3.js";' +
      'const lazy=()=>import("./lazy-4.js");import * as ns from "./ns-5.js"';
    expect(staticImports(code).sort()).toEqual([
      "./jsx-runtime-1.js",
      "./ns-5.js",
      "./root-3.js",
      "./side-effect-2.js",
    ]);
  });

  it("finds stylesheet URLs", () => {
    expect(cssReferences('var s="/assets/app-1a2B_c.css";var t="/assets/app-1a2B_c.css"')).toEqual([
      "/assets/app-1a2B_c.css",
    ]);
  });
});

/** React Router's default is lazy route discovery; "initial" ships the whole manifest file. */
function discoversRoutesLazily(config: Config): boolean {
  return config.routeDiscovery?.mode !== "initial";
}

describe.skipIf(skip)("bundle budgets of the production build", () => {
  let budgets: BuildBudgets;

  it("measures every page and writes bench/results/budgets.json", () => {
    if (!HAVE_BUILD)
      throw new Error(
        `No production build at ${BUILD_DIR} (CI is set, so this fails): run \`npm run build\` first.`,
      );
    budgets = measureBuild(BUILD_DIR, { lazyRouteDiscovery: discoversRoutesLazily(routerConfig) });
    expect(budgets.routes.length).toBeGreaterThan(10);
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    // Without the content hash where the name stays unique (Rollup may name two chunks alike).
    const allFiles = [...new Set(budgets.routes.flatMap((route) => route.js.files.map((file) => file.file)))];
    const bare = (file: string) => file.replace(/-[A-Za-z0-9_-]{8}(\.\w+)$/, "$1");
    const name = (file: string) =>
      allFiles.filter((other) => bare(other) === bare(file)).length > 1 ? file : bare(file);
    const framework = new Set(budgets.framework.files.map((file) => file.file));
    const report = {
      description:
        "JavaScript and CSS each page loads before interaction (client entry, root, layout and page routes, and their static imports; with lazy route discovery the route manifest is in the HTML, not a file), gzip at the server's level. Written by tests/budget/budgets.test.ts.",
      limitsKb: {
        routeAppJsAboveFramework: kb(ROUTE_APP_JS_MAX_GZIP),
        routeAppJsByRoute: Object.fromEntries(
          Object.entries(ROUTE_APP_JS_MAX_GZIP_BY_ROUTE).map(([id, bytes]) => [id, kb(bytes)]),
        ),
        framework: kb(FRAMEWORK_JS_MAX_GZIP),
        css: kb(ROUTE_CSS_MAX_GZIP),
      },
      frameworkJs: {
        gzipKb: kb(budgets.framework.gzipBytes),
        rawKb: kb(budgets.framework.bytes),
        files: budgets.framework.files.map((file) => name(file.file)),
      },
      routes: Object.fromEntries(
        budgets.routes.map((route) => [
          route.routeId,
          {
            path: route.path,
            jsGzipKb: kb(route.js.gzipBytes),
            appJsGzipKb: kb(route.appJsGzipBytes),
            appJsLimitKb: kb(appJsLimit(route.routeId)),
            jsFiles: route.js.files.length,
            cssGzipKb: kb(route.css.gzipBytes),
            // The page's own files, largest first (gzip kB).
            appJsFiles: Object.fromEntries(
              route.js.files
                .filter((file) => !framework.has(file.file))
                .sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file))
                .map((file) => [name(file.file), kb(file.gzipBytes)]),
            ),
          },
        ]),
      ),
      cssMismatch: budgets.cssMismatch,
    };
    mkdirSync(path.dirname(REPORT), { recursive: true });
    writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  });

  it("the framework's own JavaScript stays within its budget", () => {
    expect(budgets.framework.gzipBytes).toBeLessThanOrEqual(FRAMEWORK_JS_MAX_GZIP);
  });

  it("every page's own JavaScript and CSS stay within their budgets", () => {
    const over = budgets.routes.flatMap((route) => [
      ...(route.appJsGzipBytes > appJsLimit(route.routeId)
        ? [
            `${route.routeId}: ${route.appJsGzipBytes} B of JavaScript above the framework (limit ${appJsLimit(route.routeId)})`,
          ]
        : []),
      ...(route.css.gzipBytes > ROUTE_CSS_MAX_GZIP
        ? [`${route.routeId}: ${route.css.gzipBytes} B of CSS (limit ${ROUTE_CSS_MAX_GZIP})`]
        : []),
    ]);
    expect(over).toEqual([]);
  });

  it("the server-rendered page and the hydrated page link the same stylesheet", () => {
    // A different stylesheet after hydration would be downloaded a second time and could restyle the page.
    expect(budgets.cssMismatch).toEqual({ serverOnly: [], clientOnly: [] });
  });
});
