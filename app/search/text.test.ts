import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH } from "./limits";
import { MAX_QUERY_TERMS, highlight, normalizeQuery, queryTerms, snippet } from "./text";

const marked = (parts: { text: string; mark?: true }[]) => parts.filter((part) => part.mark).map((part) => part.text);
const joined = (parts: { text: string }[]) => parts.map((part) => part.text).join("");

describe("normalizeQuery", () => {
  it("collapses spaces, drops control characters and bounds the length", () => {
    expect(normalizeQuery("  SALT\u0000 cap\n\tdeduction ")).toBe("SALT cap deduction");
    expect(normalizeQuery("x".repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    expect(normalizeQuery(null)).toBe("");
    expect(normalizeQuery("\ud800lone surrogate")).toBe("\ufffdlone surrogate");
  });
});

describe("queryTerms", () => {
  it("lower-cases, drops stop words, accents and possessives, and repeats", () => {
    expect(queryTerms("What is the SALT cap? The cap's rules, Café")).toEqual(["salt", "cap", "rules", "cafe"]);
  });

  it("searches for at most MAX_QUERY_TERMS words", () => {
    expect(queryTerms(Array.from({ length: 40 }, (_, i) => `w${i}`).join(" "))).toHaveLength(MAX_QUERY_TERMS);
    expect(queryTerms("the and of")).toEqual([]);
    expect(queryTerms("<script>alert(1)</script>")).toEqual(["script", "alert", "1"]);
  });
});

describe("highlight", () => {
  it("marks whole words whose term was found, whatever their case or possessive", () => {
    const parts = highlight("Payroll: the IRS's payroll rules (Payroll-tax)", new Set(["payroll", "irs"]));
    expect(marked(parts)).toEqual(["Payroll", "IRS's", "payroll", "Payroll"]);
    expect(joined(parts)).toBe("Payroll: the IRS's payroll rules (Payroll-tax)");
  });

  it("leaves text without matches as one part", () => {
    expect(highlight("Nothing here", new Set(["salt"]))).toEqual([{ text: "Nothing here" }]);
  });
});

describe("snippet", () => {
  const text = `${"Opening words about something else entirely. ".repeat(12)}The SALT cap limits the deduction for state and local taxes. ${"More words after it. ".repeat(20)}`;

  it("shows the passage around the first match, cut at words, with ellipses", () => {
    const parts = snippet(text, new Set(["salt"]), 160);
    const shown = joined(parts);
    expect(marked(parts)).toEqual(["SALT"]);
    expect(shown.startsWith("…")).toBe(true);
    expect(shown.endsWith("…")).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(162);
    expect(shown).toMatch(/^…\S/);
  });

  it("starts at the beginning when nothing matches", () => {
    const shown = joined(snippet(text, new Set(["absent"]), 60));
    expect(shown.startsWith("Opening words")).toBe(true);
    expect(shown.endsWith("…")).toBe(true);
  });
});
