import type { RequestHandler } from "express";
import { resolveBrand, type BrandResolution } from "~/brands/resolve";
import { isFeedReader, isFeedRedirectPath } from "~/site/feed-readers";
import { findRedirect } from "~/site/redirects";

declare module "express-serve-static-core" {
  interface Locals {
    brand: BrandResolution;
  }
}

/** Resolves the request's brand from its host and `?domain=` (see app/brands/resolve.ts). */
export const brandResolution: RequestHandler = (req, res, next) => {
  const search = new URLSearchParams(req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "");
  res.locals.brand = resolveBrand(req.hostname, search);
  next();
};

function queryString(url: string): string {
  const index = url.indexOf("?");
  return index === -1 ? "" : url.slice(index);
}

/**
 * Permanent redirects of old paths, and feed readers asking for the home page or blog sent to the
 * feed. Targets are always this site's own paths (never taken from the request), so no open redirect.
 */
export const siteRedirects: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const target = findRedirect(req.path);
  if (target) {
    res.redirect(301, target + queryString(req.url));
    return;
  }
  if (isFeedRedirectPath(req.path)) {
    // The same URL answers browsers with a page and feed readers with a redirect.
    res.vary("User-Agent");
    if (!isFeedReader(req.get("user-agent"))) return next();
    res.redirect(301, "/rss.xml" + queryString(req.url));
    return;
  }
  next();
};
