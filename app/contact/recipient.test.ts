import { describe, expect, it } from "vitest";
import { ALL_BRANDS, BRANDS } from "../brands/index";
import { brandForRecipient, checkRecipient, RECIPIENT_MISMATCH_ERROR, recipientForBrand } from "./recipient";

describe("recipientForBrand", () => {
  it("is the brand's configured contact address, for every brand", () => {
    for (const brand of ALL_BRANDS) expect(recipientForBrand(brand)).toBe(brand.contact.email);
  });

  it("differs between brands, so a message can never land at another brand's office", () => {
    expect(new Set(ALL_BRANDS.map(recipientForBrand)).size).toBe(ALL_BRANDS.length);
  });
});

describe("brandForRecipient", () => {
  it("finds the brand of a configured address, ignoring case and surrounding space", () => {
    expect(brandForRecipient(` ${BRANDS.payroll.contact.email.toUpperCase()} `)?.id).toBe("payroll");
  });

  it("finds nothing for an address no brand uses", () => {
    expect(brandForRecipient("someone@example.com")).toBeUndefined();
  });
});

describe("checkRecipient", () => {
  const brownco = BRANDS.brownco;

  it("accepts a brand id with that brand's address and returns the brand", () => {
    const result = checkRecipient({ domain: "brownco", recipientEmail: brownco.contact.email });
    expect(result).toEqual({ ok: true, brand: brownco });
  });

  it("accepts matching copies inside formData and tolerates case and space differences", () => {
    const result = checkRecipient({
      domain: " BrownCo ",
      recipientEmail: brownco.contact.email.toUpperCase(),
      formDomain: "brownco",
      formRecipientEmail: ` ${brownco.contact.email} `,
    });
    expect(result.ok).toBe(true);
  });

  it("refuses another brand's address", () => {
    expect(checkRecipient({ domain: "brownco", recipientEmail: BRANDS.dresdentax.contact.email })).toEqual({
      ok: false,
      error: RECIPIENT_MISMATCH_ERROR,
    });
  });

  it("refuses an address that is no brand's, an unknown brand and missing or non-text values", () => {
    const refusals = [
      { domain: "brownco", recipientEmail: "attacker@example.com" },
      { domain: "example", recipientEmail: brownco.contact.email },
      { domain: "browncoconsulting.com", recipientEmail: brownco.contact.email },
      { domain: undefined, recipientEmail: brownco.contact.email },
      { domain: "brownco", recipientEmail: undefined },
      { domain: ["brownco"], recipientEmail: brownco.contact.email },
      { domain: "brownco", recipientEmail: [brownco.contact.email] },
      { domain: "__proto__", recipientEmail: brownco.contact.email },
    ];
    for (const claim of refusals) expect(checkRecipient(claim).ok, JSON.stringify(claim)).toBe(false);
  });

  it("refuses when formData's copies disagree with the envelope", () => {
    const base = { domain: "brownco", recipientEmail: brownco.contact.email };
    expect(checkRecipient({ ...base, formDomain: "payroll" }).ok).toBe(false);
    expect(checkRecipient({ ...base, formRecipientEmail: "attacker@example.com" }).ok).toBe(false);
    expect(checkRecipient({ ...base, formRecipientEmail: 7 }).ok).toBe(false);
  });

  it("refuses a recipient list smuggled into the address", () => {
    const claim = { domain: "brownco", recipientEmail: `${brownco.contact.email}, attacker@example.com` };
    expect(checkRecipient(claim).ok).toBe(false);
  });
});
