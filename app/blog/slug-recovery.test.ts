import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  isLongSlug,
  isPlausibleSlug,
  MAX_MANUAL_RETRIES,
  nextRetryLength,
  truncateSlug,
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
