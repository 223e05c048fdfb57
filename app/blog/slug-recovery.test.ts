import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  isLongSlug,
  isPlausibleSlug,
  longBlogSlug,
  MAX_MANUAL_RETRIES,
  nextRetryLength,
  recoveryAttempt,
  retryHref,
  truncateSlug,
  withoutMailClientTrail,
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

describe("withoutMailClientTrail", () => {
  it("drops what mail clients add to the end of a link", () => {
    for (const trail of [
      ".",
      ")",
      "…",
      " ",
      "\u00a0",
      "...",
      ").",
      ",",
      ";",
      ":",
      "!",
      "?",
      "]",
      ">",
      '"',
      "’",
      "”",
      ". ",
    ])
      expect(withoutMailClientTrail(`ohio-cat-exclusion${trail}`), JSON.stringify(trail)).toBe(
        "ohio-cat-exclusion",
      );
  });

  it("leaves slugs alone, and what is not at the end", () => {
    expect(withoutMailClientTrail("ohio-cat-6-million-exclusion")).toBe("ohio-cat-6-million-exclusion");
    expect(withoutMailClientTrail("tax_tips_")).toBe("tax_tips_");
    expect(withoutMailClientTrail("w-2.forms-explained")).toBe("w-2.forms-explained");
    expect(withoutMailClientTrail("...")).toBe("");
  });

  it("only ever cuts the end, and leaves none of it", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const stripped = withoutMailClientTrail(value);
        expect(value.startsWith(stripped)).toBe(true);
        expect(/[\s.,;:!?…)\]}>"'’”]$/u.test(stripped)).toBe(false);
      }),
    );
  });
});

describe("manual retries as addresses", () => {
  const params = (query: string) => new URLSearchParams(query);

  it("reads retry=1 and retry=2; anything else is the automatic try", () => {
    expect(recoveryAttempt(params("retry=1"))).toBe(1);
    expect(recoveryAttempt(params("retry=2&domain=payroll"))).toBe(2);
    for (const other of [
      "",
      "retry=0",
      "retry=3",
      "retry=01",
      "retry=1.0",
      "retry=-1",
      "retry=abc",
      "retry=",
    ])
      expect(recoveryAttempt(params(other)), other).toBe(0);
    fc.assert(
      fc.property(fc.string(), (value) => {
        const attempt = recoveryAttempt(params(`retry=${encodeURIComponent(value)}`));
        expect(attempt >= 0 && attempt <= MAX_MANUAL_RETRIES).toBe(true);
      }),
    );
  });

  it("links the next retry, keeping the brand choice", () => {
    expect(retryHref("/blog/a-long-link", params("domain=brownco"), 0)).toBe(
      "/blog/a-long-link?domain=brownco&retry=1",
    );
    expect(retryHref("/blog/a-long-link", params("retry=1"), 1)).toBe("/blog/a-long-link?retry=2");
  });

  it("drops the retry from the address a found post is sent to", () => {
    expect(withoutRetry(params("retry=2&domain=payroll"))).toBe("?domain=payroll");
    expect(withoutRetry(params("retry=1"))).toBe("");
    expect(withoutRetry(params(""))).toBe("");
  });
});

const longSlug = `${"ohio-payroll-".repeat(12)}end`; // 159 characters

describe("longBlogSlug", () => {
  it("finds post slugs longer than 150 characters", () => {
    expect(longSlug.length).toBeGreaterThan(150);
    expect(longBlogSlug(`/blog/${longSlug}`)).toBe(longSlug);
    expect(longBlogSlug(`/blog/${longSlug}/`)).toBe(longSlug);
  });

  it("decodes the path, so the length is the slug's own", () => {
    const unicode = `${"straße-".repeat(22)}x`;
    expect(longBlogSlug(`/blog/${encodeURIComponent(unicode)}`)).toBe(unicode);
    // 150 characters once decoded: not long, even though the encoded path is.
    const exactly150 = "é".repeat(150);
    expect(longBlogSlug(`/blog/${encodeURIComponent(exactly150)}`)).toBeNull();
  });

  it("reads the slug without what a mail client added to the link, as the server does", () => {
    for (const trail of [".", ")", "%E2%80%A6", "%20", "%29."])
      expect(longBlogSlug(`/blog/${longSlug}${trail}`), trail).toBe(longSlug);
    // 150 characters and a full stop: a short slug, so the usual 404 page.
    expect(longBlogSlug(`/blog/${"a".repeat(150)}.`)).toBeNull();
  });

  it("ignores short slugs, topic pages, other paths and undecodable ones", () => {
    expect(longBlogSlug("/blog/ohio-cat-6-million-exclusion")).toBeNull();
    expect(longBlogSlug(`/blog/${"a".repeat(150)}`)).toBeNull();
    expect(longBlogSlug(`/blog/tag/${longSlug}`)).toBeNull();
    expect(longBlogSlug(`/services/${longSlug}`)).toBeNull();
    expect(longBlogSlug("/blog")).toBeNull();
    expect(longBlogSlug(`/blog/%E0%A4%A${longSlug}`)).toBeNull();
  });
});
