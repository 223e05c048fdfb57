import { brownco } from "./brownco";
import { dresdentax } from "./dresdentax";
import { payroll } from "./payroll";
import { BRAND_IDS, type Brand, type BrandId } from "./types";

export * from "./types";

export const BRANDS: Readonly<Record<BrandId, Brand>> = { dresdentax, brownco, payroll };

export const DEFAULT_BRAND_ID: BrandId = "dresdentax";

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === "string" && (BRAND_IDS as readonly string[]).includes(value);
}

export function getBrand(id: BrandId): Brand {
  return BRANDS[id];
}

export const ALL_BRANDS: readonly Brand[] = BRAND_IDS.map((id) => BRANDS[id]);
