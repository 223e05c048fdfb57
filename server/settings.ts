/**
 * Server-level limits, read from the environment next to app/config.server.ts and reported the
 * same way (every problem at once, in a ConfigError). All have production defaults; benchmarks and
 * tests raise the rate limits or shorten the timeouts.
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
import { ConfigError, type SiteConfig } from "~/config.server";

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

type Env = Readonly<Record<string, string | undefined>>;

export function loadServerSettings(
  env: Env = process.env,
  contactRateLimit: SiteConfig["contactRateLimit"] = { perMinute: 5, perHour: 20 },
): ServerSettings {
  const problems: string[] = [];
  const get = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const text = get(name);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
      return fallback;
    }
    return value;
  };

  const siteRatePerMinute = whole("SITE_RATE_PER_MINUTE", DEFAULT_SITE_RATE_PER_MINUTE, 60, 10_000_000);
  const writeRatePerMinute = Math.max(
    whole("WRITE_RATE_PER_MINUTE", DEFAULT_WRITE_RATE_PER_MINUTE, 1, 10_000_000),
    contactRateLimit.perMinute,
  );

  let cacheEnabled = true;
  const cacheText = get("PAGE_CACHE");
  if (cacheText !== undefined) {
    const normalized = cacheText.toLowerCase();
    if (["1", "true", "yes", "on"].includes(normalized)) cacheEnabled = true;
    else if (["0", "false", "no", "off"].includes(normalized)) cacheEnabled = false;
    else problems.push(`PAGE_CACHE must be on or off (got "${cacheText}")`);
  }
  const ttlMs = whole("PAGE_CACHE_SECONDS", 300, 1, 300) * 1000;

  const timeouts: HttpTimeouts = {
    headersMs: whole("HEADERS_TIMEOUT_MS", DEFAULT_TIMEOUTS.headersMs, 100, 120_000),
    requestMs: whole("REQUEST_TIMEOUT_MS", DEFAULT_TIMEOUTS.requestMs, 100, 600_000),
    keepAliveMs: whole("KEEP_ALIVE_TIMEOUT_MS", DEFAULT_TIMEOUTS.keepAliveMs, 100, 120_000),
  };
  if (timeouts.requestMs < timeouts.headersMs) {
    problems.push(
      `REQUEST_TIMEOUT_MS (${timeouts.requestMs}) must be at least HEADERS_TIMEOUT_MS (${timeouts.headersMs})`,
    );
  }

  const shutdownTimeoutMs = whole("SHUTDOWN_TIMEOUT_MS", DEFAULT_SHUTDOWN_TIMEOUT_MS, 100, 120_000);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    siteRatePerMinute,
    writeRatePerMinute,
    pageCache: { enabled: cacheEnabled, ttlMs },
    timeouts,
    shutdownTimeoutMs,
  };
}
