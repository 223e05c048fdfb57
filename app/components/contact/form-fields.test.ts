// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  CONTACT_API_PATH,
  CONTACT_FIELD_NAMES,
  CONTACT_FORM_TYPE,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
} from "~/contact/schema";
import {
  errorId,
  fieldId,
  firstInvalidField,
  FORM_API_PATH,
  FORM_FIELD_NAMES,
  FORM_HONEYPOT_FIELD,
  FORM_MAX_LENGTH,
  FORM_STARTED_AT_FIELD,
  FORM_TYPE_CONTACT,
  readFormValues,
} from "./form-fields";

describe("the form's copies of the schema's constants", () => {
  // form-fields.ts repeats these so pages need not load zod to render the form; they must not drift.
  it("match app/contact/schema.ts", () => {
    expect(FORM_API_PATH).toBe(CONTACT_API_PATH);
    expect(FORM_TYPE_CONTACT).toBe(CONTACT_FORM_TYPE);
    expect(FORM_HONEYPOT_FIELD).toBe(HONEYPOT_FIELD);
    expect(FORM_STARTED_AT_FIELD).toBe(STARTED_AT_FIELD);
    expect(FORM_FIELD_NAMES).toEqual(CONTACT_FIELD_NAMES);
    expect(FORM_MAX_LENGTH).toEqual({
      name: CONTACT_LIMITS.nameMax,
      email: CONTACT_LIMITS.emailMax,
      phone: CONTACT_LIMITS.phoneMax,
      message: CONTACT_LIMITS.messageMax,
    });
  });
});

describe("firstInvalidField", () => {
  it("follows the order of the form, not of the error object", () => {
    expect(firstInvalidField({ message: "m", email: "e" })).toBe("email");
    expect(firstInvalidField({ service: "s", phone: "p" })).toBe("phone");
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe("readFormValues", () => {
  it("reads only the visible fields, as typed", () => {
    const form = document.createElement("form");
    form.innerHTML = `
      <input name="name" value="  Ann Lee ">
      <input name="email" value="ann@example.com">
      <input name="phone" value="">
      <select name="service"><option value="Bookkeeping" selected>Bookkeeping</option></select>
      <textarea name="message">Line one\nLine two</textarea>
      <input type="hidden" name="company_website" value="spam">
      <input type="hidden" name="domain" value="payroll">`;
    expect(readFormValues(form)).toEqual({
      name: "  Ann Lee ",
      email: "ann@example.com",
      phone: "",
      service: "Bookkeeping",
      message: "Line one\nLine two",
    });
  });
});

describe("ids", () => {
  it("are unique per form and per field", () => {
    expect(fieldId("contact-a", "email")).toBe("contact-a-email");
    expect(errorId("contact-a", "email")).toBe("contact-a-email-error");
    expect(fieldId("contact-a", "email")).not.toBe(fieldId("contact-b", "email"));
  });
});
