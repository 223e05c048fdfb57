import { ServerHtml } from "~/delivery/ServerHtml";
import { ArrowRight, CalendarDays, Phone } from "~/shell/ui/icons";
import { data } from "react-router";
import type { Route } from "./+types/services.$serviceId";
import { getBrand, type ServiceId } from "~/brands";
import { industryCard, serviceCard } from "~/components/page/cards";
import { CtaBand, SCHEDULE_LABEL } from "~/components/page/CtaBand";
import { FaqList } from "~/components/page/FaqList";
import { FeatureList } from "~/components/page/FeatureList";
import { CardGrid } from "~/components/page/LinkCard";
import { PageHeader } from "~/components/page/PageHeader";
import { Section, SectionHeading } from "~/components/page/Section";
import { StepList } from "~/components/page/StepList";
import { SiteLink } from "~/shell/ui/SiteLink";
import { getSiteContext } from "~/request-context";
import { routeMeta } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from "~/seo/structured-data";
import { getIndustries } from "~/site/industries";
import { getServiceForBrand, getServicesForBrand, isServiceId } from "~/site/services";
import { useSite } from "~/site/use-site";
import { WITHOUT_REACT } from "~/delivery/page-scripts";

interface PageLink {
  label: string;
  href: string;
}

/** Pages that go deeper on a service, offered next to its calls to action. */
const FURTHER_READING: Partial<Record<ServiceId, readonly PageLink[]>> = {
  "personal-tax": [
    { label: "See personal tax pricing", href: "/services/personal-tax/pricing" },
    { label: "Use the tax prep checklist", href: "/resources/tax-prep-checklist" },
  ],
  "business-tax": [
    { label: "Read our guide to Ohio business taxes", href: "/resources/ohio-business-taxes" },
  ],
  "business-formation": [
    { label: "Read our guide to Ohio business taxes", href: "/resources/ohio-business-taxes" },
  ],
  payroll: [
    { label: "See payroll tax due dates in the payment center", href: "/resources/tax-payment-center" },
  ],
};

const SERVICES_CRUMB = { label: "Services", href: "/services" } as const;

export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  const { serviceId } = args.params;
  if (!isServiceId(serviceId)) throw data(null, { status: 404 });
  const brand = getBrand(getSiteContext(args.context).brand.id);
  const service = getServiceForBrand(brand, serviceId);
  // Related services follow the brand's order, so each brand leads with its own strengths.
  const relatedServices = getServicesForBrand(brand)
    .filter((other) => service.relatedServices.includes(other.id))
    .map((other) => serviceCard(other));
  return {
    service: {
      id: service.id,
      title: service.title,
      shortDescription: service.shortDescription,
      description: service.description,
      lede: service.lede,
      link: service.link,
      image: service.image,
      whoItIsFor: service.whoItIsFor,
      included: service.included,
      steps: service.steps,
      whatToBring: service.whatToBring,
      faqs: service.faqs,
    },
    relatedServices,
    relatedIndustries: getIndustries(service.relatedIndustries).map((industry) => industryCard(industry)),
    furtherReading: FURTHER_READING[service.id] ?? [],
    meta: pageMeta(args, (site) => ({
      title: service.title,
      description: `${service.shortDescription} From our offices in Dresden and Pickerington, Ohio, or virtually.`,
      jsonLd: [
        serviceJsonLd(
          { title: service.title, description: service.description, link: service.link },
          site.siteUrl,
          site.brand,
        ),
        breadcrumbJsonLd(site.siteUrl, [SERVICES_CRUMB, { label: service.title, href: service.link }]),
        faqJsonLd(service.faqs),
      ],
    })),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, relatedServices, relatedIndustries, furtherReading } = loaderData;
  const { brand } = useSite();
  return (
    <>
      <PageHeader
        title={service.title}
        eyebrow="Services"
        breadcrumbs={[SERVICES_CRUMB]}
        image={service.image}
        lede={<p>{service.lede}</p>}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <SiteLink to={`/schedule?service=${service.id}`} className="btn btn-primary">
            <CalendarDays aria-hidden="true" className="size-4" />
            {SCHEDULE_LABEL}
          </SiteLink>
          <a href={`tel:${brand.contact.phone.tel}`} className="btn btn-outline">
            <Phone aria-hidden="true" className="size-4" />
            Call {brand.contact.phone.display}
          </a>
        </div>
        {furtherReading.length > 0 && (
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {furtherReading.map((link) => (
              <li key={link.href}>
                <SiteLink
                  to={link.href}
                  className="inline-flex items-center gap-1 font-semibold text-primary-ink underline"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-3.5" />
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
      </PageHeader>

      <ServerHtml as="section" aria-label={`About ${service.title}`} className="bg-bg py-14 md:py-20">
        <div className="container-site grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <div>
            <SectionHeading title="What it is" tight />
            <p className="text-lg leading-relaxed text-fg">{service.description}</p>
            <div className="mt-8 rounded-2xl border border-border bg-muted p-6">
              <p className="font-subheading text-lg font-semibold">Questions before you decide?</p>
              <p className="mt-2 leading-relaxed text-fg-muted">
                Call us at{" "}
                <a
                  href={`tel:${brand.contact.phone.tel}`}
                  className="font-semibold whitespace-nowrap text-primary-ink underline"
                >
                  {brand.contact.phone.display}
                </a>{" "}
                or{" "}
                <SiteLink
                  to={`/contact?service=${service.id}#send-a-message`}
                  className="font-semibold text-primary-ink underline"
                >
                  send us a message
                </SiteLink>
                . We're open {brand.contact.hours}.
              </p>
            </div>
          </div>
          <div>
            <SectionHeading title="Who it's for" tight />
            <p className="leading-relaxed text-fg-muted">{service.whoItIsFor.paragraph}</p>
            <div className="mt-6">
              <FeatureList
                items={service.whoItIsFor.bullets.map((title) => ({ title }))}
                layout="checklist"
                columns={1}
              />
            </div>
          </div>
        </div>
      </ServerHtml>

      <Section
        title="What's included"
        eyebrow={service.title}
        intro="Here's what the work covers. If your situation needs something that isn't listed, we'll tell you, and the price, before we start."
        tone="muted"
        className="border-y border-border"
      >
        <FeatureList
          items={service.included.map((item) => ({ title: item.feature, text: item.explanation }))}
        />
      </Section>

      <ServerHtml as="section" aria-label="Working together" className="bg-bg py-14 md:py-20">
        <div className="container-site grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          <div>
            <SectionHeading
              title="How working together goes"
              intro="No surprises: here is every step, in order."
            />
            <StepList steps={service.steps} />
          </div>
          <aside
            aria-labelledby="what-to-bring"
            className="self-start rounded-2xl border border-border bg-surface p-6 shadow-sm md:p-8 lg:sticky lg:top-28"
          >
            <h2 id="what-to-bring" className="text-2xl font-semibold tracking-tight">
              What to bring
            </h2>
            <p className="mt-2 leading-relaxed text-fg-muted">
              Bring what you have; we'll ask for anything missing once, with a clear list.
            </p>
            <div className="mt-5">
              <FeatureList
                items={service.whatToBring.map((title) => ({ title }))}
                layout="checklist"
                columns={1}
              />
            </div>
            <p className="mt-6 text-sm leading-relaxed text-fg-muted">
              Drop papers off at either office or upload them through our secure client portal. Please don't
              email tax documents or account numbers.
            </p>
          </aside>
        </div>
      </ServerHtml>

      <Section
        id="faq"
        title="Frequently asked questions"
        intro="Straight answers to the questions we hear most. Don't see yours? Call us and ask."
        tone="muted"
        width="narrow"
        className="border-y border-border"
      >
        <FaqList faqs={service.faqs} />
      </Section>

      <Section
        title="Industries we know"
        intro="Businesses in these industries often use this service. Each page explains the tax and bookkeeping realities of the industry in Ohio."
      >
        <CardGrid cards={relatedIndustries} columns={3} moreLabel="See the industry" />
        <div className="mt-14">
          <SectionHeading
            title="Related services"
            intro="Clients who use this service often need these too."
          />
          <CardGrid cards={relatedServices} columns={3} compact />
        </div>
      </Section>

      <CtaBand
        serviceId={service.id}
        title={`Talk with us about ${service.title}`}
        text="A first conversation is free and comes with no obligation. We'll learn what you need, tell you how we'd help and give you the price before any work begins."
      />
    </>
  );
}
