/**
 * Who a contact message goes to. The brand decides: the submission's `domain` (SPEC section 7), or
 * the brand of the request's host when it names none, and the mail always goes to that brand's
 * configured address. The `recipientEmail` a browser sends is only compared with it: a page
 * rendered before the firm changed an address, or a client that does not know the address, still
 * reaches the office, and nothing a browser sends can choose where mail goes.
 */
import { BRANDS, isBrandId } from "../brands/index.ts";
import type { Brand, BrandId } from "../brands/types.ts";
import { cleanString } from "./sanitize.ts";

/** The one address that receives a brand's contact-form messages. */
export function recipientForBrand(brand: Pick<Brand, "contact">): string {
  return brand.contact.email;
}

/** Addresses compare without case and surrounding space: Info@DresdenTax.com is info@dresdentax.com. */
function sameAddress(a: string, b: string): boolean {
  return cleanString(a).toLowerCase() === cleanString(b).toLowerCase();
}

/**
 * Where a stored message is mailed: its brand's address as configured now, so a message held or retried
 * across a change of the firm's address still reaches the office; the address it was stored with only
 * for a brand this site no longer has.
 */
export function deliveryAddress(
  message: { brandId: string; recipient: string },
  brands: Readonly<Record<BrandId, Brand>> = BRANDS,
): string {
  return isBrandId(message.brandId) ? recipientForBrand(brands[message.brandId]) : message.recipient;
}

/** What a submission says about its destination: the envelope's pair and, optionally, formData's copy. */
export interface RecipientClaim {
  domain: unknown;
  recipientEmail: unknown;
  formDomain?: unknown;
  formRecipientEmail?: unknown;
}

/**
 * The brand a submission is for: the envelope's `domain`, else formData's, when it is a brand id;
 * otherwise `requestBrandId`, the brand of the host (or `?domain=`) the request was sent to.
 */
export function brandForSubmission(
  claim: RecipientClaim,
  requestBrandId: BrandId,
  brands: Readonly<Record<BrandId, Brand>> = BRANDS,
): Brand {
  for (const value of [claim.domain, claim.formDomain]) {
    const id = typeof value === "string" ? cleanString(value).toLowerCase() : undefined;
    if (isBrandId(id)) return brands[id];
  }
  return brands[requestBrandId];
}

/** Longest claimed address repeated in a log line. */
const MAX_LOGGED_CLAIM = 254;

/**
 * The recipients a submission named that are not `brand`'s configured address, each once, as
 * printable text (JSON-quoted, so a line break in one cannot forge a log line). Missing and empty
 * values name no recipient and are not listed.
 */
export function mismatchedRecipients(claim: RecipientClaim, brand: Pick<Brand, "contact">): string[] {
  const configured = recipientForBrand(brand);
  const named = new Set<string>();
  for (const value of [claim.recipientEmail, claim.formRecipientEmail]) {
    if (value === undefined || value === null) continue;
    if (typeof value === "string") {
      if (cleanString(value) === "" || sameAddress(value, configured)) continue;
      named.add(JSON.stringify(value.slice(0, MAX_LOGGED_CLAIM)));
    } else {
      named.add((JSON.stringify(value) ?? String(value)).slice(0, MAX_LOGGED_CLAIM));
    }
  }
  return [...named];
}
