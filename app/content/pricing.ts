/**
 * content/pricing.yaml: the personal tax prices (/services/personal-tax/pricing), the one place the
 * firm edits them. Prices are whole US dollars and are starting prices: the engagement letter states
 * the final fee. `last_updated` is shown on the page; change it with the prices.
 */
import { z } from "zod";
import { firstRepeated, kebabId, text } from "./fields.ts";
import type { ContentFiles } from "./files.server.ts";
import type { PlaceholderRules } from "./placeholders.ts";
import { readYamlFile, type Camelized } from "./yaml.ts";

const id = kebabId("lowercase words joined by hyphens, such as simple-w2");
const dollars = z.number().int("whole dollars, without cents").nonnegative();

// Fields in the order the page's data has always listed them (the page's HTML carries that data).
const pricingSchema = z.strictObject({
  title: text,
  intro: text,
  /** The filing season these prices are for, as shown on the page. */
  season: text,
  tiers: z
    .array(
      z.strictObject({
        id,
        name: text,
        starting_price: dollars,
        who_its_for: text,
        includes: z.array(text).min(1),
      }),
    )
    .min(1),
  add_ons: z.array(
    z
      .strictObject({
        id,
        name: text,
        starting_price: dollars,
        /** True when every tier already includes it at no extra charge (the price is then 0). */
        included: z.boolean(),
        description: text,
      })
      .refine((addOn) => !addOn.included || addOn.starting_price === 0, {
        message: "an add-on every tier includes costs nothing extra: its starting_price is 0",
        path: ["starting_price"],
      }),
  ),
  /** What moves a price up or down from the starting price. */
  price_factors: z.array(text),
  pricing_notes: z.array(text),
  last_updated: z.iso.date("a date written as YYYY-MM-DD, such as 2026-11-21"),
});

export type PricingContent = Camelized<z.output<typeof pricingSchema>>;

const PRICING_FILE = "pricing.yaml";

export function readPricing(files: ContentFiles, placeholders: PlaceholderRules): PricingContent | undefined {
  const pricing = readYamlFile(files, PRICING_FILE, pricingSchema, placeholders);
  if (!pricing) return undefined;
  for (const [list, items] of [
    ["tiers", pricing.tiers],
    ["add_ons", pricing.addOns],
  ] as const) {
    const repeated = firstRepeated(items.map((item) => item.id));
    if (repeated) {
      files
        .problemsOf(PRICING_FILE)
        .add(`the id "${repeated}" is used twice; each needs its own`, { field: list });
      return undefined;
    }
  }
  return pricing;
}
