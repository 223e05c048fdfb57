import { ICON_NAMES } from "~/shell/ui/icon-names";
import { describe, expect, it } from "vitest";
import { SERVICE_IDS } from "~/brands";
import { getIndustry, industryProse, INDUSTRIES, INDUSTRY_IDS, isIndustryId } from "./industries";

function countWords(texts: readonly string[]): number {
  return texts
    .join(" ")
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

const cases = INDUSTRIES.map((industry) => [industry.id, industry] as const);

describe("INDUSTRIES", () => {
  it("has the seven industries of the spec, once each", () => {
    expect(INDUSTRIES.map((i) => i.id)).toEqual([
      "construction",
      "retail",
      "professional-services",
      "oil-and-gas",
      "private-equity",
      "manufacturing",
      "healthcare",
    ]);
    expect(INDUSTRY_IDS).toEqual(INDUSTRIES.map((i) => i.id));
    expect(new Set(INDUSTRIES.map((i) => i.id)).size).toBe(7);
    expect(new Set(INDUSTRIES.map((i) => i.name)).size).toBe(7);
  });

  it.each(cases)("%s has at least 400 words of visible text", (_id, industry) => {
    expect(countWords(industryProse(industry))).toBeGreaterThanOrEqual(400);
  });

  it.each(cases)("%s has a complete page", (id, industry) => {
    expect(industry.link).toBe(`/industries/${id}`);
    expect(industry.realities.length).toBeGreaterThanOrEqual(5);
    expect(industry.howWeHelp.length).toBeGreaterThanOrEqual(4);
    expect(industry.faqs.length).toBeGreaterThanOrEqual(3);
    expect(industry.faqs.length).toBeLessThanOrEqual(4);
    for (const text of industryProse(industry)) expect(text.trim().length).toBeGreaterThan(0);
  });

  it.each(cases)("%s uses an icon the site draws", (_id, industry) => {
    expect(ICON_NAMES).toContain(industry.icon);
  });

  it.each(cases)("%s links only to services that exist", (_id, industry) => {
    expect(industry.relatedServices.length).toBeGreaterThan(0);
    for (const service of industry.relatedServices) expect(SERVICE_IDS).toContain(service);
    expect(new Set(industry.relatedServices).size).toBe(industry.relatedServices.length);
  });

  it.each(cases)("%s dates every dollar or percent figure it quotes", (_id, industry) => {
    for (const text of industryProse(industry)) {
      if (/\$\d|\d%/.test(text)) expect(text, text).toMatch(/\b20\d\d\b/);
    }
  });

  it("covers the Ohio specifics each industry page promises", () => {
    const text = (id: string) => industryProse(getIndustry(id)!).join(" ");
    expect(text("oil-and-gas")).toMatch(/severance tax/);
    expect(text("oil-and-gas")).toMatch(/percentage depletion/);
    expect(text("oil-and-gas")).toMatch(/intangible drilling costs/i);
    expect(text("construction")).toMatch(/retainage/i);
    expect(text("construction")).toMatch(/prevailing wage/i);
    expect(text("retail")).toMatch(/county/);
    expect(text("manufacturing")).toMatch(/\$6 million/);
    expect(text("private-equity")).toMatch(/IT 4738/);
    expect(text("professional-services")).toMatch(/reasonable salary/);
    expect(text("healthcare")).toMatch(/HIPAA/);
  });
});

describe("getIndustry", () => {
  it("finds industries by id and rejects anything else", () => {
    expect(getIndustry("healthcare")?.name).toBe("Healthcare");
    expect(getIndustry("all")).toBeUndefined();
    expect(isIndustryId("retail")).toBe(true);
    expect(isIndustryId("farming")).toBe(false);
  });
});
