/**
 * A brand's tax calendar as the page and the feed show it: the brand's audiences (or one of them, as
 * `?for=employers` asks), every deadline of CALENDAR_YEARS, and the months a visitor reads it by.
 */
import type { Brand } from "~/brands";
import { forAudiences, taxCalendar, type CalendarDeadline } from "./calendar.ts";
import { AUDIENCES, type Audience } from "./rules.ts";

/** The audience `?for=` names, if the brand's calendar has it; null means all of them. */
export function audienceFromParam(
  brand: Pick<Brand, "taxCalendarAudiences">,
  value: string | null,
): Audience | null {
  const audience = AUDIENCES.find((each) => each === value);
  return audience && brand.taxCalendarAudiences.includes(audience) ? audience : null;
}

export function brandDeadlines(
  brand: Pick<Brand, "taxCalendarAudiences">,
  audience: Audience | null,
): CalendarDeadline[] {
  return forAudiences(taxCalendar(), audience ? [audience] : brand.taxCalendarAudiences);
}

export interface CalendarDay {
  date: string;
  deadlines: CalendarDeadline[];
}

export interface CalendarMonth {
  /** "2027-04" */
  key: string;
  days: CalendarDay[];
}

/** Deadlines grouped by month, then by day, in date order. */
export function byMonth(deadlines: readonly CalendarDeadline[]): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (const deadline of deadlines) {
    const key = deadline.date.slice(0, 7);
    let month = months.at(-1);
    if (month?.key !== key) months.push((month = { key, days: [] }));
    let day = month.days.at(-1);
    if (day?.date !== deadline.date) month.days.push((day = { date: deadline.date, deadlines: [] }));
    day.deadlines.push(deadline);
  }
  return months;
}
