import { ArrowRight, CalendarDays } from "~/shell/ui/icons";
import type { Route } from "./+types/industries";
import { industryCard } from "~/components/page/cards";
import { CtaBand, SCHEDULE_LABEL } from "~/components/page/CtaBand";
import { FeatureList } from "~/components/page/FeatureList";
import { CardGrid } from "~/components/page/LinkCard";
import { PageHeader } from "~/components/page/PageHeader";
import { Section } from "~/components/page/Section";
import { SiteLink } from "~/shell/ui/SiteLink";
import { routeMeta } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { INDUSTRIES } from "~/site/industries";
import { WITHOUT_REACT } from "~/delivery/page-scripts";

const TITLE = "Industries We Serve";
const PATH = "/industries";

/** Why it matters that an accountant knows your industry: the same in every industry, so said once here. */
const WHY_INDUSTRY_KNOWLEDGE = [
  {
    title: "Books that measure what matters to you",
    text: "A contractor needs profit by job, a shop needs margins by product, a practice needs collections by payer. We set up your books around the numbers your industry actually runs on.",
  },
  {
    title: "Ohio rules that differ by industry",
    text: "Sales tax on construction materials, the commercial activity tax, severance tax on oil and gas, city tax for crews on the road: we know which Ohio rules apply to your kind of business.",
  },
  {
    title: "Payroll that fits how you work",
    text: "Prevailing wage and certified payroll, tipped employees, seasonal crews, workers' compensation classes with the BWC: payroll is set up for the way your people actually work.",
  },
  {
    title: "Planning before the year is over",
    text: "Equipment purchases, inventory, owner pay and retirement contributions decide much of your tax. We talk about them in the fall, while there's still time to act.",
  },
] as const;

export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  return {
    industries: INDUSTRIES.map(industryCard),
    meta: pageMeta(args, (site) => ({
      title: TITLE,
      description:
        "Tax, bookkeeping and payroll that fit your industry in Ohio: construction, retail and restaurants, professional services, oil and gas, private equity, manufacturing and healthcare.",
      jsonLd: [breadcrumbJsonLd(site.siteUrl, [{ label: TITLE, href: PATH }])],
    })),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function IndustriesPage({ loaderData }: Route.ComponentProps) {
  const { industries } = loaderData;
  return (
    <>
      <PageHeader
        title={TITLE}
        eyebrow="Industries"
        breadcrumbs={[]}
        lede={
          <p>
            Every industry keeps its books and pays its taxes a little differently. We work every year with
            contractors, shops, practices, royalty owners and manufacturers across Muskingum County and
            central Ohio, and we know the Ohio rules that come with each.
          </p>
        }
      >
        <div className="mt-8">
          <SiteLink to="/schedule" className="btn btn-primary">
            <CalendarDays aria-hidden="true" className="size-4" />
            {SCHEDULE_LABEL}
          </SiteLink>
        </div>
      </PageHeader>

      <Section
        title="Industries we know well"
        intro="Each page explains the tax and bookkeeping realities of the industry in Ohio, how we help and which services fit."
      >
        <div data-testid="industries-grid">
          <CardGrid cards={industries} columns={4} accents moreLabel="See how we help">
            <li>
              <div className="flex h-full flex-col justify-center rounded-2xl border border-dashed border-border bg-muted p-6">
                <h3 className="font-subheading text-xl font-semibold text-fg">Don't see your industry?</h3>
                <p className="mt-3 leading-relaxed text-fg-muted">
                  We work with businesses in more than ten industries. Tell us about yours and we'll tell you
                  honestly whether we're a good fit.
                </p>
                <SiteLink
                  to="/contact"
                  className="mt-5 inline-flex items-center gap-1.5 font-semibold text-primary-ink underline"
                >
                  Tell us about your business
                  <ArrowRight aria-hidden="true" className="size-4" />
                </SiteLink>
              </div>
            </li>
          </CardGrid>
        </div>
      </Section>

      <Section
        title="Why industry knowledge matters"
        intro="General bookkeeping gets the numbers recorded. Knowing your industry gets them recorded in a way that helps you decide."
        tone="muted"
        className="border-t border-border"
      >
        <FeatureList items={WHY_INDUSTRY_KNOWLEDGE} />
      </Section>

      <CtaBand
        title="Talk with someone who knows your business"
        text="Tell us what you do and where it hurts: the books, the taxes, payroll or cash. A first conversation is free, and you'll know the price before any work begins."
      />
    </>
  );
}
