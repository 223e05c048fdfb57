import { ServerHtml } from "~/delivery/ServerHtml";
import { ChevronDown } from "~/shell/ui/icons";
import { data } from "react-router";
import type { Route } from "./+types/legal";
import { getBrand } from "~/brands";
import { ContactText } from "~/components/page/ContactText";
import { headingIds } from "~/components/page/format";
import { LastUpdated } from "~/components/page/LastUpdated";
import { PageHeader } from "~/components/page/PageHeader";
import { SiteLink } from "~/shell/ui/SiteLink";
import { getSiteContext } from "~/request-context";
import { routeMeta } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { getLegalPage, LEGAL_PAGES, type LegalPageId } from "~/site/legal";
import { WITHOUT_REACT } from "~/delivery/page-scripts";

/**
 * One module serves the four legal pages; app/routes.ts gives each its own route id, which is also the
 * page's path, so the route's pattern ("/cookies") names the page.
 */
const DESCRIPTIONS: Record<LegalPageId, string> = {
  "privacy-policy":
    "What this website collects when you contact us, where it is stored, how long we keep it, which third-party services may load, and how to see or delete your information.",
  "terms-of-service":
    "The terms for using this website: general information rather than tax advice, no client relationship before an engagement letter, estimates from our tools, and Ohio law.",
  accessibility:
    "Our commitment to WCAG 2.2 AA on this website, what we've done for keyboard, screen reader and low-vision visitors, known limitations, and how to report a barrier.",
  cookies:
    "Which cookies and browser storage this website uses: your theme choice and checklist progress in local storage, cookies from optional third-party services, and how to control them.",
};

export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  const brand = getBrand(getSiteContext(args.context).brand.id);
  const page = getLegalPage(args.pattern.replace(/^\/+|\/+$/g, ""), brand);
  if (!page) throw data(null, { status: 404 });
  return {
    page,
    sectionIds: headingIds(page.sections.map((section) => section.heading)),
    otherPages: LEGAL_PAGES.filter((other) => other.id !== page.id).map(({ title, path }) => ({
      title,
      path,
    })),
    meta: pageMeta(args, (site) => ({
      title: page.title,
      description: DESCRIPTIONS[page.id],
      jsonLd: [breadcrumbJsonLd(site.siteUrl, [{ label: page.title, href: page.path }])],
    })),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, sectionIds, otherPages } = loaderData;
  return (
    <>
      <PageHeader title={page.title} eyebrow="Legal" breadcrumbs={[]} lede={<p>{page.intro}</p>}>
        <LastUpdated date={page.lastUpdated} className="mt-6" />
      </PageHeader>

      <ServerHtml className="container-site grid gap-10 py-12 md:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <div>
          {/* Phones: a closed disclosure, so the policy itself starts near the top. Wide screens: a sticky list. */}
          <details className="group rounded-2xl border border-border bg-muted lg:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-5 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              On this page
              <ChevronDown
                aria-hidden="true"
                className="size-5 text-primary-ink transition-transform group-open:rotate-180"
              />
            </summary>
            <nav aria-label="On this page" className="px-3 pb-4">
              <TableOfContents headings={page.sections.map((section) => section.heading)} ids={sectionIds} />
            </nav>
          </details>
          <nav
            aria-labelledby="toc-title"
            className="hidden rounded-2xl border border-border bg-muted p-5 lg:sticky lg:top-28 lg:block"
          >
            <h2
              id="toc-title"
              className="font-subheading text-sm font-semibold tracking-wider text-fg-muted uppercase"
            >
              On this page
            </h2>
            <div className="mt-3">
              <TableOfContents headings={page.sections.map((section) => section.heading)} ids={sectionIds} />
            </div>
          </nav>
        </div>

        <article className="prose-site max-w-prose">
          {page.sections.map((section, index) => (
            <section key={sectionIds[index]} aria-labelledby={sectionIds[index]}>
              <h2 id={sectionIds[index]} className={index === 0 ? "mt-0 scroll-mt-28" : "scroll-mt-28"}>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph, n) => (
                <p key={n}>
                  <ContactText text={paragraph} />
                </p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item} className="my-1.5">
                      <ContactText text={item} />
                    </li>
                  ))}
                </ul>
              )}
              {section.afterList?.map((paragraph, n) => (
                <p key={n}>
                  <ContactText text={paragraph} />
                </p>
              ))}
            </section>
          ))}

          <aside aria-labelledby="other-policies" className="mt-12 border-t border-border pt-8">
            <h2 id="other-policies" className="mt-0 text-xl">
              Our other policies
            </h2>
            <ul className="list-none pl-0">
              {otherPages.map((other) => (
                <li key={other.path} className="my-1.5">
                  <SiteLink to={other.path}>{other.title}</SiteLink>
                </li>
              ))}
            </ul>
          </aside>
        </article>
      </ServerHtml>
    </>
  );
}

function TableOfContents({ headings, ids }: { headings: readonly string[]; ids: readonly string[] }) {
  return (
    <ol className="space-y-0.5 text-[0.95rem]">
      {headings.map((heading, index) => (
        <li key={ids[index]}>
          <a
            href={`#${ids[index]}`}
            className="block rounded-md px-2 py-1.5 text-fg hover:bg-surface hover:text-primary-ink"
          >
            {heading}
          </a>
        </li>
      ))}
    </ol>
  );
}
