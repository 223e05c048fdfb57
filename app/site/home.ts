/**
 * The home page for each brand, and `buildHomePage`, which gathers everything the page shows (slides,
 * stats, services, industries, the firm's brands) into one small, serializable object for the home
 * route's loader.
 *
 * The words are in content/home.yaml (read and checked by app/content/home.ts), keyed by brand: the
 * components never branch on a brand. Facts shared by all brands (office hours, the firm's stats,
 * services and industries) come from their own files so one edit reaches every page.
 */
import { BRANDS, type Brand, type BrandId } from "~/brands";
import homePages from "~/content/collections/home";
import type { HomeContent } from "~/content/home";
import { brandFamily, FIRM_STATS, type FirmStat } from "./about";
import { getIndustries } from "./industries";
import { getServicesForBrand } from "./services";

export { HOME_ICON_NAMES, type HomeIconName } from "~/content/icons";
export type { HeroArtView, HeroSlide, HomeCard, HomeContent, SectionIntro } from "~/content/home";

export const HOME_CONTENT: Readonly<Record<BrandId, HomeContent>> = homePages;

/** SPEC section 9: the home page shows at most six service cards. */
export const HOME_SERVICE_CARD_LIMIT = 6;
/** SPEC section 9: the industries carousel has five cards. */
export const HOME_INDUSTRY_CARD_COUNT = 5;
/** SPEC section 9: latest news shows three posts. */
export const HOME_NEWS_COUNT = 3;

export interface HomeServiceCard {
  id: string;
  title: string;
  shortDescription: string;
  link: string;
  image: string;
}

export interface HomeIndustryCard {
  id: string;
  name: string;
  shortDescription: string;
  link: string;
  image: string;
}

export interface HomeBrandCard {
  id: BrandId;
  name: string;
  tagline: string;
  description: string;
  url: string;
  mark: string;
  current: boolean;
}

/**
 * Everything the home page shows besides the blog posts and what the root loader already sends with the
 * brand (hero services panel, links, contact details): small, plain data for the home loader.
 */
export interface HomePage {
  content: HomeContent;
  stats: readonly FirmStat[];
  services: HomeServiceCard[];
  industries: HomeIndustryCard[];
  brands: HomeBrandCard[];
}

export function getHomeContent(brandId: BrandId): HomeContent {
  return HOME_CONTENT[brandId];
}

/** The home page for one brand: its words, its first six services in its order, its five industries. */
export function buildHomePage(brand: Brand): HomePage {
  const content = getHomeContent(brand.id);
  return {
    content,
    stats: FIRM_STATS,
    services: getServicesForBrand(brand)
      .slice(0, HOME_SERVICE_CARD_LIMIT)
      .map(({ id, title, shortDescription, link, image }) => ({ id, title, shortDescription, link, image })),
    industries: getIndustries(content.industries.ids.slice(0, HOME_INDUSTRY_CARD_COUNT)).map(
      ({ id, name, shortDescription, link }) => ({
        id,
        name,
        shortDescription,
        link,
        image: `/industries/${id}.svg`,
      }),
    ),
    brands: brandFamily(brand).map((member) => ({ ...member, mark: BRANDS[member.id].logos.mark })),
  };
}
