import type { TaxYearData } from "../types.ts";
import {
  OHIO_EARNED_INCOME_CREDIT,
  OHIO_EXEMPTION_CREDIT,
  OHIO_RETIREMENT_INCOME_CREDIT,
  OHIO_SENIOR_CITIZEN_CREDIT,
  OHIO_SOCIAL_SECURITY_DEDUCTION,
  SOCIAL_SECURITY_BENEFITS,
} from "./fixed-in-law.ts";

/**
 * Tax year 2026 (returns filed in 2027).
 *
 * Federal: IRS Rev. Proc. 2025-32 (October 9, 2025), which already includes the One Big
 * Beautiful Bill Act's changes. Ohio: R.C. 5747.02 as amended by Am. Sub. H.B. 96, which makes
 * 2026 the first year of Ohio's flat 2.75% rate. The 2026 Ohio IT 1040 instructions were not
 * yet published when these figures were reviewed; see the Ohio source notes.
 */

const REV_PROC_2025_32 = "https://www.irs.gov/pub/irs-drop/rp-25-32.pdf";
const IRS_2026_RELEASE =
  "https://www.irs.gov/newsroom/irs-releases-tax-inflation-adjustments-for-tax-year-2026-including-amendments-from-the-one-big-beautiful-bill";
const OBBBA_IRS = "https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions";
const OHIO_RATES = "https://codes.ohio.gov/ohio-revised-code/section-5747.02";
// H.B. 96 (136th General Assembly), Section 757.120(A), as enacted: "The Tax Commissioner shall not
// make adjustments in 2025 or 2026 to the income amounts in divisions (A)(2) and (3) of section
// 5747.02 ... or make adjustments in 2025 or 2026 to the personal exemption amounts prescribed in
// division (A) of section 5747.025". LSC final analysis of H.B. 96, p. 456: "The act suspends these
// adjustments for taxable years 2025 and 2026." Reviewed 2026-11-24.
const OHIO_PENDING_NOTE =
  "Ohio's 2026 instructions were not yet published when we last reviewed this (November 24, 2026). The figures follow the statute: H.B. 96, Section 757.120(A), bars the Tax Commissioner from adjusting Ohio's income amounts (R.C. 5747.02(A)(2) and (3)) and personal exemption amounts (R.C. 5747.025) for inflation in 2025 or 2026 (Legislative Service Commission final analysis of H.B. 96, p. 456), so the amounts in force for 2025 apply to 2026. Under continuing law (R.C. 5747.02(A)(5) and 5747.025(C)) the yearly inflation adjustment applies again from 2027 unless the law changes.";

export const TAX_YEAR_2026: TaxYearData = {
  year: 2026,
  lastReviewed: "2026-11-26",
  caveats: [
    "Ohio has not yet published its 2026 IT 1040 instructions. The 2026 Ohio rate ($332 plus 2.75% above $26,050) is set in law, and the exemption amounts are 2025's because H.B. 96 (Section 757.120(A)) suspends the yearly inflation adjustment of Ohio's income and exemption amounts for 2025 and 2026.",
  ],
  federal: {
    brackets: {
      byStatus: {
        single: [
          { rate: 0.1, upTo: 12_400 },
          { rate: 0.12, upTo: 50_400 },
          { rate: 0.22, upTo: 105_700 },
          { rate: 0.24, upTo: 201_775 },
          { rate: 0.32, upTo: 256_225 },
          { rate: 0.35, upTo: 640_600 },
          { rate: 0.37, upTo: null },
        ],
        mfj: [
          { rate: 0.1, upTo: 24_800 },
          { rate: 0.12, upTo: 100_800 },
          { rate: 0.22, upTo: 211_400 },
          { rate: 0.24, upTo: 403_550 },
          { rate: 0.32, upTo: 512_450 },
          { rate: 0.35, upTo: 768_700 },
          { rate: 0.37, upTo: null },
        ],
        mfs: [
          { rate: 0.1, upTo: 12_400 },
          { rate: 0.12, upTo: 50_400 },
          { rate: 0.22, upTo: 105_700 },
          { rate: 0.24, upTo: 201_775 },
          { rate: 0.32, upTo: 256_225 },
          { rate: 0.35, upTo: 384_350 },
          { rate: 0.37, upTo: null },
        ],
        hoh: [
          { rate: 0.1, upTo: 17_700 },
          { rate: 0.12, upTo: 67_450 },
          { rate: 0.22, upTo: 105_700 },
          { rate: 0.24, upTo: 201_750 },
          { rate: 0.32, upTo: 256_200 },
          { rate: 0.35, upTo: 640_600 },
          { rate: 0.37, upTo: null },
        ],
        // A qualifying surviving spouse uses the joint rates (IRC section 1(a)).
        qss: [
          { rate: 0.1, upTo: 24_800 },
          { rate: 0.12, upTo: 100_800 },
          { rate: 0.22, upTo: 211_400 },
          { rate: 0.24, upTo: 403_550 },
          { rate: 0.32, upTo: 512_450 },
          { rate: 0.35, upTo: 768_700 },
          { rate: 0.37, upTo: null },
        ],
      },
      source: {
        title: "IRS Rev. Proc. 2025-32 (tax rate tables for 2026)",
        url: REV_PROC_2025_32,
        note: "The One Big Beautiful Bill Act gave the 10% and 12% brackets an extra inflation adjustment from 2026.",
      },
    },
    taxTableLimit: 100_000,
    standardDeduction: {
      byStatus: { single: 16_100, mfj: 32_200, mfs: 16_100, hoh: 24_150, qss: 32_200 },
      additionalMarried: 1_650,
      additionalUnmarried: 2_050,
      source: {
        title: "IRS Rev. Proc. 2025-32 (standard deduction and additional amounts for age and blindness)",
        url: IRS_2026_RELEASE,
      },
    },
    seniorDeduction: {
      perQualifyingPerson: 6_000,
      minimumAge: 65,
      phaseOutRate: 0.06,
      phaseOutStartJoint: 150_000,
      phaseOutStartOther: 75_000,
      source: {
        title: "One Big Beautiful Bill Act section 70103 (deduction for seniors, 2025 to 2028)",
        url: OBBBA_IRS,
        note: "Each qualifying person's $6,000 is reduced by 6% of modified AGI above the threshold. The amounts are fixed in the law, not indexed. Married couples must file jointly to claim it.",
      },
    },
    childTaxCredit: {
      perChild: 2_200,
      refundablePerChild: 1_700,
      refundableRate: 0.15,
      refundableEarnedIncomeFloor: 2_500,
      otherDependentCredit: 500,
      phaseOutStartJoint: 400_000,
      phaseOutStartOther: 200_000,
      phaseOutStep: 1_000,
      phaseOutPerStep: 50,
      source: {
        title:
          "IRS Rev. Proc. 2025-32 (child tax credit $2,200, refundable part $1,700); IRC section 24 as amended by the One Big Beautiful Bill Act",
        url: REV_PROC_2025_32,
      },
    },
    socialSecurityBenefits: SOCIAL_SECURITY_BENEFITS,
    earnedIncomeCredit: {
      // Rev. Proc. 2025-32: earned income amount, maximum credit, threshold phase-out amount and
      // completed phase-out amount for 0, 1, 2 and 3+ children; rates from IRC section 32(b).
      byChildren: [
        {
          creditRate: 0.0765,
          earnedIncomeAmount: 8_680,
          maxCredit: 664,
          phaseOutRate: 0.0765,
          phaseOutStart: 10_860,
          phaseOutStartJoint: 18_140,
          phaseOutEnd: 19_540,
          phaseOutEndJoint: 26_820,
        },
        {
          creditRate: 0.34,
          earnedIncomeAmount: 13_020,
          maxCredit: 4_427,
          phaseOutRate: 0.1598,
          phaseOutStart: 23_890,
          phaseOutStartJoint: 31_160,
          phaseOutEnd: 51_593,
          phaseOutEndJoint: 58_863,
        },
        {
          creditRate: 0.4,
          earnedIncomeAmount: 18_290,
          maxCredit: 7_316,
          phaseOutRate: 0.2106,
          phaseOutStart: 23_890,
          phaseOutStartJoint: 31_160,
          phaseOutEnd: 58_629,
          phaseOutEndJoint: 65_899,
        },
        {
          creditRate: 0.45,
          earnedIncomeAmount: 18_290,
          maxCredit: 8_231,
          phaseOutRate: 0.2106,
          phaseOutStart: 23_890,
          phaseOutStartJoint: 31_160,
          phaseOutEnd: 62_974,
          phaseOutEndJoint: 70_244,
        },
      ],
      investmentIncomeLimit: 12_200,
      noChildMinimumAge: 25,
      noChildMaximumAge: 65,
      tableRowWidth: 50,
      source: {
        title:
          "IRS Rev. Proc. 2025-32 (earned income credit for 2026; investment income limit $12,200); IRC section 32; Form 1040 instructions, EIC Worksheet A and EIC Table",
        url: REV_PROC_2025_32,
        note: "Maximum credit $664 with no child, $4,427 with one, $7,316 with two and $8,231 with three or more; completed phase-out for a joint return $26,820, $58,863, $65,899 and $70,244. The 2026 EIC Table is not yet published; the credit here follows the Table's method (each $50 row priced at its midpoint).",
      },
    },
    selfEmployment: {
      netEarningsFactor: 0.9235,
      socialSecurityRate: 0.124,
      medicareRate: 0.029,
      socialSecurityWageBase: 184_500,
      minimumNetEarnings: 400,
      deductibleShare: 0.5,
      source: {
        title:
          "Social Security Administration, 2026 contribution and benefit base ($184,500); Schedule SE instructions",
        url: "https://www.ssa.gov/oact/cola/cbb.html",
      },
    },
    additionalMedicare: {
      rate: 0.009,
      thresholdByStatus: { single: 200_000, mfj: 250_000, mfs: 125_000, hoh: 200_000, qss: 200_000 },
      source: {
        title: "IRC section 3101(b)(2) and 1401(b)(2); Form 8959 instructions (thresholds are not indexed)",
        url: "https://www.irs.gov/instructions/i8959",
      },
    },
    qualifiedBusinessIncome: {
      rate: 0.2,
      thresholdByStatus: { single: 201_750, mfj: 403_500, mfs: 201_775, hoh: 201_750, qss: 201_750 },
      phaseInRangeByStatus: { single: 75_000, mfj: 150_000, mfs: 75_000, hoh: 75_000, qss: 75_000 },
      minimum: { deduction: 400, minimumIncome: 1_000 },
      source: {
        title:
          "IRS Rev. Proc. 2025-32 (section 199A thresholds for 2026); IRC section 199A as amended by the One Big Beautiful Bill Act",
        url: REV_PROC_2025_32,
        note: "From 2026 the phase-in range is $75,000 ($150,000 joint), and anyone with at least $1,000 of qualified business income from a business they materially participate in gets at least $400.",
      },
    },
    itemizedDeductionLimit: {
      numerator: 2,
      denominator: 37,
      source: {
        title:
          "IRC section 68 as amended by the One Big Beautiful Bill Act (limit on itemized deductions from 2026)",
        url: OBBBA_IRS,
        note: "The cut is 2/37 of the smaller of the itemized deductions and the income above the start of the 37% bracket, measured as the law says: taxable income figured without this limit (so after the qualified business income deduction), plus the itemized deductions.",
      },
    },
    stateAndLocalTaxCap: {
      cap: 40_400,
      capMarriedSeparate: 20_200,
      phaseDownStart: 505_000,
      phaseDownStartMarriedSeparate: 252_500,
      phaseDownRate: 0.3,
      floor: 10_000,
      floorMarriedSeparate: 5_000,
      source: {
        title:
          "IRC section 164(b)(7) as amended by the One Big Beautiful Bill Act (limit on the deduction for state and local taxes, 2026)",
        url: OBBBA_IRS,
        note: "The law sets 2026 at 101% of 2025's $40,000 cap and $500,000 threshold; half each for married filing separately. The cap shrinks by 30% of modified AGI over the threshold, but not below the floor.",
      },
    },
    charitableDeductionWithoutItemizing: {
      maximum: 1_000,
      maximumJoint: 2_000,
      source: {
        title:
          "IRC section 170(p) as added by the One Big Beautiful Bill Act (cash gifts to charity deducted without itemizing, from 2026)",
        url: OBBBA_IRS,
        note: "Cash gifts to public charities, not to donor-advised funds, by people who take the standard deduction. Taken after adjusted gross income, so Ohio tax does not change. The amounts are fixed in the law, not indexed.",
      },
    },
  },
  ohio: {
    schedule: {
      rows: [
        { over: 0, base: 0, rate: 0 },
        { over: 26_050, base: 332, rate: 0.0275 },
      ],
      source: {
        title:
          'Ohio Revised Code 5747.02(A)(3)(c), as amended by H.B. 96: "$332.00 plus 2.75% of the amount in excess of $26,050"',
        url: OHIO_RATES,
        note: OHIO_PENDING_NOTE,
      },
    },
    exemptions: {
      steps: [
        { upTo: 40_000, amount: 2_400 },
        { upTo: 80_000, amount: 2_150 },
        { upTo: 499_999, amount: 1_900 },
      ],
      noneAtOrAbove: 500_000,
      source: {
        title:
          "Ohio Revised Code 5747.025 as amended by H.B. 96 (no exemptions at $500,000 of modified AGI or more); H.B. 96 Section 757.120(A) (no inflation adjustment in 2025 or 2026)",
        url: "https://codes.ohio.gov/ohio-revised-code/section-5747.025",
        note: OHIO_PENDING_NOTE,
      },
    },
    businessIncome: {
      deductionCap: 250_000,
      deductionCapMarriedSeparate: 125_000,
      rate: 0.03,
      source: {
        title:
          "Ohio Revised Code 5747.01(A)(31) (business income deduction) and 5747.02 (3% rate on taxable business income); Ohio Schedule IT BUS",
        url: "https://tax.ohio.gov/individual/resources/businessincomededuction",
        note: "Business income is the full net profit; the federal deductions for half the self-employment tax, self-employed health insurance and retirement plans do not reduce it.",
      },
    },
    socialSecurityDeduction: OHIO_SOCIAL_SECURITY_DEDUCTION,
    retirementIncomeCredit: OHIO_RETIREMENT_INCOME_CREDIT,
    seniorCitizenCredit: OHIO_SENIOR_CITIZEN_CREDIT,
    exemptionCredit: OHIO_EXEMPTION_CREDIT,
    earnedIncomeCredit: OHIO_EARNED_INCOME_CREDIT,
    jointFilingCredit: {
      bands: [
        { upTo: 25_000, rate: 0.2 },
        { upTo: 50_000, rate: 0.15 },
        { upTo: 75_000, rate: 0.1 },
        { upTo: null, rate: 0.05 },
      ],
      maximum: 650,
      minimumIncomeEachSpouse: 500,
      noneAtOrAbove: 500_000,
      source: {
        title:
          "Ohio Revised Code 5747.05(E) as amended by H.B. 96 (not allowed at $500,000 of modified AGI or more)",
        url: "https://codes.ohio.gov/ohio-revised-code/section-5747.05",
      },
    },
  },
};
