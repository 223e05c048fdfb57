import type { MetaDescriptor } from "react-router";
import { RESOURCES_CRUMB_ANCHOR } from "~/components/resources/ResourceParts";
import { metaForPage, metaRequest } from "~/seo/meta.server";
import { breadcrumbJsonLd, faqJsonLd, type JsonLd } from "~/seo/structured-data";

/** Title, description and JSON-LD (BreadcrumbList, plus FAQPage when the page shows FAQs). */
export function resourceMeta(
  args: Parameters<typeof metaRequest>[0],
  page: {
    title: string;
    description: string;
    faqs?: readonly { question: string; answer: string }[];
    jsonLd?: readonly JsonLd[];
  },
): MetaDescriptor[] {
  const at = metaRequest(args);
  const path = at.pathname;
  const jsonLd: JsonLd[] = [
    breadcrumbJsonLd(at.site.siteUrl, [
      { label: "Resources", href: `${path}${RESOURCES_CRUMB_ANCHOR}` },
      { label: page.title, href: path },
    ]),
  ];
  if (page.faqs && page.faqs.length > 0) jsonLd.push(faqJsonLd(page.faqs));
  jsonLd.push(...(page.jsonLd ?? []));
  return metaForPage(at, { title: page.title, description: page.description, jsonLd });
}
