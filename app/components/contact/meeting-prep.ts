/**
 * What to bring to a meeting (the /schedule page), by kind of meeting. Used only by the page's
 * loader, so none of this text is in the browser bundle.
 */
import type { ServiceId } from "~/brands";

export interface PrepareList {
  /** The service this list belongs to, so each brand sees its own work first; none for the last, general list. */
  serviceId?: ServiceId;
  title: string;
  items: readonly string[];
}

/** What to bring, by kind of meeting. Ordered per brand by its service priorities (see the loader). */
export const PREPARE_LISTS: readonly PrepareList[] = [
  {
    serviceId: "personal-tax",
    title: "For a personal or family tax return",
    items: [
      "Photo ID for you and your spouse, and Social Security cards (or ITIN letters) for everyone on the return",
      "Last year’s federal and Ohio returns, if we did not prepare them",
      "Every W-2, 1099 (NEC, MISC, K, INT, DIV, B, R, G) and SSA-1099 you received",
      "Form 1098 for mortgage interest, your property tax bills and records of charitable gifts",
      "Child care costs with the provider’s name and tax ID, and Form 1095-A if you bought marketplace health insurance",
      "Estimated tax payments made to the IRS, Ohio and your city or school district",
    ],
  },
  {
    serviceId: "business-tax",
    title: "For a business return or bookkeeping",
    items: [
      "The last two years of business tax returns",
      "A year-to-date profit and loss statement and balance sheet, or your bank and credit card statements",
      "Loan statements and a list of equipment or vehicles bought or sold this year",
      "Sales tax, commercial activity tax (CAT) and municipal net profit filings you have made",
      "Any letters from the IRS, the Ohio Department of Taxation or your city’s tax office",
    ],
  },
  {
    serviceId: "payroll",
    title: "For setting up or switching payroll",
    items: [
      "Your EIN and Ohio withholding account number",
      "Your Ohio unemployment (ODJFS) employer account number and Bureau of Workers’ Compensation policy number",
      "A list of employees with their W-4 and Ohio IT 4 forms, pay rates and pay schedule",
      "If you are switching providers: this year’s payroll registers and filed 941 and IT 501 reports",
      "The business bank account that will fund direct deposit",
    ],
  },
  {
    serviceId: "business-formation",
    title: "For starting a business",
    items: [
      "What the business will do, where, and who will own it (and in what shares)",
      "A rough idea of first-year income and costs",
      "The name you want to use, so we can check it with the Ohio Secretary of State",
      "Whether you plan to hire employees in the first year",
    ],
  },
  {
    title: "For a letter from the IRS or Ohio",
    items: [
      "Every page of the letter, and the envelope it came in",
      "The tax return the letter is about",
      "Any payments or replies you have already sent",
    ],
  },
];

/** Lists for this brand's services first, in its order; the general list last. */
export function orderPrepareLists(
  lists: readonly PrepareList[],
  servicePriorities: readonly ServiceId[],
): PrepareList[] {
  const rank = (list: PrepareList) => {
    if (!list.serviceId) return Number.MAX_SAFE_INTEGER;
    const index = servicePriorities.indexOf(list.serviceId);
    return index === -1 ? Number.MAX_SAFE_INTEGER - 1 : index;
  };
  return [...lists].sort((a, b) => rank(a) - rank(b));
}
