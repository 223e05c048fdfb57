/**
 * The Ohio return and city income tax: pure functions from a validated `TaxInput`, the figures the
 * federal return hands over (`OhioFacts`) and a year's Ohio tables. It follows the order of the IT 1040
 * with Schedule IT BUS and the Schedule of Credits, rounding to whole dollars line by line.
 */

import { applyRate, divideRoundHalfUp, PARTS_PER_MILLION, ratePpm } from "./arithmetic";
import {
  isJoint,
  type MunicipalResult,
  type OhioRateRow,
  type OhioResult,
  type OhioTables,
  type TaxInput,
} from "./types";

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

/** What the Ohio return takes from the federal one. */
export interface OhioFacts {
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
// City income tax
// ---------------------------------------------------------------------------------------------

/** `taxableIncome`: wages plus self-employment profit, both spouses' on a joint return. */
export function municipalIncomeTax(input: TaxInput, taxableIncome: number): MunicipalResult | null {
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
