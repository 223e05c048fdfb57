/**
 * What the contact form needs to render before any validation code has loaded: input names, the
 * API path and the length limits. These repeat values from app/contact/schema.ts on purpose: that
 * module carries zod and is loaded only when a visitor starts using the form (see ContactForm.tsx),
 * and importing even one constant from it would put zod into every page that shows the form.
 * form-fields.test.ts fails if the two ever disagree.
 */
import type { ContactFieldErrors, ContactFieldName } from "~/contact/schema";

/** Where the browser form posts its JSON (schema.ts CONTACT_API_PATH). */
export const FORM_API_PATH = "/api/contact";

/** Where the form posts without JavaScript: the /contact route's action. */
export const FORM_ACTION_PATH = "/contact";

/** The default formType (schema.ts CONTACT_FORM_TYPE). */
export const FORM_TYPE_CONTACT = "contact";

/** The honeypot input (schema.ts HONEYPOT_FIELD). */
export const FORM_HONEYPOT_FIELD = "company_website";

/** When the no-JavaScript form was rendered (schema.ts STARTED_AT_FIELD). */
export const FORM_STARTED_AT_FIELD = "startedAt";

/** The visible fields, in the order they appear (schema.ts CONTACT_FIELD_NAMES). */
export const FORM_FIELD_NAMES = [
  "name",
  "email",
  "phone",
  "service",
  "message",
] as const satisfies readonly ContactFieldName[];

/** Upper limits, set as `maxLength` so nobody types past them (schema.ts CONTACT_LIMITS). */
export const FORM_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 20,
  message: 5_000,
} as const;

export type ContactFormValues = Partial<Record<ContactFieldName, string>>;

/** The visible fields' values as typed, read from the form element. */
export function readFormValues(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const values: ContactFormValues = {};
  for (const name of FORM_FIELD_NAMES) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** The first field, in form order, that has an error: it receives focus. */
export function firstInvalidField(errors: ContactFieldErrors): ContactFieldName | undefined {
  return FORM_FIELD_NAMES.find((name) => errors[name] !== undefined);
}

/** The DOM id of a field's input and of its error text, unique per form on the page. */
export function fieldId(formId: string, name: ContactFieldName): string {
  return `${formId}-${name}`;
}

export function errorId(formId: string, name: ContactFieldName): string {
  return `${formId}-${name}-error`;
}
