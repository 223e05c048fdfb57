/**
 * Static files of the production build (build/client: hashed assets, and everything from public/).
 *
 * The folder is listed once at start-up and only files on that list are ever served: a request
 * path is looked up as a key, never joined onto a folder, so no spelling of "..", encoded slashes,
 * backslashes or NUL bytes can reach a file outside it. Dotfiles and symbolic links are not
 * listed. The build never changes while the server runs; a new build means a restart.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

export interface StaticFile {
  /** Absolute path on disk. */
  file: string;
  /** Hashed build output that never changes (under /assets/). */
  immutable: boolean;
}

/** URL prefix of Vite's hashed build output. */
export const ASSETS_PREFIX = "/assets/";

/** Lists every regular, non-hidden file under `root` by its URL path ("/assets/app-1a2b.css"). */
export function indexStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string, urlPrefix: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      const urlPath = `${urlPrefix}${entry.name}`;
      if (entry.isDirectory()) walk(full, `${urlPath}/`);
      else if (entry.isFile()) files.set(urlPath, { file: full, immutable: urlPath.startsWith(ASSETS_PREFIX) });
    }
  };
  if (statSync(root, { throwIfNoEntry: false })?.isDirectory()) walk(root, "/");
  return files;
}

/** The decoded path of a request, or null when it cannot name a listed file. */
export function decodeRequestPath(urlPath: string): string | null {
  try {
    const decoded = decodeURIComponent(urlPath);
    return decoded.includes("\0") ? null : decoded;
  } catch {
    return null;
  }
}

export interface StaticFilesOptions {
  /** Cache lifetime of files outside /assets/ (they keep their names across builds). Default 1 hour. */
  maxAgeSeconds?: number;
}

/**
 * Serves listed files for GET and HEAD. A missing file under /assets/ answers a plain 404 (an old
 * chunk after a deploy should fail fast, not render a page); other misses go on to the site.
 */
export function staticFiles(root: string, options: StaticFilesOptions = {}): RequestHandler {
  const files = indexStaticFiles(root);
  const maxAgeMs = (options.maxAgeSeconds ?? 3600) * 1000;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const urlPath = decodeRequestPath(req.path);
    const found = urlPath === null ? undefined : files.get(urlPath);
    if (!found) {
      if (req.path.startsWith(ASSETS_PREFIX)) {
        res.status(404).setHeader("Cache-Control", "no-store");
        res.type("text/plain").send("Not found");
        return;
      }
      return next();
    }
    res.sendFile(
      found.file,
      {
        maxAge: found.immutable ? 365 * 24 * 3600 * 1000 : maxAgeMs,
        immutable: found.immutable,
        // The path comes from our own listing; these keep `send` from second-guessing it.
        dotfiles: "allow",
        acceptRanges: true,
      },
      (error?: Error & { status?: number; statusCode?: number }) => {
        if (!error) return;
        // The client went away, or the file vanished since start-up: never a 500 for a static file.
        if (res.headersSent) return;
        const status = error.status ?? error.statusCode ?? 404;
        if (status === 404 || status >= 500) return next();
        res.status(status).end();
      },
    );
  };
}
