import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  cardExcerpt,
  cutExcerpt,
  cutTitle,
  estimateReadingTime,
  formatReadingTime,
  htmlToText,
} from "./excerpt";

describe("cutExcerpt", () => {
  it("returns text that fits unchanged apart from collapsed whitespace", () => {
    expect(cutExcerpt("Short  and\nsweet.", 350)).toBe("Short and sweet.");
  });

  it("cuts at the last sentence break when it lies beyond 30 percent of the limit", () => {
    const text =
      "Ohio now taxes income at one rate. The change starts with the 2026 tax year and affects withholding";
    // limit 60: 30% is 18; the sentence ends at 34.
    expect(cutExcerpt(text, 60)).toBe("Ohio now taxes income at one rate…");
  });

  it("cuts at a clause break when that is the last break beyond 30 percent", () => {
    const text =
      "Bring your W-2s, 1099s and last year's return, and we will handle the rest of the paperwork for you";
    expect(cutExcerpt(text, 60)).toBe("Bring your W-2s, 1099s and last year's return…");
  });

  it("falls back to a word break beyond 50 percent when the only break is too early", () => {
    const text = "Yes. Employers in Muskingum County report every new hire to the state within twenty days";
    // The sentence break (after 'Yes.') is at 4, below 30% of 50 = 15.
    const cut = cutExcerpt(text, 50);
    expect(cut).toBe("Yes. Employers in Muskingum County report every…");
    expect(cut.length).toBeLessThanOrEqual(50);
  });

  it("cuts mid-word when there is no usable break at all", () => {
    const cut = cutExcerpt("a".repeat(400), 350);
    expect(cut).toBe(`${"a".repeat(349)}…`);
  });

  it("uses 350 characters by default", () => {
    const text = "Word ".repeat(200);
    expect(cutExcerpt(text).length).toBeLessThanOrEqual(350);
    expect(cutExcerpt(text).endsWith("…")).toBe(true);
  });

  it("never exceeds the limit and always keeps a prefix of the text", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom("tax", "Ohio", "refund.", "payroll,", "—", "W-2;", "filing:", "a", "deadline!"),
          { maxLength: 120 },
        ),
        fc.integer({ min: 2, max: 400 }),
        (words, max) => {
          const text = words.join(" ");
          const cut = cutExcerpt(text, max);
          expect(cut.length).toBeLessThanOrEqual(max);
          if (text.length <= max) {
            expect(cut).toBe(text);
          } else {
            expect(cut.endsWith("…")).toBe(true);
            expect(text.startsWith(cut.slice(0, -1))).toBe(true);
          }
        },
      ),
    );
  });
});

describe("cutTitle", () => {
  it("keeps titles up to 150 characters", () => {
    const title = "t".repeat(150);
    expect(cutTitle(title)).toBe(title);
  });

  it("cuts longer titles at a word break with an ellipsis", () => {
    const title = `${"Ohio payroll ".repeat(15)}end`;
    const cut = cutTitle(title);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith("payroll…") || cut.endsWith("Ohio…")).toBe(true);
  });
});

describe("htmlToText", () => {
  it("strips tags, keeps word boundaries between blocks and decodes entities", () => {
    expect(
      htmlToText("<h2>Deadlines</h2><p>Q1 &amp; Q2 are due&nbsp;soon.</p><p>Call&#32;us&#x21;</p>"),
    ).toBe("Deadlines Q1 & Q2 are due soon. Call us!");
  });

  it("drops script, style and comment content", () => {
    expect(htmlToText("<p>Hi</p><script>alert(1)</script><style>p{}</style><!-- note -->there")).toBe(
      "Hi there",
    );
  });

  it("leaves unknown entities as written", () => {
    expect(htmlToText("AT&T &madeup;")).toBe("AT&T &madeup;");
  });
});

describe("reading time", () => {
  it("estimates whole minutes at about 265 words per minute, rounded up", () => {
    expect(estimateReadingTime("")).toBe(0);
    expect(estimateReadingTime("word ".repeat(265))).toBe(1);
    expect(estimateReadingTime("word ".repeat(266))).toBe(2);
  });

  it("does not count stray punctuation as words", () => {
    expect(estimateReadingTime("— — —")).toBe(0);
  });

  it("shows minutes only when above 0", () => {
    expect(formatReadingTime(4)).toBe("4 min read");
    expect(formatReadingTime(0)).toBeNull();
    expect(formatReadingTime(-2)).toBeNull();
    expect(formatReadingTime(null)).toBeNull();
    expect(formatReadingTime(Number.NaN)).toBeNull();
  });
});

describe("cardExcerpt", () => {
  it("prefers the custom excerpt, then the excerpt, then the body", () => {
    expect(cardExcerpt({ custom_excerpt: "Custom.", excerpt: "Auto.", html: "<p>Body.</p>" })).toBe(
      "Custom.",
    );
    expect(cardExcerpt({ custom_excerpt: " ", excerpt: "Auto.", html: "<p>Body.</p>" })).toBe("Auto.");
    expect(cardExcerpt({ custom_excerpt: null, excerpt: null, html: "<p>Body.</p>" })).toBe("Body.");
    expect(cardExcerpt({ custom_excerpt: null, excerpt: null, html: null })).toBe("");
  });
});
