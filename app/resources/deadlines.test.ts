import { describe, expect, it } from "vitest";
import { estimatedTaxDueDates2026, municipalEstimatedDueDates2026 } from "./content/payment-options";
import { describeDaysLeft, withDeadlineStatus } from "./deadlines";

describe("withDeadlineStatus", () => {
  it("marks passed dates, the next one, and later ones, in date order", () => {
    const marked = withDeadlineStatus(
      [{ date: "2027-01-15" }, { date: "2026-04-15" }, { date: "2026-12-15" }, { date: "2027-04-15" }],
      "2026-11-21",
    );
    expect(marked.map((d) => [d.date, d.status, d.daysLeft])).toEqual([
      ["2026-04-15", "passed", -220],
      ["2026-12-15", "next", 24],
      ["2027-01-15", "upcoming", 55],
      ["2027-04-15", "upcoming", 145],
    ]);
  });

  it("counts a date that is today as next, not passed", () => {
    const marked = withDeadlineStatus(estimatedTaxDueDates2026, "2026-09-15");
    expect(marked.map((d) => d.status)).toEqual(["passed", "passed", "next", "upcoming"]);
    expect(marked[2]?.daysLeft).toBe(0);
  });

  it("has no next date once every date has passed", () => {
    const marked = withDeadlineStatus(municipalEstimatedDueDates2026, "2026-12-16");
    expect(marked.every((d) => d.status === "passed")).toBe(true);
  });

  it("keeps each deadline's own fields", () => {
    const [first] = withDeadlineStatus(estimatedTaxDueDates2026, "2026-01-01");
    expect(first).toMatchObject({
      label: "1st payment for 2026",
      status: "next",
      appliesTo: ["IRS", "Ohio"],
    });
  });
});

describe("describeDaysLeft", () => {
  it("speaks plainly", () => {
    expect(describeDaysLeft(0)).toBe("today");
    expect(describeDaysLeft(1)).toBe("tomorrow");
    expect(describeDaysLeft(24)).toBe("in 24 days");
  });
});
