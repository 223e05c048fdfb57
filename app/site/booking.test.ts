import { describe, expect, it } from "vitest";
import { BRANDS } from "~/brands";
import { schedulerLink } from "./booking";

const tax = { id: "personal-tax", title: "Personal Tax Preparation" } as const;

describe("schedulerLink", () => {
  it("carries the brand's site and the service as UTM parameters, and Calendly's first answer", () => {
    const url = new URL(schedulerLink("https://calendly.com/dresdentax", BRANDS.dresdentax, tax));
    expect(url.origin + url.pathname).toBe("https://calendly.com/dresdentax");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: "dresdentax.com",
      utm_medium: "website",
      utm_campaign: "schedule",
      utm_content: "personal-tax",
      a1: "Personal Tax Preparation",
    });
  });

  it("prefills Cal.com's notes instead", () => {
    const url = new URL(schedulerLink("https://cal.com/dresden-payroll", BRANDS.payroll, tax));
    expect(url.searchParams.get("notes")).toBe("About: Personal Tax Preparation");
    expect(url.searchParams.get("utm_source")).toBe("dresdenpayroll.com");
    expect(url.searchParams.has("a1")).toBe(false);
  });

  it("books the service's own event on the scheduling page, keeping the page's own parameters", () => {
    const url = new URL(
      schedulerLink("https://calendly.com/dresdentax?hide_gdpr_banner=1", BRANDS.dresdentax, {
        ...tax,
        bookingEvent: "tax-consultation",
      }),
    );
    expect(url.pathname).toBe("/dresdentax/tax-consultation");
    expect(url.searchParams.get("hide_gdpr_banner")).toBe("1");
  });

  it("without a service, says only where the visitor came from", () => {
    const url = new URL(schedulerLink("https://booking.example.com/firm", BRANDS.brownco, null));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: "browncoconsulting.com",
      utm_medium: "website",
      utm_campaign: "schedule",
    });
  });
});
