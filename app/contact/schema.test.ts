import { describe, expect, it } from "vitest";
import { ALL_BRANDS, BRANDS } from "../brands/index";
import { brandForSubmission, mismatchedRecipients } from "./recipient";
import { buildContactRequestBody, CONTACT_MESSAGES, validateContactFields } from "./schema";

const valid = {
  name: "Jane Doe",
  email: "jane.doe@example.com",
  phone: "(740) 754-0800",
  message: "Please call me about quarterly payroll filings.",
};

function errorsFor(input: unknown, serviceOptions?: readonly string[]) {
  const result = validateContactFields(input, serviceOptions);
  return result.success ? {} : result.fieldErrors;
}

describe("SPEC section 5 message texts", () => {
  it("keeps the exact texts", () => {
    expect(CONTACT_MESSAGES).toMatchObject({
      nameRequired: "Name is required",
      nameTooShort: "Name must be at least 2 characters",
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      phoneInvalid: "Please enter a valid phone number",
      messageRequired: "Message is required",
      messageTooShort: "Message must be at least 5 characters",
    });
  });

  it("'Name is required' for a missing, empty, blank or non-text name", () => {
    for (const name of [undefined, null, "", "   ", "\u0000\r\n", 42, ["Jane"]]) {
      expect(errorsFor({ ...valid, name }).name, String(name)).toBe("Name is required");
    }
  });

  it("'Name must be at least 2 characters' for a one-letter name, counted after trimming", () => {
    expect(errorsFor({ ...valid, name: "J" }).name).toBe("Name must be at least 2 characters");
    expect(errorsFor({ ...valid, name: "  J  " }).name).toBe("Name must be at least 2 characters");
    expect(errorsFor({ ...valid, name: "Jo" }).name).toBeUndefined();
  });

  it("caps the name at 100 characters", () => {
    expect(errorsFor({ ...valid, name: "a".repeat(100) }).name).toBeUndefined();
    expect(errorsFor({ ...valid, name: "a".repeat(101) }).name).toBe("Name must be at most 100 characters");
  });

  it("'Email is required' for a missing or blank address", () => {
    for (const email of [undefined, null, "", "  "]) {
      expect(errorsFor({ ...valid, email }).email).toBe("Email is required");
    }
  });

  it("'Please enter a valid email address' for anything not shaped like an address", () => {
    const invalid = [
      "jane",
      "jane@",
      "@example.com",
      "jane@example",
      "jane doe@example.com",
      "jane@@example.com",
      "jane@example.com, boss@example.com",
      "Jane <jane@example.com>",
      "jane@example..com",
      `${"a".repeat(250)}@example.com`,
    ];
    for (const email of invalid)
      expect(errorsFor({ ...valid, email }).email, email).toBe("Please enter a valid email address");
  });

  it("accepts ordinary addresses, including plus tags, subdomains and accents", () => {
    for (const email of ["a@b.co", "jane+taxes@mail.example.com", "o'brien@example.org", "zoë@exämple.de"]) {
      expect(errorsFor({ ...valid, email }).email, email).toBeUndefined();
    }
  });

  it("an email with CR/LF is cleaned first, then refused because it is no longer an address", () => {
    expect(errorsFor({ ...valid, email: "jane@example.com\r\nBcc: victim@example.com" }).email).toBe(
      "Please enter a valid email address",
    );
  });

  it("phone is optional: absent, null or blank is fine and leaves no phone in the output", () => {
    for (const phone of [undefined, null, "", "   "]) {
      const result = validateContactFields({ ...valid, phone });
      expect(result.success).toBe(true);
      if (result.success) expect(result.data.phone).toBeUndefined();
    }
  });

  it("phone allows digits, dash, plus, parentheses and spaces, 7 to 20 characters", () => {
    for (const phone of ["7407540", "(740) 754-0800", "+1 740 754 0800", "740-754-0800", "1".repeat(20)]) {
      expect(errorsFor({ ...valid, phone }).phone, phone).toBeUndefined();
    }
  });

  it("'Please enter a valid phone number' for other characters or lengths", () => {
    for (const phone of [
      "740754",
      "1".repeat(21),
      "740.754.0800",
      "740-754-0800 x12",
      "call me",
      "+1 (740) 754-0800 ext",
      7407540800,
    ]) {
      expect(errorsFor({ ...valid, phone }).phone, String(phone)).toBe("Please enter a valid phone number");
    }
  });

  it("'Message is required' for a missing or blank message", () => {
    for (const message of [undefined, null, "", " \n\t "]) {
      expect(errorsFor({ ...valid, message }).message).toBe("Message is required");
    }
  });

  it("'Message must be at least 5 characters' below five characters after trimming", () => {
    expect(errorsFor({ ...valid, message: "Hi" }).message).toBe("Message must be at least 5 characters");
    expect(errorsFor({ ...valid, message: "  Help  " }).message).toBe(
      "Message must be at least 5 characters",
    );
    expect(errorsFor({ ...valid, message: "Hello" }).message).toBeUndefined();
  });

  it("caps the message at 5,000 characters", () => {
    expect(errorsFor({ ...valid, message: "a".repeat(5_000) }).message).toBeUndefined();
    expect(errorsFor({ ...valid, message: "a".repeat(5_001) }).message).toBe(
      "Message must be at most 5,000 characters",
    );
  });

  it("reports one message per field, every failing field at once", () => {
    expect(errorsFor({ name: "", email: "nope", phone: "x", message: "" })).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      message: "Message is required",
    });
  });

  it("reads input that is not an object as an empty form", () => {
    for (const input of [null, undefined, "Jane", 42, ["Jane"]]) {
      expect(errorsFor(input)).toEqual({
        name: "Name is required",
        email: "Email is required",
        message: "Message is required",
      });
    }
  });
});

describe("cleaning before checking", () => {
  it("outputs stripped, trimmed values with nulls dropped and message line breaks kept", () => {
    const result = validateContactFields({
      name: "  Jane\u0000 Doe\r\n",
      email: "\tjane@example.com ",
      phone: null,
      service: null,
      message: "\r\nFirst line\r\nSecond line\u0007  ",
      formType: "contact",
    });
    expect(result).toEqual({
      success: true,
      data: { name: "Jane Doe", email: "jane@example.com", message: "First line\nSecond line" },
    });
  });

  it("drops unknown keys from the output", () => {
    const result = validateContactFields({ ...valid, company_website: "x", isAdmin: true });
    expect(result.success && Object.keys(result.data).sort()).toEqual(["email", "message", "name", "phone"]);
  });
});

describe("service options per brand", () => {
  it("service is optional for every brand", () => {
    for (const brand of ALL_BRANDS) {
      expect(validateContactFields(valid, brand.contactServiceOptions).success).toBe(true);
      expect(validateContactFields({ ...valid, service: "" }, brand.contactServiceOptions).success).toBe(
        true,
      );
    }
  });

  it("accepts each brand's own options", () => {
    for (const brand of ALL_BRANDS) {
      for (const service of brand.contactServiceOptions) {
        expect(
          validateContactFields({ ...valid, service }, brand.contactServiceOptions).success,
          service,
        ).toBe(true);
      }
    }
  });

  it("refuses another brand's option with 'Please choose one of the listed services'", () => {
    expect(
      errorsFor({ ...valid, service: "Payroll Services" }, BRANDS.brownco.contactServiceOptions).service,
    ).toBe("Please choose one of the listed services");
    expect(
      errorsFor({ ...valid, service: "Business Consulting" }, BRANDS.payroll.contactServiceOptions).service,
    ).toBe("Please choose one of the listed services");
    expect(
      errorsFor({ ...valid, service: "Bookkeeping" }, BRANDS.dresdentax.contactServiceOptions).service,
    ).toBeUndefined();
  });

  it("matches the SPEC's lists", () => {
    expect(BRANDS.payroll.contactServiceOptions).toEqual([
      "Payroll Services",
      "Tax Filing",
      "HR Services",
      "Business Formation",
      "Other Services",
    ]);
    expect(BRANDS.brownco.contactServiceOptions).toEqual([
      "Business Consulting",
      "Marketing Services",
      "Business Formation",
      "Fractional CFO",
      "Other Services",
    ]);
    expect(BRANDS.dresdentax.contactServiceOptions).toEqual([
      "Personal Tax Services",
      "Business Tax Services",
      "Bookkeeping",
      "Business Formation",
      "Other Services",
    ]);
  });

  it("without options, any short service text is accepted", () => {
    expect(errorsFor({ ...valid, service: "Something else" }).service).toBeUndefined();
    expect(errorsFor({ ...valid, service: "x".repeat(101) }).service).toBe(
      "Please choose one of the listed services",
    );
  });
});

describe("buildContactRequestBody", () => {
  it("builds SPEC section 7's body: fields plus formType, domain, timestamp and the brand's recipient", () => {
    const now = new Date("2026-03-02T15:04:05.000Z");
    const body = buildContactRequestBody(
      { name: "Jane Doe", email: "jane@example.com", message: "Hello there", service: "Tax Filing" },
      BRANDS.payroll,
      { now },
    );
    expect(body).toEqual({
      formData: {
        name: "Jane Doe",
        email: "jane@example.com",
        service: "Tax Filing",
        message: "Hello there",
        formType: "contact",
        domain: "payroll",
        timestamp: "2026-03-02T15:04:05.000Z",
        recipientEmail: BRANDS.payroll.contact.email,
      },
      domain: "payroll",
      recipientEmail: BRANDS.payroll.contact.email,
    });
    expect("phone" in body.formData).toBe(false);
  });

  it("builds, for every brand, a body the server reads as that brand with its own address", () => {
    for (const brand of ALL_BRANDS) {
      const body = buildContactRequestBody(
        { name: "Jane Doe", email: "jane@example.com", message: "Hello there" },
        brand,
      );
      const claim = {
        domain: body.domain,
        recipientEmail: body.recipientEmail,
        formDomain: body.formData.domain,
        formRecipientEmail: body.formData.recipientEmail,
      };
      // Served from another brand's host, the body's own domain still decides.
      const otherHost = brand.id === "payroll" ? "brownco" : "payroll";
      expect(brandForSubmission(claim, otherHost)).toBe(brand);
      expect(mismatchedRecipients(claim, brand)).toEqual([]);
    }
  });
});
