import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  isLongSlug,
  isPlausibleSlug,
  MAX_MANUAL_RETRIES,
  nextRetryLength,
  recoveryAttempt,
  retryHref,
  truncateSlug,
  withoutRetry,
} from "./slug-recovery";
import { LONG_SLUG_THRESHOLD } from "./types";

describe("isLongSlug", () => {
  it("is true only above the 150-character threshold", () => {
    expect(LONG_SLUG_THRESHOLD).toBe(150);
    expect(isLongSlug("a".repeat(150))).toBe(false);
    expect(isLongSlug("a".repeat(151))).toBe(true);
    expect(isLongSlug("ohio-taxes")).toBe(false);
  });
});

describe("truncateSlug", () => {
  it("cuts at n characters", () => {
    expect(truncateSlug("abcdefghij", 4)).toBe("abcd");
  });

  it("drops hyphens left dangling at the cut", () => {
    expect(truncateSlug("ohio-flat-tax--explained", 10)).toBe("ohio-flat");
    expect(truncateSlug("ohio-flat-tax--explained", 15)).toBe("ohio-flat-tax");
  });

  it("leaves short slugs alone", () => {
    expect(truncateSlug("short-slug", 80)).toBe("short-slug");
  });

  it("never returns more than n characters or a trailing hyphen", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{0,300}$/), fc.integer({ min: 0, max: 300 }), (slug, n) => {
        const cut = truncateSlug(slug, n);
        expect(cut.length).toBeLessThanOrEqual(n);
        expect(cut.endsWith("-")).toBe(false);
        expect(slug.startsWith(cut)).toBe(true);
      }),
    );
  });
});

describe("nextRetryLength", () => {
  it("gives 120 for the automatic try, then 80 and 50 for the two manual retries", () => {
    expect(nextRetryLength(0)).toBe(120);
    expect(nextRetryLength(1)).toBe(80);
    expect(nextRetryLength(2)).toBe(50);
    expect(MAX_MANUAL_RETRIES).toBe(2);
  });

  it("is null once attempts are used up or for nonsense input", () => {
    expect(nextRetryLength(3)).toBeNull();
    expect(nextRetryLength(-1)).toBeNull();
    expect(nextRetryLength(1.5)).toBeNull();
  });
});

describe("isPlausibleSlug", () => {
  it("accepts ordinary slugs", () => {
    expect(isPlausibleSlug("ohio-cat-6-million-exclusion")).toBe(true);
    expect(isPlausibleSlug("tax_tips")).toBe(true);
    expect(isPlausibleSlug("café-news")).toBe(true);
  });

  it("rejects empty, padded and filter-smuggling values", () => {
    expect(isPlausibleSlug("")).toBe(false);
    expect(isPlausibleSlug("-leading")).toBe(false);
    expect(isPlausibleSlug("news+featured:true")).toBe(false);
    expect(isPlausibleSlug("news,tag:other")).toBe(false);
    expect(isPlausibleSlug("../admin")).toBe(false);
    expect(isPlausibleSlug("a".repeat(501))).toBe(false);
  });
});

describe("manual retries as addresses", () => {
  const params = (query: string) => new URLSearchParams(query);

  it("reads retry=1 and retry=2; anything else is the automatic try", () => {
    expect(recoveryAttempt(params("retry=1"))).toBe(1);
    expect(recoveryAttempt(params("retry=2&domain=payroll"))).toBe(2);
    for (const other of ["", "retry=0", "retry=3", "retry=01", "retry=1.0", "retry=-1", "retry=abc", "retry="])
      expect(recoveryAttempt(params(other)), other).toBe(0);
    fc.assert(
      fc.property(fc.string(), (value) => {
        const attempt = recoveryAttempt(params(`retry=${encodeURIComponent(value)}`));
        expect(attempt >= 0 && attempt <= MAX_MANUAL_RETRIES).toBe(true);
      }),
    );
  });

  it("links the next retry, keeping the brand choice", () => {
    expect(retryHref("/blog/a-long-link", params("domain=brownco"), 0)).toBe("/blog/a-long-link?domain=brownco&retry=1");
    expect(retryHref("/blog/a-long-link", params("retry=1"), 1)).toBe("/blog/a-long-link?retry=2");
  });

  it("drops the retry from the address a found post is sent to", () => {
    expect(withoutRetry(params("retry=2&domain=payroll"))).toBe("?domain=payroll");
    expect(withoutRetry(params("retry=1"))).toBe("");
    expect(withoutRetry(params(""))).toBe("");
  });
});
