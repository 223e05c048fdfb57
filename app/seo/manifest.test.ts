import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_BRANDS, getBrand } from "~/brands";
import { webManifest } from "./manifest";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");

describe("webManifest", () => {
  it("names each brand with its own colours and icons that exist", () => {
    for (const brand of ALL_BRANDS) {
      const manifest = webManifest(brand, { brandFromQuery: false });
      expect(manifest.name).toBe(brand.name);
      expect(manifest.short_name).toBe(brand.shortName);
      expect(manifest.short_name.length).toBeLessThanOrEqual(15);
      expect(manifest.theme_color).toBe(brand.colors.light.secondary);
      expect(manifest.start_url).toBe("/");
      for (const icon of manifest.icons) expect(existsSync(path.join(PUBLIC, icon.src)), icon.src).toBe(true);
      expect(manifest.icons.filter((icon) => icon.purpose === "maskable")).toHaveLength(1);
      expect(manifest.icons.some((icon) => icon.sizes === "512x512" && icon.purpose === "any")).toBe(true);
      expect(manifest.icons.every((icon) => icon.src.startsWith(`/brands/${brand.id}/`))).toBe(true);
    }
  });

  it("keeps a ?domain= brand choice in the start URL", () => {
    const manifest = webManifest(getBrand("payroll"), { brandFromQuery: true });
    expect(manifest.start_url).toBe("/?domain=payroll");
    expect(manifest.id).toBe("/?domain=payroll");
    expect(manifest.scope).toBe("/");
  });
});
