import { describe, expect, it } from "vitest";
import {
  bracketHeadroom,
  CALCULATOR_PARAM_RULES,
  calculatorSearchParams as withRules,
  describeBalance,
  taxYearSources,
} from "./calculator-view";
import { calculateTaxes } from "./tax/engine";
import { DEFAULT_TAX_INPUT, parseTaxInput } from "./tax/input";
import { getTaxYear } from "./tax/years/index";

describe("calculatorSearchParams", () => {
  const calculatorSearchParams = (
    entries: Iterable<readonly [string, FormDataEntryValue]>,
    keep: Iterable<readonly [string, string]> = [],
  ) => withRules(entries, keep, CALCULATOR_PARAM_RULES);

  it("stands alone, as the page's script runs it", () => {
    const serialised = new Function(`return (${withRules.toString()})`)() as typeof withRules;
    expect(
      serialised([["wages", "$1,000"]], [["domain", "payroll"]], CALCULATOR_PARAM_RULES).toString(),
    ).toBe("wages=1000&domain=payroll");
  });

  it("writes the form in a fixed order and leaves empty fields out", () => {
    const params = calculatorSearchParams([
      ["wages", "52000"],
      ["status", "single"],
      ["year", "2026"],
      ["se", ""],
      ["fedWithheld", " 4100 "],
    ]);
    expect(params.toString()).toBe("year=2026&status=single&wages=52000&fedWithheld=4100");
  });

  it("drops dollar signs, commas and spaces from amounts only", () => {
    const params = calculatorSearchParams([
      ["wages", "$52,000"],
      ["other", "1 200.50"],
      ["cityRate", "2,5"],
    ]);
    expect(params.get("wages")).toBe("52000");
    expect(params.get("other")).toBe("1200.50");
    // A comma in a rate is a typing slip, not a thousands separator: the server must see it.
    expect(params.get("cityRate")).toBe("2,5");
  });

  it("keeps what was typed wrong, so the server can say what is wrong with it", () => {
    const params = calculatorSearchParams([
      ["wages", "abc"],
      ["children", "-1"],
    ]);
    expect(params.get("wages")).toBe("abc");
    expect(params.get("children")).toBe("-1");
    const parsed = parseTaxInput(params);
    expect(parsed.ok).toBe(false);
  });

  it("leaves out spouse answers unless filing jointly, the itemized total unless itemizing, and charity gifts if itemizing", () => {
    const single = calculatorSearchParams([
      ["status", "single"],
      ["spouseWages", "40000"],
      ["spouseSe", "9000"],
      ["spouse65", "1"],
      ["bothWork", "1"],
      ["deduction", "standard"],
      ["itemized", "30000"],
      ["charity", "$1,500"],
    ]);
    expect(single.toString()).toBe("status=single&charity=1500");

    const joint = calculatorSearchParams([
      ["status", "mfj"],
      ["spouseWages", "$40,000"],
      ["spouseSe", "9000"],
      ["spouse65", "1"],
      ["bothWork", "1"],
      ["deduction", "itemized"],
      ["itemized", "30000"],
      ["charity", "1500"],
    ]);
    expect(joint.toString()).toBe(
      "status=mfj&spouseWages=40000&spouseSe=9000&deduction=itemized&itemized=30000&spouse65=1&bothWork=1",
    );
  });

  it("ignores unknown form fields and files, but carries the brand choice", () => {
    const file = new File(["x"], "x.txt");
    const params = calculatorSearchParams(
      [
        ["status", "hoh"],
        ["utm_source", "x"],
        ["wages", file],
      ],
      [["domain", "brownco"]],
    );
    expect(params.toString()).toBe("status=hoh&domain=brownco");
  });

  it("gives a link that parses back to the same answers", () => {
    const params = calculatorSearchParams([
      ["year", "2025"],
      ["status", "mfj"],
      ["wages", "$85,000"],
      ["children", "2"],
      ["bothWork", "1"],
      ["cityRate", "2.5"],
      ["ohWithheld", "1,900"],
    ]);
    const parsed = parseTaxInput(params);
    expect(parsed).toMatchObject({
      ok: true,
      input: {
        year: 2025,
        filingStatus: "mfj",
        wages: 85_000,
        qualifyingChildren: 2,
        bothSpousesHaveIncome: true,
        municipalRatePercent: 2.5,
        ohioWithheld: 1_900,
      },
    });
  });
});

describe("describeBalance", () => {
  it("reads the engine's sign: positive is a refund, negative is owed", () => {
    expect(describeBalance(1_234)).toEqual({ kind: "refund", amount: 1_234 });
    expect(describeBalance(-56)).toEqual({ kind: "owe", amount: 56 });
    expect(describeBalance(0)).toEqual({ kind: "even", amount: 0 });
  });
});

describe("bracketHeadroom", () => {
  const year = getTaxYear(2026);

  it("measures the room left before the next bracket", () => {
    // Single, 2026: $70,000 wages less the $16,100 standard deduction is $53,900 taxable, in the
    // 22% bracket that ends at $105,700.
    const result = calculateTaxes({ ...DEFAULT_TAX_INPUT, year: 2026, wages: 70_000 }, year);
    expect(result.federal.taxableIncome).toBe(53_900);
    expect(bracketHeadroom(result.federal.taxableIncome, result.federal.brackets)).toEqual({
      room: 51_800,
      nextRate: 0.24,
      currentRate: 0.22,
    });
  });

  it("counts a bracket's top dollar as inside it", () => {
    // $12,400 taxable is the last dollar of the 10% bracket.
    const result = calculateTaxes({ ...DEFAULT_TAX_INPUT, year: 2026, wages: 28_500 }, year);
    expect(result.federal.taxableIncome).toBe(12_400);
    expect(bracketHeadroom(12_400, result.federal.brackets)).toEqual({
      room: 0,
      nextRate: 0.12,
      currentRate: 0.1,
    });
  });

  it("has nothing to say with no taxable income or in the top bracket", () => {
    const none = calculateTaxes({ ...DEFAULT_TAX_INPUT, year: 2026, wages: 10_000 }, year);
    expect(bracketHeadroom(none.federal.taxableIncome, none.federal.brackets)).toBeNull();
    const top = calculateTaxes({ ...DEFAULT_TAX_INPUT, year: 2026, wages: 900_000 }, year);
    expect(top.federal.marginalRate).toBe(0.37);
    expect(bracketHeadroom(top.federal.taxableIncome, top.federal.brackets)).toBeNull();
  });
});

describe("taxYearSources", () => {
  it("lists each source once, with a link, federal first", () => {
    for (const year of [2025, 2026] as const) {
      const sources = taxYearSources(getTaxYear(year));
      expect(sources.length).toBeGreaterThan(5);
      const keys = sources.map((s) => `${s.title}|${s.url}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const source of sources) expect(source.url).toMatch(/^https:\/\//);
      expect(sources[0]?.title).toMatch(/IRS/);
      expect(sources.some((s) => s.url.includes("ohio.gov"))).toBe(true);
    }
  });
});
