/**
 * The federal return: pure functions from a validated `TaxInput` and a year's federal tables to the
 * federal part of the result. It follows the order of the forms (Form 1040 with Schedules 1, 1-A, 2,
 * SE and 8812, and Forms 8959 and 8995) and rounds to whole dollars line by line, as the forms allow,
 * so a preparer can check every figure.
 */

import { applyRate, divideRoundHalfUp, PARTS_PER_MILLION, ratePpm } from "./arithmetic";
import {
  isJoint,
  type BracketSlice,
  type ChildTaxCreditResult,
  type EarnedIncomeCreditColumn,
  type EarnedIncomeCreditResult,
  type FederalBracket,
  type FederalResult,
  type FederalTables,
  type FilingStatus,
  type SelfEmploymentTaxResult,
  type SocialSecurityResult,
  type TaxInput,
} from "./types";

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
// The federal return (Form 1040)
// ---------------------------------------------------------------------------------------------

/** Wages and self-employment profit on the return: a spouse's count only on a joint return. */
export function incomeOnReturn(input: TaxInput): { wages: number; selfEmploymentIncome: number } {
  const joint = isJoint(input.filingStatus);
  return {
    wages: input.wages + (joint ? input.spouseWages : 0),
    selfEmploymentIncome: input.selfEmploymentIncome + (joint ? input.spouseSelfEmploymentIncome : 0),
  };
}

export function calculateFederal(input: TaxInput, federal: FederalTables): FederalResult {
  const status = input.filingStatus;
  const brackets = federal.brackets.byStatus[status];

  // Income and adjustments (Form 1040 lines 1-11, Schedule 1 and SE). On a joint return each
  // spouse's business gets a Schedule SE of its own, against that spouse's own wages.
  const joint = isJoint(status);
  const { wages, selfEmploymentIncome } = incomeOnReturn(input);
  const seYou = selfEmploymentTax(input.selfEmploymentIncome, input.wages, federal.selfEmployment);
  const seSpouse = joint
    ? selfEmploymentTax(input.spouseSelfEmploymentIncome, input.spouseWages, federal.selfEmployment)
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

  return {
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
    balance: input.federalWithheld + refundableCredits - federalTotalTax,
  };
}
