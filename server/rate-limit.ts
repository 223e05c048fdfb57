/**
 * Per-client rate limits for the whole site: a token bucket per client (its IPv4 address or IPv6
 * /64, see rateLimitKey). Constant time and
 * memory per request (the contact form's sliding-window limiter in app/contact/rate-limit.server.ts
 * keeps every timestamp, which is right for 5 a minute but not for thousands of page views).
 *
 * A bucket holds up to `capacity` tokens and refills at `refillPerSecond`; each request takes
 * one. With capacity = the per-minute limit, a client may spend a whole minute's allowance in a
 * burst (a page with its data requests), then continues at the sustained rate.
 */
import type { Request, RequestHandler, Response } from "express";

declare module "express-serve-static-core" {
  interface Locals {
    /** The client's address, worked out once per request (see clientAddress): for logs. */
    clientIp?: string;
    /** What every rate limit counts the request against (see rateLimitKey). */
    clientKey?: string;
  }
}

/**
 * Sets `res.locals.clientIp`, the socket's peer or with TRUST_PROXY hops the address the trusted
 * proxies report (Express's req.ip), and `res.locals.clientKey`, what the limits count it against.
 * Worked out once: the rate limits, the logs and the pages all need them.
 */
export function clientAddress(trustProxy: number): RequestHandler {
  return (req, res, next) => {
    const address = (trustProxy > 0 ? req.ip : req.socket.remoteAddress) ?? "unknown";
    res.locals.clientIp = address;
    res.locals.clientKey = rateLimitKey(address);
    next();
  };
}

/** The request's rate-limit key: from clientAddress when it ran, else from the socket's peer. */
export function clientKeyOf(req: Request, res: Response): string {
  return res.locals.clientKey ?? rateLimitKey(req.ip ?? req.socket.remoteAddress ?? "unknown");
}

/**
 * The key a client's requests are counted under. An IPv4 client is its address. An IPv6 client is
 * its /64: one household or customer gets a whole /64 (18 quintillion addresses) and may use any
 * of them, so counting single addresses would give it a fresh allowance per request. An IPv4
 * address written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports it) is that IPv4
 * address. Anything else (no address known) is kept as it is. Runs once per request, so it parses
 * by hand rather than through node:net's validating patterns (several times slower).
 */
export function rateLimitKey(address: string): string {
  const zone = address.indexOf("%"); // a link-local zone ("fe80::1%eth0") is no part of the address
  const plain = zone === -1 ? address : address.slice(0, zone);
  if (CANONICAL_IPV4.test(plain)) return plain;
  const octets = ipv4Octets(plain);
  if (octets) return octets.join(".");
  const groups = plain.includes(":") ? ipv6Groups(plain) : null;
  if (!groups) return address;
  if (groups[0] === 0 && groups[1] === 0 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0 && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups[0]!.toString(16)}:${groups[1]!.toString(16)}:${groups[2]!.toString(16)}:${groups[3]!.toString(16)}::/64`;
}

/** An IPv4 address as sockets and proxies write it (no leading zeros): the common case, one test. */
const CANONICAL_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

/** The four numbers of a dotted IPv4 address, or null. */
function ipv4Octets(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address ("::" expanded, a dotted IPv4 tail read as two), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const tailStart = address.lastIndexOf(":") + 1;
  if (address.includes(".", tailStart)) {
    const octets = ipv4Octets(address.slice(tailStart));
    if (!octets) return null;
    text = `${address.slice(0, tailStart)}${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const before = parse(halves[0]!);
  const after = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - before.length - after.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups: number[] = [];
  for (const group of before) groups.push(IPV6_GROUP.test(group) ? Number.parseInt(group, 16) : Number.NaN);
  for (let i = 0; i < missing; i += 1) groups.push(0);
  for (const group of after) groups.push(IPV6_GROUP.test(group) ? Number.parseInt(group, 16) : Number.NaN);
  return groups.some(Number.isNaN) ? null : groups;
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
  /** What `take` would answer now, without taking a token. */
  peek(key: string, now?: number): RateDecision;
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

  const refusal = (tokens: number): RateDecision => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)),
  });

  return {
    peek(key, now = Date.now()) {
      const bucket = buckets.get(key);
      const tokens = bucket ? refilled(bucket, now) : capacity;
      return tokens < 1 ? refusal(tokens) : { allowed: true };
    },
    take(key, now = Date.now()) {
      const bucket = buckets.get(key);
      const tokens = bucket ? refilled(bucket, now) : capacity;
      if (tokens < 1) {
        if (bucket) {
          bucket.tokens = tokens;
          bucket.updatedAt = now;
        }
        return refusal(tokens);
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
    const decision = limiter.take(clientKeyOf(req, res));
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
