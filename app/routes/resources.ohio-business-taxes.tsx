import { ServerHtml } from "~/delivery/ServerHtml";
import { ArrowUpRight, Info } from "~/shell/ui/icons";
import type { Route } from "./+types/resources.ohio-business-taxes";
import { PageHeader } from "~/components/page/PageHeader";
import {
  ExternalLink,
  MoreResources,
  OnThisPage,
  ResourceFacts,
  ScheduleCta,
  SourcesSection,
  RESOURCE_BREADCRUMBS,
} from "~/components/resources/ResourceParts";
import { resourceMeta } from "~/components/resources/resource-meta.server";
import { routeMeta } from "~/seo/meta";
import { SiteLink } from "~/shell/ui/SiteLink";
import { ohioBusinessTaxesPage, type CountySalesTaxRate } from "~/resources/content/ohio-business-taxes";
import { formatIsoDate } from "~/resources/format";
import { WITHOUT_REACT } from "~/delivery/page-scripts";

/** Short names for the jump links; the sections carry the full names. */
const SHORT_NAMES: Record<string, string> = {
  "commercial-activity-tax": "Commercial Activity Tax",
  "sales-and-use-tax": "Sales and use tax",
  "employer-withholding": "Employer withholding",
  "municipal-net-profit-tax": "City net profit tax",
  "pass-through-entity-tax": "Pass-through entity tax",
  "unemployment-insurance": "Unemployment insurance",
};

export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  const page = ohioBusinessTaxesPage;
  // Every source once, for the list at the foot of the page.
  const seen = new Set<string>();
  const sources = page.taxes
    .flatMap((tax) => tax.sources)
    .filter((source) => (seen.has(source.url) ? false : (seen.add(source.url), true)));
  return {
    ...page,
    sources,
    taxYear: Number(page.lastReviewed.slice(0, 4)),
    meta: resourceMeta(args, { title: ohioBusinessTaxesPage.title, description: page.description }),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** Sales tax rates as Ohio publishes them: two decimals. */
const percent = (rate: number) => `${rate.toFixed(2)}%`;

function CountyRates({ rates, stateRate }: { rates: readonly CountySalesTaxRate[]; stateRate: number }) {
  return (
    <div className="mt-8">
      <h3 id="county-rates" className="text-lg font-semibold">
        Sales tax rates in the counties we serve most
      </h3>
      <div className="mt-4 hidden overflow-hidden rounded-2xl border border-border bg-surface md:block">
        <table aria-labelledby="county-rates" className="w-full text-left">
          <thead className="bg-muted text-sm">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                County
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                State
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                County
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Transit
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Total
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Notes
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rates.map((row) => (
              <tr key={row.county}>
                <th scope="row" className="px-4 py-4 align-top font-semibold">
                  {row.county}
                </th>
                <td className="px-4 py-4 text-right align-top tabular-nums">{percent(stateRate)}</td>
                <td className="px-4 py-4 text-right align-top tabular-nums">{percent(row.countyRate)}</td>
                <td className="px-4 py-4 text-right align-top tabular-nums">
                  {row.transitRate > 0 ? percent(row.transitRate) : "None"}
                </td>
                <td className="px-4 py-4 text-right align-top text-lg font-bold tabular-nums">
                  {percent(row.totalRate)}
                </td>
                <td className="px-4 py-4 align-top text-sm text-fg-muted">
                  {row.note} In effect as of{" "}
                  <time dateTime={row.effective}>{formatIsoDate(row.effective)}</time>.
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 space-y-4 md:hidden">
        {rates.map((row) => (
          <li key={row.county} className="rounded-2xl border border-border bg-surface p-5">
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{row.county} County</span>
              <span className="text-2xl font-bold tabular-nums">{percent(row.totalRate)}</span>
            </p>
            <p className="mt-1 text-sm text-fg-muted">
              {percent(stateRate)} state + {percent(row.countyRate)} county
              {row.transitRate > 0 ? ` + ${percent(row.transitRate)} transit` : ""}
            </p>
            <p className="mt-2 text-sm text-fg-muted">
              {row.note} In effect as of <time dateTime={row.effective}>{formatIsoDate(row.effective)}</time>.
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function OhioBusinessTaxes({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={page.title}
        eyebrow="Free tax resources"
        lede={page.intro}
        breadcrumbs={RESOURCE_BREADCRUMBS}
      >
        <ResourceFacts taxYear={`${page.taxYear} rates and thresholds`} lastReviewed={page.lastReviewed} />
      </PageHeader>

      <div className="container-site space-y-16 py-12 md:py-16">
        <OnThisPage
          links={[
            ...page.taxes.map((tax) => ({ href: `#${tax.id}`, label: SHORT_NAMES[tax.id] ?? tax.name })),
            { href: "#sources", label: "Sources" },
          ]}
        />

        {page.taxes.map((tax) => (
          <ServerHtml
            as="section"
            key={tax.id}
            aria-labelledby={tax.id}
            className="scroll-mt-24 border-t border-border pt-12 first-of-type:border-t-0 first-of-type:pt-0"
          >
            <p className="text-sm font-semibold tracking-wider text-fg-muted uppercase">{tax.agency}</p>
            <h2 id={tax.id} className="mt-1 text-2xl font-semibold md:text-3xl">
              {tax.name}
            </h2>
            <div className="mt-6 grid gap-8 lg:grid-cols-12">
              <div className="space-y-6 lg:col-span-7">
                <div>
                  <h3 className="text-lg font-semibold">What it is</h3>
                  <p className="mt-2">{tax.whatItIs}</p>
                </div>
                <div>
                  <h3 className="text-lg font-semibold">Who owes it</h3>
                  <p className="mt-2">{tax.whoOwesIt}</p>
                </div>
                <div>
                  <h3 className="text-lg font-semibold">Good to know</h3>
                  <ul className="mt-2 list-disc space-y-2 pl-5 marker:text-fg-muted">
                    {tax.goodToKnow.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </div>
              </div>
              <aside
                aria-label={`${tax.name}: key facts`}
                className="h-fit rounded-2xl border border-border bg-surface p-6 shadow-sm lg:col-span-5"
              >
                <dl className="space-y-4">
                  <div>
                    <dt className="text-sm font-semibold tracking-wide text-fg-muted uppercase">Rate</dt>
                    <dd className="mt-1">{tax.rate}</dd>
                  </div>
                  <div>
                    <dt className="text-sm font-semibold tracking-wide text-fg-muted uppercase">Threshold</dt>
                    <dd className="mt-1">{tax.threshold}</dd>
                  </div>
                  <div>
                    <dt className="text-sm font-semibold tracking-wide text-fg-muted uppercase">Due dates</dt>
                    <dd className="mt-1">
                      <ul className="list-disc space-y-1 pl-5 marker:text-fg-muted">
                        {tax.dueDates.map((due) => (
                          <li key={due}>{due}</li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                </dl>
                <SiteLink to={tax.officialLink.url} className="btn btn-outline mt-6 w-full">
                  {tax.officialLink.label}
                  <ArrowUpRight aria-hidden="true" className="size-4 shrink-0" />
                </SiteLink>
                {tax.officialLink.description && (
                  <p className="mt-2 text-sm text-fg-muted">{tax.officialLink.description}</p>
                )}
                <p className="mt-6 text-sm font-semibold">Sources</p>
                <ul className="mt-1 space-y-1 text-sm">
                  {tax.sources.map((source) => (
                    <li key={source.url}>
                      <ExternalLink href={source.url}>{source.title}</ExternalLink>
                    </li>
                  ))}
                </ul>
              </aside>
            </div>
            {tax.id === "sales-and-use-tax" && (
              <CountyRates rates={page.countySalesTaxRates} stateRate={page.stateSalesTaxRate} />
            )}
          </ServerHtml>
        ))}

        <p className="flex gap-3 rounded-2xl border border-border bg-muted p-5 text-fg">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
          <span>{page.disclaimer}</span>
        </p>

        <ScheduleCta title="Not sure which of these apply to your business?">
          <p>
            We register new businesses for the right accounts, file sales tax, withholding and city returns,
            and run the numbers on the pass-through entity election every year. One conversation usually sorts
            out what you owe and when.
          </p>
        </ScheduleCta>

        <SourcesSection sources={page.sources} lastReviewed={page.lastReviewed} />

        <MoreResources current="ohio-business-taxes" />
      </div>
    </>
  );
}
