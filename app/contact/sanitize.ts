/**
 * Cleaning of contact-form values before they are checked, sent or stored (SPEC section 5:
 * "string values are stripped of control characters and trimmed, and null values are dropped").
 *
 * The one cleaner of the contact path: the rules' check (schema.ts) runs stripControlCharacters in the
 * browser (before sending) and on the server (before storing), and the server runs it on the values a
 * form shows again.
 */
import { CONTACT_FIELD_NAMES, MULTI_LINE_FIELD, type ContactFormValues } from "./fields.ts";

/**
 * Removes control characters (\p{Cc}: C0, DEL and C1) and the Unicode line and paragraph separators,
 * which some mail clients and terminals treat as line breaks. Single-line values lose every line break,
 * which is what makes mail-header injection through a name or address impossible. Multi-line values
 * keep line feeds and tabs; Windows and old Mac line endings are turned into plain line feeds first so
 * that a pasted paragraph does not lose its breaks. Its patterns are written inside it, so the contact
 * form's script in the browser runs this same code (app/components/contact/contact-form-script.ts).
 */
export function stripControlCharacters(value: string, options: { multiLine?: boolean } = {}): string {
  if (options.multiLine) {
    return value.replace(/\r\n?/g, "\n").replace(/(?![\n\t])[\p{Cc}\u2028\u2029]/gu, "");
  }
  return value.replace(/[\p{Cc}\u2028\u2029]/gu, "");
}

/** Strips control characters and surrounding white space from one string value. */
export function cleanString(value: string, options: { multiLine?: boolean } = {}): string {
  return stripControlCharacters(value, options).trim();
}

/** Cleans one field's value: the multi-line field keeps its line breaks. */
function cleanFieldValue(name: string, value: string): string {
  return cleanString(value, { multiLine: name === MULTI_LINE_FIELD });
}

/**
 * Returns a copy of a flat record of form values with every string cleaned (`message` keeps its
 * line breaks) and every `null` or `undefined` entry dropped. Other values (numbers, booleans,
 * objects) are passed through untouched: deciding whether they are acceptable is the schema's job.
 */
export function sanitizeFormValues(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    // JSON.parse makes "__proto__" an own key; assigning it here would replace the prototype.
    if (key === "__proto__") continue;
    cleaned[key] = typeof value === "string" ? cleanFieldValue(key, value) : value;
  }
  return cleaned;
}

/** The visible fields' text values, cleaned: what a form shows again after a refusal. */
export function visibleFieldValues(values: Readonly<Record<string, unknown>>): ContactFormValues {
  const visible: ContactFormValues = {};
  for (const name of CONTACT_FIELD_NAMES) {
    const value = values[name];
    if (typeof value === "string") visible[name] = cleanFieldValue(name, value);
  }
  return visible;
}
