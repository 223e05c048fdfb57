/**
 * How vite.config.ts names the modules of a client bundle (a rolldown code-splitting group): every
 * module in one folder, and the route modules React Router keeps in app/routes/ (it fixes where those
 * live), named one by one. Rolldown adds what they import. Checked when the config loads: a group whose
 * folder has no module left, or whose route module is gone, stops the build (and the dev server) with
 * the group's name, instead of quietly leaving its code to other chunks after a move or a rename.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** The repository (this file is in app/). */
const ROOT = path.dirname(import.meta.dirname);

/** A module a browser can load: not a test, a server module or a type declaration. */
const CLIENT_MODULE = /^(?!.*\.(test|server)\.[jt]sx?$)(?!.*\.d\.ts$).*\.[jt]sx?$/;

const slashes = (file: string) => file.replaceAll("\\", "/");

/**
 * The `test` of a code-splitting group: true for a module id in `folder` (any depth) or one of
 * `routeModules`, with or without a query (React Router's route chunks are `home.tsx?route-chunk=…`).
 * Paths from the repository root.
 */
export function inBundleFolder(
  group: string,
  folder: string,
  routeModules: readonly string[] = [],
  root: string = ROOT,
): (id: string) => boolean {
  const folderPath = path.resolve(root, folder);
  const modules = existsSync(folderPath)
    ? readdirSync(folderPath, { recursive: true, encoding: "utf8" }).filter((file) =>
        CLIENT_MODULE.test(path.basename(file)),
      )
    : [];
  if (modules.length === 0) {
    throw new Error(
      `The "${group}" bundle's folder ${folder} has no module: was it moved or renamed? (vite.config.ts)`,
    );
  }
  const missing = routeModules.filter((file) => !existsSync(path.resolve(root, file)));
  if (missing.length > 0) {
    throw new Error(`The "${group}" bundle names ${missing.join(", ")}, which is not there (vite.config.ts)`);
  }
  const prefix = `${slashes(folderPath)}/`;
  const routes = new Set(routeModules.map((file) => slashes(path.resolve(root, file))));
  return (id) => {
    const file = slashes(id.split("?", 1)[0]!);
    return file.startsWith(prefix) || routes.has(file);
  };
}
