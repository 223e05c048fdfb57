import type { MetaDescriptor } from "react-router";
import type { Crumb } from "~/components/page/PageHeader";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { breadcrumbJsonLd, faqJsonLd, type JsonLd } from "~/seo/structured-data";

/**
 * The site has no /resources index page (the Resources menu is a dropdown), so the breadcrumb's
 * "Resources" step points at the list of all resources at the foot of each resource page.
 */
export const RESOURCES_CRUMB_ANCHOR = "#more-resources";
export const RESOURCE_BREADCRUMBS: readonly Crumb[] = [{ label: "Resources", href: RESOURCES_CRUMB_ANCHOR }];

type MetaArgs = Parameters<typeof pageMeta>[0];

/** Title, description and JSON-LD (BreadcrumbList, plus FAQPage when the page shows FAQs). */
export function resourceMeta(
  args: MetaArgs,
  page: {
    title: string;
    description: string;
    faqs?: readonly { question: string; answer: string }[];
    jsonLd?: readonly JsonLd[];
  },
): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  const path = args.location.pathname;
  const jsonLd: JsonLd[] = [];
  if (site) {
    jsonLd.push(
      breadcrumbJsonLd(site.siteUrl, [
        { label: "Resources", href: `${path}${RESOURCES_CRUMB_ANCHOR}` },
        { label: page.title, href: path },
      ]),
    );
  }
  if (page.faqs && page.faqs.length > 0) jsonLd.push(faqJsonLd(page.faqs));
  jsonLd.push(...(page.jsonLd ?? []));
  return pageMeta(args, { title: page.title, description: page.description, jsonLd });
}
