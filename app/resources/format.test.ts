import { describe, expect, it } from "vitest";
import {
  compareIsoDates,
  daysBetween,
  formatIsoDate,
  formatIsoMonthShort,
  formatMoney,
  formatNumber,
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

describe("formatNumber", () => {
  it("groups thousands and keeps a fraction's digits as they are", () => {
    expect(formatNumber(26_050)).toBe("26,050");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1_234.5678)).toBe("1,234.5678");
    expect(formatNumber(-184_500)).toBe("-184,500");
  });
});

// The formatters are written by hand to keep Intl's start-up out of the browser; they must write
// exactly what Intl's en-US formats would.
describe("agreement with Intl en-US", () => {
  const amounts = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1_000,
    9_999,
    10_000,
    52_000,
    123_456,
    999_999,
    1_000_000,
    2 ** 53 + 1,
    2 ** 60,
    1e20,
  ];
  const random = Array.from(
    { length: 500 },
    (_, i) => ((i * 7_919) % 1_000_003) * 10 ** (i % 7) + (i % 3) / 4,
  );

  it("money, positive and negative, whole and with cents", () => {
    const intl = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    });
    for (const amount of [...amounts, ...random].flatMap((value) => [value, -value])) {
      const rounded = Math.round(amount) || 0;
      expect(formatMoney(amount), String(amount)).toBe(intl.format(rounded));
    }
  });

  it("rates up to three decimals", () => {
    const rates = [
      0.001, 0.0026, 0.009, 0.0275, 0.1, 0.22, 0.35, 0.0399, 0.05, 0.0575, 0.12345, 1, 12.5, 123.4567,
    ];
    for (const rate of [0, ...[...rates, ...random.map((value) => value / 1e6)].flatMap((r) => [r, -r])]) {
      if (Object.is(Math.round(rate * 100_000) / 1_000, -0)) continue; // Intl writes "-0%"; we write "0%"
      const percent = Math.round(rate * 100_000) / 1_000;
      expect(formatRate(rate), String(rate)).toBe(
        `${percent.toLocaleString("en-US", { maximumFractionDigits: 3 })}%`,
      );
    }
  });

  it("calendar dates, every day of two years, with and without the weekday", () => {
    const long = new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    const withWeekday = new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC",
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    const month = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short" });
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      const iso = date.toISOString().slice(0, 10);
      expect(formatIsoDate(iso)).toBe(long.format(date));
      expect(formatIsoDate(iso, { weekday: true })).toBe(withWeekday.format(date));
      expect(formatIsoMonthShort(iso)).toBe(month.format(date));
    }
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

  it("sorts ISO dates in calendar order", () => {
    expect(["2027-01-15", "2026-12-15", "2026-11-21"].sort(compareIsoDates)).toEqual([
      "2026-11-21",
      "2026-12-15",
      "2027-01-15",
    ]);
    expect(compareIsoDates("2026-11-21", "2026-11-21")).toBe(0);
  });

  it("counts days between dates", () => {
    expect(daysBetween("2026-11-21", "2026-12-15")).toBe(24);
    expect(daysBetween("2026-11-21", "2027-01-15")).toBe(55);
    expect(daysBetween("2026-11-21", "2026-11-20")).toBe(-1);
  });
});

// The long date the content pages print ("Last updated …"): the same calendar date, in words.
describe("formatIsoDate", () => {
  it("prints a calendar date in words", () => {
    expect(formatIsoDate("2026-11-21")).toBe("November 21, 2026");
    expect(formatIsoDate("2027-01-01")).toBe("January 1, 2027");
    expect(formatIsoDate("2028-02-29")).toBe("February 29, 2028");
  });

  it("rejects what isn't a calendar date", () => {
    for (const bad of [
      "2026-13-01",
      "2026-00-10",
      "2027-02-29",
      "2026-04-31",
      "21/11/2026",
      "2026-11-21T00:00:00Z",
      "",
    ]) {
      expect(() => formatIsoDate(bad), bad).toThrow(RangeError);
    }
  });
});
