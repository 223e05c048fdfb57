/**
 * Formatting shared by the tax resource pages (and the content pages' long dates): money, rates and
 * dates, written the way an American tax form or letter writes them. Pure and small, so it runs in loaders and in the browser alike.
 *
 * Money, rates and calendar dates are written out by hand rather than with `Intl`: a page's first use
 * of `Intl` starts up the browser's ICU library: 15–25 ms of main-thread work during hydration on the
 * machine the benchmarks run on, about four times that on a mid-range phone. Tests hold the output
 * equal to `Intl`'s en-US.
 */

/** "1234567" → "1,234,567": en-US thousands separators on a string of digits. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/** 26050 → "26,050"; a fraction keeps its digits: 1234.5 → "1,234.5". */
export function formatNumber(value: number): string {
  const [whole = "", fraction] = String(value).split(".");
  return fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}`;
}

/**
 * $52,000. Rounds to the dollar; a value that is not a finite number shows as a dash, never "NaN".
 * Exact as Intl writes it up to 10^21 (far beyond any amount on a return).
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return "—";
  const rounded = Math.round(amount);
  // String(), not toFixed(): it writes the shortest digits that name the number, as Intl does.
  return `${rounded < 0 ? "-" : ""}$${groupThousands(String(Math.abs(rounded)))}`;
}

/**
 * A rate set in law or a table: 0.22 → "22%", 0.0275 → "2.75%", 0.009 → "0.9%".
 * Up to three decimals, trailing zeros dropped.
 */
export function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) return "—";
  const percent = Math.round(rate * 100_000) / 1_000;
  const [whole = "0", decimals = ""] = Math.abs(percent).toFixed(3).split(".");
  const fraction = decimals.replace(/0+$/, "");
  return `${percent < 0 ? "-" : ""}${groupThousands(whole)}${fraction ? `.${fraction}` : ""}%`;
}

/** A computed share such as an effective rate, to one decimal: 0.13456 → "13.5%". */
export function formatShare(rate: number): string {
  if (!Number.isFinite(rate)) return "—";
  return `${(Math.round(rate * 1_000) / 10).toFixed(1)}%`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD as a calendar date (no time zone involved), or throws a RangeError on anything else. */
function parseIsoDate(iso: string): Date {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== iso) throw new RangeError(`Not a calendar date: ${iso}`);
  return date;
}

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "2026-11-21" → "November 21, 2026" (or "Saturday, November 21, 2026" with the weekday). */
export function formatIsoDate(iso: string, options: { weekday?: boolean } = {}): string {
  const date = parseIsoDate(iso);
  const day = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return options.weekday ? `${WEEKDAYS[date.getUTCDay()]}, ${day}` : day;
}

/** "2026-11-21" → "Nov": the month as a calendar tile abbreviates it. */
export function formatIsoMonthShort(iso: string): string {
  return MONTHS[parseIsoDate(iso).getUTCMonth()]!.slice(0, 3);
}

/**
 * For loaders (the server) only: it needs Intl's time zone data, which the browser never loads for it.
 * Today's date where the firm is (Ohio, Eastern time) as YYYY-MM-DD, so "upcoming" due dates flip
 * at midnight in Dresden rather than at midnight UTC (7 or 8 p.m. the evening before).
 */
export function isoDateInTimeZone(now: Date, timeZone = "America/New_York"): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Sort order of two ISO dates (YYYY-MM-DD sorts as text), without a locale's collation. */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whole days from `fromIso` to `toIso` (negative when `toIso` is earlier). */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((parseIsoDate(toIso).getTime() - parseIsoDate(fromIso).getTime()) / 86_400_000);
}
