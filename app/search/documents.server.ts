/**
 * What site search reads: the blog's published posts, and the site's own pages in a brand's
 * wording (services with the brand's titles and descriptions, in its order; industries; the tax
 * resources). Built from the same content the pages render, so a result never promises a page
 * something it does not say.
 */
import type { Brand } from "~/brands";
import { formatPostDate } from "~/blog/card";
import { htmlToText } from "~/blog/excerpt";
import type { BlogPost } from "~/blog/types";
import { checklistPage } from "~/resources/content/checklist";
import { ohioBusinessTaxesPage } from "~/resources/content/ohio-business-taxes";
import { paymentCenterPage } from "~/resources/content/payment-options";
import { refundStatusPage } from "~/resources/content/refund-status";
import { taxCalculatorPage } from "~/resources/content/tax-calculator";
import { taxCalendarPage } from "~/resources/content/tax-calendar";
import { brandDeadlines } from "~/resources/tax-calendar/view";
import { INDUSTRIES, industryProse } from "~/site/industries";
import { getServicesForBrand, serviceProse } from "~/site/services";
import type { SearchDocument } from "./index.server";

export function postDocument(post: BlogPost): SearchDocument {
  return {
    kind: "post",
    path: post.url,
    title: post.title,
    summary: post.custom_excerpt ?? post.excerpt ?? "",
    body: post.html ? htmlToText(post.html) : "",
    keywords: post.tags.map((tag) => tag.name).join(" "),
    date: formatPostDate(post.published_at),
  };
}

/** Every string a content object holds (headings, paragraphs, list items), leaving out addresses and ids. */
function contentText(value: unknown, key = ""): string[] {
  if (typeof value === "string") {
    if (/^(url|href|id|lastReviewed)$/i.test(key) || /^(https?:|\/|#)/.test(value)) return [];
    return [value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => contentText(item));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => contentText(item, name));
  }
  return [];
}

const RESOURCE_PAGES = [
  { path: "/resources/ohio-business-taxes", page: ohioBusinessTaxesPage },
  { path: "/resources/tax-calculator", page: taxCalculatorPage },
  { path: "/resources/tax-prep-checklist", page: checklistPage },
  { path: "/resources/check-my-refund", page: refundStatusPage },
  { path: "/resources/tax-payment-center", page: paymentCenterPage },
] as const;

/** The site's own pages as search documents, in the brand's wording and order. */
export function siteDocuments(brand: Brand): SearchDocument[] {
  const services = getServicesForBrand(brand).map(
    (service): SearchDocument => ({
      kind: "service",
      path: service.link,
      title: service.title,
      summary: service.shortDescription,
      body: serviceProse(service).slice(2).join(" "),
      keywords: service.features.join(" "),
      date: null,
    }),
  );
  const industries = INDUSTRIES.map(
    (industry): SearchDocument => ({
      kind: "industry",
      path: `/industries/${industry.id}`,
      title: industry.name,
      summary: industry.shortDescription,
      body: industryProse(industry).slice(2).join(" "),
      keywords: "",
      date: null,
    }),
  );
  const resources = RESOURCE_PAGES.map(
    ({ path, page }): SearchDocument => ({
      kind: "resource",
      path,
      title: page.title,
      summary: page.description,
      body: contentText({ ...page, title: undefined, description: undefined }).join(" "),
      keywords: "",
      date: null,
    }),
  );
  // The calendar is found by what is due ("Form 941", "sales tax"), in the brand's own deadlines.
  const deadlineTitles = [...new Set(brandDeadlines(brand, null).map((deadline) => deadline.title))];
  const calendar: SearchDocument = {
    kind: "resource",
    path: "/resources/tax-calendar",
    title: taxCalendarPage.title,
    summary: taxCalendarPage.description,
    body: [
      ...contentText({ ...taxCalendarPage, title: undefined, description: undefined }),
      ...deadlineTitles,
    ].join(" "),
    keywords: "due dates deadlines calendar",
    date: null,
  };
  return [...services, ...industries, ...resources, calendar];
}
