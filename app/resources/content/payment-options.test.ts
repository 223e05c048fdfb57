import { describe, expect, it } from "vitest";
import {
  estimatedTaxDueDates2026,
  federalPaymentMethods,
  filingDeadlines2026Returns,
  lastReviewed,
  municipalEstimatedDueDates2026,
  ohioPaymentMethods,
  paymentCenterPage,
  upcomingDeadlines,
} from "./payment-options";

const OFFICIAL_HOSTS = ["www.irs.gov", "www.eftps.gov", "tax.ohio.gov"];
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

describe("tax payment center content", () => {
  it("lists the IRS's official ways to pay, including Direct Pay, EFTPS, cards and payment plans", () => {
    const ids = federalPaymentMethods.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(["irs-direct-pay", "eftps", "card", "check"]));
    expect(paymentCenterPage.federal.plans.map((p) => p.id)).toEqual(["short-term", "long-term"]);
    expect(ohioPaymentMethods.some((m) => m.link.url === "https://tax.ohio.gov/pay")).toBe(true);
  });

  it("links only to official https pages", () => {
    const links = [...federalPaymentMethods, ...ohioPaymentMethods]
      .map((m) => m.link.url)
      .concat(paymentCenterPage.sources.map((s) => s.url));
    for (const link of links) {
      const url = new URL(link);
      expect(url.protocol).toBe("https:");
      expect(OFFICIAL_HOSTS).toContain(url.hostname);
    }
  });

  it("has the four 2026 estimated payments, the last on January 15, 2027, all on business days", () => {
    expect(estimatedTaxDueDates2026.map((d) => d.date)).toEqual([
      "2026-04-15",
      "2026-06-15",
      "2026-09-15",
      "2027-01-15",
    ]);
    for (const due of estimatedTaxDueDates2026) {
      expect(due.appliesTo).toEqual(["IRS", "Ohio"]);
      expect([0, 6]).not.toContain(weekday(due.date));
    }
  });

  it("puts the last city estimate in December, as Ohio law does", () => {
    expect(municipalEstimatedDueDates2026.map((d) => d.date)).toEqual([
      "2026-04-15",
      "2026-06-15",
      "2026-09-15",
      "2026-12-15",
    ]);
    for (const due of municipalEstimatedDueDates2026) expect([0, 6]).not.toContain(weekday(due.date));
  });

  it("gives the 2026 return deadlines on business days", () => {
    expect(filingDeadlines2026Returns.map((d) => d.date)).toEqual(["2027-04-15", "2027-10-15"]);
    for (const due of filingDeadlines2026Returns) expect([0, 6]).not.toContain(weekday(due.date));
  });

  it("finds the deadlines still ahead", () => {
    expect(upcomingDeadlines(estimatedTaxDueDates2026, lastReviewed).map((d) => d.date)).toEqual([
      "2027-01-15",
    ]);
    expect(upcomingDeadlines(estimatedTaxDueDates2026, "2026-06-15").map((d) => d.date)).toEqual([
      "2026-06-15",
      "2026-09-15",
      "2027-01-15",
    ]);
    expect(upcomingDeadlines(estimatedTaxDueDates2026, "2027-01-16")).toEqual([]);
  });
});
