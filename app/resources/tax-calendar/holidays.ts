/**
 * Legal holidays that move a tax due date, as each agency's law defines them. Pure date arithmetic on
 * ISO dates (YYYY-MM-DD), no time zones.
 *
 * - IRS: IRC section 7503 moves a last day that is a Saturday, Sunday or "legal holiday" to the next
 *   day that is none of these, and a legal holiday is one in the District of Columbia (Treas. Reg.
 *   301.7503-1(b)): the federal holidays of 5 U.S.C. 6103 plus DC Emancipation Day (April 16), each
 *   observed on the Friday before when it falls on a Saturday and the Monday after when on a Sunday
 *   (D.C. Code 1-612.02). IRS Publication 509 lists them each year.
 * - Ohio: R.C. 1.14 moves a last day that is a Sunday or an Ohio legal holiday to the next day that is
 *   neither, and a last day on which the office is closed (Saturdays) the same way. Its holidays are
 *   the ten below plus Juneteenth; one falling on a Sunday is kept on the Monday after.
 */

export type Jurisdiction = "federal" | "ohio";

export interface Holiday {
  /** The day it is kept (observed), ISO. */
  date: string;
  name: string;
}

export const HOLIDAY_SOURCES: Readonly<Record<Jurisdiction, { title: string; url: string }>> = {
  federal: {
    title:
      "IRC section 7503 and Treas. Reg. 301.7503-1 (Saturday, Sunday or a legal holiday in the District of Columbia); IRS Publication 509, Tax Calendars",
    url: "https://www.irs.gov/publications/p509",
  },
  ohio: {
    title: "Ohio Revised Code 1.14 (Sunday, legal holiday, or a day the office is closed)",
    url: "https://codes.ohio.gov/ohio-revised-code/section-1.14",
  },
};

export function isoOf(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The `nth` (1-based) given weekday of a month; `nth` -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = isoOf(year, month, 1);
    const offset = (weekday - weekdayOf(first) + 7) % 7;
    return addDays(first, offset + (nth - 1) * 7);
  }
  const last = isoOf(year, month + 1, 0);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

const MONDAY = 1;
const INAUGURATION_DAY = "Inauguration Day";
const THURSDAY = 4;

/** Holidays set by the law of each jurisdiction, on their own day (before observance rules). */
function statutoryHolidays(year: number, jurisdiction: Jurisdiction): Holiday[] {
  const list: Holiday[] = [
    { date: isoOf(year, 1, 1), name: "New Year's Day" },
    { date: nthWeekday(year, 1, MONDAY, 3), name: "Martin Luther King Jr. Day" },
    {
      date: nthWeekday(year, 2, MONDAY, 3),
      name: jurisdiction === "ohio" ? "Washington-Lincoln Day" : "Washington's Birthday",
    },
    { date: nthWeekday(year, 5, MONDAY, -1), name: "Memorial Day" },
    { date: isoOf(year, 6, 19), name: "Juneteenth" },
    { date: isoOf(year, 7, 4), name: "Independence Day" },
    { date: nthWeekday(year, 9, MONDAY, 1), name: "Labor Day" },
    { date: nthWeekday(year, 10, MONDAY, 2), name: "Columbus Day" },
    { date: isoOf(year, 11, 11), name: "Veterans Day" },
    { date: nthWeekday(year, 11, THURSDAY, 4), name: "Thanksgiving Day" },
    { date: isoOf(year, 12, 25), name: "Christmas Day" },
  ];
  if (jurisdiction === "federal") {
    list.push({ date: isoOf(year, 4, 16), name: "District of Columbia Emancipation Day" });
    // Inauguration Day is a legal holiday in the District every fourth year (5 U.S.C. 6103(c)).
    if ((year - 2029) % 4 === 0) list.push({ date: isoOf(year, 1, 20), name: INAUGURATION_DAY });
  }
  return list;
}

/**
 * The legal holidays of a calendar year as they are kept: in DC a Saturday holiday is kept on the
 * Friday before (which may fall in the year before: New Year's Day 2028 is kept on December 31, 2027)
 * and a Sunday holiday on the Monday after; in Ohio only a Sunday one moves, to the Monday.
 */
export function legalHolidays(year: number, jurisdiction: Jurisdiction): Holiday[] {
  const observed: Holiday[] = [];
  for (const candidateYear of [year, year + 1]) {
    for (const holiday of statutoryHolidays(candidateYear, jurisdiction)) {
      const weekday = weekdayOf(holiday.date);
      let date = holiday.date;
      if (weekday === 0) date = addDays(date, 1);
      else if (weekday === 6 && jurisdiction === "federal") {
        // Inauguration Day on a Saturday is not kept on another day (5 U.S.C. 6103(c)).
        if (holiday.name === INAUGURATION_DAY) continue;
        date = addDays(date, -1);
      }
      if (date.startsWith(`${year}-`)) {
        observed.push({ date, name: date === holiday.date ? holiday.name : `${holiday.name} (observed)` });
      }
    }
  }
  return observed.sort((a, b) => a.date.localeCompare(b.date));
}

export interface DueDate {
  /** The day the act is due, after any move. */
  date: string;
  /** The day the law names, when it was moved. */
  movedFrom?: string;
  /** Why it moved: "Saturday", "Sunday" or the holiday's name, for each day skipped. */
  skipped?: string[];
}

/** Moves a last day that is not a business day of `jurisdiction` to the next one that is. */
export function dueDate(nominal: string, jurisdiction: Jurisdiction): DueDate {
  const holidays = new Map<string, string>();
  const year = Number(nominal.slice(0, 4));
  for (const each of [...legalHolidays(year, jurisdiction), ...legalHolidays(year + 1, jurisdiction)]) {
    holidays.set(each.date, each.name);
  }
  const skipped: string[] = [];
  let date = nominal;
  for (;;) {
    const weekday = weekdayOf(date);
    const reason = weekday === 0 ? "Sunday" : weekday === 6 ? "Saturday" : holidays.get(date);
    if (!reason) break;
    skipped.push(reason);
    date = addDays(date, 1);
  }
  return skipped.length === 0 ? { date } : { date, movedFrom: nominal, skipped };
}
