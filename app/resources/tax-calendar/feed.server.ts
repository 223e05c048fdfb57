/**
 * The tax calendar as an iCalendar feed (RFC 5545), built with ical-generator: one all-day event per
 * deadline, each with an id that never changes (so a subscribed calendar updates an event in place
 * when a date moves, instead of adding a second one), what is due and who it concerns, why the date
 * moved, the agency's page and the law that sets the day, and a reminder three days before at 9 a.m.
 */
import ical, { ICalAlarmType, ICalCalendarMethod } from "ical-generator";
import type { Brand } from "~/brands";
import { formatIsoDate } from "../format.ts";
import { addDays } from "./holidays.ts";
import { movedBecause, type CalendarDeadline } from "./calendar.ts";
import { CALENDAR_PAGE_PATH, FEED_PATH } from "./paths.ts";
import { CALENDAR_REVIEWED } from "./rules.ts";

/** From midnight at the start of the due day back to 9 a.m. three days before. */
const REMINDER_SECONDS_BEFORE = 3 * 86_400 - 9 * 3_600;

/** The event's text: what, who, why the date moved, where to do it, and the law. */
export function eventDescription(deadline: CalendarDeadline, pageUrl: string): string {
  const moved = movedBecause(deadline, formatIsoDate);
  return [
    `${deadline.title}: ${deadline.period}.`,
    `Who: ${deadline.who}`,
    deadline.detail,
    moved && `Moved to the next business day: ${moved} (${deadline.movedBy?.title})`,
    `${deadline.link.title}: ${deadline.link.url}`,
    `Source: ${deadline.source.title}, ${deadline.source.url}`,
    `All deadlines: ${pageUrl}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The feed of one brand's calendar, as the text of a .ics file. */
export function calendarFeed(brand: Brand, siteUrl: string, deadlines: readonly CalendarDeadline[]): string {
  const pageUrl = new URL(CALENDAR_PAGE_PATH, siteUrl).href;
  const calendar = ical({
    name: `${brand.name}: tax deadlines`,
    description: `Federal and Ohio tax due dates from ${brand.name}. ${pageUrl}`,
    prodId: { company: brand.name, product: "Tax calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    url: pageUrl,
    source: new URL(FEED_PATH, siteUrl).href,
    // Calendar apps re-read a subscription about once a day.
    ttl: 86_400,
  });
  // Fixed, so the same data makes the same file: DTSTAMP says when the dates were last reviewed.
  const stamp = new Date(`${CALENDAR_REVIEWED}T00:00:00Z`);
  for (const deadline of deadlines) {
    calendar.createEvent({
      id: `${deadline.id}@${brand.domain}`,
      start: deadline.date,
      end: addDays(deadline.date, 1),
      allDay: true,
      stamp,
      summary: `${deadline.title}: ${deadline.period}`,
      description: eventDescription(deadline, pageUrl),
      url: deadline.link.url,
      categories: [{ name: deadline.agency }],
      alarms: [
        {
          type: ICalAlarmType.display,
          trigger: REMINDER_SECONDS_BEFORE,
          description: `Due ${formatIsoDate(deadline.date, { weekday: true })}: ${deadline.title}`,
        },
      ],
    });
  }
  return calendar.toString();
}
