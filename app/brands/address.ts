import type { Office } from "./types";

/** The line under an office's street: "Dresden, OH 43821". One string, so a page writes it as one text node. */
export function officeLocality(office: Office): string {
  return `${office.city}, ${office.region} ${office.postalCode}`;
}

/** An office's address on one line: "1010 Main Street, Dresden, OH 43821". */
export function officeAddress(office: Office): string {
  return `${office.street}, ${officeLocality(office)}`;
}
