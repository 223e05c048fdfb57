import { describe, expect, it } from "vitest";
import { fieldId, firstInvalidField } from "./form-fields";

describe("firstInvalidField", () => {
  it("follows the order of the form, not of the error object", () => {
    expect(firstInvalidField({ message: "m", email: "e" })).toBe("email");
    expect(firstInvalidField({ service: "s", phone: "p" })).toBe("phone");
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe("ids", () => {
  it("are unique per form and per field", () => {
    expect(fieldId("contact-a", "email")).toBe("contact-a-email");
    expect(fieldId("contact-a", "email")).not.toBe(fieldId("contact-b", "email"));
  });
});
