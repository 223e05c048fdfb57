/**
 * The tax calendar's deadlines for calendar-year taxpayers: what is due, who it concerns, the agency's
 * page, the law that sets the day, and the day itself as the law writes it. The dates a visitor sees are
 * worked out from these by calendar.ts, moved for weekends and legal holidays as each agency moves them
 * (holidays.ts). Every date of 2026 and 2027 is checked against the agencies' own tables in
 * calendar.test.ts.
 *
 * Reviewed against the sources on `CALENDAR_REVIEWED`. A change in the law is a change here (with a
 * `fromTaxYear` / `untilTaxYear` on the old and new rule), never a date typed into a page.
 */
import { MONTHS } from "../format.ts";
import type { Jurisdiction } from "./holidays.ts";

export const CALENDAR_REVIEWED = "2026-11-26";

/** The calendar years the calendar shows and the feed carries: this year and next. */
export const CALENDAR_YEARS = [2026, 2027] as const;

export const AUDIENCES = ["individuals", "businesses", "employers"] as const;
export type Audience = (typeof AUDIENCES)[number];

export const AUDIENCE_LABELS: Readonly<Record<Audience, string>> = {
  individuals: "Individuals and families",
  businesses: "Businesses",
  employers: "Employers",
};

export interface Link {
  title: string;
  url: string;
}

/** One day a rule falls on in a year: month and day as the law writes them, for the tax year before or the same. */
export interface Occurrence {
  /** Stable within the rule: part of the event's id, so a subscribed calendar updates it in place. */
  key: string;
  month: number;
  day: number;
  /** 0: for the tax year of the same calendar year; 1: for the year before (returns filed in April). */
  yearsAfterTaxYear: 0 | 1;
  /** What this occurrence covers, with `{year}` for its tax year: "1st payment for {year}". */
  period: string;
}

export interface DeadlineRule {
  /** kebab-case; never changed once published (it is part of the feed's event ids). */
  id: string;
  agency:
    "IRS" | "Ohio Department of Taxation" | "Ohio Department of Job and Family Services" | "Ohio cities";
  /** Whose rules move the date: the IRS's (IRC 7503) or Ohio's (R.C. 1.14). */
  jurisdiction: Jurisdiction;
  /** What is due, short: the calendar entry's title. */
  title: string;
  /** Who it concerns, in a sentence. */
  who: string;
  /** One or two sentences a client needs beyond the title. */
  detail?: string;
  audiences: readonly Audience[];
  /** The agency's page for it: forms, how to file or pay. */
  link: Link;
  /** The statute or regulation that sets the day. */
  source: Link;
  occurrences: readonly Occurrence[];
}

const yearly = (key: string, month: number, day: number, period: string, after: 0 | 1 = 1): Occurrence => ({
  key,
  month,
  day,
  yearsAfterTaxYear: after,
  period,
});

/** Four quarters due on a day of the month after each quarter (941, IT 501, ODJFS reports). */
function quarterly(lastDay: (month: number) => number): Occurrence[] {
  return [
    yearly("q1", 4, lastDay(4), "January to March {year}", 0),
    yearly("q2", 7, lastDay(7), "April to June {year}", 0),
    yearly("q3", 10, lastDay(10), "July to September {year}", 0),
    yearly("q4", 1, lastDay(1), "October to December {year}", 1),
  ];
}
const LAST_DAY = (month: number) => new Date(Date.UTC(2001, month, 0)).getUTCDate();

/** April 15, June 15, September 15 and January 15: individual estimated tax, federal and Ohio alike. */
const INDIVIDUAL_ESTIMATES: readonly Occurrence[] = [
  yearly("1", 4, 15, "1st payment for {year} (income from January to March)", 0),
  yearly("2", 6, 15, "2nd payment for {year} (income from April and May)", 0),
  yearly("3", 9, 15, "3rd payment for {year} (income from June to August)", 0),
  yearly("4", 1, 15, "4th and last payment for {year} (income from September to December)", 1),
];


/**
 * Ohio sales tax: the return for each period is due on the 23rd of the month after it (R.C. 5739.12).
 * The Department assigns each vendor monthly, quarterly (calendar quarters) or semiannual (January to
 * June, July to December) periods, so a month that ends a quarter or a half year is due for them too.
 */
const SALES_TAX_MONTHS: readonly Occurrence[] = MONTHS.map((name, index) => {
  const month = index + 1;
  const periods = [`${name} {year} (monthly filers)`];
  if (month % 3 === 0) periods.push(`${MONTHS[month - 3]} to ${name} {year} (quarterly filers)`);
  if (month % 6 === 0) periods.push(`${MONTHS[month - 6]} to ${name} {year} (semiannual filers)`);
  return yearly(
    `m${String(month).padStart(2, "0")}`,
    month === 12 ? 1 : month + 1,
    23,
    periods.join("; "),
    month === 12 ? 1 : 0,
  );
});

/** Ohio withholding for monthly payers: by the 15th of the month after the month withheld (R.C. 5747.07). */
const WITHHOLDING_MONTHS: readonly Occurrence[] = MONTHS.map((name, index) => {
  const month = index + 1;
  return yearly(
    `m${String(month).padStart(2, "0")}`,
    month === 12 ? 1 : month + 1,
    15,
    `${name} {year}`,
    month === 12 ? 1 : 0,
  );
});

const IRS_WHEN_TO_FILE = "https://www.irs.gov/filing/individuals/when-to-file";
const OHIO_DUE_DATES = "https://tax.ohio.gov/help-center/resources/duedates";

export const DEADLINE_RULES: readonly DeadlineRule[] = [
  {
    id: "federal-individual-return",
    agency: "IRS",
    jurisdiction: "federal",
    title: "Federal income tax return (Form 1040) or extension request (Form 4868), and any tax owed",
    who: "Individuals and families; sole proprietors and single-member LLCs file with it (Schedule C).",
    detail:
      "An extension gives six more months to file, not to pay: pay what you expect to owe by this day to avoid penalties and interest.",
    audiences: ["individuals"],
    link: { title: "IRS: When to file", url: IRS_WHEN_TO_FILE },
    source: { title: "IRC section 6072(a)", url: "https://www.law.cornell.edu/uscode/text/26/6072" },
    occurrences: [yearly("return", 4, 15, "{year} returns")],
  },
  {
    id: "federal-individual-extended-return",
    agency: "IRS",
    jurisdiction: "federal",
    title: "Extended federal income tax returns (Form 1040)",
    who: "Individuals who asked for an extension by the April due date.",
    audiences: ["individuals"],
    link: {
      title: "IRS: Form 4868, extension of time to file",
      url: "https://www.irs.gov/forms-pubs/about-form-4868",
    },
    source: {
      title: "Treas. Reg. 1.6081-4 (automatic six-month extension)",
      url: "https://www.law.cornell.edu/cfr/text/26/1.6081-4",
    },
    occurrences: [yearly("return", 10, 15, "{year} returns")],
  },
  {
    id: "federal-estimated-tax",
    agency: "IRS",
    jurisdiction: "federal",
    title: "Federal estimated tax payment (Form 1040-ES)",
    who: "Individuals who expect to owe $1,000 or more after withholding: the self-employed, landlords, retirees and investors.",
    audiences: ["individuals"],
    link: {
      title: "IRS: Form 1040-ES, Estimated Tax for Individuals",
      url: "https://www.irs.gov/forms-pubs/about-form-1040-es",
    },
    source: { title: "IRC section 6654(c)", url: "https://www.law.cornell.edu/uscode/text/26/6654" },
    occurrences: INDIVIDUAL_ESTIMATES,
  },
  {
    id: "federal-return-instead-of-estimate",
    agency: "IRS",
    jurisdiction: "federal",
    title: "File your federal return and pay in full instead of the January estimated payment",
    who: "Individuals who did not make the January estimated payment: filing the return and paying everything owed by this day avoids the penalty for that payment.",
    audiences: ["individuals"],
    link: {
      title: "IRS: Form 1040-ES, Estimated Tax for Individuals",
      url: "https://www.irs.gov/forms-pubs/about-form-1040-es",
    },
    source: { title: "IRC section 6654(h)", url: "https://www.law.cornell.edu/uscode/text/26/6654" },
    occurrences: [yearly("return", 1, 31, "{year} returns")],
  },
  {
    id: "ohio-individual-return",
    agency: "Ohio Department of Taxation",
    jurisdiction: "ohio",
    title:
      "Ohio income tax return (IT 1040) and school district income tax return (SD 100), and any tax owed",
    who: "Ohio residents and anyone with Ohio income; SD 100 for those living in a school district with an income tax.",
    detail:
      "Ohio accepts the federal extension to file (no Ohio form), but the tax is still due on this day: pay with the IT 40P or SD 40P voucher.",
    audiences: ["individuals"],
    link: {
      title: "Ohio Department of Taxation: individual income tax",
      url: "https://tax.ohio.gov/individual",
    },
    source: {
      title: "Ohio Revised Code 5747.08(G) and 5748.08",
      url: "https://codes.ohio.gov/ohio-revised-code/section-5747.08",
    },
    occurrences: [yearly("return", 4, 15, "{year} returns")],
  },
  {
    id: "ohio-individual-extended-return",
    agency: "Ohio Department of Taxation",
    jurisdiction: "ohio",
    title: "Extended Ohio income tax and school district returns (IT 1040, SD 100)",
    who: "Ohio filers who have a federal extension.",
    audiences: ["individuals"],
    link: { title: "Ohio Department of Taxation: due dates", url: OHIO_DUE_DATES },
    source: {
      title: "Ohio Revised Code 5747.08(G)",
      url: "https://codes.ohio.gov/ohio-revised-code/section-5747.08",
    },
    occurrences: [yearly("return", 10, 15, "{year} returns")],
  },
  {
    id: "ohio-estimated-tax",
    agency: "Ohio Department of Taxation",
    jurisdiction: "ohio",
    title: "Ohio estimated income tax payment (IT 1040ES) and school district estimate (SD 100ES)",
    who: "Anyone who expects to owe more than $500 of Ohio income or school district tax after withholding and credits.",
    audiences: ["individuals"],
    link: {
      title: "Ohio Department of Taxation: return and payment due dates",
      url: OHIO_DUE_DATES,
    },
    source: {
      title: "Ohio Revised Code 5747.09",
      url: "https://codes.ohio.gov/ohio-revised-code/section-5747.09",
    },
    occurrences: INDIVIDUAL_ESTIMATES,
  },
  {
    id: "ohio-city-return",
    agency: "Ohio cities",
    jurisdiction: "ohio",
    title: "Ohio city income tax returns (individuals and calendar-year businesses)",
    who: "Residents and workers of Ohio cities and villages with an income tax, and businesses with net profit there. Most file through RITA, CCA or the city itself.",
    audiences: ["individuals", "businesses"],
    link: {
      title: "Ohio Department of Taxation: municipal income tax",
      url: "https://tax.ohio.gov/business/ohio-business-taxes/municipal-net-profit",
    },
    source: {
      title: "Ohio Revised Code 718.05(G)",
      url: "https://codes.ohio.gov/ohio-revised-code/section-718.05",
    },
    occurrences: [yearly("return", 4, 15, "{year} returns")],
  },
  {
    id: "ohio-city-estimated-tax",
    agency: "Ohio cities",
    jurisdiction: "ohio",
    title: "Ohio city income tax estimate",
    who: "Individuals and businesses that expect to owe $200 or more of city tax not withheld by an employer.",
    detail:
      "Cities ask for 22.5% of the year's tax by April, 45% by June, 67.5% by September and 90% by December: the last one comes a month before the federal and state ones.",
    audiences: ["individuals", "businesses"],
    link: {
      title: "Ohio Department of Taxation: municipal income tax",
      url: "https://tax.ohio.gov/business/ohio-business-taxes/municipal-net-profit",
    },
    source: {
      title: "Ohio Revised Code 718.08",
      url: "https://codes.ohio.gov/ohio-revised-code/section-718.08",
    },
    occurrences: [
      yearly("1", 4, 15, "22.5% of the {year} tax", 0),
      yearly("2", 6, 15, "45% of the {year} tax", 0),
      yearly("3", 9, 15, "67.5% of the {year} tax", 0),
      yearly("4", 12, 15, "90% of the {year} tax", 0),
    ],
  },
  {
    id: "partnership-s-corporation-return",
    agency: "IRS",
    jurisdiction: "federal",
    title:
      "Partnership and S corporation returns (Forms 1065 and 1120-S) or extension requests (Form 7004), and owners' Schedules K-1",
    who: "Partnerships, multi-member LLCs and S corporations on the calendar year.",
    audiences: ["businesses"],
    link: {
      title: "IRS: Form 7004, extension for business returns",
      url: "https://www.irs.gov/forms-pubs/about-form-7004",
    },
    source: { title: "IRC section 6072(b)", url: "https://www.law.cornell.edu/uscode/text/26/6072" },
    occurrences: [yearly("return", 3, 15, "{year} returns")],
  },
  {
    id: "partnership-s-corporation-extended-return",
    agency: "IRS",
    jurisdiction: "federal",
    title: "Extended partnership and S corporation returns (Forms 1065 and 1120-S)",
    who: "Partnerships and S corporations that filed Form 7004 by the March due date.",
    audiences: ["businesses"],
    link: {
      title: "IRS: Form 7004, extension for business returns",
      url: "https://www.irs.gov/forms-pubs/about-form-7004",
    },
    source: {
      title: "Treas. Reg. 1.6081-2 (automatic six-month extension)",
      url: "https://www.law.cornell.edu/cfr/text/26/1.6081-2",
    },
    occurrences: [yearly("return", 9, 15, "{year} returns")],
  },
  {
    id: "corporation-return",
    agency: "IRS",
    jurisdiction: "federal",
    title: "C corporation income tax return (Form 1120) or extension request (Form 7004), and any tax owed",
    who: "C corporations on the calendar year.",
    audiences: ["businesses"],
    link: { title: "IRS: Form 1120", url: "https://www.irs.gov/forms-pubs/about-form-1120" },
    source: { title: "IRC section 6072(a)", url: "https://www.law.cornell.edu/uscode/text/26/6072" },
    occurrences: [yearly("return", 4, 15, "{year} returns")],
  },
  {
    id: "corporation-extended-return",
    agency: "IRS",
    jurisdiction: "federal",
    title: "Extended C corporation returns (Form 1120)",
    who: "C corporations that filed Form 7004 by the April due date.",
    audiences: ["businesses"],
    link: {
      title: "IRS: Form 7004, extension for business returns",
      url: "https://www.irs.gov/forms-pubs/about-form-7004",
    },
    source: { title: "IRC section 6081(b)", url: "https://www.law.cornell.edu/uscode/text/26/6081" },
    occurrences: [yearly("return", 10, 15, "{year} returns")],
  },
  {
    id: "corporation-estimated-tax",
    agency: "IRS",
    jurisdiction: "federal",
    title: "C corporation estimated tax deposit",
    who: "C corporations that expect to owe $500 or more for the year.",
    audiences: ["businesses"],
    link: {
      title: "IRS: Estimated taxes for businesses",
      url: "https://www.irs.gov/businesses/small-businesses-self-employed/estimated-taxes",
    },
    source: { title: "IRC section 6655(c)", url: "https://www.law.cornell.edu/uscode/text/26/6655" },
    occurrences: [
      yearly("1", 4, 15, "1st installment for {year}", 0),
      yearly("2", 6, 15, "2nd installment for {year}", 0),
      yearly("3", 9, 15, "3rd installment for {year}", 0),
      yearly("4", 12, 15, "4th installment for {year}", 0),
    ],
  },
  {
    id: "ohio-commercial-activity-tax",
    agency: "Ohio Department of Taxation",
    jurisdiction: "ohio",
    title: "Ohio Commercial Activity Tax (CAT) quarterly return and payment",
    who: "Businesses with more than $6 million a year of Ohio taxable gross receipts.",
    audiences: ["businesses"],
    link: {
      title: "Ohio Department of Taxation: Commercial Activity Tax",
      url: "https://tax.ohio.gov/business/ohio-business-taxes/commercial-activities",
    },
    source: {
      title: "Ohio Revised Code 5751.051",
      url: "https://codes.ohio.gov/ohio-revised-code/section-5751.051",
    },
    occurrences: quarterly(() => 10).map((occurrence) => ({
      ...occurrence,
      month: occurrence.month === 1 ? 2 : occurrence.month + 1,
    })),
  },
  {
    id: "ohio-sales-tax",
    agency: "Ohio Department of Taxation",
    jurisdiction: "ohio",
    title: "Ohio sales and use tax return and payment (UST 1)",
    who: "Vendors with an Ohio vendor's license, on the schedule the Department assigned them.",
    audiences: ["businesses"],
    link: {
      title: "Ohio Department of Taxation: sales and use tax",
      url: "https://tax.ohio.gov/business/ohio-business-taxes/sales-and-use",
    },
    source: {
      title: "Ohio Revised Code 5739.12",
      url: "https://codes.ohio.gov/ohio-revised-code/section-5739.12",
    },
    occurrences: SALES_TAX_MONTHS,
  },
  {
    id: "form-941",
    agency: "IRS",
    jurisdiction: "federal",
    title: "Quarterly federal payroll tax return (Form 941)",
    who: "Employers that withhold income tax, Social Security and Medicare from wages.",
    detail:
      "Deposits are due earlier, monthly or semiweekly through EFTPS; this is the return for the quarter.",
    audiences: ["employers"],
    link: { title: "IRS: Form 941", url: "https://www.irs.gov/forms-pubs/about-form-941" },
    source: {
      title: "Treas. Reg. 31.6071(a)-1(a)",
      url: "https://www.law.cornell.edu/cfr/text/26/31.6071(a)-1",
    },
    occurrences: quarterly(LAST_DAY),
  },
  {
    id: "form-940",
    agency: "IRS",
    jurisdiction: "federal",
    title: "Federal unemployment tax return (Form 940)",
    who: "Employers that paid $1,500 or more in wages in any quarter, or had an employee in 20 weeks of the year.",
    audiences: ["employers"],
    link: { title: "IRS: Form 940", url: "https://www.irs.gov/forms-pubs/about-form-940" },
    source: {
      title: "Treas. Reg. 31.6071(a)-1(c)",
      url: "https://www.law.cornell.edu/cfr/text/26/31.6071(a)-1",
    },
    occurrences: [yearly("return", 1, 31, "{year} wages")],
  },
  {
    id: "form-w-2",
    agency: "IRS",
    jurisdiction: "federal",
    title: "Forms W-2 to employees, and Forms W-2 and W-3 to the Social Security Administration",
    who: "Every employer, for each employee paid in the year.",
    audiences: ["employers"],
    link: { title: "IRS: Form W-2", url: "https://www.irs.gov/forms-pubs/about-form-w-2" },
    source: { title: "IRC section 6071(c)", url: "https://www.law.cornell.edu/uscode/text/26/6071" },
    occurrences: [yearly("return", 1, 31, "{year} wages")],
  },
  {
    id: "form-1099-nec",
    agency: "IRS",
    jurisdiction: "federal",
    title: "Forms 1099-NEC to contractors and to the IRS",
    who: "Businesses that paid a contractor (not an employee) $600 or more for services in the year.",
    audiences: ["businesses", "employers"],
    link: { title: "IRS: Form 1099-NEC", url: "https://www.irs.gov/forms-pubs/about-form-1099-nec" },
    source: { title: "IRC section 6071(c)", url: "https://www.law.cornell.edu/uscode/text/26/6071" },
    occurrences: [yearly("return", 1, 31, "{year} payments")],
  },
  {
    id: "form-1099-electronic",
    agency: "IRS",
    jurisdiction: "federal",
    title: "Other Forms 1099 (such as 1099-MISC) to the IRS, filed electronically",
    who: "Businesses filing information returns other than 1099-NEC; electronic filing is required from 10 returns a year.",
    audiences: ["businesses", "employers"],
    link: {
      title: "IRS: Information returns (FIRE and IRIS)",
      url: "https://www.irs.gov/filing/e-file-information-returns",
    },
    source: { title: "IRC section 6071(b)", url: "https://www.law.cornell.edu/uscode/text/26/6071" },
    occurrences: [yearly("return", 3, 31, "{year} payments")],
  },
  {
    id: "ohio-withholding-monthly",
    agency: "Ohio Department of Taxation",
    jurisdiction: "ohio",
    title: "Ohio and school district withholding payment, monthly payers (IT 501, SD 101)",
    who: "Employers that withheld more than $2,000 but less than $84,000 of Ohio and school district tax in the 12 months ending the previous June 30.",
    audiences: ["employers"],
    link: {
      title: "Ohio Department of Taxation: employer withholding",
      url: "https://tax.ohio.gov/business/ohio-business-taxes/employer-withholding",
    },
    source: {
      title: "Ohio Revised Code 5747.07(B)",
      url: "https://codes.ohio.gov/ohio-revised-code/section-5747.07",
    },
    occurrences: WITHHOLDING_MONTHS,
  },
  {
    id: "ohio-withholding-quarterly",
    agency: "Ohio Department of Taxation",
    jurisdiction: "ohio",
    title: "Ohio and school district withholding payment, quarterly payers (IT 501, SD 101)",
    who: "Employers that withheld $2,000 or less of Ohio and school district tax in the 12 months ending the previous June 30.",
    audiences: ["employers"],
    link: {
      title: "Ohio Department of Taxation: employer withholding",
      url: "https://tax.ohio.gov/business/ohio-business-taxes/employer-withholding",
    },
    source: {
      title: "Ohio Revised Code 5747.07(B)",
      url: "https://codes.ohio.gov/ohio-revised-code/section-5747.07",
    },
    occurrences: quarterly(LAST_DAY),
  },
  {
    id: "ohio-withholding-reconciliation",
    agency: "Ohio Department of Taxation",
    jurisdiction: "ohio",
    title: "Ohio annual withholding reconciliation (IT 941, SD 141) and W-2 upload",
    who: "Every Ohio employer with a withholding account, even in a year with no payroll.",
    audiences: ["employers"],
    link: {
      title: "Ohio Department of Taxation: employer withholding",
      url: "https://tax.ohio.gov/business/ohio-business-taxes/employer-withholding",
    },
    source: {
      title: "Ohio Revised Code 5747.07(F)",
      url: "https://codes.ohio.gov/ohio-revised-code/section-5747.07",
    },
    occurrences: [yearly("return", 1, 31, "{year} withholding")],
  },
  {
    id: "ohio-unemployment-report",
    agency: "Ohio Department of Job and Family Services",
    jurisdiction: "ohio",
    title: "Ohio unemployment insurance quarterly wage report and contribution (ERIC)",
    who: "Employers with an Ohio unemployment account; a report is due even for a quarter with no wages.",
    audiences: ["employers"],
    link: { title: "ERIC: Ohio employer unemployment accounts", url: "https://eric.ohio.gov/" },
    source: {
      title: "Ohio Revised Code 4141.20 and Ohio Administrative Code 4141-11-01",
      url: "https://codes.ohio.gov/ohio-revised-code/section-4141.20",
    },
    occurrences: quarterly(LAST_DAY),
  },
];
