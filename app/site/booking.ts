/**
 * The link to a brand's external scheduler, carrying what the visitor came to book: the service, and
 * where they came from, in the parameters the booking tools document. Calendly and Cal.com both record
 * UTM parameters with the booking; Calendly fills the answer to the event's first question from `a1`,
 * Cal.com the booking's notes from `notes`. A service with its own event (`booking_event` in its content
 * file) books that event on the brand's scheduling page.
 */
import type { Brand, ServiceId } from "~/brands";

export interface BookingService {
  id: ServiceId;
  title: string;
  bookingEvent?: string;
}

export function schedulerLink(
  schedulerUrl: string,
  brand: Pick<Brand, "domain">,
  service: BookingService | null,
): string {
  const url = new URL(schedulerUrl);
  if (service?.bookingEvent) url.pathname = `${url.pathname.replace(/\/?$/, "/")}${service.bookingEvent}`;
  url.searchParams.set("utm_source", brand.domain);
  url.searchParams.set("utm_medium", "website");
  url.searchParams.set("utm_campaign", "schedule");
  if (service) {
    url.searchParams.set("utm_content", service.id);
    const host = url.hostname.replace(/^www\./, "");
    if (host === "calendly.com") url.searchParams.set("a1", service.title);
    else if (host === "cal.com" || host.endsWith(".cal.com"))
      url.searchParams.set("notes", `About: ${service.title}`);
  }
  return url.href;
}
