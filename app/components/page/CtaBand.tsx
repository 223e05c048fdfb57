import { ServerHtml } from "~/delivery/ServerHtml";
import { CalendarDays, MessageSquare, Phone } from "~/shell/ui/icons";
import { useId } from "react";
import { useSite } from "~/site/use-site";
import { SiteLink } from "~/shell/ui/SiteLink";

export const SCHEDULE_LABEL = "Schedule a Consultation";

/**
 * The call to action that closes a page: schedule a consultation, send a message, or call. The phone
 * number and hours come from the brand, so every brand's band is right without props.
 */
export function CtaBand({
  title = "Let's talk about what you need",
  text = "A first conversation is free and comes with no obligation. Tell us what's going on, and we'll tell you plainly how we can help and what it would cost.",
  serviceId,
}: {
  title?: string;
  text?: string;
  /** On a service's page: booking and the message form start with that service chosen. */
  serviceId?: string;
}) {
  const query = serviceId ? `?service=${serviceId}` : "";
  const { brand } = useSite();
  const headingId = `${useId().replace(/:/g, "")}-cta`;
  return (
    <ServerHtml as="section" aria-labelledby={headingId} className="bg-secondary text-on-secondary">
      <div className="container-site grid gap-8 py-14 md:py-16 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-16">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-semibold tracking-tight md:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-on-secondary/90">{text}</p>
          <p className="mt-4 text-sm text-on-secondary/90">Open {brand.contact.hours}.</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:flex-col lg:items-stretch">
          <SiteLink to={`/schedule${query}`} className="btn btn-primary text-base">
            <CalendarDays aria-hidden="true" className="size-5" />
            {SCHEDULE_LABEL}
          </SiteLink>
          <SiteLink
            to={`/contact${query}${serviceId ? "#send-a-message" : ""}`}
            className="btn btn-on-dark text-base"
          >
            <MessageSquare aria-hidden="true" className="size-5" />
            Send us a message
          </SiteLink>
          <a href={`tel:${brand.contact.phone.tel}`} className="btn btn-on-dark text-base">
            <Phone aria-hidden="true" className="size-5" />
            {`Call ${brand.contact.phone.display}`}
          </a>
        </div>
      </div>
    </ServerHtml>
  );
}
