/**
 * Naming the contact form's fields in the page and finding the first invalid one (the fields
 * themselves are declared in app/contact/fields.ts).
 */
import { CONTACT_FIELD_NAMES, type ContactFieldErrors, type ContactFieldName } from "~/contact/fields";

/** Where the form posts without JavaScript: the /contact route's action. */
export const FORM_ACTION_PATH = "/contact";

/** The first field, in form order, that has an error: it receives focus. */
export function firstInvalidField(errors: ContactFieldErrors): ContactFieldName | undefined {
  return CONTACT_FIELD_NAMES.find((name) => errors[name] !== undefined);
}

/**
 * The DOM id of a field's input, unique per form on the page; its problem's is this plus `-error`
 * (FormField.tsx, and the form's script).
 */
export function fieldId(formId: string, name: ContactFieldName): string {
  return `${formId}-${name}`;
}
