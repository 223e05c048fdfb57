import { ServerHtml } from "~/delivery/ServerHtml";
import { Check, Minus } from "~/shell/ui/icons";
import { useLocation } from "react-router";
import type { Route } from "./+types/resources.tax-calculator";
import { PageHeader } from "~/components/page/PageHeader";
import {
  MoreResources,
  ResourceFacts,
  ScheduleCta,
  SourcesSection,
  RESOURCE_BREADCRUMBS,
} from "~/components/resources/ResourceParts";
import { resourceMeta } from "~/components/resources/resource-meta.server";
import { routeMeta } from "~/seo/meta";
import { TaxCalculatorForm } from "~/components/resources/TaxCalculatorForm";
import {
  EstimateBreakdown,
  EstimateSummary,
  EstimateBar,
  type CalculatorExample,
  type EstimateView,
} from "~/components/resources/TaxEstimate";
import { taxYearSources } from "~/resources/calculator-view";
import { calculateTaxes } from "~/resources/tax/engine";
import { DEFAULT_TAX_INPUT, hasTaxInput, parseTaxInput, serializeTaxInput } from "~/resources/tax/input";
import { SUPPORTED_TAX_YEARS, type TaxInput, type TaxYear } from "~/resources/tax/types";
import { DEFAULT_TAX_YEAR, getTaxYear, isSupportedTaxYear } from "~/resources/tax/years/index";
import { pageUrl } from "~/site/page-url";
import { WITHOUT_REACT } from "~/delivery/page-scripts";
import { BlockScript } from "~/delivery/BlockScript";
import { startTaxCalculator, taxCalculatorScript } from "~/components/resources/tax-calculator-script";
import { taxCalculatorPage } from "~/resources/content/tax-calculator";

/** Starting points for visitors who would rather change an example than start from nothing. */
function examples(year: TaxYear, path: string): CalculatorExample[] {
  const link = (input: Partial<TaxInput>) =>
    `${path}?${serializeTaxInput({ ...DEFAULT_TAX_INPUT, year, ...input }).toString()}`;
  return [
    {
      label: "Single, $52,000 in wages",
      description: "Saving 5% in a 401(k), with typical withholding.",
      href: link({ wages: 52_000, pretaxContributions: 2_600, federalWithheld: 4_000, ohioWithheld: 900 }),
    },
    {
      label: "Married with two children",
      description: "$95,000 in wages between two jobs, $6,000 into retirement plans.",
      href: link({
        filingStatus: "mfj",
        wages: 95_000,
        pretaxContributions: 6_000,
        qualifyingChildren: 2,
        bothSpousesHaveIncome: true,
        federalWithheld: 4_500,
        ohioWithheld: 1_600,
      }),
    },
    {
      label: "Self-employed in Columbus",
      description: "$60,000 of profit, quarterly estimates paid, 2.5% city tax.",
      href: link({
        selfEmploymentIncome: 60_000,
        federalWithheld: 8_000,
        ohioWithheld: 600,
        municipalRatePercent: 2.5,
        municipalWithheld: 1_200,
      }),
    },
    {
      label: "Retired couple, both over 65",
      description: "$58,000 from pensions and IRA withdrawals, and $36,000 of Social Security.",
      href: link({
        filingStatus: "mfj",
        retirementIncome: 58_000,
        socialSecurityBenefits: 36_000,
        taxpayer65OrOlder: true,
        spouse65OrOlder: true,
        bothSpousesHaveIncome: true,
        federalWithheld: 4_800,
        ohioWithheld: 900,
      }),
    },
    {
      label: "Single parent, one child",
      description: "$38,000 in wages as head of household, with the earned income credit.",
      href: link({
        filingStatus: "hoh",
        wages: 38_000,
        qualifyingChildren: 1,
        federalWithheld: 1_500,
        ohioWithheld: 450,
      }),
    },
  ];
}

export function loader(args: Route.LoaderArgs) {
  const url = pageUrl(args.request);
  const parsed = parseTaxInput(url.searchParams);
  const rawYear = Number(parsed.raw.year.trim());
  const year: TaxYear = parsed.ok
    ? parsed.input.year
    : isSupportedTaxYear(rawYear)
      ? rawYear
      : DEFAULT_TAX_YEAR;
  const data = getTaxYear(year);

  let view: EstimateView;
  if (!hasTaxInput(url.searchParams)) view = { state: "empty", examples: examples(year, url.pathname) };
  else if (!parsed.ok) view = { state: "invalid", fieldErrors: parsed.fieldErrors };
  else view = { state: "result", result: calculateTaxes(parsed.input, data), input: parsed.input };

  return {
    // The page's own words come with its data, so they stay out of its script.
    title: taxCalculatorPage.title,
    intro: taxCalculatorPage.intro,
    fields: taxCalculatorPage.fields,
    covers: taxCalculatorPage.covers,
    view,
    raw: parsed.raw,
    fieldErrors: view.state === "invalid" ? view.fieldErrors : {},
    year,
    years: SUPPORTED_TAX_YEARS,
    defaultYear: DEFAULT_TAX_YEAR,
    lastReviewed: data.lastReviewed,
    caveats: data.caveats,
    sources: taxYearSources(data),
    meta: resourceMeta(args, {
      title: taxCalculatorPage.title,
      description: taxCalculatorPage.description,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "WebApplication",
          name: "Ohio and federal income tax calculator",
          applicationCategory: "FinanceApplication",
          operatingSystem: "Any",
          browserRequirements: "Works in any browser, with or without JavaScript",
          description: taxCalculatorPage.description,
          offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
        },
      ],
    }),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The live estimate is the page's own script (tax-calculator-script.ts). */
export const handle = WITHOUT_REACT;

function WhatItCovers({ included, leftOut }: { included: readonly string[]; leftOut: readonly string[] }) {
  return (
    <ServerHtml as="section" aria-labelledby="covers-heading">
      <h2 id="covers-heading" className="text-2xl font-semibold md:text-3xl">
        What this calculator covers
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-border bg-surface p-6">
          <h3 className="text-lg font-semibold">Included</h3>
          <ul className="mt-3 space-y-2">
            {included.map((item) => (
              <li key={item} className="flex gap-2.5">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-border bg-surface p-6">
          <h3 className="text-lg font-semibold">Left out (ask us about these)</h3>
          <ul className="mt-3 space-y-2">
            {leftOut.map((item) => (
              <li key={item} className="flex gap-2.5">
                <Minus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </ServerHtml>
  );
}

export default function TaxCalculator({ loaderData }: Route.ComponentProps) {
  const {
    title,
    intro,
    fields,
    covers,
    view,
    raw,
    fieldErrors,
    year,
    years,
    defaultYear,
    lastReviewed,
    caveats,
    sources,
  } = loaderData;
  // Drawn in-app (from a page React runs), each page change draws it afresh (Start over, an example):
  // what its script changed is not React's to reconcile, and React Router never sees the script's
  // addresses (history.replaceState).
  const { key } = useLocation();

  return (
    <div key={key} className="contents">
      <PageHeader title={title} eyebrow="Free tax resources" lede={intro} breadcrumbs={RESOURCE_BREADCRUMBS}>
        <div className="contents" data-estimate-part="facts">
          <ResourceFacts taxYear={`${year} (2025 and 2026 available)`} lastReviewed={lastReviewed} />
        </div>
      </PageHeader>

      <div className="container-site space-y-16 py-12 md:py-16">
        <div className="grid gap-8 lg:grid-cols-12 lg:items-start">
          <div className="lg:col-span-7">
            <TaxCalculatorForm
              fields={fields}
              raw={raw}
              fieldErrors={fieldErrors}
              years={years}
              defaultYear={defaultYear}
            />
          </div>
          {/* Sticky beside the form; scrolls on its own if a short screen can't show all of it. */}
          <div className="lg:sticky lg:top-24 lg:col-span-5 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:rounded-2xl">
            <EstimateSummary view={view} fields={fields} year={year} />
          </div>
        </div>

        <div data-estimate-part="details">
          {view.state === "result" ? (
            <EstimateBreakdown result={view.result} input={view.input} />
          ) : (
            <WhatItCovers included={covers.included} leftOut={covers.leftOut} />
          )}
        </div>

        <ScheduleCta title="Want a number you can plan on?">
          <p>
            A calculator can't see your whole year. We can: withholding that fits, estimated payments that
            avoid penalties, and the credits and deductions this page leaves out. Bring your last return and
            your pay stubs.
          </p>
        </ScheduleCta>

        <div data-estimate-part="sources">
          <SourcesSection sources={sources} lastReviewed={lastReviewed}>
            {/* With a result, the caveats are already among "What this estimate assumes". */}
            {view.state !== "result" && caveats.length > 0 && (
              <ul className="mt-3 max-w-3xl list-disc space-y-1 pl-5 text-fg-muted">
                {caveats.map((caveat) => (
                  <li key={caveat}>{caveat}</li>
                ))}
              </ul>
            )}
          </SourcesSection>
        </div>

        <MoreResources current="tax-calculator" />
      </div>
      <EstimateBar view={view} />
      <BlockScript script={taxCalculatorScript} start={startTaxCalculator} />
    </div>
  );
}
