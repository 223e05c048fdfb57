import { describe, expect, it } from "vitest";
import { createTokenBucketLimiter, isWriteRequest, perMinuteLimiter, rateLimitKey } from "./rate-limit";

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

  it("peeks at a client's allowance without spending it", () => {
    const limiter = createTokenBucketLimiter({ capacity: 1, refillPerSecond: 0.5 });
    expect(limiter.peek("a", 0)).toEqual({ allowed: true });
    expect(limiter.peek("a", 0)).toEqual({ allowed: true });
    limiter.take("a", 0);
    expect(limiter.peek("a", 0)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(limiter.peek("a", 2_000)).toEqual({ allowed: true });
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

describe("rateLimitKey", () => {
  it("keys an IPv4 client by its address, also when a dual-stack socket writes it as IPv6", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("::FFFF:cb00:7109")).toBe("203.0.113.9");
    expect(rateLimitKey("203.0.113.10")).not.toBe(rateLimitKey("203.0.113.9"));
    expect(rateLimitKey("203.000.113.009")).toBe("203.0.113.9");
  });

  it("keys an IPv6 client by its /64, however the address is written", () => {
    const key = "2001:db8:85a3:12::/64";
    for (const address of [
      "2001:db8:85a3:12::1",
      "2001:db8:85a3:12:ffff:ffff:ffff:ffff",
      "2001:0db8:85a3:0012:0000:0000:0000:0002",
      "2001:DB8:85A3:12:1:2:3:4",
      "2001:db8:85a3:12:abcd::",
      "2001:db8:85a3:12::c000:201",
      "2001:db8:85a3:12::192.0.2.1",
    ]) {
      expect(rateLimitKey(address), address).toBe(key);
    }
    expect(rateLimitKey("2001:db8:85a3:13::1")).toBe("2001:db8:85a3:13::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps anything that is not an address as it is", () => {
    for (const value of [
      "unknown",
      "",
      "not an address",
      "2001:db8::1::2",
      "2001:db8:1:2:3:4:5:6:7",
      "2001:db8:1:2:3:4:5",
      "2001:db8::12g",
      "2001:db8::12345",
      "::ffff:300.1.2.3",
      "256.1.1.1",
      "1.2.3",
    ]) {
      expect(rateLimitKey(value), value).toBe(value);
    }
  });
});
