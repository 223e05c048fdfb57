import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DEFAULT_TAX_INPUT,
  TAX_INPUT_PARAMS,
  hasTaxInput,
  parseCount,
  parseMoney,
  parseRatePercent,
  parseTaxInput,
  serializeTaxInput,
} from "./input";
import { calculateTaxes } from "./engine";
import { FILING_STATUSES, type TaxInput } from "./types";

const parse = (query: string) => parseTaxInput(new URLSearchParams(query));

describe("parseMoney", () => {
  it("accepts the ways people type dollar amounts and rounds to the dollar", () => {
    expect(parseMoney("52000")).toEqual({ value: 52_000 });
    expect(parseMoney("$52,000")).toEqual({ value: 52_000 });
    expect(parseMoney(" 52 000 ")).toEqual({ value: 52_000 });
    expect(parseMoney("52000.50")).toEqual({ value: 52_001 });
    expect(parseMoney("52000.49")).toEqual({ value: 52_000 });
    expect(parseMoney("")).toEqual({ value: 0 });
  });
  it("rejects negative, non-numeric and absurd amounts with a friendly message", () => {
    expect(parseMoney("-500")).toMatchObject({ error: expect.stringContaining("zero or more") });
    expect(parseMoney("$-500")).toMatchObject({ error: expect.stringContaining("zero or more") });
    expect(parseMoney("abc")).toMatchObject({ error: expect.stringContaining("digits") });
    expect(parseMoney("1e9")).toMatchObject({ error: expect.stringContaining("digits") });
    expect(parseMoney("NaN")).toMatchObject({ error: expect.any(String) });
    expect(parseMoney("Infinity")).toMatchObject({ error: expect.any(String) });
    expect(parseMoney("12.345")).toMatchObject({ error: expect.any(String) });
    expect(parseMoney("10000001")).toMatchObject({ error: expect.stringContaining("$10,000,000") });
    expect(parseMoney("10000000")).toEqual({ value: 10_000_000 });
  });
});

describe("parseCount and parseRatePercent", () => {
  it("takes whole numbers of dependents up to 20", () => {
    expect(parseCount("3")).toEqual({ value: 3 });
    expect(parseCount("2.5")).toMatchObject({ error: expect.stringContaining("whole number") });
    expect(parseCount("-1")).toMatchObject({ error: expect.any(String) });
    expect(parseCount("21")).toMatchObject({ error: expect.stringContaining("20") });
  });
  it("takes a city rate as a percentage", () => {
    expect(parseRatePercent("2.5")).toEqual({ value: 2.5 });
    expect(parseRatePercent("1.75%")).toEqual({ value: 1.75 });
    expect(parseRatePercent(".5")).toEqual({ value: 0.5 });
    expect(parseRatePercent("")).toEqual({ value: null });
    expect(parseRatePercent("25")).toMatchObject({ error: expect.stringContaining("under 5%") });
    expect(parseRatePercent("two")).toMatchObject({ error: expect.stringContaining("percentage") });
    expect(parseRatePercent("-1")).toMatchObject({ error: expect.any(String) });
  });
});

describe("parseTaxInput", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ ok: true, input: DEFAULT_TAX_INPUT, raw: expect.any(Object) });
    expect(hasTaxInput(new URLSearchParams(""))).toBe(false);
    expect(hasTaxInput(new URLSearchParams("wages=1"))).toBe(true);
    expect(hasTaxInput(new URLSearchParams("utm_source=google"))).toBe(false);
  });

  it("reads a full query", () => {
    const result = parse(
      "year=2025&status=mfj&wages=95%2C000&spouseWages=20000&se=12000&spouseSe=3000&pension=4000&ss=18000" +
        "&invest=250&other=300&pretax=5000&ira=7000&sep=2000&deduction=itemized&itemized=31000" +
        "&children=2&dependents=1&eicChildren=1&age65=1&blind=on&spouse65=true&spouseBlind=0&spouseUnder25=0&bothWork=1" +
        "&fedWithheld=8000&ohWithheld=2100&cityRate=2.25&cityWithheld=2000",
    );
    expect(result).toEqual({
      ok: true,
      raw: expect.any(Object),
      input: {
        year: 2025,
        filingStatus: "mfj",
        wages: 95_000,
        spouseWages: 20_000,
        selfEmploymentIncome: 12_000,
        spouseSelfEmploymentIncome: 3_000,
        retirementIncome: 4_000,
        socialSecurityBenefits: 18_000,
        investmentIncome: 250,
        otherIncome: 300,
        pretaxContributions: 5_000,
        iraAndHsaDeductions: 7_000,
        selfEmployedRetirement: 2_000,
        deduction: "itemized",
        itemizedDeductions: 31_000,
        charitableCashGifts: 0,
        qualifyingChildren: 2,
        otherDependents: 1,
        eicOnlyChildren: 1,
        taxpayer65OrOlder: true,
        taxpayerBlind: true,
        taxpayerUnder25: false,
        spouse65OrOlder: true,
        spouseBlind: false,
        spouseUnder25: false,
        bothSpousesHaveIncome: true,
        federalWithheld: 8_000,
        ohioWithheld: 2_100,
        municipalRatePercent: 2.25,
        municipalWithheld: 2_000,
      },
    });
  });

  it("reports every bad field at once and keeps what was typed", () => {
    const result = parse("year=2019&status=married&wages=-4&se=lots&children=1.5&cityRate=30&age65=maybe");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(
      [
        "filingStatus",
        "municipalRatePercent",
        "qualifyingChildren",
        "selfEmploymentIncome",
        "taxpayer65OrOlder",
        "wages",
        "year",
      ].sort(),
    );
    expect(result.fieldErrors.year).toBe("Choose tax year 2025 or 2026.");
    expect(result.raw.wages).toBe("-4");
    expect(result.raw.selfEmploymentIncome).toBe("lots");
    expect(result.raw.otherIncome).toBe("");
  });

  it("rejects over-long values before parsing them", () => {
    const result = parse(`wages=${"9".repeat(400)}`);
    expect(result).toMatchObject({ ok: false, fieldErrors: { wages: "That entry is too long." } });
  });

  it("checks fields against each other", () => {
    // Contributions taken from pay come out of wages (both spouses' on a joint return), never out of a business.
    expect(parse("wages=20000&se=5000&pretax=25000")).toMatchObject({
      ok: false,
      fieldErrors: { pretaxContributions: expect.stringContaining("can't be more than the wages") },
    });
    expect(parse("wages=20000&se=5000&pretax=20000").ok).toBe(true);
    expect(parse("status=mfj&wages=20000&spouseWages=5000&pretax=25000").ok).toBe(true);
    // A plan for one's own business is paid for out of the business's profit, either spouse's.
    expect(parse("wages=90000&se=8000&sep=8001")).toMatchObject({
      ok: false,
      fieldErrors: {
        selfEmployedRetirement: expect.stringContaining("can't be more than the business's profit"),
      },
    });
    expect(parse("wages=90000&sep=1000")).toMatchObject({
      ok: false,
      fieldErrors: { selfEmployedRetirement: expect.any(String) },
    });
    expect(parse("status=mfj&wages=90000&se=3000&spouseSe=5000&sep=8000").ok).toBe(true);
    expect(parse("deduction=itemized")).toMatchObject({
      ok: false,
      fieldErrors: { itemizedDeductions: expect.any(String) },
    });
    expect(parse("cityWithheld=900")).toMatchObject({
      ok: false,
      fieldErrors: { municipalRatePercent: expect.stringContaining("city's tax rate") },
    });
    expect(parse("cityWithheld=900&cityRate=1.9").ok).toBe(true);
    // IRA and HSA contributions deducted on Schedule 1: up to the year's income, Social Security aside.
    expect(parse("pension=5000&invest=1000&ira=6001&ss=20000")).toMatchObject({
      ok: false,
      fieldErrors: { iraAndHsaDeductions: expect.stringContaining("can't be more") },
    });
    expect(parse("pension=5000&invest=1000&ira=6000").ok).toBe(true);
    // A bad income field is reported once, not echoed as a contributions error.
    const badWages = parse("wages=abc&ira=6000");
    expect(badWages.ok).toBe(false);
    if (!badWages.ok) expect(Object.keys(badWages.fieldErrors)).toEqual(["wages"]);
    // Children who count only for the earned income credit are among the other dependents.
    expect(parse("dependents=1&eicChildren=2")).toMatchObject({
      ok: false,
      fieldErrors: { eicOnlyChildren: expect.stringContaining("other dependents") },
    });
    expect(parse("dependents=2&eicChildren=2").ok).toBe(true);
  });

  it("reads a link made before the IRA question as payroll contributions", () => {
    // Old links put IRA money in "pretax"; it is now read as taken from pay, as the field's hint says.
    expect(parse("wages=40000&pretax=5000")).toMatchObject({
      ok: true,
      input: { pretaxContributions: 5_000, iraAndHsaDeductions: 0 },
    });
  });

  it("ignores spouse-only answers unless filing jointly", () => {
    const result = parse("status=single&spouse65=1&spouseBlind=1&bothWork=1&spouseWages=50000&spouseSe=9000");
    expect(result).toMatchObject({
      ok: true,
      input: {
        spouse65OrOlder: false,
        spouseBlind: false,
        bothSpousesHaveIncome: false,
        spouseWages: 0,
        spouseSelfEmploymentIncome: 0,
      },
    });
    // Even a malformed spouse answer does not block a single filer's result.
    expect(parse("status=hoh&spouse65=perhaps&spouseWages=lots").ok).toBe(true);
    // On a joint return it is read and checked like any amount.
    expect(parse("status=mfj&spouseWages=lots")).toMatchObject({
      ok: false,
      fieldErrors: { spouseWages: expect.stringContaining("digits") },
    });
  });

  it("drops an itemized amount when the standard deduction is chosen", () => {
    expect(parse("deduction=standard&itemized=40000")).toMatchObject({
      ok: true,
      input: { itemizedDeductions: 0 },
    });
  });

  it("keeps cash gifts to charity with the standard deduction only", () => {
    // With itemized deductions the gifts are part of the Schedule A total; the form hides the question.
    expect(parse("charity=1500")).toMatchObject({ ok: true, input: { charitableCashGifts: 1_500 } });
    expect(parse("deduction=itemized&itemized=30000&charity=1500")).toMatchObject({
      ok: true,
      input: { charitableCashGifts: 0 },
    });
    expect(parse("deduction=itemized&itemized=30000&charity=abc").ok).toBe(true);
    expect(parse("charity=abc")).toMatchObject({
      ok: false,
      fieldErrors: { charitableCashGifts: expect.any(String) },
    });
  });

  it("ignores a malformed itemized amount unless itemizing", () => {
    // The form hides the itemized field with the standard deduction; an error there would block the
    // result with a message the visitor cannot see.
    expect(parse("deduction=standard&itemized=abc").ok).toBe(true);
    expect(parse("itemized=-5").ok).toBe(true);
    expect(parse("deduction=itemized&itemized=abc")).toMatchObject({
      ok: false,
      fieldErrors: { itemizedDeductions: expect.any(String) },
    });
  });
});

describe("serializeTaxInput", () => {
  it("writes a short, stable link", () => {
    const params = serializeTaxInput({
      ...DEFAULT_TAX_INPUT,
      year: 2025,
      filingStatus: "hoh",
      wages: 48_000,
      qualifyingChildren: 1,
    });
    expect(params.toString()).toBe("year=2025&status=hoh&wages=48000&children=1");
  });
  it("refuses a person who is both 65 or older and under 25", () => {
    const parsed = parseTaxInput(
      new URLSearchParams("age65=1&under25=1&status=mfj&spouse65=1&spouseUnder25=1"),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.fieldErrors.taxpayerUnder25).toMatch(/not both/);
      expect(parsed.fieldErrors.spouseUnder25).toMatch(/not both/);
    }
    // A spouse's answer is ignored on a return without a spouse.
    expect(parseTaxInput(new URLSearchParams("status=single&spouse65=1&spouseUnder25=1")).ok).toBe(true);
  });
  it("reads the retiree and family income fields", () => {
    const parsed = parseTaxInput(new URLSearchParams("pension=45,000&ss=20000&invest=1200&under25=1"));
    expect(parsed).toMatchObject({
      ok: true,
      input: {
        retirementIncome: 45_000,
        socialSecurityBenefits: 20_000,
        investmentIncome: 1_200,
        taxpayerUnder25: true,
      },
    });
  });

  it("keeps a 0% city rate, which differs from leaving the city out", () => {
    expect(
      serializeTaxInput({ ...DEFAULT_TAX_INPUT, municipalRatePercent: 0 }).get(
        TAX_INPUT_PARAMS.municipalRatePercent,
      ),
    ).toBe("0");
    expect(serializeTaxInput(DEFAULT_TAX_INPUT).has(TAX_INPUT_PARAMS.municipalRatePercent)).toBe(false);
  });

  it("round-trips every valid input through the URL", () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    const validInput: fc.Arbitrary<TaxInput> = fc
      .record({
        year: fc.constantFrom(2025 as const, 2026 as const),
        filingStatus: fc.constantFrom(...FILING_STATUSES),
        wages: amount,
        spouseWages: amount,
        selfEmploymentIncome: amount,
        spouseSelfEmploymentIncome: amount,
        retirementIncome: amount,
        socialSecurityBenefits: amount,
        investmentIncome: amount,
        otherIncome: amount,
        pretaxContributions: amount,
        iraAndHsaDeductions: amount,
        selfEmployedRetirement: amount,
        deduction: fc.constantFrom("standard" as const, "itemized" as const),
        itemizedDeductions: fc.integer({ min: 1, max: 10_000_000 }),
        charitableCashGifts: amount,
        qualifyingChildren: fc.integer({ min: 0, max: 20 }),
        otherDependents: fc.integer({ min: 0, max: 20 }),
        eicOnlyChildren: fc.integer({ min: 0, max: 20 }),
        taxpayer65OrOlder: fc.boolean(),
        taxpayerBlind: fc.boolean(),
        taxpayerUnder25: fc.boolean(),
        spouse65OrOlder: fc.boolean(),
        spouseBlind: fc.boolean(),
        spouseUnder25: fc.boolean(),
        bothSpousesHaveIncome: fc.boolean(),
        federalWithheld: amount,
        ohioWithheld: amount,
        municipalRatePercent: fc.option(
          fc.integer({ min: 0, max: 5000 }).map((n) => n / 1000),
          { nil: null },
        ),
        municipalWithheld: amount,
      })
      .map((r) => {
        const joint = r.filingStatus === "mfj";
        return {
          ...r,
          spouseWages: joint ? r.spouseWages : 0,
          spouseSelfEmploymentIncome: joint ? r.spouseSelfEmploymentIncome : 0,
        };
      })
      .map((r) => ({
        ...r,
        municipalWithheld: r.municipalRatePercent === null ? 0 : r.municipalWithheld,
        pretaxContributions: Math.min(r.pretaxContributions, r.wages + r.spouseWages),
        iraAndHsaDeductions: Math.min(
          r.iraAndHsaDeductions,
          r.wages +
            r.spouseWages +
            r.selfEmploymentIncome +
            r.spouseSelfEmploymentIncome +
            r.retirementIncome +
            r.investmentIncome +
            r.otherIncome,
        ),
        selfEmployedRetirement: Math.min(
          r.selfEmployedRetirement,
          r.selfEmploymentIncome + r.spouseSelfEmploymentIncome,
        ),
        eicOnlyChildren: Math.min(r.eicOnlyChildren, r.otherDependents),
        itemizedDeductions: r.deduction === "itemized" ? r.itemizedDeductions : 0,
        charitableCashGifts: r.deduction === "standard" ? r.charitableCashGifts : 0,
        spouse65OrOlder: r.filingStatus === "mfj" && r.spouse65OrOlder,
        spouseBlind: r.filingStatus === "mfj" && r.spouseBlind,
        // Nobody is both 65 or older and under 25.
        taxpayerUnder25: !r.taxpayer65OrOlder && r.taxpayerUnder25,
        spouseUnder25: r.filingStatus === "mfj" && !r.spouse65OrOlder && r.spouseUnder25,
        bothSpousesHaveIncome: r.filingStatus === "mfj" && r.bothSpousesHaveIncome,
      }));
    fc.assert(
      fc.property(validInput, (value) => {
        const parsed = parseTaxInput(serializeTaxInput(value));
        expect(parsed).toMatchObject({ ok: true, input: value });
      }),
      { numRuns: 300 },
    );
  });
});

describe("from any URL to a result", () => {
  it("never crashes or yields NaN, whatever the query says", () => {
    const names = Object.values(TAX_INPUT_PARAMS);
    const junk = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        "NaN",
        "Infinity",
        "-0",
        "1e308",
        "0x10",
        " ",
        "%",
        "$",
        "1,2,3",
        "9".repeat(16),
        "2025",
        "mfj",
        "itemized",
        "on",
      ),
      fc.integer({ min: -1_000_000, max: 100_000_000 }).map(String),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...names), junk), { maxLength: 25 }), (pairs) => {
        const params = new URLSearchParams();
        for (const [name, value] of pairs) params.append(name, value);
        const parsed = parseTaxInput(params);
        if (!parsed.ok) {
          expect(Object.keys(parsed.fieldErrors).length).toBeGreaterThan(0);
          for (const message of Object.values(parsed.fieldErrors)) expect(message).toMatch(/\w/);
          return;
        }
        const result = calculateTaxes(parsed.input);
        expect(Number.isFinite(result.totals.balance)).toBe(true);
        expect(Number.isFinite(result.rates.overallEffective)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
