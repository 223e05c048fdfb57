/**
 * Personal tax pricing (/services/personal-tax/pricing): the one place the firm edits its prices.
 *
 * Prices are whole US dollars and are *starting* prices: the engagement letter states the final fee.
 * When you change a price, change `lastUpdated` too; the page shows it.
 */

import { formatMoney } from "~/resources/format";

export interface PricingTier {
  id: string;
  name: string;
  /** Whole dollars. */
  startingPrice: number;
  whoItsFor: string;
  includes: readonly string[];
}

export interface PricingAddOn {
  id: string;
  name: string;
  /** Whole dollars; 0 when `included` is true. */
  startingPrice: number;
  /** True when every tier already includes it at no extra charge. */
  included: boolean;
  description: string;
}

export interface PersonalTaxPricing {
  title: string;
  intro: string;
  /** The filing season these prices are for, as shown on the page. */
  season: string;
  tiers: readonly PricingTier[];
  addOns: readonly PricingAddOn[];
  /** What moves a price up or down from the starting price. */
  priceFactors: readonly string[];
  pricingNotes: readonly string[];
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
}

export const PERSONAL_TAX_PRICING: PersonalTaxPricing = {
  title: "Personal Tax Pricing",
  intro:
    "Honest, up-front prices for individual and family returns. Every price below includes your federal and Ohio returns, your school district return if you live in a taxing district, one city or village return, e-filing and a walk-through of the finished return. You'll know your price before we start.",
  season: "2027 filing season (tax year 2026 returns)",
  tiers: [
    {
      id: "simple-w2",
      name: "Simple W-2 return",
      startingPrice: 150,
      whoItsFor:
        "Single filers and couples whose income is W-2 wages, perhaps with a little bank interest or unemployment, who take the standard deduction.",
      includes: [
        "Federal Form 1040",
        "Ohio IT 1040",
        "School district return (SD 100), if you live in a taxing district",
        "One city or village return",
        "E-filing with direct deposit or scheduled payment",
        "A walk-through of your finished return",
      ],
    },
    {
      id: "itemized-family",
      name: "Itemized or family return",
      startingPrice: 250,
      whoItsFor:
        "Families with children, child care costs or college expenses, retirees with pensions and Social Security, and homeowners who itemize mortgage interest, property tax and gifts.",
      includes: [
        "Everything in the Simple W-2 return",
        "Itemized deductions (Schedule A)",
        "Child tax credit, child care credit and education credits",
        "Retirement income: pensions, IRA withdrawals and Social Security",
        "Health savings account reporting",
        "Marketplace health insurance reconciliation (Form 8962)",
      ],
    },
    {
      id: "self-employed",
      name: "Self-employed (Schedule C)",
      startingPrice: 350,
      whoItsFor:
        "Sole proprietors, single-member LLCs, gig workers and anyone with 1099-NEC or 1099-K income from their own work.",
      includes: [
        "Everything in the Itemized or family return",
        "Schedule C for one business, with self-employment tax",
        "Home office, vehicle and equipment deductions",
        "Qualified business income deduction and Ohio business income deduction",
        "City net profit reporting for the business",
        "Next year's estimated payments for the IRS, Ohio and your city",
      ],
    },
    {
      id: "rental-property",
      name: "Rental property (Schedule E)",
      startingPrice: 325,
      whoItsFor:
        "Landlords with a house, duplex or farm rental, and owners of oil and gas royalties reported on Schedule E.",
      includes: [
        "Everything in the Itemized or family return",
        "Schedule E for one rental property or royalty interest",
        "Depreciation schedule set up, or carried over from your prior preparer",
        "Passive loss tracking and carryovers",
        "Depletion on oil and gas royalties",
        "City return treatment of rental income",
      ],
    },
    {
      id: "multi-state",
      name: "Multi-state or part-year",
      startingPrice: 300,
      whoItsFor:
        "People who moved into or out of Ohio during the year, or who live in Ohio and work in another state (or the other way around).",
      includes: [
        "Everything in the Simple W-2 return",
        "One other state's return",
        "Income split between Ohio and the other state",
        "Ohio resident or nonresident credit for tax paid to the other state",
        "City returns for the towns you lived and worked in, up to two",
      ],
    },
  ],
  addOns: [
    {
      id: "city-and-school-district",
      name: "City and school district returns",
      startingPrice: 0,
      included: true,
      description:
        "Your school district return and one city or village return are included in every price above, whether your town uses RITA, CCA or its own tax office.",
    },
    {
      id: "additional-city",
      name: "Each additional city or village return",
      startingPrice: 40,
      included: false,
      description: "For a year in which you lived or worked in more towns than your tier includes.",
    },
    {
      id: "additional-state",
      name: "Each additional state return",
      startingPrice: 75,
      included: false,
      description: "Each state return beyond the one your tier includes, resident or nonresident.",
    },
    {
      id: "additional-rental",
      name: "Each additional rental property",
      startingPrice: 75,
      included: false,
      description: "Each rental property or royalty interest beyond the first on Schedule E.",
    },
    {
      id: "amended-return",
      name: "Amended return",
      startingPrice: 150,
      included: false,
      description:
        "Amending a federal, Ohio and city return filed elsewhere. If we made the mistake, we amend our return at no charge.",
    },
    {
      id: "prior-year-return",
      name: "Prior-year return",
      startingPrice: 200,
      included: false,
      description:
        "Preparing an unfiled return for an earlier year, including getting your wage and income records from the IRS when you no longer have them.",
    },
    {
      id: "notice-response",
      name: "IRS or Ohio notice response",
      startingPrice: 95,
      included: false,
      description:
        "Researching and answering a letter about a return filed elsewhere. Letters about returns we prepared are reviewed at no charge.",
    },
  ],
  priceFactors: [
    "How many forms and schedules your return needs",
    "How many businesses, rental properties, states and cities are involved",
    "Whether your documents arrive organized or need sorting and totaling",
    "Records we have to rebuild from earlier years, such as depreciation or carryovers",
    "Stock sales without cost basis on the 1099-B, and cryptocurrency transactions",
    "Returns started in the last days before the April deadline, which may need an extension",
  ],
  pricingNotes: [
    "These are starting prices. We quote your price after seeing your documents and before we begin, and it's confirmed in your engagement letter.",
    "Your price depends on the work your return needs, never on the size of your refund.",
    "If something turns up that changes the price, we tell you before doing the extra work.",
    "Business returns, bookkeeping and payroll are quoted separately, after a short conversation about your business.",
  ],
  lastUpdated: "2026-11-21",
};

/** The price as a page shows it: "From $150", or "Included" for add-ons every tier includes. */
export function formatStartingPrice(item: { startingPrice: number; included?: boolean }): string {
  if (item.included) return "Included";
  return `From ${formatMoney(item.startingPrice)}`;
}
