import { describe, expect, it } from "vitest";
import { ALL_BRANDS, BRANDS, type Brand } from "~/brands";
import {
  accessibilityStatement,
  cookiePolicy,
  getLegalPage,
  LEGAL_PAGES,
  privacyPolicy,
  renderLegalPage,
  termsOfService,
  type LegalPage,
} from "./legal";

function fullText(page: LegalPage): string {
  return [
    page.title,
    page.intro,
    ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? []), ...(s.afterList ?? [])]),
  ].join("\n");
}

const brandCases = ALL_BRANDS.map((brand) => [brand.id, brand] as const);

describe("legal pages", () => {
  it("are the four pages of the spec, at their routes", () => {
    expect(LEGAL_PAGES.map((p) => p.path)).toEqual([
      "/privacy-policy",
      "/terms-of-service",
      "/accessibility",
      "/cookies",
    ]);
  });

  it.each(brandCases)("on %s are dated, complete and name the brand and its email", (_id, brand) => {
    for (const template of LEGAL_PAGES) {
      const page = renderLegalPage(template, brand);
      // Each page carries the date it last changed (the cookie policy changed with Global Privacy Control).
      expect(page.lastUpdated).toBe(template.path === "/cookies" ? "2026-11-26" : "2026-11-21");
      expect(page.intro.trim()).not.toBe("");
      expect(page.sections.length).toBeGreaterThanOrEqual(4);
      for (const section of page.sections) {
        expect(section.heading.trim()).not.toBe("");
        expect(section.paragraphs.length + (section.list?.length ?? 0)).toBeGreaterThan(0);
      }
      const text = fullText(page);
      expect(text, `${template.id} on ${brand.id}`).toContain(brand.contact.email);
      expect(text).toContain(brand.name);
      // Never another brand's mailbox.
      for (const other of ALL_BRANDS)
        if (other.id !== brand.id) expect(text).not.toContain(other.contact.email);
    }
  });

  it.each(brandCases)("privacy policy on %s says what the site collects, stores and keeps", (_id, brand) => {
    const text = fullText(privacyPolicy(brand));
    for (const field of ["name", "email address", "phone number", "service", "message"])
      expect(text).toContain(field);
    expect(text).toContain(brand.domain);
    expect(text).toMatch(/date and time/);
    expect(text).toMatch(/database/);
    expect(text).toMatch(/24 months/);
    expect(text).toContain("ui-theme");
    expect(text).toMatch(/Checklist/);
    expect(text).toMatch(/don't sell/);
    expect(text).toMatch(/delete/);
    for (const purpose of ["Analytics", "Speed measurement", "Tag management", "Chat"])
      expect(text).toContain(purpose);
  });

  it("terms say the site is not advice and nothing binds before an engagement letter", () => {
    const text = fullText(termsOfService(BRANDS.dresdentax));
    expect(text).toMatch(/not tax advice/);
    expect(text).toMatch(/engagement letter/);
    expect(text).toMatch(/estimates/);
    expect(text).toMatch(/laws of the State of Ohio/);
  });

  it.each(brandCases)(
    "accessibility statement on %s explains how to report a barrier",
    (_id, brand: Brand) => {
      const text = fullText(accessibilityStatement(brand));
      expect(text).toContain("WCAG) 2.2");
      expect(text).toContain("(740) 754-0800");
      expect(text).toMatch(/within 2 business days/);
      expect(text).toMatch(/keyboard/);
      expect(text).toMatch(/reduce motion/);
      expect(text).toMatch(/screen reader/);
      expect(text).toMatch(/JavaScript/);
      expect(text).toMatch(/chat widget/);
      expect(text).toMatch(/PDF/);
    },
  );

  it("cookie policy names the storage key and the third-party purposes", () => {
    const text = fullText(cookiePolicy(BRANDS.payroll));
    expect(text).toContain('"ui-theme"');
    expect(text).toMatch(/don't set cookies/);
    expect(text).toContain("dresdenpayroll.com");
  });

  it("getLegalPage renders by id and rejects unknown ids", () => {
    expect(getLegalPage("cookies", BRANDS.brownco)?.title).toBe("Cookie Policy");
    expect(getLegalPage("terms", BRANDS.brownco)).toBeUndefined();
  });
});
