import { officeAddress } from "~/brands/address";
import { ServerHtml } from "~/delivery/ServerHtml";
import { WITHOUT_REACT } from "~/delivery/page-scripts";
import { CalendarCheck, ClipboardList, ExternalLink, MapPin, Phone, Video } from "~/shell/ui/icons";
import type { ReactNode } from "react";
import type { Route } from "./+types/schedule";
import { getBrand } from "~/brands";
import { orderPrepareLists, PREPARE_LISTS } from "~/components/contact/meeting-prep";
import { ContactSection } from "~/components/contact/ContactSection";
import { NextSteps } from "~/components/contact/NextSteps";
import { PageHeader } from "~/components/page/PageHeader";
import { SiteLink } from "~/shell/ui/SiteLink";
import { getSiteContext } from "~/request-context";
import { routeMeta } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { schedulerLink } from "~/site/booking";
import { getServiceForBrand } from "~/site/services";
import { useSite } from "~/site/use-site";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The contact form runs from its own script (ContactForm.tsx): no React in the browser (decision record 010). */
export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  const site = getSiteContext(args.context);
  const brand = getBrand(site.brand.id);
  // /schedule?service=payroll, from a service page's "Schedule a Consultation": booked and asked about as that service.
  const service = getServiceForBrand(brand, new URL(args.request.url).searchParams.get("service") ?? "");
  return {
    service: service ? { id: service.id, title: service.title } : null,
    contactService: service ? brand.contactServiceFor[service.id] : undefined,
    bookingUrl: site.schedulerUrl
      ? schedulerLink(
          site.schedulerUrl,
          brand,
          service ? { id: service.id, title: service.title, bookingEvent: service.bookingEvent } : null,
        )
      : null,
    prepareLists: orderPrepareLists(PREPARE_LISTS, brand.contentPriorities.services).map(
      ({ title, items }) => ({ title, items }),
    ),
    meta: pageMeta(args, {
      title: "Schedule a Meeting",
      description: `Book an in-person, virtual or phone consultation with our tax, bookkeeping and payroll team, ${brand.contact.openDays}.`,
    }),
  };
}

function MeetingType({
  icon,
  title,
  lead,
  children,
}: {
  icon: ReactNode;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <span
        className="flex size-11 items-center justify-center rounded-xl bg-muted text-primary-ink"
        aria-hidden="true"
      >
        {icon}
      </span>
      <h3 className="mt-4 text-xl font-semibold text-fg">{title}</h3>
      <p className="mt-1 font-medium text-fg">{lead}</p>
      <div className="mt-3 flex flex-1 flex-col gap-3 text-fg-muted">{children}</div>
    </li>
  );
}

export default function SchedulePage({ loaderData }: Route.ComponentProps) {
  const { brand } = useSite();
  const { bookingUrl: schedulerUrl, service } = loaderData;
  const { phone, offices, hours, openDays } = brand.contact;

  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Schedule a Meeting"
        lede={`${service ? `About ${service.title}: meet` : "Meet"} us in person in Dresden or Pickerington, by video, or by phone. We are open ${openDays}.`}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#book" className="btn btn-primary">
            <CalendarCheck aria-hidden="true" className="size-4" />
            {schedulerUrl ? "Book a time" : "Request a meeting"}
          </a>
          <a href={`tel:${phone.tel}`} className="btn btn-outline">
            <Phone aria-hidden="true" className="size-4" />
            Call {phone.display}
          </a>
        </div>
      </PageHeader>

      <ServerHtml
        as="section"
        aria-labelledby="meeting-types-heading"
        className="container-site py-14 md:py-16"
      >
        <h2 id="meeting-types-heading" className="text-2xl font-semibold tracking-tight md:text-3xl">
          Three ways to meet
        </h2>
        <p className="mt-3 max-w-prose text-fg-muted">
          Every kind of meeting gets the same time and attention. Choose whatever is easiest for you: many
          clients never need to come in at all.
        </p>
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          <MeetingType
            icon={<MapPin className="size-5" />}
            title="In person"
            lead="At our Dresden or Pickerington office"
          >
            <p>
              Bring your paperwork and we go through it together. Best for a first meeting or a box of
              receipts.
            </p>
            <ul className="grid gap-3">
              {offices.map((office) => (
                <li key={office.id} className="rounded-xl bg-muted p-4">
                  <p className="font-semibold text-fg">{office.name}</p>
                  <address className="text-sm not-italic">{officeAddress(office)}</address>
                  <SiteLink
                    to={office.mapUrl}
                    className="mt-1 inline-block text-sm font-medium text-primary-ink underline"
                  >
                    Map and directions<span className="sr-only"> to the {office.name}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </MeetingType>
          <MeetingType
            icon={<Video className="size-5" />}
            title="Virtual"
            lead="A video call from home or work"
          >
            <p>
              We email you a link before the meeting. We can share a screen and go through your return or your
              books line by line.
            </p>
            <p>
              Send documents ahead through the secure{" "}
              <SiteLink to={brand.links.clientPortal} className="font-medium text-primary-ink underline">
                client portal
              </SiteLink>
              , not by email.
            </p>
          </MeetingType>
          <MeetingType
            icon={<Phone className="size-5" />}
            title="Phone"
            lead="We call you at the time you choose"
          >
            <p>Good for a quick question, a follow-up, or when you are on the road or at a job site.</p>
            <p>
              Prefer to call us instead? Our number is{" "}
              <a href={`tel:${phone.tel}`} className="font-semibold whitespace-nowrap text-fg underline">
                {phone.display}
              </a>
              .
            </p>
          </MeetingType>
        </ul>
        <p className="mt-6 text-sm text-fg-muted">Hours: {hours}.</p>
      </ServerHtml>

      <ServerHtml
        as="section"
        aria-labelledby="prepare-heading"
        className="border-y border-border bg-muted py-14 md:py-16"
      >
        <div className="container-site">
          <h2
            id="prepare-heading"
            className="flex items-center gap-3 text-2xl font-semibold tracking-tight md:text-3xl"
          >
            <ClipboardList aria-hidden="true" className="size-7 text-primary-ink" />
            What to prepare
          </h2>
          <p className="mt-3 max-w-prose text-fg-muted">
            Bring what you have; we will tell you if anything else is needed. For a full list for your return,
            see our{" "}
            <SiteLink to="/resources/tax-prep-checklist" className="font-medium text-primary-ink underline">
              tax prep checklist
            </SiteLink>
            .
          </p>
          <div className="mt-8 grid gap-5 md:grid-cols-2">
            {loaderData.prepareLists.map((list) => (
              <div key={list.title} className="rounded-2xl border border-border bg-surface p-6">
                <h3 className="text-lg font-semibold text-fg">{list.title}</h3>
                <ul className="mt-3 list-disc space-y-1.5 pl-5 text-fg-muted marker:text-primary-ink">
                  {list.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </ServerHtml>

      {schedulerUrl ? (
        <ServerHtml
          as="section"
          id="book"
          aria-labelledby="book-heading"
          className="scroll-mt-24 py-16 md:py-20"
        >
          <div className="container-site">
            <div className="mx-auto max-w-3xl rounded-2xl border border-border bg-surface p-8 text-center shadow-sm md:p-10">
              <CalendarCheck
                aria-hidden="true"
                className="mx-auto size-10 text-primary-ink"
                strokeWidth={1.75}
              />
              <h2 id="book-heading" className="mt-4 text-2xl font-semibold tracking-tight md:text-3xl">
                Book a time
              </h2>
              <p className="mx-auto mt-3 max-w-prose text-fg-muted">
                Pick the kind of meeting and a day and time in our online calendar. You will get a
                confirmation by email with the address, video link or the number we will call.
              </p>
              <SiteLink to={schedulerUrl} className="btn btn-primary mt-6" data-testid="scheduler-link">
                Open the booking calendar
                <ExternalLink aria-hidden="true" className="size-4" />
              </SiteLink>
              <p className="mt-4 text-sm text-fg-muted">
                Rather talk it through first? Call{" "}
                <a href={`tel:${phone.tel}`} className="font-semibold whitespace-nowrap text-fg underline">
                  {phone.display}
                </a>
                .
              </p>
            </div>
          </div>
        </ServerHtml>
      ) : (
        <ContactSection
          id="book"
          headingId="book-heading"
          eyebrow="Book a meeting"
          heading="Request a Meeting"
          intro="Tell us how you would like to meet and a few days and times that suit you, and we will find a time."
          showDetails={false}
          formType="schedule"
          defaultService={loaderData.contactService}
          messageLabel="How and when would you like to meet?"
          messagePlaceholder="For example: a video call on a weekday after 4 p.m. about our farm’s 2025 return."
        >
          <NextSteps
            steps={[
              {
                title: "Tell us how and when",
                text: "In person (Dresden or Pickerington), video or phone, and a few days and times that work for you.",
              },
              {
                title: "We confirm a time",
                text: "By email or phone, usually within one business day, with the address, video link or the number we will call.",
              },
              {
                title: "Bring what you have",
                text: "The lists above cover most meetings. If we need anything else, we will tell you before we meet.",
              },
            ]}
          />
        </ContactSection>
      )}
    </>
  );
}
