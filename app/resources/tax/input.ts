/**
 * The calculator's state lives in the URL, so a result can be shared, bookmarked and rendered on
 * the server. This module turns URLSearchParams into a validated `TaxInput` (or friendly field
 * errors plus what was typed, to refill the form) and turns an input back into URLSearchParams.
 *
 * Pure and dependency-free so it runs the same in the loader and in the browser.
 */

import { DEFAULT_TAX_YEAR, isSupportedTaxYear } from "./years/index.ts";
import { FILING_STATUSES, type FilingStatus, type TaxInput } from "./types.ts";

export type TaxInputField = keyof TaxInput;

/** URL parameter name of each input field. Short and readable, because people share these links. */
export const TAX_INPUT_PARAMS: Readonly<Record<TaxInputField, string>> = {
  year: "year",
  filingStatus: "status",
  wages: "wages",
  spouseWages: "spouseWages",
  selfEmploymentIncome: "se",
  spouseSelfEmploymentIncome: "spouseSe",
  retirementIncome: "pension",
  socialSecurityBenefits: "ss",
  investmentIncome: "invest",
  otherIncome: "other",
  pretaxContributions: "pretax",
  iraAndHsaDeductions: "ira",
  selfEmployedRetirement: "sep",
  deduction: "deduction",
  itemizedDeductions: "itemized",
  charitableCashGifts: "charity",
  qualifyingChildren: "children",
  otherDependents: "dependents",
  eicOnlyChildren: "eicChildren",
  taxpayer65OrOlder: "age65",
  taxpayerBlind: "blind",
  taxpayerUnder25: "under25",
  spouse65OrOlder: "spouse65",
  spouseBlind: "spouseBlind",
  spouseUnder25: "spouseUnder25",
  bothSpousesHaveIncome: "bothWork",
  federalWithheld: "fedWithheld",
  ohioWithheld: "ohWithheld",
  municipalRatePercent: "cityRate",
  municipalWithheld: "cityWithheld",
};

/** Limits that keep the calculator to real household and small-business figures. */
export const TAX_INPUT_LIMITS = {
  /** Largest dollar amount in any one field. */
  maxAmount: 10_000_000,
  maxDependents: 20,
  /** Ohio city and village rates run up to about 3%; anything above 5% is a typing slip. */
  maxMunicipalRatePercent: 5,
  /** Longer values are rejected before parsing. */
  maxValueLength: 32,
} as const;

export const DEFAULT_TAX_INPUT: TaxInput = {
  year: DEFAULT_TAX_YEAR,
  filingStatus: "single",
  wages: 0,
  spouseWages: 0,
  selfEmploymentIncome: 0,
  spouseSelfEmploymentIncome: 0,
  retirementIncome: 0,
  socialSecurityBenefits: 0,
  investmentIncome: 0,
  otherIncome: 0,
  pretaxContributions: 0,
  iraAndHsaDeductions: 0,
  selfEmployedRetirement: 0,
  deduction: "standard",
  itemizedDeductions: 0,
  charitableCashGifts: 0,
  qualifyingChildren: 0,
  otherDependents: 0,
  eicOnlyChildren: 0,
  taxpayer65OrOlder: false,
  taxpayerBlind: false,
  taxpayerUnder25: false,
  spouse65OrOlder: false,
  spouseBlind: false,
  spouseUnder25: false,
  bothSpousesHaveIncome: false,
  federalWithheld: 0,
  ohioWithheld: 0,
  municipalRatePercent: null,
  municipalWithheld: 0,
};

/**
 * The form's words for each field: its label and the hint under it. The firm's staff keep them in
 * content/resources/tax-calculator.yaml; the page's loader sends them.
 */
export type TaxFieldWords = Readonly<
  Record<TaxInputField, { readonly label: string; readonly hint?: string }>
>;

export type TaxFieldErrors = Partial<Record<TaxInputField, string>>;
/** What the visitor typed, field by field ("" where nothing was given), to refill the form. */
export type TaxRawInput = Record<TaxInputField, string>;

export type ParsedTaxInput =
  | { ok: true; input: TaxInput; raw: TaxRawInput }
  | { ok: false; fieldErrors: TaxFieldErrors; raw: TaxRawInput };

const MONEY_FIELDS = [
  "wages",
  "spouseWages",
  "selfEmploymentIncome",
  "spouseSelfEmploymentIncome",
  "retirementIncome",
  "socialSecurityBenefits",
  "investmentIncome",
  "otherIncome",
  "pretaxContributions",
  "iraAndHsaDeductions",
  "selfEmployedRetirement",
  "itemizedDeductions",
  "charitableCashGifts",
  "federalWithheld",
  "ohioWithheld",
  "municipalWithheld",
] as const satisfies readonly TaxInputField[];

const COUNT_FIELDS = [
  "qualifyingChildren",
  "otherDependents",
  "eicOnlyChildren",
] as const satisfies readonly TaxInputField[];

const FLAG_FIELDS = [
  "taxpayer65OrOlder",
  "taxpayerBlind",
  "taxpayerUnder25",
  "spouse65OrOlder",
  "spouseBlind",
  "spouseUnder25",
  "bothSpousesHaveIncome",
] as const satisfies readonly TaxInputField[];

/** Fields only a joint return uses; ignored for other statuses so a stale answer cannot skew results. */
export const JOINT_ONLY_FIELDS = [
  "spouseWages",
  "spouseSelfEmploymentIncome",
  "spouse65OrOlder",
  "spouseBlind",
  "spouseUnder25",
  "bothSpousesHaveIncome",
] as const satisfies readonly TaxInputField[];

const FIELDS = Object.keys(TAX_INPUT_PARAMS) as TaxInputField[];

const jointOnlyDefaults: Partial<TaxInput> = Object.fromEntries(
  JOINT_ONLY_FIELDS.map((field) => [field, DEFAULT_TAX_INPUT[field]]),
);

type Parsed<T> = { value: T } | { error: string };

const MONEY_PATTERN = /^\d+(\.\d{1,2})?$/;

export function parseMoney(raw: string): Parsed<number> {
  const cleaned = raw
    .trim()
    .replace(/^\$/, "")
    .replace(/[,\s_]/g, "");
  if (cleaned === "") return { value: 0 };
  if (/^[-−(]/.test(cleaned))
    return { error: "Enter zero or more. This calculator does not handle negative amounts or losses." };
  if (!MONEY_PATTERN.test(cleaned))
    return { error: "Enter a dollar amount using digits, like 52000 or 52,000." };
  const value = Math.round(Number(cleaned));
  if (value > TAX_INPUT_LIMITS.maxAmount) {
    return {
      error:
        "Enter an amount up to $10,000,000. For larger figures, call us and we will run the numbers with you.",
    };
  }
  return { value };
}

export function parseCount(raw: string): Parsed<number> {
  const cleaned = raw.trim();
  if (cleaned === "") return { value: 0 };
  if (cleaned.startsWith("-")) return { error: "Enter zero or more." };
  if (!/^\d+$/.test(cleaned)) return { error: "Enter a whole number, like 2." };
  const value = Number(cleaned);
  if (value > TAX_INPUT_LIMITS.maxDependents)
    return { error: `Enter ${TAX_INPUT_LIMITS.maxDependents} or fewer.` };
  return { value };
}

export function parseFlag(raw: string): Parsed<boolean> {
  const cleaned = raw.trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(cleaned)) return { value: false };
  if (["1", "true", "yes", "on"].includes(cleaned)) return { value: true };
  return { error: "Choose yes or no." };
}

export function parseRatePercent(raw: string): Parsed<number | null> {
  const cleaned = raw.trim().replace(/%$/, "").trim();
  if (cleaned === "") return { value: null };
  if (cleaned.startsWith("-")) return { error: "Enter a rate of zero or more." };
  if (!/^\d+(\.\d{1,3})?$/.test(cleaned) && !/^\.\d{1,3}$/.test(cleaned)) {
    return { error: "Enter the rate as a percentage, like 2.5 for 2.5%." };
  }
  const value = Number(cleaned);
  if (value > TAX_INPUT_LIMITS.maxMunicipalRatePercent) {
    return {
      error: "Ohio city and village income tax rates are under 5%. Enter the rate as a percentage, like 2.5.",
    };
  }
  return { value };
}

function readRaw(params: URLSearchParams): TaxRawInput {
  const raw = {} as TaxRawInput;
  for (const field of FIELDS) raw[field] = params.get(TAX_INPUT_PARAMS[field]) ?? "";
  return raw;
}

/** True when the URL carries any calculator field, i.e. the visitor has asked for a result. */
export function hasTaxInput(params: URLSearchParams): boolean {
  return FIELDS.some((field) => params.has(TAX_INPUT_PARAMS[field]));
}

export function parseTaxInput(params: URLSearchParams): ParsedTaxInput {
  const raw = readRaw(params);
  const errors: TaxFieldErrors = {};
  const input: TaxInput = { ...DEFAULT_TAX_INPUT };

  for (const field of FIELDS) {
    if (raw[field].length > TAX_INPUT_LIMITS.maxValueLength) errors[field] = "That entry is too long.";
  }

  if (raw.year !== "" && !errors.year) {
    const year = Number(raw.year);
    if (/^\d{4}$/.test(raw.year.trim()) && isSupportedTaxYear(year)) input.year = year;
    else errors.year = "Choose tax year 2025 or 2026.";
  }
  if (raw.filingStatus !== "" && !errors.filingStatus) {
    const status = raw.filingStatus.trim().toLowerCase();
    if ((FILING_STATUSES as readonly string[]).includes(status)) input.filingStatus = status as FilingStatus;
    else errors.filingStatus = "Choose a filing status.";
  }
  if (raw.deduction !== "" && !errors.deduction) {
    const method = raw.deduction.trim().toLowerCase();
    if (method === "standard" || method === "itemized") input.deduction = method;
    else errors.deduction = "Choose the standard deduction or itemized deductions.";
  }
  for (const field of MONEY_FIELDS) {
    if (errors[field]) continue;
    const parsed = parseMoney(raw[field]);
    if ("error" in parsed) errors[field] = parsed.error;
    else input[field] = parsed.value;
  }
  for (const field of COUNT_FIELDS) {
    if (errors[field]) continue;
    const parsed = parseCount(raw[field]);
    if ("error" in parsed) errors[field] = parsed.error;
    else input[field] = parsed.value;
  }
  for (const field of FLAG_FIELDS) {
    if (errors[field]) continue;
    const parsed = parseFlag(raw[field]);
    if ("error" in parsed) errors[field] = parsed.error;
    else input[field] = parsed.value;
  }
  if (!errors.municipalRatePercent) {
    const parsed = parseRatePercent(raw.municipalRatePercent);
    if ("error" in parsed) errors.municipalRatePercent = parsed.error;
    else input.municipalRatePercent = parsed.value;
  }

  // Rules between fields.
  if (input.filingStatus !== "mfj") {
    Object.assign(input, jointOnlyDefaults);
    for (const field of JOINT_ONLY_FIELDS) delete errors[field];
  }
  for (const [older, younger] of [
    ["taxpayer65OrOlder", "taxpayerUnder25"],
    ["spouse65OrOlder", "spouseUnder25"],
  ] as const) {
    if (input[older] && input[younger] && !errors[younger]) {
      errors[younger] = "Choose 65 or older, or under 25, not both.";
    }
  }
  if (!errors.pretaxContributions && !errors.wages && !errors.spouseWages) {
    if (input.pretaxContributions > input.wages + input.spouseWages) {
      errors.pretaxContributions =
        "Contributions taken from pay can't be more than the wages they came out of. Contributions to a plan for your own business go under SEP, SIMPLE and solo 401(k).";
    }
  }
  const incomeFields = [
    "wages",
    "spouseWages",
    "selfEmploymentIncome",
    "spouseSelfEmploymentIncome",
    "retirementIncome",
    "investmentIncome",
    "otherIncome",
  ] as const;
  if (!errors.iraAndHsaDeductions && !incomeFields.some((field) => errors[field])) {
    const income = incomeFields.reduce((total, field) => total + input[field], 0);
    if (input.iraAndHsaDeductions > income) {
      errors.iraAndHsaDeductions =
        "These contributions can't be more than your income for the year (leaving out Social Security).";
    }
  }
  if (!errors.selfEmployedRetirement && !errors.selfEmploymentIncome && !errors.spouseSelfEmploymentIncome) {
    if (input.selfEmployedRetirement > input.selfEmploymentIncome + input.spouseSelfEmploymentIncome) {
      errors.selfEmployedRetirement =
        "Contributions to a plan for your own business can't be more than the business's profit. A traditional IRA goes in the question above.";
    }
  }
  if (!errors.eicOnlyChildren && !errors.otherDependents && input.eicOnlyChildren > input.otherDependents) {
    errors.eicOnlyChildren =
      "Count these children among your other dependents too: this can't be more than that number.";
  }
  if (
    input.deduction === "itemized" &&
    !errors.itemizedDeductions &&
    !errors.deduction &&
    input.itemizedDeductions === 0
  ) {
    errors.itemizedDeductions = "Enter your itemized deductions total, or choose the standard deduction.";
  }
  // Each amount matters with one kind of deduction only; the form hides it with the other, so
  // never block on it there.
  if (input.deduction === "standard") {
    input.itemizedDeductions = 0;
    if (!errors.deduction) delete errors.itemizedDeductions;
  } else {
    input.charitableCashGifts = 0;
    if (!errors.deduction) delete errors.charitableCashGifts;
  }
  if (
    input.municipalRatePercent === null &&
    input.municipalWithheld > 0 &&
    !errors.municipalRatePercent &&
    !errors.municipalWithheld
  ) {
    errors.municipalRatePercent =
      "Enter your city's tax rate so we can compare it with the city tax you paid.";
  }

  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors, raw };
  return { ok: true, input, raw };
}

/**
 * The URL form of an input: year and filing status always, every other field only when it differs
 * from the default, in a fixed order, so equal inputs give equal (and short) links.
 */
export function serializeTaxInput(input: TaxInput): URLSearchParams {
  const params = new URLSearchParams();
  params.set(TAX_INPUT_PARAMS.year, String(input.year));
  params.set(TAX_INPUT_PARAMS.filingStatus, input.filingStatus);
  for (const field of FIELDS) {
    if (field === "year" || field === "filingStatus") continue;
    const value = input[field];
    const name = TAX_INPUT_PARAMS[field];
    if (field === "itemizedDeductions" && input.deduction !== "itemized") continue;
    if (field === "charitableCashGifts" && input.deduction === "itemized") continue;
    if ((JOINT_ONLY_FIELDS as readonly string[]).includes(field) && input.filingStatus !== "mfj") continue;
    if (typeof value === "boolean") {
      if (value) params.set(name, "1");
    } else if (typeof value === "number") {
      if (value !== 0 || field === "municipalRatePercent") params.set(name, String(value));
    } else if (typeof value === "string") {
      if (value !== DEFAULT_TAX_INPUT[field]) params.set(name, value);
    }
  }
  return params;
}
