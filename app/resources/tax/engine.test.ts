import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyRate } from "./arithmetic";
import { calculateTaxes } from "./engine";
import {
  bracketBreakdown,
  childTaxCredit,
  earnedIncomeCredit,
  earnedIncomeCreditFromTable,
  federalIncomeTax,
  federalMarginalRate,
  qualifiedBusinessIncomeDeduction,
  selfEmploymentTax,
  taxableSocialSecurity,
  taxFromSchedule,
} from "./federal";
import { ohioExemptionAmount, ohioNonbusinessTax, ohioRetirementIncomeCredit } from "./ohio";
import { DEFAULT_TAX_INPUT } from "./input";
import { TAX_YEAR_2025 } from "./years/2025";
import { TAX_YEAR_2026 } from "./years/2026";
import { FILING_STATUSES, type FilingStatus, type TaxInput, type TaxYearData } from "./types";

/** A calculator input with everything at its default except what the example sets. */
function input(overrides: Partial<TaxInput>): TaxInput {
  return { ...DEFAULT_TAX_INPUT, ...overrides };
}

const sumCents = (slices: { tax: number }[]) =>
  Math.round(slices.reduce((total, s) => total + s.tax * 100, 0));

describe("applyRate rounds half up to whole dollars, exactly", () => {
  it("rounds 50 cents up and 49 cents down", () => {
    expect(applyRate(3_533, 0.5)).toBe(1_767); // 1,766.50 -> 1,767
    expect(applyRate(7_065, 0.5)).toBe(3_533); // 3,532.50 -> 3,533
    expect(applyRate(46_175, 0.029)).toBe(1_339); // 1,339.075 -> 1,339
    expect(applyRate(0, 0.22)).toBe(0);
  });
});

describe("federal rate schedule: cumulative tax at every bracket edge, every status, both years", () => {
  // Cumulative tax at the top of each bracket, worked from the thresholds (Rev. Proc. 2024-40 and
  // 2025-32). Each line is the previous total plus rate x width of the bracket.
  const edges: Record<number, Record<FilingStatus, [number, number][]>> = {
    2025: {
      // 10% x 11,925 = 1,192.50; +12% x 36,550 = 4,386 -> 5,578.50; +22% x 54,875 = 12,072.50 -> 17,651;
      // +24% x 93,950 = 22,548 -> 40,199; +32% x 53,225 = 17,032 -> 57,231; +35% x 375,825 = 131,538.75 -> 188,769.75
      single: [
        [11_925, 1_192.5],
        [48_475, 5_578.5],
        [103_350, 17_651],
        [197_300, 40_199],
        [250_525, 57_231],
        [626_350, 188_769.75],
      ],
      // 10% x 23,850 = 2,385; +12% x 73,100 = 8,772 -> 11,157; +22% x 109,750 = 24,145 -> 35,302;
      // +24% x 187,900 = 45,096 -> 80,398; +32% x 106,450 = 34,064 -> 114,462; +35% x 250,550 = 87,692.50 -> 202,154.50
      mfj: [
        [23_850, 2_385],
        [96_950, 11_157],
        [206_700, 35_302],
        [394_600, 80_398],
        [501_050, 114_462],
        [751_600, 202_154.5],
      ],
      // Same as single up to 250,525; +35% x 125,275 = 43,846.25 -> 101,077.25
      mfs: [
        [11_925, 1_192.5],
        [48_475, 5_578.5],
        [103_350, 17_651],
        [197_300, 40_199],
        [250_525, 57_231],
        [375_800, 101_077.25],
      ],
      // 10% x 17,000 = 1,700; +12% x 47,850 = 5,742 -> 7,442; +22% x 38,500 = 8,470 -> 15,912;
      // +24% x 93,950 = 22,548 -> 38,460; +32% x 53,200 = 17,024 -> 55,484; +35% x 375,850 = 131,547.50 -> 187,031.50
      hoh: [
        [17_000, 1_700],
        [64_850, 7_442],
        [103_350, 15_912],
        [197_300, 38_460],
        [250_500, 55_484],
        [626_350, 187_031.5],
      ],
      qss: [
        [23_850, 2_385],
        [96_950, 11_157],
        [206_700, 35_302],
        [394_600, 80_398],
        [501_050, 114_462],
        [751_600, 202_154.5],
      ],
    },
    2026: {
      // 10% x 12,400 = 1,240; +12% x 38,000 = 4,560 -> 5,800; +22% x 55,300 = 12,166 -> 17,966;
      // +24% x 96,075 = 23,058 -> 41,024; +32% x 54,450 = 17,424 -> 58,448; +35% x 384,375 = 134,531.25 -> 192,979.25
      single: [
        [12_400, 1_240],
        [50_400, 5_800],
        [105_700, 17_966],
        [201_775, 41_024],
        [256_225, 58_448],
        [640_600, 192_979.25],
      ],
      // 10% x 24,800 = 2,480; +12% x 76,000 = 9,120 -> 11,600; +22% x 110,600 = 24,332 -> 35,932;
      // +24% x 192,150 = 46,116 -> 82,048; +32% x 108,900 = 34,848 -> 116,896; +35% x 256,250 = 89,687.50 -> 206,583.50
      mfj: [
        [24_800, 2_480],
        [100_800, 11_600],
        [211_400, 35_932],
        [403_550, 82_048],
        [512_450, 116_896],
        [768_700, 206_583.5],
      ],
      // Same as single up to 256,225; +35% x 128,125 = 44,843.75 -> 103,291.75
      mfs: [
        [12_400, 1_240],
        [50_400, 5_800],
        [105_700, 17_966],
        [201_775, 41_024],
        [256_225, 58_448],
        [384_350, 103_291.75],
      ],
      // 10% x 17,700 = 1,770; +12% x 49,750 = 5,970 -> 7,740; +22% x 38,250 = 8,415 -> 16,155;
      // +24% x 96,050 = 23,052 -> 39,207; +32% x 54,450 = 17,424 -> 56,631; +35% x 384,400 = 134,540 -> 191,171
      hoh: [
        [17_700, 1_770],
        [67_450, 7_740],
        [105_700, 16_155],
        [201_750, 39_207],
        [256_200, 56_631],
        [640_600, 191_171],
      ],
      qss: [
        [24_800, 2_480],
        [100_800, 11_600],
        [211_400, 35_932],
        [403_550, 82_048],
        [512_450, 116_896],
        [768_700, 206_583.5],
      ],
    },
  };
  const rates = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37];

  for (const data of [TAX_YEAR_2025, TAX_YEAR_2026] as TaxYearData[]) {
    for (const status of FILING_STATUSES) {
      it(`${data.year} ${status}`, () => {
        const brackets = data.federal.brackets.byStatus[status];
        edges[data.year]![status].forEach(([edge, cumulative], index) => {
          expect(sumCents(bracketBreakdown(edge, brackets))).toBe(Math.round(cumulative * 100));
          // The edge itself is taxed at the lower rate; the next dollar at the higher one.
          expect(federalMarginalRate(edge, brackets)).toBe(rates[index]);
          expect(federalMarginalRate(edge + 1, brackets)).toBe(rates[index + 1]);
          // One more dollar costs exactly the next rate (compare in cents).
          expect(sumCents(bracketBreakdown(edge + 1, brackets)) - Math.round(cumulative * 100)).toBe(
            Math.round(rates[index + 1]! * 100),
          );
        });
      });
    }
  }

  it("rounds the schedule tax half up to the dollar", () => {
    const single2025 = TAX_YEAR_2025.federal.brackets.byStatus.single;
    expect(taxFromSchedule(626_350, single2025)).toBe(188_770); // 188,769.75
    expect(taxFromSchedule(100_000, single2025)).toBe(16_914); // 5,578.50 + 22% x 51,525 = 11,335.50 -> 16,914.00
  });
});

describe("federal Tax Table below $100,000", () => {
  const single2025 = TAX_YEAR_2025.federal.brackets.byStatus.single;
  it("prices each row at its midpoint", () => {
    // $0-5 row: 10% x 2.50 = 0.25 -> 0; $5-15: 10% x 10 = 1; $15-25: 10% x 20 = 2; $25-50: 10% x 37.50 = 3.75 -> 4
    expect(federalIncomeTax(4, single2025, 100_000).tax).toBe(0);
    expect(federalIncomeTax(10, single2025, 100_000).tax).toBe(1);
    expect(federalIncomeTax(20, single2025, 100_000).tax).toBe(2);
    expect(federalIncomeTax(30, single2025, 100_000).tax).toBe(4);
    // $2,975-3,000 row (still $25 rows): 10% x 2,987.50 = 298.75 -> 299
    expect(federalIncomeTax(2_999, single2025, 100_000).tax).toBe(299);
    // $3,000-3,050 row: 10% x 3,025 = 302.50 -> 303
    expect(federalIncomeTax(3_000, single2025, 100_000).tax).toBe(303);
    // $99,950-100,000 row, midpoint 99,975: 5,578.50 + 22% x 51,500 = 11,330 -> 16,908.50 -> 16,909
    expect(federalIncomeTax(99_999, single2025, 100_000)).toEqual({ tax: 16_909, method: "table" });
    // At $100,000 the Tax Computation Worksheet takes over: 16,914.00
    expect(federalIncomeTax(100_000, single2025, 100_000)).toEqual({ tax: 16_914, method: "schedule" });
  });
});

describe("self-employment tax (Schedule SE)", () => {
  const se2025 = TAX_YEAR_2025.federal.selfEmployment;
  it("taxes 92.35% of net profit at 15.3%", () => {
    // 50,000 x 92.35% = 46,175; SS 12.4% = 5,725.70 -> 5,726; Medicare 2.9% = 1,339.075 -> 1,339;
    // total 7,065; deductible half 3,532.50 -> 3,533
    expect(selfEmploymentTax(50_000, 0, se2025)).toEqual({
      netProfit: 50_000,
      netEarnings: 46_175,
      socialSecurityTax: 5_726,
      medicareTax: 1_339,
      total: 7_065,
      deductiblePart: 3_533,
    });
  });
  it("stops Social Security at the wage base, counting wages first", () => {
    // 2025 base 176,100; wages 150,000 leave 26,100. 60,000 x 92.35% = 55,410.
    // SS 12.4% x 26,100 = 3,236.40 -> 3,236; Medicare 2.9% x 55,410 = 1,606.89 -> 1,607; total 4,843; half 2,421.50 -> 2,422
    const result = selfEmploymentTax(60_000, 150_000, se2025);
    expect(result.socialSecurityTax).toBe(3_236);
    expect(result.medicareTax).toBe(1_607);
    expect(result.total).toBe(4_843);
    expect(result.deductiblePart).toBe(2_422);
    // Wages at or above the base: Medicare only. 2.9% x 55,410 = 1,607
    expect(selfEmploymentTax(60_000, 200_000, se2025).total).toBe(1_607);
  });
  it("uses the 2026 wage base of $184,500", () => {
    // 250,000 x 92.35% = 230,875; SS 12.4% x 184,500 = 22,878; Medicare 2.9% x 230,875 = 6,695.375 -> 6,695
    const result = selfEmploymentTax(250_000, 0, TAX_YEAR_2026.federal.selfEmployment);
    expect(result.socialSecurityTax).toBe(22_878);
    expect(result.total).toBe(29_573);
  });
  it("is zero under $400 of net earnings", () => {
    // 433 x 92.35% = 399.88 -> 400: taxed. 432 x 92.35% = 398.95 -> 399: not taxed.
    expect(selfEmploymentTax(432, 0, se2025).total).toBe(0);
    // 400 x 15.3%: SS 49.60 -> 50, Medicare 11.60 -> 12
    expect(selfEmploymentTax(433, 0, se2025).total).toBe(62);
  });
});

describe("child tax credit and additional child tax credit (Schedule 8812)", () => {
  const ctc2025 = TAX_YEAR_2025.federal.childTaxCredit;
  it("phases out $50 for each $1,000 or part of $1,000 over the threshold", () => {
    const family = input({ filingStatus: "mfj", qualifyingChildren: 2 });
    // 2 x 2,200 = 4,400. MAGI 400,000: no reduction. 400,001: one step, 50. 401,000: one step. 401,001: two steps.
    expect(childTaxCredit(family, 400_000, 50_000, 400_000, ctc2025).afterPhaseOut).toBe(4_400);
    expect(childTaxCredit(family, 400_001, 50_000, 400_001, ctc2025).afterPhaseOut).toBe(4_350);
    expect(childTaxCredit(family, 401_000, 50_000, 401_000, ctc2025).afterPhaseOut).toBe(4_350);
    expect(childTaxCredit(family, 401_001, 50_000, 401_001, ctc2025).afterPhaseOut).toBe(4_300);
    // Gone at 88 steps: 4,400 / 50 = 88, i.e. MAGI over 487,000.
    expect(childTaxCredit(family, 487_001, 50_000, 487_001, ctc2025).afterPhaseOut).toBe(0);
    // Single filers start at 200,000.
    expect(
      childTaxCredit({ ...family, filingStatus: "single" }, 200_001, 50_000, 0, ctc2025).phaseOutReduction,
    ).toBe(50);
  });
  it("pays out the unused part up to $1,700 a child and 15% of earned income over $2,500", () => {
    const family = input({ filingStatus: "hoh", qualifyingChildren: 2 });
    // Tax 1,000: nonrefundable 1,000, unused 3,400, cap 2 x 1,700 = 3,400, 15% x (20,000 - 2,500) = 2,625 -> 2,625
    expect(childTaxCredit(family, 20_000, 1_000, 20_000, ctc2025)).toMatchObject({
      nonrefundable: 1_000,
      refundable: 2_625,
    });
    // Earned 40,000: 15% x 37,500 = 5,625, so the $1,700-a-child cap binds: 3,400
    expect(childTaxCredit(family, 40_000, 1_000, 40_000, ctc2025).refundable).toBe(3_400);
    // Credit for other dependents is never refundable.
    const relative = input({ filingStatus: "hoh", otherDependents: 1 });
    expect(childTaxCredit(relative, 30_000, 0, 30_000, ctc2025)).toMatchObject({
      nonrefundable: 0,
      refundable: 0,
    });
  });
});

describe("qualified business income deduction", () => {
  const qbi2025 = TAX_YEAR_2025.federal.qualifiedBusinessIncome;
  const qbi2026 = TAX_YEAR_2026.federal.qualifiedBusinessIncome;
  it("is 20% of QBI, limited to 20% of taxable income", () => {
    // 20% x 46,467 = 9,293.40 -> 9,293; 20% x 30,717 = 6,143.40 -> 6,143; the smaller wins
    expect(qualifiedBusinessIncomeDeduction(46_467, 30_717, "single", qbi2025)).toBe(6_143);
    expect(qualifiedBusinessIncomeDeduction(10_000, 80_000, "single", qbi2025)).toBe(2_000);
  });
  it("phases in over the range for a business with no employees or property", () => {
    // 2025 single: threshold 197,300, range 50,000. Taxable income 222,300 is halfway: 20% x 50,000 = 10,000 -> 5,000
    expect(qualifiedBusinessIncomeDeduction(50_000, 222_300, "single", qbi2025)).toBe(5_000);
    expect(qualifiedBusinessIncomeDeduction(50_000, 247_300, "single", qbi2025)).toBe(0);
    // Joint threshold 394,600, range 100,000: at 419,600 a quarter is lost: 10,000 - 2,500 = 7,500
    expect(qualifiedBusinessIncomeDeduction(50_000, 419_600, "mfj", qbi2025)).toBe(7_500);
  });
  it("has a $400 minimum from 2026 when QBI is at least $1,000", () => {
    // 20% x 1,000 = 200, raised to 400. 2025 has no minimum.
    expect(qualifiedBusinessIncomeDeduction(1_000, 50_000, "single", qbi2026)).toBe(400);
    expect(qualifiedBusinessIncomeDeduction(999, 50_000, "single", qbi2026)).toBe(200);
    expect(qualifiedBusinessIncomeDeduction(1_000, 50_000, "single", qbi2025)).toBe(200);
  });
});

describe("Ohio schedule, exemptions", () => {
  const rows2025 = TAX_YEAR_2025.ohio.schedule.rows;
  const rows2026 = TAX_YEAR_2026.ohio.schedule.rows;
  it("charges nothing to $26,050 and the full base amount on the next dollar", () => {
    expect(ohioNonbusinessTax(26_050, rows2025)).toBe(0);
    // 342 + 2.75% x 1 = 342.0275 -> 342
    expect(ohioNonbusinessTax(26_051, rows2025)).toBe(342);
    expect(ohioNonbusinessTax(26_051, rows2026)).toBe(332);
  });
  it("2025: steps again at $100,000, exactly as Ohio prints the table", () => {
    // 342 + 2.75% x 73,950 = 342 + 2,033.625 = 2,375.625 -> 2,376
    expect(ohioNonbusinessTax(100_000, rows2025)).toBe(2_376);
    // 2,394.32 + 3.125% x 1 = 2,394.35 -> 2,394
    expect(ohioNonbusinessTax(100_001, rows2025)).toBe(2_394);
    // 2,394.32 + 3.125% x 48,100 = 2,394.32 + 1,503.125 = 3,897.445 -> 3,897
    expect(ohioNonbusinessTax(148_100, rows2025)).toBe(3_897);
  });
  it("2026: one flat rate above $26,050", () => {
    // 332 + 2.75% x (420,500 - 26,050 = 394,450) = 332 + 10,847.375 = 11,179.375 -> 11,179
    expect(ohioNonbusinessTax(420_500, rows2026)).toBe(11_179);
  });
  it("steps the exemption by modified AGI and drops it at the top", () => {
    const e2025 = TAX_YEAR_2025.ohio.exemptions;
    const e2026 = TAX_YEAR_2026.ohio.exemptions;
    expect(ohioExemptionAmount(40_000, e2025)).toBe(2_400);
    expect(ohioExemptionAmount(40_001, e2025)).toBe(2_150);
    expect(ohioExemptionAmount(80_000, e2025)).toBe(2_150);
    expect(ohioExemptionAmount(80_001, e2025)).toBe(1_900);
    expect(ohioExemptionAmount(749_999, e2025)).toBe(1_900);
    expect(ohioExemptionAmount(750_000, e2025)).toBe(0);
    expect(ohioExemptionAmount(499_999, e2026)).toBe(1_900);
    expect(ohioExemptionAmount(500_000, e2026)).toBe(0);
  });
});

/**
 * Ten returns worked by hand from the tables, the way a preparer would check them. Each comment
 * follows the form lines; "->" marks rounding to the dollar (50 cents and up round up).
 */
describe("worked examples", () => {
  it("1. 2025 single, $60,000 wages", () => {
    const result = calculateTaxes(
      input({ year: 2025, wages: 60_000, federalWithheld: 6_000, ohioWithheld: 1_200 }),
    );
    // AGI 60,000 - standard deduction 15,750 = taxable 44,250.
    // Tax Table row 44,250-44,300, midpoint 44,275: 1,192.50 + 12% x 32,350 = 3,882 -> 5,074.50 -> 5,075
    expect(result.federal.taxableIncome).toBe(44_250);
    expect(result.federal.incomeTax).toBe(5_075);
    expect(result.federal.balance).toBe(925); // 6,000 - 5,075 refund
    expect(result.rates.federalMarginal).toBe(0.12);
    // Ohio: MAGI 60,000 -> exemption 2,150; base 57,850; 342 + 2.75% x 31,800 = 874.50 -> 1,216.50 -> 1,217
    expect(result.ohio.exemptions).toBe(2_150);
    expect(result.ohio.taxAfterCredits).toBe(1_217);
    expect(result.ohio.balance).toBe(-17); // 1,200 - 1,217 owed
    expect(result.totals.balance).toBe(908);
  });

  it("2. 2026 married couple, $140,000 wages, two children, 401(k), city tax", () => {
    const result = calculateTaxes(
      input({
        year: 2026,
        filingStatus: "mfj",
        wages: 140_000,
        pretaxContributions: 10_000,
        qualifyingChildren: 2,
        bothSpousesHaveIncome: true,
        federalWithheld: 9_000,
        ohioWithheld: 2_500,
        municipalRatePercent: 2,
        municipalWithheld: 2_800,
      }),
    );
    // AGI 140,000 - 10,000 = 130,000; - 32,200 = taxable 97,800.
    // Table row 97,800-97,850, midpoint 97,825: 2,480 + 12% x 73,025 = 8,763 -> 11,243
    expect(result.federal.adjustedGrossIncome).toBe(130_000);
    expect(result.federal.incomeTax).toBe(11_243);
    // Child tax credit 2 x 2,200 = 4,400, all usable: 11,243 - 4,400 = 6,843
    expect(result.federal.childTaxCredit.nonrefundable).toBe(4_400);
    expect(result.federal.totalTax).toBe(6_843);
    expect(result.federal.balance).toBe(2_157);
    // Ohio: MAGI 130,000 -> 1,900 x 4 = 7,600; base 122,400; 332 + 2.75% x 96,350 = 2,649.625 -> 2,981.625 -> 2,982.
    // Joint filing credit: 122,400 is over 75,000 -> 5% x 2,982 = 149.10 -> 149. 2,982 - 149 = 2,833
    expect(result.ohio.taxBeforeCredits).toBe(2_982);
    expect(result.ohio.credits.jointFiling).toBe(149);
    expect(result.ohio.taxAfterCredits).toBe(2_833);
    // City: 2% x 140,000 (401(k) deferrals stay in city wages) = 2,800
    expect(result.municipal).toMatchObject({ taxableIncome: 140_000, tax: 2_800, balance: 0 });
    // Total: tax 6,843 + 2,833 + 2,800 = 12,476; paid 9,000 + 2,500 + 2,800 = 14,300; refund 1,824
    expect(result.totals).toEqual({ tax: 12_476, withheld: 14_300, balance: 1_824 });
  });

  it("3. 2025 single sole proprietor, $50,000 profit", () => {
    const result = calculateTaxes(input({ year: 2025, selfEmploymentIncome: 50_000 }));
    // SE tax 7,065, half 3,533 (see Schedule SE test). AGI 50,000 - 3,533 = 46,467.
    // Before QBI: 46,467 - 15,750 = 30,717. QBI 46,467 x 20% = 9,293 but limited to 20% x 30,717 = 6,143.
    // Taxable 30,717 - 6,143 = 24,574. Table row 24,550-24,600, midpoint 24,575: 1,192.50 + 12% x 12,650 = 1,518 -> 2,710.50 -> 2,711
    expect(result.federal.adjustedGrossIncome).toBe(46_467);
    expect(result.federal.qualifiedBusinessIncomeDeduction).toBe(6_143);
    expect(result.federal.taxableIncome).toBe(24_574);
    expect(result.federal.incomeTax).toBe(2_711);
    expect(result.federal.totalTax).toBe(9_776); // 2,711 + 7,065
    expect(result.federal.balance).toBe(-9_776);
    // Ohio: business income is the whole 50,000 profit (half the SE tax is a personal adjustment), all deducted
    // (under $250,000): Ohio AGI 46,467 - 50,000 = -3,533; modified AGI adds it back: 46,467. No Ohio tax.
    expect(result.ohio.businessIncomeDeduction).toBe(50_000);
    expect(result.ohio.adjustedGrossIncome).toBe(-3_533);
    expect(result.ohio.modifiedAdjustedGrossIncome).toBe(46_467);
    expect(result.ohio.exemptionAmountEach).toBe(2_150);
    expect(result.ohio.taxAfterCredits).toBe(0);
  });

  it("4. 2025 head of household, $48,000 wages, one child and one other dependent", () => {
    const result = calculateTaxes(
      input({
        year: 2025,
        filingStatus: "hoh",
        wages: 48_000,
        qualifyingChildren: 1,
        otherDependents: 1,
        federalWithheld: 2_000,
        ohioWithheld: 700,
      }),
    );
    // 48,000 - 23,625 = 24,375. Table row 24,350-24,400, midpoint 24,375: 1,700 + 12% x 7,375 = 885 -> 2,585
    expect(result.federal.incomeTax).toBe(2_585);
    // Credits 2,200 + 500 = 2,700; 2,585 usable; unused 115 is refundable (under 1,700 and 15% x 45,500 = 6,825)
    expect(result.federal.childTaxCredit).toMatchObject({
      beforePhaseOut: 2_700,
      nonrefundable: 2_585,
      refundable: 115,
    });
    expect(result.federal.incomeTaxAfterCredits).toBe(0);
    // Earned income credit, one child (Rev. Proc. 2024-40): the EIC Table row 48,000-48,050 is priced at
    // 48,025: 4,328 - 15.98% x (48,025 - 23,350 = 24,675) = 4,328 - 3,943.07 = 384.93 -> 385. AGI equals
    // earned income, so Worksheet A stops at line 2.
    expect(result.federal.earnedIncomeCredit).toMatchObject({ children: 1, amount: 385, outcome: "allowed" });
    expect(result.federal.refundableCredits).toBe(500); // 115 + 385
    expect(result.federal.balance).toBe(2_500); // 2,000 withheld + 115 + 385
    // Ohio: MAGI 48,000 -> 2,150 x 3 = 6,450; base 41,550; 342 + 2.75% x 15,500 = 426.25 -> 768.25 -> 768.
    // Ohio earned income credit 30% x 385 = 115.50 -> 116; 768 - 116 = 652
    expect(result.ohio.taxBeforeCredits).toBe(768);
    expect(result.ohio.credits.earnedIncome).toBe(116);
    expect(result.ohio.taxAfterCredits).toBe(652);
    expect(result.ohio.balance).toBe(48);
  });

  it("5. 2026 single retiree, 65, $40,000 pension", () => {
    const result = calculateTaxes(
      input({ year: 2026, otherIncome: 40_000, taxpayer65OrOlder: true, federalWithheld: 1_500 }),
    );
    // Standard 16,100 + 2,050 = 18,150; senior deduction 6,000 (MAGI under 75,000).
    // Taxable 40,000 - 18,150 - 6,000 = 15,850. Row 15,850-15,900, midpoint 15,875: 1,240 + 12% x 3,475 = 417 -> 1,657
    expect(result.federal.deduction.standard).toBe(18_150);
    expect(result.federal.seniorDeduction).toBe(6_000);
    expect(result.federal.incomeTax).toBe(1_657);
    expect(result.federal.balance).toBe(-157);
    // Ohio: MAGI 40,000 -> 2,400; base 37,600; 332 + 2.75% x 11,550 = 317.625 -> 649.625 -> 650; senior credit 50 -> 600
    expect(result.ohio.taxBeforeCredits).toBe(650);
    expect(result.ohio.credits.seniorCitizen).toBe(50);
    expect(result.ohio.taxAfterCredits).toBe(600);
  });

  it("6. 2025 married couple both 65, $180,000 retirement income: senior deduction phase-out", () => {
    const result = calculateTaxes(
      input({
        year: 2025,
        filingStatus: "mfj",
        otherIncome: 180_000,
        taxpayer65OrOlder: true,
        spouse65OrOlder: true,
        bothSpousesHaveIncome: true,
      }),
    );
    // Standard 31,500 + 2 x 1,600 = 34,700. Senior: 6% x (180,000 - 150,000) = 1,800; each 6,000 - 1,800 = 4,200; two = 8,400.
    // Taxable 180,000 - 34,700 - 8,400 = 136,900: 11,157 + 22% x 39,950 = 8,789 -> 19,946
    expect(result.federal.deduction.standard).toBe(34_700);
    expect(result.federal.seniorDeduction).toBe(8_400);
    expect(result.federal.taxableIncome).toBe(136_900);
    expect(result.federal.incomeTax).toBe(19_946);
    expect(result.rates.federalMarginal).toBe(0.22);
    // Ohio: MAGI 180,000 -> 1,900 x 2 = 3,800; base 176,200; 2,394.32 + 3.125% x 76,200 = 2,381.25 -> 4,775.57 -> 4,776.
    // Senior credit: 176,200 is not under 100,000 -> 0. Joint filing credit 5% x 4,776 = 238.80 -> 239. 4,776 - 239 = 4,537
    expect(result.ohio.taxBeforeCredits).toBe(4_776);
    expect(result.ohio.credits).toMatchObject({ seniorCitizen: 0, jointFiling: 239 });
    expect(result.ohio.taxAfterCredits).toBe(4_537);
    expect(result.ohio.marginalRate).toBe(0.03125);
  });

  it("7. 2026 married couple, $430,000 wages, three children: credit phase-out and Additional Medicare Tax", () => {
    const result = calculateTaxes(
      input({
        year: 2026,
        filingStatus: "mfj",
        wages: 430_000,
        qualifyingChildren: 3,
        bothSpousesHaveIncome: true,
      }),
    );
    // Taxable 430,000 - 32,200 = 397,800: 35,932 + 24% x 186,400 = 44,736 -> 80,668
    expect(result.federal.incomeTax).toBe(80_668);
    expect(result.federal.incomeTaxMethod).toBe("schedule");
    // Credit 3 x 2,200 = 6,600; 30 steps of $1,000 over 400,000 x 50 = 1,500 -> 5,100
    expect(result.federal.childTaxCredit).toMatchObject({
      phaseOutReduction: 1_500,
      afterPhaseOut: 5_100,
      refundable: 0,
    });
    // Additional Medicare: 0.9% x (430,000 - 250,000) = 1,620. Total 80,668 - 5,100 + 1,620 = 77,188
    expect(result.federal.additionalMedicareTax).toBe(1_620);
    expect(result.federal.totalTax).toBe(77_188);
    // Ohio: MAGI 430,000 -> 1,900 x 5 = 9,500; base 420,500 -> 11,179; joint 5% x 11,179 = 558.95 -> 559 -> 10,620
    expect(result.ohio.exemptions).toBe(9_500);
    expect(result.ohio.credits.jointFiling).toBe(559);
    expect(result.ohio.taxAfterCredits).toBe(10_620);
  });

  it("8. 2025 single, $150,000 wages and $60,000 side business", () => {
    const result = calculateTaxes(input({ year: 2025, wages: 150_000, selfEmploymentIncome: 60_000 }));
    // SE tax 4,843 (wage base test), half 2,422. Additional Medicare: wages under 200,000; 50,000 of threshold left;
    // 0.9% x (55,410 - 50,000) = 48.69 -> 49.
    expect(result.federal.additionalMedicareTax).toBe(49);
    // AGI 210,000 - 2,422 = 207,578; before QBI 191,828 (under 197,300): QBI 20% x 57,578 = 11,515.60 -> 11,516.
    // Taxable 180,312: 17,651 + 24% x 76,962 = 18,470.88 -> 36,121.88 -> 36,122
    expect(result.federal.qualifiedBusinessIncomeDeduction).toBe(11_516);
    expect(result.federal.taxableIncome).toBe(180_312);
    expect(result.federal.incomeTax).toBe(36_122);
    expect(result.federal.totalTax).toBe(41_014); // 36,122 + 4,843 + 49
    // Ohio: the 60,000 profit is deducted; Ohio AGI 207,578 - 60,000 = 147,578; MAGI 207,578 -> 1,900;
    // nonbusiness 145,678: 2,394.32 + 3.125% x 45,678 = 1,427.4375 -> 3,821.7575 -> 3,822
    expect(result.ohio.adjustedGrossIncome).toBe(147_578);
    expect(result.ohio.taxableNonbusinessIncome).toBe(145_678);
    expect(result.ohio.taxAfterCredits).toBe(3_822);
    // The wages are the business owner's own: the note says so, and what it assumes of them.
    const notes = result.notes.join(" ");
    expect(notes).toContain("once your wages and self-employment earnings together reach $176,100");
    expect(notes).toContain("W-2 box 3 the same as box 5");
  });

  it("9. 2026 single consultant, $250,000 profit: QBI phase-in and Social Security wage base", () => {
    const result = calculateTaxes(input({ year: 2026, selfEmploymentIncome: 250_000 }));
    // SE: SS 22,878 + Medicare 6,695 = 29,573; half 14,786.50 -> 14,787.
    // Additional Medicare: 0.9% x (230,875 - 200,000) = 277.875 -> 278.
    // AGI 235,213; before QBI 219,113, which is 17,363 into the 75,000 range over 201,750.
    // QBI 20% x 235,213 = 47,042.60 -> 47,043; reduction 47,043 x 17,363 / 75,000 = 10,890.77 -> 10,891; deduction 36,152.
    // Taxable 182,961: 17,966 + 24% x 77,261 = 18,542.64 -> 36,508.64 -> 36,509
    expect(result.federal.selfEmploymentTax.total).toBe(29_573);
    expect(result.federal.additionalMedicareTax).toBe(278);
    expect(result.federal.qualifiedBusinessIncomeDeduction).toBe(36_152);
    expect(result.federal.taxableIncome).toBe(182_961);
    expect(result.federal.incomeTax).toBe(36_509);
    expect(result.federal.totalTax).toBe(66_360);
    // Ohio: the 250,000 profit is exactly the deduction cap, all deducted; Ohio AGI 235,213 - 250,000 < 0; no Ohio tax.
    expect(result.ohio.taxAfterCredits).toBe(0);
  });

  it("10. 2026 single, $900,000 wages, itemizing $60,000: the 2/37 limit and no Ohio exemption", () => {
    const result = calculateTaxes(
      input({ year: 2026, wages: 900_000, deduction: "itemized", itemizedDeductions: 60_000 }),
    );
    // Income reaching the 37% bracket: 900,000 - 640,600 = 259,400; lesser of that and 60,000 is 60,000;
    // 2/37 x 60,000 = 3,243.24 -> 3,243; itemized allowed 56,757; taxable 843,243.
    // 192,979.25 + 37% x 202,643 = 74,977.91 -> 267,957.16 -> 267,957
    expect(result.federal.deduction.itemizedLimitation).toBe(3_243);
    expect(result.federal.taxableIncome).toBe(843_243);
    expect(result.federal.incomeTax).toBe(267_957);
    expect(result.federal.additionalMedicareTax).toBe(6_300); // 0.9% x 700,000
    // Ohio: MAGI 900,000 is over 500,000, no exemption; 332 + 2.75% x 873,950 = 24,033.625 -> 24,365.625 -> 24,366
    expect(result.ohio.exemptions).toBe(0);
    expect(result.ohio.taxAfterCredits).toBe(24_366);
  });

  it("11. 2025 married filing separately, $200,000 profit: Ohio's $125,000 business deduction and 3% rate", () => {
    const result = calculateTaxes(input({ year: 2025, filingStatus: "mfs", selfEmploymentIncome: 200_000 }));
    // SE: 184,700 net earnings; SS 12.4% x 176,100 = 21,836.40 -> 21,836; Medicare 2.9% x 184,700 = 5,356.30 -> 5,356;
    // total 27,192; half 13,596. Additional Medicare (MFS threshold 125,000): 0.9% x 59,700 = 537.30 -> 537.
    expect(result.federal.selfEmploymentTax.total).toBe(27_192);
    expect(result.federal.additionalMedicareTax).toBe(537);
    // AGI 186,404; before QBI 170,654: QBI 20% x 186,404 = 37,280.80 -> 37,281, limited to 20% x 170,654 = 34,130.80 -> 34,131.
    // Taxable 136,523: 17,651 + 24% x 33,173 = 7,961.52 -> 25,612.52 -> 25,613
    expect(result.federal.qualifiedBusinessIncomeDeduction).toBe(34_131);
    expect(result.federal.incomeTax).toBe(25_613);
    // Ohio: deduction capped at 125,000; Ohio AGI 186,404 - 125,000 = 61,404; MAGI 186,404 -> 1,900; base 59,504.
    // Taxable business income is the lesser of 200,000 - 125,000 = 75,000 and the base 59,504;
    // 3% x 59,504 = 1,785.12 -> 1,785; no nonbusiness income is left.
    expect(result.ohio.businessIncomeDeduction).toBe(125_000);
    expect(result.ohio.taxableBusinessIncome).toBe(59_504);
    expect(result.ohio.nonbusinessTax).toBe(0);
    expect(result.ohio.taxAfterCredits).toBe(1_785);
  });
});

describe("Ohio credits", () => {
  it("gives the $20 exemption credit when modified AGI less exemptions is under $30,000 (R.C. 5747.022)", () => {
    // Single, $32,000 of wages. MAGI 32,000 -> exemption 2,400; MAGI less exemptions 29,600 is under 30,000.
    // 2026: base 29,600; 332 + 2.75% x 3,550 = 97.625 -> 429.625 -> 430; less 20 = 410.
    // 2025: 342 + 97.625 = 439.625 -> 440; less 20 = 420.
    const y2026 = calculateTaxes(input({ year: 2026, wages: 32_000 }));
    expect(y2026.ohio.taxBeforeCredits).toBe(430);
    expect(y2026.ohio.credits.exemption).toBe(20);
    expect(y2026.ohio.taxAfterCredits).toBe(410);
    expect(calculateTaxes(input({ year: 2025, wages: 32_000 })).ohio.taxAfterCredits).toBe(420);
    // At exactly 30,000 less exemptions (32,400 - 2,400) the credit is gone: "less than $30,000".
    expect(calculateTaxes(input({ year: 2026, wages: 32_400 })).ohio.credits.exemption).toBe(0);
    // A family of four at $38,000: 4 exemptions of 2,400 leave 28,400, under 30,000: 4 x 20 = 80.
    // Base 28,400: 332 + 2.75% x 2,350 = 64.625 -> 396.625 -> 397; 397 - 80 = 317 (one earner: no joint
    // filing credit). The Ohio earned income credit (30% of the federal 5,870) then takes the last 317.
    const family = calculateTaxes(
      input({ year: 2026, filingStatus: "mfj", wages: 38_000, qualifyingChildren: 2 }),
    );
    expect(family.ohio.taxBeforeCredits).toBe(397);
    expect(family.ohio.credits).toMatchObject({ exemption: 80, jointFiling: 0, earnedIncome: 317 });
    expect(family.ohio.taxAfterCredits).toBe(0);
  });
  it("gives the $20 exemption credit below $30,000 of modified AGI less exemptions", () => {
    // 2025 single, 29,000: exemption 2,400; base 26,600; 342 + 2.75% x 550 = 15.125 -> 357.125 -> 357; credit 20 -> 337
    const result = calculateTaxes(input({ year: 2025, wages: 29_000 }));
    expect(result.ohio.taxBeforeCredits).toBe(357);
    expect(result.ohio.credits.exemption).toBe(20);
    expect(result.ohio.taxAfterCredits).toBe(337);
  });
  it("sets the joint filing credit percentage by modified AGI less exemptions", () => {
    // 2025 MFJ 34,800: exemptions 2 x 2,400 = 4,800; base 30,000; 342 + 2.75% x 3,950 = 108.625 -> 450.625 -> 451;
    // 30,000 is in the 15% band: 67.65 -> 68; 451 - 68 = 383
    const low = calculateTaxes(
      input({ year: 2025, filingStatus: "mfj", wages: 34_800, bothSpousesHaveIncome: true }),
    );
    expect(low.ohio.credits.jointFiling).toBe(68);
    expect(low.ohio.taxAfterCredits).toBe(383);
    // 2025 MFJ 57,000: 2 x 2,150 = 4,300; base 52,700 (10% band); 342 + 2.75% x 26,650 = 732.875 -> 1,074.875 -> 1,075;
    // 10% = 107.50 -> 108; 967
    const middle = calculateTaxes(
      input({ year: 2025, filingStatus: "mfj", wages: 57_000, bothSpousesHaveIncome: true }),
    );
    expect(middle.ohio.credits.jointFiling).toBe(108);
    expect(middle.ohio.taxAfterCredits).toBe(967);
    // Without $500 of income for each spouse, no credit.
    const oneEarner = calculateTaxes(input({ year: 2025, filingStatus: "mfj", wages: 57_000 }));
    expect(oneEarner.ohio.credits.jointFiling).toBe(0);
    // Capped at $650: 2025 MFJ 2,000,000 of wages is over 750,000, so none at all.
    const high = calculateTaxes(
      input({ year: 2025, filingStatus: "mfj", wages: 2_000_000, bothSpousesHaveIncome: true }),
    );
    expect(high.ohio.credits.jointFiling).toBe(0);
    // 2025 MFJ 600,000: base 596,200 (1,900 x 2 off); tax 2,394.32 + 3.125% x 496,200 = 15,506.25 -> 17,900.57 -> 17,901;
    // 5% = 895.05, capped at 650
    const capped = calculateTaxes(
      input({ year: 2025, filingStatus: "mfj", wages: 600_000, bothSpousesHaveIncome: true }),
    );
    expect(capped.ohio.taxBeforeCredits).toBe(17_901);
    expect(capped.ohio.credits.jointFiling).toBe(650);
  });
});

describe("taxable Social Security benefits (Pub. 915 Worksheet 1 / Form 1040 Social Security Benefits Worksheet)", () => {
  const ss2025 = TAX_YEAR_2025.federal.socialSecurityBenefits;
  it("matches the IRS example: single, $5,980 of benefits, $28,990 of other income, $2,990 taxable", () => {
    // IRS Publication 915 (and Publication 17) example, George White: pension 18,600, part-time wages 9,400,
    // taxable interest 990 = 28,990; benefits 5,980. Half 2,990; 31,980 - 25,000 = 6,980; the $9,000 tier is
    // not reached; 50% x 6,980 = 3,490; smaller of 2,990 and 3,490 = 2,990; 85% x 5,980 = 5,083; taxable 2,990.
    expect(taxableSocialSecurity(5_980, 28_990, 0, "single", ss2025)).toEqual({
      benefits: 5_980,
      provisionalIncome: 31_980,
      baseAmount: 25_000,
      taxable: 2_990,
    });
    // The same return through the calculator, 2025 and 2026 (the base amounts are not indexed).
    for (const year of [2025, 2026] as const) {
      const result = calculateTaxes(
        input({
          year,
          wages: 9_400,
          retirementIncome: 18_600,
          investmentIncome: 990,
          socialSecurityBenefits: 5_980,
        }),
      );
      expect(result.federal.socialSecurity.taxable).toBe(2_990);
      expect(result.federal.totalIncome).toBe(28_990 + 2_990);
    }
  });
  it("taxes nothing at or below the base amount", () => {
    // 20,000 / 2 + 15,000 = 25,000: not over 25,000
    expect(taxableSocialSecurity(20_000, 15_000, 0, "single", ss2025).taxable).toBe(0);
    // Joint base 32,000: 24,000 / 2 + 20,000 = 32,000
    expect(taxableSocialSecurity(24_000, 20_000, 0, "mfj", ss2025).taxable).toBe(0);
    // Adjustments (line 6) come off first: 20,000 / 2 + 16,000 - 1,000 = 25,000
    expect(taxableSocialSecurity(20_000, 16_000, 1_000, "hoh", ss2025).taxable).toBe(0);
  });
  it("works both tiers for a joint return", () => {
    // Benefits 30,000, pension 40,000. Line 2 15,000; line 7 55,000; line 9 55,000 - 32,000 = 23,000;
    // line 10 12,000; line 11 11,000; line 12 12,000; line 13 6,000; line 14 min(15,000, 6,000) = 6,000;
    // line 15 85% x 11,000 = 9,350; line 16 15,350; line 17 85% x 30,000 = 25,500; taxable 15,350
    expect(taxableSocialSecurity(30_000, 40_000, 0, "mfj", ss2025).taxable).toBe(15_350);
  });
  it("never taxes more than 85% of the benefits", () => {
    // 40,000 / 2 + 100,000 = 120,000; line 16 = 4,500 + 85% x 86,000 = 77,600; line 17 = 34,000
    expect(taxableSocialSecurity(40_000, 100_000, 0, "single", ss2025).taxable).toBe(34_000);
  });
  it("uses a $0 base for married filing separately (living with the spouse)", () => {
    // Line 7 = 5,000 + 2,000 = 7,000; 85% = 5,950; line 17 = 8,500; taxable 5,950
    expect(taxableSocialSecurity(10_000, 2_000, 0, "mfs", ss2025)).toMatchObject({
      baseAmount: 0,
      taxable: 5_950,
    });
    // Line 7 = 25,000; 85% = 21,250, limited to 85% of the benefits: 8,500
    expect(taxableSocialSecurity(10_000, 20_000, 0, "mfs", ss2025).taxable).toBe(8_500);
  });
  // A single retiree, 65, with a $45,000 pension and $20,000 of benefits, worked by hand for each year.
  // Worksheet (the same both years: the base amounts are not indexed): line 7 = 45,000 + 10,000 = 55,000;
  // line 9 30,000; line 11 21,000; line 13 4,500; line 14 4,500; line 15 17,850; line 16 22,350;
  // line 17 17,000: taxable 17,000; AGI 62,000. Ohio deducts the 17,000: Ohio AGI 45,000; exemption
  // 2,150; base 42,850; retirement income credit 200 (over 8,000; 42,850 is under 100,000) and senior
  // citizen credit 50.
  it.each([
    // 2025: standard 15,750 + 2,000 = 17,750; senior 6,000; taxable 38,250; Tax Table midpoint 38,275:
    // 1,192.50 + 12% x 26,350 = 3,162 -> 4,354.50 -> 4,355. Without the benefits: taxable 21,250,
    // midpoint 21,275: 1,192.50 + 12% x 9,350 = 1,122 -> 2,314.50 -> 2,315. Ohio: 342 + 2.75% x 16,800
    // = 462 -> 804; less 250: 554.
    { year: 2025, taxable: 38_250, tax: 4_355, taxWithout: 2_315, ohioBefore: 804, ohioAfter: 554 },
    // 2026: standard 16,100 + 2,050 = 18,150; senior 6,000; taxable 37,850; midpoint 37,875: 1,240 +
    // 12% x 25,475 = 3,057 -> 4,297. Without the benefits: taxable 20,850, midpoint 20,875: 1,240 +
    // 12% x 8,475 = 1,017 -> 2,257. Ohio: 332 + 462 = 794; less 250: 544.
    { year: 2026, taxable: 37_850, tax: 4_297, taxWithout: 2_257, ohioBefore: 794, ohioAfter: 544 },
  ] as const)(
    "$year: a retiree with a 45,000 dollar pension and 20,000 of benefits owes 2,040 more federal tax than without them",
    (expected) => {
      const retiree = input({
        year: expected.year,
        taxpayer65OrOlder: true,
        retirementIncome: 45_000,
        socialSecurityBenefits: 20_000,
      });
      const result = calculateTaxes(retiree);
      expect(result.federal.socialSecurity.taxable).toBe(17_000);
      expect(result.federal.adjustedGrossIncome).toBe(62_000);
      expect(result.federal.taxableIncome).toBe(expected.taxable);
      expect(result.federal.incomeTax).toBe(expected.tax);
      const withoutBenefits = calculateTaxes({ ...retiree, socialSecurityBenefits: 0 });
      expect(withoutBenefits.federal.incomeTax).toBe(expected.taxWithout);
      expect(result.federal.incomeTax - withoutBenefits.federal.incomeTax).toBe(2_040);
      expect(result.ohio.socialSecurityDeduction).toBe(17_000);
      expect(result.ohio.adjustedGrossIncome).toBe(45_000);
      expect(result.ohio.taxBeforeCredits).toBe(expected.ohioBefore);
      expect(result.ohio.credits).toMatchObject({ retirementIncome: 200, seniorCitizen: 50, exemption: 0 });
      expect(result.ohio.taxAfterCredits).toBe(expected.ohioAfter);
      expect(result.figureNotes.ohioTax?.[0]).toMatch(/Ohio does not tax Social Security/);
    },
  );
});

describe("earned income credit (EIC Worksheet A and the EIC Table)", () => {
  const eic2025 = TAX_YEAR_2025.federal.earnedIncomeCredit;
  const eic2026 = TAX_YEAR_2026.federal.earnedIncomeCredit;
  const lookUp = (amount: number, children: 0 | 1 | 2 | 3, joint = false, tables = eic2025) =>
    earnedIncomeCreditFromTable(amount, tables.byChildren[children], joint, tables.tableRowWidth);
  it("prices the first EIC Table row, $1 to $50, at its midpoint: $2, $9, $10, $11", () => {
    // 7.65% x 25 = 1.91 -> 2; 34% x 25 = 8.50 -> 9; 40% x 25 = 10; 45% x 25 = 11.25 -> 11 (both years: the rates are in the law)
    for (const tables of [eic2025, eic2026]) {
      expect([0, 1, 2, 3].map((n) => lookUp(1, n as 0 | 1 | 2 | 3, false, tables))).toEqual([2, 9, 10, 11]);
    }
    // $50-$100 row, midpoint 75: 5.74 -> 6; 25.50 -> 26; 30; 33.75 -> 34
    expect([0, 1, 2, 3].map((n) => lookUp(75, n as 0 | 1 | 2 | 3))).toEqual([6, 26, 30, 34]);
    expect(lookUp(0, 1)).toBe(0);
  });
  it("reaches the maximum from Rev. Proc. 2024-40 and 2025-32 and holds it to the phase-out start", () => {
    // 2025 two children: row 20,000-20,050, 40% x 20,025 = 8,010, capped at 7,152 (below the 23,350 start)
    expect(lookUp(20_000, 2)).toBe(7_152);
    expect(lookUp(23_000, 3)).toBe(8_046);
    expect(lookUp(10_000, 0)).toBe(649);
    // 2026: 664, 4,427, 7,316, 8,231
    expect(
      [0, 1, 2, 3].map((n) => lookUp(19_000 - (n === 0 ? 9_000 : 0), n as 0 | 1 | 2 | 3, false, eic2026)),
    ).toEqual([664, 4_427, 7_316, 8_231]);
  });
  it("phases out by the phase-out rate above the start and ends at the completed phase-out amount", () => {
    // 2025 one child, joint: row 57,500-57,550, midpoint 57,525: 4,328 - 15.98% x (57,525 - 30,470) = 4.61 -> 5
    expect(lookUp(57_500, 1, true)).toBe(5);
    expect(lookUp(57_554, 1, true)).toBe(0);
    // 2025 no child, single: row 15,000-15,050, midpoint 15,025: 649 - 7.65% x 4,405 = 312.02 -> 312
    expect(lookUp(15_000, 0)).toBe(312);
    expect(lookUp(19_104, 0)).toBe(0);
    // 2026 three children, single: row 40,000-40,050, midpoint 40,025: 8,231 - 21.06% x 16,135 = 4,832.97 -> 4,833
    expect(lookUp(40_000, 3, false, eic2026)).toBe(4_833);
  });
  it("looks up AGI as well when it is higher than earned income, and takes the smaller credit", () => {
    // 2026 single, no child, 30: wages 9,000, interest 3,000. Line 2 (9,000): 7.65% x 9,025 = 690.41, capped 664.
    // AGI 12,000 is over the 10,860 start: row midpoint 12,025: 664 - 7.65% x 1,165 = 574.88 -> 575. Credit 575.
    const result = calculateTaxes(input({ year: 2026, wages: 9_000, investmentIncome: 3_000 }));
    expect(result.federal.earnedIncomeCredit).toMatchObject({
      earnedIncome: 9_000,
      amount: 575,
      outcome: "allowed",
    });
  });
  it("applies the investment income limit, the age rule without a child, and the separate-return rule", () => {
    const worker = input({ year: 2026, wages: 12_000 });
    // 2026: row 12,000-12,050 -> 575 (as above)
    expect(calculateTaxes({ ...worker, investmentIncome: 12_200 }).federal.earnedIncomeCredit.outcome).toBe(
      "income-too-high",
    );
    expect(calculateTaxes({ ...worker, investmentIncome: 12_201 }).federal.earnedIncomeCredit).toMatchObject({
      amount: 0,
      outcome: "investment-income",
    });
    expect(earnedIncomeCredit(worker, 12_000, 12_000, eic2026).amount).toBe(575);
    expect(earnedIncomeCredit({ ...worker, taxpayerUnder25: true }, 12_000, 12_000, eic2026).outcome).toBe(
      "age",
    );
    expect(earnedIncomeCredit({ ...worker, taxpayer65OrOlder: true }, 12_000, 12_000, eic2026).outcome).toBe(
      "age",
    );
    // Joint: one spouse of 25 to 64 is enough. 2026 joint start 18,140, so 12,000 is on the plateau: 664.
    expect(
      earnedIncomeCredit({ ...worker, filingStatus: "mfj", taxpayerUnder25: true }, 12_000, 12_000, eic2026)
        .amount,
    ).toBe(664);
    // A child removes the age test: row midpoint 12,025 x 34% = 4,088.50 -> 4,089.
    expect(
      earnedIncomeCredit({ ...worker, taxpayerUnder25: true, qualifyingChildren: 1 }, 12_000, 12_000, eic2026)
        .amount,
    ).toBe(4_089);
    expect(
      earnedIncomeCredit({ ...worker, filingStatus: "mfs", qualifyingChildren: 1 }, 12_000, 12_000, eic2026)
        .outcome,
    ).toBe("married-separately");
  });
  // A head of household with $40,000 of wages and one child, worked by hand for each year. AGI equals
  // earned income, so Worksheet A stops at line 2. Ohio: 2 exemptions of 2,400 = 4,800; base 35,200.
  it.each([
    // 2025: the published 2025 EIC Table, row 40,000-40,050, one child: $1,663. Federal: 40,000 -
    // 23,625 = 16,375; midpoint 16,375 x 10% = 1,637.50 -> 1,638; child tax credit 2,200: 1,638 used,
    // 562 refundable. Ohio: 342 + 2.75% x 9,150 = 251.625 -> 593.625 -> 594; Ohio earned income
    // credit 30% x 1,663 = 498.90 -> 499; 594 - 499 = 95.
    { year: 2025, eic: 1_663, tax: 1_638, refundable: 562, ohioBefore: 594, ohioEic: 499, ohioAfter: 95 },
    // 2026: midpoint 40,025: 4,427 - 15.98% x (40,025 - 23,890 = 16,135) = 1,848.63 -> 1,849.
    // Federal: 40,000 - 24,150 = 15,850; midpoint 15,875 x 10% = 1,587.50 -> 1,588; 612 refundable
    // (under 1,700 and 15% x 37,500). Ohio: 332 + 251.625 = 583.625 -> 584; 30% x 1,849 = 554.70
    // -> 555; 584 - 555 = 29.
    { year: 2026, eic: 1_849, tax: 1_588, refundable: 612, ohioBefore: 584, ohioEic: 555, ohioAfter: 29 },
  ] as const)(
    "$year: a head of household with 40,000 dollars and one child gets the federal and Ohio credits",
    (expected) => {
      const result = calculateTaxes(
        input({ year: expected.year, filingStatus: "hoh", wages: 40_000, qualifyingChildren: 1 }),
      );
      expect(result.federal.earnedIncomeCredit.amount).toBe(expected.eic);
      expect(result.federal.incomeTax).toBe(expected.tax);
      expect(result.federal.childTaxCredit.refundable).toBe(expected.refundable);
      expect(result.federal.refundableCredits).toBe(expected.refundable + expected.eic);
      expect(result.federal.balance).toBe(expected.refundable + expected.eic);
      expect(result.ohio.taxBeforeCredits).toBe(expected.ohioBefore);
      expect(result.ohio.credits.earnedIncome).toBe(expected.ohioEic);
      expect(result.ohio.taxAfterCredits).toBe(expected.ohioAfter);
    },
  );
  it("never lets the Ohio earned income credit go below zero tax", () => {
    // 2026 joint, two children, $35,000: 4 x 2,400 = 9,600; base 25,400 is under 26,050: no Ohio tax, no credit used.
    const result = calculateTaxes(
      input({
        year: 2026,
        filingStatus: "mfj",
        wages: 35_000,
        qualifyingChildren: 2,
        bothSpousesHaveIncome: true,
      }),
    );
    expect(result.federal.earnedIncomeCredit.amount).toBeGreaterThan(0);
    expect(result.ohio.credits.earnedIncome).toBe(0);
    expect(result.ohio.taxAfterCredits).toBe(0);
  });
});

describe("Ohio retirement income credit (R.C. 5747.055(B))", () => {
  const steps = TAX_YEAR_2026.ohio.retirementIncomeCredit.steps;
  it("follows the statute's table: $500 or less none, then $25, $50, $80, $130 and $200", () => {
    const cases: [number, number][] = [
      [500, 0],
      [501, 25],
      [1_500, 25],
      [1_501, 50],
      [3_000, 50],
      [3_001, 80],
      [5_000, 80],
      [5_001, 130],
      [8_000, 130],
      [8_001, 200],
      [90_000, 200],
    ];
    for (const [income, credit] of cases) expect(ohioRetirementIncomeCredit(income, steps)).toBe(credit);
  });
  it("is not allowed at $100,000 or more of MAGI less exemptions", () => {
    // 2026 single, 110,000 pension: MAGI 110,000 - 1,900 = 108,100
    const result = calculateTaxes(input({ year: 2026, retirementIncome: 110_000, taxpayer65OrOlder: true }));
    expect(result.ohio.credits.retirementIncome).toBe(0);
    expect(result.ohio.credits.seniorCitizen).toBe(0);
    // 2025 single, 60,000 pension, 70: MAGI 60,000 - 2,150 = 57,850; 342 + 2.75% x 31,800 = 874.50 -> 1,216.50 -> 1,217;
    // less 200 and 50 = 967
    const retired = calculateTaxes(input({ year: 2025, retirementIncome: 60_000, taxpayer65OrOlder: true }));
    expect(retired.ohio.credits).toMatchObject({ retirementIncome: 200, seniorCitizen: 50 });
    expect(retired.ohio.taxAfterCredits).toBe(967);
  });
});

describe("rules by filing status", () => {
  it("uses the married additional amount for surviving spouses and the unmarried one for heads of household", () => {
    // 2025 QSS 65+: 31,500 + 1,600 = 33,100. HoH 65+ and blind: 23,625 + 2 x 2,000 = 27,625.
    expect(
      calculateTaxes(input({ year: 2025, filingStatus: "qss", taxpayer65OrOlder: true })).federal.deduction
        .standard,
    ).toBe(33_100);
    expect(
      calculateTaxes(input({ year: 2025, filingStatus: "hoh", taxpayer65OrOlder: true, taxpayerBlind: true }))
        .federal.deduction.standard,
    ).toBe(27_625);
    // 2026 MFJ, all four boxes: 32,200 + 4 x 1,650 = 38,800
    expect(
      calculateTaxes(
        input({
          year: 2026,
          filingStatus: "mfj",
          taxpayer65OrOlder: true,
          taxpayerBlind: true,
          spouse65OrOlder: true,
          spouseBlind: true,
        }),
      ).federal.deduction.standard,
    ).toBe(38_800);
  });
  it("allows no senior deduction on a separate return", () => {
    const result = calculateTaxes(
      input({ year: 2025, filingStatus: "mfs", otherIncome: 50_000, taxpayer65OrOlder: true }),
    );
    expect(result.federal.seniorDeduction).toBe(0);
    expect(result.notes.some((note) => note.includes("married-filing-separately"))).toBe(true);
  });
  it("ends the senior deduction at $175,000 single and $250,000 joint", () => {
    // 6,000 / 6% = 100,000 of phase-out range
    expect(
      calculateTaxes(input({ year: 2026, otherIncome: 175_000, taxpayer65OrOlder: true })).federal
        .seniorDeduction,
    ).toBe(0);
    expect(
      calculateTaxes(input({ year: 2026, otherIncome: 174_000, taxpayer65OrOlder: true })).federal
        .seniorDeduction,
    ).toBe(60);
    expect(
      calculateTaxes(
        input({
          year: 2026,
          filingStatus: "mfj",
          otherIncome: 249_000,
          taxpayer65OrOlder: true,
          spouse65OrOlder: true,
        }),
      ).federal.seniorDeduction,
    ).toBe(120);
  });
});

describe("robustness", () => {
  it("returns zeros, not NaN, for an empty return", () => {
    const result = calculateTaxes(input({}));
    expect(result.federal.taxableIncome).toBe(0);
    expect(result.totals).toEqual({ tax: 0, withheld: 0, balance: 0 });
    expect(result.rates).toEqual({
      federalMarginal: 0,
      ohioMarginal: 0,
      federalEffective: 0,
      overallEffective: 0,
    });
  });
  it("refuses unvalidated input instead of computing nonsense", () => {
    expect(() => calculateTaxes(input({ wages: -1 }))).toThrow(RangeError);
    expect(() => calculateTaxes(input({ wages: Number.NaN }))).toThrow(RangeError);
    expect(() => calculateTaxes(input({ wages: 10.5 }))).toThrow(RangeError);
  });
  it("gives finite, consistent results for any valid input", () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        fc.record({
          year: fc.constantFrom(2025 as const, 2026 as const),
          filingStatus: fc.constantFrom(...FILING_STATUSES),
          wages: amount,
          spouseWages: amount,
          selfEmploymentIncome: amount,
          spouseSelfEmploymentIncome: amount,
          otherIncome: amount,
          pretaxShare: fc.double({ min: 0, max: 1, noNaN: true }),
          planShare: fc.double({ min: 0, max: 1, noNaN: true }),
          itemized: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
          charity: amount,
          qualifyingChildren: fc.integer({ min: 0, max: 20 }),
          otherDependents: fc.integer({ min: 0, max: 20 }),
          flags: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
          federalWithheld: amount,
          ohioWithheld: amount,
          municipalRatePercent: fc.option(
            fc.integer({ min: 0, max: 5000 }).map((n) => n / 1000),
            { nil: null },
          ),
        }),
        (r) => {
          const pretax = Math.floor((r.wages + r.spouseWages) * r.pretaxShare);
          const plan = Math.floor((r.selfEmploymentIncome + r.spouseSelfEmploymentIncome) * r.planShare);
          const result = calculateTaxes(
            input({
              year: r.year,
              filingStatus: r.filingStatus,
              wages: r.wages,
              spouseWages: r.spouseWages,
              selfEmploymentIncome: r.selfEmploymentIncome,
              spouseSelfEmploymentIncome: r.spouseSelfEmploymentIncome,
              otherIncome: r.otherIncome,
              pretaxContributions: pretax,
              selfEmployedRetirement: plan,
              deduction: r.itemized === null ? "standard" : "itemized",
              itemizedDeductions: r.itemized ?? 0,
              charitableCashGifts: r.charity,
              qualifyingChildren: r.qualifyingChildren,
              otherDependents: r.otherDependents,
              taxpayer65OrOlder: r.flags[0]!,
              taxpayerBlind: r.flags[1]!,
              spouse65OrOlder: r.flags[2]!,
              spouseBlind: r.flags[3]!,
              bothSpousesHaveIncome: r.flags[4]!,
              federalWithheld: r.federalWithheld,
              ohioWithheld: r.ohioWithheld,
              municipalRatePercent: r.municipalRatePercent,
            }),
          );
          const numbers = [
            result.federal.totalTax,
            result.federal.balance,
            result.ohio.taxAfterCredits,
            result.totals.balance,
            result.rates.overallEffective,
            ...result.federal.brackets.map((b) => b.tax),
          ];
          expect(numbers.every(Number.isFinite)).toBe(true);
          expect(result.federal.taxableIncome).toBeGreaterThanOrEqual(0);
          expect(result.federal.incomeTaxAfterCredits).toBeGreaterThanOrEqual(0);
          expect(result.ohio.taxAfterCredits).toBeGreaterThanOrEqual(0);
          // Each spouse's Schedule SE adds up to the return's.
          const { you, spouse } = result.federal.selfEmploymentTaxByPerson;
          expect(you.total + (spouse?.total ?? 0)).toBe(result.federal.selfEmploymentTax.total);
          // The 2/37 cut never takes more than 2/37 of the itemized amount.
          expect(result.federal.deduction.itemizedLimitation * 37).toBeLessThanOrEqual(
            2 * (r.itemized ?? 0) + 37,
          );
          // The bracket chart adds up to taxable income.
          expect(result.federal.brackets.reduce((t, b) => t + b.amount, 0)).toBe(
            result.federal.taxableIncome,
          );
          // The Tax Table and the schedule never differ by more than half a row's worth of the top rate.
          const scheduleTax = sumCents(result.federal.brackets) / 100;
          expect(Math.abs(result.federal.incomeTax - scheduleTax)).toBeLessThanOrEqual(10);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/**
 * Rows of the published 2025 EIC Table (IRS Publication 596 (2025), pages 29 to 40, the same table
 * as the 2025 Form 1040 instructions), each as [row start, single/HOH/QSS columns for 0-3 children,
 * married-filing-jointly columns for 0-3 children].
 */
const EIC_TABLE_2025_ROWS: [number, number[], number[]][] = [
  [7_500, [576, 2_559, 3_010, 3_386], [576, 2_559, 3_010, 3_386]],
  [12_000, [542, 4_089, 4_810, 5_411], [649, 4_089, 4_810, 5_411]],
  [15_200, [297, 4_328, 6_090, 6_851], [649, 4_328, 6_090, 6_851]],
  [17_750, [102, 4_328, 7_110, 7_999], [646, 4_328, 7_110, 7_999]],
  [19_050, [2, 4_328, 7_152, 8_046], [546, 4_328, 7_152, 8_046]],
  [21_600, [0, 4_328, 7_152, 8_046], [351, 4_328, 7_152, 8_046]],
  [33_000, [0, 2_782, 5_114, 6_008], [0, 3_920, 6_614, 7_508]],
  [33_550, [0, 2_694, 4_999, 5_893], [0, 3_832, 6_498, 7_392]],
  [35_000, [0, 2_462, 4_693, 5_587], [0, 3_600, 6_193, 7_087]],
  [40_000, [0, 1_663, 3_640, 4_534], [0, 2_801, 5_140, 6_034]],
  [56_800, [0, 0, 102, 996], [0, 116, 1_602, 2_496]],
  [61_500, [0, 0, 0, 6], [0, 0, 612, 1_506]],
  [67_950, [0, 0, 0, 0], [0, 0, 0, 147]],
];

describe("the published 2025 EIC Table (Pub. 596 (2025))", () => {
  const eic2025 = TAX_YEAR_2025.federal.earnedIncomeCredit;
  const lookUp = (amount: number, children: number, joint: boolean) =>
    earnedIncomeCreditFromTable(amount, eic2025.byChildren[children as 0 | 1 | 2 | 3], joint, 50);

  it.each(EIC_TABLE_2025_ROWS)("row starting at $%i", (rowStart, single, joint) => {
    // Any amount in the row gives the row's credit: try its first and last dollar.
    for (const amount of [rowStart, rowStart + 49]) {
      expect([0, 1, 2, 3].map((n) => lookUp(amount, n, false))).toEqual(single);
      expect([0, 1, 2, 3].map((n) => lookUp(amount, n, true))).toEqual(joint);
    }
  });

  it("prices the row the credit ends in as the Table's footnotes do", () => {
    // Pub. 596 (2025) p. 37: "at least $50,400 but less than $50,434, and you have one qualifying
    // child ... your credit is $3"; p. 38: $57,300 to $57,310 with two children, $1; $57,550 to
    // $57,554 with one child (joint), $0; $61,550 to $61,555 with three children, $1. The row is cut
    // at the completed phase-out and priced at the middle of what is left: one child, 50,417:
    // 4,328 - 15.98% x (50,417 - 23,350) = 2.69 -> 3.
    expect(lookUp(50_400, 1, false)).toBe(3);
    expect(lookUp(50_433, 1, false)).toBe(3);
    expect(lookUp(50_434, 1, false)).toBe(0);
    expect(lookUp(57_300, 2, false)).toBe(1);
    expect(lookUp(57_309, 2, false)).toBe(1);
    expect(lookUp(57_310, 2, false)).toBe(0);
    expect(lookUp(57_550, 1, true)).toBe(0);
    expect(lookUp(61_550, 3, false)).toBe(1);
    expect(lookUp(61_555, 3, false)).toBe(0);
  });

  it("works Pub. 596 (2025) chapter 6, Example 2 (Cameron and Jordan Grey): $6,498", () => {
    // Joint, two children; wages 15,000 + 18,030 = 33,030 (earned income); $525 of interest; AGI 33,555.
    // Worksheet line 2: the Table at 33,030 (row 33,000-33,050), two children, joint: $6,614.
    // Line 5: AGI 33,555 is looked up too (row 33,550-33,600): $6,498. Line 6, the smaller: $6,498.
    const greys = calculateTaxes(
      input({
        year: 2025,
        filingStatus: "mfj",
        wages: 33_030,
        investmentIncome: 525,
        qualifyingChildren: 2,
        bothSpousesHaveIncome: true,
      }),
    );
    expect(lookUp(33_030, 2, true)).toBe(6_614);
    expect(greys.federal.adjustedGrossIncome).toBe(33_555);
    expect(greys.federal.earnedIncomeCredit).toMatchObject({ earnedIncome: 33_030, amount: 6_498 });
  });
});

describe("the EIC Table method on another year's published figures (Pub. 596 (2022))", () => {
  // 2022 two-children column (Rev. Proc. 2021-45): 40% up to $15,410 of earned income, maximum $6,164,
  // less 21.06% above $20,130 ($26,260 joint), none from $49,399 ($55,529 joint).
  const twoChildren2022 = {
    creditRate: 0.4,
    earnedIncomeAmount: 15_410,
    maxCredit: 6_164,
    phaseOutRate: 0.2106,
    phaseOutStart: 20_130,
    phaseOutStartJoint: 26_260,
    phaseOutEnd: 49_399,
    phaseOutEndJoint: 55_529,
  };
  const lookUp = (amount: number, joint: boolean) =>
    earnedIncomeCreditFromTable(amount, twoChildren2022, joint, 50);

  it("gives the Greys of Pub. 596 (2022), chapter 6, Example 2, $6,108", () => {
    // The example (p. 22) looks up earned income on the plateau ($6,164, line 2) and AGI of $26,500
    // ($6,108, line 5) and takes the smaller. (Its wages and interest as printed add to $25,525, not
    // the $26,500 of AGI it looks up; the two look-ups are what is pinned here.)
    // 26,525 midpoint: 6,164 - 21.06% x (26,525 - 26,260) = 6,108.19 -> 6,108.
    expect(lookUp(25_000, true)).toBe(6_164);
    expect(lookUp(26_500, true)).toBe(6_108);
  });

  it("matches rows of the 2022 EIC Table (Pub. 596 (2022), pp. 34-35)", () => {
    const rows: [rowStart: number, joint: boolean, credit: number][] = [
      [21_600, false, 5_849],
      [44_000, false, 1_132],
      [44_000, true, 2_423],
      [48_800, false, 121],
      [48_800, true, 1_412],
    ];
    for (const [rowStart, joint, credit] of rows) expect(lookUp(rowStart, joint), `${rowStart}`).toBe(credit);
  });
});

describe("earned income is W-2 box 1 wages: IRA, SEP and HSA deductions lower AGI only", () => {
  it("2025 head of household, one child, $40,000 wages and a $5,000 IRA deduction: $1,663", () => {
    // EIC Worksheet A (2025 Form 1040 instructions; Pub. 596 Rule 7: earned income is box 1 wages).
    // Line 1 earned income 40,000 (the IRA deduction is not taken from pay). Line 2, the Table at
    // 40,000: $1,663. Line 3 AGI 40,000 - 5,000 = 35,000, not the same as line 1, and not under
    // $23,350, so line 5 looks it up: $2,462. Line 6, the smaller: $1,663.
    const withIra = calculateTaxes(
      input({
        year: 2025,
        filingStatus: "hoh",
        wages: 40_000,
        iraAndHsaDeductions: 5_000,
        qualifyingChildren: 1,
      }),
    );
    expect(withIra.federal.adjustedGrossIncome).toBe(35_000);
    expect(withIra.federal.adjustments).toMatchObject({ iraAndHsaDeductions: 5_000, total: 5_000 });
    expect(withIra.federal.earnedIncomeCredit).toMatchObject({ earnedIncome: 40_000, amount: 1_663 });
    // The same $5,000 taken from pay into a 401(k) is out of box 1: earned income and AGI are both
    // 35,000, and the Table at 35,000 gives $2,462.
    const with401k = calculateTaxes(
      input({
        year: 2025,
        filingStatus: "hoh",
        wages: 40_000,
        pretaxContributions: 5_000,
        qualifyingChildren: 1,
      }),
    );
    expect(with401k.federal.earnedIncomeCredit).toMatchObject({ earnedIncome: 35_000, amount: 2_462 });
    // Ohio starts from federal AGI either way.
    expect(withIra.ohio.federalAdjustedGrossIncome).toBe(35_000);
  });

  it("2026 head of household, one child, $40,000 wages and a $5,000 IRA deduction: $1,849, not $2,648", () => {
    // Line 2, earned income 40,000 (row midpoint 40,025): 4,427 - 15.98% x 16,135 = 1,848.63 -> 1,849.
    // Line 5, AGI 35,000 (midpoint 35,025): 4,427 - 15.98% x 11,135 = 2,647.63 -> 2,648. Smaller: 1,849.
    const result = calculateTaxes(
      input({
        year: 2026,
        filingStatus: "hoh",
        wages: 40_000,
        iraAndHsaDeductions: 5_000,
        qualifyingChildren: 1,
      }),
    );
    expect(result.federal.earnedIncomeCredit.amount).toBe(1_849);
  });

  it("2026 single parent, $10,000 wages and a $3,000 IRA deduction: $3,409 and the refundable child credit on $10,000", () => {
    // Line 1 earned income 10,000; line 2 (midpoint 10,025): 34% x 10,025 = 3,408.50 -> 3,409.
    // AGI 7,000 is under the $23,890 phase-out start, so line 5 is skipped: $3,409.
    // Schedule 8812: no income tax, so the whole 2,200 is unused; 15% x (10,000 - 2,500) = 1,125,
    // under the $1,700 cap: 1,125 refundable.
    const result = calculateTaxes(
      input({ year: 2026, wages: 10_000, iraAndHsaDeductions: 3_000, qualifyingChildren: 1 }),
    );
    expect(result.federal.adjustedGrossIncome).toBe(7_000);
    expect(result.federal.earnedIncomeCredit).toMatchObject({ earnedIncome: 10_000, amount: 3_409 });
    expect(result.federal.childTaxCredit.refundable).toBe(1_125);
    // Taken from pay instead, the 3,000 leaves 7,000 of box 1 wages: 34% x 7,025 = 2,388.50 -> 2,389,
    // and 15% x 4,500 = 675 refundable.
    const fromPay = calculateTaxes(
      input({ year: 2026, wages: 10_000, pretaxContributions: 3_000, qualifyingChildren: 1 }),
    );
    expect(fromPay.federal.earnedIncomeCredit.amount).toBe(2_389);
    expect(fromPay.federal.childTaxCredit.refundable).toBe(675);
  });

  it("counts the deduction as a Schedule 1 adjustment on the Social Security worksheet", () => {
    // 2026 single: pension 30,000, benefits 20,000, IRA 4,000. Line 7: 10,000 + 30,000 - 4,000 = 36,000;
    // line 9 11,000; line 11 2,000; line 13 4,500; line 15 1,700; line 16 6,200; taxable 6,200.
    const result = calculateTaxes(
      input({
        year: 2026,
        wages: 8_000,
        retirementIncome: 22_000,
        socialSecurityBenefits: 20_000,
        iraAndHsaDeductions: 4_000,
      }),
    );
    expect(result.federal.socialSecurity).toMatchObject({ provisionalIncome: 36_000, taxable: 6_200 });
    expect(result.notes.some((note) => note.includes("deducted as you entered them"))).toBe(true);
  });
});

describe("children who count for the earned income credit but not the child tax credit", () => {
  const household = input({ year: 2026, filingStatus: "hoh", wages: 30_000, otherDependents: 1 });

  it("2026 head of household, $30,000, a 17-year-old counted for the credit: $3,447", () => {
    // Pub. 596 Rule 8: a child under 19 at the end of the year is a qualifying child for the EIC.
    // One child, midpoint 30,025: 4,427 - 15.98% x (30,025 - 23,890) = 3,446.63 -> 3,447.
    // Federal tax: 30,000 - 24,150 = 5,850, row midpoint 5,875 x 10% = 587.50 -> 588; the $500 credit
    // for other dependents leaves 88; no refundable child tax credit (no child under 17).
    // Ohio: 2 exemptions of 2,400; 25,200 is not over 26,050: no Ohio tax.
    const result = calculateTaxes({ ...household, eicOnlyChildren: 1 });
    expect(result.federal.earnedIncomeCredit).toMatchObject({ children: 1, amount: 3_447 });
    expect(result.federal.incomeTax).toBe(588);
    expect(result.federal.childTaxCredit).toMatchObject({ nonrefundable: 500, refundable: 0 });
    expect(result.federal.balance).toBe(3_447 - 88);
    expect(result.ohio.exemptionCount).toBe(2);
    expect(result.ohio.taxAfterCredits).toBe(0);
    expect(result.figureNotes.earnedIncomeCredit?.join(" ")).not.toMatch(/other dependents are not counted/);
  });

  it("says beside the credit what an uncounted older child could be worth, even at $0", () => {
    // Without the child counted, the credit is figured with no child: 30,000 is past $19,540.
    const result = calculateTaxes(household);
    expect(result.federal.earnedIncomeCredit).toMatchObject({ children: 0, amount: 0 });
    const note = result.figureNotes.earnedIncomeCredit?.find((n) =>
      n.includes("other dependents are not counted"),
    );
    expect(note).toContain("under 19, a full-time student under 24, or permanently disabled");
    expect(note).toContain("up to $3,447");
    // No note where counting them could not help: at $80,000 there is no credit with three children.
    const higher = calculateTaxes({ ...household, wages: 80_000, otherDependents: 3 });
    expect(higher.figureNotes.earnedIncomeCredit).toBeUndefined();
    // Three children under 17 already fill the Table's last column.
    const three = calculateTaxes({ ...household, qualifyingChildren: 3 });
    expect(three.figureNotes.earnedIncomeCredit?.join(" ")).not.toMatch(/other dependents/);
  });

  it("counts at most three children in all", () => {
    const result = calculateTaxes({
      ...household,
      qualifyingChildren: 2,
      otherDependents: 3,
      eicOnlyChildren: 3,
    });
    expect(result.federal.earnedIncomeCredit.children).toBe(3);
  });
});

describe("notes beside the earned income credit and the taxable benefits", () => {
  it("names the investment income limit, tax-exempt interest and capital gains included, under the credit", () => {
    for (const [year, limit] of [
      [2025, "$11,950"],
      [2026, "$12,200"],
    ] as const) {
      const result = calculateTaxes(
        input({ year, filingStatus: "hoh", wages: 30_000, qualifyingChildren: 1 }),
      );
      const notes = result.figureNotes.earnedIncomeCredit?.join(" ");
      expect(notes).toContain(`Investment income over ${limit}`);
      expect(notes).toContain("Tax-exempt interest and capital gains count");
    }
  });

  it("mentions tax-exempt interest only while it could make more of the benefits taxable", () => {
    // Retiree at the 85% cap (17,000 of 20,000): more income cannot add to it.
    const atCap = calculateTaxes(
      input({
        year: 2026,
        taxpayer65OrOlder: true,
        retirementIncome: 45_000,
        socialSecurityBenefits: 20_000,
      }),
    );
    expect(atCap.figureNotes.taxableSocialSecurity?.[0]).not.toMatch(/Tax-exempt interest/);
    // Pension 20,000: line 7 30,000, 5,000 over the base, 2,500 taxable; interest would add to it.
    const belowCap = calculateTaxes(
      input({
        year: 2026,
        taxpayer65OrOlder: true,
        retirementIncome: 20_000,
        socialSecurityBenefits: 20_000,
      }),
    );
    expect(belowCap.federal.socialSecurity.taxable).toBe(2_500);
    expect(belowCap.figureNotes.taxableSocialSecurity?.[0]).toMatch(/Tax-exempt interest/);
  });
});

describe("Ohio's Schedule of Credits in its order", () => {
  it("takes the retirement and senior citizen credits before figuring the joint filing credit", () => {
    // 2026 married couple, both 65: pension 60,000, benefits 40,000. Worksheet: line 7 = 60,000 +
    // 20,000 = 80,000; line 9 48,000; line 11 36,000; line 13 6,000; line 15 30,600; line 16 36,600;
    // line 17 34,000: taxable 34,000; AGI 94,000. Ohio AGI 60,000; 2 x 2,150 = 4,300; base 55,700;
    // 332 + 2.75% x 29,650 = 815.375 -> 1,147.375 -> 1,147. Retirement income credit 200, senior
    // citizen 50; the joint filing credit is 10% (55,700 is in the $50,001-$75,000 band) of what is
    // left: 10% x (1,147 - 200 - 50) = 89.70 -> 90, not 10% x 1,147 = 115. Ohio tax 807.
    const result = calculateTaxes(
      input({
        year: 2026,
        filingStatus: "mfj",
        retirementIncome: 60_000,
        socialSecurityBenefits: 40_000,
        taxpayer65OrOlder: true,
        spouse65OrOlder: true,
        bothSpousesHaveIncome: true,
      }),
    );
    expect(result.federal.socialSecurity.taxable).toBe(34_000);
    expect(result.ohio.taxBeforeCredits).toBe(1_147);
    expect(result.ohio.credits).toMatchObject({ retirementIncome: 200, seniorCitizen: 50, jointFiling: 90 });
    expect(result.ohio.taxAfterCredits).toBe(807);
  });
});

describe("a qualifying surviving spouse's Social Security base amount", () => {
  it("is $25,000, as for a single filer (IRC section 86(c)(1)(A); Pub. 915)", () => {
    const ss = TAX_YEAR_2026.federal.socialSecurityBenefits;
    // 20,000 / 2 + 15,000 = 25,000: not over 25,000, nothing taxable. One dollar more of other income:
    // 1 over the base, half of it taxable: 0.50 -> 1.
    expect(taxableSocialSecurity(20_000, 15_000, 0, "qss", ss)).toMatchObject({
      baseAmount: 25_000,
      taxable: 0,
    });
    expect(taxableSocialSecurity(20_000, 16_000, 0, "qss", ss).taxable).toBe(500);
    // Through the calculator: pension 16,000 and benefits 20,000, surviving spouse: 500 taxable, where
    // the joint base of $32,000 would have taxed none.
    const result = calculateTaxes(
      input({ year: 2026, filingStatus: "qss", retirementIncome: 16_000, socialSecurityBenefits: 20_000 }),
    );
    expect(result.federal.socialSecurity).toMatchObject({ baseAmount: 25_000, taxable: 500 });
    expect(
      calculateTaxes(
        input({ year: 2026, filingStatus: "mfj", retirementIncome: 16_000, socialSecurityBenefits: 20_000 }),
      ).federal.socialSecurity.taxable,
    ).toBe(0);
  });
});

/**
 * Households the engine once got wrong, worked by hand from the forms for 2025 and 2026. "->" marks
 * rounding to the dollar (50 cents and up round up). Each compares with what the engine used to give,
 * reproduced by entering the same amounts the way the old form took them.
 */
describe("SEP, SIMPLE and solo 401(k) contributions lower qualified business income (Treas. Reg. 1.199A-3(b)(1)(vi))", () => {
  // Married filing jointly: you have $80,000 of wages and a side business with $70,000 of Schedule C
  // profit, and put $10,000 in a SEP for yourself; your spouse has no income.
  // Schedule SE (2025 and 2026 alike: 80,000 of wages leaves room under either wage base):
  //   line 4a 70,000 x 92.35% = 64,645; line 10 12.4% x 64,645 = 8,015.98 -> 8,016;
  //   line 11 2.9% x 64,645 = 1,874.705 -> 1,875; line 12 9,891; line 13 half: 4,945.50 -> 4,946.
  // Schedule 1: line 15 4,946, line 16 (SEP) 10,000. AGI 150,000 - 14,946 = 135,054.
  // Form 8995 line 1: QBI 70,000 - 4,946 - 10,000 = 55,054 (the regulation takes the deductible part
  // of SE tax and the owner's retirement contributions off); line 5: 20% = 11,010.80 -> 11,011.
  // The old engine took the SEP with IRAs (AGI only): QBI 65,054, line 5 13,010.80 -> 13,011, $2,000
  // more deduction, taxed at 12%: $240 less tax. Ohio (R.C. 5747.01(A)(31)) deducts the whole
  // 70,000 profit: Ohio AGI 65,054; MAGI 135,054 -> 2 x 1,900 = 3,800; base 61,254, all nonbusiness.
  const household = input({
    filingStatus: "mfj",
    wages: 80_000,
    selfEmploymentIncome: 70_000,
    selfEmployedRetirement: 10_000,
  });
  it.each([
    // 2025: taxable before QBI 135,054 - 31,500 = 103,554; line 14 20% = 20,710.80, so line 15 is 11,011.
    // Taxable 92,543: Tax Table row 92,500-92,550, midpoint 92,525: 2,385 + 12% x 68,675 = 8,241 -> 10,626.
    // As an IRA: taxable 90,543, midpoint 90,525: 2,385 + 12% x 66,675 = 8,001 -> 10,386.
    // Ohio: 342 + 2.75% x (61,254 - 26,050 = 35,204) = 968.11 -> 1,310.11 -> 1,310.
    { year: 2025, taxable: 92_543, tax: 10_626, taxAsIra: 10_386, total: 20_517, ohio: 1_310 },
    // 2026: 135,054 - 32,200 = 102,854; line 14 20,570.80; line 15 11,011. Taxable 91,843, midpoint
    // 91,825: 2,480 + 12% x 67,025 = 8,043 -> 10,523. As an IRA: 89,843, midpoint 89,825: 2,480 + 12% x
    // 65,025 = 7,803 -> 10,283. Ohio: 332 + 968.11 = 1,300.11 -> 1,300.
    { year: 2026, taxable: 91_843, tax: 10_523, taxAsIra: 10_283, total: 20_414, ohio: 1_300 },
  ] as const)(
    "$year: a 10,000 dollar SEP makes the QBI deduction 2,000 smaller and the tax 240 higher",
    (expected) => {
      const result = calculateTaxes({ ...household, year: expected.year });
      expect(result.federal.selfEmploymentTax).toMatchObject({ total: 9_891, deductiblePart: 4_946 });
      expect(result.federal.adjustments).toMatchObject({ selfEmployedRetirement: 10_000, total: 14_946 });
      expect(result.federal.adjustedGrossIncome).toBe(135_054);
      expect(result.federal.qualifiedBusinessIncome).toBe(55_054);
      expect(result.federal.qualifiedBusinessIncomeDeduction).toBe(11_011);
      expect(result.federal.taxableIncome).toBe(expected.taxable);
      expect(result.federal.incomeTax).toBe(expected.tax);
      expect(result.federal.totalTax).toBe(expected.total);
      expect(result.ohio.taxAfterCredits).toBe(expected.ohio);
      // Earned income is not lowered by the contribution (Pub. 596): 80,000 + 70,000 - 4,946.
      expect(result.federal.earnedIncomeCredit.earnedIncome).toBe(145_054);
      // The notes say what the calculator assumes of the wages beside the business.
      const notes = result.notes.join(" ");
      expect(notes).toContain("once that spouse's own wages and self-employment earnings reach");
      expect(notes).toContain("We take the wages to be Social Security wages (W-2 box 3 the same as box 5)");
      expect(notes).toContain("SEP, SIMPLE and solo 401(k) contributions for the business owner lower both");

      const asIra = calculateTaxes({
        ...household,
        year: expected.year,
        selfEmployedRetirement: 0,
        iraAndHsaDeductions: 10_000,
      });
      expect(asIra.federal.adjustedGrossIncome).toBe(135_054);
      expect(
        asIra.federal.qualifiedBusinessIncomeDeduction - result.federal.qualifiedBusinessIncomeDeduction,
      ).toBe(2_000);
      expect(result.federal.incomeTax - asIra.federal.incomeTax).toBe(240);
      expect(asIra.federal.incomeTax).toBe(expected.taxAsIra);
      expect(asIra.ohio.taxAfterCredits).toBe(expected.ohio);
    },
  );
});

describe("Schedule SE for each spouse: the Social Security wage base counts each person's own wages", () => {
  // Married filing jointly: you have $170,000 of W-2 wages; your spouse has a business with $70,000 of
  // Schedule C profit and no wages. Both have income of their own (Ohio's joint filing credit).
  // Your spouse's Schedule SE: line 4a 64,645; line 8a (your spouse's Social Security wages) 0, so
  // line 9 is the whole wage base; line 10 12.4% x 64,645 = 8,015.98 -> 8,016; line 11 1,875;
  // line 12 9,891; line 13 4,946. AGI 240,000 - 4,946 = 235,054.
  // Form 8995: QBI 70,000 - 4,946 = 65,054, 20% = 13,010.80 -> 13,011 (under the joint threshold).
  // Form 8959: Medicare wages 170,000 and SE income 64,645 are both under what is left of $250,000: none.
  // Ohio: AGI 235,054 - 70,000 = 165,054; MAGI 235,054 -> 2 x 1,900 = 3,800; base 161,254; joint
  // filing credit 5% (over $75,000).
  // The old engine ran one Schedule SE on the household's wages: the 2025 base 176,100 less 170,000
  // left 6,100: 12.4% = 756.40 -> 756; total 756 + 1,875 = 2,631 (half 1,315.50 -> 1,316). For 2026,
  // 184,500 - 170,000 = 14,500: 1,798; total 3,673 (half 1,836.50 -> 1,837).
  const couple = input({
    filingStatus: "mfj",
    wages: 170_000,
    spouseSelfEmploymentIncome: 70_000,
    bothSpousesHaveIncome: true,
  });
  it.each([
    // 2025: taxable before QBI 235,054 - 31,500 = 203,554; taxable 190,543: 11,157 + 22% x 93,593 =
    // 20,590.46 -> 31,747.46 -> 31,747. Total 31,747 + 9,891 = 41,638.
    // Ohio: 2,394.32 + 3.125% x 61,254 = 1,914.1875 -> 4,308.5075 -> 4,309; credit 5% = 215.45 -> 215; 4,094.
    // Old: AGI 238,684; Ohio base 164,884: 2,394.32 + 2,027.625 = 4,421.945 -> 4,422; credit 221.10 -> 221; 4,201.
    {
      year: 2025,
      taxable: 190_543,
      tax: 31_747,
      total: 41_638,
      ohioBefore: 4_309,
      ohio: 4_094,
      oldSe: 2_631,
      oldOhio: 4_201,
    },
    // 2026: 235,054 - 32,200 = 202,854; taxable 189,843: 11,600 + 22% x 89,043 = 19,589.46 -> 31,189.46 ->
    // 31,189. Total 41,080. Ohio: 332 + 2.75% x 135,204 = 3,718.11 -> 4,050.11 -> 4,050; credit 202.50 ->
    // 203; 3,847. Old: AGI 238,163; base 164,363: 332 + 2.75% x 138,313 = 3,803.6075 -> 4,136; credit
    // 206.80 -> 207; 3,929.
    {
      year: 2026,
      taxable: 189_843,
      tax: 31_189,
      total: 41_080,
      ohioBefore: 4_050,
      ohio: 3_847,
      oldSe: 3_673,
      oldOhio: 3_929,
    },
  ] as const)("$year: SE tax 9,891 dollars, not $oldSe, and Ohio tax $ohio, not $oldOhio", (expected) => {
    const result = calculateTaxes({ ...couple, year: expected.year });
    const { you, spouse } = result.federal.selfEmploymentTaxByPerson;
    expect(you.total).toBe(0);
    expect(spouse).toMatchObject({
      netEarnings: 64_645,
      socialSecurityTax: 8_016,
      medicareTax: 1_875,
      total: 9_891,
    });
    expect(result.federal.selfEmploymentTax).toMatchObject({ total: 9_891, deductiblePart: 4_946 });
    expect(result.federal.adjustedGrossIncome).toBe(235_054);
    expect(result.federal.qualifiedBusinessIncomeDeduction).toBe(13_011);
    expect(result.federal.taxableIncome).toBe(expected.taxable);
    expect(result.federal.incomeTax).toBe(expected.tax);
    expect(result.federal.additionalMedicareTax).toBe(0);
    expect(result.federal.totalTax).toBe(expected.total);
    expect(result.ohio.taxBeforeCredits).toBe(expected.ohioBefore);
    expect(result.ohio.taxAfterCredits).toBe(expected.ohio);
    // The figure's note says whose Schedule SE it is and why.
    expect(result.figureNotes.selfEmploymentTax?.[0]).toContain("your spouse's Schedule SE");
    expect(result.notes.join(" ")).toContain(
      "Social Security tax stops once that spouse's own wages and self-employment earnings reach",
    );

    // The same amounts as one person's wages and business: the old engine's answer.
    const onePerson = calculateTaxes({
      ...couple,
      year: expected.year,
      selfEmploymentIncome: 70_000,
      spouseSelfEmploymentIncome: 0,
    });
    expect(onePerson.federal.selfEmploymentTax.total).toBe(expected.oldSe);
    expect(onePerson.ohio.taxAfterCredits).toBe(expected.oldOhio);
    expect(result.federal.selfEmploymentTax.total - onePerson.federal.selfEmploymentTax.total).toBe(
      expected.year === 2025 ? 7_260 : 6_218,
    );
    expect(onePerson.ohio.taxAfterCredits - result.ohio.taxAfterCredits).toBe(
      expected.year === 2025 ? 107 : 82,
    );
  });

  it("2025 and 2026, $120,000 of wages for you: $1,060 and $18 more SE tax than one Schedule SE gave", () => {
    // Spouse's Schedule SE: 9,891 as above. One Schedule SE on 120,000 of wages: 2025 room 176,100 -
    // 120,000 = 56,100, 12.4% = 6,956.40 -> 6,956, total 8,831; 2026 room 64,500 (under 64,645): 7,998,
    // total 9,873.
    for (const [year, old] of [
      [2025, 8_831],
      [2026, 9_873],
    ] as const) {
      const apart = calculateTaxes({ ...couple, year, wages: 120_000 });
      const together = calculateTaxes({
        ...couple,
        year,
        wages: 120_000,
        selfEmploymentIncome: 70_000,
        spouseSelfEmploymentIncome: 0,
      });
      expect(apart.federal.selfEmploymentTax.total).toBe(9_891);
      expect(together.federal.selfEmploymentTax.total).toBe(old);
    }
  });

  it("applies the $400 floor to each spouse: a small business of one spouse owes none", () => {
    // You: 50,000 of profit, 7,065 (see Schedule SE above). Your spouse: 300 x 92.35% = 277.05 -> 277,
    // under 400: no SE tax on a Schedule SE of its own, where one return's 50,300 would all be taxed.
    const result = calculateTaxes(
      input({
        year: 2026,
        filingStatus: "mfj",
        selfEmploymentIncome: 50_000,
        spouseSelfEmploymentIncome: 300,
      }),
    );
    expect(result.federal.selfEmploymentTaxByPerson.spouse?.total).toBe(0);
    expect(result.federal.selfEmploymentTax.total).toBe(7_065);
    // Ohio's business income is both businesses' profit.
    expect(result.ohio.businessIncome).toBe(50_300);
  });

  it("adds both spouses' wages and earnings against the joint Additional Medicare threshold (Form 8959)", () => {
    // 2026: you 200,000 of wages, your spouse 100,000 of profit (92,350 of SE earnings).
    // Line 1-7: 200,000 is under 250,000: none on wages. Part II: 92,350 - (250,000 - 200,000) =
    // 42,350 x 0.9% = 381.15 -> 381. Your spouse's SE: SS 12.4% x 92,350 = 11,451.40 -> 11,451 (no wages
    // of their own), Medicare 2,678.15 -> 2,678: 14,129.
    const result = calculateTaxes(
      input({ year: 2026, filingStatus: "mfj", wages: 200_000, spouseSelfEmploymentIncome: 100_000 }),
    );
    expect(result.federal.additionalMedicareTax).toBe(381);
    expect(result.federal.selfEmploymentTax.total).toBe(14_129);
  });
});

describe("the 2026 limit on itemized deductions is measured after the QBI deduction (IRC section 68(a)(2))", () => {
  // Section 68(a)(2): "so much of the taxable income ... (determined without regard to this section and
  // increased by such amount of itemized deductions) as exceeds" the start of the 37% bracket. Taxable
  // income comes after the qualified business income deduction, figured here on the whole itemized
  // amount ("without regard to this section"). The old engine measured AGI less the senior deduction.
  it("2026 married filing separately, $300,000 of wages, $150,000 of profit, $250,000 itemized: a $1,840 cut, not $3,440", () => {
    // Schedule SE: 150,000 x 92.35% = 138,525; wages 300,000 are over the 184,500 base: no Social Security
    // part; Medicare 2.9% = 4,017.225 -> 4,017; half 2,008.50 -> 2,009. AGI 450,000 - 2,009 = 447,991.
    // Without the limit: taxable before QBI 447,991 - 250,000 = 197,991, under the $201,775 threshold:
    // QBI 147,991 x 20% = 29,598.20 -> 29,598 (line 14 limit 39,598.20). Taxable 168,393.
    // Section 68: 168,393 + 250,000 = 418,393; over the 37% start (384,350) by 34,043, less than the
    // 250,000 itemized: 2/37 x 34,043 = 1,840.16 -> 1,840. Itemized allowed 248,160.
    // Taxable before QBI 447,991 - 248,160 = 199,831, still under the threshold: QBI 29,598 (limit
    // 39,966.20). Taxable 170,233: 17,966 + 24% x 64,533 = 15,487.92 -> 33,453.92 -> 33,454.
    // Form 8959 (threshold 125,000): 0.9% x 175,000 = 1,575 on wages, 0.9% x 138,525 = 1,246.725 ->
    // 1,247 on SE earnings: 2,822. Federal total 33,454 + 4,017 + 2,822 = 40,293.
    // The old measure: 447,991 - 384,350 = 63,641 x 2/37 = 3,440.05 -> 3,440; itemized 246,560; taxable
    // 171,833: 17,966 + 24% x 66,133 = 15,871.92 -> 33,838: $384 too much.
    // Ohio (unchanged): deduction capped at 125,000; Ohio AGI 322,991; MAGI 447,991 -> 1,900; base
    // 321,091; business 25,000 x 3% = 750; nonbusiness 296,091: 332 + 2.75% x 270,041 = 7,426.1275 ->
    // 7,758.1275 -> 7,758. 8,508.
    const result = calculateTaxes(
      input({
        year: 2026,
        filingStatus: "mfs",
        wages: 300_000,
        selfEmploymentIncome: 150_000,
        deduction: "itemized",
        itemizedDeductions: 250_000,
      }),
    );
    expect(result.federal.adjustedGrossIncome).toBe(447_991);
    expect(result.federal.deduction).toMatchObject({ itemizedLimitation: 1_840, used: 248_160 });
    expect(result.federal.qualifiedBusinessIncomeDeduction).toBe(29_598);
    expect(result.federal.taxableIncome).toBe(170_233);
    expect(result.federal.incomeTax).toBe(33_454);
    expect(result.federal.additionalMedicareTax).toBe(2_822);
    expect(result.federal.totalTax).toBe(40_293);
    expect(result.ohio.taxAfterCredits).toBe(8_508);
  });

  it("2025, the same household: no limit yet, and the QBI deduction phases in", () => {
    // 2025 has no section 68 limit. Taxable before QBI 197,991 is 691 into the $50,000 range over
    // $197,300: 29,598 x 691 / 50,000 = 409.04 -> 409; deduction 29,189 (limit 39,598.20).
    // Taxable 168,802: 17,651 + 24% x 65,452 = 15,708.48 -> 33,359.48 -> 33,359. SE and Form 8959 as in
    // 2026 (wages over the 176,100 base): 4,017 and 2,822. Total 40,198.
    // Ohio: nonbusiness 296,091: 2,394.32 + 3.125% x 196,091 = 6,127.84375 -> 8,522.16375 -> 8,522; + 750.
    const result = calculateTaxes(
      input({
        year: 2025,
        filingStatus: "mfs",
        wages: 300_000,
        selfEmploymentIncome: 150_000,
        deduction: "itemized",
        itemizedDeductions: 250_000,
      }),
    );
    expect(result.federal.deduction).toMatchObject({ itemizedLimitation: 0, used: 250_000 });
    expect(result.federal.qualifiedBusinessIncomeDeduction).toBe(29_189);
    expect(result.federal.incomeTax).toBe(33_359);
    expect(result.federal.totalTax).toBe(40_198);
    expect(result.ohio.taxAfterCredits).toBe(9_272);
  });

  it("2026 single, $660,000 of wages, a $5,000 side business, $60,000 itemized: the $400 minimum QBI deduction counts", () => {
    // Schedule SE: 5,000 x 92.35% = 4,617.50 -> 4,618; no Social Security part (wages over the base);
    // Medicare 133.922 -> 134; half 67. AGI 664,933. QBI 4,933: above the phase-in range the deduction
    // would be 0, but from 2026 at least $400 (QBI of $1,000 or more).
    // Section 68: 664,933 - 400 - 640,600 = 23,933 (under 60,000): 2/37 x 23,933 = 1,293.68 -> 1,294.
    // Itemized 58,706; taxable 664,933 - 58,706 - 400 = 605,827: 58,448 + 35% x 349,602 = 122,360.70 ->
    // 180,808.70 -> 180,809. The old measure (24,333: 1,315.30 -> 1,315) gave 605,848 and 180,816.
    const result = calculateTaxes(
      input({
        year: 2026,
        wages: 660_000,
        selfEmploymentIncome: 5_000,
        deduction: "itemized",
        itemizedDeductions: 60_000,
      }),
    );
    expect(result.federal.deduction.itemizedLimitation).toBe(1_294);
    expect(result.federal.qualifiedBusinessIncomeDeduction).toBe(400);
    expect(result.federal.taxableIncome).toBe(605_827);
    expect(result.federal.incomeTax).toBe(180_809);
    // 2025: no limit and no minimum: taxable 604,933: 57,231 + 35% x 354,408 = 124,042.80 -> 181,274.
    const y2025 = calculateTaxes(
      input({
        year: 2025,
        wages: 660_000,
        selfEmploymentIncome: 5_000,
        deduction: "itemized",
        itemizedDeductions: 60_000,
      }),
    );
    expect(y2025.federal.qualifiedBusinessIncomeDeduction).toBe(0);
    expect(y2025.federal.incomeTax).toBe(181_274);
  });
});

describe("cash gifts to charity without itemizing, from 2026 (IRC section 170(p))", () => {
  it("2026 single, $52,000 of wages, $1,500 given: $1,000 deducted, $120 less tax; Ohio unchanged", () => {
    // 52,000 - 16,100 - 1,000 = 34,900: midpoint 34,925: 1,240 + 12% x 22,525 = 2,703 -> 3,943.
    // Without the gifts: 35,900, midpoint 35,925: 1,240 + 12% x 23,525 = 2,823 -> 4,063.
    // Ohio starts from AGI, before the deduction: 52,000 - 2,150 = 49,850: 332 + 2.75% x 23,800 = 654.50 ->
    // 986.50 -> 987 either way.
    const result = calculateTaxes(input({ year: 2026, wages: 52_000, charitableCashGifts: 1_500 }));
    expect(result.federal.charitableDeductionWithoutItemizing).toBe(1_000);
    expect(result.federal.taxableIncome).toBe(34_900);
    expect(result.federal.incomeTax).toBe(3_943);
    expect(calculateTaxes(input({ year: 2026, wages: 52_000 })).federal.incomeTax).toBe(4_063);
    expect(result.ohio.taxAfterCredits).toBe(987);
    expect(result.notes.join(" ")).toContain("$1,000 of your cash gifts to charity");
  });

  it("2026 joint: up to $2,000", () => {
    // 95,000 - 32,200 - 2,000 = 60,800: midpoint 60,825: 2,480 + 12% x 36,025 = 4,323 -> 6,803.
    const result = calculateTaxes(
      input({ year: 2026, filingStatus: "mfj", wages: 95_000, charitableCashGifts: 3_000 }),
    );
    expect(result.federal.charitableDeductionWithoutItemizing).toBe(2_000);
    expect(result.federal.incomeTax).toBe(6_803);
    // Married filing separately is not a joint return: $1,000.
    expect(
      calculateTaxes(input({ year: 2026, filingStatus: "mfs", wages: 95_000, charitableCashGifts: 3_000 }))
        .federal.charitableDeductionWithoutItemizing,
    ).toBe(1_000);
  });

  it("2025: no such deduction, and the estimate says so", () => {
    // 52,000 - 15,750 = 36,250: midpoint 36,275: 1,192.50 + 12% x 24,350 = 2,922 -> 4,114.50 -> 4,115.
    const result = calculateTaxes(input({ year: 2025, wages: 52_000, charitableCashGifts: 1_500 }));
    expect(result.federal.charitableDeductionWithoutItemizing).toBe(0);
    expect(result.federal.incomeTax).toBe(4_115);
    expect(result.notes.join(" ")).toContain("only from 2026");
  });

  it("is not taken with itemized deductions, where the gifts are part of Schedule A", () => {
    const result = calculateTaxes(
      input({
        year: 2026,
        wages: 52_000,
        deduction: "itemized",
        itemizedDeductions: 20_000,
        charitableCashGifts: 1_500,
      }),
    );
    expect(result.federal.charitableDeductionWithoutItemizing).toBe(0);
    expect(result.federal.taxableIncome).toBe(32_000);
  });
});

describe("wages are W-2 box 5: HSA contributions through a cafeteria plan are already out of it", () => {
  // Gross pay $63,000, of which $3,000 went to an HSA through a cafeteria plan (W-2 box 12 code W,
  // left out of boxes 1, 3 and 5): box 5 is $60,000. Entered as the form asks (wages 60,000, nothing
  // taken from pay before tax), against the old hints' double count (the HSA also as "from pay").
  it.each([
    // 2025: worked example 1 above: 5,075 and Ohio 1,217. Double count: AGI 57,000, taxable 41,250,
    // midpoint 41,275: 1,192.50 + 12% x 29,350 = 3,522 -> 4,714.50 -> 4,715; Ohio 54,850: 342 + 2.75% x
    // 28,800 = 792 -> 1,134.
    { year: 2025, tax: 5_075, ohio: 1_217, doubleTax: 4_715, doubleOhio: 1_134 },
    // 2026: 43,900, midpoint 43,925: 1,240 + 12% x 31,525 = 3,783 -> 5,023; Ohio 57,850: 332 + 2.75% x
    // 31,800 = 874.50 -> 1,206.50 -> 1,207. Double count: 40,900, midpoint 40,925: 1,240 + 12% x 28,525 =
    // 3,423 -> 4,663; Ohio 54,850: 332 + 792 = 1,124.
    { year: 2026, tax: 5_023, ohio: 1_207, doubleTax: 4_663, doubleOhio: 1_124 },
  ] as const)(
    "$year: counting it twice made federal tax 360 dollars and Ohio tax 83 dollars too low",
    (expected) => {
      const right = calculateTaxes(input({ year: expected.year, wages: 60_000 }));
      const twice = calculateTaxes(input({ year: expected.year, wages: 60_000, pretaxContributions: 3_000 }));
      expect([right.federal.incomeTax, right.ohio.taxAfterCredits]).toEqual([expected.tax, expected.ohio]);
      expect([twice.federal.incomeTax, twice.ohio.taxAfterCredits]).toEqual([
        expected.doubleTax,
        expected.doubleOhio,
      ]);
      expect(right.federal.incomeTax - twice.federal.incomeTax).toBe(360);
      expect(right.ohio.taxAfterCredits - twice.ohio.taxAfterCredits).toBe(83);
    },
  );
});
