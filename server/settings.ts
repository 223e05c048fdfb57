/**
 * Server-level limits, declared with the building blocks of app/config.server.ts. loadSettings reads
 * them together with the site's configuration in one parse, so every problem with either is reported at
 * once, in one ConfigError. All have production defaults; benchmarks and tests raise the rate limits or
 * shorten the timeouts.
 *
 *   SITE_RATE_PER_MINUTE    requests per client per minute, all pages and APIs (static files
 *                           not counted); default 1200, a whole minute's worth allowed as a burst
 *   WRITE_RATE_PER_MINUTE   POST/PUT/PATCH/DELETE per client per minute; default 30, and never
 *                           below CONTACT_RATE_PER_MINUTE (the contact form's own, finer limit)
 *   PAGE_CACHE              on/off: keep rendered pages for anonymous visitors; default on
 *   PAGE_CACHE_SECONDS      how long a rendered page is kept, 1 to 300; default 300
 *   HEADERS_TIMEOUT_MS      a client must send its request headers within this; default 10000
 *   REQUEST_TIMEOUT_MS      ... and its whole request (headers and body); default 30000
 *   KEEP_ALIVE_TIMEOUT_MS   idle keep-alive connections are closed after this; default 5000
 *   SHUTDOWN_TIMEOUT_MS     on SIGTERM, the longest wait for requests already received; default 10000
 *                           (a process manager's stop timeout must be longer: deploy/ allows 30 s)
 */
import { z } from "zod";
import {
  onOff,
  parseEnvironment,
  siteConfig,
  siteVariables,
  whenValid,
  wholeNumber,
  type Env,
  type SiteConfig,
} from "~/config.server";
import { DEFAULT_CONTACT_RATE_LIMIT } from "~/contact/rate-limit.server";

export interface ServerSettings {
  siteRatePerMinute: number;
  writeRatePerMinute: number;
  pageCache: { enabled: boolean; ttlMs: number };
  timeouts: HttpTimeouts;
  /** How long a shutdown waits for requests already received before it closes their connections. */
  shutdownTimeoutMs: number;
}

export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
}

export const DEFAULT_SITE_RATE_PER_MINUTE = 1200;
export const DEFAULT_WRITE_RATE_PER_MINUTE = 30;
export const DEFAULT_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/** After the requests are answered: how long a mail being sent may take to finish before the site exits anyway. */
export const WORKER_STOP_TIMEOUT_MS = 10_000;

/** The server's variables (listed above), declared and checked like the site's. */
export const serverVariables = z
  .object({
    SITE_RATE_PER_MINUTE: wholeNumber(60, 10_000_000).default(DEFAULT_SITE_RATE_PER_MINUTE),
    WRITE_RATE_PER_MINUTE: wholeNumber(1, 10_000_000).default(DEFAULT_WRITE_RATE_PER_MINUTE),
    PAGE_CACHE: onOff().default(true),
    PAGE_CACHE_SECONDS: wholeNumber(1, 300).default(300),
    HEADERS_TIMEOUT_MS: wholeNumber(100, 120_000).default(DEFAULT_TIMEOUTS.headersMs),
    REQUEST_TIMEOUT_MS: wholeNumber(100, 600_000).default(DEFAULT_TIMEOUTS.requestMs),
    KEEP_ALIVE_TIMEOUT_MS: wholeNumber(100, 120_000).default(DEFAULT_TIMEOUTS.keepAliveMs),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(100, 120_000).default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  })
  .superRefine(
    (env, ctx) => {
      if (env.REQUEST_TIMEOUT_MS < env.HEADERS_TIMEOUT_MS) {
        ctx.addIssue({
          code: "custom",
          path: ["REQUEST_TIMEOUT_MS"],
          message: `(${env.REQUEST_TIMEOUT_MS}) must be at least HEADERS_TIMEOUT_MS (${env.HEADERS_TIMEOUT_MS})`,
        });
      }
    },
    whenValid("HEADERS_TIMEOUT_MS", "REQUEST_TIMEOUT_MS"),
  );

function serverSettings(env: z.output<typeof serverVariables>, contactRatePerMinute: number): ServerSettings {
  return {
    siteRatePerMinute: env.SITE_RATE_PER_MINUTE,
    // A write limit below the contact form's would make the form's own limit unreachable.
    writeRatePerMinute: Math.max(env.WRITE_RATE_PER_MINUTE, contactRatePerMinute),
    pageCache: { enabled: env.PAGE_CACHE, ttlMs: env.PAGE_CACHE_SECONDS * 1000 },
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}

/** The site's configuration and the server's settings, every bad value of either named in one ConfigError. */
export function loadSettings(
  env: Env = process.env,
  cwd = process.cwd(),
): { config: SiteConfig; settings: ServerSettings } {
  const variables = parseEnvironment(z.intersection(siteVariables, serverVariables), env);
  return {
    config: siteConfig(variables, cwd),
    settings: serverSettings(variables, variables.CONTACT_RATE_PER_MINUTE),
  };
}

/** The server's settings alone, next to a site configuration read already (its contact rate limit). */
export function loadServerSettings(
  env: Env = process.env,
  contactRateLimit: SiteConfig["contactRateLimit"] = DEFAULT_CONTACT_RATE_LIMIT,
): ServerSettings {
  return serverSettings(parseEnvironment(serverVariables, env), contactRateLimit.perMinute);
}
