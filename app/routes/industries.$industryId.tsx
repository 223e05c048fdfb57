import { ServerHtml } from "~/delivery/ServerHtml";
import { CalendarDays, Phone } from "~/shell/ui/icons";
import { data } from "react-router";
import type { Route } from "./+types/industries.$industryId";
import { getBrand } from "~/brands";
import { serviceCard } from "~/components/page/cards";
import { CtaBand, SCHEDULE_LABEL } from "~/components/page/CtaBand";
import { FaqList } from "~/components/page/FaqList";
import { FeatureList } from "~/components/page/FeatureList";
import { CardGrid } from "~/components/page/LinkCard";
import { PageHeader } from "~/components/page/PageHeader";
import { Section } from "~/components/page/Section";
import { PillLinks } from "~/components/page/PillLinks";
import { SiteLink } from "~/shell/ui/SiteLink";
import { getSiteContext } from "~/request-context";
import { routeMeta } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { breadcrumbJsonLd, faqJsonLd } from "~/seo/structured-data";
import { getIndustry, INDUSTRIES } from "~/site/industries";
import { getServicesForBrand } from "~/site/services";
import { useSite } from "~/site/use-site";
import { WITHOUT_REACT } from "~/delivery/page-scripts";

const INDUSTRIES_CRUMB = { label: "Industries", href: "/industries" } as const;

export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  const industry = getIndustry(args.params.industryId);
  if (!industry) throw data(null, { status: 404 });
  const brand = getBrand(getSiteContext(args.context).brand.id);
  // Services in the industry's order of relevance, in the brand's wording.
  const brandServices = getServicesForBrand(brand);
  const relatedServices = industry.relatedServices.flatMap((id) => {
    const service = brandServices.find((candidate) => candidate.id === id);
    return service ? [serviceCard(service, 3)] : [];
  });
  return {
    industry: {
      id: industry.id,
      name: industry.name,
      shortDescription: industry.shortDescription,
      lede: industry.lede,
      link: industry.link,
      realities: industry.realities,
      howWeHelp: industry.howWeHelp,
      faqs: industry.faqs,
    },
    relatedServices,
    otherIndustries: INDUSTRIES.filter((other) => other.id !== industry.id).map(({ name, link, icon }) => ({
      label: name,
      href: link,
      icon,
    })),
    meta: pageMeta(args, (site) => ({
      title: industry.name,
      description: `${industry.shortDescription} Ohio tax and bookkeeping help from a firm in Dresden and Pickerington.`,
      jsonLd: [
        breadcrumbJsonLd(site.siteUrl, [INDUSTRIES_CRUMB, { label: industry.name, href: industry.link }]),
        ...(industry.faqs.length > 0 ? [faqJsonLd(industry.faqs)] : []),
      ],
    })),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry, relatedServices, otherIndustries } = loaderData;
  const { brand } = useSite();
  return (
    <>
      <PageHeader
        title={industry.name}
        eyebrow="Industries we serve"
        breadcrumbs={[INDUSTRIES_CRUMB]}
        image={`/industries/${industry.id}.svg`}
        lede={<p>{industry.lede}</p>}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <SiteLink to="/schedule" className="btn btn-primary">
            <CalendarDays aria-hidden="true" className="size-4" />
            {SCHEDULE_LABEL}
          </SiteLink>
          <a href={`tel:${brand.contact.phone.tel}`} className="btn btn-outline">
            <Phone aria-hidden="true" className="size-4" />
            {`Call ${brand.contact.phone.display}`}
          </a>
        </div>
      </PageHeader>

      <Section
        title="The realities in Ohio"
        eyebrow={industry.name}
        intro="What makes the taxes and books of this industry different, and what we watch for on your behalf."
      >
        <FeatureList items={industry.realities} marker="none" />
      </Section>

      <Section
        title="How we help"
        tone="muted"
        className="border-y border-border"
        intro="Practical help, month by month and at year-end."
      >
        <FeatureList
          items={industry.howWeHelp}
          columns={industry.howWeHelp.length % 2 === 0 && industry.howWeHelp.length % 3 !== 0 ? 2 : 3}
        />
      </Section>

      <Section
        title="Services that fit"
        intro="The services businesses in this industry use most. Each page explains what's included and how working together goes."
      >
        <CardGrid
          cards={relatedServices}
          columns={relatedServices.length === 4 ? 4 : 3}
          accents
          moreLabel="What's included"
        />
      </Section>

      {industry.faqs.length > 0 && (
        <Section
          title="Frequently asked questions"
          id="faq"
          tone="muted"
          width="narrow"
          className="border-y border-border"
        >
          <FaqList faqs={industry.faqs} />
        </Section>
      )}

      <ServerHtml as="section" aria-labelledby="other-industries" className="bg-bg py-12 md:py-14">
        <div className="container-site">
          <h2 id="other-industries" className="text-2xl font-semibold tracking-tight">
            Other industries we serve
          </h2>
          <div className="mt-6">
            <PillLinks links={otherIndustries} />
          </div>
        </div>
      </ServerHtml>

      <CtaBand
        title={`Work with a firm that knows ${industry.name}`}
        text="Tell us how your business runs today and where the books, taxes or payroll get in the way. A first conversation is free, and you'll know the price before any work begins."
      />
    </>
  );
}
