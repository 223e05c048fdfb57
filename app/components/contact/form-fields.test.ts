// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { errorId, fieldId, firstInvalidField, readFormValues } from "./form-fields";

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
