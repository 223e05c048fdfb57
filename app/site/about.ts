/**
 * The About Us page (/about-us): the firm's story, values, how it works and the towns it serves.
 *
 * The words are in content/about.md (read and checked by app/content/about.ts). Brand names come from
 * app/brands so a rename there reaches this page. We name no staff and claim no credentials here: the
 * firm speaks as "our team". The only figures are the firm's own stats (SPEC section 9).
 */
import { ALL_BRANDS, type Brand, type BrandId } from "~/brands";
import { OFFICE_HOURS, OFFICES } from "~/brands/shared";
import type { AboutContent } from "~/content/about";
import about from "~/content/collections/about";
import firm from "~/content/collections/firm";
import type { FirmStat } from "~/content/firm";
import { fillPlaceholders } from "~/content/placeholders";

export type { FirmStat } from "~/content/firm";

/** The welcome band's counters (SPEC section 9), from content/firm.yaml: the number counts up, the suffix follows it. */
export const FIRM_STATS: readonly FirmStat[] = firm.stats;

export type { TownServed } from "~/content/about";

export interface AboutPage extends AboutContent {
  hours: string;
}

const BRAND_NAMES = Object.fromEntries(ALL_BRANDS.map((brand) => [`brands.${brand.id}.name`, brand.name]));

/** The About page: the words of content/about.md, the brands' names filled in, and the office hours. */
export const ABOUT: AboutPage = {
  title: about.title,
  lede: about.lede,
  story: about.story.map((paragraph) => fillPlaceholders(paragraph, BRAND_NAMES)),
  values: about.values,
  howWeWork: about.howWeWork,
  hours: OFFICE_HOURS,
  townsServedIntro: about.townsServedIntro,
  townsServed: about.townsServed,
  closing: about.closing,
};

/** The offices named in the story; the page renders addresses from the brand's contact data. */
export const ABOUT_OFFICES = OFFICES;

/** One of the firm's three brands as the About page lists them. */
export interface BrandFamilyMember {
  id: BrandId;
  name: string;
  tagline: string;
  description: string;
  /** The brand's own site. */
  url: string;
  /** True for the brand whose site the visitor is on. */
  current: boolean;
}

/** The firm's three brands, the visitor's own first, each with a link to its site. */
export function brandFamily(current: Brand): BrandFamilyMember[] {
  const members = ALL_BRANDS.map((brand) => ({
    id: brand.id,
    name: brand.name,
    tagline: brand.tagline,
    description: brand.description,
    url: `https://${brand.domain}`,
    current: brand.id === current.id,
  }));
  return [...members.filter((m) => m.current), ...members.filter((m) => !m.current)];
}
