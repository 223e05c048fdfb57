import { describe, expect, it } from "vitest";
import { cleanString, sanitizeFormValues, stripControlCharacters, visibleFieldValues } from "./sanitize";

describe("stripControlCharacters", () => {
  it("removes C0, DEL and C1 controls and Unicode line separators from single-line values", () => {
    expect(stripControlCharacters("Jane\u0000 \u0007Doe\u007F\u0085\u009F")).toBe("Jane Doe");
    expect(stripControlCharacters("a\u2028b\u2029c")).toBe("abc");
  });

  it("removes CR and LF from single-line values, so no value can start a new mail header", () => {
    expect(stripControlCharacters("Eve\r\nBcc: victim@example.com")).toBe("EveBcc: victim@example.com");
    expect(stripControlCharacters("a\rb\nc\td")).toBe("abcd");
  });

  it("keeps line feeds and tabs in multi-line values and normalises CRLF and CR to LF", () => {
    expect(stripControlCharacters("one\r\ntwo\rthree\n\tfour\u0000", { multiLine: true })).toBe(
      "one\ntwo\nthree\n\tfour",
    );
  });

  it("leaves ordinary text, accents and emoji alone", () => {
    const text = "Zoë Müller-O'Brien (Pickerington) 👍";
    expect(stripControlCharacters(text)).toBe(text);
  });
});

describe("cleanString", () => {
  it("strips control characters and trims", () => {
    expect(cleanString("  \u0000 Jane \t\n")).toBe("Jane");
    expect(cleanString("\n\n Hello\nthere \n", { multiLine: true })).toBe("Hello\nthere");
  });
});

describe("sanitizeFormValues", () => {
  it("cleans strings, keeps message line breaks and drops null and undefined values", () => {
    const cleaned = sanitizeFormValues({
      name: "  Jane\r\nDoe ",
      email: " jane@example.com\u0000",
      phone: null,
      service: undefined,
      message: " Line one\r\nLine two ",
    });
    expect(cleaned).toEqual({ name: "JaneDoe", email: "jane@example.com", message: "Line one\nLine two" });
    expect(Object.keys(cleaned)).not.toContain("phone");
    expect(Object.keys(cleaned)).not.toContain("service");
  });

  it("passes non-string values through for the schema to judge", () => {
    expect(sanitizeFormValues({ name: 42, extra: { nested: true }, list: [" a "] })).toEqual({
      name: 42,
      extra: { nested: true },
      list: [" a "],
    });
  });

  it("does not let a __proto__ key replace the prototype", () => {
    const cleaned = sanitizeFormValues(JSON.parse('{"__proto__": {"polluted": true}, "name": "Jane"}'));
    expect(cleaned).toEqual({ name: "Jane" });
    expect((cleaned as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
  });

  it("returns a copy and leaves its input untouched", () => {
    const input = { name: " Jane " };
    sanitizeFormValues(input);
    expect(input.name).toBe(" Jane ");
  });
});

describe("visibleFieldValues", () => {
  it("keeps only the visible fields' text values, cleaned, the message with its line breaks", () => {
    const input = {
      name: "  Jane\r\nDoe ",
      email: 42,
      message: " Line one\r\nLine two ",
      formType: " contact ",
      company_website: "spam",
    };
    expect(visibleFieldValues(input)).toEqual({ name: "JaneDoe", message: "Line one\nLine two" });
  });
});
