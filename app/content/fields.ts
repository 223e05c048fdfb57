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

/** The first value that comes twice in `values`, if any. */
export function firstRepeated(values: readonly string[]): string | undefined {
  return values.find((value, index) => values.indexOf(value) !== index);
}
