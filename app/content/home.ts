/**
 * content/home.yaml: the home page's words for each brand, section by section, and the availability
 * point every brand makes. The page's layout needs exactly three slides, three value cards, five
 * industries and three more points beside the availability one; the schema holds the file to that.
 */
import { z } from "zod";
import type { BrandId } from "../brands/types.ts";
import { text } from "./fields.ts";
import type { ContentFiles } from "./files.server.ts";
import { HOME_ICON_NAMES, type HomeIconName } from "./icons.ts";
import type { PlaceholderRules } from "./placeholders.ts";
import { readYamlFile } from "./yaml.ts";

/** How a slide shows the brand's hero art: the full landscape, mirrored, or a closer view of the valley. */
export type HeroArtView = "wide" | "mirrored" | "close";

export interface HeroSlide {
  headline: string;
  /** One supporting sentence under the headline. */
  text: string;
  view: HeroArtView;
}

export interface HomeCard {
  title: string;
  text: string;
  icon: HomeIconName;
}

/** A section's heading and the sentence under it. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  lede: string;
}

export interface HomeContent {
  /** The page title in the browser tab and search results (the brand name is appended). */
  metaTitle: string;
  metaDescription: string;
  /** The page's one h1: what this brand does and where, shown above the slides. */
  heading: string;
  /** Exactly three slides (SPEC section 2). */
  slides: readonly [HeroSlide, HeroSlide, HeroSlide];
  welcome: { title: string; lede: string };
  /** Exactly three value cards under the stats band. */
  valueCards: readonly [HomeCard, HomeCard, HomeCard];
  services: SectionIntro;
  /** The five industries of the carousel, by id, in order. */
  industries: SectionIntro & { ids: readonly [string, string, string, string, string] };
  /** The availability point first, then the brand's three. */
  whyChooseUs: SectionIntro & { points: readonly [HomeCard, HomeCard, HomeCard, HomeCard] };
  connected: SectionIntro;
  news: SectionIntro;
  contact: SectionIntro;
}

const card = z.strictObject({ title: text, text, icon: z.enum(HOME_ICON_NAMES) });
const intro = { eyebrow: text, title: text, lede: text };
const slide = z.strictObject({ headline: text, text, view: z.enum(["wide", "mirrored", "close"]) });

// Fields in the order the page's data has always listed them (the page's HTML carries that data).
const brandSchema = z.strictObject({
  meta_title: text,
  meta_description: text,
  heading: text,
  slides: z.tuple([slide, slide, slide]),
  welcome: z.strictObject({ title: text, lede: text }),
  value_cards: z.tuple([card, card, card]),
  services: z.strictObject(intro),
  /** `show`: the industries of the carousel, by their file names in content/industries/. */
  industries: z.strictObject({ ...intro, show: z.tuple([text, text, text, text, text]) }),
  why_choose_us: z.strictObject({ ...intro, points: z.tuple([card, card, card]) }),
  connected: z.strictObject(intro),
  news: z.strictObject(intro),
  contact: z.strictObject(intro),
});

const homeSchema = z.strictObject({
  availability: card,
  dresdentax: brandSchema,
  brownco: brandSchema,
  payroll: brandSchema,
});

export const HOME_FILE = "home.yaml";

export function readHome(
  files: ContentFiles,
  placeholders: PlaceholderRules,
): Record<BrandId, HomeContent> | undefined {
  const home = readYamlFile(files, HOME_FILE, homeSchema, placeholders);
  if (!home) return undefined;
  const { availability, ...brands } = home;
  const page = (brand: (typeof brands)[BrandId]): HomeContent => {
    const { show, ...industries } = brand.industries;
    const { points, ...whyChooseUs } = brand.whyChooseUs;
    return {
      ...brand,
      industries: { ...industries, ids: show },
      whyChooseUs: { ...whyChooseUs, points: [availability, ...points] },
    };
  };
  return {
    dresdentax: page(brands.dresdentax),
    brownco: page(brands.brownco),
    payroll: page(brands.payroll),
  };
}
