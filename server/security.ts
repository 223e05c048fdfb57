import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { ThirdPartyIds } from "~/config.server";
import { thirdPartyHosts } from "~/third-party/scripts";

declare module "express-serve-static-core" {
  interface Locals {
    nonce: string;
  }
}

/**
 * Content-Security-Policy for pages: scripts only with this response's nonce (and what they load,
 * via 'strict-dynamic'), plus exactly the third-party hosts that are configured.
 */
export function contentSecurityPolicy(nonce: string, thirdParty: ThirdPartyIds, devMode = false): string {
  const hosts = thirdPartyHosts(thirdParty);
  const connect = ["'self'", ...hosts.map((h) => `https://${h}`), ...(devMode ? ["ws:"] : [])];
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https:${devMode ? " 'unsafe-eval'" : ""}`,
    // <style> elements need the nonce; style attributes (React's style prop) cannot carry one.
    // (In development Vite injects un-nonced <style> tags for hot reload.)
    ...(devMode ? ["style-src 'self' 'unsafe-inline'"] : [`style-src 'self' 'nonce-${nonce}'`, `style-src-elem 'self' 'nonce-${nonce}'`]),
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: https:`,
    // Vite inlines the smallest font subsets as data: URLs.
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com", ...hosts.map((h) => `https://${h}`)].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/** Security headers for every response; a fresh CSP nonce per request in `res.locals.nonce`. */
export function securityHeaders(thirdParty: ThirdPartyIds, devMode: boolean): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, thirdParty, devMode));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("X-Frame-Options", "DENY");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
