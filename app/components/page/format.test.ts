import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headingIds, splitContactLinks } from "./format";

describe("splitContactLinks", () => {
  const phones = [{ display: "(740) 754-0800", tel: "+17407540800" }];

  it("links email addresses and printed phone numbers, leaving the rest as text", () => {
    expect(splitContactLinks("Call (740) 754-0800 or email info@dresdentax.com.", phones)).toEqual([
      { kind: "text", text: "Call " },
      { kind: "phone", text: "(740) 754-0800", href: "tel:+17407540800" },
      { kind: "text", text: " or email " },
      { kind: "email", text: "info@dresdentax.com", href: "mailto:info@dresdentax.com" },
      { kind: "text", text: "." },
    ]);
  });

  it("leaves text without contacts alone", () => {
    expect(splitContactLinks("Ohio law applies.", phones)).toEqual([
      { kind: "text", text: "Ohio law applies." },
    ]);
    expect(splitContactLinks("", phones)).toEqual([]);
  });

  it("does not link other numbers", () => {
    expect(
      splitContactLinks("Keep it 24 months, (614) 555-0100.", phones).every((s) => s.kind === "text"),
    ).toBe(true);
  });

  it("always gives back the input when joined", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constant("a.b@c.org"), fc.constant("(740) 754-0800"))),
        (parts) => {
          const text = parts.join(" ");
          expect(
            splitContactLinks(text, phones)
              .map((s) => s.text)
              .join(""),
          ).toBe(text);
        },
      ),
    );
  });
});

describe("headingIds", () => {
  it("turns headings into readable fragment ids", () => {
    expect(
      headingIds(["Who we are", "What we've done", "Ohio law", "Cookies from third-party services"]),
    ).toEqual(["who-we-are", "what-weve-done", "ohio-law", "cookies-from-third-party-services"]);
  });

  it("keeps ids unique and never empty", () => {
    expect(headingIds(["Questions", "Questions", "?!", "Questions"])).toEqual([
      "questions",
      "questions-2",
      "section",
      "questions-3",
    ]);
    // A heading that reads like a generated id doesn't collide with one.
    expect(headingIds(["Questions 2", "Questions", "Questions"])).toEqual([
      "questions-2",
      "questions",
      "questions-3",
    ]);
  });

  it("gives valid, unique ids for any headings", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom("Step", "Step 2", "step-2", "Step 3"))),
        (headings) => {
          const ids = headingIds(headings);
          expect(new Set(ids).size).toBe(headings.length);
          for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        },
      ),
    );
  });
});
