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
 * Tax year 2025 (returns filed in 2026).
 *
 * Federal: inflation-adjusted amounts from IRS Rev. Proc. 2024-40, as amended by the One Big
 * Beautiful Bill Act (Public Law 119-21, signed July 4, 2025), which raised the 2025 standard
 * deduction and child tax credit after the revenue procedure was published and added the
 * deduction for seniors. Ohio: R.C. 5747.02 as amended by Am. Sub. H.B. 96 (136th General
 * Assembly) and the 2025 Ohio IT 1040 instructions.
 */

const REV_PROC_2024_40 = "https://www.irs.gov/pub/irs-drop/rp-24-40.pdf";
const OBBBA_IRS = "https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions";
const OHIO_2025_BOOKLET =
  "https://dam.assets.ohio.gov/image/upload/v1767095693/tax.ohio.gov/forms/ohio_individual/individual/2025/it1040-booklet.pdf";

export const TAX_YEAR_2025: TaxYearData = {
  year: 2025,
  lastReviewed: "2026-11-26",
  caveats: [
    "Ohio's published 2025 schedule has a second step: $2,394.32 plus 3.125% above $100,000 of nonbusiness income, which is $18.69 more than the row below it reaches. We use the figures exactly as Ohio prints them.",
  ],
  federal: {
    brackets: {
      byStatus: {
        single: [
          { rate: 0.1, upTo: 11_925 },
          { rate: 0.12, upTo: 48_475 },
          { rate: 0.22, upTo: 103_350 },
          { rate: 0.24, upTo: 197_300 },
          { rate: 0.32, upTo: 250_525 },
          { rate: 0.35, upTo: 626_350 },
          { rate: 0.37, upTo: null },
        ],
        mfj: [
          { rate: 0.1, upTo: 23_850 },
          { rate: 0.12, upTo: 96_950 },
          { rate: 0.22, upTo: 206_700 },
          { rate: 0.24, upTo: 394_600 },
          { rate: 0.32, upTo: 501_050 },
          { rate: 0.35, upTo: 751_600 },
          { rate: 0.37, upTo: null },
        ],
        mfs: [
          { rate: 0.1, upTo: 11_925 },
          { rate: 0.12, upTo: 48_475 },
          { rate: 0.22, upTo: 103_350 },
          { rate: 0.24, upTo: 197_300 },
          { rate: 0.32, upTo: 250_525 },
          { rate: 0.35, upTo: 375_800 },
          { rate: 0.37, upTo: null },
        ],
        hoh: [
          { rate: 0.1, upTo: 17_000 },
          { rate: 0.12, upTo: 64_850 },
          { rate: 0.22, upTo: 103_350 },
          { rate: 0.24, upTo: 197_300 },
          { rate: 0.32, upTo: 250_500 },
          { rate: 0.35, upTo: 626_350 },
          { rate: 0.37, upTo: null },
        ],
        // A qualifying surviving spouse uses the joint rates (IRC section 1(a)).
        qss: [
          { rate: 0.1, upTo: 23_850 },
          { rate: 0.12, upTo: 96_950 },
          { rate: 0.22, upTo: 206_700 },
          { rate: 0.24, upTo: 394_600 },
          { rate: 0.32, upTo: 501_050 },
          { rate: 0.35, upTo: 751_600 },
          { rate: 0.37, upTo: null },
        ],
      },
      source: {
        title: "IRS Rev. Proc. 2024-40, section 3.01 (tax rate tables for 2025)",
        url: REV_PROC_2024_40,
        note: "The One Big Beautiful Bill Act made these rates permanent and left the 2025 thresholds unchanged.",
      },
    },
    taxTableLimit: 100_000,
    standardDeduction: {
      byStatus: { single: 15_750, mfj: 31_500, mfs: 15_750, hoh: 23_625, qss: 31_500 },
      additionalMarried: 1_600,
      additionalUnmarried: 2_000,
      source: {
        title:
          "One Big Beautiful Bill Act section 70102 (2025 standard deduction); IRS Rev. Proc. 2024-40 (additional amounts for age and blindness)",
        url: OBBBA_IRS,
        note: "Rev. Proc. 2024-40 had set $15,000 / $30,000 / $22,500; the Act raised them for 2025 to $15,750 / $31,500 / $23,625.",
      },
    },
    seniorDeduction: {
      perQualifyingPerson: 6_000,
      minimumAge: 65,
      phaseOutRate: 0.06,
      phaseOutStartJoint: 150_000,
      phaseOutStartOther: 75_000,
      source: {
        title:
          "One Big Beautiful Bill Act section 70103 (deduction for seniors, 2025 to 2028); 2025 Schedule 1-A",
        url: OBBBA_IRS,
        note: "Each qualifying person's $6,000 is reduced by 6% of modified AGI above the threshold. Married couples must file jointly to claim it, and the person needs a valid Social Security number.",
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
          "One Big Beautiful Bill Act section 70104 ($2,200 per child); IRS Rev. Proc. 2024-40 ($1,700 refundable part); IRC section 24; Schedule 8812 instructions",
        url: "https://www.irs.gov/instructions/i1040s8",
      },
    },
    socialSecurityBenefits: SOCIAL_SECURITY_BENEFITS,
    earnedIncomeCredit: {
      // Rev. Proc. 2024-40 section 3.07: earned income amount, maximum credit, threshold phase-out
      // amount and completed phase-out amount for 0, 1, 2 and 3+ children; rates from IRC section 32(b).
      byChildren: [
        {
          creditRate: 0.0765,
          earnedIncomeAmount: 8_490,
          maxCredit: 649,
          phaseOutRate: 0.0765,
          phaseOutStart: 10_620,
          phaseOutStartJoint: 17_730,
          phaseOutEnd: 19_104,
          phaseOutEndJoint: 26_214,
        },
        {
          creditRate: 0.34,
          earnedIncomeAmount: 12_730,
          maxCredit: 4_328,
          phaseOutRate: 0.1598,
          phaseOutStart: 23_350,
          phaseOutStartJoint: 30_470,
          phaseOutEnd: 50_434,
          phaseOutEndJoint: 57_554,
        },
        {
          creditRate: 0.4,
          earnedIncomeAmount: 17_880,
          maxCredit: 7_152,
          phaseOutRate: 0.2106,
          phaseOutStart: 23_350,
          phaseOutStartJoint: 30_470,
          phaseOutEnd: 57_310,
          phaseOutEndJoint: 64_430,
        },
        {
          creditRate: 0.45,
          earnedIncomeAmount: 17_880,
          maxCredit: 8_046,
          phaseOutRate: 0.2106,
          phaseOutStart: 23_350,
          phaseOutStartJoint: 30_470,
          phaseOutEnd: 61_555,
          phaseOutEndJoint: 68_675,
        },
      ],
      investmentIncomeLimit: 11_950,
      noChildMinimumAge: 25,
      noChildMaximumAge: 65,
      tableRowWidth: 50,
      source: {
        title:
          "IRS Rev. Proc. 2024-40 section 3.07 (earned income credit for 2025; investment income limit $11,950); IRC section 32; Form 1040 instructions, EIC Worksheet A and EIC Table",
        url: REV_PROC_2024_40,
        note: "Maximum credit $649 with no child, $4,328 with one, $7,152 with two and $8,046 with three or more. Without a qualifying child you (or your spouse) must be at least 25 and under 65 at the end of the year. Checked on 2026-11-24 against the published 2025 EIC Table and the detailed examples in IRS Publication 596 (2025).",
      },
    },
    selfEmployment: {
      netEarningsFactor: 0.9235,
      socialSecurityRate: 0.124,
      medicareRate: 0.029,
      socialSecurityWageBase: 176_100,
      minimumNetEarnings: 400,
      deductibleShare: 0.5,
      source: {
        title:
          "Social Security Administration, 2025 contribution and benefit base ($176,100); 2025 Schedule SE instructions",
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
      thresholdByStatus: { single: 197_300, mfj: 394_600, mfs: 197_300, hoh: 197_300, qss: 197_300 },
      phaseInRangeByStatus: { single: 50_000, mfj: 100_000, mfs: 50_000, hoh: 50_000, qss: 50_000 },
      minimum: null,
      source: {
        title: "IRS Rev. Proc. 2024-40 (section 199A threshold amounts for 2025); IRC section 199A",
        url: REV_PROC_2024_40,
      },
    },
    itemizedDeductionLimit: null,
    stateAndLocalTaxCap: {
      cap: 40_000,
      capMarriedSeparate: 20_000,
      phaseDownStart: 500_000,
      phaseDownStartMarriedSeparate: 250_000,
      phaseDownRate: 0.3,
      floor: 10_000,
      floorMarriedSeparate: 5_000,
      source: {
        title:
          "IRC section 164(b)(7) as amended by the One Big Beautiful Bill Act (limit on the deduction for state and local taxes, 2025)",
        url: OBBBA_IRS,
        note: "Half each for married filing separately. The cap shrinks by 30% of modified AGI over the threshold, but not below the floor.",
      },
    },
    charitableDeductionWithoutItemizing: null,
  },
  ohio: {
    schedule: {
      rows: [
        { over: 0, base: 0, rate: 0 },
        { over: 26_050, base: 342, rate: 0.0275 },
        { over: 100_000, base: 2_394.32, rate: 0.03125 },
      ],
      source: {
        title:
          "Ohio Revised Code 5747.02 as amended by H.B. 96; 2025 Ohio IT 1040 instructions, tax rate schedule",
        url: OHIO_2025_BOOKLET,
        note: "For 2025 H.B. 96 cut the top rate from 3.5% to 3.125% and the base amount at $26,050 from $360.69 to $342.00, but Ohio still prints $2,394.32 as the base at $100,000. These are the figures Ohio publishes, and we use them as printed.",
      },
    },
    exemptions: {
      steps: [
        { upTo: 40_000, amount: 2_400 },
        { upTo: 80_000, amount: 2_150 },
        { upTo: 749_999, amount: 1_900 },
      ],
      noneAtOrAbove: 750_000,
      source: {
        title: "Ohio Revised Code 5747.025; 2025 Ohio IT 1040 instructions, line 4",
        url: "https://codes.ohio.gov/ohio-revised-code/section-5747.025",
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
      noneAtOrAbove: 750_000,
      source: {
        title: "Ohio Revised Code 5747.05(E); 2025 Ohio Schedule of Credits",
        url: "https://codes.ohio.gov/ohio-revised-code/section-5747.05",
      },
    },
  },
};
