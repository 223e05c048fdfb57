/**
 * The home page's words for each brand, and `buildHomePage`, which gathers everything the page shows
 * (slides, stats, services, industries, the firm's brands) into one small, serializable object for the
 * home route's loader.
 *
 * Brand differences are data here, keyed by brand id: the components never branch on a brand. Facts
 * shared by all brands (office hours, the firm's stats, services and industries) come from their own
 * modules so one edit reaches every page.
 */
import { BRANDS, type Brand, type BrandId } from "~/brands";
import { brandFamily, FIRM_STATS, type FirmStat } from "./about";
import { getIndustries, type IndustryId } from "./industries";
import { getServicesForBrand } from "./services";

/** Icons the home page's cards use (mapped to components in app/components/home/icons.tsx). */
export const HOME_ICON_NAMES = [
  "CalendarClock",
  "MessageSquareText",
  "BadgeDollarSign",
  "LifeBuoy",
  "Handshake",
  "ChartNoAxesCombined",
  "Trophy",
  "Landmark",
  "ClipboardCheck",
  "PhoneCall",
  "ShieldCheck",
  "Users",
  "Compass",
] as const;
export type HomeIconName = (typeof HOME_ICON_NAMES)[number];

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
  industries: SectionIntro & { ids: readonly [IndustryId, IndustryId, IndustryId, IndustryId, IndustryId] };
  whyChooseUs: SectionIntro & { points: readonly [HomeCard, HomeCard, HomeCard, HomeCard] };
  connected: SectionIntro;
  news: SectionIntro;
  contact: SectionIntro;
}

/** The availability point every brand makes (SPEC section 2: Monday through Saturday, virtual and in person). */
const AVAILABILITY: HomeCard = {
  title: "Open Monday through Saturday",
  text: "Meet us in person at our Dresden or Pickerington office, or virtually by phone or video, six days a week from 9 a.m. to 6 p.m.",
  icon: "CalendarClock",
};

export const HOME_CONTENT: Readonly<Record<BrandId, HomeContent>> = {
  dresdentax: {
    metaTitle: "Tax Preparation & Bookkeeping in Dresden, Ohio",
    metaDescription:
      "Personal and business tax returns, bookkeeping and payroll for families, farms and small businesses in Muskingum County and central Ohio, six days a week.",
    heading: "Tax preparation and bookkeeping in Dresden, Ohio",
    slides: [
      {
        headline: "Your taxes, done right by neighbors who know Ohio",
        text: "Federal, Ohio, city and school-district returns for families, farms and small businesses, prepared with care and explained in plain English.",
        view: "wide",
      },
      {
        headline: "Clean books all year, an easy return at tax time",
        text: "Monthly bookkeeping, sales tax and payroll filings keep your business ready for its return long before the deadline.",
        view: "mirrored",
      },
      {
        headline: "A letter from the IRS or Ohio? Bring it to us.",
        text: "We read the notice, explain what it means and help you answer it on time, whether it's about this year or one from years back.",
        view: "close",
      },
    ],
    welcome: {
      title: "Tax help that starts with a conversation",
      lede: "We're a family-run firm on Main Street in Dresden. For more than 20 years we've prepared returns and kept books for people we see at the post office and the ball field, and we treat every file that way.",
    },
    valueCards: [
      {
        title: "Plain-English answers",
        text: "We walk you through your return before you sign it, so you know what you filed, what you owe or get back, and why.",
        icon: "MessageSquareText",
      },
      {
        title: "The price before the work",
        text: "You'll know the fee before we start. If your return turns out to need more than we planned, we tell you first.",
        icon: "BadgeDollarSign",
      },
      {
        title: "Here after April, too",
        text: "Notices, estimated payments and planning happen all year, and so do we. Call in July and you'll reach the same people.",
        icon: "LifeBuoy",
      },
    ],
    services: {
      eyebrow: "Our services",
      title: "Tax, bookkeeping and payroll under one roof",
      lede: "Start with your return and add what helps: books kept monthly, payroll run on time, and a new business set up properly.",
    },
    industries: {
      eyebrow: "Industries we serve",
      title: "We know the businesses around here",
      lede: "From contractors and shops to medical offices and royalty owners, each industry has its own Ohio tax rules. We've worked with them for years.",
      ids: ["construction", "retail", "professional-services", "oil-and-gas", "healthcare"],
    },
    whyChooseUs: {
      eyebrow: "Why choose us",
      title: "Why families and businesses choose Dresden Tax",
      lede: "Good tax work is careful, on time and explained. Here's what that looks like with us.",
      points: [
        AVAILABILITY,
        {
          title: "Ohio's local taxes, handled",
          text: "School-district returns, city income tax and Ohio's business income deduction are routine work for us, not an afterthought.",
          icon: "Landmark",
        },
        {
          title: "Checked before it's filed",
          text: "We compare your return with last year's and ask about anything that changed, so missed income and missed deductions get caught before the IRS does.",
          icon: "ClipboardCheck",
        },
        {
          title: "Your records kept safe",
          text: "Documents go through our secure client portal instead of email, and only the people working on your file can see it.",
          icon: "ShieldCheck",
        },
      ],
    },
    connected: {
      eyebrow: "Connected services",
      title: "One firm, three ways to help",
      lede: "The same team works under three names, so your tax, business and payroll work share one set of records and one phone number.",
    },
    news: {
      eyebrow: "Latest news",
      title: "Tax news and tips for Ohio",
      lede: "Deadlines, law changes and practical advice for Ohio families and small businesses.",
    },
    contact: {
      eyebrow: "Contact us",
      title: "Ask us a tax question",
      lede: "Tell us a little about your situation and we'll get back to you within one business day. Prefer to talk? Call us.",
    },
  },
  brownco: {
    metaTitle: "Business Consulting & Fractional CFO Services in Ohio",
    metaDescription:
      "Fractional CFO, business planning, formation, marketing and HR consulting for Ohio owners who want a plan, clean numbers and someone in their corner.",
    heading: "Business consulting for Ohio owners",
    slides: [
      {
        headline: "A plan, clean numbers and someone in your corner",
        text: "Fractional CFO and strategy work for Ohio owners who are ready to grow on purpose instead of by accident.",
        view: "wide",
      },
      {
        headline: "Launch your business on solid ground",
        text: "Entity choice, Ohio registration, your EIN, bank accounts and a first-year budget, set up in the right order from day one.",
        view: "mirrored",
      },
      {
        headline: "Know which work actually makes you money",
        text: "Pricing and profitability reviews, cash-flow forecasts and bank-ready loan packages, built from your own books.",
        view: "close",
      },
    ],
    welcome: {
      title: "Strategy with the numbers behind it",
      lede: "We help owners of small and growing Ohio businesses decide what to do next and then do it, with the same team that handles the books, the taxes and the payroll.",
    },
    valueCards: [
      {
        title: "Someone in your corner",
        text: "A steady adviser who knows your business, your numbers and your goals, and picks up the phone when a decision can't wait.",
        icon: "Handshake",
      },
      {
        title: "Decisions from real numbers",
        text: "Every recommendation starts from clean, current books. If yours need work first, we fix them before we build a plan on them.",
        icon: "ChartNoAxesCombined",
      },
      {
        title: "Together We Win",
        text: "We measure our work by your results: healthier margins, steadier cash and more of your week back.",
        icon: "Trophy",
      },
    ],
    services: {
      eyebrow: "What we do",
      title: "Consulting that reaches your bottom line",
      lede: "Finance leadership, a proper start, a marketing plan and sound HR, with tax and bookkeeping close at hand.",
    },
    industries: {
      eyebrow: "Industries we serve",
      title: "Advice shaped by your industry",
      lede: "Margins, cash cycles and growth look different for a clinic, a machine shop and an investment group. We start from how your industry really works.",
      ids: ["professional-services", "private-equity", "manufacturing", "construction", "retail"],
    },
    whyChooseUs: {
      eyebrow: "Why choose us",
      title: "Why owners work with Brown & Co.",
      lede: "Consulting is only worth what you can act on. This is how we make sure you can.",
      points: [
        AVAILABILITY,
        {
          title: "You work with the people doing the work",
          text: "No hand-offs to a junior team: the adviser who learns your business is the one who builds your forecast and sits in your meetings.",
          icon: "Users",
        },
        {
          title: "Plans you can act on",
          text: "Each engagement ends with a short list of decisions, who owns them and by when, and we check back to see them through.",
          icon: "Compass",
        },
        {
          title: "Tax and books next door",
          text: "Our strategy work sits beside our tax, bookkeeping and payroll teams, so no plan ignores what it will cost at tax time.",
          icon: "Landmark",
        },
      ],
    },
    connected: {
      eyebrow: "Connected services",
      title: "The whole firm behind your plan",
      lede: "When a plan needs a tax return, a bookkeeper or a payroll run, it's the same firm and the same records: nothing gets lost between advisers.",
    },
    news: {
      eyebrow: "Latest news",
      title: "Insights for Ohio business owners",
      lede: "Practical reading on cash flow, taxes, hiring and growth from our team.",
    },
    contact: {
      eyebrow: "Contact us",
      title: "Let's talk about your business",
      lede: "Tell us where your business is and where you want it to go. We'll reply within one business day to set up a first conversation.",
    },
  },
  payroll: {
    metaTitle: "Payroll Services for Ohio Employers",
    metaDescription:
      "Full-service payroll for Ohio employers with 1 to 100 employees: direct deposit, federal, Ohio, city and school-district filings, W-2s and HR support.",
    heading: "Payroll services for Ohio employers",
    slides: [
      {
        headline: "Payroll done right, every pay day",
        text: "Direct deposit, pay stubs and every federal, Ohio and local payroll filing for teams of 1 to 100 employees.",
        view: "wide",
      },
      {
        headline: "Every city and school-district withholding, right",
        text: "Ohio employers withhold city tax where people work and school-district tax where they live. We set up each employee correctly and file every return.",
        view: "mirrored",
      },
      {
        // Due dates: IRS General Instructions for Forms W-2 and W-3 (2025), Instructions for Form 1099-NEC
        // (2025) and Ohio Form IT 3 instructions (2025): all due January 31, 2026 for tax year 2025.
        headline: "W-2s, 1099s and year-end filings, on time",
        text: "W-2s and 1099-NECs are due to your workers and the government by January 31. We prepare and file them, along with Ohio's year-end reconciliation.",
        view: "close",
      },
    ],
    welcome: {
      title: "Payroll run by people who answer the phone",
      lede: "We run payroll for Ohio employers of every size from one employee to one hundred, from family farms and contractors to medical offices, and we handle the tax filings that come with it.",
    },
    valueCards: [
      {
        title: "On time, every pay day",
        text: "Direct deposits land when promised and every tax deposit is made before it's due, so there are no late-payment penalties to explain.",
        icon: "CalendarClock",
      },
      {
        title: "Ohio's local taxes, right",
        text: "City and school-district withholding is set up employee by employee, so nobody gets a surprise bill at tax time.",
        icon: "Landmark",
      },
      {
        title: "Answers from a person",
        text: "Call the people who run your payroll. Most questions are answered the same day, without a ticket number.",
        icon: "PhoneCall",
      },
    ],
    services: {
      eyebrow: "Our services",
      title: "Payroll and everything around it",
      lede: "Start with payroll and add the HR paperwork, bookkeeping and tax filings that go with having employees.",
    },
    industries: {
      eyebrow: "Industries we serve",
      title: "Payroll for the way your industry works",
      lede: "Crews on job sites, shifts at a clinic, seasonal staff at a shop: we set payroll up around how your people actually work.",
      ids: ["construction", "healthcare", "manufacturing", "retail", "professional-services"],
    },
    whyChooseUs: {
      eyebrow: "Why choose us",
      title: "Why Ohio employers choose Dresden Payroll",
      lede: "Payroll has to be right every time. Here's how we make sure it is.",
      points: [
        AVAILABILITY,
        {
          title: "Every filing, federal to local",
          text: "Federal 941 and 940, Ohio withholding, city and school-district returns, unemployment and BWC reports, filed and paid on schedule.",
          icon: "ClipboardCheck",
        },
        {
          title: "Ready when you grow",
          text: "From your first hire to your hundredth: new-hire reporting, handbooks and workers' comp reports as you need them.",
          icon: "Users",
        },
        {
          title: "Employee data kept safe",
          text: "Social Security numbers and bank details stay in our secure portal, seen only by the people who run your payroll.",
          icon: "ShieldCheck",
        },
      ],
    },
    connected: {
      eyebrow: "Connected services",
      title: "Payroll connected to your books and taxes",
      lede: "Our payroll team works beside the firm's tax and consulting teams, so payroll flows straight into your books and your business return.",
    },
    news: {
      eyebrow: "Latest news",
      title: "Payroll and tax news for employers",
      lede: "Deadlines, Ohio withholding changes and practical advice for small employers.",
    },
    contact: {
      eyebrow: "Contact us",
      title: "Talk to our payroll team",
      lede: "Switching providers or hiring your first employee? Send us a note and we'll reply within one business day, or call our payroll line.",
    },
  },
};

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
      ({ id, name, shortDescription, link }) => ({ id, name, shortDescription, link, image: `/industries/${id}.svg` }),
    ),
    brands: brandFamily(brand).map((member) => ({ ...member, mark: BRANDS[member.id].logos.mark })),
  };
}
