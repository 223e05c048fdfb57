/**
 * Content of /resources/ohio-business-taxes: the taxes an Ohio small business meets, with who owes
 * them, rates, thresholds, due dates and official links, plus sales tax rates for the counties the
 * firm serves most (Muskingum, Franklin, Fairfield).
 */

import type { ContentSource, OfficialLink } from "./types";

export const lastReviewed = "2026-11-24";

export const OHIO_STATE_SALES_TAX_RATE = 5.75;

export type OhioBusinessTaxId =
  | "commercial-activity-tax"
  | "sales-and-use-tax"
  | "employer-withholding"
  | "municipal-net-profit-tax"
  | "pass-through-entity-tax"
  | "unemployment-insurance";

export interface OhioBusinessTax {
  id: OhioBusinessTaxId;
  name: string;
  /** Who collects it. */
  agency: string;
  whatItIs: string;
  whoOwesIt: string;
  rate: string;
  threshold: string;
  dueDates: readonly string[];
  /** Practical points that save owners money or trouble. */
  goodToKnow: readonly string[];
  officialLink: OfficialLink;
  sources: readonly ContentSource[];
}

const ODT_BUSINESS_TAXES: OfficialLink = {
  label: "Ohio Department of Taxation: business taxes",
  url: "https://tax.ohio.gov/business/ohio-business-taxes",
};
const ODT_DUE_DATES: ContentSource = {
  title: "Ohio Department of Taxation, return and payment due dates",
  url: "https://tax.ohio.gov/help-center/resources/duedates",
};

export interface CountySalesTaxRate {
  county: string;
  /** County permissive rate, percent. */
  countyRate: number;
  /** Transit authority rate, percent (0 where there is none). */
  transitRate: number;
  /** State plus county plus transit, percent. */
  totalRate: number;
  /** Where a different rate applies inside the county. */
  note?: string;
  /** ISO date the rate took effect or was confirmed in the state's rate table. */
  effective: string;
}

export const countySalesTaxRates: readonly CountySalesTaxRate[] = [
  {
    county: "Muskingum",
    countyRate: 1.5,
    transitRate: 0,
    totalRate: 7.25,
    note: "Zanesville, Dresden and the rest of the county all use 7.25%.",
    effective: "2024-07-01",
  },
  {
    county: "Franklin",
    countyRate: 1.25,
    transitRate: 1.0,
    totalRate: 8.0,
    note: "Includes the Central Ohio Transit Authority's 1% (raised from 0.5% on April 1, 2025).",
    effective: "2025-04-01",
  },
  {
    county: "Fairfield",
    countyRate: 1.0,
    transitRate: 0,
    totalRate: 6.75,
    note: "Lancaster and most of the county use 6.75%. The parts of Columbus and Reynoldsburg that lie inside Fairfield County are in the Central Ohio Transit Authority's district and use 7.75%. Check addresses near the Franklin County line with the Finder.",
    effective: "2025-04-01",
  },
];

export const ohioBusinessTaxes: readonly OhioBusinessTax[] = [
  {
    id: "commercial-activity-tax",
    name: "Commercial Activity Tax (CAT)",
    agency: "Ohio Department of Taxation",
    whatItIs:
      "Ohio's tax on the privilege of doing business here, measured by gross receipts rather than profit. Ohio has no corporate income tax; the CAT takes its place.",
    whoOwesIt:
      "Any business, whatever its form (corporation, LLC, partnership or sole proprietor), with more than $6 million a year of taxable gross receipts from Ohio.",
    rate: "0.26% of taxable gross receipts above the $6 million annual exclusion. There is no longer a minimum tax.",
    threshold:
      "$6 million of Ohio taxable gross receipts a calendar year (since 2025; it was $3 million in 2024 and $1 million before that). At or below it, no return and no tax.",
    dueDates: [
      "Quarterly returns and payments: May 10, August 10, November 10 and February 10",
      "Annual CAT returns ended with the 2023 return; everyone who still owes files quarterly",
    ],
    goodToKnow: [
      "Most small businesses no longer owe the CAT. If yours had an account from before 2024 and stays under $6 million, make sure the account was closed so you don't get billed for missing returns.",
      "Gross receipts means sales before expenses: a business with thin margins can pass $6 million long before its profit looks large.",
    ],
    officialLink: ODT_BUSINESS_TAXES,
    sources: [
      {
        title: "Ohio Revised Code Chapter 5751, Commercial Activity Tax",
        url: "https://codes.ohio.gov/ohio-revised-code/chapter-5751",
      },
      {
        title: "Ohio Department of Taxation, CAT law changes (H.B. 33)",
        url: "https://tax.ohio.gov/catlawchanges",
      },
      ODT_DUE_DATES,
    ],
  },
  {
    id: "sales-and-use-tax",
    name: "Sales and use tax",
    agency: "Ohio Department of Taxation",
    whatItIs:
      "Sales tax on retail sales, rentals and leases of goods and some services in Ohio, collected by the seller. Use tax is the same tax owed by the buyer when a taxable purchase arrived with no Ohio tax charged, for example equipment bought online from a seller that did not collect it.",
    whoOwesIt:
      "Every business that makes taxable retail sales in Ohio must hold a vendor's license and collect the tax. Every business owes use tax on taxable purchases it used in Ohio without paying sales tax.",
    rate: `${OHIO_STATE_SALES_TAX_RATE}% state rate plus the county's rate and any transit authority rate: 7.25% in Muskingum County, 8.0% in Franklin County and 6.75% in most of Fairfield County (see the county table).`,
    threshold:
      "None for Ohio sellers: the first taxable sale needs a vendor's license. Sellers outside Ohio must collect once they have more than $100,000 of Ohio sales or 200 or more Ohio transactions in the current or previous year.",
    dueDates: [
      "Returns and payments are due on the 23rd day of the month after each period",
      "The Department assigns each vendor a monthly, quarterly or semiannual schedule based on how much tax it collects",
    ],
    goodToKnow: [
      "Get the vendor's license before you open: from the county auditor for a fixed place of business, or from the Department of Taxation if you sell at shows, fairs and events (a transient vendor's license).",
      "Charge the rate of the place where the customer receives the item: your store's county for counter sales, the customer's county for deliveries. The state's Finder looks up any Ohio address.",
      "File and pay on time to keep the vendor's discount of 0.75% of the tax you collected.",
      "Farmers, manufacturers and resellers can buy some items without tax by giving the seller an exemption certificate; keep copies of the ones you accept.",
    ],
    officialLink: {
      label: "The Finder: Ohio sales tax rate for any address",
      url: "https://thefinder.tax.ohio.gov/",
      description: "Look up the exact rate by street address or 9-digit ZIP code.",
    },
    sources: [
      {
        title: "Ohio Revised Code Chapter 5739, Sales Tax",
        url: "https://codes.ohio.gov/ohio-revised-code/chapter-5739",
      },
      {
        title:
          "Ohio Department of Taxation, sales and use tax rate change effective April 1, 2025 (Central Ohio Transit Authority)",
        url: "https://content.govdelivery.com/accounts/OHTAX/bulletins/3c678f3",
      },
      ODT_DUE_DATES,
    ],
  },
  {
    id: "employer-withholding",
    name: "Employer withholding (state, school district and city)",
    agency: "Ohio Department of Taxation; each city or its tax administrator",
    whatItIs:
      "Ohio income tax taken out of employees' pay and sent to the state, plus school district income tax for employees who live in a district that has one. City income tax is withheld for the city where the employee works and is paid to that city or its administrator (often RITA or CCA), not to the state.",
    whoOwesIt:
      "Every employer with employees working in Ohio, from the first paycheck. Register for a withholding account before the first payroll.",
    rate: "Ohio's withholding tables or formula, published by the Department of Taxation (revised for wages paid from October 1, 2025 to reflect H.B. 96's rate cuts); school district rates from 0.25% to 2% by district; city rates set by each city.",
    threshold:
      "No minimum. How often you pay depends on the state and school district tax you withheld in the 12 months ending the previous June 30: $2,000 or less quarterly, more than $2,000 but under $84,000 monthly, $84,000 or more partial-weekly by electronic transfer.",
    dueDates: [
      "Monthly payers: by the 15th of the following month",
      "Quarterly payers: April 30, July 31, October 31 and January 31",
      "Partial-weekly payers: within three banking days after each payroll period",
      "Annual reconciliation (IT 941) and the W-2 upload: January 31",
    ],
    goodToKnow: [
      "Filing and payment are electronic. Penalties for late deposits add up quickly; a payroll service that files for you usually costs less than the penalties.",
      "Ask each new hire for their home school district (the Finder looks it up), because school district tax follows where the employee lives.",
      "Federal payroll taxes (income tax withholding, Social Security and Medicare) are separate: deposited through EFTPS and reported on Form 941 each quarter.",
    ],
    officialLink: ODT_BUSINESS_TAXES,
    sources: [
      {
        title: "Ohio Revised Code 5747.06 and 5747.07, employer withholding",
        url: "https://codes.ohio.gov/ohio-revised-code/section-5747.07",
      },
      ODT_DUE_DATES,
    ],
  },
  {
    id: "municipal-net-profit-tax",
    name: "Municipal net profit tax",
    agency: "Each city or village (or RITA or CCA on its behalf); optionally the Ohio Department of Taxation",
    whatItIs:
      "More than 600 Ohio cities and villages tax the net profit businesses earn within them, as well as residents' and workers' income. Profit is split among cities by where property, payroll and sales are.",
    whoOwesIt:
      "Businesses of every form with net profit earned in an Ohio municipality that has an income tax. Sole proprietors usually report the profit on their individual city return.",
    rate: "Set by each municipality, usually between 1% and 2.5% (Columbus is 2.5%). Residents often get a credit, sometimes partial, for tax paid to the city where the profit was earned.",
    threshold:
      "None. A loss can usually be carried forward against later profits, within limits set by state law.",
    dueDates: [
      "Annual return: the 15th day of the 4th month after the tax year ends (April 15 for calendar-year businesses)",
      "Estimated payments: 22.5% of the year's tax by April 15, 45% by June 15, 67.5% by September 15 and 90% by December 15 (calendar year)",
      "To file one return for all cities through the state instead, elect by the first day of the third month of the tax year (March 1 for a calendar year)",
    ],
    goodToKnow: [
      "The fourth city estimate is due December 15, a month before the federal and state ones. It catches many owners out.",
      "A business working in several cities can file one return with the Department of Taxation instead of one per city; whether that helps depends on how the cities' rules and credits compare.",
      "A business must register and file even in years with no profit in cities that require it.",
    ],
    officialLink: ODT_BUSINESS_TAXES,
    sources: [
      {
        title: "Ohio Revised Code Chapter 718, municipal income taxes",
        url: "https://codes.ohio.gov/ohio-revised-code/chapter-718",
      },
      ODT_DUE_DATES,
    ],
  },
  {
    id: "pass-through-entity-tax",
    name: "Electing pass-through entity tax (IT 4738)",
    agency: "Ohio Department of Taxation",
    whatItIs:
      "An optional tax an S corporation, partnership or LLC taxed as one can choose to pay on its owners' behalf. The entity deducts the tax on its federal return, which works around the federal cap on deducting state and local taxes; owners add the tax back on their Ohio returns and claim a credit for it.",
    whoOwesIt:
      "No one has to. A qualifying pass-through entity may elect each year; the election covers all of its owners for that year and cannot be undone. Single-member LLCs taxed as sole proprietors (disregarded entities) cannot elect.",
    rate: "3% of the entity's Ohio-apportioned and allocated income (all owners' shares).",
    threshold: "None; the choice is made year by year by filing the IT 4738.",
    dueDates: [
      "Annual IT 4738: April 15 after a calendar tax year; Ohio honors the federal extension to file, not to pay",
      "Estimated payments: quarterly, with the IT 4738 payment coupon or online; check the dates for your entity's tax year on the Department's IT 4738 page before the first one",
    ],
    goodToKnow: [
      "The federal cap on deducting state and local taxes rose to $40,000 for 2025 ($40,400 for 2026), shrinking back toward $10,000 for incomes over about $500,000, so the election helps fewer owners than it did. Higher earners often still benefit.",
      "Whether the election saves money depends on each owner's federal deductions and Ohio business income deduction. We run the numbers both ways before the first estimated payment.",
    ],
    officialLink: {
      label: "Ohio Department of Taxation: IT 4738 electing pass-through entity",
      url: "https://tax.ohio.gov/business/ohio-business-taxes/pass-through-entities/it-4738-electing-pass-through-entity",
    },
    sources: [
      {
        title: "Ohio Revised Code 5747.38, tax on electing pass-through entities",
        url: "https://codes.ohio.gov/ohio-revised-code/section-5747.38",
      },
      {
        title: "Ohio Department of Taxation, IT 4738 FAQs",
        url: "https://tax.ohio.gov/business/ohio-business-taxes/pass-through-entities/it-4738-electing-pass-through-entity",
      },
    ],
  },
  {
    id: "unemployment-insurance",
    name: "Unemployment insurance (state unemployment tax)",
    agency: "Ohio Department of Job and Family Services",
    whatItIs:
      "An employer-paid tax that funds unemployment benefits for Ohio workers. It is never withheld from employees' pay.",
    whoOwesIt:
      "Employers with at least one employee in 20 different weeks of a calendar year, or who pay $1,500 or more in wages in a calendar quarter. Household employers and farms have their own tests.",
    rate: "New employers pay 2.7% (construction employers pay the industry's average rate, which is higher). Once an account has four full quarters of history ending June 30, it gets its own rate based on that history, mailed by December 1 for the coming year.",
    threshold:
      "Tax applies to the first $9,000 of each employee's wages in 2025. The rate notice ODJFS mails by December 1 confirms the next year's rate; check the wage base with it.",
    dueDates: ["Quarterly wage reports and payments: April 30, July 31, October 31 and January 31"],
    goodToKnow: [
      "Register and file through ERIC, the state's online unemployment tax system; reports are due even for quarters with no wages.",
      "The federal unemployment tax (FUTA) is separate: usually 0.6% of the first $7,000 of each employee's wages after the credit for paying Ohio on time, reported on Form 940 by January 31.",
      "Respond to every unemployment claim notice on time; benefits charged to your account raise your future rate.",
    ],
    officialLink: { label: "ERIC: Ohio employer unemployment accounts", url: "https://eric.ohio.gov/" },
    sources: [
      {
        title: "Ohio Revised Code Chapter 4141, unemployment compensation",
        url: "https://codes.ohio.gov/ohio-revised-code/chapter-4141",
      },
      { title: "Ohio Department of Job and Family Services, ERIC", url: "https://eric.ohio.gov/" },
    ],
  },
];

export const ohioBusinessTaxesPage = {
  title: "Ohio Business Taxes",
  description:
    "The Ohio taxes a small business meets: Commercial Activity Tax, sales and use tax, employer withholding, city net profit tax, the pass-through entity election and unemployment insurance, with rates, thresholds and due dates.",
  intro:
    "Ohio taxes businesses differently from most states: no corporate income tax, a gross receipts tax only the largest businesses pay, and city income taxes that often cost more than the state's. Here is what applies to a business in Muskingum County and central Ohio, and when each is due.",
  lastReviewed,
  stateSalesTaxRate: OHIO_STATE_SALES_TAX_RATE,
  countySalesTaxRates,
  taxes: ohioBusinessTaxes,
  disclaimer:
    "Rates and thresholds change. We checked every figure against the sources listed on the date shown; confirm the rate for a specific address with the state's Finder, or call us.",
} as const;
