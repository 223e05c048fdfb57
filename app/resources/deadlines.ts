/**
 * Due dates as a visitor needs them: which have passed, which one is next, and how many days are
 * left. `today` is an ISO date in Ohio (see `isoDateInTimeZone`), computed on the server.
 */

import { compareIsoDates, daysBetween } from "./format";

export type DeadlineStatus = "passed" | "next" | "upcoming";

/** Each deadline with its status; the earliest one on or after today is "next". Sorted by date. */
export function withDeadlineStatus<T extends { date: string }>(
  deadlines: readonly T[],
  today: string,
): (T & { status: DeadlineStatus; daysLeft: number })[] {
  const sorted = [...deadlines].sort((a, b) => compareIsoDates(a.date, b.date));
  const nextDate = sorted.find((d) => d.date >= today)?.date;
  return sorted.map((deadline) => ({
    ...deadline,
    status: deadline.date < today ? "passed" : deadline.date === nextDate ? "next" : "upcoming",
    daysLeft: daysBetween(today, deadline.date),
  }));
}

/** "today", "tomorrow", "in 24 days"; for dates that have not passed. */
export function describeDaysLeft(daysLeft: number): string {
  if (daysLeft <= 0) return "today";
  if (daysLeft === 1) return "tomorrow";
  return `in ${daysLeft} days`;
}
