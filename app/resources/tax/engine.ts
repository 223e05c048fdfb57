/**
 * The tax calculator's estimate: the federal return (`federal.ts`), the Ohio return and city tax
 * (`ohio.ts`) and the notes that come with them (`explanations.ts`, in the firm's words from
 * content/resources/tax-calculator.yaml), put together from a validated `TaxInput` and a year's tables.
 * The words make this module server-only (content is embedded in the server build); it runs in the
 * route's loader.
 */

import calculatorWords from "~/content/collections/tax-calculator";
import { estimateNotes, figureNotes } from "./explanations";
import { calculateFederal, incomeOnReturn } from "./federal";
import { calculateOhio, municipalIncomeTax } from "./ohio";
import { getTaxYear } from "./years/index";
import type { TaxInput, TaxResult, TaxYearData } from "./types";

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
  const federal = calculateFederal(input, data.federal);
  const { wages, selfEmploymentIncome } = incomeOnReturn(input);
  const ohio = calculateOhio(
    input,
    // Ohio business income is the whole net profit: Ohio treats the federal deduction for half the
    // self-employment tax as a personal adjustment, not a business expense (ODT IT BUS FAQ).
    {
      federalAgi: federal.adjustedGrossIncome,
      taxableSocialSecurity: federal.socialSecurity.taxable,
      businessIncome: selfEmploymentIncome,
      federalEarnedIncomeCredit: federal.earnedIncomeCredit.amount,
    },
    data.ohio,
  );
  const city = municipalIncomeTax(input, wages + selfEmploymentIncome);

  const totalTax = federal.totalTax + ohio.taxAfterCredits + (city?.tax ?? 0);
  const totalWithheld = input.federalWithheld + input.ohioWithheld + (city ? city.withheld : 0);

  const result: TaxResult = {
    year: data.year,
    filingStatus: input.filingStatus,
    federal,
    ohio,
    municipal: city,
    rates: {
      federalMarginal: federal.marginalRate,
      ohioMarginal: ohio.marginalRate,
      federalEffective: ratio(federal.incomeTaxAfterCredits, federal.totalIncome),
      overallEffective: ratio(totalTax - federal.refundableCredits, federal.totalIncome),
    },
    totals: {
      tax: totalTax,
      withheld: totalWithheld,
      balance: totalWithheld + federal.refundableCredits - totalTax,
    },
    notes: [],
    figureNotes: {},
  };
  // The notes read the finished figures (the Ohio credits, the city tax), so they come last.
  const words = calculatorWords.estimate;
  result.notes = estimateNotes(input, result, data, words.notes);
  result.figureNotes = figureNotes(input, result, data, words.figureNotes);
  return result;
}
