/**
 * The contact form's fields, declared once for the browser form, the schema and the server: their
 * names and order, their limits, the hidden fields and where the form posts.
 *
 * No imports: the rules (schema.ts), the form and the server all read these.
 */

/** Where the browser form posts its JSON (SPEC section 7). */
export const CONTACT_API_PATH = "/api/contact";

/** The `formType` the site's own contact forms send. */
export const CONTACT_FORM_TYPE = "contact";

/** The visible fields, in the order the form shows them (and focuses the first invalid one). */
export const CONTACT_FIELD_NAMES = ["name", "email", "phone", "service", "message"] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number];

/** The one field that may span several lines; every other value is a single line. */
export const MULTI_LINE_FIELD: ContactFieldName = "message";

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  /** The longest address SMTP allows (RFC 5321 forward-path). */
  emailMax: 254,
  phoneMin: 7,
  phoneMax: 20,
  serviceMax: 100,
  messageMin: 5,
  messageMax: 5_000,
} as const;

/** The visible fields' values as text, e.g. to fill a form again after an error. */
export type ContactFormValues = Partial<Record<ContactFieldName, string>>;

/** One message per field, shown under that field. */
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

/** A JSON object (not null, not an array): the only shape a submission, and the API's answer, can have. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A field real visitors never see or fill (hidden with CSS and `tabindex=-1`, `autocomplete=off`).
 * Bots that fill every input reveal themselves: their message is held, not mailed, and they get
 * the same success as anyone else.
 */
export const HONEYPOT_FIELD = "company_website";

/** Hidden field of the no-JavaScript form: when the page was rendered, in milliseconds since 1970. */
export const STARTED_AT_FIELD = "startedAt";

/** A no-JavaScript form submitted faster than this after rendering is held as possibly automated. */
export const MINIMUM_FILL_MS = 3_000;
