import { ServerHtml } from "~/delivery/ServerHtml";
import {
  ArrowUpRight,
  Building2,
  CalendarCheck,
  CalendarDays,
  Calculator,
  ClipboardCheck,
  CreditCard,
  Phone,
  SearchCheck,
  type IconComponent,
} from "~/shell/ui/icons";
import type { ReactNode } from "react";
import type { Crumb } from "~/components/page/PageHeader";
import { FaqList } from "~/components/page/FaqList";
import { formatIsoDate } from "~/resources/format";
import { useSite } from "~/site/use-site";
import { SiteLink } from "~/shell/ui/SiteLink";

/**
 * The site has no /resources index page (the Resources menu is a dropdown), so the breadcrumb's
 * "Resources" step points at the list of all resources at the foot of each resource page.
 */
export const RESOURCES_CRUMB_ANCHOR = "#more-resources";
export const RESOURCE_BREADCRUMBS: readonly Crumb[] = [{ label: "Resources", href: RESOURCES_CRUMB_ANCHOR }];

/** A link to an outside source (IRS, Ohio): SiteLink opens it in a new tab and says so. */
export function ExternalLink({
  href,
  children,
  className = "",
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SiteLink to={href} className={`font-medium text-primary-ink underline hover:no-underline ${className}`}>
      {children}
    </SiteLink>
  );
}

/** The date a page's figures were last checked, as a <time> element. */
export function ReviewedDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatIsoDate(date)}</time>;
}

/**
 * The facts line under a resource page's title: which tax year it covers, when it was last
 * checked against its sources, and a jump to those sources.
 */
export function ResourceFacts({ taxYear, lastReviewed }: { taxYear: ReactNode; lastReviewed: string }) {
  return (
    <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-fg-muted">
      <div className="flex gap-1.5">
        <dt className="font-semibold text-fg">Tax year:</dt>
        <dd>{taxYear}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="font-semibold text-fg">Last reviewed:</dt>
        <dd>
          <ReviewedDate date={lastReviewed} />
        </dd>
      </div>
      <div className="flex gap-1.5 print:hidden">
        <dt className="sr-only">Sources:</dt>
        <dd>
          <a href="#sources" className="font-medium text-primary-ink underline hover:no-underline">
            Sources and official links
          </a>
        </dd>
      </div>
    </dl>
  );
}

export interface SourceLink {
  title: string;
  url: string;
  note?: string;
}

/** The sources a page's figures come from, with the date they were last checked. */
export function SourcesSection({
  sources,
  lastReviewed,
  children,
}: {
  sources: readonly SourceLink[];
  lastReviewed: string;
  children?: ReactNode;
}) {
  return (
    <ServerHtml as="section" id="sources" aria-labelledby="sources-heading" className="scroll-mt-24">
      <h2 id="sources-heading" className="text-2xl font-semibold">
        Sources
      </h2>
      <p className="mt-2 max-w-3xl text-fg-muted">
        Every figure on this page comes from the official sources below. Last reviewed{" "}
        <ReviewedDate date={lastReviewed} />.
      </p>
      {children}
      <ul className="mt-5 gap-10 text-sm md:columns-2">
        {sources.map((source) => (
          <li
            key={`${source.title}|${source.url}`}
            className="mb-3 break-inside-avoid border-l-2 border-border pl-3"
          >
            <ExternalLink href={source.url}>{source.title}</ExternalLink>
            {source.note && <p className="mt-0.5 text-fg-muted">{source.note}</p>}
          </li>
        ))}
      </ul>
    </ServerHtml>
  );
}

/** A call to action: schedule a consultation, or get in touch. */
export function ScheduleCta({ title, children }: { title: string; children: ReactNode }) {
  const { brand } = useSite();
  return (
    <ServerHtml
      as="section"
      aria-labelledby="cta-heading"
      className="rounded-2xl bg-secondary p-8 text-on-secondary shadow-sm md:p-10 print:hidden"
    >
      <div className="grid gap-6 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id="cta-heading" className="text-2xl font-semibold md:text-3xl">
            {title}
          </h2>
          <div className="mt-3 max-w-2xl text-on-secondary/90">{children}</div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
          <SiteLink to="/schedule" className="btn btn-primary">
            <CalendarCheck aria-hidden="true" className="size-4" />
            Schedule a Consultation
          </SiteLink>
          <SiteLink to="/contact" className="btn btn-on-dark">
            Contact Us
          </SiteLink>
        </div>
      </div>
      <p className="mt-6 flex items-center gap-2 text-sm text-on-secondary/90">
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Or call{" "}
          <a href={`tel:${brand.contact.phone.tel}`} className="font-semibold text-on-secondary underline">
            {brand.contact.phone.display}
          </a>
          , {brand.contact.hours}.
        </span>
      </p>
    </ServerHtml>
  );
}

export type ResourceId =
  | "tax-calculator"
  | "check-my-refund"
  | "tax-payment-center"
  | "tax-prep-checklist"
  | "ohio-business-taxes"
  | "tax-calendar";

const RESOURCES: readonly {
  id: ResourceId;
  title: string;
  href: string;
  blurb: string;
  Icon: IconComponent;
}[] = [
  {
    id: "tax-calculator",
    title: "Tax Calculator",
    href: "/resources/tax-calculator",
    blurb: "Federal, Ohio and city income tax, and whether you can expect a refund.",
    Icon: Calculator,
  },
  {
    id: "tax-prep-checklist",
    title: "Tax Prep Checklist",
    href: "/resources/tax-prep-checklist",
    blurb: "Every document to gather before your appointment, in a list you can tick off.",
    Icon: ClipboardCheck,
  },
  {
    id: "check-my-refund",
    title: "Check My Refund",
    href: "/resources/check-my-refund",
    blurb: "Where your federal and Ohio refunds are, and what a delay means.",
    Icon: SearchCheck,
  },
  {
    id: "tax-payment-center",
    title: "Tax Payment Center",
    href: "/resources/tax-payment-center",
    blurb: "Safe ways to pay the IRS and Ohio, and this year's estimated tax dates.",
    Icon: CreditCard,
  },
  {
    id: "tax-calendar",
    title: "Tax Calendar",
    href: "/resources/tax-calendar",
    blurb: "Every federal and Ohio deadline of the year, to add to your own calendar.",
    Icon: CalendarDays,
  },
  {
    id: "ohio-business-taxes",
    title: "Ohio Business Taxes",
    href: "/resources/ohio-business-taxes",
    blurb: "CAT, sales tax, withholding, city tax and more, with rates and due dates.",
    Icon: Building2,
  },
];

/** The other free resources; the breadcrumbs' "Resources" link points here. */
export function MoreResources({ current }: { current: ResourceId }) {
  return (
    <ServerHtml
      as="section"
      id={RESOURCES_CRUMB_ANCHOR.slice(1)}
      aria-labelledby="more-resources-heading"
      className="scroll-mt-24 print:hidden"
    >
      <h2 id="more-resources-heading" className="text-2xl font-semibold">
        More free tax resources
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {RESOURCES.filter((resource) => resource.id !== current).map(({ id, title, href, blurb, Icon }) => (
          <li key={id}>
            <SiteLink
              to={href}
              className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <Icon aria-hidden="true" className="size-6 text-primary-ink" />
              <span className="mt-3 font-semibold text-fg group-hover:underline">{title}</span>
              <span className="mt-1 text-sm text-fg-muted">{blurb}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </ServerHtml>
  );
}

/** Questions and answers, in the site's shared FAQ list (disclosure widgets that work without JavaScript). */
export function FaqSection({
  faqs,
  title = "Common questions",
}: {
  faqs: readonly { question: string; answer: string }[];
  title?: string;
}) {
  return (
    <ServerHtml as="section" id="faqs" aria-labelledby="faqs-heading" className="scroll-mt-24">
      <h2 id="faqs-heading" className="text-2xl font-semibold md:text-3xl">
        {title}
      </h2>
      <div className="mt-5">
        <FaqList faqs={faqs} />
      </div>
    </ServerHtml>
  );
}

/** "On this page" jump links for long guides. */
export function OnThisPage({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-label="On this page" className="print:hidden">
      <p className="text-sm font-semibold tracking-wider text-fg-muted uppercase">On this page</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-9 items-center rounded-full border border-border bg-surface px-3.5 text-sm font-medium text-fg hover:bg-muted"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A prominent button to an official tool (opens in a new tab). */
export function OfficialToolLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <SiteLink to={href} className="btn btn-primary">
      {children}
      <ArrowUpRight aria-hidden="true" className="size-4" />
    </SiteLink>
  );
}
