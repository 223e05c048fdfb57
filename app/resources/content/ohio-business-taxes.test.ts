import { describe, expect, it } from "vitest";
import {
  OHIO_STATE_SALES_TAX_RATE,
  countySalesTaxRates,
  lastReviewed,
  ohioBusinessTaxes,
  ohioBusinessTaxesPage,
} from "./ohio-business-taxes";

// Official sites, plus govdelivery.com, which hosts the Department of Taxation's own tax alerts.
const OFFICIAL_HOSTS = [
  "tax.ohio.gov",
  "thefinder.tax.ohio.gov",
  "codes.ohio.gov",
  "eric.ohio.gov",
  "content.govdelivery.com",
];

describe("Ohio business taxes content", () => {
  it("covers the six taxes the page promises", () => {
    expect(ohioBusinessTaxes.map((t) => t.id)).toEqual([
      "commercial-activity-tax",
      "sales-and-use-tax",
      "employer-withholding",
      "municipal-net-profit-tax",
      "pass-through-entity-tax",
      "unemployment-insurance",
    ]);
  });

  it("fills in every field of every tax", () => {
    for (const tax of ohioBusinessTaxes) {
      for (const text of [tax.name, tax.agency, tax.whatItIs, tax.whoOwesIt, tax.rate, tax.threshold])
        expect(text.length).toBeGreaterThan(5);
      expect(tax.dueDates.length).toBeGreaterThan(0);
      expect(tax.goodToKnow.length).toBeGreaterThan(0);
      expect(tax.sources.length).toBeGreaterThan(0);
    }
  });

  it("states the figures checked for this review", () => {
    const byId = Object.fromEntries(ohioBusinessTaxes.map((t) => [t.id, t]));
    expect(byId["commercial-activity-tax"]?.rate).toContain("0.26%");
    expect(byId["commercial-activity-tax"]?.threshold).toContain("$6 million");
    expect(byId["pass-through-entity-tax"]?.rate).toContain("3%");
    // The wage base for the year now in force (2026), with the statute that sets it.
    expect(byId["unemployment-insurance"]?.threshold).toContain("$9,000 of each employee's wages in 2026");
    expect(byId["unemployment-insurance"]?.threshold).toContain("R.C. 4141.01(G)");
    expect(byId["unemployment-insurance"]?.sources.map((source) => source.url)).toContain(
      "https://codes.ohio.gov/ohio-revised-code/section-4141.01",
    );
    expect(byId["unemployment-insurance"]?.rate).toContain("2.7%");
    // Not confirmed from the statute or the Department for the IT 4738, so no dates are stated.
    expect(byId["pass-through-entity-tax"]?.dueDates.join(" ")).not.toMatch(/July 15|June 15/);
  });

  it("adds up each county's sales tax rate from its parts", () => {
    for (const county of countySalesTaxRates) {
      expect(OHIO_STATE_SALES_TAX_RATE + county.countyRate + county.transitRate).toBeCloseTo(
        county.totalRate,
        10,
      );
      expect(county.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const totals = Object.fromEntries(countySalesTaxRates.map((c) => [c.county, c.totalRate]));
    expect(totals).toEqual({ Muskingum: 7.25, Franklin: 8.0, Fairfield: 6.75 });
  });

  it("links only to official https pages", () => {
    const urls = ohioBusinessTaxes.flatMap((t) => [t.officialLink.url, ...t.sources.map((s) => s.url)]);
    for (const link of urls) {
      const url = new URL(link);
      expect(url.protocol).toBe("https:");
      expect(OFFICIAL_HOSTS).toContain(url.hostname);
    }
  });

  it("carries the review date", () => {
    expect(lastReviewed).toBe("2026-11-26");
    expect(ohioBusinessTaxesPage.lastReviewed).toBe(lastReviewed);
  });
});
