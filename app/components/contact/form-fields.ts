/**
 * What the contact form does with its fields before any validation code has loaded: reading them,
 * finding the first invalid one, naming their elements. The fields themselves are declared in
 * app/contact/fields.ts, which carries no zod (see ContactForm.tsx).
 */
import {
  CONTACT_FIELD_NAMES,
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactFormValues,
} from "~/contact/fields";

/** Where the form posts without JavaScript: the /contact route's action. */
export const FORM_ACTION_PATH = "/contact";

/** The visible fields' values as typed, read from the form element. */
export function readFormValues(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const values: ContactFormValues = {};
  for (const name of CONTACT_FIELD_NAMES) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** The first field, in form order, that has an error: it receives focus. */
export function firstInvalidField(errors: ContactFieldErrors): ContactFieldName | undefined {
  return CONTACT_FIELD_NAMES.find((name) => errors[name] !== undefined);
}

/** The DOM id of a field's input and of its error text, unique per form on the page. */
export function fieldId(formId: string, name: ContactFieldName): string {
  return `${formId}-${name}`;
}

export function errorId(formId: string, name: ContactFieldName): string {
  return `${formId}-${name}-error`;
}
