/**
 * Security headers for every response the site sends: pages, assets, API answers, redirects and
 * errors alike. A page's Content-Security-Policy names the SHA-256 hash of each of its inline scripts
 * and styles (app/delivery/inline-code.server.ts), and 'strict-dynamic' lets the scripts they load run; every
 * other response gets the same policy with no inline code allowed. No 'unsafe-inline' for scripts.
 */
import type { RequestHandler } from "express";
import type { ThirdPartyIds } from "~/config.server";
import { CROSS_ORIGIN_ERROR } from "~/contact/errors";
import { isAllowedOrigin } from "~/contact/origin";
import { NO_THIRD_PARTY_SCRIPTS, thirdPartyHosts } from "~/third-party/scripts";
import { NO_INLINE_CODE, type InlineHashes } from "~/delivery/inline-code.server";
import { isWriteRequest } from "./rate-limit";

declare module "express-serve-static-core" {
  interface Locals {
    /** This response's Content-Security-Policy for a page whose inline code has these hashes. */
    pagePolicy(hashes: InlineHashes): string;
  }
}

/** Hosts blog posts may embed video from (the blog sanitizer allows exactly these iframes). */
export const EMBED_FRAME_ORIGINS: readonly string[] = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
];

/** Two years, the value HSTS preload lists ask for; subdomains included (every brand host is HTTPS). */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";
export const REFERRER_POLICY = "strict-origin-when-cross-origin";
/**
 * Powerful features no page of the site uses, switched off for the site and any frame it embeds.
 * Only features every current browser recognises: an unknown one is logged as a console error,
 * which Lighthouse counts against best practices.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * Headers for answers that are not pages (Node's own 400/408/431 for malformed requests): nothing
 * may load or frame them.
 */
export const BARE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": REFERRER_POLICY,
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

export interface CspOptions {
  thirdParty: ThirdPartyIds;
  /** Vite's dev server needs eval, websockets and the <style> tags it adds. */
  devMode?: boolean;
  /** The configured Ghost (GHOST_URL): post images, video and audio may come from it even over plain http. */
  ghostUrl?: string | null;
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** A policy for one configuration: a function of the page's inline hashes and of HTTPS. */
export type CspBuilder = (hashes: InlineHashes, secure: boolean) => string;

/** Builds the policy for a configuration once; per response only the inline hashes are joined in. */
export function createCspBuilder(options: CspOptions): CspBuilder {
  const devMode = options.devMode ?? false;
  const hosts = thirdPartyHosts(options.thirdParty).map((host) => `https://${host}`);
  const ghostOrigin = originOf(options.ghostUrl);
  const list = (...sources: (string | null | false)[]) =>
    [...new Set(sources.filter((source): source is string => typeof source === "string"))].join(" ");

  // Browsers with CSP level 3 ignore 'self' and host sources next to 'strict-dynamic'; older ones
  // use them instead, so they name exactly the site and the configured third parties.
  const scriptSrc = (hashes: InlineHashes) =>
    `script-src ${list(...hashes.scripts, "'strict-dynamic'", "'self'", ...hosts, devMode && "'unsafe-eval'")}`;
  // <style> elements need their hash; style attributes (React's style prop) cannot carry one.
  const styleSrc = (hashes: InlineHashes) =>
    devMode
      ? ["style-src 'self' 'unsafe-inline'"]
      : [`style-src ${list("'self'", ...hashes.styles, ...hosts)}`, `style-src-elem ${list("'self'", ...hashes.styles, ...hosts)}`];
  const rest = [
    "style-src-attr 'unsafe-inline'",
    // Post bodies may show images from any https host the editor used (the sanitizer keeps http(s)
    // only); images cannot run code. Vite inlines small images and font subsets as data: URLs.
    `img-src ${list("'self'", "data:", "https:", ghostOrigin)}`,
    `font-src ${list("'self'", "data:", ...hosts)}`,
    `connect-src ${list("'self'", ...hosts, devMode && "ws:")}`,
    `frame-src ${list(...EMBED_FRAME_ORIGINS, ...hosts)}`,
    // Video and audio cards play files uploaded to the configured Ghost; no other host.
    `media-src ${list("'self'", ghostOrigin)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  // Only over HTTPS: on plain-HTTP hosts (local previews) upgrading would break every asset.
  const secureTail = "; upgrade-insecure-requests";
  return (hashes, secure) =>
    `default-src 'self'; ${scriptSrc(hashes)}; ${styleSrc(hashes).join("; ")}; ${rest}${secure ? secureTail : ""}`;
}

/** The Content-Security-Policy for one response. */
export function contentSecurityPolicy(hashes: InlineHashes, options: CspOptions & { secure?: boolean }): string {
  return createCspBuilder(options)(hashes, options.secure ?? true);
}

export interface SecurityHeaderOptions extends CspOptions {
  /** Paths whose pages load no third-party script: their policy names none of the hosts either. */
  firstPartyOnly?: (path: string) => boolean;
}

/**
 * Sets the security headers on every response (the policy allowing no inline code) and
 * `res.locals.pagePolicy`, with which the page handler replaces it for a page.
 * HSTS only when the request came over HTTPS (directly, or through a trusted proxy that says so
 * with X-Forwarded-Proto; see TRUST_PROXY and server/proxy-headers.ts): browsers ignore it over
 * plain HTTP anyway.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const policy = createCspBuilder(options);
  const firstPartyPolicy = createCspBuilder({ ...options, thirdParty: NO_THIRD_PARTY_SCRIPTS });
  return (req, res, next) => {
    const csp = options.firstPartyOnly?.(req.path) ? firstPartyPolicy : policy;
    res.locals.pagePolicy = (hashes) => csp(hashes, req.secure);
    res.setHeader("Content-Security-Policy", csp(NO_INLINE_CODE, req.secure));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", REFERRER_POLICY);
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // For browsers without CSP frame-ancestors.
    res.setHeader("X-Frame-Options", "DENY");
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS_VALUE);
    next();
  };
}

/**
 * Writes posted from another site's page (a browser's Origin header names another host than the
 * one addressed) answer 403 before any rate limit counts them and before their body is read:
 * otherwise any page a visitor opens could spend that visitor's allowance of writes and contact
 * messages. Requests without Origin (Ghost's webhooks, other servers, older browsers' same-origin
 * posts) go on to their own checks. Same rule as the contact form's (isAllowedOrigin).
 */
export const refuseCrossSiteWrites: RequestHandler = (req, res, next) => {
  if (!isWriteRequest(req) || isAllowedOrigin(req.get("origin"), req.host ? [req.host] : [])) return next();
  res.status(403).setHeader("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ success: false, error: CROSS_ORIGIN_ERROR });
  else res.type("text/plain").send(CROSS_ORIGIN_ERROR);
};
