/** The tax calendar's addresses, for pages and links (no data here: browser code may import it). */
export const CALENDAR_PAGE_PATH = "/resources/tax-calendar";
export const FEED_PATH = "/resources/tax-calendar.ics";
/** The query parameter that narrows the calendar to one audience (`?for=employers`). */
export const AUDIENCE_PARAM = "for";
