/**
 * Small pure pieces of the tax calculator page that are not tax law: turning the form into a
 * short URL, reading a balance as refund or amount owed, the room left in a bracket, and the list
 * of sources behind a tax year. The tax arithmetic itself is in `tax/federal.ts` and `tax/ohio.ts`.
 */

import { JOINT_ONLY_FIELDS, TAX_INPUT_PARAMS } from "./tax/input";
import type { BracketSlice, Source, TaxYearData } from "./tax/types";

const P = TAX_INPUT_PARAMS;

/** URL parameters in the order links are written, so the same answers always give the same link. */
const PARAM_ORDER: readonly string[] = Object.values(P);

const MONEY_PARAMS: ReadonlySet<string> = new Set([
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
]);

const JOINT_ONLY_PARAMS: ReadonlySet<string> = new Set(JOINT_ONLY_FIELDS.map((field) => P[field]));

/**
 * The calculator's URL for what is in the form right now. Empty fields are left out (they mean
 * "none"), as are answers the chosen filing status or deduction does not use, so shared links stay
 * short. Money keeps exactly what was typed apart from "$", commas and spaces (which the parser
 * ignores too), so a typing slip still reaches the server and gets its field error.
 * Parameters named in `keep` (such as the brand choice) are carried over as they are.
 */
export function calculatorSearchParams(
  entries: Iterable<readonly [string, FormDataEntryValue]>,
  keep: Iterable<readonly [string, string]> = [],
): URLSearchParams {
  const values = new Map<string, string>();
  for (const [name, value] of entries) {
    if (typeof value !== "string" || !PARAM_ORDER.includes(name)) continue;
    let text = value.trim();
    if (MONEY_PARAMS.has(name)) text = text.replace(/^\$/, "").replace(/[,\s]/g, "");
    if (text !== "") values.set(name, text);
  }
  if (values.get(P.filingStatus) !== "mfj") for (const name of JOINT_ONLY_PARAMS) values.delete(name);
  if (values.get(P.deduction) !== "itemized") values.delete(P.itemizedDeductions);
  else values.delete(P.charitableCashGifts);
  if (values.get(P.deduction) === "standard") values.delete(P.deduction);

  const params = new URLSearchParams();
  for (const name of PARAM_ORDER) {
    const value = values.get(name);
    if (value !== undefined) params.set(name, value);
  }
  for (const [name, value] of keep) if (!PARAM_ORDER.includes(name)) params.set(name, value);
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
