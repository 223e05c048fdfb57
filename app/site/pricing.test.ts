import { describe, expect, it } from "vitest";
import { formatStartingPrice, PERSONAL_TAX_PRICING } from "./pricing";

const { tiers, addOns } = PERSONAL_TAX_PRICING;

describe("PERSONAL_TAX_PRICING", () => {
  it("gives every tier and add-on a unique id", () => {
    const ids = [...tiers, ...addOns].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(tiers.map((t) => [t.id, t] as const))(
    "tier %s has a whole-dollar price, an audience and inclusions",
    (_id, tier) => {
      expect(Number.isInteger(tier.startingPrice)).toBe(true);
      expect(tier.startingPrice).toBeGreaterThan(0);
      expect(tier.name.trim()).not.toBe("");
      expect(tier.whoItsFor.trim()).not.toBe("");
      expect(tier.includes.length).toBeGreaterThanOrEqual(3);
      for (const line of tier.includes) expect(line.trim()).not.toBe("");
    },
  );

  it("offers the common kinds of personal return", () => {
    expect(tiers.map((t) => t.id)).toEqual([
      "simple-w2",
      "itemized-family",
      "self-employed",
      "rental-property",
      "multi-state",
    ]);
    // The simplest return is the cheapest.
    expect(Math.min(...tiers.map((t) => t.startingPrice))).toBe(tiers[0]?.startingPrice);
  });

  it.each(addOns.map((a) => [a.id, a] as const))("add-on %s is either included or priced", (_id, addOn) => {
    expect(Number.isInteger(addOn.startingPrice)).toBe(true);
    if (addOn.included) expect(addOn.startingPrice).toBe(0);
    else expect(addOn.startingPrice).toBeGreaterThan(0);
    expect(addOn.description.trim()).not.toBe("");
  });

  it("says what changes a price, carries notes and is dated", () => {
    expect(PERSONAL_TAX_PRICING.priceFactors.length).toBeGreaterThanOrEqual(3);
    expect(PERSONAL_TAX_PRICING.pricingNotes.length).toBeGreaterThanOrEqual(2);
    // The page shows this date; one in the future would be a typing mistake.
    expect(Date.parse(PERSONAL_TAX_PRICING.lastUpdated)).toBeLessThanOrEqual(Date.now());
  });
});

describe("formatStartingPrice", () => {
  it("shows a starting price or 'Included'", () => {
    expect(formatStartingPrice({ startingPrice: 150 })).toBe("From $150");
    expect(formatStartingPrice({ startingPrice: 1250 })).toBe("From $1,250");
    expect(formatStartingPrice({ startingPrice: 0, included: true })).toBe("Included");
  });
});
