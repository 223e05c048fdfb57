import { describe, expect, it } from "vitest";
import { ALL_BRANDS, BRANDS } from "../brands/index";
import { brandForSubmission, deliveryAddress, mismatchedRecipients, recipientForBrand } from "./recipient";

describe("recipientForBrand", () => {
  it("is the brand's configured contact address, for every brand", () => {
    for (const brand of ALL_BRANDS) expect(recipientForBrand(brand)).toBe(brand.contact.email);
  });

  it("differs between brands, so a message can never land at another brand's office", () => {
    expect(new Set(ALL_BRANDS.map(recipientForBrand)).size).toBe(ALL_BRANDS.length);
  });
});

describe("deliveryAddress", () => {
  it("is the brand's address as configured now, whatever address the message was stored with", () => {
    const stored = { brandId: "payroll", recipient: "old-address@dresdenpayroll.com" };
    expect(deliveryAddress(stored)).toBe(BRANDS.payroll.contact.email);
    const moved = {
      ...BRANDS,
      payroll: { ...BRANDS.payroll, contact: { ...BRANDS.payroll.contact, email: "new@dresdenpayroll.com" } },
    };
    expect(deliveryAddress(stored, moved)).toBe("new@dresdenpayroll.com");
  });

  it("keeps the stored address for a brand the site no longer has", () => {
    expect(deliveryAddress({ brandId: "retired", recipient: "office@example.com" })).toBe(
      "office@example.com",
    );
  });
});

describe("brandForSubmission", () => {
  it("takes the brand named by domain, ignoring case and space", () => {
    expect(brandForSubmission({ domain: " BrownCo ", recipientEmail: undefined }, "dresdentax").id).toBe(
      "brownco",
    );
  });

  it("takes the envelope's domain over formData's, and formData's when the envelope names none", () => {
    expect(
      brandForSubmission({ domain: "payroll", recipientEmail: "", formDomain: "brownco" }, "dresdentax").id,
    ).toBe("payroll");
    expect(
      brandForSubmission({ domain: undefined, recipientEmail: "", formDomain: "brownco" }, "dresdentax").id,
    ).toBe("brownco");
  });

  it("falls back to the request's brand when no domain is a brand id", () => {
    for (const domain of [undefined, null, "", "browncoconsulting.com", "__proto__", ["brownco"], 7]) {
      expect(brandForSubmission({ domain, recipientEmail: undefined }, "payroll").id, String(domain)).toBe(
        "payroll",
      );
    }
  });

  it("is never chosen by the recipient address a submission names", () => {
    const claim = { domain: undefined, recipientEmail: BRANDS.brownco.contact.email };
    expect(brandForSubmission(claim, "dresdentax").id).toBe("dresdentax");
  });

  it("uses the brands it is given (an address changed by a deploy)", () => {
    const moved = {
      ...BRANDS.dresdentax,
      contact: { ...BRANDS.dresdentax.contact, email: "office@dresdentax.com" },
    };
    const brands = { ...BRANDS, dresdentax: moved };
    expect(brandForSubmission({ domain: "dresdentax", recipientEmail: "" }, "payroll", brands)).toBe(moved);
  });
});

describe("mismatchedRecipients", () => {
  const brownco = BRANDS.brownco;

  it("lists nothing for the configured address (any case or space), a missing or an empty one", () => {
    for (const claim of [
      { domain: "brownco", recipientEmail: brownco.contact.email },
      {
        domain: "brownco",
        recipientEmail: ` ${brownco.contact.email.toUpperCase()} `,
        formRecipientEmail: null,
      },
      { domain: "brownco", recipientEmail: undefined },
      { domain: "brownco", recipientEmail: "", formRecipientEmail: "  " },
    ]) {
      expect(mismatchedRecipients(claim, brownco), JSON.stringify(claim)).toEqual([]);
    }
  });

  it("lists every other address once, quoted so it cannot break a log line", () => {
    expect(
      mismatchedRecipients(
        {
          domain: "brownco",
          recipientEmail: "old@browncoconsulting.com",
          formRecipientEmail: "old@browncoconsulting.com",
        },
        brownco,
      ),
    ).toEqual(['"old@browncoconsulting.com"']);
    expect(
      mismatchedRecipients(
        {
          domain: "brownco",
          recipientEmail: `${brownco.contact.email}\r\nBcc: victim@example.com`,
          formRecipientEmail: 7,
        },
        brownco,
      ),
    ).toEqual([JSON.stringify(`${brownco.contact.email}\r\nBcc: victim@example.com`), "7"]);
  });

  it("cuts a very long claim short", () => {
    const [logged] = mismatchedRecipients({ domain: "brownco", recipientEmail: "x".repeat(10_000) }, brownco);
    expect(logged?.length).toBeLessThan(300);
  });
});
