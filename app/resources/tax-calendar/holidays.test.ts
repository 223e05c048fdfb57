import { describe, expect, it } from "vitest";
import { dueDate, legalHolidays } from "./holidays";

/*
 * Federal holidays as the Office of Personnel Management lists them (opm.gov, "Federal Holidays",
 * 2026 and 2027 tables), plus District of Columbia Emancipation Day (D.C. Code 1-612.02(a)): the
 * "legal holidays" of IRC 7503 as IRS Publication 509 lists them.
 */
const DC_2026 = [
  ["2026-01-01", "New Year's Day"],
  ["2026-01-19", "Martin Luther King Jr. Day"],
  ["2026-02-16", "Washington's Birthday"],
  ["2026-04-16", "District of Columbia Emancipation Day"],
  ["2026-05-25", "Memorial Day"],
  ["2026-06-19", "Juneteenth"],
  ["2026-07-03", "Independence Day (observed)"], // July 4, 2026 is a Saturday
  ["2026-09-07", "Labor Day"],
  ["2026-10-12", "Columbus Day"],
  ["2026-11-11", "Veterans Day"],
  ["2026-11-26", "Thanksgiving Day"],
  ["2026-12-25", "Christmas Day"],
];
const DC_2027 = [
  ["2027-01-01", "New Year's Day"],
  ["2027-01-18", "Martin Luther King Jr. Day"],
  ["2027-02-15", "Washington's Birthday"],
  ["2027-04-16", "District of Columbia Emancipation Day"],
  ["2027-05-31", "Memorial Day"],
  ["2027-06-18", "Juneteenth (observed)"], // June 19, 2027 is a Saturday
  ["2027-07-05", "Independence Day (observed)"], // July 4, 2027 is a Sunday
  ["2027-09-06", "Labor Day"],
  ["2027-10-11", "Columbus Day"],
  ["2027-11-11", "Veterans Day"],
  ["2027-11-25", "Thanksgiving Day"],
  ["2027-12-24", "Christmas Day (observed)"], // December 25, 2027 is a Saturday
  ["2027-12-31", "New Year's Day (observed)"], // January 1, 2028 is a Saturday
];

describe("legal holidays", () => {
  it("are the federal holidays plus DC Emancipation Day for the IRS, kept as OPM lists them", () => {
    expect(legalHolidays(2026, "federal").map((h) => [h.date, h.name])).toEqual(DC_2026);
    expect(legalHolidays(2027, "federal").map((h) => [h.date, h.name])).toEqual(DC_2027);
  });

  it("are R.C. 1.14's days for Ohio: no Emancipation Day, and a Saturday holiday stays on Saturday", () => {
    const ohio2027 = legalHolidays(2027, "ohio").map((h) => h.date);
    expect(ohio2027).not.toContain("2027-04-16");
    expect(ohio2027).toContain("2027-06-19"); // Saturday: not moved to Friday
    expect(ohio2027).toContain("2027-07-05"); // Sunday July 4: the Monday after
    expect(ohio2027).not.toContain("2027-12-31");
    expect(legalHolidays(2026, "ohio").find((h) => h.date === "2026-02-16")?.name).toBe(
      "Washington-Lincoln Day",
    );
  });

  it("include Inauguration Day in DC in an inauguration year, moved only from a Sunday (5 U.S.C. 6103(c))", () => {
    expect(legalHolidays(2033, "federal").map((h) => h.date)).toContain("2033-01-20"); // a Thursday
    expect(legalHolidays(2029, "federal").map((h) => h.date)).not.toContain("2029-01-19"); // the 20th is a Saturday
    expect(legalHolidays(2026, "federal").map((h) => h.name)).not.toContain("Inauguration Day");
  });
});

describe("dueDate", () => {
  it("keeps a business day", () => {
    expect(dueDate("2027-04-15", "federal")).toEqual({ date: "2027-04-15" });
  });

  it("moves a weekend to Monday and says why", () => {
    expect(dueDate("2027-01-31", "federal")).toEqual({
      date: "2027-02-01",
      movedFrom: "2027-01-31",
      skipped: ["Sunday"],
    });
  });

  it("skips a holiday after a weekend (May 23, 2026 then Memorial Day)", () => {
    expect(dueDate("2026-05-23", "ohio")).toEqual({
      date: "2026-05-26",
      movedFrom: "2026-05-23",
      skipped: ["Saturday", "Sunday", "Memorial Day"],
    });
  });

  it("moves the IRS's April 15 past Emancipation Day, as in 2022 (April 18)", () => {
    expect(dueDate("2022-04-15", "federal").date).toBe("2022-04-18"); // Friday the 15th: Emancipation Day observed
    // April 15, 2028 is a Saturday; Monday the 17th is Emancipation Day observed (the 16th is a Sunday).
    expect(dueDate("2028-04-15", "federal").date).toBe("2028-04-18");
  });
});
