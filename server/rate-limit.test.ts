import { describe, expect, it } from "vitest";
import { createTokenBucketLimiter, isWriteRequest, perMinuteLimiter } from "./rate-limit";

describe("token bucket limiter", () => {
  it("allows a burst of `capacity`, then refuses with the wait until the next token", () => {
    const limiter = createTokenBucketLimiter({ capacity: 3, refillPerSecond: 0.5 });
    const t = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take("a", t).allowed)).toEqual([true, true, true]);
    expect(limiter.take("a", t)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    // Half a token after one second: still refused, one second left.
    expect(limiter.take("a", t + 1_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take("a", t + 2_000)).toEqual({ allowed: true });
    expect(limiter.take("a", t + 2_000).allowed).toBe(false);
  });

  it("keeps clients apart", () => {
    const limiter = createTokenBucketLimiter({ capacity: 1, refillPerSecond: 1 });
    expect(limiter.take("a", 0).allowed).toBe(true);
    expect(limiter.take("a", 0).allowed).toBe(false);
    expect(limiter.take("b", 0).allowed).toBe(true);
  });

  it("refills to capacity, never beyond", () => {
    const limiter = createTokenBucketLimiter({ capacity: 2, refillPerSecond: 10 });
    limiter.take("a", 0);
    const later = 60_000;
    expect([1, 2, 3].map(() => limiter.take("a", later).allowed)).toEqual([true, true, false]);
  });

  it("a per-minute limit allows the minute's count at once and then one every 60/n seconds", () => {
    const limiter = perMinuteLimiter(60);
    for (let i = 0; i < 60; i += 1) expect(limiter.take("ip", 0).allowed).toBe(true);
    expect(limiter.take("ip", 0).allowed).toBe(false);
    expect(limiter.take("ip", 1_000).allowed).toBe(true);
    expect(limiter.take("ip", 1_000).allowed).toBe(false);
  });

  it("stays bounded under a flood of distinct clients, forgetting idle ones first", () => {
    const limiter = createTokenBucketLimiter({ capacity: 5, refillPerSecond: 1, maxKeys: 100 });
    limiter.take("busy", 0);
    limiter.take("busy", 0);
    for (let i = 0; i < 1_000; i += 1) limiter.take(`client-${i}`, 0);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });

  it("refuses nonsense settings", () => {
    expect(() => createTokenBucketLimiter({ capacity: 0, refillPerSecond: 1 })).toThrow();
    expect(() => createTokenBucketLimiter({ capacity: 1, refillPerSecond: 0 })).toThrow();
  });
});

describe("isWriteRequest", () => {
  it("counts everything but GET, HEAD and OPTIONS", () => {
    expect(["GET", "HEAD", "OPTIONS"].map((method) => isWriteRequest({ method }))).toEqual([false, false, false]);
    expect(["POST", "PUT", "PATCH", "DELETE"].map((method) => isWriteRequest({ method }))).toEqual([true, true, true, true]);
  });
});
