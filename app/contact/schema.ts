/**
 * The contact form's rules (SPEC sections 3, 5 and 7), shared by the browser form and the server: one
 * check (checkContactFields) that the server runs on what it receives and the form's script runs in
 * the browser, serialised into the page. Each field reports the first rule it breaks, in this order:
 * required, shape, length.
 */
import type { Brand, BrandId } from "../brands/types.ts";
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FORM_TYPE,
  CONTACT_LIMITS,
  isRecord,
  MULTI_LINE_FIELD,
  type ContactFieldErrors,
} from "./fields.ts";
import { stripControlCharacters } from "./sanitize.ts";

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

/** SPEC section 5: a phone number is digits, dash, plus, parentheses and spaces only (7 to 20 of them). */
const PHONE_CHARACTERS = /^[0-9+\-() ]*$/;

/** What checkContactFields checks against, as plain data (it travels into the page as JSON). */
export interface ContactRules {
  fieldNames: readonly string[];
  multiLineField: string;
  limits: typeof CONTACT_LIMITS;
  messages: typeof CONTACT_MESSAGES;
  /** EMAIL_PATTERN's and PHONE_CHARACTERS' sources. */
  emailPattern: string;
  phoneCharacters: string;
}

export const CONTACT_RULES: ContactRules = {
  fieldNames: CONTACT_FIELD_NAMES,
  multiLineField: MULTI_LINE_FIELD,
  limits: CONTACT_LIMITS,
  messages: CONTACT_MESSAGES,
  emailPattern: EMAIL_PATTERN.source,
  phoneCharacters: PHONE_CHARACTERS.source,
};

/** The clean fields: what gets sent and stored. An optional field not given is absent. */
export interface ContactFields {
  name: string;
  email: string;
  phone?: string;
  service?: string;
  message: string;
}

export type ContactFieldsValidation =
  { success: true; data: ContactFields } | { success: false; fieldErrors: ContactFieldErrors };

/**
 * Checks raw form values after cleaning them (`strip`, stripControlCharacters, then trimming; a null
 * is a field not given) and returns either the clean fields or the first message of every failing
 * field. With `serviceOptions`, a given service must be one of them; without, any short text is
 * accepted. Self-contained (the form's script runs it in the browser): everything comes in its
 * arguments.
 */
export function checkContactFields(
  input: Readonly<Record<string, unknown>>,
  serviceOptions: readonly string[] | undefined,
  rules: ContactRules,
  strip: typeof stripControlCharacters,
): ContactFieldsValidation {
  const { limits, messages } = rules;
  const clean: Record<string, unknown> = {};
  for (const name of rules.fieldNames) {
    const value = Object.hasOwn(input, name) ? input[name] : undefined;
    if (value === null || value === undefined) continue;
    clean[name] =
      typeof value === "string" ? strip(value, { multiLine: name === rules.multiLineField }).trim() : value;
  }
  const errors: Record<string, string> = {};
  const data: Record<string, string> = {};
  /** A required text: missing, not text, or empty after cleaning all read as "required". */
  const required = (name: string, requiredMessage: string, problem: (value: string) => string | null) => {
    const value = clean[name];
    const found = typeof value !== "string" || value === "" ? requiredMessage : problem(value);
    if (found) errors[name] = found;
    else data[name] = value as string;
  };
  /** An optional text: absent or empty means "not given"; otherwise it must pass `isValid`. */
  const optional = (name: string, invalidMessage: string, isValid: (value: string) => boolean) => {
    const value = clean[name];
    if (value === undefined || value === "") return;
    if (typeof value === "string" && isValid(value)) data[name] = value;
    else errors[name] = invalidMessage;
  };
  /** A text's length problem, if any. */
  const length = (min: number, max: number, tooShort: string, tooLong: string) => (value: string) =>
    value.length < min ? tooShort : value.length > max ? tooLong : null;
  required(
    "name",
    messages.nameRequired,
    length(limits.nameMin, limits.nameMax, messages.nameTooShort, messages.nameTooLong),
  );
  required("email", messages.emailRequired, (value) =>
    value.length > limits.emailMax || !new RegExp(rules.emailPattern).test(value)
      ? messages.emailInvalid
      : null,
  );
  optional(
    "phone",
    messages.phoneInvalid,
    (value) =>
      value.length >= limits.phoneMin &&
      value.length <= limits.phoneMax &&
      new RegExp(rules.phoneCharacters).test(value),
  );
  optional("service", messages.serviceInvalid, (value) =>
    serviceOptions ? serviceOptions.includes(value) : value.length <= limits.serviceMax,
  );
  required(
    "message",
    messages.messageRequired,
    length(limits.messageMin, limits.messageMax, messages.messageTooShort, messages.messageTooLong),
  );
  if (Object.keys(errors).length > 0) return { success: false, fieldErrors: errors as ContactFieldErrors };
  return { success: true, data: data as unknown as ContactFields };
}

/**
 * Validates raw form values (after cleaning them) and returns either the clean fields or the first
 * message of every failing field. Something that is not an object of fields is read as a form with
 * every field empty.
 */
export function validateContactFields(
  input: unknown,
  serviceOptions?: readonly string[],
): ContactFieldsValidation {
  return checkContactFields(
    isRecord(input) ? input : {},
    serviceOptions,
    CONTACT_RULES,
    stripControlCharacters,
  );
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
