import { describe, expect, it } from "vitest";
import { pageUrl } from "./page-url";

const at = (url: string) => pageUrl(new Request(url)).href;

describe("pageUrl", () => {
  it("leaves a page request as it is", () => {
    expect(at("https://dresdentax.com/services/payroll?domain=payroll")).toBe(
      "https://dresdentax.com/services/payroll?domain=payroll",
    );
  });

  it("turns an in-app data request back into its page", () => {
    expect(at("https://dresdentax.com/services/personal-tax/pricing.data")).toBe(
      "https://dresdentax.com/services/personal-tax/pricing",
    );
    expect(at("https://dresdentax.com/resources/tax-calculator.data?wages=52000&_routes=routes%2Fhome")).toBe(
      "https://dresdentax.com/resources/tax-calculator?wages=52000",
    );
    expect(at("https://dresdentax.com/_.data?domain=brownco")).toBe("https://dresdentax.com/?domain=brownco");
    expect(at("https://dresdentax.com/tag/news/_.data")).toBe("https://dresdentax.com/tag/news/");
  });

  it("keeps '.data' that is part of a page's own path", () => {
    expect(at("https://dresdentax.com/blog/metadata")).toBe("https://dresdentax.com/blog/metadata");
  });
});
