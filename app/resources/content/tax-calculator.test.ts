import { describe, expect, it } from "vitest";
import { TAX_INPUT_PARAMS, type TaxInputField } from "../tax/input";
import { TAX_YEAR_2025 } from "../tax/years/2025";
import { TAX_YEAR_2026 } from "../tax/years/2026";
import { taxCalculatorPage } from "./tax-calculator";

const { fields, covers } = taxCalculatorPage;

describe("the calculator's words (content/resources/tax-calculator.yaml)", () => {
  it("label every field of the form", () => {
    expect(Object.keys(fields).sort()).toEqual(Object.keys(TAX_INPUT_PARAMS).sort());
    for (const field of Object.keys(TAX_INPUT_PARAMS) as TaxInputField[]) {
      expect(fields[field].label.length, field).toBeGreaterThan(3);
    }
  });

  it("ask for W-2 box 5 wages and, apart, exactly the deferrals box 1 leaves out (W-2 instructions, box 12)", () => {
    // Box 5 (Medicare wages) already leaves out cafeteria-plan HSA contributions (box 12 code W), and
    // keeps 401(k)-type elective deferrals, which box 1 leaves out: codes D, E, G and S.
    expect(fields.wages.hint).toContain("box 5 of your W-2s");
    expect(fields.wages.hint).toMatch(/leaves out health insurance, HSA/);
    expect(fields.wages.hint).not.toMatch(/before any deductions/);
    const pretax = fields.pretaxContributions;
    expect(pretax.label).not.toMatch(/HSA/);
    expect(pretax.hint).toContain("W-2 box 12, codes D, E, G and S");
    expect(pretax.hint).toContain("in box 5 but not in box 1");
    expect(pretax.hint).toMatch(
      /HSA contributions through payroll \(code W\), which box 5 already leaves out/,
    );
    // HSA money paid outside payroll, IRAs and the owner's own plan each have a question of their own.
    expect(fields.iraAndHsaDeductions.hint).toMatch(
      /HSA contributions you made yourself rather than through payroll/,
    );
    expect(fields.selfEmployedRetirement.hint).toContain("qualified business income deduction");
  });

  it("ask whose wages and whose business each amount is", () => {
    expect(fields.wages.label).toBe("Your wages and salary");
    expect(fields.spouseWages.label).toBe("Your spouse's wages and salary");
    expect(fields.selfEmploymentIncome.label).toBe("Your self-employment profit");
    expect(fields.spouseSelfEmploymentIncome.label).toBe("Your spouse's self-employment profit");
  });

  it("give the state and local tax cap as IRC section 164(b)(7) has it, from the tax-year data", () => {
    const hint = fields.itemizedDeductions.hint ?? "";
    const [cap2025, cap2026] = [TAX_YEAR_2025, TAX_YEAR_2026].map((year) => year.federal.stateAndLocalTaxCap);
    expect(cap2025).toMatchObject({ cap: 40_000, capMarriedSeparate: 20_000, phaseDownStart: 500_000 });
    expect(cap2026).toMatchObject({ cap: 40_400, capMarriedSeparate: 20_200, phaseDownStart: 505_000 });
    expect(hint).toContain(
      "up to $40,000 for 2025 and $40,400 for 2026 ($20,000 and $20,200 married filing separately)",
    );
    expect(hint).toContain(
      "Above $500,000 of modified AGI ($505,000 for 2026; half that married filing separately)",
    );
    expect(hint).toContain(
      "shrinks by 30% of the excess, but not below $10,000 ($5,000 married filing separately)",
    );
  });

  it("offer the 2026 charity deduction without itemizing and say what the calculator covers", () => {
    expect(fields.charitableCashGifts.hint).toContain("up to $1,000, or $2,000 on a joint return");
    expect(covers.included.join(" ")).toContain("cash gifts to charity without itemizing");
    expect(covers.included.join(" ")).toContain("Schedule SE for each spouse");
    expect(covers.leftOut.join(" ")).not.toMatch(/charit/i);
  });
});
