import { BRANDS, DEFAULT_BRAND_ID, isBrandId } from "./index";
import { BRAND_QUERY_PARAM } from "./links";
import type { BrandId } from "./types";

export interface BrandResolution {
  id: BrandId;
  /** True when the brand came from `?domain=`: internal links must carry the parameter forward. */
  fromQuery: boolean;
}

function normalizeHost(host: string | null | undefined): string {
  if (!host) return "";
  // Strip port, trailing dot and a leading www.
  const name = host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return name.startsWith("www.") ? name.slice(4) : name;
}

const HOST_TO_BRAND: ReadonlyMap<string, BrandId> = new Map(
  Object.values(BRANDS).flatMap((brand) =>
    [brand.domain, ...brand.aliases].map((host) => [normalizeHost(host), brand.id] as const),
  ),
);

/** The brand a host name belongs to, or undefined for hosts that are not a brand's (localhost, IPs). */
export function brandForHost(host: string | null | undefined): BrandId | undefined {
  return HOST_TO_BRAND.get(normalizeHost(host));
}

/**
 * Picks the brand of a request: `?domain=` wins, then the host name, then the default brand.
 * An unknown `?domain=` value is ignored rather than trusted.
 */
export function resolveBrand(host: string | null | undefined, search: URLSearchParams): BrandResolution {
  const requested = search.get(BRAND_QUERY_PARAM)?.trim().toLowerCase();
  if (isBrandId(requested)) return { id: requested, fromQuery: true };
  return { id: brandForHost(host) ?? DEFAULT_BRAND_ID, fromQuery: false };
}
