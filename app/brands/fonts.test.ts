import { describe, expect, it } from "vitest";
import { brandFontFiles } from "./fonts";
import { BRANDS } from "./index";

const names = (files: string[]) => files.map((file) => /([a-z0-9-]+)-basic/.exec(file)?.[1]);

describe("brandFontFiles", () => {
  it("gives each brand's heading, subheading and body files, each once", () => {
    expect(names(brandFontFiles(BRANDS.dresdentax))).toEqual(["fraunces", "inter"]);
    expect(names(brandFontFiles(BRANDS.brownco))).toEqual(["montserrat", "source-serif-4", "inter"]);
    expect(names(brandFontFiles(BRANDS.payroll))).toEqual(["plus-jakarta-sans", "inter"]);
  });

  it("knows every family a brand names", () => {
    for (const brand of Object.values(BRANDS)) {
      const families = new Set(Object.values(brand.fonts));
      expect(brandFontFiles(brand), brand.id).toHaveLength(families.size);
    }
  });
});
