import { ServerHtml } from "~/delivery/ServerHtml";
import { CalendarDays, Check } from "~/shell/ui/icons";
import type { Route } from "./+types/services.personal-tax.pricing";
import { getBrand } from "~/brands";
import { CtaBand, SCHEDULE_LABEL } from "~/components/page/CtaBand";
import { FeatureList } from "~/components/page/FeatureList";
import { LastUpdated } from "~/components/page/LastUpdated";
import { PageHeader } from "~/components/page/PageHeader";
import { Section, SectionHeading } from "~/components/page/Section";
import { SiteLink } from "~/shell/ui/SiteLink";
import { getSiteContext } from "~/request-context";
import { routeMeta } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { breadcrumbJsonLd, serviceJsonLd } from "~/seo/structured-data";
import { formatStartingPrice, PERSONAL_TAX_PRICING } from "~/site/pricing";
import { getServiceForBrand } from "~/site/services";
import { WITHOUT_REACT } from "~/delivery/page-scripts";

const PATH = "/services/personal-tax/pricing";

export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  const brand = getBrand(getSiteContext(args.context).brand.id);
  const service = getServiceForBrand(brand, "personal-tax");
  const pricing = PERSONAL_TAX_PRICING;
  return {
    service: { title: service.title, link: service.link },
    pricing: {
      title: pricing.title,
      intro: pricing.intro,
      season: pricing.season,
      lastUpdated: pricing.lastUpdated,
      tiers: pricing.tiers.map((tier) => ({ ...tier, price: formatStartingPrice(tier) })),
      addOns: pricing.addOns.map((addOn) => ({ ...addOn, price: formatStartingPrice(addOn) })),
      priceFactors: pricing.priceFactors,
      pricingNotes: pricing.pricingNotes,
    },
    meta: pageMeta(args, (site) => ({
      title: "Personal Tax Pricing",
      description: `Personal tax returns from $${Math.min(...pricing.tiers.map((tier) => tier.startingPrice))}, with federal, Ohio, school district and one city return included. Starting prices for W-2, family, self-employed, rental and multi-state returns.`,
      jsonLd: [
        breadcrumbJsonLd(site.siteUrl, [
          { label: "Services", href: "/services" },
          { label: service.title, href: service.link },
          { label: pricing.title, href: PATH },
        ]),
        // The service with its tiers as "from" prices (schema.org Offer with a minimum price).
        serviceJsonLd(
          {
            title: service.title,
            description: pricing.intro,
            link: PATH,
            offers: pricing.tiers.map((tier) => ({
              name: tier.name,
              price: tier.startingPrice,
              description: tier.whoItsFor,
            })),
          },
          site.siteUrl,
          site.brand,
        ),
      ],
    })),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { service, pricing } = loaderData;
  // Five tiers in three columns: centre the short last row instead of leaving a hole on the right.
  const centreFrom = pricing.tiers.length % 3 === 2 ? pricing.tiers.length - 2 : -1;
  return (
    <>
      <PageHeader
        title={pricing.title}
        eyebrow={pricing.season}
        breadcrumbs={[
          { label: "Services", href: "/services" },
          { label: service.title, href: service.link },
        ]}
        lede={<p>{pricing.intro}</p>}
      >
        <LastUpdated date={pricing.lastUpdated} label="Prices last updated" className="mt-6" />
      </PageHeader>

      <Section
        title="Starting prices"
        intro="Find the description that sounds most like your year. If you fit more than one, the higher one usually applies; we'll confirm your price before we begin."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6" data-testid="pricing-tiers">
          {pricing.tiers.map((tier, index) => (
            <li
              key={tier.id}
              className={`flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm md:p-7 lg:col-span-2 ${index === centreFrom ? "lg:col-start-2" : ""}`}
            >
              <h3 className="font-subheading text-xl font-semibold text-fg">{tier.name}</h3>
              <p className="mt-3 font-heading text-4xl font-semibold tracking-tight text-fg">{tier.price}</p>
              <p className="mt-4 leading-relaxed text-fg-muted">{tier.whoItsFor}</p>
              <h4 className="mt-5 text-sm font-semibold tracking-wider text-fg uppercase">Includes</h4>
              <ul className="mt-3 mb-6 space-y-2">
                {tier.includes.map((item) => (
                  <li key={item} className="flex gap-2.5 text-[0.95rem] leading-snug">
                    <Check
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-primary-ink"
                      strokeWidth={3}
                    />
                    {item}
                  </li>
                ))}
              </ul>
              <SiteLink to="/schedule" className="btn btn-outline mt-auto w-full">
                <CalendarDays aria-hidden="true" className="size-4" />
                {SCHEDULE_LABEL}
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Extras and add-ons"
        intro="Some years need more than one tier covers. These are the common additions, also at starting prices."
        tone="muted"
        className="border-y border-border"
        width="narrow"
      >
        <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
          <table className="w-full text-left">
            <caption className="sr-only">Add-ons and their starting prices</caption>
            <thead className="bg-muted text-sm text-fg">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold md:px-6">
                  Add-on
                </th>
                <th scope="col" className="px-5 py-3 text-right font-semibold md:px-6">
                  Price
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {pricing.addOns.map((addOn) => (
                <tr key={addOn.id}>
                  <th scope="row" className="px-5 py-4 align-top font-normal md:px-6">
                    <span className="block font-semibold text-fg">{addOn.name}</span>
                    <span className="mt-1 block text-[0.95rem] leading-relaxed text-fg-muted">
                      {addOn.description}
                    </span>
                  </th>
                  <td className="px-5 py-4 text-right align-top font-semibold whitespace-nowrap text-fg md:px-6">
                    {addOn.price}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <ServerHtml as="section" aria-label="How prices are set" className="bg-bg py-14 md:py-20">
        <div className="container-site grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              title="What changes a price"
              intro="Your price reflects the work your return needs. These are the things that move it:"
            />
            <FeatureList
              items={pricing.priceFactors.map((title) => ({ title }))}
              layout="checklist"
              columns={1}
              marker="none"
            />
          </div>
          <div>
            <SectionHeading title="Our pricing promises" intro="However simple or complicated your year:" />
            <FeatureList
              items={pricing.pricingNotes.map((title) => ({ title }))}
              layout="checklist"
              columns={1}
            />
          </div>
        </div>
      </ServerHtml>

      <CtaBand
        title="Get your price before we start"
        text="Send us a message or book a short call. Tell us what your year looked like, and we'll tell you which tier fits and what your return will cost."
      />
    </>
  );
}
