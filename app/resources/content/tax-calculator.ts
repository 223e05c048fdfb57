/**
 * The tax calculator page's own words (the calculator itself is app/resources/tax/), from
 * content/resources/tax-calculator.yaml (read and checked by app/content/resources.ts).
 */
import page from "~/content/collections/tax-calculator";

export const taxCalculatorPage = page;
