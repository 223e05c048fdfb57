/** Field rules several content files share, and the check for a value written twice. */
import { z } from "zod";

/** Text a page shows: never empty. */
export const text = z.string().min(1);

/** Lowercase words joined by hyphens: what an address, or a visitor's saved choice, can hold. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An id field; `message` says what to write, in the file's terms. */
export function kebabId(message: string) {
  return z.string().regex(ID_PATTERN, message);
}

/** "1-800-282-1784" or "(740) 754-0800": a US number with its area code, shown as it is written. */
export const phoneNumber = text.refine(
  (display) => /^1?\d{10}$/.test(display.replace(/\D/g, "")),
  "a US phone number with its area code, such as 800-829-1954",
);

/** How a tel: link dials a `phoneNumber`: +1 and its ten digits ("1-800-282-1784" → "+18002821784"). */
export function telOf(display: string): string {
  return `+1${display.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "")}`;
}

/** The first value that comes twice in `values`, if any. */
export function firstRepeated(values: readonly string[]): string | undefined {
  return values.find((value, index) => values.indexOf(value) !== index);
}
