/**
 * Placeholders: `{{ name }}` or `{{ name | format }}` in a content file's text, filled in from data the
 * site already holds, so a figure or a fact is written in one place only (content/README.md lists them).
 *
 * - `{{ tax.2025.ohio.businessIncome.deductionCap | money }}`: a figure of the tax-year data
 *   (app/resources/tax/years/), by its path there, shown as `money` ($250,000), `rate` (3%) or `number`.
 * - `{{ due.federal-estimated-tax.2026.4 | date }}`: a due date of the tax calendar
 *   (app/resources/tax-calendar/), by rule, tax year and occurrence, as `date` (January 15, 2027) or
 *   `iso` (2027-01-15), already moved for weekends and holidays.
 * - `{{ hours }}`, `{{ hours.days }}`, `{{ hours.times }}`, `{{ hours.days_a_week }}`: the office hours of
 *   content/firm.yaml.
 * - `{{ site.theme_storage_key }}`: the name under which the browser keeps the theme choice.
 * - `{{ brands.brownco.name }}`: one of the firm's brand names.
 * - `{{ brand.name }}`, `{{ brand.email }}` and the rest of `BRAND_PLACEHOLDERS`: the brand of the site
 *   the visitor is on, where a page is written once for every brand (the legal pages).
 * - `{{ estimate.standard_deduction }}` and the like: a figure of the visitor's own tax estimate, in the
 *   notes under it (content/resources/tax-calculator.yaml); the schema names the figures each note may use.
 *
 * Tax figures, hours and the site's own names are filled in when the content is loaded (at build); brand
 * names when the page is made, and an estimate's figures when the estimate is. Every placeholder is
 * checked at load: an unknown name, a figure without a format, or a stray `{{` stops the build.
 */
import { BRAND_IDS } from "../brands/types.ts";
import { formatIsoDate, formatMoney, formatNumber, formatRate } from "../resources/format.ts";
import { findDeadline } from "../resources/tax-calendar/calendar.ts";
import { SUPPORTED_TAX_YEARS, type TaxYear } from "../resources/tax/types.ts";
import { TAX_YEARS } from "../resources/tax/years/index.ts";
import { THEME_STORAGE_KEY } from "../shell/theme/theme.ts";
import type { FileProblems } from "./problems.ts";

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*(?:\|\s*([a-z]+)\s*)?\}\}/g;

/** Filled in with the visitor's brand, on pages written once for all brands. */
export const BRAND_PLACEHOLDERS = [
  "brand.name",
  "brand.domain",
  "brand.email",
  "brand.phone",
  "brand.offices",
  "brand.hours",
  "brand.other_names",
] as const;
export type BrandPlaceholder = (typeof BRAND_PLACEHOLDERS)[number];

/** The firm's brand names, filled in where a page names them all (the About page's story). */
export const BRAND_NAME_PLACEHOLDERS: readonly string[] = BRAND_IDS.map((id) => `brands.${id}.name`);

const FORMATS = {
  money: formatMoney,
  rate: formatRate,
  number: formatNumber,
} as const;
type FormatName = keyof typeof FORMATS;

function isFormat(name: string): name is FormatName {
  return Object.hasOwn(FORMATS, name);
}

/** The words of the office hours, as `{{ hours… }}` fills them in. */
export interface HoursWords {
  /** "Monday through Saturday, 9 a.m. to 6 p.m., in person or virtual" */
  full: string;
  days: string;
  times: string;
  /** "six" */
  daysAWeek: string;
}

/** A tax-year figure by its path in the year's data (`ohio.businessIncome.rate`). */
function taxFigure(year: string, path: readonly string[]): number | string {
  if (!(SUPPORTED_TAX_YEARS as readonly number[]).includes(Number(year))) {
    return `there is no tax-year data for ${year} (the years are ${SUPPORTED_TAX_YEARS.join(", ")})`;
  }
  let value: unknown = TAX_YEARS[Number(year) as TaxYear];
  for (const key of path) {
    value =
      typeof value === "object" && value !== null && Object.hasOwn(value, key)
        ? (value as Record<string, unknown>)[key]
        : undefined;
    if (value === undefined) return `the tax-year data of ${year} has no "${path.join(".")}"`;
  }
  return typeof value === "number"
    ? value
    : `"${path.join(".")}" in the tax-year data of ${year} is not a single figure`;
}

const DATE_FORMATS = {
  date: (iso: string) => formatIsoDate(iso),
  iso: (iso: string) => iso,
} as const;

/** A due date of the tax calendar, `due.<rule>.<tax year>.<occurrence>`, in `format`. */
function dueDatePlaceholder(
  name: string,
  format: string | undefined,
): { text: string } | { problem: string } {
  const [, ruleId = "", year = "", key = ""] = name.split(".");
  const deadline = /^\d{4}$/.test(year) ? findDeadline(ruleId, Number(year), key) : undefined;
  if (!deadline) {
    return {
      problem: `{{ ${name} }} names no deadline of the tax calendar (due.<rule>.<tax year>.<occurrence>, see app/resources/tax-calendar/rules.ts)`,
    };
  }
  if (format !== "date" && format !== "iso")
    return { problem: `say how to show the date: {{ ${name} | date }} or | iso` };
  return { text: DATE_FORMATS[format](deadline.date) };
}

/** What a placeholder name stands for now: its text, a problem, or "later" (brand names). */
type Resolution = { text: string } | { problem: string } | "later";

/**
 * What may appear in one kind of content: `brand` allows the visitor's-brand placeholders (legal pages),
 * `brandNames` the brands' names (About page), `estimateFiguresUnder` an estimate's figures in the fields
 * under the one it names (the tax calculator's notes).
 */
export interface PlaceholderRules {
  hours: HoursWords | null;
  brand?: boolean;
  brandNames?: boolean;
  estimateFiguresUnder?: string;
}

function resolve(
  name: string,
  format: string | undefined,
  rules: PlaceholderRules,
  field: string | undefined,
): Resolution {
  const [scope, ...rest] = name.split(".");
  if (scope === "tax") {
    const [year = "", ...path] = rest;
    const figure = taxFigure(year, path);
    if (typeof figure === "string") return { problem: figure };
    if (!format) return { problem: `say how to show the figure: {{ ${name} | money }}, | rate or | number` };
    if (!isFormat(format)) return { problem: `"${format}" is not a format; use money, rate or number` };
    return { text: FORMATS[format](figure) };
  }
  if (scope === "due") return dueDatePlaceholder(name, format);
  if (format) return { problem: `only tax figures and due dates take a format ("| ${format}")` };
  if (scope === "hours" && rules.hours) {
    const key = rest.join(".");
    const words: Record<string, string> = {
      "": rules.hours.full,
      days: rules.hours.days,
      times: rules.hours.times,
      days_a_week: rules.hours.daysAWeek,
    };
    if (Object.hasOwn(words, key)) return { text: words[key] ?? "" };
  }
  if (name === "site.theme_storage_key") return { text: THEME_STORAGE_KEY };
  if (rules.brand && (BRAND_PLACEHOLDERS as readonly string[]).includes(name)) return "later";
  if (rules.brandNames && BRAND_NAME_PLACEHOLDERS.includes(name)) return "later";
  const estimateFields = rules.estimateFiguresUnder;
  if (scope === "estimate" && estimateFields && field?.startsWith(`${estimateFields}.`)) return "later";
  return { problem: `{{ ${name} }} is not a placeholder this page can use (content/README.md lists them)` };
}

/**
 * Fills in the placeholders that can be filled at load and checks the rest, reporting each problem
 * with `field`. Brand placeholders allowed by `rules` stay in the text for `fillPlaceholders`.
 */
export function resolvePlaceholders(
  text: string,
  rules: PlaceholderRules,
  problems: FileProblems,
  where: { line?: number; field?: string },
): string {
  const filled = text.replace(
    PLACEHOLDER,
    (whole, name: string, format: string | undefined, offset: number) => {
      const resolution = resolve(name, format, rules, where.field);
      if (resolution === "later") return whole;
      if ("problem" in resolution) {
        problems.add(resolution.problem, where);
        return whole;
      }
      // "from {{ hours.times }}." ends a sentence on "6 p.m.": one period, as a writer would put it.
      const endsSentence = text[offset + whole.length] === ".";
      return endsSentence && resolution.text.endsWith(".") ? resolution.text.slice(0, -1) : resolution.text;
    },
  );
  const rest = filled.replace(PLACEHOLDER, "");
  if (rest.includes("{{") || rest.includes("}}")) {
    problems.add("a placeholder is not closed or not written as {{ name }}", where);
  }
  return filled;
}

/** The names of the placeholders in `text` (`brand.name` for `{{ brand.name }}`). */
export function placeholderNames(text: string): string[] {
  return Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? "");
}

/**
 * Fills in placeholders left for later (brand names, an estimate's figures) from `values`; each name
 * must have a value.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${whole} in: ${text}`);
    return value;
  });
}
