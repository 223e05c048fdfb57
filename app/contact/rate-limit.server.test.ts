import { describe, expect, it } from "vitest";
import { contactRateWindows, createRateLimiter } from "./rate-limit.server";

describe("createRateLimiter", () => {
  it("allows 5 a minute, then refuses with the seconds until the oldest leaves the window", () => {
    const limiter = createRateLimiter(contactRateWindows());
    const start = 1_000_000;
    for (let index = 0; index < 5; index += 1)
      expect(limiter.hit("1.2.3.4", start + index * 1_000).allowed).toBe(true);
    expect(limiter.hit("1.2.3.4", start + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // The first request (at `start`) leaves the minute window at start + 60 s.
    expect(limiter.hit("1.2.3.4", start + 59_999).allowed).toBe(false);
    expect(limiter.hit("1.2.3.4", start + 60_000).allowed).toBe(true);
  });

  it("keeps clients apart", () => {
    const limiter = createRateLimiter([{ windowMs: 60_000, max: 1 }]);
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.hit("a", 1).allowed).toBe(false);
    expect(limiter.hit("b", 1).allowed).toBe(true);
  });

  it("applies the hourly limit of 20 even when each minute stays under 5", () => {
    const limiter = createRateLimiter(contactRateWindows());
    let now = 0;
    for (let index = 0; index < 20; index += 1) {
      expect(limiter.hit("client", now).allowed, `request ${index + 1}`).toBe(true);
      now += 61_000;
    }
    const refused = limiter.hit("client", now);
    expect(refused.allowed).toBe(false);
    // The first request (at 0) leaves the hour window at 3,600 s; now is 20 × 61 s = 1,220 s.
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 3_600 - 1_220 });
  });

  it("does not count refused requests, so hammering does not extend the wait", () => {
    const limiter = createRateLimiter([{ windowMs: 10_000, max: 2 }]);
    limiter.hit("c", 0);
    limiter.hit("c", 1_000);
    for (let now = 2_000; now < 10_000; now += 100) expect(limiter.hit("c", now).allowed).toBe(false);
    expect(limiter.hit("c", 10_000).allowed).toBe(true);
  });

  it("takes configurable limits (benchmarks raise them)", () => {
    const limiter = createRateLimiter(contactRateWindows({ perMinute: 1_000, perHour: 10_000 }));
    for (let index = 0; index < 1_000; index += 1) expect(limiter.hit("bench", index).allowed).toBe(true);
    expect(limiter.hit("bench", 1_000).allowed).toBe(false);
  });

  it("forgets idle clients and stays bounded under a flood of addresses", () => {
    const limiter = createRateLimiter([{ windowMs: 1_000, max: 1 }], { maxKeys: 100 });
    for (let index = 0; index < 1_000; index += 1)
      limiter.hit(`10.0.${Math.floor(index / 256)}.${index % 256}`, index * 10);
    expect(limiter.size).toBeLessThanOrEqual(101);
  });

  it("rejects nonsensical windows", () => {
    expect(() => createRateLimiter([])).toThrow();
    expect(() => createRateLimiter([{ windowMs: 0, max: 1 }])).toThrow();
    expect(() => createRateLimiter([{ windowMs: 1_000, max: 0 }])).toThrow();
  });
});
