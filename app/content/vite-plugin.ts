/**
 * The content plugin: content files are read and checked when the build starts (and when the dev
 * server starts), so a bad file stops the build with a message naming the file, the line, the field
 * and what is wrong; a visitor never meets it. Each collection's module (app/content/collections/<name>.ts)
 * is then loaded as its checked data, embedded in the server bundle as plain JSON: the running site
 * reads no content file. In development a saved content file is read again and the page reloads.
 *
 * Content stays on the server: loaders turn it into the little each page sends. A collection module
 * reached from the browser's bundle is an error, so no page's JavaScript ever carries the firm's copy.
 */
import path from "node:path";
import type { EnvironmentModuleNode, Plugin } from "vite";
import { defaultLocation, loadContent, type SiteContent } from "./load.server.ts";
import { ContentError } from "./problems.ts";

const COLLECTION_MODULE = /[\\/]app[\\/]content[\\/]collections[\\/]([a-z-]+)\.ts$/;

function collectionOf(id: string): string | undefined {
  return COLLECTION_MODULE.exec(id.split("?")[0] ?? "")?.[1];
}

export function contentPlugin(): Plugin {
  let root = process.cwd();
  let content: SiteContent | undefined;
  const location = () => defaultLocation(root);
  const read = (): SiteContent => (content ??= loadContent(location()));
  const isContentFile = (file: string) => !path.relative(location().dir, file).startsWith("..");

  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    configureVitest({ defineCacheKeyGenerator }) {
      // Vitest keeps transformed modules on disk, keyed by their source; a collection's module stands
      // for the content files, so it is made afresh on every run rather than read back stale.
      defineCacheKeyGenerator(({ id }) => (collectionOf(id) === undefined ? undefined : false));
    },
    configureServer() {
      // In development too, the server does not start on broken content.
      read();
    },
    buildStart() {
      try {
        read();
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    load(id) {
      const name = collectionOf(id);
      if (name === undefined) return undefined;
      if (this.environment.config.consumer === "client" && !process.env.VITEST) {
        this.error(
          `${id} reached the browser's JavaScript: content is read on the server (in loaders), and a page sends only what it shows`,
        );
      }
      try {
        const content = read();
        // app/content/collections/ohio-business-taxes.ts is the collection `ohioBusinessTaxes`.
        const key = name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
        if (!Object.hasOwn(content, key)) this.error(`${id}: no content collection is called "${key}"`);
        return `export default ${JSON.stringify(content[key as keyof SiteContent])};`;
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    hotUpdate({ file, timestamp }) {
      if (!isContentFile(file)) return undefined;
      content = undefined;
      const modules: EnvironmentModuleNode[] = [];
      for (const module of this.environment.moduleGraph.idToModuleMap.values()) {
        if (module.id && collectionOf(module.id) !== undefined) modules.push(module);
      }
      const invalidated = new Set<EnvironmentModuleNode>();
      for (const module of modules)
        this.environment.moduleGraph.invalidateModule(module, invalidated, timestamp, true);
      return modules;
    },
  };
}
