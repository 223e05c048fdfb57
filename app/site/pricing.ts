/**
 * Personal tax pricing (/services/personal-tax/pricing). The prices and words are in
 * content/pricing.yaml (read and checked by app/content/pricing.ts): whole US dollars, *starting*
 * prices, since the engagement letter states the final fee.
 */
import pricing from "~/content/collections/pricing";
import type { PricingContent } from "~/content/pricing";
import { formatMoney } from "~/resources/format";

export const PERSONAL_TAX_PRICING: PricingContent = pricing;

/** The price as a page shows it: "From $150", or "Included" for add-ons every tier includes. */
export function formatStartingPrice(item: { startingPrice: number; included?: boolean }): string {
  if (item.included) return "Included";
  return `From ${formatMoney(item.startingPrice)}`;
}
