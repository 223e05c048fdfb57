/**
 * The tax calculation engine: pure functions from a validated `TaxInput` and a year's tables to a
 * `TaxResult`. It follows the order of the forms (Form 1040 with Schedules 1, 1-A, 2, SE, 8812 and
 * Forms 8959 and 8995; Ohio IT 1040 with Schedule IT BUS and the Schedule of Credits) and rounds
 * to whole dollars line by line, as the forms allow, so a preparer can check every figure.
 *
 * Arithmetic is exact: amounts are integers (dollars or cents) and rates are turned into integer
 * parts per million, so products are exact integers and rounding happens in one place, half up,
 * the way the IRS rounds (50 cents and more round up).
 */

import { formatMoney } from "../format";
import { getTaxYear } from "./years/index";
import type {
  BracketSlice,
  ChildTaxCreditResult,
  EarnedIncomeCreditColumn,
  EarnedIncomeCreditResult,
  FigureNotes,
  FederalBracket,
  FederalTables,
  FilingStatus,
  MunicipalResult,
  OhioRateRow,
  OhioResult,
  OhioTables,
  ResultFigure,
  SelfEmploymentTaxResult,
  SocialSecurityResult,
  TaxInput,
  TaxResult,
  TaxYearData,
} from "./types";

const PARTS_PER_MILLION = 1_000_000;

function ratePpm(rate: number): number {
  return Math.round(rate * PARTS_PER_MILLION);
}

/** numerator / denominator rounded half up; both non-negative safe integers. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
}

/** `amount` whole dollars times `rate`, rounded to whole dollars. */
export function applyRate(amount: number, rate: number): number {
  if (amount <= 0) return 0;
  return divideRoundHalfUp(amount * ratePpm(rate), PARTS_PER_MILLION);
}

const isJoint = (status: FilingStatus) => status === "mfj";
/** Married people and surviving spouses get the smaller additional standard deduction. */
const usesMarriedAdditionalAmount = (status: FilingStatus) =>
  status === "mfj" || status === "mfs" || status === "qss";

// ---------------------------------------------------------------------------------------------
// Federal income tax on taxable income
// ---------------------------------------------------------------------------------------------

/** Tax on `cents` of taxable income by the rate schedule, in cents times one million (exact). */
function scheduleTaxScaled(cents: number, brackets: readonly FederalBracket[]): number {
  let total = 0;
  let lower = 0;
  for (const bracket of brackets) {
    const upper = bracket.upTo === null ? Number.POSITIVE_INFINITY : bracket.upTo * 100;
    const slice = Math.min(cents, upper) - lower;
    if (slice > 0) total += slice * ratePpm(bracket.rate);
    if (cents <= upper) break;
    lower = upper;
  }
  return total;
}

/** Tax on whole-dollar taxable income by the rate schedule (Tax Computation Worksheet), to the dollar. */
export function taxFromSchedule(taxableIncome: number, brackets: readonly FederalBracket[]): number {
  if (taxableIncome <= 0) return 0;
  return divideRoundHalfUp(scheduleTaxScaled(taxableIncome * 100, brackets), 100 * PARTS_PER_MILLION);
}

/**
 * The IRS Tax Table row a taxable income falls in, as the midpoint in cents. The table has rows of
 * $0-5, $5-15, $15-25, then $25 rows up to $3,000 and $50 rows up to $100,000; each row's tax is
 * the schedule tax on its midpoint, rounded to the dollar.
 */
function taxTableMidpointCents(taxableIncome: number): number {
  if (taxableIncome < 5) return 250;
  if (taxableIncome < 15) return 1_000;
  if (taxableIncome < 25) return 2_000;
  const step = taxableIncome < 3_000 ? 25 : 50;
  const rowStart = Math.floor(taxableIncome / step) * step;
  return rowStart * 100 + step * 50;
}

/** Federal income tax as Form 1040 line 16 has it: Tax Table below the limit, schedule above. */
export function federalIncomeTax(
  taxableIncome: number,
  brackets: readonly FederalBracket[],
  taxTableLimit: number,
): { tax: number; method: "table" | "schedule" } {
  if (taxableIncome <= 0) return { tax: 0, method: "table" };
  if (taxableIncome < taxTableLimit) {
    const scaled = scheduleTaxScaled(taxTableMidpointCents(taxableIncome), brackets);
    return { tax: divideRoundHalfUp(scaled, 100 * PARTS_PER_MILLION), method: "table" };
  }
  return { tax: taxFromSchedule(taxableIncome, brackets), method: "schedule" };
}

/** How taxable income spreads over the brackets, for the bracket chart (exact schedule, to the cent). */
export function bracketBreakdown(taxableIncome: number, brackets: readonly FederalBracket[]): BracketSlice[] {
  const slices: BracketSlice[] = [];
  let from = 0;
  for (const bracket of brackets) {
    const to = bracket.upTo;
    const top = to === null ? taxableIncome : Math.min(taxableIncome, to);
    const amount = Math.max(0, top - from);
    const taxCents = divideRoundHalfUp(amount * 100 * ratePpm(bracket.rate), PARTS_PER_MILLION);
    const isMarginal = taxableIncome > from && (to === null || taxableIncome <= to);
    slices.push({ rate: bracket.rate, from, to, amount, tax: taxCents / 100, isMarginal });
    if (to === null) break;
    from = to;
  }
  return slices;
}

export function federalMarginalRate(taxableIncome: number, brackets: readonly FederalBracket[]): number {
  if (taxableIncome <= 0) return 0;
  const bracket = brackets.find((b) => b.upTo === null || taxableIncome <= b.upTo);
  return bracket?.rate ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Self-employment tax (Schedule SE) and Additional Medicare Tax (Form 8959)
// ---------------------------------------------------------------------------------------------

export function selfEmploymentTax(
  netProfit: number,
  socialSecurityWages: number,
  tables: FederalTables["selfEmployment"],
): SelfEmploymentTaxResult {
  const none = {
    netProfit,
    netEarnings: 0,
    socialSecurityTax: 0,
    medicareTax: 0,
    total: 0,
    deductiblePart: 0,
  };
  if (netProfit <= 0) return none;
  const netEarnings = applyRate(netProfit, tables.netEarningsFactor); // line 4a
  if (netEarnings < tables.minimumNetEarnings) return none; // line 4c: under $400, no tax
  const socialSecurityRoom = Math.max(0, tables.socialSecurityWageBase - socialSecurityWages); // line 9
  const socialSecurityTax = applyRate(Math.min(netEarnings, socialSecurityRoom), tables.socialSecurityRate); // line 10
  const medicareTax = applyRate(netEarnings, tables.medicareRate); // line 11
  const total = socialSecurityTax + medicareTax; // line 12
  return {
    netProfit,
    netEarnings,
    socialSecurityTax,
    medicareTax,
    total,
    deductiblePart: applyRate(total, tables.deductibleShare), // line 13
  };
}

/** Two people's Schedule SE added up, as Schedule 2 line 4 and Schedule 1 line 15 add them. */
function addSchedulesSE(you: SelfEmploymentTaxResult, spouse: SelfEmploymentTaxResult | null) {
  if (!spouse) return you;
  return {
    netProfit: you.netProfit + spouse.netProfit,
    netEarnings: you.netEarnings + spouse.netEarnings,
    socialSecurityTax: you.socialSecurityTax + spouse.socialSecurityTax,
    medicareTax: you.medicareTax + spouse.medicareTax,
    total: you.total + spouse.total,
    deductiblePart: you.deductiblePart + spouse.deductiblePart,
  };
}

export function additionalMedicareTax(
  medicareWages: number,
  selfEmploymentEarnings: number,
  status: FilingStatus,
  tables: FederalTables["additionalMedicare"],
): number {
  const threshold = tables.thresholdByStatus[status];
  const onWages = applyRate(Math.max(0, medicareWages - threshold), tables.rate); // Form 8959 line 7
  // Part II: wages use up the threshold first, then self-employment earnings above what is left.
  const remainingThreshold = Math.max(0, threshold - medicareWages);
  const onSelfEmployment = applyRate(Math.max(0, selfEmploymentEarnings - remainingThreshold), tables.rate); // line 13
  return onWages + onSelfEmployment;
}

// ---------------------------------------------------------------------------------------------
// Deductions
// ---------------------------------------------------------------------------------------------

export function standardDeduction(input: TaxInput, tables: FederalTables["standardDeduction"]): number {
  const joint = isJoint(input.filingStatus);
  const boxes =
    Number(input.taxpayer65OrOlder) +
    Number(input.taxpayerBlind) +
    (joint ? Number(input.spouse65OrOlder) + Number(input.spouseBlind) : 0);
  const perBox = usesMarriedAdditionalAmount(input.filingStatus)
    ? tables.additionalMarried
    : tables.additionalUnmarried;
  return tables.byStatus[input.filingStatus] + boxes * perBox;
}

/** Schedule 1-A enhanced deduction for seniors: $6,000 per person 65+, less 6% of MAGI over the threshold. */
export function seniorDeduction(
  input: TaxInput,
  modifiedAgi: number,
  tables: FederalTables["seniorDeduction"],
): number {
  if (tables === null || input.filingStatus === "mfs") return 0;
  const people =
    Number(input.taxpayer65OrOlder) + (isJoint(input.filingStatus) ? Number(input.spouse65OrOlder) : 0);
  if (people === 0) return 0;
  const start = isJoint(input.filingStatus) ? tables.phaseOutStartJoint : tables.phaseOutStartOther;
  const reduction = applyRate(Math.max(0, modifiedAgi - start), tables.phaseOutRate);
  return people * Math.max(0, tables.perQualifyingPerson - reduction);
}

/**
 * Qualified business income deduction (Form 8995 / 8995-A) for a sole proprietor. Above the
 * threshold the deduction depends on W-2 wages the business pays and its property; a one-person
 * business has neither, so within the phase-in range the 20% shrinks in a straight line to zero.
 */
export function qualifiedBusinessIncomeDeduction(
  qualifiedBusinessIncome: number,
  taxableIncomeBeforeDeduction: number,
  status: FilingStatus,
  tables: FederalTables["qualifiedBusinessIncome"],
): number {
  if (qualifiedBusinessIncome <= 0 || taxableIncomeBeforeDeduction <= 0) return 0;
  const fullComponent = applyRate(qualifiedBusinessIncome, tables.rate);
  const threshold = tables.thresholdByStatus[status];
  const range = tables.phaseInRangeByStatus[status];
  let component: number;
  if (taxableIncomeBeforeDeduction <= threshold) {
    component = fullComponent;
  } else if (taxableIncomeBeforeDeduction < threshold + range) {
    const reduction = divideRoundHalfUp(fullComponent * (taxableIncomeBeforeDeduction - threshold), range);
    component = fullComponent - reduction;
  } else {
    component = 0;
  }
  const incomeLimit = applyRate(taxableIncomeBeforeDeduction, tables.rate);
  let deduction = Math.min(component, incomeLimit);
  if (tables.minimum && qualifiedBusinessIncome >= tables.minimum.minimumIncome) {
    deduction = Math.max(deduction, Math.min(tables.minimum.deduction, taxableIncomeBeforeDeduction));
  }
  return deduction;
}

/**
 * 2026 on: cash gifts to charity deducted with the standard deduction, up to $1,000 ($2,000 on a
 * joint return; IRC section 170(p)). Zero in years without the deduction.
 */
export function charitableDeductionWithoutItemizing(
  gifts: number,
  status: FilingStatus,
  tables: FederalTables["charitableDeductionWithoutItemizing"],
): number {
  if (tables === null) return 0;
  return Math.min(gifts, isJoint(status) ? tables.maximumJoint : tables.maximum);
}

/**
 * 2026 on: itemized deductions cut by 2/37 of the lesser of them or income reaching the 37% bracket.
 * `taxableIncomeWithItemized` is IRC section 68(a)(2)'s measure: taxable income figured without
 * this limit, increased by the itemized deductions.
 */
export function itemizedDeductionLimitation(
  itemized: number,
  taxableIncomeWithItemized: number,
  brackets: readonly FederalBracket[],
  limit: FederalTables["itemizedDeductionLimit"],
): number {
  if (limit === null || itemized <= 0) return 0;
  const topBracketStart = brackets[brackets.length - 2]?.upTo ?? Number.POSITIVE_INFINITY;
  const intoTopBracket = Math.max(0, taxableIncomeWithItemized - topBracketStart);
  const base = Math.min(itemized, intoTopBracket);
  // 2/37 is not a whole number of parts per million, so the fraction is kept as a fraction.
  return divideRoundHalfUp(base * limit.numerator, limit.denominator);
}

// ---------------------------------------------------------------------------------------------
// Child tax credit, credit for other dependents, additional child tax credit (Schedule 8812)
// ---------------------------------------------------------------------------------------------

export function childTaxCredit(
  input: TaxInput,
  modifiedAgi: number,
  incomeTax: number,
  earnedIncome: number,
  tables: FederalTables["childTaxCredit"],
): ChildTaxCreditResult {
  const children = input.qualifyingChildren;
  const others = input.otherDependents;
  const beforePhaseOut = children * tables.perChild + others * tables.otherDependentCredit; // line 8
  const start = isJoint(input.filingStatus) ? tables.phaseOutStartJoint : tables.phaseOutStartOther;
  const excess = Math.max(0, modifiedAgi - start);
  const phaseOutReduction = Math.ceil(excess / tables.phaseOutStep) * tables.phaseOutPerStep; // line 11
  const afterPhaseOut = Math.max(0, beforePhaseOut - phaseOutReduction); // line 12
  const nonrefundable = Math.min(afterPhaseOut, incomeTax); // line 14
  let refundable = 0;
  if (children > 0) {
    const unused = afterPhaseOut - nonrefundable; // line 16a
    const perChildCap = children * tables.refundablePerChild; // line 16b
    const earnedIncomePart = applyRate(
      Math.max(0, earnedIncome - tables.refundableEarnedIncomeFloor),
      tables.refundableRate,
    ); // line 20
    refundable = Math.min(unused, perChildCap, earnedIncomePart); // line 27
  }
  return {
    qualifyingChildren: children,
    otherDependents: others,
    beforePhaseOut,
    phaseOutReduction,
    afterPhaseOut,
    nonrefundable,
    refundable,
  };
}

// ---------------------------------------------------------------------------------------------
// Social Security benefits (Form 1040 Social Security Benefits Worksheet, Pub. 915 Worksheet 1)
// ---------------------------------------------------------------------------------------------

/**
 * The taxable part of Social Security benefits, line by line as the worksheet has it.
 * `otherIncome` is every other item of income (worksheet line 3) and `adjustments` the adjustments
 * to income (line 6). A married person filing separately is taken to have lived with the spouse
 * at some time in the year, the worksheet's default path (base amount $0, up to 85% taxable).
 */
export function taxableSocialSecurity(
  benefits: number,
  otherIncome: number,
  adjustments: number,
  status: FilingStatus,
  tables: FederalTables["socialSecurityBenefits"],
): SocialSecurityResult {
  const joint = isJoint(status);
  const baseAmount =
    status === "mfs" ? tables.baseAmountSeparate : joint ? tables.baseAmountJoint : tables.baseAmountOther;
  const half = applyRate(benefits, tables.lowerRate); // line 2
  const provisionalIncome = Math.max(0, half + otherIncome - adjustments); // lines 5-7
  const result = { benefits, provisionalIncome, baseAmount, taxable: 0 };
  if (benefits <= 0 || provisionalIncome <= baseAmount) return result; // line 8: none taxable
  const upperLimit = applyRate(benefits, tables.upperRate); // line 17
  if (status === "mfs") {
    // Lines 8-15 skipped: 85% of line 7 goes on line 16.
    return { ...result, taxable: Math.min(applyRate(provisionalIncome, tables.upperRate), upperLimit) };
  }
  const overBase = provisionalIncome - baseAmount; // line 9
  const secondTier = joint ? tables.secondTierJoint : tables.secondTierOther; // line 10
  const overSecondTier = Math.max(0, overBase - secondTier); // line 11
  const lowerPart = Math.min(half, applyRate(Math.min(overBase, secondTier), tables.lowerRate)); // lines 12-14
  const upperPart = applyRate(overSecondTier, tables.upperRate); // line 15
  return { ...result, taxable: Math.min(lowerPart + upperPart, upperLimit) }; // lines 16-18
}

// ---------------------------------------------------------------------------------------------
// Earned income credit (EIC Worksheet A and the EIC Table)
// ---------------------------------------------------------------------------------------------

/**
 * The credit the EIC Table shows for an amount of income: the table prices each $50 row at its
 * midpoint (phase-in at the credit rate up to the maximum, less the phase-out rate above the
 * phase-out start), rounded to the dollar; at or above the completed phase-out there is none.
 * The row the completed phase-out falls in is cut short there and priced at the middle of what
 * is left of it, as the Table's footnotes do (2025: $50,400 to $50,434 with one child, $3).
 */
export function earnedIncomeCreditFromTable(
  amount: number,
  column: EarnedIncomeCreditColumn,
  joint: boolean,
  rowWidth: number,
): number {
  const end = joint ? column.phaseOutEndJoint : column.phaseOutEnd;
  if (amount <= 0 || amount >= end) return 0;
  const rowStart = Math.floor(amount / rowWidth) * rowWidth;
  const rowEnd = Math.min(rowStart + rowWidth, end);
  const midpointCents = rowStart * 100 + (rowEnd - rowStart) * 50;
  const phaseIn = Math.min(
    midpointCents * ratePpm(column.creditRate),
    column.maxCredit * 100 * PARTS_PER_MILLION,
  );
  const start = (joint ? column.phaseOutStartJoint : column.phaseOutStart) * 100;
  const reduction = Math.max(0, midpointCents - start) * ratePpm(column.phaseOutRate);
  const scaled = phaseIn - reduction;
  return scaled > 0 ? divideRoundHalfUp(scaled, 100 * PARTS_PER_MILLION) : 0;
}

/** Federal earned income credit: EIC Worksheet A, with the eligibility tests the calculator can ask about. */
export function earnedIncomeCredit(
  input: TaxInput,
  earnedIncome: number,
  adjustedGrossIncome: number,
  tables: FederalTables["earnedIncomeCredit"],
): EarnedIncomeCreditResult {
  const children = Math.min(3, input.qualifyingChildren + input.eicOnlyChildren);
  const result = (amount: number, outcome: EarnedIncomeCreditResult["outcome"]) => ({
    children,
    earnedIncome,
    amount,
    outcome,
  });
  if (input.filingStatus === "mfs") return result(0, "married-separately");
  if (earnedIncome <= 0) return result(0, "no-earned-income");
  if (input.investmentIncome > tables.investmentIncomeLimit) return result(0, "investment-income");
  if (children === 0) {
    const inAgeRange = (is65: boolean, under25: boolean) => !is65 && !under25;
    const ageOk =
      inAgeRange(input.taxpayer65OrOlder, input.taxpayerUnder25) ||
      (isJoint(input.filingStatus) && inAgeRange(input.spouse65OrOlder, input.spouseUnder25));
    if (!ageOk) return result(0, "age");
  }
  const column = tables.byChildren[children]!;
  const joint = isJoint(input.filingStatus);
  let amount = earnedIncomeCreditFromTable(earnedIncome, column, joint, tables.tableRowWidth); // line 2
  const start = joint ? column.phaseOutStartJoint : column.phaseOutStart;
  if (adjustedGrossIncome !== earnedIncome && adjustedGrossIncome >= start) {
    // Lines 4-7: AGI at or above the phase-out start is looked up too; the smaller credit applies.
    amount = Math.min(
      amount,
      earnedIncomeCreditFromTable(adjustedGrossIncome, column, joint, tables.tableRowWidth),
    );
  }
  return result(amount, amount > 0 ? "allowed" : "income-too-high");
}

// ---------------------------------------------------------------------------------------------
// Ohio
// ---------------------------------------------------------------------------------------------

/** Ohio tax on taxable nonbusiness income (IT 1040 line 8a), to the dollar. */
export function ohioNonbusinessTax(taxableNonbusinessIncome: number, rows: readonly OhioRateRow[]): number {
  let row: OhioRateRow | undefined;
  for (const candidate of rows) if (taxableNonbusinessIncome > candidate.over) row = candidate;
  if (!row || (row.base === 0 && row.rate === 0)) return 0;
  const baseCents = Math.round(row.base * 100);
  const excessCents = (taxableNonbusinessIncome - row.over) * 100;
  const scaled = baseCents * PARTS_PER_MILLION + excessCents * ratePpm(row.rate);
  return divideRoundHalfUp(scaled, 100 * PARTS_PER_MILLION);
}

function ohioMarginalRate(taxableNonbusinessIncome: number, rows: readonly OhioRateRow[]): number {
  let rate = 0;
  for (const row of rows) if (taxableNonbusinessIncome > row.over) rate = row.rate;
  return rate;
}

export function ohioExemptionAmount(modifiedAgi: number, tables: OhioTables["exemptions"]): number {
  if (modifiedAgi >= tables.noneAtOrAbove) return 0;
  for (const step of tables.steps) if (modifiedAgi <= step.upTo) return step.amount;
  return 0;
}

interface OhioFacts {
  federalAgi: number;
  /** Taxable Social Security benefits in federal AGI: Ohio deducts them. */
  taxableSocialSecurity: number;
  businessIncome: number;
  federalEarnedIncomeCredit: number;
}

export function ohioRetirementIncomeCredit(
  retirementIncome: number,
  steps: OhioTables["retirementIncomeCredit"]["steps"],
): number {
  let credit = 0;
  for (const step of steps) if (retirementIncome > step.over) credit = step.credit;
  return credit;
}

export function calculateOhio(input: TaxInput, facts: OhioFacts, tables: OhioTables): OhioResult {
  const status = input.filingStatus;
  const businessCap =
    status === "mfs" ? tables.businessIncome.deductionCapMarriedSeparate : tables.businessIncome.deductionCap;
  const businessIncomeDeduction = Math.min(facts.businessIncome, businessCap);
  // Line 3 can be below zero: the deduction is the whole business profit, while federal AGI is
  // already reduced by half the self-employment tax. Modified AGI adds the deduction back.
  const socialSecurityDeduction = facts.taxableSocialSecurity; // Schedule of Adjustments
  const adjustedGrossIncome = facts.federalAgi - socialSecurityDeduction - businessIncomeDeduction; // line 3
  const modifiedAdjustedGrossIncome = adjustedGrossIncome + businessIncomeDeduction;
  const exemptionCount = 1 + (isJoint(status) ? 1 : 0) + input.qualifyingChildren + input.otherDependents;
  const exemptionAmountEach = ohioExemptionAmount(modifiedAdjustedGrossIncome, tables.exemptions);
  const exemptions = exemptionCount * exemptionAmountEach; // line 4
  const incomeTaxBase = Math.max(0, adjustedGrossIncome - exemptions); // line 5
  // Schedule IT BUS: business income above the deduction, but never more than the tax base.
  const taxableBusinessIncome = Math.min(facts.businessIncome - businessIncomeDeduction, incomeTaxBase); // line 6
  const taxableNonbusinessIncome = Math.max(0, incomeTaxBase - taxableBusinessIncome); // line 7
  const nonbusinessTax = ohioNonbusinessTax(taxableNonbusinessIncome, tables.schedule.rows); // line 8a
  const businessTax = applyRate(taxableBusinessIncome, tables.businessIncome.rate); // line 8b
  const taxBeforeCredits = nonbusinessTax + businessTax; // line 8c

  // Schedule of Credits, in its order; nonrefundable credits never take the tax below zero.
  let remaining = taxBeforeCredits;
  const take = (credit: number) => {
    const used = Math.min(credit, remaining);
    remaining -= used;
    return used;
  };
  // MAGI less exemptions: the income test of most Ohio credits.
  const incomeLessExemptions = modifiedAdjustedGrossIncome - exemptions;
  const retirementIncome = take(
    incomeLessExemptions < tables.retirementIncomeCredit.incomeLimit
      ? ohioRetirementIncomeCredit(input.retirementIncome, tables.retirementIncomeCredit.steps)
      : 0,
  ); // line 2
  const anyoneSenior = input.taxpayer65OrOlder || (isJoint(status) && input.spouse65OrOlder);
  const seniorCitizen = take(
    anyoneSenior && incomeLessExemptions < tables.seniorCitizenCredit.incomeLimit
      ? tables.seniorCitizenCredit.amountPerReturn
      : 0,
  ); // line 4
  const exemption = take(
    incomeLessExemptions < tables.exemptionCredit.incomeLimit
      ? exemptionCount * tables.exemptionCredit.perExemption
      : 0,
  ); // line 9
  let jointFiling = 0;
  const joint = tables.jointFilingCredit;
  if (isJoint(status) && input.bothSpousesHaveIncome && modifiedAdjustedGrossIncome < joint.noneAtOrAbove) {
    const measure = Math.max(0, incomeLessExemptions);
    const band = joint.bands.find((b) => b.upTo === null || measure <= b.upTo);
    jointFiling = take(Math.min(joint.maximum, applyRate(remaining, band?.rate ?? 0)));
  } // line 12
  const earnedIncome = take(
    applyRate(facts.federalEarnedIncomeCredit, tables.earnedIncomeCredit.shareOfFederal),
  ); // line 13
  const creditsTotal = retirementIncome + seniorCitizen + exemption + jointFiling + earnedIncome;
  const taxAfterCredits = taxBeforeCredits - creditsTotal;

  return {
    federalAdjustedGrossIncome: facts.federalAgi,
    socialSecurityDeduction,
    businessIncome: facts.businessIncome,
    businessIncomeDeduction,
    adjustedGrossIncome,
    modifiedAdjustedGrossIncome,
    exemptionCount,
    exemptionAmountEach,
    exemptions,
    incomeTaxBase,
    taxableBusinessIncome,
    taxableNonbusinessIncome,
    nonbusinessTax,
    businessTax,
    taxBeforeCredits,
    credits: { retirementIncome, seniorCitizen, exemption, jointFiling, earnedIncome, total: creditsTotal },
    taxAfterCredits,
    marginalRate: ohioMarginalRate(taxableNonbusinessIncome, tables.schedule.rows),
    withheld: input.ohioWithheld,
    balance: input.ohioWithheld - taxAfterCredits,
  };
}

// ---------------------------------------------------------------------------------------------
// Everything together
// ---------------------------------------------------------------------------------------------

/** `taxableIncome`: wages plus self-employment profit, both spouses' on a joint return. */
function municipal(input: TaxInput, taxableIncome: number): MunicipalResult | null {
  if (input.municipalRatePercent === null) return null;
  // Ohio cities tax qualifying wages (Medicare wages, before 401(k) deferrals) and net profit.
  const tax = applyRate(taxableIncome, input.municipalRatePercent / 100);
  return {
    ratePercent: input.municipalRatePercent,
    taxableIncome,
    tax,
    withheld: input.municipalWithheld,
    balance: input.municipalWithheld - tax,
  };
}

function assertValid(input: TaxInput): void {
  const amounts = [
    input.wages,
    input.spouseWages,
    input.selfEmploymentIncome,
    input.spouseSelfEmploymentIncome,
    input.retirementIncome,
    input.socialSecurityBenefits,
    input.investmentIncome,
    input.otherIncome,
    input.pretaxContributions,
    input.iraAndHsaDeductions,
    input.selfEmployedRetirement,
    input.itemizedDeductions,
    input.charitableCashGifts,
    input.federalWithheld,
    input.ohioWithheld,
    input.municipalWithheld,
    input.qualifyingChildren,
    input.otherDependents,
    input.eicOnlyChildren,
  ];
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new RangeError(
        `calculateTaxes needs whole, non-negative amounts; got ${amount}. Parse input with parseTaxInput first.`,
      );
    }
  }
  const rate = input.municipalRatePercent;
  if (rate !== null && !(Number.isFinite(rate) && rate >= 0 && rate <= 100)) {
    throw new RangeError(`Municipal rate must be a percentage; got ${rate}.`);
  }
}

function ratio(part: number, whole: number): number {
  return whole > 0 ? Math.max(0, part) / whole : 0;
}

export function calculateTaxes(input: TaxInput, data: TaxYearData = getTaxYear(input.year)): TaxResult {
  assertValid(input);
  const federal = data.federal;
  const status = input.filingStatus;
  const brackets = federal.brackets.byStatus[status];

  // Income and adjustments (Form 1040 lines 1-11, Schedule 1 and SE). On a joint return each
  // spouse's business gets a Schedule SE of its own, against that spouse's own wages.
  const joint = isJoint(status);
  const spouseWages = joint ? input.spouseWages : 0;
  const spouseSelfEmploymentIncome = joint ? input.spouseSelfEmploymentIncome : 0;
  const wages = input.wages + spouseWages;
  const selfEmploymentIncome = input.selfEmploymentIncome + spouseSelfEmploymentIncome;
  const seYou = selfEmploymentTax(input.selfEmploymentIncome, input.wages, federal.selfEmployment);
  const seSpouse = joint
    ? selfEmploymentTax(spouseSelfEmploymentIncome, spouseWages, federal.selfEmployment)
    : null;
  const se = addSchedulesSE(seYou, seSpouse);
  const incomeBeforeBenefits =
    wages + selfEmploymentIncome + input.retirementIncome + input.investmentIncome + input.otherIncome;
  const adjustmentsTotal =
    input.pretaxContributions + input.iraAndHsaDeductions + input.selfEmployedRetirement + se.deductiblePart;
  const socialSecurity = taxableSocialSecurity(
    input.socialSecurityBenefits,
    incomeBeforeBenefits,
    adjustmentsTotal,
    status,
    federal.socialSecurityBenefits,
  );
  const totalIncome = incomeBeforeBenefits + socialSecurity.taxable;
  const adjustedGrossIncome = Math.max(0, totalIncome - adjustmentsTotal);

  // Qualified business income: the profit less the deductions attributable to the business, half
  // the self-employment tax and the owners' own retirement contributions (Treas. Reg.
  // 1.199A-3(b)(1)(vi)).
  const qualifiedBusinessIncome = Math.max(
    0,
    selfEmploymentIncome - se.deductiblePart - input.selfEmployedRetirement,
  );
  const qbiDeductionOn = (taxableBeforeDeduction: number) =>
    qualifiedBusinessIncomeDeduction(
      qualifiedBusinessIncome,
      taxableBeforeDeduction,
      status,
      federal.qualifiedBusinessIncome,
    );

  // Deductions (lines 12-14).
  const standard = standardDeduction(input, federal.standardDeduction);
  const senior = seniorDeduction(input, adjustedGrossIncome, federal.seniorDeduction);
  let itemizedLimitation = 0;
  let deductionUsed = standard;
  let charitable = 0;
  if (input.deduction === "itemized") {
    // IRC section 68(a)(2) measures taxable income "determined without regard to this section": the
    // qualified business income deduction figured on the whole itemized amount comes off it.
    const itemized = input.itemizedDeductions;
    const qbiWithoutLimit = qbiDeductionOn(Math.max(0, adjustedGrossIncome - itemized - senior));
    itemizedLimitation = itemizedDeductionLimitation(
      itemized,
      adjustedGrossIncome - senior - qbiWithoutLimit,
      brackets,
      federal.itemizedDeductionLimit,
    );
    deductionUsed = itemized - itemizedLimitation;
  } else {
    charitable = charitableDeductionWithoutItemizing(
      input.charitableCashGifts,
      status,
      federal.charitableDeductionWithoutItemizing,
    );
  }
  const taxableBeforeQbi = Math.max(0, adjustedGrossIncome - deductionUsed - senior - charitable);
  const qbiDeduction = qbiDeductionOn(taxableBeforeQbi);
  const taxableIncome = Math.max(0, taxableBeforeQbi - qbiDeduction);

  // Tax, credits, other taxes, payments (lines 16-37).
  const incomeTax = federalIncomeTax(taxableIncome, brackets, federal.taxTableLimit);
  // Earned income is W-2 box 1 wages plus self-employment earnings (IRC section 32(c)(2)(A)):
  // contributions taken from pay are already out of box 1; those deducted on Schedule 1 (IRA,
  // SEP, HSA paid directly) lower AGI only.
  const boxOneWages = wages - Math.min(input.pretaxContributions, wages);
  const earnedIncome = boxOneWages + Math.max(0, selfEmploymentIncome - se.deductiblePart);
  const ctc = childTaxCredit(input, adjustedGrossIncome, incomeTax.tax, earnedIncome, federal.childTaxCredit);
  const eic = earnedIncomeCredit(input, earnedIncome, adjustedGrossIncome, federal.earnedIncomeCredit);
  const incomeTaxAfterCredits = incomeTax.tax - ctc.nonrefundable;
  // Form 8959 adds both spouses' wages and self-employment earnings against the joint threshold.
  const addlMedicare = additionalMedicareTax(wages, se.netEarnings, status, federal.additionalMedicare);
  const federalTotalTax = incomeTaxAfterCredits + se.total + addlMedicare;
  const refundableCredits = ctc.refundable + eic.amount;
  const federalBalance = input.federalWithheld + refundableCredits - federalTotalTax;

  const ohio = calculateOhio(
    input,
    // Ohio business income is the whole net profit: Ohio treats the federal deduction for half the
    // self-employment tax as a personal adjustment, not a business expense (ODT IT BUS FAQ).
    {
      federalAgi: adjustedGrossIncome,
      taxableSocialSecurity: socialSecurity.taxable,
      businessIncome: selfEmploymentIncome,
      federalEarnedIncomeCredit: eic.amount,
    },
    data.ohio,
  );
  const city = municipal(input, wages + selfEmploymentIncome);

  const totalTax = federalTotalTax + ohio.taxAfterCredits + (city?.tax ?? 0);
  const totalWithheld = input.federalWithheld + input.ohioWithheld + (city ? city.withheld : 0);

  const result: TaxResult = {
    year: data.year,
    filingStatus: status,
    federal: {
      totalIncome,
      socialSecurity,
      adjustments: {
        pretaxContributions: input.pretaxContributions,
        iraAndHsaDeductions: input.iraAndHsaDeductions,
        selfEmployedRetirement: input.selfEmployedRetirement,
        selfEmploymentTaxDeduction: se.deductiblePart,
        total: adjustmentsTotal,
      },
      adjustedGrossIncome,
      deduction: {
        method: input.deduction,
        standard,
        itemizedEntered: input.deduction === "itemized" ? input.itemizedDeductions : 0,
        itemizedLimitation,
        used: deductionUsed,
      },
      seniorDeduction: senior,
      charitableDeductionWithoutItemizing: charitable,
      qualifiedBusinessIncome,
      qualifiedBusinessIncomeDeduction: qbiDeduction,
      taxableIncome,
      incomeTax: incomeTax.tax,
      incomeTaxMethod: incomeTax.method,
      brackets: bracketBreakdown(taxableIncome, brackets),
      marginalRate: federalMarginalRate(taxableIncome, brackets),
      childTaxCredit: ctc,
      earnedIncomeCredit: eic,
      incomeTaxAfterCredits,
      selfEmploymentTax: se,
      selfEmploymentTaxByPerson: { you: seYou, spouse: seSpouse },
      additionalMedicareTax: addlMedicare,
      totalTax: federalTotalTax,
      withheld: input.federalWithheld,
      refundableCredits,
      balance: federalBalance,
    },
    ohio,
    municipal: city,
    rates: {
      federalMarginal: federalMarginalRate(taxableIncome, brackets),
      ohioMarginal: ohio.marginalRate,
      federalEffective: ratio(incomeTaxAfterCredits, totalIncome),
      overallEffective: ratio(totalTax - refundableCredits, totalIncome),
    },
    totals: {
      tax: totalTax,
      withheld: totalWithheld,
      balance: totalWithheld + refundableCredits - totalTax,
    },
    notes: [],
    figureNotes: {},
  };
  result.notes = explain(input, result, data);
  result.figureNotes = figureNotes(input, result, data);
  return result;
}

/** Plain-language notes on the assumptions behind this particular result. */
function explain(input: TaxInput, result: TaxResult, data: TaxYearData): string[] {
  const notes: string[] = [];
  const federal = data.federal;
  const f = result.federal;
  const status = input.filingStatus;

  if (input.deduction === "itemized" && f.deduction.standard > f.deduction.used) {
    notes.push(
      `Your standard deduction (${formatMoney(f.deduction.standard)}) is larger than your itemized deductions. Most people in that spot take the standard deduction.`,
    );
  }
  if (f.deduction.itemizedLimitation > 0) {
    notes.push(
      "Starting in 2026, itemized deductions are trimmed for income taxed at 37%; that cut is included.",
    );
  }
  if (federal.seniorDeduction && status === "mfs" && (input.taxpayer65OrOlder || input.spouse65OrOlder)) {
    notes.push(
      "The $6,000 deduction for people 65 and older is not allowed on a married-filing-separately return.",
    );
  } else if (federal.seniorDeduction && f.seniorDeduction > 0) {
    notes.push(
      "Includes the $6,000 deduction for people 65 and older (2025 to 2028), which requires a valid Social Security number.",
    );
  }
  const schedulesSE = f.selfEmploymentTaxByPerson;
  if (f.selfEmploymentTax.netProfit > 0) {
    const base = formatMoney(federal.selfEmployment.socialSecurityWageBase);
    const rest =
      "The qualified business income deduction assumes no W-2 wages paid and no business property, and the Ohio business income deduction is applied to the same profit.";
    notes.push(
      schedulesSE.spouse
        ? `Each spouse's self-employment profit is treated as that spouse's own sole proprietorship, with no employees, on a Schedule SE of its own: Social Security tax stops once that spouse's own wages and self-employment earnings reach ${base}. ${rest}`
        : `Your self-employment profit is treated as one sole proprietorship of yours, with no employees: Social Security tax on it stops once your wages and self-employment earnings together reach ${base}. ${rest}`,
    );
    const ownerHasWages =
      (input.selfEmploymentIncome > 0 && input.wages > 0) ||
      (schedulesSE.spouse !== null && input.spouseSelfEmploymentIncome > 0 && input.spouseWages > 0);
    if (ownerHasWages) {
      notes.push(
        "We take the wages to be Social Security wages (W-2 box 3 the same as box 5). If a job did not take out Social Security tax (box 4 empty), more of the self-employment profit owes Social Security tax than shown here; please ask us.",
      );
    }
    const threshold = federal.qualifiedBusinessIncome.thresholdByStatus[status];
    if (f.taxableIncome + f.qualifiedBusinessIncomeDeduction > threshold) {
      notes.push(
        "Your income is above the point where the qualified business income deduction starts to depend on wages your business pays, its property and its type of work. We assumed none; the real figure can be higher, so please talk to us.",
      );
    }
  }
  if (input.qualifyingChildren > 0 || input.otherDependents > 0) {
    notes.push(
      "The child tax credit requires a Social Security number for each qualifying child and for you (or your spouse on a joint return).",
    );
  }
  if (
    input.qualifyingChildren >= 3 &&
    f.childTaxCredit.refundable < f.childTaxCredit.afterPhaseOut - f.childTaxCredit.nonrefundable
  ) {
    notes.push(
      "With three or more children, the refundable part of the child tax credit can sometimes be figured a second way (using Social Security and Medicare taxes paid); we used the standard earned-income method.",
    );
  }
  if (status === "mfj" && !input.bothSpousesHaveIncome) {
    notes.push(
      "Ohio's joint filing credit is only for couples where each spouse had at least $500 of income from work, a business or retirement; it is not included.",
    );
  }
  if (f.additionalMedicareTax > 0) {
    notes.push(
      "Includes the 0.9% Additional Medicare Tax on wages and self-employment earnings above the threshold. Your employer may already have withheld some of it.",
    );
  }
  const eic = f.earnedIncomeCredit;
  const eicTables = federal.earnedIncomeCredit;
  if (eic.outcome === "investment-income") {
    notes.push(
      `No earned income credit: investment income over ${formatMoney(eicTables.investmentIncomeLimit)} rules it out for ${data.year}.`,
    );
  } else if (eic.outcome === "married-separately" && eic.earnedIncome > 0) {
    notes.push(
      "The earned income credit is left out on a married-filing-separately return. It is allowed only if a qualifying child lived with you more than half the year and you lived apart from your spouse for the last six months of the year (or are legally separated); ask us if that fits.",
    );
  } else if (eic.outcome === "age") {
    notes.push(
      `No earned income credit: without a qualifying child you (or your spouse) must be at least ${eicTables.noChildMinimumAge} and under ${eicTables.noChildMaximumAge} at the end of the year.`,
    );
  }
  if (input.iraAndHsaDeductions > 0) {
    notes.push(
      "IRA and HSA contributions are deducted as you entered them. Each has a yearly limit, and the traditional IRA deduction shrinks or ends at higher incomes when you or your spouse has a retirement plan at work.",
    );
  }
  if (input.selfEmployedRetirement > 0) {
    notes.push(
      "SEP, SIMPLE and solo 401(k) contributions for the business owner lower both your income and the qualified business income the 20% deduction is figured on. They are deducted as you entered them; the most you can put in depends on the profit, so check with us before you contribute.",
    );
  }
  const charity = federal.charitableDeductionWithoutItemizing;
  if (input.deduction === "standard" && input.charitableCashGifts > 0) {
    notes.push(
      charity
        ? `Includes ${formatMoney(f.charitableDeductionWithoutItemizing)} of your cash gifts to charity, deducted without itemizing (from 2026, up to ${formatMoney(charity.maximum)}, or ${formatMoney(charity.maximumJoint)} on a joint return). Gifts to donor-advised funds and gifts of goods do not count.`
        : `Cash gifts to charity are deducted without itemizing only from 2026; for ${data.year} they count only if you itemize.`,
    );
  }
  if (input.retirementIncome > 0 || input.socialSecurityBenefits > 0) {
    notes.push(
      "Ohio's one-time lump sum retirement and lump sum distribution credits are not included. They can beat the yearly credits when a whole pension or account is paid out at once, but taking one rules out the yearly retirement or senior citizen credit for good; ask us first.",
    );
  }
  if (result.municipal) {
    notes.push(
      "City tax is figured on wages plus self-employment profit at the rate you entered. Credits for tax paid to the city where you work are not included.",
    );
  }
  notes.push(
    "Not included: education and child care credits, the tips, overtime and car-loan interest deductions (2025 to 2028), school district income tax, and Ohio adjustments such as the 529 deduction.",
  );
  notes.push(...data.caveats);
  return notes;
}

/** Net investment income tax thresholds (IRC section 1411(b)); fixed in the law, not indexed. */
const NET_INVESTMENT_INCOME_TAX_THRESHOLD: Readonly<Record<FilingStatus, number>> = {
  single: 200_000,
  hoh: 200_000,
  qss: 250_000,
  mfj: 250_000,
  mfs: 125_000,
};

/** Caveats that belong beside one figure: what the estimate cannot answer for that figure. */
function figureNotes(input: TaxInput, result: TaxResult, data: TaxYearData): FigureNotes {
  const notes: FigureNotes = {};
  const add = (figure: ResultFigure, text: string) => (notes[figure] ??= []).push(text);
  const f = result.federal;

  if (input.investmentIncome > 0 || input.otherIncome > 0) {
    add(
      "federalIncomeTax",
      "Investment and other income are taxed here at ordinary rates. Qualified dividends and long-term capital gains get lower rates, which this estimate does not figure; with them your tax would be lower.",
    );
  }
  if (input.investmentIncome > 0) {
    if (f.adjustedGrossIncome > NET_INVESTMENT_INCOME_TAX_THRESHOLD[input.filingStatus]) {
      add(
        "federalTotalTax",
        "Not included: the 3.8% net investment income tax, which can apply to investment income at your income level.",
      );
    }
  }
  if (input.socialSecurityBenefits > 0) {
    // Tax-exempt interest raises worksheet line 7; it cannot matter once 85% of the benefits is taxed.
    const mostTaxable = applyRate(
      input.socialSecurityBenefits,
      data.federal.socialSecurityBenefits.upperRate,
    );
    const exemptInterest =
      f.socialSecurity.taxable < mostTaxable
        ? " Tax-exempt interest, if you have any, would make more of it taxable."
        : "";
    add(
      "taxableSocialSecurity",
      `Figured with the IRS Social Security Benefits Worksheet: ${formatMoney(f.socialSecurity.taxable)} of your ${formatMoney(input.socialSecurityBenefits)} in benefits is taxable.${exemptInterest}`,
    );
    if (input.filingStatus === "mfs") {
      add(
        "taxableSocialSecurity",
        "Married filing separately: we assumed you lived with your spouse at some time in the year, so up to 85% is taxable from the first dollar. If you lived apart all year, less may be taxable.",
      );
    }
    add(
      "ohioTax",
      "Ohio does not tax Social Security benefits: the taxable part is deducted on the Ohio return.",
    );
  }
  const eic = f.earnedIncomeCredit;
  const eicTables = data.federal.earnedIncomeCredit;
  if (eic.amount > 0) {
    add(
      "earnedIncomeCredit",
      "Requires a Social Security number valid for work for you (and your spouse) and for each child counted, and that no one else can claim you as a qualifying child.",
    );
    add(
      "earnedIncomeCredit",
      `Investment income over ${formatMoney(eicTables.investmentIncomeLimit)} rules this credit out for ${data.year}. Tax-exempt interest and capital gains count toward that limit, as well as the taxable interest and dividends you entered.`,
    );
  }
  // Other dependents not marked as children for this credit: say so wherever counting them would
  // raise it, even when the credit is $0 without them (a 17-year-old can be the only child).
  if (input.otherDependents > input.eicOnlyChildren && eic.children < 3) {
    const withThem = earnedIncomeCredit(
      { ...input, eicOnlyChildren: input.otherDependents },
      eic.earnedIncome,
      f.adjustedGrossIncome,
      eicTables,
    ).amount;
    if (withThem > eic.amount) {
      add(
        "earnedIncomeCredit",
        `Your other dependents are not counted for this credit. A child, brother, sister, grandchild, niece or nephew who lived with you more than half the year and was under 19, a full-time student under 24, or permanently disabled does count: count them among the other dependents who count for the earned income credit, and this credit could be up to ${formatMoney(withThem)}.`,
      );
    }
  }
  const { you, spouse } = f.selfEmploymentTaxByPerson;
  if (spouse && f.selfEmploymentTax.total > 0) {
    const base = formatMoney(data.federal.selfEmployment.socialSecurityWageBase);
    add(
      "selfEmploymentTax",
      you.total > 0 && spouse.total > 0
        ? `Yours is ${formatMoney(you.total)} and your spouse's ${formatMoney(spouse.total)}: each spouse's Schedule SE counts only that spouse's own wages toward the ${base} limit for Social Security tax.`
        : `On ${you.total > 0 ? "your" : "your spouse's"} Schedule SE, which counts only ${you.total > 0 ? "your" : "your spouse's"} own wages toward the ${base} limit for Social Security tax.`,
    );
  }
  if (result.ohio.credits.retirementIncome > 0) {
    add(
      "ohioTax",
      "Includes Ohio's retirement income credit, which assumes the pension or IRA income was paid because you retired and that you never took Ohio's lump sum retirement credit.",
    );
  }
  if (
    result.ohio.credits.earnedIncome > 0 &&
    result.ohio.credits.earnedIncome <
      applyRate(f.earnedIncomeCredit.amount, data.ohio.earnedIncomeCredit.shareOfFederal)
  ) {
    add(
      "ohioTax",
      "Ohio's earned income credit is limited to the Ohio tax left after the other credits; it is never paid out.",
    );
  }
  return notes;
}
