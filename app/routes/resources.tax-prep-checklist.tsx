import type { Route } from "./+types/resources.tax-prep-checklist";
import { PageHeader } from "~/components/page/PageHeader";
import { PrepChecklist } from "~/components/resources/PrepChecklist";
import {
  MoreResources,
  ResourceFacts,
  ScheduleCta,
  SourcesSection,
  RESOURCE_BREADCRUMBS,
} from "~/components/resources/ResourceParts";
import { resourceMeta } from "~/components/resources/resource-meta.server";
import { routeMeta } from "~/seo/meta";
import { checklistPage } from "~/resources/content/checklist";
import { DEFAULT_TAX_YEAR } from "~/resources/tax/years/index";
import { WITHOUT_REACT } from "~/delivery/page-scripts";


/** Where the checklist's tax facts (new deductions, Ohio's 529 deduction, form names) come from. */
const SOURCES = [
  { title: "IRS, Gather your documents", url: "https://www.irs.gov/individuals/gather-your-documents" },
  {
    title:
      "IRS, One Big Beautiful Bill provisions (tips, overtime, car loan interest, seniors, charitable gifts)",
    url: "https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions",
  },
  {
    title: "Ohio Revised Code 5747.01 (Ohio deductions, including 529 plan contributions)",
    url: "https://codes.ohio.gov/ohio-revised-code/section-5747.01",
  },
  { title: "Ohio Department of Taxation (1099-G, school district income tax)", url: "https://tax.ohio.gov/" },
] as const;

/** The checklist runs from its own script (runChecklist): no React in the browser (decision record 010). */
export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  // The checklist's items go to the browser through loader data: the page needs them to tick.
  return {
    ...checklistPage,
    taxYear: DEFAULT_TAX_YEAR,
    sources: SOURCES,
    meta: resourceMeta(args, { title: checklistPage.title, description: checklistPage.description }),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function TaxPrepChecklist({ loaderData: page }: Route.ComponentProps) {
  return (
    // Printing gives a clean paper checklist: no navigation, and black on white even from the dark
    // theme (the colour tokens are reset for print inside this page).
    <div className="print:bg-white print:text-fg print:[color-scheme:light] print:[--brand-primary-ink:#000] print:[--line:#9ca3af] print:[--surface-bg:#fff] print:[--surface-card:#fff] print:[--surface-muted:#fff] print:[--text-fg:#000] print:[--text-muted:#374151] print:[&_nav]:hidden">
      <PageHeader
        title={page.title}
        eyebrow="Free tax resources"
        lede={page.intro}
        breadcrumbs={RESOURCE_BREADCRUMBS}
      >
        <ResourceFacts
          taxYear={`${page.taxYear} returns, filed in ${page.taxYear + 1}`}
          lastReviewed={page.lastReviewed}
        />
      </PageHeader>

      <div className="container-site space-y-16 py-12 md:py-16 print:py-6">
        <PrepChecklist categories={page.categories} />

        <ScheduleCta title="Got your folder together?">
          <p>
            Book a time to go over it with us, in Dresden, in Pickerington, by video or by phone. Missing a
            form? Bring what you have; we can usually find the rest with you.
          </p>
        </ScheduleCta>

        <div className="print:hidden">
          <SourcesSection sources={page.sources} lastReviewed={page.lastReviewed} />
        </div>

        <MoreResources current="tax-prep-checklist" />
      </div>
    </div>
  );
}
