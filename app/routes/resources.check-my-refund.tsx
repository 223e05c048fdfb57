import { ServerHtml } from "~/delivery/ServerHtml";
import { CheckCircle2, Phone } from "~/shell/ui/icons";
import type { Route } from "./+types/resources.check-my-refund";
import { PageHeader } from "~/components/page/PageHeader";
import {
  ExternalLink,
  FaqSection,
  MoreResources,
  OfficialToolLink,
  ResourceFacts,
  ScheduleCta,
  SourcesSection,
  RESOURCE_BREADCRUMBS,
} from "~/components/resources/ResourceParts";
import { resourceMeta } from "~/components/resources/resource-meta.server";
import { routeMeta } from "~/seo/meta";
import { refundStatusPage } from "~/resources/content/refund-status";
import { DEFAULT_TAX_YEAR } from "~/resources/tax/years/index";
import { WITHOUT_REACT } from "~/delivery/page-scripts";

export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  return {
    ...refundStatusPage,
    taxYear: DEFAULT_TAX_YEAR,
    meta: resourceMeta(args, {
      title: refundStatusPage.title,
      description: refundStatusPage.description,
      faqs: refundStatusPage.faqs,
    }),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CheckMyRefund({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={page.title}
        eyebrow="Free tax resources"
        lede={page.intro}
        breadcrumbs={RESOURCE_BREADCRUMBS}
      >
        <ResourceFacts
          taxYear={`${page.taxYear} returns filed in ${page.taxYear + 1}, and earlier years`}
          lastReviewed={page.lastReviewed}
        />
      </PageHeader>

      <div className="container-site space-y-16 py-12 md:py-16">
        <div className="grid gap-6 lg:grid-cols-2">
          {page.trackers.map((tracker) => (
            <ServerHtml
              as="section"
              key={tracker.id}
              aria-labelledby={`${tracker.id}-heading`}
              className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm md:p-8"
            >
              <p className="text-sm font-semibold tracking-wider text-fg-muted uppercase">{tracker.agency}</p>
              <h2 id={`${tracker.id}-heading`} className="mt-1 text-2xl font-semibold md:text-3xl">
                {tracker.title}
              </h2>
              <div className="mt-5">
                <OfficialToolLink href={tracker.tool.url}>{tracker.tool.label}</OfficialToolLink>
              </div>
              {tracker.tool.description && <p className="mt-3 text-fg-muted">{tracker.tool.description}</p>}

              <h3 className="mt-8 text-lg font-semibold">What you need</h3>
              <ul className="mt-3 space-y-2">
                {tracker.whatYouNeed.map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>

              <h3 className="mt-8 text-lg font-semibold">When it has news for you</h3>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 marker:text-fg-muted">
                {tracker.whenToCheck.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>

              <h3 className="mt-8 text-lg font-semibold">What the tracker shows</h3>
              <ol className="mt-4 space-y-4">
                {tracker.stages.map((stage, index) => (
                  <li key={stage.label} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <p className="font-semibold">{stage.label}</p>
                      <p className="text-fg-muted">{stage.meaning}</p>
                    </div>
                  </li>
                ))}
              </ol>

              <div className="mt-8 rounded-xl bg-muted p-4">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-primary-ink" />
                  <span>{tracker.phone.label}:</span>
                  <a
                    href={`tel:${tracker.phone.tel}`}
                    className="whitespace-nowrap text-primary-ink underline hover:no-underline"
                  >
                    {tracker.phone.display}
                  </a>
                </p>
                <p className="mt-1 text-sm text-fg-muted">{tracker.phone.note}</p>
              </div>

              {tracker.moreLinks.length > 0 && (
                <>
                  <h3 className="mt-8 text-lg font-semibold">Related official tools</h3>
                  <ul className="mt-3 space-y-3">
                    {tracker.moreLinks.map((link) => (
                      <li key={link.label}>
                        <ExternalLink href={link.url}>{link.label}</ExternalLink>
                        {link.description && <p className="text-sm text-fg-muted">{link.description}</p>}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </ServerHtml>
          ))}
        </div>

        <ServerHtml as="section" aria-labelledby="timelines-heading">
          <h2 id="timelines-heading" className="text-2xl font-semibold md:text-3xl">
            How long refunds usually take
          </h2>
          <p className="mt-2 max-w-3xl text-fg-muted">
            Typical waits once a return is accepted and nothing needs a closer look. Counting starts when the
            agency accepts your return, not when you sign it.
          </p>
          <div className="mt-6 hidden overflow-hidden rounded-2xl border border-border bg-surface md:block">
            <table className="w-full text-left">
              <thead className="bg-muted text-sm">
                <tr>
                  <th scope="col" className="w-2/5 px-5 py-3 font-semibold">
                    Your situation
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Federal (IRS)
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Ohio
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {page.timelines.map((row) => (
                  <tr key={row.situation}>
                    <th scope="row" className="px-5 py-4 align-top font-medium">
                      {row.situation}
                    </th>
                    <td className="px-5 py-4 align-top text-fg-muted">{row.federal}</td>
                    <td className="px-5 py-4 align-top text-fg-muted">{row.ohio}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-6 space-y-4 md:hidden">
            {page.timelines.map((row) => (
              <li key={row.situation} className="rounded-2xl border border-border bg-surface p-5">
                <p className="font-semibold">{row.situation}</p>
                <dl className="mt-3 grid gap-2 text-sm">
                  <div>
                    <dt className="font-semibold">Federal (IRS)</dt>
                    <dd className="text-fg-muted">{row.federal}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Ohio</dt>
                    <dd className="text-fg-muted">{row.ohio}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </ServerHtml>

        <ServerHtml as="section" aria-labelledby="delays-heading">
          <h2 id="delays-heading" className="text-2xl font-semibold md:text-3xl">
            What a delay usually means
          </h2>
          <p className="mt-2 max-w-3xl text-fg-muted">
            Most late refunds have one of these causes. Each has a clear next step.
          </p>
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            {page.delays.map((delay) => (
              <article
                key={delay.id}
                id={delay.id}
                aria-labelledby={`${delay.id}-heading`}
                className="rounded-2xl border border-border bg-surface p-6"
              >
                <h3 id={`${delay.id}-heading`} className="text-lg font-semibold">
                  {delay.title}
                </h3>
                <p className="mt-3 text-sm font-semibold tracking-wide text-fg-muted uppercase">
                  What it means
                </p>
                <p className="mt-1">{delay.whatItMeans}</p>
                <p className="mt-4 text-sm font-semibold tracking-wide text-fg-muted uppercase">What to do</p>
                <p className="mt-1">{delay.whatToDo}</p>
              </article>
            ))}
          </div>
        </ServerHtml>

        <ScheduleCta title="When to call us instead of waiting">
          <ul className="list-disc space-y-1.5 pl-5">
            {page.whenToCallUs.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p className="mt-3">
            Bring the letter or a screenshot of the tracker. We read IRS and Ohio notices every day and can
            usually tell you in one conversation what it means and what to send back.
          </p>
        </ScheduleCta>

        <FaqSection faqs={page.faqs} />

        <SourcesSection sources={page.sources} lastReviewed={page.lastReviewed} />

        <MoreResources current="check-my-refund" />
      </div>
    </>
  );
}
