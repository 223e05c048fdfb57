import http from "node:http";
import type { Express, RequestHandler } from "express";
import { resolveBrand, type BrandResolution } from "~/brands/resolve";
import { isFeedReader, isFeedRedirectPath } from "~/site/feed-readers";
import { findRedirect } from "~/site/redirects";
import { log } from "~/log.server";
import { loggedPath } from "./request-log";

declare module "express-serve-static-core" {
  interface Locals {
    brand: BrandResolution;
  }
}

/** Resolves the request's brand from its host and `?domain=` (see app/brands/resolve.ts). */
const NO_QUERY = new URLSearchParams();

export const brandResolution: RequestHandler = (req, res, next) => {
  const queryStart = req.url.indexOf("?");
  const search = queryStart === -1 ? NO_QUERY : new URLSearchParams(req.url.slice(queryStart));
  res.locals.brand = resolveBrand(req.hostname, search);
  next();
};

function queryString(url: string): string {
  const index = url.indexOf("?");
  return index === -1 ? "" : url.slice(index);
}

/**
 * Permanent redirects of old paths, and feed readers asking for the home page or blog sent to the
 * feed (a temporary, uncacheable redirect). Targets are always this site's own paths (never taken
 * from the request), so no open redirect.
 */
export const siteRedirects: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const target = findRedirect(req.path);
  if (target) {
    res.redirect(301, target + queryString(req.url));
    return;
  }
  if (isFeedRedirectPath(req.path)) {
    // The same URL answers browsers with a page and feed readers with a redirect. Caches that vary
    // pages only by URL and host (README, Deployment) must never keep the redirect and send every
    // visitor to the feed: so it is temporary and kept by no cache.
    res.vary("User-Agent");
    if (!isFeedReader(req.get("user-agent"))) return next();
    res.setHeader("Cache-Control", "private, no-store");
    res.redirect(302, "/rss.xml" + queryString(req.url));
    return;
  }
  next();
};

/**
 * A path a URL parser would read as another host ("//evil.example", "/\\evil.example", and
 * "/..//x", which resolves to "//x"), made safe: backslashes become slashes, dot segments are
 * resolved and leading slashes collapse to one. Null when the path is fine as it is. Pages build
 * canonical URLs and links from the path, so such paths must never reach them.
 */
export function normalizedPath(path: string): string | null {
  const base = "http://site.invalid";
  const resolve = (candidate: string): string | null => {
    try {
      return new URL(candidate, base).pathname;
    } catch {
      return null;
    }
  };
  const risky = path.startsWith("//") || path.includes("\\") || (resolve(path) ?? "").startsWith("//");
  if (!risky) return null;
  const collapsed = `/${path.replace(/\\/g, "/").replace(/^\/+/, "")}`;
  const resolved = resolve(collapsed) ?? collapsed;
  return `/${resolved.replace(/^\/+/, "")}`;
}

/** Sends "//x" and "/\\x" to "/x" (GET and HEAD); other methods on such paths find nothing. */
export const collapseSlashes: RequestHandler = (req, res, next) => {
  const queryStart = req.url.indexOf("?");
  const path = queryStart === -1 ? req.url : req.url.slice(0, queryStart);
  const target = normalizedPath(path);
  if (target === null) return next();
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.status(404).setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("Not found");
    return;
  }
  res.redirect(301, target + (queryStart === -1 ? "" : req.url.slice(queryStart)));
};

/**
 * Whether a Location header keeps the visitor on this site: a path ("/about-us?domain=brownco"),
 * or an absolute URL on one of `ownOrigins` (the brands' configured origins). Resolved the way a
 * browser resolves it, so "//evil.example", "/\evil.example", "/\t/evil.example" and
 * "javascript:..." are all refused.
 */
export function isSafeRedirectTarget(location: string, ownOrigins: readonly string[] = []): boolean {
  const base = "https://this-site.invalid";
  let resolved: URL;
  try {
    resolved = new URL(location, base);
  } catch {
    return false;
  }
  if (location.startsWith("/")) return resolved.origin === base;
  return ownOrigins.includes(resolved.origin);
}

/**
 * A safety net under every redirect the site answers, from any part of it (the redirect table,
 * React Router loaders, Express): a Location that would leave the site is replaced by the home
 * page and logged. None of the site's own redirects should ever trip it. Installed on the app's
 * response prototype, so it costs nothing per request.
 */
export function guardRedirects(app: Express, ownOrigins: readonly string[]): void {
  const setHeader = http.ServerResponse.prototype.setHeader;
  app.response.setHeader = function guardedSetHeader(this: http.ServerResponse, name, value) {
    if (name.toLowerCase() === "location") {
      const location = Array.isArray(value) ? String(value[0]) : String(value);
      if (!isSafeRedirectTarget(location, ownOrigins)) {
        const request = this.req;
        log.warn(
          `redirect: refused to send ${request?.method} ${loggedPath(request?.url ?? "")} to ${JSON.stringify(location).slice(0, 200)}`,
        );
        return setHeader.call(this, name, "/");
      }
    }
    return setHeader.call(this, name, value);
  } as typeof app.response.setHeader;
}
