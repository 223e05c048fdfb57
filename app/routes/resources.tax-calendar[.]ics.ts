import type { Route } from "./+types/resources.tax-calendar[.]ics";
import { getBrand } from "~/brands";
import { getSiteContext } from "~/request-context";
import { calendarFeed } from "~/resources/tax-calendar/feed.server";
import { AUDIENCE_PARAM } from "~/resources/tax-calendar/paths";
import { audienceFromParam, brandDeadlines } from "~/resources/tax-calendar/view";

/**
 * /resources/tax-calendar.ics: the brand's tax calendar as an iCalendar feed to subscribe to
 * (`webcal://` on the page), or one audience's part of it (`?for=employers`).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const site = getSiteContext(context);
  const brand = getBrand(site.brand.id);
  const audience = audienceFromParam(brand, new URL(request.url).searchParams.get(AUDIENCE_PARAM));
  const body = calendarFeed(brand, site.siteUrl, brandDeadlines(brand, audience));
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${brand.id}-tax-calendar.ics"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
