import { ServerHtml } from "~/delivery/ServerHtml";
import { AlertTriangle, ArrowUpRight } from "~/shell/ui/icons";
import type { Route } from "./+types/resources.tax-payment-center";
import { PageHeader } from "~/components/page/PageHeader";
import { ComingUp } from "~/components/resources/ComingUp";
import { DeadlineList } from "~/components/resources/DeadlineList";
import {
  FaqSection,
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
import { paymentCenterPage, type PaymentMethod } from "~/resources/content/payment-options";
import { withDeadlineStatus } from "~/resources/deadlines";
import { compareIsoDates, isoDateInTimeZone } from "~/resources/format";
import { WITHOUT_REACT } from "~/delivery/page-scripts";

export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  // "Next due" depends on the date in Ohio, so the page is rendered per request.
  const today = isoDateInTimeZone(new Date());
  const { estimatedTax, filingDeadlines, ...page } = paymentCenterPage;
  const estimated = withDeadlineStatus(estimatedTax.dueDates, today);
  const municipal = withDeadlineStatus(estimatedTax.municipal, today);
  // The first estimated payment is due April 15 of the year it is for.
  const estimatedTaxYear = Number(estimatedTax.dueDates[0]?.date.slice(0, 4));
  const comingUp = [...estimated, ...municipal]
    .filter((d) => d.status === "next")
    .sort((a, b) => compareIsoDates(a.date, b.date));
  return {
    ...page,
    today,
    estimatedTaxYear,
    estimated,
    municipal,
    comingUp,
    whoPays: estimatedTax.whoPays,
    filingDeadlines: withDeadlineStatus(filingDeadlines, today),
    meta: resourceMeta(args, {
      title: paymentCenterPage.title,
      description: page.description,
      faqs: page.faqs,
    }),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

function MethodCard({ method }: { method: PaymentMethod }) {
  return (
    <article
      aria-labelledby={`${method.id}-heading`}
      className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm"
    >
      <h3 id={`${method.id}-heading`} className="text-xl font-semibold">
        {method.name}
      </h3>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="font-semibold">Cost</dt>
          <dd className="text-fg-muted">{method.cost}</dd>
        </div>
        <div>
          <dt className="font-semibold">Best for</dt>
          <dd className="text-fg-muted">{method.bestFor}</dd>
        </div>
      </dl>
      <ul className="mt-4 list-disc space-y-1.5 pl-5 marker:text-fg-muted">
        {method.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
      {method.link.description && <p className="mt-3 text-sm text-fg-muted">{method.link.description}</p>}
      <div className="mt-auto pt-6">
        <SiteLink to={method.link.url} className="btn btn-outline w-full sm:w-auto">
          {method.link.label}
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </SiteLink>
      </div>
    </article>
  );
}

function SectionHeading({ id, children, lede }: { id: string; children: string; lede?: string }) {
  return (
    <>
      <h2 id={id} className="text-2xl font-semibold md:text-3xl">
        {children}
      </h2>
      {lede && <p className="mt-2 max-w-3xl text-fg-muted">{lede}</p>}
    </>
  );
}

export default function TaxPaymentCenter({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={page.title}
        eyebrow="Free tax resources"
        lede={page.intro}
        breadcrumbs={RESOURCE_BREADCRUMBS}
      >
        <ResourceFacts
          taxYear={`${page.estimatedTaxYear} (estimated payments, and returns due in ${page.estimatedTaxYear + 1})`}
          lastReviewed={page.lastReviewed}
        />
      </PageHeader>

      <div className="container-site space-y-16 py-12 md:py-16">
        <div className="space-y-8">
          <ComingUp
            items={page.comingUp.map((deadline) => ({
              key: `${deadline.date}-${deadline.label}`,
              date: deadline.date,
              daysLeft: deadline.daysLeft,
              title: `${deadline.appliesTo?.join(" and ")}: ${deadline.label}`,
            }))}
          />
          <OnThisPage
            links={[
              { href: "#pay-irs", label: "Pay the IRS" },
              { href: "#irs-plans", label: "IRS payment plans" },
              { href: "#pay-ohio", label: "Pay Ohio" },
              { href: "#estimated-dates", label: `${page.estimatedTaxYear} estimated tax dates` },
              { href: "#who-pays", label: "Who pays estimates" },
              { href: "#filing-deadlines", label: "Filing deadlines" },
              { href: "#faqs", label: "Questions" },
            ]}
          />
        </div>

        <ServerHtml as="section" aria-labelledby="pay-irs" className="scroll-mt-24">
          <SectionHeading
            id="pay-irs"
            lede="All of these are run by the IRS or the Treasury. Pay only through IRS.gov links like these; the IRS never asks for payment by gift card, wire or a link in a text message."
          >
            Pay the IRS
          </SectionHeading>
          <div className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {page.federal.methods.map((method) => (
              <MethodCard key={method.id} method={method} />
            ))}
          </div>
        </ServerHtml>

        <ServerHtml as="section" aria-labelledby="irs-plans" className="scroll-mt-24">
          <SectionHeading
            id="irs-plans"
            lede="If you can't pay in full, file on time anyway and set up a plan. It costs far less than the penalty for filing late."
          >
            Can't pay the IRS in full? Payment plans
          </SectionHeading>
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            {page.federal.plans.map((plan) => (
              <article
                key={plan.id}
                aria-labelledby={`${plan.id}-heading`}
                className="rounded-2xl border border-border bg-surface p-6"
              >
                <h3 id={`${plan.id}-heading`} className="text-xl font-semibold">
                  {plan.name}
                </h3>
                <dl className="mt-4 space-y-3 text-sm">
                  <div>
                    <dt className="font-semibold">Who qualifies</dt>
                    <dd className="text-fg-muted">{plan.whoQualifies}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Setup fee</dt>
                    <dd className="text-fg-muted">{plan.setupFee}</dd>
                  </div>
                </dl>
                <ul className="mt-4 list-disc space-y-1.5 pl-5 marker:text-fg-muted">
                  {plan.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
          <p className="mt-5">
            <SiteLink
              to="https://www.irs.gov/payments/payment-plans-installment-agreements"
              className="font-medium text-primary-ink underline hover:no-underline"
            >
              Apply for an IRS payment plan online
            </SiteLink>
          </p>
        </ServerHtml>

        <ServerHtml as="section" aria-labelledby="pay-ohio" className="scroll-mt-24">
          <SectionHeading
            id="pay-ohio"
            lede="Ohio income tax and school district income tax are paid to the Ohio Department of Taxation. City income tax is paid to your city or its tax administrator, not the state."
          >
            Pay the State of Ohio
          </SectionHeading>
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            {page.ohio.methods.map((method) => (
              <MethodCard key={method.id} method={method} />
            ))}
          </div>
          <div className="mt-6 rounded-2xl border border-border bg-muted p-6">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <AlertTriangle aria-hidden="true" className="size-5 text-primary-ink" />
              If you can't pay Ohio in full
            </h3>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 marker:text-fg-muted">
              {page.ohio.cannotPay.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </ServerHtml>

        <ServerHtml as="section" aria-labelledby="estimated-dates" className="scroll-mt-24">
          <SectionHeading
            id="estimated-dates"
            lede={`For calendar-year individuals paying federal (Form 1040-ES) and Ohio (IT 1040ES) estimated tax on ${page.estimatedTaxYear} income. A payment counts on the date you schedule it, as long as the money is in the account.`}
          >
            {`${page.estimatedTaxYear} estimated tax due dates`}
          </SectionHeading>
          <div className="mt-6 grid gap-8 lg:grid-cols-2">
            <div>
              <h3 className="mb-3 text-lg font-semibold">IRS and Ohio</h3>
              <DeadlineList
                deadlines={page.estimated}
                label={`${page.estimatedTaxYear} IRS and Ohio estimated payments`}
              />
            </div>
            <div>
              <h3 className="mb-3 text-lg font-semibold">Ohio city income tax</h3>
              <DeadlineList
                deadlines={page.municipal}
                label={`${page.estimatedTaxYear} city estimated payments`}
              />
              <p className="mt-3 text-sm text-fg-muted">
                Cities set their own schedule by state law (Ohio Revised Code 718.08): the last city payment
                is due in December, a month before the IRS and Ohio ones. Pay your city or its administrator,
                such as RITA or CCA.
              </p>
            </div>
          </div>
        </ServerHtml>

        <ServerHtml as="section" aria-labelledby="who-pays" className="scroll-mt-24">
          <SectionHeading
            id="who-pays"
            lede="Withholding from a paycheck counts as paying as you go. Estimates are for income nobody withholds from: self-employment, rent, investments, retirement withdrawals."
          >
            Who needs to pay estimated tax
          </SectionHeading>
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            {page.whoPays.map((row) => (
              <article key={row.agency} className="rounded-2xl border border-border bg-surface p-6">
                <h3 className="text-xl font-semibold">{row.agency}</h3>
                <p className="mt-3">{row.rule}</p>
                <p className="mt-4 text-sm font-semibold">How to avoid an underpayment penalty</p>
                <p className="mt-1 text-fg-muted">{row.safeHarbor}</p>
              </article>
            ))}
          </div>
        </ServerHtml>

        <ServerHtml as="section" aria-labelledby="filing-deadlines" className="scroll-mt-24">
          <SectionHeading id="filing-deadlines">{`Deadlines for ${page.estimatedTaxYear} returns`}</SectionHeading>
          <div className="mt-6 max-w-3xl">
            <DeadlineList
              deadlines={page.filingDeadlines}
              label={`Filing deadlines for ${page.estimatedTaxYear} returns`}
            />
          </div>
        </ServerHtml>

        <ScheduleCta title="Owe more than you can pay? Talk to us first">
          <p>
            We set up IRS payment plans, answer Ohio bills before they reach the Attorney General, and work
            out estimated payments that cover what you will owe without paying in too much. The earlier we
            hear from you, the more options there are.
          </p>
        </ScheduleCta>

        <FaqSection faqs={page.faqs} />

        <SourcesSection sources={page.sources} lastReviewed={page.lastReviewed} />

        <MoreResources current="tax-payment-center" />
      </div>
    </>
  );
}
