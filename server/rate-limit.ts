/**
 * Per-client rate limits for the whole site: a token bucket per client IP. Constant time and
 * memory per request (the contact form's sliding-window limiter in app/contact/rate-limit.server.ts
 * keeps every timestamp, which is right for 5 a minute but not for thousands of page views).
 *
 * A bucket holds up to `capacity` tokens and refills at `refillPerSecond`; each request takes
 * one. With capacity = the per-minute limit, a client may spend a whole minute's allowance in a
 * burst (a page with its data requests), then continues at the sustained rate.
 */
import type { Request, RequestHandler } from "express";

declare module "express-serve-static-core" {
  interface Locals {
    /** The client's address, worked out once per request (see clientAddress). */
    clientIp?: string;
  }
}

/**
 * Sets `res.locals.clientIp`: the socket's peer, or with TRUST_PROXY hops the address the trusted
 * proxies report (Express's req.ip). Worked out once: the rate limits and the pages all need it.
 */
export function clientAddress(trustProxy: number): RequestHandler {
  return (req, res, next) => {
    res.locals.clientIp = (trustProxy > 0 ? req.ip : req.socket.remoteAddress) ?? "unknown";
    next();
  };
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface TokenBucketOptions {
  capacity: number;
  refillPerSecond: number;
  /** Clients remembered at most; beyond it idle clients, then the longest unseen, are forgotten. */
  maxKeys?: number;
}

export interface TokenBucketLimiter {
  take(key: string, now?: number): RateDecision;
  reset(): void;
  readonly size: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createTokenBucketLimiter(options: TokenBucketOptions): TokenBucketLimiter {
  const { capacity, refillPerSecond } = options;
  if (!(capacity >= 1) || !(refillPerSecond > 0)) {
    throw new Error(`invalid token bucket ${JSON.stringify(options)}`);
  }
  const maxKeys = options.maxKeys ?? 50_000;
  const buckets = new Map<string, Bucket>();

  function refilled(bucket: Bucket, now: number): number {
    const elapsedSeconds = Math.max(0, now - bucket.updatedAt) / 1000;
    return Math.min(capacity, bucket.tokens + elapsedSeconds * refillPerSecond);
  }

  function forget(now: number): void {
    // A full bucket is the same as no bucket: forgetting it changes nobody's allowance.
    for (const [key, bucket] of buckets) if (refilled(bucket, now) >= capacity) buckets.delete(key);
    // Still too many (a flood of distinct addresses): drop the clients seen longest ago.
    for (const key of buckets.keys()) {
      if (buckets.size <= maxKeys * 0.9) break;
      buckets.delete(key);
    }
  }

  return {
    take(key, now = Date.now()) {
      const bucket = buckets.get(key);
      const tokens = bucket ? refilled(bucket, now) : capacity;
      if (tokens < 1) {
        if (bucket) {
          bucket.tokens = tokens;
          bucket.updatedAt = now;
        }
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)) };
      }
      if (bucket) {
        // Re-insert so the Map's order is least recently seen first.
        buckets.delete(key);
        bucket.tokens = tokens - 1;
        bucket.updatedAt = now;
        buckets.set(key, bucket);
      } else {
        buckets.set(key, { tokens: tokens - 1, updatedAt: now });
        if (buckets.size > maxKeys) forget(now);
      }
      return { allowed: true };
    },
    reset() {
      buckets.clear();
    },
    get size() {
      return buckets.size;
    },
  };
}

/** A per-minute limit as a bucket: the minute's allowance as burst, refilled evenly. */
export function perMinuteLimiter(perMinute: number, maxKeys?: number): TokenBucketLimiter {
  return createTokenBucketLimiter({ capacity: perMinute, refillPerSecond: perMinute / 60, maxKeys });
}

export const TOO_MANY_REQUESTS_TEXT = "Too many requests from your network. Please wait a moment and try again.";

export interface RateLimitMiddlewareOptions {
  limiter: TokenBucketLimiter;
  /** Which requests count; the others pass untouched. */
  applies?: (req: Request) => boolean;
}

/** 429 with Retry-After when the client's bucket is empty; JSON for /api/ paths, plain text elsewhere. */
export function rateLimit({ limiter, applies }: RateLimitMiddlewareOptions): RequestHandler {
  return (req, res, next) => {
    if (applies && !applies(req)) return next();
    const decision = limiter.take(res.locals.clientIp ?? req.ip ?? req.socket.remoteAddress ?? "unknown");
    if (decision.allowed) return next();
    res.status(429);
    res.setHeader("Retry-After", String(decision.retryAfterSeconds));
    res.setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) {
      res.json({ success: false, error: TOO_MANY_REQUESTS_TEXT });
    } else {
      res.type("text/plain").send(TOO_MANY_REQUESTS_TEXT);
    }
  };
}

/** Requests that change something or carry a body: everything but GET, HEAD and OPTIONS. */
export function isWriteRequest(req: Pick<Request, "method">): boolean {
  return req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";
}
