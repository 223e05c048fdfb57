import { ServerHtml } from "~/delivery/ServerHtml";
import { ArrowRight, CalendarDays, Tags } from "~/shell/ui/icons";
import type { Route } from "./+types/services";
import { getBrand } from "~/brands";
import { serviceCard } from "~/components/page/cards";
import { CardGrid } from "~/components/page/LinkCard";
import { CtaBand, SCHEDULE_LABEL } from "~/components/page/CtaBand";
import { FeatureList } from "~/components/page/FeatureList";
import { PageHeader } from "~/components/page/PageHeader";
import { SectionHeading } from "~/components/page/Section";
import { PillLinks } from "~/components/page/PillLinks";
import { PatternBackdrop } from "~/components/ui/PatternBackdrop";
import { SiteLink } from "~/shell/ui/SiteLink";
import { getSiteContext } from "~/request-context";
import { routeMeta } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { ABOUT } from "~/site/about";
import { INDUSTRIES } from "~/site/industries";
import { getServicesForBrand } from "~/site/services";
import { useSite } from "~/site/use-site";
import { WITHOUT_REACT } from "~/delivery/page-scripts";

const TITLE = "Our Services";
const PATH = "/services";

export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  const brand = getBrand(getSiteContext(args.context).brand.id);
  const services = getServicesForBrand(brand);
  const firstFew = services
    .slice(0, 4)
    .map((service) => service.title)
    .join(", ");
  return {
    services: services.map((service) => ({ id: service.id, ...serviceCard(service, 3) })),
    industries: INDUSTRIES.map(({ name, link, icon }) => ({ label: name, href: link, icon })),
    howWeWork: ABOUT.howWeWork,
    meta: pageMeta(args, (site) => ({
      title: TITLE,
      description: `All ${countInWords(services.length)} services of ${brand.shortName}, from one local team: ${firstFew} and more, in Dresden and Pickerington, Ohio, or virtually.`,
      jsonLd: [breadcrumbJsonLd(site.siteUrl, [{ label: TITLE, href: PATH }])],
    })),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { services, industries, howWeWork } = loaderData;
  const { brand } = useSite();
  return (
    <>
      <PageHeader
        title={TITLE}
        eyebrow={brand.shortName}
        breadcrumbs={[]}
        lede={
          <p>
            {brand.description} All {countInWords(services.length)} services below come from one local team,
            so your taxes, books and payroll stay connected and you never have to explain your situation
            twice.
          </p>
        }
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <SiteLink to="/schedule" className="btn btn-primary">
            <CalendarDays aria-hidden="true" className="size-4" />
            {SCHEDULE_LABEL}
          </SiteLink>
          <SiteLink to="/services/personal-tax/pricing" className="btn btn-outline">
            <Tags aria-hidden="true" className="size-4" />
            Personal tax pricing
          </SiteLink>
        </div>
      </PageHeader>

      <ServerHtml
        as="section"
        aria-labelledby="services-grid-title"
        className="relative isolate bg-bg [--pattern-ground:var(--surface-bg)] py-14 md:py-20"
      >
        <PatternBackdrop />
        <div className="container-site">
          <SectionHeading
            className="pattern-clearing"
            id="services-grid-title"
            eyebrow="What we do"
            title="Services for households and small businesses"
            intro="Pick the service that fits where you are today. Each page explains who it's for, what's included, how working together goes and what to bring."
          />
          <div data-testid="services-grid">
            <CardGrid cards={services} columns={4} accents moreLabel="What's included" />
          </div>
        </div>
      </ServerHtml>

      <ServerHtml
        as="section"
        aria-labelledby="how-we-work-title"
        className="border-y border-border bg-muted py-14 md:py-20"
      >
        <div className="container-site grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <div>
            <SectionHeading
              id="how-we-work-title"
              eyebrow="How we work"
              title="Whichever service you choose"
              intro={
                <>
                  <p>
                    You know the price before we start, you meet us however suits you, and a real person
                    answers the phone {brand.contact.openDays}.
                  </p>
                  <p className="mt-4">
                    Not sure where to start? Many clients begin with one service and add others as life or the
                    business changes. Tell us what's going on and we'll point you to the right one, or tell
                    you plainly if you don't need us.
                  </p>
                </>
              }
            />
          </div>
          <FeatureList items={howWeWork} layout="cards" columns={1} />
        </div>
      </ServerHtml>

      <ServerHtml as="section" aria-labelledby="industries-title" className="bg-bg py-14 md:py-20">
        <div className="container-site">
          <SectionHeading
            id="industries-title"
            eyebrow="Industries"
            title="We know the work you do"
            intro="Every industry keeps its books and pays its taxes a little differently. We work every year with businesses like these across Muskingum County and central Ohio."
          />
          <PillLinks links={industries}>
            <li>
              <SiteLink
                to="/industries"
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 py-2 font-semibold text-primary-ink underline"
              >
                All industries
                <ArrowRight aria-hidden="true" className="size-4" />
              </SiteLink>
            </li>
          </PillLinks>
        </div>
      </ServerHtml>

      <CtaBand
        title="Not sure which service you need?"
        text="Tell us what's happening in your household or business. A first conversation is free, and we'll recommend only what you actually need, with the price before any work begins."
      />
    </>
  );
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Small counts read better as words in running text ("all eight services"). */
function countInWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}
