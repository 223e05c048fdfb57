/**
 * Small pure pieces of the tax calculator page that are not tax law: turning the form into a
 * short URL, reading a balance as refund or amount owed, the room left in a bracket, and the list
 * of sources behind a tax year. The tax arithmetic itself is in `tax/federal.ts` and `tax/ohio.ts`.
 */

import { JOINT_ONLY_FIELDS, TAX_INPUT_PARAMS } from "./tax/input";
import type { BracketSlice, Source, TaxYearData } from "./tax/types";

const P = TAX_INPUT_PARAMS;

/** What `calculatorSearchParams` needs to know of the form's fields (passed in: it runs in the page too). */
export interface CalculatorParamRules {
  /** Every parameter, in the order links are written, so the same answers always give the same link. */
  order: readonly string[];
  /** Amounts: "$", commas and spaces dropped. */
  money: readonly string[];
  /** Answers that matter only on a joint return. */
  jointOnly: readonly string[];
  filingStatus: string;
  deduction: string;
  itemizedDeductions: string;
  charitableCashGifts: string;
}

export const CALCULATOR_PARAM_RULES: CalculatorParamRules = {
  order: Object.values(P),
  money: [
    P.wages,
    P.spouseWages,
    P.selfEmploymentIncome,
    P.spouseSelfEmploymentIncome,
    P.retirementIncome,
    P.socialSecurityBenefits,
    P.investmentIncome,
    P.otherIncome,
    P.pretaxContributions,
    P.iraAndHsaDeductions,
    P.selfEmployedRetirement,
    P.itemizedDeductions,
    P.charitableCashGifts,
    P.federalWithheld,
    P.ohioWithheld,
    P.municipalWithheld,
  ],
  jointOnly: JOINT_ONLY_FIELDS.map((field) => P[field]),
  filingStatus: P.filingStatus,
  deduction: P.deduction,
  itemizedDeductions: P.itemizedDeductions,
  charitableCashGifts: P.charitableCashGifts,
};

/**
 * The calculator's URL for what is in the form right now. Empty fields are left out (they mean
 * "none"), as are answers the chosen filing status or deduction does not use, so shared links stay
 * short. Money keeps exactly what was typed apart from "$", commas and spaces (which the parser
 * ignores too), so a typing slip still reaches the server and gets its field error.
 * Parameters named in `keep` (such as the brand choice) are carried over as they are.
 * It stands alone (the calculator's page script runs it): `rules` is CALCULATOR_PARAM_RULES.
 */
export function calculatorSearchParams(
  entries: Iterable<readonly [string, FormDataEntryValue]>,
  keep: Iterable<readonly [string, string]>,
  rules: CalculatorParamRules,
): URLSearchParams {
  const values = new Map<string, string>();
  for (const [name, value] of entries) {
    if (typeof value !== "string" || !rules.order.includes(name)) continue;
    let text = value.trim();
    if (rules.money.includes(name)) text = text.replace(/^\$/, "").replace(/[,\s]/g, "");
    if (text !== "") values.set(name, text);
  }
  if (values.get(rules.filingStatus) !== "mfj") for (const name of rules.jointOnly) values.delete(name);
  if (values.get(rules.deduction) !== "itemized") values.delete(rules.itemizedDeductions);
  else values.delete(rules.charitableCashGifts);
  if (values.get(rules.deduction) === "standard") values.delete(rules.deduction);

  const params = new URLSearchParams();
  for (const name of rules.order) {
    const value = values.get(name);
    if (value !== undefined) params.set(name, value);
  }
  for (const [name, value] of keep) if (!rules.order.includes(name)) params.set(name, value);
  return params;
}

export type BalanceKind = "refund" | "owe" | "even";

/** A balance from the engine (positive: refund, negative: owed) as words and a positive amount. */
export function describeBalance(balance: number): { kind: BalanceKind; amount: number } {
  if (balance > 0) return { kind: "refund", amount: balance };
  if (balance < 0) return { kind: "owe", amount: -balance };
  return { kind: "even", amount: 0 };
}

/**
 * How much more taxable income fits in the visitor's top bracket before the next rate starts:
 * the "room in your bracket" a preparer talks about when planning a Roth conversion or a bonus.
 * Null when there is no taxable income or the top bracket is already reached.
 */
export function bracketHeadroom(
  taxableIncome: number,
  brackets: readonly BracketSlice[],
): { room: number; nextRate: number; currentRate: number } | null {
  if (taxableIncome <= 0) return null;
  const index = brackets.findIndex((slice) => slice.isMarginal);
  if (index === -1) return null;
  const current = brackets[index];
  const next = brackets[index + 1];
  if (!current || !next || current.to === null) return null;
  return { room: current.to - taxableIncome, nextRate: next.rate, currentRate: current.rate };
}

/** Every source behind a tax year's figures, federal first, each listed once. */
export function taxYearSources(data: TaxYearData): Source[] {
  const f = data.federal;
  const o = data.ohio;
  const all: (Source | undefined)[] = [
    f.brackets.source,
    f.standardDeduction.source,
    f.seniorDeduction?.source,
    f.socialSecurityBenefits.source,
    f.childTaxCredit.source,
    f.earnedIncomeCredit.source,
    f.selfEmployment.source,
    f.additionalMedicare.source,
    f.qualifiedBusinessIncome.source,
    f.itemizedDeductionLimit?.source,
    f.stateAndLocalTaxCap.source,
    f.charitableDeductionWithoutItemizing?.source,
    o.schedule.source,
    o.exemptions.source,
    o.businessIncome.source,
    o.socialSecurityDeduction.source,
    o.retirementIncomeCredit.source,
    o.seniorCitizenCredit.source,
    o.exemptionCredit.source,
    o.jointFilingCredit.source,
    o.earnedIncomeCredit.source,
  ];
  const seen = new Set<string>();
  const sources: Source[] = [];
  for (const source of all) {
    if (!source) continue;
    const key = `${source.title}\n${source.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    sources.push(source);
  }
  return sources;
}
