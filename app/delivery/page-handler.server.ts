/**
 * The Express handler in front of React Router (in place of @react-router/express, which it
 * follows closely) adding what the site needs on the way in and out:
 *  - requests the Fetch API cannot represent (absolute-form targets, a malformed Host) answer 400
 *    instead of failing inside the adapter as a 500;
 *  - request bodies are limited (413), and read whole before React Router sees them, so an action
 *    never fails halfway through a body;
 *  - a page is read whole before it is sent, so its Content-Security-Policy can name the hash of each
 *    inline script and style it holds (app/delivery/inline-code.server.ts);
 *  - anonymous page views are answered from the page cache (app/delivery/page-cache.server.ts) when possible.
 */
import { once } from "node:events";
import type { IncomingHttpHeaders } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { createInlineMarker, pageInlineHashes, takeMarkedInlineCode, type InlineHashes } from "./inline-code.server";
import { pageCacheKey, sharedCacheLifetimeMs, type CachedPage, type PageCache } from "./page-cache.server";

/** Host header values a URL can be built from: a name or address and an optional port. */
export const HOST_PATTERN = /^(?:[A-Za-z0-9_.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** Largest request body any page action accepts (the contact form's own limit is 16 KB). */
export const PAGE_BODY_LIMIT_BYTES = 64 * 1024;

export interface PageHandlerOptions {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  mode: "production" | "development";
  /** `inlineMarker`: the render's marker for its own inline code (app/delivery/inline-code.server.ts). */
  getLoadContext(req: ExpressRequest, res: ExpressResponse, inlineMarker: string): RouterContextProvider;
  /** Null: every request is rendered. */
  cache?: PageCache | null;
  /** Whether a page rendered now may be cached (false while the blog source is failing, say). */
  mayStore?: () => boolean;
  bodyLimitBytes?: number;
}

function plainError(res: ExpressResponse, status: number, text: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  if (status === 413 || status === 400) res.setHeader("Connection", "close");
  res.type("text/plain").send(text);
}

function fetchHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

type BodyReading = { ok: true; body: Buffer | null } | { ok: false; status: 400 | 413 };

/** Reads a request body of at most `limit` bytes; a declared or actual larger body is refused. */
async function readBody(req: ExpressRequest, limit: number): Promise<BodyReading> {
  if (req.method === "GET" || req.method === "HEAD") return { ok: true, body: null };
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) return { ok: false, status: 413 };
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) return { ok: false, status: 413 };
      chunks.push(chunk);
    }
  } catch {
    // The client went away or sent a broken body (bad chunked encoding).
    return { ok: false, status: 400 };
  }
  return { ok: true, body: total === 0 ? null : Buffer.concat(chunks, total) };
}

/** The Fetch API request for an Express request, or null when it cannot be expressed as one. */
function toFetchRequest(req: ExpressRequest, body: Buffer | null, signal: AbortSignal): globalThis.Request | null {
  // Only origin-form targets ("/path?query"); "http://other/..." and "*" are not for this site.
  if (!req.originalUrl.startsWith("/")) return null;
  // req.host is the Host header, port included (never X-Forwarded-Host: server/proxy-headers.ts): the
  // host the visitor addressed, which React Router's and the contact form's origin checks compare.
  const host = req.host || "localhost";
  if (!HOST_PATTERN.test(host)) return null;
  // req.secure is true only for TLS or the nearest trusted proxy's X-Forwarded-Proto of exactly https.
  const protocol = req.secure ? "https" : "http";
  try {
    const url = new URL(`${protocol}://${host}${req.originalUrl}`);
    return new Request(url, {
      method: req.method,
      headers: fetchHeaders(req.headers),
      signal,
      ...(body ? { body: Uint8Array.from(body) } : {}),
    });
  } catch {
    return null;
  }
}

function sendCachedPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("Content-Security-Policy", res.locals.pagePolicy(page.inlineHashes));
  res.setHeader("X-Cache", "HIT");
  res.vary("Accept-Encoding");
  // Compressed when stored (the compression middleware leaves a response with a Content-Encoding alone).
  const gzip = req.acceptsEncodings(["gzip", "identity"]) === "gzip";
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.end(gzip ? page.gzipped : page.body);
}

/** A page's whole body, or null when the client left before it was rendered. */
async function readPage(res: ExpressResponse, body: ReadableStream<Uint8Array>): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks);
      if (res.destroyed) {
        await reader.cancel();
        return null;
      }
      chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
    }
  } catch (error) {
    // A render stopped because the client left is not the site's error.
    if (res.destroyed) return null;
    throw error;
  }
}

/** Writes a Fetch response that is not a page to Express, as it streams. */
async function streamResponse(res: ExpressResponse, body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      if (!res.write(Buffer.from(value.buffer, value.byteOffset, value.byteLength))) {
        await Promise.race([once(res, "drain"), once(res, "close")]);
      }
    }
  } catch (error) {
    if (res.destroyed) return;
    throw error;
  }
  res.end();
}

/**
 * Writes a Fetch response to Express. A page (HTML) is sent whole, its marker taken out and its
 * inline code's hashes in its policy; the page and its hashes are returned, for the cache.
 */
async function sendResponse(
  res: ExpressResponse,
  response: globalThis.Response,
  inlineMarker: string,
): Promise<{ body: Buffer; inlineHashes: InlineHashes } | null> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return null;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  const isPage = (response.headers.get("content-type") ?? "").startsWith("text/html");
  if (!response.body || !isPage) {
    if (response.body) await streamResponse(res, response.body);
    else res.end();
    return null;
  }
  const rendered = await readPage(res, response.body);
  if (!rendered) return null;
  const { body, hashes } = takeMarkedInlineCode(rendered, inlineMarker);
  const inlineHashes = pageInlineHashes(res.locals.brand.id, hashes);
  res.setHeader("Content-Security-Policy", res.locals.pagePolicy(inlineHashes));
  res.setHeader("Content-Length", String(body.length));
  res.end(body);
  return { body, inlineHashes };
}

declare module "express-serve-static-core" {
  interface Locals {
    /** The page cache's fresh copy of this request's page, found early by `findCachedPage`. */
    cachedPage?: CachedPage;
  }
}

export interface PageHandler extends RequestHandler {
  /**
   * Looks the request up in the page cache early (needs `res.locals.brand`), so the middleware in
   * between can tell a cache hit (the compression middleware skips it: it is compressed already).
   */
  findCachedPage: RequestHandler;
}

export function createPageHandler(options: PageHandlerOptions): PageHandler {
  const handleRequest = createRequestHandler(options.build, options.mode);
  const limit = options.bodyLimitBytes ?? PAGE_BODY_LIMIT_BYTES;
  const cache = options.cache ?? null;
  const mayStore = options.mayStore ?? (() => true);
  /** Renders in progress for cacheable keys: concurrent misses wait for the first instead of rendering too. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  const findCachedPage: RequestHandler = (req, res, next) => {
    const key = cache ? pageCacheKey(req.method, req.originalUrl, res.locals.brand.id) : null;
    const cached = cache && key ? cache.get(key) : undefined;
    if (cached) res.locals.cachedPage = cached;
    next();
  };

  const handler: RequestHandler = async (req, res, next) => {
    try {
      const key = cache ? pageCacheKey(req.method, req.originalUrl, res.locals.brand.id) : null;
      if (cache && key) {
        const cached = res.locals.cachedPage ?? (await rendering.get(key)) ?? undefined;
        if (cached) return sendCachedPage(req, res, cached);
      }

      const reading = await readBody(req, limit);
      if (!reading.ok) {
        return plainError(
          res,
          reading.status,
          reading.status === 413 ? "The request body is too large." : "The request body could not be read.",
        );
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = toFetchRequest(req, reading.body, controller.signal);
      if (!request) return plainError(res, 400, "Bad request.");

      let settle: ((page: CachedPage | null) => void) | undefined;
      if (cache && key && !rendering.has(key)) {
        rendering.set(key, new Promise((resolve) => (settle = resolve)));
      }
      let stored: CachedPage | null = null;
      const renderedIn = cache?.generation;
      const inlineMarker = createInlineMarker();
      try {
        const response = await handleRequest(request, options.getLoadContext(req, res, inlineMarker));
        const lifetime = sharedCacheLifetimeMs(response.headers.get("cache-control"));
        const storable =
          settle !== undefined &&
          response.status === 200 &&
          lifetime > 0 &&
          (response.headers.get("content-type") ?? "").startsWith("text/html") &&
          !response.headers.has("set-cookie");
        if (storable) res.setHeader("X-Cache", "MISS");
        const page = await sendResponse(res, response, inlineMarker);
        if (storable && cache && key && page && mayStore()) {
          stored = cache.store(key, {
            status: response.status,
            headers: [...response.headers],
            body: page.body,
            inlineHashes: page.inlineHashes,
            maxAgeMs: lifetime,
            renderedIn,
          });
        }
      } finally {
        if (settle && key) {
          rendering.delete(key);
          settle(stored);
        }
      }
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(handler, { findCachedPage });
}
