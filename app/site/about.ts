/**
 * The About Us page (/about-us): the firm's story, values, how it works and the towns it serves.
 *
 * Brand names come from app/brands so a rename there reaches this page. We name no staff and claim no
 * credentials here: the firm speaks as "our team". The only figures are the firm's own stats (SPEC section 9).
 */
import { ALL_BRANDS, BRANDS, type Brand, type BrandId } from "~/brands";
import { OFFICE_HOURS, OFFICES } from "~/brands/shared";
import firm from "~/content/collections/firm";
import type { FirmStat } from "~/content/firm";
import type { TitledText } from "./services";

export type { FirmStat } from "~/content/firm";

/** The welcome band's counters (SPEC section 9), from content/firm.yaml: the number counts up, the suffix follows it. */
export const FIRM_STATS: readonly FirmStat[] = firm.stats;

export interface TownServed {
  name: string;
  county: string;
}

export interface AboutPage {
  title: string;
  lede: string;
  /** Paragraphs, in order. */
  story: readonly string[];
  values: readonly TitledText[];
  howWeWork: readonly TitledText[];
  hours: string;
  townsServedIntro: string;
  townsServed: readonly TownServed[];
  closing: string;
}

const { dresdentax, brownco, payroll } = BRANDS;

export const ABOUT: AboutPage = {
  title: "About Us",
  lede: "We're a family-run tax, bookkeeping, payroll and consulting firm based in Dresden, in Muskingum County, Ohio. For more than 20 years we've helped families and small businesses in the towns around us file correctly, keep good books and make decisions with clear numbers.",
  story: [
    "Our firm started in Dresden more than twenty years ago as a family tax practice serving neighbors in the village and the townships around it. It is still family-run today, and we still work the way we started: by answering the phone, learning each client's situation and doing the work carefully.",
    "Over the years the work grew along with our clients. Families whose returns we prepared started businesses, hired their first employees, bought farms and rental houses and signed oil and gas leases, and they asked us for help with bookkeeping, payroll and planning. We added those services one at a time, as clients needed them, and learned the Ohio side of each along the way: school district and city income taxes, sales tax by county, workers' compensation through the BWC and unemployment reports to ODJFS.",
    "Today we prepare more than 100 returns every year and work with businesses in more than ten industries, from contractors and shops to medical practices and royalty owners. Our home office is on Main Street in Dresden, and a second office in Pickerington serves clients in Fairfield and Franklin counties and the Columbus area.",
    `The firm works under three names, so each kind of client finds the right door: ${dresdentax.name} for tax preparation and bookkeeping, ${brownco.name} for business consulting, fractional CFO work and marketing, and ${payroll.name} for payroll and HR. Behind all three are the same team, the same phone number and the same standard of care.`,
  ],
  values: [
    {
      title: "Plain answers",
      text: "We explain your return and your numbers in everyday language, and when we don't know something yet, we say so and find out.",
    },
    {
      title: "The price before the work",
      text: "You know what something costs before we start, and we tell you before doing anything that would change it.",
    },
    {
      title: "Here all year",
      text: "Letters, questions and decisions don't wait for tax season, and neither do we. We answer notices, plan estimates and meet for year-end planning throughout the year.",
    },
    {
      title: "Care with your information",
      text: "Tax records are among the most sensitive papers a family or business has. We use a secure client portal, limit who on our team sees your files and never sell anyone's information.",
    },
    {
      title: "Neighbors first",
      text: "We live and work here. In small towns, a reputation is built one client at a time, and we intend to keep earning ours.",
    },
  ],
  howWeWork: [
    {
      title: "In person or virtual",
      text: "Meet us at our Dresden or Pickerington office, or by phone or video call, whichever suits you. Many clients never need to come in at all.",
    },
    {
      title: "Monday through Saturday",
      text: "We're open six days a week, so an appointment can fit around work, school and the farm instead of the other way around.",
    },
    {
      title: "A secure client portal",
      text: "Upload documents, sign forms and download your finished returns and reports through our secure portal instead of email.",
    },
    {
      title: "Year-round service",
      text: "Tax returns are one season; estimated payments, payroll, bookkeeping, notices and planning happen all year, and so do we.",
    },
    {
      title: "One firm for the whole picture",
      text: "Your tax, bookkeeping and payroll work happen under one roof, so information moves between them without you having to repeat it.",
    },
  ],
  hours: OFFICE_HOURS,
  townsServedIntro:
    "Most of our clients live or work within an hour of Dresden or Pickerington, and we work virtually with clients across Ohio and beyond. Towns we serve every year include:",
  townsServed: [
    { name: "Dresden", county: "Muskingum" },
    { name: "Zanesville", county: "Muskingum" },
    { name: "Frazeysburg", county: "Muskingum" },
    { name: "Nashport", county: "Muskingum" },
    { name: "Trinway", county: "Muskingum" },
    { name: "Adamsville", county: "Muskingum" },
    { name: "New Concord", county: "Muskingum" },
    { name: "Coshocton", county: "Coshocton" },
    { name: "Newark", county: "Licking" },
    { name: "Cambridge", county: "Guernsey" },
    { name: "Mount Vernon", county: "Knox" },
    { name: "Newcomerstown", county: "Tuscarawas" },
    { name: "Marietta", county: "Washington" },
    { name: "Lancaster", county: "Fairfield" },
    { name: "Pickerington", county: "Fairfield" },
    { name: "Columbus", county: "Franklin" },
  ],
  closing:
    "If you're wondering whether we're the right fit, call us or stop by. We'll tell you plainly what your situation needs and what the work would cost before you decide anything.",
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
