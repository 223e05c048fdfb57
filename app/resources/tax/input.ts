/**
 * The calculator's state lives in the URL, so a result can be shared, bookmarked and rendered on
 * the server. This module turns URLSearchParams into a validated `TaxInput` (or friendly field
 * errors plus what was typed, to refill the form) and turns an input back into URLSearchParams.
 *
 * Pure and dependency-free so it runs the same in the loader and in the browser.
 */

import { DEFAULT_TAX_YEAR, isSupportedTaxYear } from "./years/index";
import { FILING_STATUSES, type FilingStatus, type TaxInput } from "./types";

export type TaxInputField = keyof TaxInput;

/** URL parameter name of each input field. Short and readable, because people share these links. */
export const TAX_INPUT_PARAMS: Readonly<Record<TaxInputField, string>> = {
  year: "year",
  filingStatus: "status",
  wages: "wages",
  selfEmploymentIncome: "se",
  retirementIncome: "pension",
  socialSecurityBenefits: "ss",
  investmentIncome: "invest",
  otherIncome: "other",
  pretaxContributions: "pretax",
  retirementAndHsaDeductions: "ira",
  deduction: "deduction",
  itemizedDeductions: "itemized",
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

/** Label and help text for each calculator field, written for the form. */
export const TAX_INPUT_FIELD_HELP: Readonly<Record<TaxInputField, { label: string; hint?: string }>> = {
  year: { label: "Tax year", hint: "Choose 2026 for the return you file in early 2027." },
  filingStatus: { label: "Filing status" },
  wages: {
    label: "Wages and salary",
    hint: "Total pay before any deductions, from box 5 of your W-2s (Medicare wages). Add up every W-2.",
  },
  selfEmploymentIncome: {
    label: "Self-employment profit",
    hint: "Net profit from your business or side work after expenses (Schedule C, line 31). Enter 0 if you had a loss.",
  },
  retirementIncome: {
    label: "Pensions, annuities and IRA withdrawals",
    hint: "The taxable amounts from your 1099-R forms (box 2a). Leave out rollovers and Roth withdrawals that are tax-free.",
  },
  socialSecurityBenefits: {
    label: "Social Security benefits",
    hint: "The total in box 5 of your SSA-1099. We work out how much is taxable; Ohio taxes none of it.",
  },
  investmentIncome: {
    label: "Interest, dividends and rental profit",
    hint: "Taxable interest, dividends and net rental income. Leave out capital gains, which this calculator does not figure.",
  },
  otherIncome: {
    label: "Other taxable income",
    hint: "Unemployment benefits and any other taxable income not asked for above.",
  },
  pretaxContributions: {
    label: "Pre-tax retirement and HSA contributions from your pay",
    hint: "401(k), 403(b), 457 and HSA contributions your employer took out of your paychecks. IRA contributions and anything else you paid in yourself go in the next question.",
  },
  retirementAndHsaDeductions: {
    label: "IRA, self-employed retirement and HSA contributions you deduct",
    hint: "Deductible traditional IRA contributions, SEP, SIMPLE or solo 401(k) contributions for your own business, and HSA contributions you paid directly rather than through payroll. They lower your income but not your pay, so they don't shrink the earned income credit.",
  },
  deduction: { label: "Deduction", hint: "Most households take the standard deduction." },
  itemizedDeductions: {
    label: "Itemized deductions total",
    hint: "Mortgage interest, state and local taxes (capped at $40,000 for 2025 and $40,400 for 2026), gifts to charity and large medical costs, from Schedule A.",
  },
  qualifyingChildren: {
    label: "Children under 17",
    hint: "Children under 17 at the end of the year who lived with you more than half the year and have a Social Security number.",
  },
  otherDependents: {
    label: "Other dependents",
    hint: "Children 17 and older, college students and relatives you support.",
  },
  eicOnlyChildren: {
    label: "Other dependents who count for the earned income credit",
    hint: "Of your other dependents: children, stepchildren, foster children, brothers, sisters or their children who lived with you more than half the year and were under 19, under 24 and a full-time student, or permanently disabled.",
  },
  taxpayer65OrOlder: {
    label: "I am 65 or older",
    hint: "Born before January 2, 1961 for 2025, or before January 2, 1962 for 2026.",
  },
  taxpayerBlind: { label: "I am blind", hint: "Legally blind, as the IRS defines it." },
  taxpayerUnder25: {
    label: "I am under 25",
    hint: "At the end of the year. Matters only for the earned income credit without a qualifying child.",
  },
  spouse65OrOlder: { label: "My spouse is 65 or older" },
  spouseBlind: { label: "My spouse is blind" },
  spouseUnder25: { label: "My spouse is under 25" },
  bothSpousesHaveIncome: {
    label: "Each of us had at least $500 of income from work, a business or retirement",
    hint: "This qualifies a married couple for Ohio's joint filing credit.",
  },
  federalWithheld: {
    label: "Federal tax withheld and paid",
    hint: "W-2 box 2 and any 1099 withholding, plus federal estimated payments for the year.",
  },
  ohioWithheld: {
    label: "Ohio tax withheld and paid",
    hint: "Ohio income tax from W-2 box 17, plus Ohio estimated payments.",
  },
  municipalRatePercent: {
    label: "City income tax rate (%)",
    hint: "Optional. Your city or village rate, like 2.5 for Columbus. Leave it blank to leave city tax out.",
  },
  municipalWithheld: {
    label: "City tax withheld and paid",
    hint: "Local income tax from W-2 box 19, plus city estimated payments.",
  },
};

export const DEFAULT_TAX_INPUT: TaxInput = {
  year: DEFAULT_TAX_YEAR,
  filingStatus: "single",
  wages: 0,
  selfEmploymentIncome: 0,
  retirementIncome: 0,
  socialSecurityBenefits: 0,
  investmentIncome: 0,
  otherIncome: 0,
  pretaxContributions: 0,
  retirementAndHsaDeductions: 0,
  deduction: "standard",
  itemizedDeductions: 0,
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

export type TaxFieldErrors = Partial<Record<TaxInputField, string>>;
/** What the visitor typed, field by field ("" where nothing was given), to refill the form. */
export type TaxRawInput = Record<TaxInputField, string>;

export type ParsedTaxInput =
  | { ok: true; input: TaxInput; raw: TaxRawInput }
  | { ok: false; fieldErrors: TaxFieldErrors; raw: TaxRawInput };

const MONEY_FIELDS = [
  "wages",
  "selfEmploymentIncome",
  "retirementIncome",
  "socialSecurityBenefits",
  "investmentIncome",
  "otherIncome",
  "pretaxContributions",
  "retirementAndHsaDeductions",
  "itemizedDeductions",
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

/** Fields only a joint return uses; ignored for other statuses so a stale checkbox cannot skew results. */
const JOINT_ONLY_FIELDS = [
  "spouse65OrOlder",
  "spouseBlind",
  "spouseUnder25",
  "bothSpousesHaveIncome",
] as const;

const FIELDS = Object.keys(TAX_INPUT_PARAMS) as TaxInputField[];

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
    for (const field of JOINT_ONLY_FIELDS) {
      input[field] = false;
      delete errors[field];
    }
  }
  for (const [older, younger] of [
    ["taxpayer65OrOlder", "taxpayerUnder25"],
    ["spouse65OrOlder", "spouseUnder25"],
  ] as const) {
    if (input[older] && input[younger] && !errors[younger]) {
      errors[younger] = "Choose 65 or older, or under 25, not both.";
    }
  }
  if (!errors.pretaxContributions && !errors.wages && !errors.selfEmploymentIncome) {
    if (input.pretaxContributions > input.wages + input.selfEmploymentIncome) {
      errors.pretaxContributions =
        "Pre-tax contributions can't be more than your wages plus self-employment income.";
    }
  }
  const incomeFields = [
    "wages",
    "selfEmploymentIncome",
    "retirementIncome",
    "investmentIncome",
    "otherIncome",
  ] as const;
  if (!errors.retirementAndHsaDeductions && !incomeFields.some((field) => errors[field])) {
    const income = incomeFields.reduce((total, field) => total + input[field], 0);
    if (input.retirementAndHsaDeductions > income) {
      errors.retirementAndHsaDeductions =
        "These contributions can't be more than your income for the year (leaving out Social Security).";
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
  if (input.deduction === "standard") {
    // The amount only matters when itemizing; the form hides it otherwise, so never block on it.
    input.itemizedDeductions = 0;
    if (!errors.deduction) delete errors.itemizedDeductions;
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
