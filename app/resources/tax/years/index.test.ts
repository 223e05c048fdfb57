import { describe, expect, it } from "vitest";
import { DEFAULT_TAX_YEAR, TAX_YEARS, getTaxYear, isSupportedTaxYear } from "./index";
import { FILING_STATUSES, SUPPORTED_TAX_YEARS, type Source, type TaxYearData } from "../types";

/** Every Source object anywhere in a year's tables. */
function sourcesOf(value: unknown, found: Source[] = []): Source[] {
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.title === "string" && typeof record.url === "string")
      found.push(record as unknown as Source);
    for (const child of Object.values(record)) sourcesOf(child, found);
  }
  return found;
}

const OFFICIAL_HOSTS = [
  "www.irs.gov",
  "www.ssa.gov",
  "codes.ohio.gov",
  "tax.ohio.gov",
  "dam.assets.ohio.gov",
];

describe("tax year registry", () => {
  it("has one data module per supported year, keyed by its own year", () => {
    expect(Object.keys(TAX_YEARS).map(Number)).toEqual([...SUPPORTED_TAX_YEARS]);
    for (const year of SUPPORTED_TAX_YEARS) expect(getTaxYear(year).year).toBe(year);
    expect(isSupportedTaxYear(DEFAULT_TAX_YEAR)).toBe(true);
    expect(isSupportedTaxYear(2024)).toBe(false);
  });
});

describe.each(Object.values(TAX_YEARS) as TaxYearData[])("tax year $year tables", (data) => {
  it("has seven rising brackets for every filing status, ending open", () => {
    for (const status of FILING_STATUSES) {
      const brackets = data.federal.brackets.byStatus[status];
      expect(brackets.map((b) => b.rate)).toEqual([0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37]);
      const tops = brackets.slice(0, -1).map((b) => b.upTo as number);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      expect(brackets.at(-1)?.upTo).toBeNull();
    }
  });

  it("gives surviving spouses the joint brackets and deduction", () => {
    expect(data.federal.brackets.byStatus.qss).toEqual(data.federal.brackets.byStatus.mfj);
    expect(data.federal.standardDeduction.byStatus.qss).toBe(data.federal.standardDeduction.byStatus.mfj);
  });

  it("doubles the single amounts for joint filers in the 10% to 32% brackets and the standard deduction", () => {
    const single = data.federal.brackets.byStatus.single;
    const joint = data.federal.brackets.byStatus.mfj;
    // From the 10% through the 32% bracket (the 35% bracket is not doubled), joint = 2 x single.
    for (let i = 0; i < 4; i++) expect(joint[i]!.upTo).toBe(2 * single[i]!.upTo!);
    expect(data.federal.standardDeduction.byStatus.mfj).toBe(
      2 * data.federal.standardDeduction.byStatus.single,
    );
  });

  it("cites an official source, over https, for every figure group", () => {
    // Every table group (federal and Ohio) carries its own source.
    const groups = [...Object.values(data.federal), ...Object.values(data.ohio)].filter(
      (group): group is { source: Source } => typeof group === "object" && group !== null,
    );
    for (const group of groups) expect(group.source, JSON.stringify(group).slice(0, 80)).toBeDefined();
    const sources = sourcesOf(data);
    expect(sources.length).toBe(groups.length);
    for (const source of sources) {
      const url = new URL(source.url);
      expect(url.protocol).toBe("https:");
      expect(OFFICIAL_HOSTS).toContain(url.hostname);
      expect(source.title.length).toBeGreaterThan(10);
    }
  });

  it("has an Ohio schedule that starts at zero and rises", () => {
    const rows = data.ohio.schedule.rows;
    expect(rows[0]).toEqual({ over: 0, base: 0, rate: 0 });
    expect(rows[1]?.over).toBe(26_050);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.over).toBeGreaterThan(rows[i - 1]!.over);
  });

  it("has earned income credit columns whose figures agree with each other and with the law", () => {
    const columns = data.federal.earnedIncomeCredit.byChildren;
    // IRC section 32(b)(1): credit and phase-out percentages for 0, 1, 2 and 3 or more children.
    expect(columns.map((c) => c.creditRate)).toEqual([0.0765, 0.34, 0.4, 0.45]);
    expect(columns.map((c) => c.phaseOutRate)).toEqual([0.0765, 0.1598, 0.2106, 0.2106]);
    for (const column of columns) {
      // The maximum credit is the credit rate times the earned income amount, rounded to the dollar.
      expect(Math.abs(column.creditRate * column.earnedIncomeAmount - column.maxCredit)).toBeLessThanOrEqual(
        0.5,
      );
      // The credit is gone once the phase-out has taken all of it: start + maximum / phase-out rate.
      const pairs = [
        [column.phaseOutStart, column.phaseOutEnd],
        [column.phaseOutStartJoint, column.phaseOutEndJoint],
      ] as const;
      for (const [start, end] of pairs) {
        expect(
          Math.abs(start + column.maxCredit / column.phaseOutRate - end),
          `${start} to ${end}`,
        ).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it("was reviewed on a real date", () => {
    expect(data.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(data.lastReviewed))).toBe(false);
  });
});

describe("2026 Ohio amounts carried over from 2025", () => {
  it("give H.B. 96 Section 757.120(A), which suspends indexing for 2025 and 2026, as the reason", () => {
    const data = getTaxYear(2026);
    for (const text of [data.caveats.join(" "), data.ohio.exemptions.source.note ?? ""]) {
      expect(text).toContain("Section 757.120(A)");
      expect(text).not.toMatch(/several years|leaves it to the Tax Commissioner/);
    }
    expect(data.ohio.exemptions.source.note).toContain("final analysis of H.B. 96, p. 456");
  });
});
