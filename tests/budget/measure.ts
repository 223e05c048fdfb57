/**
 * Reads a production build (BUILD_DIR) and works out, per route, the JavaScript and CSS loaded
 * before interaction, from React Router's client manifest (build/client/assets/manifest-*.js):
 * the client entry and its imports, then for each route from the root down to the page, its module
 * and imports. Static imports found inside those files are followed too (dynamic import() is not:
 * that code loads later, on demand). Sizes are gzip at the level the server compresses with.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  /** False for resource routes (robots.txt, feeds): they answer data, not a page. */
  hasDefaultExport?: boolean;
}

export interface ClientManifest {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The manifest from the text of manifest-*.js ("window.__reactRouterManifest={...};"). */
export function parseClientManifest(source: string): ClientManifest {
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}");
  if (start === -1 || end === -1) throw new Error("not a React Router client manifest");
  return JSON.parse(source.slice(start, end + 1)) as ClientManifest;
}

/** The routes from the root down to `routeId`. */
export function routeChain(manifest: ClientManifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    chain.unshift(route);
    if (chain.length > 50) throw new Error("route parents loop");
  }
  return chain;
}

/** Routes that render a page: those no other route names as parent, resource routes left out. */
export function leafRoutes(manifest: ClientManifest): string[] {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.entries(manifest.routes)
    .filter(([id, route]) => !parents.has(id) && route.hasDefaultExport !== false)
    .map(([id]) => id)
    .sort();
}

/** Relative static imports and re-exports in a built module ("./x.js"), not dynamic import(). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]*?\s*from\s*)?["'](\.\.?\/[^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

/** Asset URLs ("/assets/app-1a2b.css") named in a built file. */
export function cssReferences(code: string): string[] {
  return [...new Set([...code.matchAll(/\/assets\/[\w.-]+\.css/g)].map((match) => match[0]))];
}

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface AssetSet {
  files: FileSize[];
  bytes: number;
  gzipBytes: number;
}

export interface RouteBudget {
  routeId: string;
  path: string;
  js: AssetSet;
  /** The route's JavaScript that is not the framework's. */
  appJsGzipBytes: number;
  css: AssetSet;
}

export interface BuildBudgets {
  framework: AssetSet;
  manifestFile: string;
  routes: RouteBudget[];
  /** Stylesheets the server-rendered document links that the client's own route modules do not name (and vice versa). */
  cssMismatch: { serverOnly: string[]; clientOnly: string[] };
}

export function gzipSize(bytes: Buffer): number {
  return gzipSync(bytes, { level: constants.Z_DEFAULT_COMPRESSION }).length;
}

function routePath(manifest: ClientManifest, chain: ManifestRoute[]): string {
  const parts = chain.map((route) => route.path ?? "").filter(Boolean);
  const last = chain.at(-1);
  if (last && !last.index && !last.path) return "(layout)";
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/**
 * Measures every page route of the build in `buildDir`. With lazy route discovery (`routeDiscovery`
 * in react-router.config.ts) pages never load the manifest file: the HTML carries their slice.
 */
export function measureBuild(buildDir: string, options: { lazyRouteDiscovery: boolean }): BuildBudgets {
  const clientDir = path.join(buildDir, "client");
  const assetsDir = path.join(clientDir, "assets");
  const manifestName = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestName) throw new Error(`no React Router manifest in ${assetsDir}`);
  const manifestFile = `/assets/${manifestName}`;
  const manifest = parseClientManifest(readFileSync(path.join(assetsDir, manifestName), "utf8"));

  const cache = new Map<string, FileSize>();
  const sizeOf = (url: string): FileSize => {
    const known = cache.get(url);
    if (known) return known;
    const bytes = readFileSync(path.join(clientDir, url));
    const size = { file: url, bytes: bytes.length, gzipBytes: gzipSize(bytes) };
    cache.set(url, size);
    return size;
  };
  /** The files and every file they statically import, transitively. */
  const closure = (urls: readonly string[]): string[] => {
    const seen = new Set<string>();
    const queue = [...urls];
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      if (!url.endsWith(".js")) continue;
      const code = readFileSync(path.join(clientDir, url), "utf8");
      for (const relative of staticImports(code))
        queue.push(path.posix.join(path.posix.dirname(url), relative));
    }
    return [...seen].sort();
  };
  const total = (urls: readonly string[]): AssetSet => {
    const files = urls.map(sizeOf);
    return {
      files,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  };

  const frameworkFiles = closure([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const framework = total(frameworkFiles);

  // What the server-rendered document links: the stylesheet URLs in the server build's chunks.
  const serverDir = path.join(buildDir, "server", "assets");
  const serverCss = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".js"))
        for (const css of cssReferences(readFileSync(full, "utf8"))) serverCss.add(css);
    }
  };
  if (existsSync(serverDir)) walk(serverDir);
  for (const css of serverCss) if (!existsSync(path.join(clientDir, css))) serverCss.delete(css);
  const clientCss = new Set<string>();
  // The server bundle is one file for all routes, so its stylesheet URLs cannot say which page links
  // them. A stylesheet a client route module names (a page's own, like the blog post's) counts for the
  // pages whose modules name it; one only the server names counts for every page.
  const namedByClient = new Set(
    Object.values(manifest.routes).flatMap((route) =>
      closure([route.module, ...(route.imports ?? [])])
        .filter((file) => file.endsWith(".js"))
        .flatMap((file) => cssReferences(readFileSync(path.join(clientDir, file), "utf8"))),
    ),
  );
  const everyPageCss = [...serverCss].filter((css) => !namedByClient.has(css));

  const routes = leafRoutes(manifest).map((routeId): RouteBudget => {
    const chain = routeChain(manifest, routeId);
    const jsFiles = closure([
      ...(options.lazyRouteDiscovery ? [] : [manifestFile]),
      ...frameworkFiles,
      ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])]),
    ]);
    const js = total(jsFiles);
    const frameworkSet = new Set(frameworkFiles);
    const appJsGzipBytes = js.files
      .filter((file) => !frameworkSet.has(file.file))
      .reduce((sum, file) => sum + file.gzipBytes, 0);
    const referenced = jsFiles
      .filter((file) => file.endsWith(".js"))
      .flatMap((file) => cssReferences(readFileSync(path.join(clientDir, file), "utf8")));
    for (const css of referenced) clientCss.add(css);
    const cssFiles = [
      ...new Set([
        ...chain.flatMap((route) => route.css ?? []),
        ...(manifest.entry.css ?? []),
        ...referenced,
        ...everyPageCss,
      ]),
    ]
      .filter((url) => existsSync(path.join(clientDir, url)))
      .sort();
    return { routeId, path: routePath(manifest, chain), js, appJsGzipBytes, css: total(cssFiles) };
  });

  return {
    framework,
    manifestFile,
    routes,
    cssMismatch: {
      serverOnly: [...serverCss].filter((css) => !clientCss.has(css)).sort(),
      clientOnly: [...clientCss].filter((css) => !serverCss.has(css)).sort(),
    },
  };
}
