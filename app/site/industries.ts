/**
 * The industries the firm serves, with the words of each industry page: the tax and bookkeeping
 * realities of that industry in Ohio, how the firm helps, and common questions.
 *
 * The words are in content/industries/<id>.md (read and checked by app/content/industries.ts); a new
 * file there is a new industry page. Figures carry their source and tax year in the text. Shared by
 * all three brands.
 */
import industryFiles from "~/content/collections/industries";
import type { IndustryContent, IndustryId } from "~/content/industries";

export type { IndustryId } from "~/content/industries";

export interface Industry extends IndustryContent {
  link: `/industries/${IndustryId}`;
}

/** Every industry, in the order the site lists them (each file's `order`). */
export const INDUSTRIES: readonly Industry[] = industryFiles.map((industry) => ({
  ...industry,
  link: `/industries/${industry.id}`,
}));

/** Every industry's id, in the order the site lists them. */
export const INDUSTRY_IDS: readonly IndustryId[] = INDUSTRIES.map((industry) => industry.id);

const INDUSTRIES_BY_ID: ReadonlyMap<string, Industry> = new Map(
  INDUSTRIES.map((industry) => [industry.id, industry]),
);

export function isIndustryId(value: unknown): value is IndustryId {
  return typeof value === "string" && INDUSTRIES_BY_ID.has(value);
}

/** One industry; undefined for a string that isn't an industry id (e.g. a bad URL). */
export function getIndustry(id: string): Industry | undefined {
  return INDUSTRIES_BY_ID.get(id);
}

/**
 * The industries `ids` name, in that order. Ids from content files always name one (the build checks
 * every reference); an id that names none is left out.
 */
export function getIndustries(ids: readonly string[]): Industry[] {
  return ids.flatMap((id) => INDUSTRIES_BY_ID.get(id) ?? []);
}

/** Every piece of text an industry page shows, in reading order (used to check the page's length). */
export function industryProse(industry: Industry): string[] {
  return [
    industry.name,
    industry.shortDescription,
    industry.lede,
    ...industry.realities.flatMap((item) => [item.title, item.text]),
    ...industry.howWeHelp.flatMap((item) => [item.title, item.text]),
    ...industry.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ];
}
