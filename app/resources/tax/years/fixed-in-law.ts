import type { FederalTables, OhioTables } from "../types.ts";

/**
 * Amounts the law fixes rather than indexes, the same in 2025 and 2026. Each year's module uses
 * these, so a change in the law is made once, here, with its source.
 */

const OHIO_2025_BOOKLET =
  "https://dam.assets.ohio.gov/image/upload/v1767095693/tax.ohio.gov/forms/ohio_individual/individual/2025/it1040-booklet.pdf";
const OHIO_CREDITS_NOTE =
  "H.B. 96 (2025) changed Ohio's rates, exemptions and joint filing credit but not this credit; Ohio's 2026 instructions were not yet published when we last reviewed this.";

/** IRC section 86: base amounts and tiers have never been indexed (Pub. 915). */
export const SOCIAL_SECURITY_BENEFITS: FederalTables["socialSecurityBenefits"] = {
  baseAmountJoint: 32_000,
  baseAmountOther: 25_000,
  baseAmountSeparate: 0,
  secondTierJoint: 12_000,
  secondTierOther: 9_000,
  lowerRate: 0.5,
  upperRate: 0.85,
  source: {
    title:
      "IRC section 86; IRS Publication 915 and the Form 1040 instructions, Social Security Benefits Worksheet (base amounts $25,000, $32,000 joint, $0 married filing separately living together)",
    url: "https://www.irs.gov/publications/p915",
    note: "The base amounts are set in the law and not adjusted for inflation. A qualifying surviving spouse uses the $25,000 base, as a single filer does (IRC section 86(c)(1)(A); checked 2026-11-24).",
  },
};

export const OHIO_SOCIAL_SECURITY_DEDUCTION: OhioTables["socialSecurityDeduction"] = {
  source: {
    title:
      "Ohio Revised Code 5747.01(A) (Ohio adjusted gross income); 2025 Ohio Schedule of Adjustments: Social Security benefits included in federal AGI are deducted",
    url: OHIO_2025_BOOKLET,
  },
};

export const OHIO_RETIREMENT_INCOME_CREDIT: OhioTables["retirementIncomeCredit"] = {
  steps: [
    { over: 500, credit: 25 },
    { over: 1_500, credit: 50 },
    { over: 3_000, credit: 80 },
    { over: 5_000, credit: 130 },
    { over: 8_000, credit: 200 },
  ],
  incomeLimit: 100_000,
  source: {
    title:
      "Ohio Revised Code 5747.055(B) (retirement income credit, $25 to $200 per return); 2025 Ohio Schedule of Credits, line 2",
    url: "https://codes.ohio.gov/ohio-revised-code/section-5747.055",
    note: `Pension, annuity and retirement-plan income received on account of retirement and included in Ohio AGI, when MAGI less exemptions is under $100,000. Not for anyone who once took the lump sum retirement credit (R.C. 5747.055(C)). ${OHIO_CREDITS_NOTE}`,
  },
};

export const OHIO_SENIOR_CITIZEN_CREDIT: OhioTables["seniorCitizenCredit"] = {
  amountPerReturn: 50,
  minimumAge: 65,
  incomeLimit: 100_000,
  source: {
    title:
      "Ohio Revised Code 5747.055(F) (senior citizen credit, $50 per return); 2025 Ohio Schedule of Credits, line 4",
    url: "https://codes.ohio.gov/ohio-revised-code/section-5747.055",
    note: `65 or older at the end of the year, MAGI less exemptions under $100,000, and never having taken the lump sum distribution credit (R.C. 5747.055(G)). ${OHIO_CREDITS_NOTE}`,
  },
};

export const OHIO_EXEMPTION_CREDIT: OhioTables["exemptionCredit"] = {
  perExemption: 20,
  incomeLimit: 30_000,
  source: {
    title:
      "Ohio Revised Code 5747.022 ($20 per exemption when modified AGI less exemptions is under $30,000); 2025 Ohio Schedule of Credits, line 9",
    url: "https://codes.ohio.gov/ohio-revised-code/section-5747.022",
  },
};

export const OHIO_EARNED_INCOME_CREDIT: OhioTables["earnedIncomeCredit"] = {
  shareOfFederal: 0.3,
  source: {
    title:
      "Ohio Revised Code 5747.71 (Ohio earned income credit: 30% of the federal credit, nonrefundable); 2025 Ohio Schedule of Credits, line 13",
    url: "https://codes.ohio.gov/ohio-revised-code/section-5747.71",
    note: "The credit used to be capped at half the tax when Ohio AGI less exemptions was over $20,000; H.B. 62 (2019) removed that cap from taxable year 2019 on. It can reduce Ohio tax to zero but is never paid out.",
  },
};
