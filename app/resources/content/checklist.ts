/**
 * Content of /resources/tax-prep-checklist: what to gather before your tax appointment, by
 * category. Item ids are stable (the page remembers which boxes a visitor ticked by id), so change
 * a label freely but never reuse or rename an id.
 */

export const lastReviewed = "2026-11-24";

export interface ChecklistItem {
  /** Stable, unique across the whole checklist, kebab-case. */
  id: string;
  label: string;
  /** Where to find it, or why it matters. */
  hint?: string;
}

export interface ChecklistCategory {
  id: string;
  title: string;
  /** One sentence on who the category is for. */
  summary: string;
  items: readonly ChecklistItem[];
}

export const checklistCategories: readonly ChecklistCategory[] = [
  {
    id: "personal",
    title: "Personal information",
    summary: "Everyone needs these, every year.",
    items: [
      {
        id: "personal-ids",
        label: "Social Security cards or ITIN letters for you, your spouse and every dependent",
        hint: "Names must match Social Security records exactly. The child tax credit needs a Social Security number for each child.",
      },
      {
        id: "personal-photo-id",
        label: "Driver's license or state ID for you and your spouse",
        hint: "Ohio and the IRS may ask for it to confirm your identity.",
      },
      {
        id: "personal-birthdates",
        label: "Dates of birth for everyone on the return",
        hint: "Age decides the deductions for people 65 and older and whether a child qualifies for credits.",
      },
      {
        id: "personal-bank",
        label: "Bank routing and account numbers for direct deposit",
        hint: "A voided check or your bank app's account details. Direct deposit is the fastest way to get a refund.",
      },
      {
        id: "personal-ip-pin",
        label: "IRS Identity Protection PIN, if you have one",
        hint: "A new 6-digit PIN arrives each January (Notice CP01A) or in your IRS Online Account.",
      },
      {
        id: "personal-address-school",
        label: "Your home address on December 31 and your school district",
        hint: "Ohio school district income tax depends on where you lived, not where you worked.",
      },
      {
        id: "personal-life-changes",
        label: "A note of life changes: marriage, divorce, a new baby, a death, a move",
        hint: "Any of these can change your filing status, deductions and credits.",
      },
    ],
  },
  {
    id: "income",
    title: "Income",
    summary: "Every form that reports money you received.",
    items: [
      {
        id: "income-w2",
        label: "W-2 from every employer",
        hint: "Including part-time and seasonal jobs. Employers must send them by January 31.",
      },
      {
        id: "income-1099-nec-k",
        label: "1099-NEC, 1099-MISC and 1099-K for contract work, side jobs and online sales",
        hint: "1099-K comes from payment apps and marketplaces.",
      },
      {
        id: "income-1099-int-div",
        label: "1099-INT and 1099-DIV for interest and dividends",
        hint: "Banks and credit unions send these even for small amounts.",
      },
      {
        id: "income-1099-b",
        label: "1099-B for stock, fund or cryptocurrency sales",
        hint: "Include what you originally paid if the form does not show it.",
      },
      {
        id: "income-1099-r",
        label: "1099-R for pensions, annuities, IRA and 401(k) withdrawals",
        hint: "Also for rollovers, even though they are usually not taxed.",
      },
      {
        id: "income-ssa-1099",
        label: "SSA-1099 for Social Security benefits",
        hint: "Ohio does not tax Social Security; part of it may be taxed federally.",
      },
      {
        id: "income-1099-g",
        label: "1099-G for unemployment benefits or a state refund",
        hint: "Ohio posts its 1099-G in OH|TAX eServices.",
      },
      {
        id: "income-k1",
        label: "Schedule K-1 from any partnership, S corporation, estate or trust",
        hint: "These often arrive in March or later; ask us whether to wait.",
      },
      {
        id: "income-other",
        label:
          "Records of other income: gambling winnings (W-2G), jury duty, alimony from divorces before 2019, royalties",
        hint: "Casino and lottery winnings are taxable in Ohio too.",
      },
    ],
  },
  {
    id: "deductions-credits",
    title: "Deductions and credits",
    summary: "Records that can lower your tax.",
    items: [
      {
        id: "deduct-1098-mortgage",
        label: "Form 1098 mortgage interest statement",
        hint: "From your lender. Only matters if you itemize.",
      },
      {
        id: "deduct-property-tax",
        label: "Real estate tax bills you paid",
        hint: "Muskingum County sends them twice a year; your mortgage statement shows them if taxes are escrowed.",
      },
      {
        id: "deduct-charity",
        label: "Receipts for charitable gifts",
        hint: "You need a written acknowledgment for any single gift of $250 or more, and a bank record or receipt for cash gifts of any size. From 2026, people who don't itemize can deduct up to $1,000 of cash gifts ($2,000 on a joint return).",
      },
      {
        id: "deduct-child-care",
        label: "Child care or day care costs, with each provider's name, address and tax ID",
        hint: "For the federal and Ohio child and dependent care credits.",
      },
      {
        id: "deduct-medical",
        label: "Medical and dental expenses not paid by insurance",
        hint: "Only large amounts help. Ohio allows a deduction for large unreimbursed medical costs even if you don't itemize on your federal return.",
      },
      {
        id: "deduct-retirement-contributions",
        label: "IRA and HSA contribution records",
        hint: "Contributions made up to April 15 can count for the year before.",
      },
      {
        id: "deduct-529",
        label: "Ohio 529 (CollegeAdvantage) contributions",
        hint: "Ohio lets you deduct up to $4,000 per beneficiary each year.",
      },
      {
        id: "deduct-vehicle-loan",
        label: "Interest paid on a loan for a new car bought in 2025 or later",
        hint: "A new federal deduction for 2025 to 2028, for vehicles assembled in the United States. Bring the loan statement and purchase papers.",
      },
      {
        id: "deduct-tips-overtime",
        label: "Pay records showing tips and overtime",
        hint: "Federal deductions for qualified tips and overtime pay apply to 2025 through 2028. Your W-2 or employer statement should show them.",
      },
      {
        id: "deduct-energy",
        label: "Receipts for energy-efficient home improvements or an electric vehicle",
        hint: "The federal electric vehicle credit ended for vehicles bought after September 30, 2025, and the home energy credits end after 2025. Bring receipts with dates and we'll check what still applies.",
      },
    ],
  },
  {
    id: "self-employment",
    title: "Self-employment and small business",
    summary: "For sole proprietors, independent contractors and single-member LLCs.",
    items: [
      {
        id: "se-income-records",
        label: "Income totals by month, with bank deposits and 1099s",
        hint: "1099s don't cover everything; cash and app payments count too.",
      },
      {
        id: "se-expense-records",
        label: "Expense records by category: supplies, phone, insurance, advertising, software, fees",
        hint: "A bookkeeping report or a spreadsheet is fine. We can set up bookkeeping if you need it.",
      },
      {
        id: "se-vehicle-log",
        label: "Business mileage log and vehicle expenses",
        hint: "Total miles driven for the year and business miles, with dates.",
      },
      {
        id: "se-home-office",
        label: "Home office square footage and home costs",
        hint: "Size of the office and of the home, plus rent or mortgage interest, utilities and insurance.",
      },
      {
        id: "se-assets",
        label: "Receipts for equipment, tools, vehicles or computers bought or sold",
        hint: "Bigger purchases may be written off at once or over several years.",
      },
      {
        id: "se-payroll",
        label: "Payroll reports, 941s and W-3 if you have employees",
        hint: "Plus 1099-NECs you issued to contractors.",
      },
      {
        id: "se-estimates",
        label: "Federal, Ohio and city estimated tax payments, with dates",
        hint: "Bank records or confirmation numbers from IRS Direct Pay and Ohio's online payment (OH|TAX eServices or the guest payment service).",
      },
      {
        id: "se-health-insurance",
        label: "Health insurance premiums you paid as a self-employed person",
        hint: "Often deductible on both the federal and Ohio returns.",
      },
      {
        id: "se-municipal",
        label: "City income tax returns and notices for where the business operates",
        hint: "Ohio cities tax net profit; many have their own forms or use RITA or CCA.",
      },
    ],
  },
  {
    id: "rental",
    title: "Rental property",
    summary: "For each house, apartment or farm you rent out.",
    items: [
      {
        id: "rental-income",
        label: "Rents received, by property",
        hint: "Include security deposits you kept and any rent paid in advance.",
      },
      {
        id: "rental-expenses",
        label: "Expenses by property: repairs, insurance, utilities, management fees, advertising",
        hint: "Keep receipts; note which were repairs and which were improvements.",
      },
      {
        id: "rental-mortgage-tax",
        label: "Form 1098 and property tax bills for each rental",
        hint: "These go on Schedule E, not Schedule A.",
      },
      {
        id: "rental-basis",
        label: "Purchase closing statement and records of improvements",
        hint: "Needed for depreciation the first year, and when you sell.",
      },
      {
        id: "rental-days",
        label: "Days rented and days of personal use",
        hint: "Vacation homes and short-term rentals follow special rules.",
      },
    ],
  },
  {
    id: "education",
    title: "Education",
    summary: "For students and parents paying for school.",
    items: [
      {
        id: "education-1098-t",
        label: "Form 1098-T from each college or trade school",
        hint: "Log in to the school's student portal if it did not arrive by mail.",
      },
      {
        id: "education-receipts",
        label: "Receipts for tuition, required fees and books",
        hint: "The 1098-T does not always show everything the credits allow.",
      },
      {
        id: "education-1098-e",
        label: "Form 1098-E for student loan interest",
        hint: "From your loan servicer.",
      },
      {
        id: "education-scholarships",
        label: "Scholarship and grant amounts",
        hint: "They reduce the expenses that qualify for credits.",
      },
      {
        id: "education-529-withdrawals",
        label: "Form 1099-Q for 529 plan withdrawals",
        hint: "Withdrawals for qualified costs are tax-free; keep the matching receipts.",
      },
    ],
  },
  {
    id: "health",
    title: "Health coverage",
    summary: "Coverage forms, especially if you bought insurance on your own.",
    items: [
      {
        id: "health-1095-a",
        label: "Form 1095-A if anyone had Marketplace (HealthCare.gov) coverage",
        hint: "Required: the return cannot be finished without it. The premium credit is settled on your return.",
      },
      {
        id: "health-1095-b-c",
        label: "Forms 1095-B or 1095-C from an employer or insurer",
        hint: "Not required to file, but useful if coverage questions come up.",
      },
      {
        id: "health-hsa",
        label: "Forms 1099-SA and 5498-SA for a health savings account",
        hint: "Show what you spent from and put into an HSA.",
      },
    ],
  },
  {
    id: "prior-year-payments",
    title: "Last year's return and payments",
    summary: "What we need to start from an accurate base.",
    items: [
      {
        id: "prior-returns",
        label: "Last year's federal, Ohio, school district and city returns",
        hint: "New clients especially: they carry forward losses, depreciation and credits.",
      },
      {
        id: "prior-estimates",
        label: "Dates and amounts of any estimated payments for the year",
        hint: "Federal, Ohio, school district and city are each tracked separately.",
      },
      {
        id: "prior-refund-applied",
        label: "Any refund from last year you applied to this year",
        hint: "It counts as a payment for this year.",
      },
      {
        id: "prior-notices",
        label: "Letters from the IRS, Ohio or your city",
        hint: "Bring every letter you received during the year, even if you think it is resolved.",
      },
      {
        id: "prior-agi",
        label: "Last year's adjusted gross income",
        hint: "Used to sign an e-filed return if you changed preparers.",
      },
    ],
  },
];

export const checklistPage = {
  title: "Tax Prep Checklist",
  description:
    "Everything to gather before your tax appointment: personal information, income forms, deductions, self-employment, rental, education, health coverage and last year's return.",
  intro:
    "Tick off each item as you put it in your folder. Not everything applies to everyone; skip the sections that don't fit your year. Bring what you have, and we'll help track down the rest.",
  lastReviewed,
  categories: checklistCategories,
} as const;

/** Every item id on the checklist, in order. */
export function checklistItemIds(categories: readonly ChecklistCategory[] = checklistCategories): string[] {
  return categories.flatMap((category) => category.items.map((item) => item.id));
}

/** Progress through the checklist, counting only ids that still exist (old saved ids are ignored). */
export function checklistProgress(
  checkedIds: Iterable<string>,
  categories: readonly ChecklistCategory[] = checklistCategories,
): { done: number; total: number } {
  const all = new Set(checklistItemIds(categories));
  let done = 0;
  for (const id of new Set(checkedIds)) if (all.has(id)) done++;
  return { done, total: all.size };
}
