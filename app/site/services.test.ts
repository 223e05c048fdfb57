import { ICON_NAMES } from "~/shell/ui/icon-names";
import { describe, expect, it } from "vitest";
import { ALL_BRANDS, BRANDS, SERVICE_IDS, type Brand, type ServiceId } from "~/brands";
import { INDUSTRY_IDS } from "./industries";
import {
  getService,
  getServiceForBrand,
  getServicesForBrand,
  isServiceId,
  serviceProse,
  SERVICES,
  type ServicePage,
} from "./services";

/** Words a reader sees: whitespace-separated tokens that contain a letter or digit. */
function countWords(texts: readonly string[]): number {
  return texts
    .join(" ")
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

const byId = (id: ServiceId): ServicePage => {
  const service = getService(id);
  if (!service) throw new Error(`missing ${id}`);
  return service;
};

describe("SERVICES", () => {
  it("has exactly the eight service ids, once each, in SERVICE_IDS order", () => {
    expect(SERVICES.map((s) => s.id)).toEqual([...SERVICE_IDS]);
    expect(new Set(SERVICES.map((s) => s.id)).size).toBe(SERVICES.length);
  });

  it("gives default priorities 1..8", () => {
    expect(SERVICES.map((s) => s.priority)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each(SERVICES.map((s) => [s.id, s] as const))("%s links to its page and image", (id, service) => {
    expect(service.link).toBe(`/services/${id}`);
    expect(service.image).toBe(`/services/${id}.svg`);
  });

  it.each(SERVICES.map((s) => [s.id, s] as const))("%s uses an icon the site draws", (_id, service) => {
    expect(ICON_NAMES).toContain(service.icon);
  });

  it.each(SERVICES.map((s) => [s.id, s] as const))(
    "%s has at least 400 words of visible text",
    (_id, service) => {
      expect(countWords(serviceProse(service))).toBeGreaterThanOrEqual(400);
    },
  );

  it.each(SERVICES.map((s) => [s.id, s] as const))("%s has a complete page", (_id, service) => {
    expect(service.features).toEqual(service.included.map((item) => item.feature));
    expect(service.features.length).toBeGreaterThanOrEqual(5);
    expect(service.steps.length).toBeGreaterThanOrEqual(4);
    expect(service.steps.length).toBeLessThanOrEqual(5);
    expect(service.faqs.length).toBeGreaterThanOrEqual(5);
    expect(service.faqs.length).toBeLessThanOrEqual(7);
    expect(service.whoItIsFor.bullets.length).toBeGreaterThanOrEqual(3);
    expect(service.whatToBring.length).toBeGreaterThanOrEqual(4);
    for (const text of serviceProse(service)) expect(text.trim().length).toBeGreaterThan(0);
    expect(new Set(service.faqs.map((f) => f.question)).size).toBe(service.faqs.length);
  });

  it.each(SERVICES.map((s) => [s.id, s] as const))(
    "%s links only to services and industries that exist",
    (id, service) => {
      expect(service.relatedServices.length).toBeGreaterThan(0);
      expect(service.relatedIndustries.length).toBeGreaterThan(0);
      for (const related of service.relatedServices) expect(SERVICE_IDS).toContain(related);
      for (const related of service.relatedIndustries) expect(INDUSTRY_IDS).toContain(related);
      expect(service.relatedServices).not.toContain(id);
      expect(new Set(service.relatedServices).size).toBe(service.relatedServices.length);
      expect(new Set(service.relatedIndustries).size).toBe(service.relatedIndustries.length);
    },
  );

  it.each(SERVICES.map((s) => [s.id, s] as const))(
    "%s dates every dollar or percent figure it quotes",
    (_id, service) => {
      for (const text of serviceProse(service)) {
        if (/\$\d|\d%/.test(text)) expect(text, text).toMatch(/\b20\d\d\b/);
      }
    },
  );
});

describe("getServicesForBrand", () => {
  it.each(ALL_BRANDS.map((b) => [b.id, b] as const))(
    "%s: lists every service once, in the brand's order",
    (_id, brand) => {
      const services = getServicesForBrand(brand);
      expect(services.map((s) => s.id)).toEqual([...brand.contentPriorities.services]);
      expect(services.map((s) => s.priority)).toEqual(services.map((_, index) => index + 1));
    },
  );

  it.each(ALL_BRANDS.map((b) => [b.id, b] as const))(
    "%s: applies its title and short description overrides",
    (_id, brand) => {
      for (const service of getServicesForBrand(brand)) {
        const base = byId(service.id);
        const override = brand.serviceOverrides[service.id];
        expect(service.title).toBe(override?.title ?? base.title);
        expect(service.shortDescription).toBe(override?.shortDescription ?? base.shortDescription);
        // Everything else is the shared content.
        expect(service.description).toBe(base.description);
        expect(service.faqs).toEqual(base.faqs);
      }
    },
  );

  it("dresdentax leads with personal tax, in its own words", () => {
    const services = getServicesForBrand(BRANDS.dresdentax);
    expect(services[0]?.id).toBe("personal-tax");
    expect(services[0]?.title).toBe("Personal Tax Preparation");
    expect(services[1]?.title).toBe("Business Tax Returns");
    expect(services.find((s) => s.id === "marketing")?.title).toBe(byId("marketing").title);
  });

  it("brownco leads with fractional CFO work, in its own words", () => {
    const services = getServicesForBrand(BRANDS.brownco);
    expect(services.map((s) => s.id).slice(0, 3)).toEqual([
      "fractional-cfo",
      "business-formation",
      "marketing",
    ]);
    expect(services[0]?.title).toBe("Fractional CFO & Strategy");
    expect(services[0]?.shortDescription).toMatch(/without a full-time salary/);
    expect(services.at(-1)?.id).toBe("personal-tax");
  });

  it("payroll leads with payroll, in its own words", () => {
    const services = getServicesForBrand(BRANDS.payroll);
    expect(services[0]?.id).toBe("payroll");
    expect(services[0]?.title).toBe("Full-Service Payroll");
    expect(services[1]?.title).toBe("HR Services");
    expect(services.find((s) => s.id === "business-tax")?.title).toBe("Tax Filing");
  });

  it("is driven by the brand data alone", () => {
    const custom: Brand = {
      ...BRANDS.dresdentax,
      contentPriorities: { services: ["marketing", "payroll"] },
      serviceOverrides: {
        marketing: { title: "Get Found Locally", shortDescription: "Listings and referrals." },
      },
    };
    const services = getServicesForBrand(custom);
    expect(services.slice(0, 2).map((s) => s.id)).toEqual(["marketing", "payroll"]);
    expect(services[0]).toMatchObject({
      title: "Get Found Locally",
      shortDescription: "Listings and referrals.",
      priority: 1,
    });
    // Services a brand forgets to list still appear, after the listed ones, in the default order.
    expect(services.map((s) => s.id)).toEqual([
      "marketing",
      "payroll",
      ...SERVICE_IDS.filter((id) => id !== "marketing" && id !== "payroll"),
    ]);
  });

  it("leaves the shared content untouched", () => {
    for (const brand of ALL_BRANDS) getServicesForBrand(brand);
    expect(byId("fractional-cfo").title).toBe("Fractional CFO");
    expect(byId("fractional-cfo").priority).toBe(6);
  });
});

describe("lookups", () => {
  it("getServiceForBrand finds a service in the brand's wording", () => {
    expect(getServiceForBrand(BRANDS.brownco, "marketing")?.title).toBe("Marketing Strategy");
    expect(getServiceForBrand(BRANDS.payroll, "payroll")?.priority).toBe(1);
  });

  it("returns undefined for ids that are not services", () => {
    expect(getServiceForBrand(BRANDS.dresdentax, "personal-tax-preparation")).toBeUndefined();
    expect(getService("")).toBeUndefined();
    expect(isServiceId("bookkeeping")).toBe(true);
    expect(isServiceId("tax")).toBe(false);
    expect(isServiceId(undefined)).toBe(false);
  });
});
