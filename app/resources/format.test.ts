import { describe, expect, it } from "vitest";
import {
  daysBetween,
  formatIsoDate,
  formatMoney,
  formatRate,
  formatShare,
  isoDateInTimeZone,
} from "./format";

describe("formatMoney", () => {
  it("writes whole US dollars with thousands separators", () => {
    expect(formatMoney(52_000)).toBe("$52,000");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney(1_234_567)).toBe("$1,234,567");
  });

  it("rounds cents to the dollar, half up", () => {
    expect(formatMoney(1_240.5)).toBe("$1,241");
    expect(formatMoney(1_240.49)).toBe("$1,240");
  });

  it("never prints NaN, Infinity or a negative zero", () => {
    expect(formatMoney(Number.NaN)).toBe("—");
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe("—");
    expect(formatMoney(-0.4)).toBe("$0");
  });

  it("keeps the sign of a negative amount", () => {
    expect(formatMoney(-350)).toBe("-$350");
  });
});

describe("formatRate and formatShare", () => {
  it("writes statutory rates without trailing zeros", () => {
    expect(formatRate(0.22)).toBe("22%");
    expect(formatRate(0.1)).toBe("10%");
    expect(formatRate(0.0275)).toBe("2.75%");
    expect(formatRate(0.009)).toBe("0.9%");
    expect(formatRate(0.0026)).toBe("0.26%");
    expect(formatRate(0)).toBe("0%");
  });

  it("writes computed shares to one decimal", () => {
    expect(formatShare(0.13456)).toBe("13.5%");
    expect(formatShare(0)).toBe("0.0%");
    expect(formatShare(0.2)).toBe("20.0%");
  });

  it("never prints NaN", () => {
    expect(formatRate(Number.NaN)).toBe("—");
    expect(formatShare(Number.NaN)).toBe("—");
  });
});

describe("dates", () => {
  it("formats ISO dates as calendar dates, whatever the machine's time zone", () => {
    expect(formatIsoDate("2026-11-21")).toBe("November 21, 2026");
    expect(formatIsoDate("2027-01-15", { weekday: true })).toBe("Friday, January 15, 2027");
  });

  it("rejects anything that is not a real YYYY-MM-DD date", () => {
    expect(() => formatIsoDate("2026-02-30")).toThrow();
    expect(() => formatIsoDate("11/21/2026")).toThrow();
  });

  it("gives today's date in Ohio, not in UTC", () => {
    // 02:30 UTC on November 21 is still the evening of November 20 in Ohio.
    expect(isoDateInTimeZone(new Date("2026-11-21T02:30:00Z"))).toBe("2026-11-20");
    expect(isoDateInTimeZone(new Date("2026-11-21T05:30:00Z"))).toBe("2026-11-21");
    // Summer time: UTC-4.
    expect(isoDateInTimeZone(new Date("2026-07-01T03:59:00Z"))).toBe("2026-06-30");
    expect(isoDateInTimeZone(new Date("2026-07-01T04:00:00Z"))).toBe("2026-07-01");
  });

  it("counts days between dates", () => {
    expect(daysBetween("2026-11-21", "2026-12-15")).toBe(24);
    expect(daysBetween("2026-11-21", "2027-01-15")).toBe(55);
    expect(daysBetween("2026-11-21", "2026-11-20")).toBe(-1);
  });
});
