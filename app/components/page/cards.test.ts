import { describe, expect, it } from "vitest";
import { BRANDS } from "~/brands";
import { getIndustry } from "~/site/industries";
import { getServiceForBrand } from "~/site/services";
import { industryCard, serviceCard } from "./cards";

describe("serviceCard", () => {
  it("uses the brand's wording and links to the service page and its illustration", () => {
    const card = serviceCard(getServiceForBrand(BRANDS.brownco, "fractional-cfo"));
    expect(card).toMatchObject({
      href: "/services/fractional-cfo",
      title: "Fractional CFO & Strategy",
      image: "/services/fractional-cfo.svg",
      icon: "LineChart",
    });
    expect(card.description).toMatch(/without a full-time salary/);
    expect(card.points).toBeUndefined();
  });

  it("adds the first features as points when asked", () => {
    const service = getServiceForBrand(BRANDS.payroll, "payroll");
    expect(serviceCard(service, 3).points).toEqual(service.features.slice(0, 3));
  });
});

describe("industryCard", () => {
  it("links to the industry page and its illustration", () => {
    expect(industryCard(getIndustry("oil-and-gas")!)).toMatchObject({
      href: "/industries/oil-and-gas",
      title: "Oil & Gas",
      image: "/industries/oil-and-gas.svg",
      icon: "Fuel",
    });
  });
});
