/**
 * The four legal pages (privacy policy, terms of service, accessibility statement, cookie policy).
 *
 * The words are in content/legal/<id>.md (read and checked by app/content/legal.ts), written once for
 * every brand: `{{ brand.name }}`, `{{ brand.email }}` and the other brand placeholders are filled in
 * with the brand's name, domain and contact details when a page is made (`renderLegalPage(template,
 * brand)` or the helpers `privacyPolicy(brand)` etc.), so there is no brand branching.
 *
 * These pages describe what this site really does; if the site changes (a new form field, a new
 * browser-storage key, a new kind of third-party script), change the page's file and its `last_updated`.
 */
import { officeAddress } from "~/brands/address";
import { ALL_BRANDS, type Brand } from "~/brands";
import legalPages from "~/content/collections/legal";
import type { BrandPlaceholder } from "~/content/placeholders";
import { fillPlaceholders } from "~/content/placeholders";
import type { LegalPageContent, LegalPageId, LegalSection } from "~/content/legal";

export type { LegalPageId, LegalSection } from "~/content/legal";

export interface LegalPage {
  id: LegalPageId;
  path: `/${LegalPageId}`;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export interface LegalPageTemplate {
  id: LegalPageId;
  path: `/${LegalPageId}`;
  title: string;
  lastUpdated: string;
  intro(brand: Brand): string;
  sections(brand: Brand): LegalSection[];
}

/** What each brand placeholder of the legal pages stands for on a brand's site. */
function brandValues(brand: Brand): Record<BrandPlaceholder, string> {
  return {
    "brand.name": brand.name,
    "brand.domain": brand.domain,
    "brand.email": brand.contact.email,
    "brand.phone": brand.contact.phone.display,
    "brand.offices": brand.contact.offices.map(officeAddress).join(" and "),
    "brand.hours": brand.contact.hours,
    // The firm's other names, for "the firm also works as ..." sentences.
    "brand.other_names": ALL_BRANDS.filter((other) => other.id !== brand.id)
      .map((other) => other.name)
      .join(" and "),
  };
}

function toTemplate(page: LegalPageContent): LegalPageTemplate {
  return {
    id: page.id,
    path: `/${page.id}`,
    title: page.title,
    lastUpdated: page.lastUpdated,
    intro: (brand) => fillPlaceholders(page.intro, brandValues(brand)),
    sections: (brand) => {
      const values = brandValues(brand);
      const fill = (text: string) => fillPlaceholders(text, values);
      return page.sections.map(({ heading, paragraphs, list, afterList }) => ({
        heading: fill(heading),
        paragraphs: paragraphs.map(fill),
        ...(list ? { list: list.map(fill) } : {}),
        ...(afterList ? { afterList: afterList.map(fill) } : {}),
      }));
    },
  };
}

/** The four pages, in the order the footer lists them. */
export const LEGAL_PAGES: readonly LegalPageTemplate[] = legalPages.map((page) => toTemplate(page));

function pageTemplate(id: LegalPageId): LegalPageTemplate {
  const found = LEGAL_PAGES.find((page) => page.id === id);
  if (!found) throw new Error(`No legal page ${id}`);
  return found;
}

export const PRIVACY = pageTemplate("privacy-policy");
export const TERMS = pageTemplate("terms-of-service");
export const ACCESSIBILITY = pageTemplate("accessibility");
export const COOKIES = pageTemplate("cookies");

/** The latest change to any legal page (the sitemap's date for them). */
export const LEGAL_LAST_UPDATED =
  LEGAL_PAGES.map((page) => page.lastUpdated)
    .sort()
    .at(-1) ?? "";

/** A legal page with the brand's name, domain and contact details filled in. */
export function renderLegalPage(template: LegalPageTemplate, brand: Brand): LegalPage {
  return {
    id: template.id,
    path: template.path,
    title: template.title,
    lastUpdated: template.lastUpdated,
    intro: template.intro(brand),
    sections: template.sections(brand),
  };
}

export function getLegalPage(id: string, brand: Brand): LegalPage | undefined {
  const template = LEGAL_PAGES.find((page) => page.id === id);
  return template ? renderLegalPage(template, brand) : undefined;
}

export const privacyPolicy = (brand: Brand): LegalPage => renderLegalPage(PRIVACY, brand);
export const termsOfService = (brand: Brand): LegalPage => renderLegalPage(TERMS, brand);
export const accessibilityStatement = (brand: Brand): LegalPage => renderLegalPage(ACCESSIBILITY, brand);
export const cookiePolicy = (brand: Brand): LegalPage => renderLegalPage(COOKIES, brand);
