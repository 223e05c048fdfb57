/**
 * Who a contact message goes to. The browser names a brand and its address (SPEC section 7), but
 * the server never trusts that: the pair must be exactly a brand id and the address configured
 * for that brand, and the mail is always sent to the configured address, never to the claim.
 */
import { BRANDS, isBrandId } from "../brands/index.ts";
import type { Brand, BrandId } from "../brands/types.ts";
import { cleanString } from "./sanitize.ts";

/** Shown when the brand or recipient in a submission is not one the site is configured for. */
export const RECIPIENT_MISMATCH_ERROR =
  "This form could not be matched to our office. Please reload the page and try again, or call us.";

/** The one address that receives a brand's contact-form messages. */
export function recipientForBrand(brand: Pick<Brand, "contact">): string {
  return brand.contact.email;
}

/** Addresses compare without case and surrounding space: Info@DresdenTax.com is info@dresdentax.com. */
function sameAddress(a: string, b: string): boolean {
  return cleanString(a).toLowerCase() === cleanString(b).toLowerCase();
}

/** The brand whose configured contact address this is, if any. */
export function brandForRecipient(
  email: string,
  brands: Readonly<Record<BrandId, Brand>> = BRANDS,
): Brand | undefined {
  return Object.values(brands).find((brand) => sameAddress(recipientForBrand(brand), email));
}

/** What a submission claims about its destination: the envelope's pair and, optionally, formData's copy. */
export interface RecipientClaim {
  domain: unknown;
  recipientEmail: unknown;
  formDomain?: unknown;
  formRecipientEmail?: unknown;
}

export type RecipientCheck = { ok: true; brand: Brand } | { ok: false; error: string };

/**
 * Accepts a claim only when `domain` is a brand id, `recipientEmail` is that brand's configured
 * address, and the copies inside formData (when present) say the same thing.
 */
export function checkRecipient(
  claim: RecipientClaim,
  brands: Readonly<Record<BrandId, Brand>> = BRANDS,
): RecipientCheck {
  const refused: RecipientCheck = { ok: false, error: RECIPIENT_MISMATCH_ERROR };
  if (typeof claim.domain !== "string" || typeof claim.recipientEmail !== "string") return refused;
  const domain = cleanString(claim.domain).toLowerCase();
  if (!isBrandId(domain)) return refused;
  const brand = brands[domain];
  if (!sameAddress(recipientForBrand(brand), claim.recipientEmail)) return refused;

  if (claim.formDomain !== undefined && claim.formDomain !== null) {
    if (typeof claim.formDomain !== "string" || cleanString(claim.formDomain).toLowerCase() !== domain)
      return refused;
  }
  if (claim.formRecipientEmail !== undefined && claim.formRecipientEmail !== null) {
    if (
      typeof claim.formRecipientEmail !== "string" ||
      !sameAddress(claim.formRecipientEmail, claim.recipientEmail)
    ) {
      return refused;
    }
  }
  return { ok: true, brand };
}
