/**
 * Content of /resources/ohio-business-taxes: the taxes an Ohio small business meets, with who owes
 * them, rates, thresholds, due dates and official links, plus sales tax rates for the counties the
 * firm serves most (Muskingum, Franklin, Fairfield). The words and figures are in
 * content/resources/ohio-business-taxes.yaml (read and checked by app/content/resources.ts).
 */
import content from "~/content/collections/ohio-business-taxes";
import type { OhioBusinessTaxesContent } from "~/content/resources";
import { shareRepeated } from "~/content/share";

// Several taxes name the same official link and sources.
const page = shareRepeated(content);

export type OhioBusinessTax = OhioBusinessTaxesContent["taxes"][number];
export type OhioBusinessTaxId = OhioBusinessTax["id"];
/** Rates in percent; `totalRate` is the state, county and transit rates added up (checked at build). */
export type CountySalesTaxRate = OhioBusinessTaxesContent["countySalesTaxRates"][number];

export const lastReviewed = page.lastReviewed;

/** Ohio's state sales tax rate, percent. */
export const OHIO_STATE_SALES_TAX_RATE = page.stateSalesTaxRate;

export const countySalesTaxRates: readonly CountySalesTaxRate[] = page.countySalesTaxRates;

export const ohioBusinessTaxes: readonly OhioBusinessTax[] = page.taxes;

export const ohioBusinessTaxesPage = page;
