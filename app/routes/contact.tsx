import { officeLocality } from "~/brands/address";
import { ServerHtml } from "~/delivery/ServerHtml";
import { WITHOUT_REACT } from "~/delivery/page-scripts";
import { CalendarDays, Clock, Mail, MapPin, MessageSquareText, Phone } from "~/shell/ui/icons";
import type { ReactNode } from "react";
import type { Route } from "./+types/contact";
import { ContactSection } from "~/components/contact/ContactSection";
import { NextSteps } from "~/components/contact/NextSteps";
import { PageHeader } from "~/components/page/PageHeader";
import { SiteLink } from "~/shell/ui/SiteLink";
import { contactAction } from "~/contact/action.server";
import { routeMeta } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { organizationJsonLd } from "~/seo/structured-data";
import { getBrand } from "~/brands";
import { getSiteContext } from "~/request-context";
import { isServiceId } from "~/site/services";
import { useSite } from "~/site/use-site";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The contact form runs from its own script (ContactForm.tsx): no React in the browser (decision record 010). */
export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  const brand = getBrand(getSiteContext(args.context).brand.id);
  // /contact?service=payroll, from a service page: the form's service list starts with it chosen.
  const service = new URL(args.request.url).searchParams.get("service") ?? "";
  return {
    contactService: isServiceId(service) ? brand.contactServiceFor[service] : undefined,
    meta: pageMeta(args, (site) => ({
      title: "Contact Us",
      description: `Call (740) 754-0800, email us, or visit our Dresden or Pickerington office. Open ${site.brand.contact.openDays}, in person or virtual.`,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "ContactPage",
          name: `Contact ${site.brand.name}`,
          url: new URL("/contact", site.siteUrl).href,
          mainEntity: organizationJsonLd(site.brand, site.siteUrl),
        },
      ],
    })),
  };
}

/**
 * The page carries the moment it was rendered (the no-JavaScript form's time-to-submit check), so no
 * cache may keep it.
 */
export function headers(): HeadersInit {
  return { "Cache-Control": "no-store" };
}

/** The contact form posted without JavaScript (from this page, the home page or /schedule). */
export async function action(args: Route.ActionArgs) {
  return contactAction(args);
}

function WayCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <span
        className="flex size-11 items-center justify-center rounded-xl bg-muted text-primary-ink"
        aria-hidden="true"
      >
        {icon}
      </span>
      <h3 className="mt-4 text-xl font-semibold text-fg">{title}</h3>
      <div className="mt-2 flex flex-1 flex-col text-fg-muted">{children}</div>
    </li>
  );
}

export default function ContactPage({ actionData, loaderData }: Route.ComponentProps) {
  const { brand } = useSite();
  const { phone, contactSectionPhone, email, hours, offices, openDays } = brand.contact;
  const hasDirectLine = contactSectionPhone.tel !== phone.tel;

  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Ways to Contact"
        lede={`Call, email, send a message or stop by one of our two offices. We are open ${openDays} and meet clients in person, by video or by phone.`}
      />

      <ServerHtml as="section" aria-labelledby="ways-heading" className="container-site py-14 md:py-16">
        <h2 id="ways-heading" className="text-2xl font-semibold tracking-tight md:text-3xl">
          Reach us the way that suits you
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <WayCard icon={<Phone className="size-5" />} title="Call us">
            <a
              href={`tel:${phone.tel}`}
              className="text-lg font-semibold text-fg hover:text-primary-ink hover:underline"
            >
              {phone.display}
            </a>
            {hasDirectLine && (
              <p className="mt-1 text-sm">
                {brand.shortName} direct line:{" "}
                <a
                  href={`tel:${contactSectionPhone.tel}`}
                  className="font-semibold whitespace-nowrap text-fg hover:text-primary-ink hover:underline"
                >
                  {contactSectionPhone.display}
                </a>
              </p>
            )}
            <p className="mt-2 text-sm">
              The quickest way to a person. If we are with a client, leave a message and we will call you
              back.
            </p>
          </WayCard>
          <WayCard icon={<Mail className="size-5" />} title="Email us">
            <a
              href={`mailto:${email}`}
              className="font-semibold break-words text-fg hover:text-primary-ink hover:underline"
            >
              {email}
            </a>
            <p className="mt-2 text-sm">
              Good for questions and scheduling. Please don’t email Social Security numbers or tax documents;
              upload them through the{" "}
              <SiteLink to={brand.links.clientPortal} className="font-medium text-primary-ink underline">
                client portal
              </SiteLink>{" "}
              instead.
            </p>
          </WayCard>
          <WayCard icon={<MessageSquareText className="size-5" />} title="Send a message">
            <p className="text-sm">
              Use the form below and tell us what you need. We reply by email or phone, usually within one
              business day.
            </p>
            <a
              href="#send-a-message"
              className="mt-auto pt-3 text-sm font-semibold text-primary-ink underline"
            >
              Go to the form
            </a>
          </WayCard>
          <WayCard icon={<CalendarDays className="size-5" />} title="Meet with us">
            <p className="text-sm">
              Book a consultation at either office, by video call or by phone, at a time that suits you.
            </p>
            <SiteLink
              to="/schedule"
              className="mt-auto pt-3 text-sm font-semibold text-primary-ink underline"
            >
              Schedule a meeting
            </SiteLink>
          </WayCard>
        </ul>
      </ServerHtml>

      <ServerHtml
        as="section"
        aria-labelledby="offices-heading"
        className="border-y border-border bg-muted py-14 md:py-16"
      >
        <div className="container-site">
          <h2 id="offices-heading" className="text-2xl font-semibold tracking-tight md:text-3xl">
            Our offices
          </h2>
          <p className="mt-3 flex max-w-prose items-start gap-2 text-fg-muted">
            <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary-ink" />
            <span>Both offices: {hours}.</span>
          </p>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {offices.map((office) => (
              <li key={office.id} className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
                <h3 className="flex items-center gap-2 text-xl font-semibold text-fg">
                  <MapPin aria-hidden="true" className="size-5 text-primary-ink" />
                  {office.name}
                </h3>
                <address className="mt-3 text-lg text-fg not-italic">
                  {office.street}
                  <br />
                  {officeLocality(office)}
                </address>
                <p className="mt-2 text-fg-muted">{OFFICE_NOTES[office.id]}</p>
                <SiteLink to={office.mapUrl} className="btn btn-outline mt-5">
                  <MapPin aria-hidden="true" className="size-4" />
                  Map and directions<span className="sr-only">{` to the ${office.name}`}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </ServerHtml>

      <ContactSection
        showDetails={false}
        serverResult={actionData}
        defaultService={loaderData.contactService}
        heading="Send Us a Message"
        eyebrow="Write to us"
        intro="Ask a question, request a quote or tell us about a letter from the IRS or the Ohio Department of Taxation."
      >
        <NextSteps
          steps={[
            {
              title: "Your message reaches our office",
              text: `It is saved the moment you press send and delivered to ${email}.`,
            },
            {
              title: "We reply within one business day",
              text: `By email or phone, whichever you prefer, ${openDays}.`,
            },
            {
              title: "We agree on the next step",
              text: "A quote, a meeting, or a short list of what to bring or send.",
            },
          ]}
        />
      </ContactSection>
    </>
  );
}

/** What each office is for; keyed by office id so the text follows the brand's office list. */
const OFFICE_NOTES: Record<"dresden" | "pickerington", string> = {
  dresden: "Our home office in Muskingum County, on Main Street in the village of Dresden.",
  pickerington: "Convenient for clients in Fairfield and Franklin counties and the east side of Columbus.",
};
