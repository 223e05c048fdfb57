/**
 * The contact form's rules (SPEC sections 3, 5 and 7), shared by the browser form and the server.
 * Built on `zod/mini` because this module ships to the browser.
 *
 * One schema covers both the SPEC's pre-send check and its form-level schema: each field reports
 * the first rule it breaks, in this order: required, shape, length.
 */
import * as z from "zod/mini";
import type { Brand, BrandId } from "../brands/types.ts";
import {
  CONTACT_FORM_TYPE,
  CONTACT_LIMITS,
  isContactFieldName,
  isRecord,
  type ContactFieldErrors,
} from "./fields.ts";
import { sanitizeFormValues } from "./sanitize.ts";

/** Every message the form or the server can show for a field. The first seven are SPEC section 5's. */
export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  nameTooShort: `Name must be at least ${CONTACT_LIMITS.nameMin} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid phone number",
  messageRequired: "Message is required",
  messageTooShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  // Not in the SPEC: upper bounds keep a single message readable and inside the 16 KB request limit.
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax.toLocaleString("en-US")} characters`,
  serviceInvalid: "Please choose one of the listed services",
} as const;

/**
 * "A simple address shape": something@something.something, with no white space and none of the
 * characters that would turn one address into a list or a display name (`,;:<>()[]\"`).
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/;

const PHONE_CHARACTERS = /^[0-9+\-() ]*$/;

/** SPEC section 5: digits, dash, plus, parentheses and spaces only, 7 to 20 of them (CONTACT_LIMITS). */
function isPhoneNumber(value: string): boolean {
  return (
    value.length >= CONTACT_LIMITS.phoneMin &&
    value.length <= CONTACT_LIMITS.phoneMax &&
    PHONE_CHARACTERS.test(value)
  );
}

/** A required text: missing, not text, or empty after cleaning all read as "required". */
function requiredText(requiredMessage: string) {
  return z.string({ error: requiredMessage }).check(z.minLength(1, { error: requiredMessage, abort: true }));
}

/** An optional text: absent or empty means "not given" (output `undefined`); otherwise it must pass `isValid`. */
function optionalText(isValid: (value: string) => boolean, invalidMessage: string) {
  return z.optional(
    z.pipe(
      z
        .string({ error: invalidMessage })
        .check(z.refine((value) => value === "" || isValid(value), { error: invalidMessage })),
      z.transform((value) => (value === "" ? undefined : value)),
    ),
  );
}

function fieldsObject(serviceOptions: readonly string[] | undefined) {
  const isService = serviceOptions
    ? (value: string) => serviceOptions.includes(value)
    : (value: string) => value.length <= CONTACT_LIMITS.serviceMax;
  return z.object({
    name: requiredText(CONTACT_MESSAGES.nameRequired).check(
      z.minLength(CONTACT_LIMITS.nameMin, { error: CONTACT_MESSAGES.nameTooShort, abort: true }),
      z.maxLength(CONTACT_LIMITS.nameMax, { error: CONTACT_MESSAGES.nameTooLong, abort: true }),
    ),
    email: requiredText(CONTACT_MESSAGES.emailRequired).check(
      z.maxLength(CONTACT_LIMITS.emailMax, { error: CONTACT_MESSAGES.emailInvalid, abort: true }),
      z.regex(EMAIL_PATTERN, { error: CONTACT_MESSAGES.emailInvalid, abort: true }),
    ),
    phone: optionalText(isPhoneNumber, CONTACT_MESSAGES.phoneInvalid),
    service: optionalText(isService, CONTACT_MESSAGES.serviceInvalid),
    message: requiredText(CONTACT_MESSAGES.messageRequired).check(
      z.minLength(CONTACT_LIMITS.messageMin, { error: CONTACT_MESSAGES.messageTooShort, abort: true }),
      z.maxLength(CONTACT_LIMITS.messageMax, { error: CONTACT_MESSAGES.messageTooLong, abort: true }),
    ),
  });
}

/**
 * The contact fields schema. It cleans its input first (control characters, surrounding space,
 * nulls; see sanitize.ts), so its output is exactly what gets sent and stored. With
 * `serviceOptions`, a given service must be one of them; without, any short text is accepted.
 */
export function createContactFieldsSchema(serviceOptions?: readonly string[]) {
  return z.pipe(
    z.transform((input: unknown) => (isRecord(input) ? sanitizeFormValues(input) : input)),
    fieldsObject(serviceOptions),
  );
}

/** The schema for one brand's form: its service select offers `brand.contactServiceOptions` only. */
export function contactFieldsSchemaForBrand(brand: Pick<Brand, "contactServiceOptions">) {
  return createContactFieldsSchema(brand.contactServiceOptions);
}

/** Brand-independent schema (any short service text). */
export const contactFieldsSchema = createContactFieldsSchema();

export type ContactFields = z.output<typeof contactFieldsSchema>;

export type ContactFieldsValidation =
  { success: true; data: ContactFields } | { success: false; fieldErrors: ContactFieldErrors };

/**
 * Validates raw form values (after cleaning them) and returns either the clean fields or the first
 * message of every failing field.
 */
export function validateContactFields(
  input: unknown,
  serviceOptions?: readonly string[],
): ContactFieldsValidation {
  // Something that is not an object of fields is read as a form with every field empty.
  if (!isRecord(input)) return validateContactFields({}, serviceOptions);
  const result = createContactFieldsSchema(serviceOptions).safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactFieldName(field)) fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors };
}

/** `formData` of SPEC section 7: the fields plus what the form adds on submit. */
export interface ContactFormData extends ContactFields {
  formType: string;
  domain: BrandId;
  /** When the visitor pressed send, as an ISO 8601 string from the browser's clock. */
  timestamp: string;
  recipientEmail: string;
}

/** The JSON body of `POST /api/contact` (SPEC section 7). */
export interface ContactRequestBody {
  formData: ContactFormData;
  domain: BrandId;
  /** Optional for the server: mail always goes to the brand's configured address, whatever this says. */
  recipientEmail: string;
}

/** What `POST /api/contact` answers. */
export type ContactResponseBody =
  { success: true } | { success: false; error: string; fieldErrors?: ContactFieldErrors };

/**
 * Builds the request body the browser sends: clean fields plus formType, domain, timestamp and
 * the brand's recipient. Absent optional fields are left out rather than sent as null.
 */
export function buildContactRequestBody(
  fields: ContactFields,
  brand: Pick<Brand, "id" | "contact">,
  options: { formType?: string; now?: Date } = {},
): ContactRequestBody {
  // The same rule as recipient.ts's recipientForBrand, inlined so this browser module does not pull in
  // every brand's data through recipient.ts. The server only compares it with the configured address.
  const recipientEmail = brand.contact.email;
  const formData: ContactFormData = {
    name: fields.name,
    email: fields.email,
    ...(fields.phone === undefined ? {} : { phone: fields.phone }),
    ...(fields.service === undefined ? {} : { service: fields.service }),
    message: fields.message,
    formType: options.formType ?? CONTACT_FORM_TYPE,
    domain: brand.id,
    timestamp: (options.now ?? new Date()).toISOString(),
    recipientEmail,
  };
  return { formData, domain: brand.id, recipientEmail };
}
