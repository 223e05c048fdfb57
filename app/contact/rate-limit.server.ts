/**
 * A small in-memory sliding-window rate limiter, keyed by client (the contact form and search use
 * the client's rate-limit key: its IPv4 address or IPv6 /64, server/rate-limit.ts). Several windows
 * apply at once, e.g. 5 a minute and 20 an hour.
 *
 * In memory on purpose: the site runs as one process, a restart forgiving everyone is harmless,
 * and it needs no dependency. Refused requests are not counted, so a client that keeps trying while
 * refused is let in again as soon as its earlier requests leave the window.
 */

export interface RateWindow {
  windowMs: number;
  /** Requests allowed within any `windowMs` stretch. */
  max: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for `key` if it is allowed, and says whether it is. */
  hit(key: string, now?: number): RateDecision;
  /** Forgets every client. */
  reset(): void;
  /** Number of clients currently remembered (for tests and diagnostics). */
  readonly size: number;
}

/** The contact form's default: 5 a minute and 20 an hour per client. */
export const DEFAULT_CONTACT_RATE_LIMIT = { perMinute: 5, perHour: 20 } as const;

export function contactRateWindows(
  limits: { perMinute: number; perHour: number } = DEFAULT_CONTACT_RATE_LIMIT,
): RateWindow[] {
  return [
    { windowMs: 60_000, max: limits.perMinute },
    { windowMs: 3_600_000, max: limits.perHour },
  ];
}

export function createRateLimiter(
  windows: readonly RateWindow[],
  options: { maxKeys?: number } = {},
): RateLimiter {
  if (windows.length === 0) throw new Error("a rate limiter needs at least one window");
  for (const window of windows) {
    if (!(window.windowMs > 0) || !(window.max >= 1) || !Number.isInteger(window.max)) {
      throw new Error(`invalid rate window ${JSON.stringify(window)}`);
    }
  }
  const longestMs = Math.max(...windows.map((window) => window.windowMs));
  const maxKeys = options.maxKeys ?? 50_000;
  /** Per client, the times of its counted requests, oldest first, none older than the longest window. */
  const hits = new Map<string, number[]>();

  function forgetIdleClients(now: number): void {
    for (const [key, times] of hits) {
      const newest = times[times.length - 1];
      if (newest === undefined || newest <= now - longestMs) hits.delete(key);
    }
    // Still too many (a flood of distinct addresses): drop the clients seen first.
    for (const key of hits.keys()) {
      if (hits.size <= maxKeys) break;
      hits.delete(key);
    }
  }

  return {
    hit(key, now = Date.now()) {
      const times = (hits.get(key) ?? []).filter((time) => time > now - longestMs);
      let waitMs = 0;
      for (const window of windows) {
        const inWindow = times.filter((time) => time > now - window.windowMs);
        if (inWindow.length >= window.max) {
          // The request becomes allowed once enough of the oldest ones in this window have left it.
          const releasing = inWindow[inWindow.length - window.max] as number;
          waitMs = Math.max(waitMs, releasing + window.windowMs - now);
        }
      }
      if (waitMs > 0) {
        hits.set(key, times);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      times.push(now);
      hits.delete(key); // re-insert so Map order is least recently active first
      hits.set(key, times);
      if (hits.size > maxKeys) forgetIdleClients(now);
      return { allowed: true };
    },
    reset() {
      hits.clear();
    },
    get size() {
      return hits.size;
    },
  };
}
