import { describe, expect, it } from "vitest";
import { formatIsoDate } from "../format";
import { deadlinesInYear, findDeadline, forAudiences, movedBecause, taxCalendar } from "./calendar";
import { CALENDAR_YEARS, DEADLINE_RULES } from "./rules";

/**
 * Every date of the calendar, for 2026 and 2027, as the agencies publish them:
 * - IRS: Publication 509 (2026), Tax Calendars, which already moves January 31, 2026 (a Saturday) to
 *   February 2, March 15 (a Sunday) to March 16 and October 31 (a Saturday) to November 2. For 2027 the
 *   same statutory days are moved by IRC 7503 by hand: January 31, 2027 is a Sunday (February 1);
 *   July 31, 2027 a Saturday (August 2); October 31, 2027 a Sunday (November 1); none of the others falls
 *   on a weekend or a DC holiday (April 16, 2027, Emancipation Day, is the day after April 15).
 * - Ohio: the Department of Taxation's due dates page (tax.ohio.gov/help-center/resources/duedates) and
 *   R.C. 1.14: a Saturday, Sunday or Ohio legal holiday moves to the next business day. 2026: CAT May 10
 *   (Sunday) to May 11; sales tax May 23 (Saturday; Monday the 25th is Memorial Day) to May 26 and
 *   August 23 (Sunday) to August 24; withholding February 15 (Sunday; the 16th is Washington-Lincoln
 *   Day) to February 17, March 15 to 16, August 15 to 17, November 15 to 16; January 31 to February 2
 *   and October 31 to November 2. 2027: sales tax January 23 to 25, May 23 to 24, October 23 to 25;
 *   withholding February 15 (Washington-Lincoln Day) to 16, May 15 to 17, August 15 to 16; January 31 to
 *   February 1, July 31 to August 2, October 31 to November 1.
 * - ODJFS: quarterly reports on the last day of the month after the quarter, moved the same way.
 */
const EXPECTED: Record<number, Record<string, string[]>> = {
  2026: {
    "federal-individual-return": ["2026-04-15"],
    "federal-individual-extended-return": ["2026-10-15"],
    "federal-estimated-tax": ["2026-01-15", "2026-04-15", "2026-06-15", "2026-09-15"],
    "federal-return-instead-of-estimate": ["2026-02-02"],
    "ohio-individual-return": ["2026-04-15"],
    "ohio-individual-extended-return": ["2026-10-15"],
    "ohio-estimated-tax": ["2026-01-15", "2026-04-15", "2026-06-15", "2026-09-15"],
    "ohio-city-return": ["2026-04-15"],
    "ohio-city-estimated-tax": ["2026-04-15", "2026-06-15", "2026-09-15", "2026-12-15"],
    "partnership-s-corporation-return": ["2026-03-16"],
    "partnership-s-corporation-extended-return": ["2026-09-15"],
    "corporation-return": ["2026-04-15"],
    "corporation-extended-return": ["2026-10-15"],
    "corporation-estimated-tax": ["2026-04-15", "2026-06-15", "2026-09-15", "2026-12-15"],
    "ohio-commercial-activity-tax": ["2026-02-10", "2026-05-11", "2026-08-10", "2026-11-10"],
    "ohio-sales-tax": [
      "2026-01-23",
      "2026-02-23",
      "2026-03-23",
      "2026-04-23",
      "2026-05-26",
      "2026-06-23",
      "2026-07-23",
      "2026-08-24",
      "2026-09-23",
      "2026-10-23",
      "2026-11-23",
      "2026-12-23",
    ],
    "form-941": ["2026-02-02", "2026-04-30", "2026-07-31", "2026-11-02"],
    "form-940": ["2026-02-02"],
    "form-w-2": ["2026-02-02"],
    "form-1099-nec": ["2026-02-02"],
    "form-1099-electronic": ["2026-03-31"],
    "ohio-withholding-monthly": [
      "2026-01-15",
      "2026-02-17",
      "2026-03-16",
      "2026-04-15",
      "2026-05-15",
      "2026-06-15",
      "2026-07-15",
      "2026-08-17",
      "2026-09-15",
      "2026-10-15",
      "2026-11-16",
      "2026-12-15",
    ],
    "ohio-withholding-quarterly": ["2026-02-02", "2026-04-30", "2026-07-31", "2026-11-02"],
    "ohio-withholding-reconciliation": ["2026-02-02"],
    "ohio-unemployment-report": ["2026-02-02", "2026-04-30", "2026-07-31", "2026-11-02"],
  },
  2027: {
    "federal-individual-return": ["2027-04-15"],
    "federal-individual-extended-return": ["2027-10-15"],
    "federal-estimated-tax": ["2027-01-15", "2027-04-15", "2027-06-15", "2027-09-15"],
    "federal-return-instead-of-estimate": ["2027-02-01"],
    "ohio-individual-return": ["2027-04-15"],
    "ohio-individual-extended-return": ["2027-10-15"],
    "ohio-estimated-tax": ["2027-01-15", "2027-04-15", "2027-06-15", "2027-09-15"],
    "ohio-city-return": ["2027-04-15"],
    "ohio-city-estimated-tax": ["2027-04-15", "2027-06-15", "2027-09-15", "2027-12-15"],
    "partnership-s-corporation-return": ["2027-03-15"],
    "partnership-s-corporation-extended-return": ["2027-09-15"],
    "corporation-return": ["2027-04-15"],
    "corporation-extended-return": ["2027-10-15"],
    "corporation-estimated-tax": ["2027-04-15", "2027-06-15", "2027-09-15", "2027-12-15"],
    "ohio-commercial-activity-tax": ["2027-02-10", "2027-05-10", "2027-08-10", "2027-11-10"],
    "ohio-sales-tax": [
      "2027-01-25",
      "2027-02-23",
      "2027-03-23",
      "2027-04-23",
      "2027-05-24",
      "2027-06-23",
      "2027-07-23",
      "2027-08-23",
      "2027-09-23",
      "2027-10-25",
      "2027-11-23",
      "2027-12-23",
    ],
    "form-941": ["2027-02-01", "2027-04-30", "2027-08-02", "2027-11-01"],
    "form-940": ["2027-02-01"],
    "form-w-2": ["2027-02-01"],
    "form-1099-nec": ["2027-02-01"],
    "form-1099-electronic": ["2027-03-31"],
    "ohio-withholding-monthly": [
      "2027-01-15",
      "2027-02-16",
      "2027-03-15",
      "2027-04-15",
      "2027-05-17",
      "2027-06-15",
      "2027-07-15",
      "2027-08-16",
      "2027-09-15",
      "2027-10-15",
      "2027-11-15",
      "2027-12-15",
    ],
    "ohio-withholding-quarterly": ["2027-02-01", "2027-04-30", "2027-08-02", "2027-11-01"],
    "ohio-withholding-reconciliation": ["2027-02-01"],
    "ohio-unemployment-report": ["2027-02-01", "2027-04-30", "2027-08-02", "2027-11-01"],
  },
};

describe("the tax calendar", () => {
  it("covers this year and next", () => {
    expect(CALENDAR_YEARS).toEqual([2026, 2027]);
  });

  for (const year of CALENDAR_YEARS) {
    it(`has every ${year} date as the agencies publish it`, () => {
      const byRule: Record<string, string[]> = {};
      for (const deadline of deadlinesInYear(year)) (byRule[deadline.ruleId] ??= []).push(deadline.date);
      for (const dates of Object.values(byRule)) dates.sort();
      expect(byRule).toEqual(EXPECTED[year]);
    });
  }

  it("names each deadline by rule, tax year and occurrence, so ids never repeat", () => {
    const ids = taxCalendar().map((deadline) => deadline.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("federal-estimated-tax-2026-4");
    expect(ids).toContain("form-941-2026-q4");
  });

  it("gives each deadline its tax year and period", () => {
    const january = deadlinesInYear(2027).filter(
      (d) => d.date === "2027-01-15" && d.ruleId === "federal-estimated-tax",
    );
    expect(january).toHaveLength(1);
    expect(january[0]).toMatchObject({
      taxYear: 2026,
      period: "4th and last payment for 2026 (income from September to December)",
      agency: "IRS",
    });
    const december = findDeadline("ohio-sales-tax", 2026, "m12");
    expect(december).toMatchObject({
      date: "2027-01-25",
      period:
        "December 2026 (monthly filers); October to December 2026 (quarterly filers); July to December 2026 (semiannual filers)",
    });
  });

  it("says why a date moved, and by which rule", () => {
    const w2 = findDeadline("form-w-2", 2026, "return")!;
    expect(w2).toMatchObject({ date: "2027-02-01", movedFrom: "2027-01-31" });
    expect(movedBecause(w2, formatIsoDate)).toBe("January 31, 2027 is a Sunday.");
    expect(w2.movedBy?.title).toMatch(/IRC section 7503/);
    const sales = findDeadline("ohio-sales-tax", 2026, "m04")!;
    expect(movedBecause(sales, formatIsoDate)).toBe(
      "May 23, 2026 falls on a weekend and May 25 is Memorial Day.",
    );
    expect(sales.movedBy?.title).toMatch(/1\.14/);
    const withholding = findDeadline("ohio-withholding-monthly", 2027, "m01")!;
    expect(movedBecause(withholding, formatIsoDate)).toBe("February 15, 2027 is Washington-Lincoln Day.");
    expect(
      movedBecause(findDeadline("federal-individual-return", 2026, "return")!, formatIsoDate),
    ).toBeUndefined();
  });

  it("filters by audience: employers' dates only where asked", () => {
    const all = deadlinesInYear(2027);
    const people = forAudiences(all, ["individuals"]);
    expect(people.some((d) => d.ruleId === "form-941")).toBe(false);
    expect(people.some((d) => d.ruleId === "federal-individual-return")).toBe(true);
    expect(forAudiences(all, ["employers"]).some((d) => d.ruleId === "form-941")).toBe(true);
  });

  it("cites a source and an agency page for every rule, on the agencies' own sites or the statute", () => {
    for (const rule of DEADLINE_RULES) {
      expect(rule.source.url, rule.id).toMatch(/^https:\/\//);
      expect(rule.link.url, rule.id).toMatch(/^https:\/\/([a-z.]*\.)?(irs\.gov|ohio\.gov)\//);
    }
  });

  it("finds nothing for an unknown rule or occurrence", () => {
    expect(findDeadline("no-such-rule", 2026, "1")).toBeUndefined();
    expect(findDeadline("form-941", 2026, "q5")).toBeUndefined();
  });
});
