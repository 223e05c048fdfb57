import { SUPPORTED_TAX_YEARS, type TaxYear, type TaxYearData } from "../types.ts";
import { TAX_YEAR_2025 } from "./2025.ts";
import { TAX_YEAR_2026 } from "./2026.ts";

/** Every tax year the calculator supports, by year. Adding a year: a data module here and its tests. */
export const TAX_YEARS: Readonly<Record<TaxYear, TaxYearData>> = {
  2025: TAX_YEAR_2025,
  2026: TAX_YEAR_2026,
};

/**
 * The year the calculator opens on: the return most visitors are preparing. From late in 2026
 * through the April 2027 filing season that is the 2026 return.
 */
export const DEFAULT_TAX_YEAR: TaxYear = 2026;

export function isSupportedTaxYear(year: number): year is TaxYear {
  return (SUPPORTED_TAX_YEARS as readonly number[]).includes(year);
}

export function getTaxYear(year: TaxYear): TaxYearData {
  return TAX_YEARS[year];
}
