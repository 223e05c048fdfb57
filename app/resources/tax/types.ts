/**
 * Types of the tax calculator: the per-year tax tables (data with sources), the calculator's input
 * and the result the engine returns. The tables live in `years/<year>.ts`; the arithmetic in
 * `federal.ts` and `ohio.ts`, put together by `engine.ts`; parsing the calculator's URL state in
 * `input.ts`.
 *
 * Money is in whole US dollars throughout (the IRS and Ohio both allow whole-dollar returns),
 * except where a field says cents. Rates are decimal fractions (0.22 means 22%).
 */

export const SUPPORTED_TAX_YEARS = [2025, 2026] as const;
export type TaxYear = (typeof SUPPORTED_TAX_YEARS)[number];

/** Federal filing statuses. The short codes double as URL values (`?status=mfj`). */
export const FILING_STATUSES = ["single", "mfj", "mfs", "hoh", "qss"] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** A joint return: both spouses' income, and each spouse's Schedule SE, on one return. */
export const isJoint = (status: FilingStatus): boolean => status === "mfj";

export const FILING_STATUS_LABELS: Readonly<Record<FilingStatus, string>> = {
  single: "Single",
  mfj: "Married filing jointly",
  mfs: "Married filing separately",
  hoh: "Head of household",
  qss: "Qualifying surviving spouse",
};

/** Where a figure comes from: a revenue procedure, a statute, a form's instructions. */
export interface Source {
  /** What the document is, e.g. "IRS Rev. Proc. 2024-40, section 3.01". */
  title: string;
  url: string;
  /** Anything a reader checking the figure should know (amendments, provisional status). */
  note?: string;
}

/** One federal bracket: `rate` applies to taxable income up to and including `upTo` (null: no limit). */
export interface FederalBracket {
  rate: number;
  upTo: number | null;
}

/**
 * One row of Ohio's rate schedule, as the statute and the IT 1040 instructions print it:
 * on income more than `over`, the tax is `base` plus `rate` times the amount over `over`.
 * Ohio's base amounts are charged in full on the first dollar of a row (the schedule has steps).
 */
export interface OhioRateRow {
  over: number;
  base: number;
  rate: number;
}

/**
 * One column of the earned income credit table, for a number of qualifying children: the credit
 * grows at `creditRate` of earned income up to `maxCredit`, then shrinks at `phaseOutRate` of
 * income above the phase-out start, and is gone at the completed phase-out amount.
 */
export interface EarnedIncomeCreditColumn {
  creditRate: number;
  /**
   * Earned income at which the credit reaches its maximum. The revenue procedure rounds
   * `creditRate` times this to the dollar to get `maxCredit`, which the table then uses; the
   * data tests check the two agree.
   */
  earnedIncomeAmount: number;
  maxCredit: number;
  phaseOutRate: number;
  phaseOutStart: number;
  phaseOutStartJoint: number;
  /** At or above this much income there is no credit. */
  phaseOutEnd: number;
  phaseOutEndJoint: number;
}

/** A row of Ohio's retirement income credit: `credit` when retirement income is more than `over`. */
export interface OhioRetirementCreditStep {
  over: number;
  credit: number;
}

/** A step of Ohio's personal exemption: `amount` per exemption when Ohio MAGI is at most `upTo`. */
export interface OhioExemptionStep {
  upTo: number;
  amount: number;
}

/** A band of Ohio's joint filing credit: `rate` of the tax when MAGI less exemptions is at most `upTo`. */
export interface OhioJointCreditBand {
  upTo: number | null;
  rate: number;
}

export interface FederalTables {
  brackets: {
    byStatus: Readonly<Record<FilingStatus, readonly FederalBracket[]>>;
    source: Source;
  };
  /** Taxable income below this uses the IRS Tax Table ($50 rows priced at their midpoint). */
  taxTableLimit: number;
  standardDeduction: {
    byStatus: Readonly<Record<FilingStatus, number>>;
    /** Extra amount per box checked (65 or older, blind) for married filers and surviving spouses. */
    additionalMarried: number;
    /** Extra amount per box checked for single filers and heads of household. */
    additionalUnmarried: number;
    source: Source;
  };
  /** The One Big Beautiful Bill Act's deduction for seniors (2025 to 2028); null in other years. */
  seniorDeduction: {
    perQualifyingPerson: number;
    minimumAge: number;
    /** The deduction shrinks by this share of modified AGI above the start. */
    phaseOutRate: number;
    phaseOutStartJoint: number;
    phaseOutStartOther: number;
    source: Source;
  } | null;
  childTaxCredit: {
    perChild: number;
    /** The most of each child's credit that can be paid out as the refundable additional credit. */
    refundablePerChild: number;
    /** The refundable part is this rate of earned income above the floor. */
    refundableRate: number;
    refundableEarnedIncomeFloor: number;
    /** Credit for other dependents (older children, relatives). */
    otherDependentCredit: number;
    phaseOutStartJoint: number;
    phaseOutStartOther: number;
    /** The credits drop by `phaseOutPerStep` for each `phaseOutStep` (or part of one) above the start. */
    phaseOutStep: number;
    phaseOutPerStep: number;
    source: Source;
  };
  /**
   * Social Security benefits (IRC section 86, Form 1040 Social Security Benefits Worksheet): up to
   * half is taxable above the base amount, up to 85% above the base plus the second tier.
   */
  socialSecurityBenefits: {
    baseAmountJoint: number;
    baseAmountOther: number;
    /** Married filing separately and living with the spouse at any time in the year. */
    baseAmountSeparate: number;
    /** Worksheet line 10: the width of the 50% tier ($12,000 joint, $9,000 otherwise). */
    secondTierJoint: number;
    secondTierOther: number;
    lowerRate: number;
    upperRate: number;
    source: Source;
  };
  earnedIncomeCredit: {
    /** Columns for 0, 1, 2 and 3 or more qualifying children. */
    byChildren: readonly [
      EarnedIncomeCreditColumn,
      EarnedIncomeCreditColumn,
      EarnedIncomeCreditColumn,
      EarnedIncomeCreditColumn,
    ];
    /** More investment income than this rules the credit out. */
    investmentIncomeLimit: number;
    /** Without a qualifying child, you (or your spouse) must be at least this old and under `noChildMaximumAge`. */
    noChildMinimumAge: number;
    noChildMaximumAge: number;
    /** The EIC Table prices income in rows this wide, at each row's midpoint. */
    tableRowWidth: number;
    source: Source;
  };
  selfEmployment: {
    /** Share of net profit that counts as net earnings from self-employment (Schedule SE line 4a). */
    netEarningsFactor: number;
    socialSecurityRate: number;
    medicareRate: number;
    socialSecurityWageBase: number;
    /** Below this much net earnings there is no self-employment tax (Schedule SE line 4c). */
    minimumNetEarnings: number;
    /** Share of the self-employment tax deducted from income (Schedule 1 line 15). */
    deductibleShare: number;
    source: Source;
  };
  additionalMedicare: {
    rate: number;
    thresholdByStatus: Readonly<Record<FilingStatus, number>>;
    source: Source;
  };
  qualifiedBusinessIncome: {
    rate: number;
    thresholdByStatus: Readonly<Record<FilingStatus, number>>;
    phaseInRangeByStatus: Readonly<Record<FilingStatus, number>>;
    /** From 2026: at least `deduction` when active qualified business income is at least `minimumIncome`. */
    minimum: { deduction: number; minimumIncome: number } | null;
    source: Source;
  };
  /**
   * From 2026: itemized deductions are cut by numerator/denominator (2/37) of the lesser of the
   * deductions or the income (with them added back) that reaches the 37% bracket.
   */
  itemizedDeductionLimit: { numerator: number; denominator: number; source: Source } | null;
  /**
   * The cap on the itemized deduction for state and local taxes (IRC section 164(b)(7)). The
   * calculator takes an itemized total, so these figures serve its wording, not its arithmetic.
   */
  stateAndLocalTaxCap: {
    cap: number;
    capMarriedSeparate: number;
    /** The cap shrinks by `phaseDownRate` of modified AGI above this... */
    phaseDownStart: number;
    phaseDownStartMarriedSeparate: number;
    phaseDownRate: number;
    /** ...but never below this. */
    floor: number;
    floorMarriedSeparate: number;
    source: Source;
  };
  /**
   * From 2026: people who take the standard deduction also deduct cash gifts to charity, up to
   * these amounts (IRC section 170(p)); null in years without it.
   */
  charitableDeductionWithoutItemizing: { maximum: number; maximumJoint: number; source: Source } | null;
}

export interface OhioTables {
  schedule: { rows: readonly OhioRateRow[]; source: Source };
  exemptions: {
    steps: readonly OhioExemptionStep[];
    /** At or above this Ohio MAGI there is no exemption at all. */
    noneAtOrAbove: number;
    source: Source;
  };
  businessIncome: {
    deductionCap: number;
    deductionCapMarriedSeparate: number;
    /** Flat rate on business income above the deduction. */
    rate: number;
    source: Source;
  };
  /** Social Security benefits in federal AGI are deducted on the Ohio return. */
  socialSecurityDeduction: { source: Source };
  retirementIncomeCredit: {
    steps: readonly OhioRetirementCreditStep[];
    /** Only when Ohio MAGI less exemptions is below this. */
    incomeLimit: number;
    source: Source;
  };
  seniorCitizenCredit: {
    amountPerReturn: number;
    minimumAge: number;
    /** Only when Ohio MAGI less exemptions is below this. */
    incomeLimit: number;
    source: Source;
  };
  exemptionCredit: {
    perExemption: number;
    /** Only when Ohio MAGI less exemptions is below this (R.C. 5747.022). */
    incomeLimit: number;
    source: Source;
  };
  /** Ohio earned income credit: a share of the federal credit, nonrefundable. */
  earnedIncomeCredit: {
    shareOfFederal: number;
    source: Source;
  };
  jointFilingCredit: {
    bands: readonly OhioJointCreditBand[];
    maximum: number;
    /** Each spouse needs at least this much qualifying income (wages, business, retirement). */
    minimumIncomeEachSpouse: number;
    /** Not allowed at or above this Ohio MAGI. */
    noneAtOrAbove: number;
    source: Source;
  };
}

export interface TaxYearData {
  year: TaxYear;
  /** ISO date the figures were last checked against their sources. */
  lastReviewed: string;
  /** Plain-language caveats shown with results for this year (provisional figures, pending forms). */
  caveats: readonly string[];
  federal: FederalTables;
  ohio: OhioTables;
}

export type DeductionMethod = "standard" | "itemized";

/** What a visitor enters in the calculator, already validated (see `input.ts`). */
export interface TaxInput {
  year: TaxYear;
  filingStatus: FilingStatus;
  /**
   * The taxpayer's wages as W-2 box 5 (Medicare wages and tips) shows them: after cafeteria-plan
   * deductions (health insurance, HSA through payroll: box 12 code W), before 401(k) and similar
   * elective deferrals. On a joint return, the first spouse's only.
   */
  wages: number;
  /** Joint returns only: the other spouse's W-2 box 5 wages. */
  spouseWages: number;
  /** The taxpayer's net profit from self-employment (Schedule C line 31); zero or more. */
  selfEmploymentIncome: number;
  /** Joint returns only: the other spouse's Schedule C profit, on a Schedule SE of their own. */
  spouseSelfEmploymentIncome: number;
  /** Taxable pensions, annuities and retirement-account withdrawals (Form 1099-R). */
  retirementIncome: number;
  /** Social Security benefits received (Form SSA-1099 box 5), before any is taxed. */
  socialSecurityBenefits: number;
  /** Taxable interest, dividends and rental profit: ordinary income that counts as investment income. */
  investmentIncome: number;
  /** Other ordinary income: unemployment and anything else taxable not asked for separately. */
  otherIncome: number;
  /**
   * Elective deferrals taken from pay before tax (401(k), 403(b), 457(b), SIMPLE IRA: W-2 box 12
   * codes D, E, G and S): in box 5 but not in box 1, so they lower earned income as well as AGI.
   */
  pretaxContributions: number;
  /**
   * Deductible traditional IRA contributions and HSA contributions made outside payroll, deducted
   * on Schedule 1: they lower AGI but not earned income (IRC section 32(c)(2)(A)).
   */
  iraAndHsaDeductions: number;
  /**
   * SEP, SIMPLE and solo 401(k) contributions for the self-employed owners themselves (Schedule 1
   * line 16): they lower AGI and, attributable to the business, qualified business income too
   * (Treas. Reg. 1.199A-3(b)(1)(vi)), but not earned income.
   */
  selfEmployedRetirement: number;
  deduction: DeductionMethod;
  /** Total itemized deductions (Schedule A), used when `deduction` is "itemized". */
  itemizedDeductions: number;
  /** Cash gifts to charity, used with the standard deduction from 2026 (IRC section 170(p)). */
  charitableCashGifts: number;
  /** Children under 17 at year end with a Social Security number. */
  qualifyingChildren: number;
  /** Other dependents: children 17 or older, relatives you support. */
  otherDependents: number;
  /**
   * How many of the other dependents are qualifying children for the earned income credit though
   * not for the child tax credit: under 19, under 24 and a full-time student, or permanently and
   * totally disabled, who lived with the taxpayer more than half the year (Pub. 596, Rule 8).
   */
  eicOnlyChildren: number;
  taxpayer65OrOlder: boolean;
  taxpayerBlind: boolean;
  /** Under 25 at the end of the year: matters only for the earned income credit without a child. */
  taxpayerUnder25: boolean;
  /** Only for married filing jointly. */
  spouse65OrOlder: boolean;
  spouseBlind: boolean;
  spouseUnder25: boolean;
  /** Married filing jointly: each spouse had at least $500 of income from work, business or retirement. */
  bothSpousesHaveIncome: boolean;
  /** Federal income tax withheld plus estimated payments made. */
  federalWithheld: number;
  /** Ohio income tax withheld plus estimated payments made. */
  ohioWithheld: number;
  /** City or village income tax rate in percent (2.5 means 2.5%); null: leave municipal tax out. */
  municipalRatePercent: number | null;
  municipalWithheld: number;
}

/** One slice of the federal bracket chart. */
export interface BracketSlice {
  rate: number;
  from: number;
  /** Top of the bracket; null for the top bracket. */
  to: number | null;
  /** Taxable income falling in this bracket. */
  amount: number;
  /** Tax on that slice, in dollars with cents. */
  tax: number;
  /** True for the bracket the last dollar of taxable income falls in. */
  isMarginal: boolean;
}

export interface SelfEmploymentTaxResult {
  netProfit: number;
  /** Net earnings from self-employment: net profit times 92.35%. */
  netEarnings: number;
  socialSecurityTax: number;
  medicareTax: number;
  total: number;
  /** Half of the tax, deducted from income. */
  deductiblePart: number;
}

export interface ChildTaxCreditResult {
  qualifyingChildren: number;
  otherDependents: number;
  /** Child tax credit plus credit for other dependents before the income phase-out. */
  beforePhaseOut: number;
  phaseOutReduction: number;
  afterPhaseOut: number;
  /** The part used against income tax. */
  nonrefundable: number;
  /** Additional child tax credit: paid out even with no tax to offset. */
  refundable: number;
}

export interface SocialSecurityResult {
  benefits: number;
  /** Worksheet line 7: other income plus half the benefits, less adjustments ("provisional income"). */
  provisionalIncome: number;
  baseAmount: number;
  taxable: number;
}

export type EarnedIncomeCreditOutcome =
  "allowed" | "no-earned-income" | "income-too-high" | "investment-income" | "married-separately" | "age";

export interface EarnedIncomeCreditResult {
  /** Qualifying children counted (at most 3). */
  children: number;
  earnedIncome: number;
  amount: number;
  outcome: EarnedIncomeCreditOutcome;
}

export interface FederalResult {
  totalIncome: number;
  socialSecurity: SocialSecurityResult;
  adjustments: {
    pretaxContributions: number;
    iraAndHsaDeductions: number;
    selfEmployedRetirement: number;
    selfEmploymentTaxDeduction: number;
    total: number;
  };
  adjustedGrossIncome: number;
  deduction: {
    method: DeductionMethod;
    standard: number;
    itemizedEntered: number;
    /** 2026 on: the cut to itemized deductions for income in the 37% bracket. */
    itemizedLimitation: number;
    used: number;
  };
  seniorDeduction: number;
  /** 2026 on, with the standard deduction: cash gifts to charity, up to the cap (IRC section 170(p)). */
  charitableDeductionWithoutItemizing: number;
  /** Schedule C profit less half the self-employment tax and the owners' retirement contributions. */
  qualifiedBusinessIncome: number;
  qualifiedBusinessIncomeDeduction: number;
  taxableIncome: number;
  /** Tax on taxable income: Tax Table below the table limit, otherwise the rate schedule. */
  incomeTax: number;
  incomeTaxMethod: "table" | "schedule";
  brackets: BracketSlice[];
  marginalRate: number;
  childTaxCredit: ChildTaxCreditResult;
  earnedIncomeCredit: EarnedIncomeCreditResult;
  incomeTaxAfterCredits: number;
  /** Both spouses' Schedule SE added up (a single filer's own). */
  selfEmploymentTax: SelfEmploymentTaxResult;
  /** Each person's Schedule SE: the Social Security wage base applies to each on their own wages. */
  selfEmploymentTaxByPerson: { you: SelfEmploymentTaxResult; spouse: SelfEmploymentTaxResult | null };
  additionalMedicareTax: number;
  /** Income tax after credits plus self-employment tax plus Additional Medicare Tax. */
  totalTax: number;
  withheld: number;
  /** Additional child tax credit plus earned income credit: paid even with no tax to offset. */
  refundableCredits: number;
  /** Positive: refund. Negative: amount owed. */
  balance: number;
}

export interface OhioResult {
  federalAdjustedGrossIncome: number;
  /** Taxable Social Security benefits in federal AGI, which Ohio deducts. */
  socialSecurityDeduction: number;
  businessIncome: number;
  businessIncomeDeduction: number;
  /** IT 1040 line 3; below zero when the business income deduction exceeds federal AGI. */
  adjustedGrossIncome: number;
  modifiedAdjustedGrossIncome: number;
  exemptionCount: number;
  exemptionAmountEach: number;
  exemptions: number;
  /** IT 1040 line 5: Ohio AGI less exemptions. */
  incomeTaxBase: number;
  taxableBusinessIncome: number;
  taxableNonbusinessIncome: number;
  nonbusinessTax: number;
  businessTax: number;
  taxBeforeCredits: number;
  credits: {
    retirementIncome: number;
    seniorCitizen: number;
    exemption: number;
    jointFiling: number;
    earnedIncome: number;
    total: number;
  };
  taxAfterCredits: number;
  marginalRate: number;
  withheld: number;
  balance: number;
}

export interface MunicipalResult {
  ratePercent: number;
  /** Wages plus self-employment net profit. */
  taxableIncome: number;
  tax: number;
  withheld: number;
  balance: number;
}

export interface TaxResult {
  year: TaxYear;
  filingStatus: FilingStatus;
  federal: FederalResult;
  ohio: OhioResult;
  municipal: MunicipalResult | null;
  rates: {
    federalMarginal: number;
    ohioMarginal: number;
    /** Federal income tax after credits divided by total income. */
    federalEffective: number;
    /** Every tax here (less refundable credits) divided by total income. */
    overallEffective: number;
  };
  totals: {
    tax: number;
    withheld: number;
    /** Positive: total expected refund. Negative: total owed. */
    balance: number;
  };
  /** Plain-language notes about assumptions that matter for this result. */
  notes: string[];
  /** What the estimate cannot answer, kept beside the figure it affects. */
  figureNotes: FigureNotes;
}

/** Figures of the result that can carry a caveat of their own. */
export type ResultFigure =
  | "federalIncomeTax"
  | "taxableSocialSecurity"
  | "earnedIncomeCredit"
  | "selfEmploymentTax"
  | "federalTotalTax"
  | "ohioTax";

export type FigureNotes = Partial<Record<ResultFigure, string[]>>;
