import { officeLocality } from "~/brands/address";
import { Clock, Mail, MapPin, Phone } from "~/shell/ui/icons";
import type { ReactNode } from "react";
import type { ContactActionData } from "~/contact/action.server";
import { useSite } from "~/site/use-site";
import { SiteLink } from "~/shell/ui/SiteLink";
import { ContactForm } from "./ContactForm";
import { ServerHtml } from "~/delivery/ServerHtml";

export interface ContactSectionProps {
  /** id of the section's heading (the section is labelled by it); give each section on a page its own. */
  headingId?: string;
  /** Level of the section heading; the thank-you title is one below it. */
  headingLevel?: 2 | 3;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  /** Anchor for links to the form, e.g. "/contact#send-a-message". */
  id?: string;
  /** Show phone, email, hours and offices beside the form (off where the page already lists them). */
  showDetails?: boolean;
  formType?: string;
  serverResult?: ContactActionData;
  /** The service option chosen when the form first shows (the service page the visitor came from). */
  defaultService?: string;
  messageLabel?: string;
  messagePlaceholder?: string;
  className?: string;
  /** Extra content under the introduction (e.g. NextSteps where the details are not shown). */
  children?: ReactNode;
}

/**
 * The contact section of /contact and the home page: a heading, a short introduction, the brand's
 * contact details and the form.
 */
export function ContactSection({
  headingId = "contact-heading",
  headingLevel = 2,
  eyebrow = "Contact us",
  heading = "Send Us a Message",
  intro = "Ask a question, request a quote or tell us what you need help with. Someone from our office will reply by email or phone, usually within one business day.",
  id = "send-a-message",
  showDetails = true,
  formType,
  serverResult,
  defaultService,
  messageLabel,
  messagePlaceholder,
  className = "",
  children,
}: ContactSectionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 py-16 md:py-20 ${className}`}>
      <div className="container-site grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-5">
          <p className="font-subheading text-sm font-semibold tracking-wider text-primary-ink uppercase">
            {eyebrow}
          </p>
          <Heading id={headingId} className="mt-2 text-3xl font-semibold tracking-tight text-fg md:text-4xl">
            {heading}
          </Heading>
          <p className="mt-4 max-w-prose text-lg text-fg-muted">{intro}</p>
          {showDetails && <ContactDetails headingLevel={headingLevel === 2 ? 3 : 4} />}
          {children}
        </div>
        {/* Kept as the server wrote it: the form's own script runs it (ContactForm.tsx). */}
        <ServerHtml className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8 lg:col-span-7">
          <ContactForm
            formType={formType}
            serverResult={serverResult}
            defaultService={defaultService}
            titleLevel={headingLevel === 2 ? 3 : 4}
            messageLabel={messageLabel}
            messagePlaceholder={messagePlaceholder}
          />
        </ServerHtml>
      </div>
    </section>
  );
}

/** Phone (the brand's contact-section line), email, hours and both offices. */
function ContactDetails({ headingLevel }: { headingLevel: 3 | 4 }) {
  const { brand } = useSite();
  const Heading = `h${headingLevel}` as const;
  const phone = brand.contact.contactSectionPhone;
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
      <ul className="grid gap-4 sm:col-span-2 lg:col-span-1">
        <li className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
          <div>
            <span className="block text-sm text-fg-muted">Call</span>
            <a
              href={`tel:${phone.tel}`}
              className="text-lg font-semibold text-fg hover:text-primary-ink hover:underline"
            >
              {phone.display}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
          <div className="min-w-0">
            <span className="block text-sm text-fg-muted">Email</span>
            <a
              href={`mailto:${brand.contact.email}`}
              className="font-semibold break-words text-fg hover:text-primary-ink hover:underline"
            >
              {brand.contact.email}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
          <div>
            <span className="block text-sm text-fg-muted">Hours</span>
            <span className="text-fg">{brand.contact.hours}</span>
          </div>
        </li>
      </ul>
      {brand.contact.offices.map((office) => (
        <div key={office.id} className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
          <div>
            <Heading className="font-sans text-base font-semibold text-fg">{office.name}</Heading>
            <address className="text-fg-muted not-italic">
              {office.street}
              <br />
              {officeLocality(office)}
            </address>
            <SiteLink
              to={office.mapUrl}
              className="mt-1 inline-block text-sm font-medium text-primary-ink underline"
            >
              Map and directions<span className="sr-only">{` to the ${office.name}`}</span>
            </SiteLink>
          </div>
        </div>
      ))}
    </div>
  );
}
