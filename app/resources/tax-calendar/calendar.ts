/**
 * The tax calendar: every deadline of rules.ts on the day it is due in a calendar year, moved for
 * weekends and legal holidays as its agency moves it. The calendar page, its .ics feed and the dates
 * in the resource pages' copy (`{{ due.… }}` placeholders) all read it, so a date is worked out once.
 */
import { addDays, dueDate, HOLIDAY_SOURCES, type Jurisdiction } from "./holidays.ts";
import { CALENDAR_YEARS, DEADLINE_RULES, type Audience, type DeadlineRule, type Link } from "./rules.ts";

export interface CalendarDeadline {
  /** Stable: `${rule}-${taxYear}-${occurrence}`; the feed's event id is made from it. */
  id: string;
  ruleId: string;
  /** The day it is due (ISO), after any move. */
  date: string;
  /** The day the law names, when the due date was moved from it. */
  movedFrom?: string;
  /** "Saturday", "Sunday" or a holiday's name, for each day skipped. */
  skipped?: readonly string[];
  taxYear: number;
  title: string;
  /** What this occurrence covers: "1st payment for 2026". */
  period: string;
  who: string;
  detail?: string;
  agency: DeadlineRule["agency"];
  jurisdiction: Jurisdiction;
  audiences: readonly Audience[];
  link: Link;
  source: Link;
  /** The rule that moved the date, when it moved. */
  movedBy?: Link;
}

/** Every deadline whose day (as the law names it) falls in `year`, in date order. */
export function deadlinesInYear(
  year: number,
  rules: readonly DeadlineRule[] = DEADLINE_RULES,
): CalendarDeadline[] {
  const list: CalendarDeadline[] = [];
  for (const rule of rules) {
    for (const occurrence of rule.occurrences) {
      const taxYear = year - occurrence.yearsAfterTaxYear;
      const nominal = `${year}-${String(occurrence.month).padStart(2, "0")}-${String(occurrence.day).padStart(2, "0")}`;
      const due = dueDate(nominal, rule.jurisdiction);
      list.push({
        id: `${rule.id}-${taxYear}-${occurrence.key}`,
        ruleId: rule.id,
        date: due.date,
        ...(due.movedFrom
          ? { movedFrom: due.movedFrom, skipped: due.skipped, movedBy: HOLIDAY_SOURCES[rule.jurisdiction] }
          : {}),
        taxYear,
        title: rule.title,
        period: occurrence.period.replaceAll("{year}", String(taxYear)),
        who: rule.who,
        ...(rule.detail ? { detail: rule.detail } : {}),
        agency: rule.agency,
        jurisdiction: rule.jurisdiction,
        audiences: rule.audiences,
        link: rule.link,
        source: rule.source,
      });
    }
  }
  return list.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/** The whole calendar: every year of CALENDAR_YEARS. */
export function taxCalendar(years: readonly number[] = CALENDAR_YEARS): CalendarDeadline[] {
  return years.flatMap((year) => deadlinesInYear(year));
}

/** The deadlines that concern any of `audiences`. */
export function forAudiences(
  deadlines: readonly CalendarDeadline[],
  audiences: readonly Audience[],
): CalendarDeadline[] {
  return deadlines.filter((deadline) => deadline.audiences.some((audience) => audiences.includes(audience)));
}

/** One deadline by rule, tax year and occurrence key (the `{{ due.… }}` placeholders), or undefined. */
export function findDeadline(ruleId: string, taxYear: number, key: string): CalendarDeadline | undefined {
  const rule = DEADLINE_RULES.find((each) => each.id === ruleId);
  const occurrence = rule?.occurrences.find((each) => each.key === key);
  if (!rule || !occurrence) return undefined;
  return deadlinesInYear(taxYear + occurrence.yearsAfterTaxYear, [rule]).find(
    (deadline) => deadline.id === `${ruleId}-${taxYear}-${key}`,
  );
}

/**
 * Why a date moved, in a sentence: "January 31, 2027 is a Sunday." or "May 23, 2026 falls on a weekend
 * and May 25 is Memorial Day." `formatDate` writes an ISO date out ("January 31, 2027").
 */
export function movedBecause(
  deadline: CalendarDeadline,
  formatDate: (iso: string) => string,
): string | undefined {
  const { movedFrom, skipped } = deadline;
  if (!movedFrom || !skipped) return undefined;
  const dayAfter = (iso: string, days: number) => addDays(iso, days);
  const isWeekday = (reason: string) => reason === "Saturday" || reason === "Sunday";
  const parts: string[] = [];
  let index = 0;
  if (skipped[0] === "Saturday" && skipped[1] === "Sunday") {
    parts.push(`${formatDate(movedFrom)} falls on a weekend`);
    index = 2;
  }
  for (; index < skipped.length; index++) {
    const reason = skipped[index]!;
    const day = formatDate(dayAfter(movedFrom, index));
    const written = index === 0 ? day : day.replace(/, \d{4}$/, "");
    parts.push(isWeekday(reason) ? `${written} is a ${reason}` : `${written} is ${reason}`);
  }
  return `${parts.join(" and ")}.`;
}
