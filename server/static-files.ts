/**
 * Static files of the production build (build/client: hashed assets, and everything from public/).
 *
 * The folder is listed once at start-up and only files on that list are ever served: a request
 * path is looked up as a key, never joined onto a folder, so no spelling of "..", encoded slashes,
 * backslashes or NUL bytes can reach a file outside it. Dotfiles and symbolic links are not
 * listed. The build never changes while the server runs; a new build means a restart.
 *
 * Text files (JavaScript, CSS, SVG...) are compressed once, in the background after start-up,
 * with Brotli at its best quality and gzip at level 9, and served from memory to browsers that
 * accept either: smaller than compressing each response on the fly, and no CPU per request.
 */
import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler, Response } from "express";

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
  /** Compress text files ahead of time (default true). */
  precompress?: boolean;
  /** Wait this long after start-up first, so compressing does not slow the first pages. Default 3 s. */
  precompressDelayMs?: number;
}

/** Files worth compressing; images other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|ico|html|map)$/i;

interface Precompressed {
  br: Buffer | null;
  gzip: Buffer | null;
  /** Strong validator of the file's content; the encoding is appended per variant. */
  hash: string;
  lastModified: string;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses one file both ways; a variant that is not smaller than the file is left out. */
export async function precompress(file: string): Promise<Precompressed | null> {
  const [data, stats] = await Promise.all([readFile(file), Promise.resolve(statSync(file))]);
  if (data.length < 1024) return null;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  return {
    br: br.length < data.length ? br : null,
    gzip: gz.length < data.length ? gz : null,
    hash: createHash("sha256").update(data).digest("base64url").slice(0, 27),
    lastModified: stats.mtime.toUTCString(),
  };
}

/** Answers with a precompressed variant; false when the request should be served another way. */
function sendPrecompressed(
  req: Parameters<RequestHandler>[0],
  res: Response,
  urlPath: string,
  variants: Precompressed,
  cacheControl: string,
): boolean {
  // Byte ranges are answered from the file itself.
  if (req.headers.range) return false;
  const encoding = req.acceptsEncodings(["br", "gzip", "identity"]);
  const body = encoding === "br" ? variants.br : encoding === "gzip" ? variants.gzip : null;
  if (!body || (encoding !== "br" && encoding !== "gzip")) return false;
  const etag = `"${variants.hash}-${encoding}"`;
  res.type(path.extname(urlPath));
  res.vary("Accept-Encoding");
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("ETag", etag);
  res.setHeader("Last-Modified", variants.lastModified);
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    res.status(304).end();
    return true;
  }
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
  return true;
}

/**
 * Serves listed files for GET and HEAD. A missing file under /assets/ answers a plain 404 (an old
 * chunk after a deploy should fail fast, not render a page); other misses go on to the site.
 */
export interface StaticFilesHandler extends RequestHandler {
  /** Settles when every text file has been compressed (tests and benchmarks wait for it). */
  readonly precompressed: Promise<void>;
}

export function staticFiles(root: string, options: StaticFilesOptions = {}): StaticFilesHandler {
  const files = indexStaticFiles(root);
  const maxAgeSeconds = options.maxAgeSeconds ?? 3600;
  const maxAgeMs = maxAgeSeconds * 1000;
  const variants = new Map<string, Precompressed>();

  // One file at a time, in the background, a little after start-up: the first pages are not held up.
  const precompressed = (async () => {
    if (options.precompress === false) return;
    await new Promise((resolve) => setTimeout(resolve, options.precompressDelayMs ?? 3_000).unref());
    const compressible = [...files].filter(([urlPath]) => COMPRESSIBLE.test(urlPath));
    // Hashed assets first: every page loads them.
    compressible.sort(([a], [b]) => Number(b.startsWith(ASSETS_PREFIX)) - Number(a.startsWith(ASSETS_PREFIX)));
    for (const [urlPath, { file }] of compressible) {
      try {
        const result = await precompress(file);
        if (result) variants.set(urlPath, result);
      } catch {
        // The file is served as it is and compressed on the fly instead.
      }
    }
  })();

  const handler: RequestHandler = (req, res, next) => {
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
    const ready = variants.get(urlPath!);
    const cacheControl = found.immutable ? "public, max-age=31536000, immutable" : `public, max-age=${maxAgeSeconds}`;
    if (ready && sendPrecompressed(req, res, urlPath!, ready, cacheControl)) return;
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
  return Object.assign(handler, { precompressed });
}
