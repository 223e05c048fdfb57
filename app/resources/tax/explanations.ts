/**
 * The words that come with an estimate: which notes apply to this household, and the figures of the
 * estimate they name. The words themselves are the firm's (content/resources/tax-calculator.yaml,
 * `estimate:`); what is decided here is when each applies, so the notes never claim more than the
 * arithmetic in `federal.ts` and `ohio.ts` did.
 */

import type { EstimateNoteWords } from "~/content/resources";
import { fillPlaceholders } from "~/content/placeholders";
import { formatMoney } from "../format";
import { applyRate } from "./arithmetic";
import { earnedIncomeCredit } from "./federal";
import type { FigureNotes, FilingStatus, ResultFigure, TaxInput, TaxResult, TaxYearData } from "./types";

/** A note's words with the estimate's figures it names (`{{ estimate.year }}` for `year`) filled in. */
function withFigures(words: string, figures: Readonly<Record<string, string | number>>): string {
  return fillPlaceholders(
    words,
    Object.fromEntries(Object.entries(figures).map(([name, value]) => [`estimate.${name}`, String(value)])),
  );
}

/** Plain-language notes on the assumptions behind this particular result. */
export function estimateNotes(
  input: TaxInput,
  result: TaxResult,
  data: TaxYearData,
  words: EstimateNoteWords["notes"],
): string[] {
  const notes: string[] = [];
  const federal = data.federal;
  const f = result.federal;
  const status = input.filingStatus;

  if (input.deduction === "itemized" && f.deduction.standard > f.deduction.used) {
    notes.push(
      withFigures(words.standardDeductionIsLarger, { standard_deduction: formatMoney(f.deduction.standard) }),
    );
  }
  if (f.deduction.itemizedLimitation > 0) notes.push(words.itemizedDeductionLimit);
  if (federal.seniorDeduction && status === "mfs" && (input.taxpayer65OrOlder || input.spouse65OrOlder)) {
    notes.push(words.seniorDeductionNotOnSeparateReturn);
  } else if (federal.seniorDeduction && f.seniorDeduction > 0) {
    notes.push(words.seniorDeductionIncluded);
  }
  const schedulesSE = f.selfEmploymentTaxByPerson;
  if (f.selfEmploymentTax.netProfit > 0) {
    const owners = schedulesSE.spouse ? words.selfEmploymentEachSpouse : words.selfEmploymentOneOwner;
    const wageBase = formatMoney(federal.selfEmployment.socialSecurityWageBase);
    notes.push(
      `${withFigures(owners, { social_security_wage_base: wageBase })} ${words.selfEmploymentAssumptions}`,
    );
    const ownerHasWages =
      (input.selfEmploymentIncome > 0 && input.wages > 0) ||
      (schedulesSE.spouse !== null && input.spouseSelfEmploymentIncome > 0 && input.spouseWages > 0);
    if (ownerHasWages) notes.push(words.wagesAreSocialSecurityWages);
    const threshold = federal.qualifiedBusinessIncome.thresholdByStatus[status];
    if (f.taxableIncome + f.qualifiedBusinessIncomeDeduction > threshold) {
      notes.push(words.qualifiedBusinessIncomeAboveThreshold);
    }
  }
  if (input.qualifyingChildren > 0 || input.otherDependents > 0) {
    notes.push(words.childTaxCreditSocialSecurityNumbers);
  }
  if (
    input.qualifyingChildren >= 3 &&
    f.childTaxCredit.refundable < f.childTaxCredit.afterPhaseOut - f.childTaxCredit.nonrefundable
  ) {
    notes.push(words.refundableChildTaxCreditSecondMethod);
  }
  if (status === "mfj" && !input.bothSpousesHaveIncome) notes.push(words.ohioJointFilingCreditLeftOut);
  if (f.additionalMedicareTax > 0) notes.push(words.additionalMedicareTax);
  const eic = f.earnedIncomeCredit;
  const eicTables = federal.earnedIncomeCredit;
  if (eic.outcome === "investment-income") {
    notes.push(
      withFigures(words.earnedIncomeCreditInvestmentIncome, {
        investment_income_limit: formatMoney(eicTables.investmentIncomeLimit),
        year: data.year,
      }),
    );
  } else if (eic.outcome === "married-separately" && eic.earnedIncome > 0) {
    notes.push(words.earnedIncomeCreditMarriedFilingSeparately);
  } else if (eic.outcome === "age") {
    notes.push(
      withFigures(words.earnedIncomeCreditAge, {
        minimum_age: eicTables.noChildMinimumAge,
        maximum_age: eicTables.noChildMaximumAge,
      }),
    );
  }
  if (input.iraAndHsaDeductions > 0) notes.push(words.iraAndHsaDeductions);
  if (input.selfEmployedRetirement > 0) notes.push(words.selfEmployedRetirement);
  const charity = federal.charitableDeductionWithoutItemizing;
  if (input.deduction === "standard" && input.charitableCashGifts > 0) {
    notes.push(
      charity
        ? withFigures(words.charityWithoutItemizing, {
            deducted: formatMoney(f.charitableDeductionWithoutItemizing),
            maximum: formatMoney(charity.maximum),
            maximum_joint: formatMoney(charity.maximumJoint),
          })
        : withFigures(words.charityWithoutItemizingNotYet, { year: data.year }),
    );
  }
  if (input.retirementIncome > 0 || input.socialSecurityBenefits > 0) notes.push(words.ohioLumpSumCredits);
  if (result.municipal) notes.push(words.cityTax);
  notes.push(words.notIncluded);
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
export function figureNotes(
  input: TaxInput,
  result: TaxResult,
  data: TaxYearData,
  words: EstimateNoteWords["figureNotes"],
): FigureNotes {
  const notes: FigureNotes = {};
  const add = (figure: ResultFigure, text: string) => (notes[figure] ??= []).push(text);
  const f = result.federal;

  if (input.investmentIncome > 0 || input.otherIncome > 0) {
    add("federalIncomeTax", words.federalIncomeTax.ordinaryRates);
  }
  if (input.investmentIncome > 0) {
    if (f.adjustedGrossIncome > NET_INVESTMENT_INCOME_TAX_THRESHOLD[input.filingStatus]) {
      add("federalTotalTax", words.federalTotalTax.netInvestmentIncomeTax);
    }
  }
  if (input.socialSecurityBenefits > 0) {
    const benefitWords = words.taxableSocialSecurity;
    const worksheet = withFigures(benefitWords.worksheet, {
      taxable: formatMoney(f.socialSecurity.taxable),
      benefits: formatMoney(input.socialSecurityBenefits),
    });
    // Tax-exempt interest raises worksheet line 7; it cannot matter once 85% of the benefits is taxed.
    const mostTaxable = applyRate(
      input.socialSecurityBenefits,
      data.federal.socialSecurityBenefits.upperRate,
    );
    add(
      "taxableSocialSecurity",
      f.socialSecurity.taxable < mostTaxable ? `${worksheet} ${benefitWords.taxExemptInterest}` : worksheet,
    );
    if (input.filingStatus === "mfs") add("taxableSocialSecurity", benefitWords.marriedFilingSeparately);
    add("ohioTax", words.ohioTax.socialSecurity);
  }
  const eic = f.earnedIncomeCredit;
  const eicTables = data.federal.earnedIncomeCredit;
  const eicWords = words.earnedIncomeCredit;
  if (eic.amount > 0) {
    add("earnedIncomeCredit", eicWords.socialSecurityNumbers);
    add(
      "earnedIncomeCredit",
      withFigures(eicWords.investmentIncomeLimit, {
        investment_income_limit: formatMoney(eicTables.investmentIncomeLimit),
        year: data.year,
      }),
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
        withFigures(eicWords.otherDependentsNotCounted, { credit_with_them: formatMoney(withThem) }),
      );
    }
  }
  const { you, spouse } = f.selfEmploymentTaxByPerson;
  if (spouse && f.selfEmploymentTax.total > 0) {
    const seWords = words.selfEmploymentTax;
    const wageBase = formatMoney(data.federal.selfEmployment.socialSecurityWageBase);
    add(
      "selfEmploymentTax",
      you.total > 0 && spouse.total > 0
        ? withFigures(seWords.bothSpouses, {
            yours: formatMoney(you.total),
            your_spouses: formatMoney(spouse.total),
            social_security_wage_base: wageBase,
          })
        : withFigures(you.total > 0 ? seWords.yoursOnly : seWords.yourSpousesOnly, {
            social_security_wage_base: wageBase,
          }),
    );
  }
  if (result.ohio.credits.retirementIncome > 0) add("ohioTax", words.ohioTax.retirementIncomeCredit);
  if (
    result.ohio.credits.earnedIncome > 0 &&
    result.ohio.credits.earnedIncome <
      applyRate(f.earnedIncomeCredit.amount, data.ohio.earnedIncomeCredit.shareOfFederal)
  ) {
    add("ohioTax", words.ohioTax.earnedIncomeCreditLimited);
  }
  return notes;
}
