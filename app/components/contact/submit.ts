/**
 * The contact form's texts when it is sent from the browser, and reading the answer (SPEC sections 7
 * and 8); the sending itself is the form's script (contact-form-script.ts).
 */
import { CONTACT_FIELD_NAMES, type ContactFieldErrors } from "~/contact/fields";

/** SPEC section 8's texts. */
export const CONTACT_TEXT = {
  errorTitle: "Error sending message",
  errorFallbackDescription: "Please try again later.",
  defaultFailure: "Failed to send your message",
  invalidResponse: "Invalid server response",
  submitFailure: "Failed to submit the form. Please try again later.",
  successTitle: "Message sent successfully",
  successDescription: "We'll get back to you soon!",
  sending: "Sending...",
  sendAnother: "Send Another Message",
} as const;

export type ContactSubmitOutcome =
  { ok: true } | { ok: false; error: string; fieldErrors?: ContactFieldErrors };

/**
 * Reads `POST /api/contact`'s answer. A non-OK answer takes its error from the JSON body (or the
 * default failure text), and its field errors for the known fields; an OK answer that is not JSON of
 * the expected shape is 'Invalid server response', because the visitor must never be told "sent"
 * without the server saying so. Self-contained (the form's script runs it in the browser), so it is
 * given the texts and the field names (the defaults are this module's).
 */
export async function readContactResponse(
  response: Response,
  text: typeof CONTACT_TEXT = CONTACT_TEXT,
  fieldNames: readonly string[] = CONTACT_FIELD_NAMES,
): Promise<ContactSubmitOutcome> {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, error: response.ok ? text.invalidResponse : text.defaultFailure };
  }
  if (response.ok) {
    if (!isObject(body) || typeof body.success !== "boolean")
      return { ok: false, error: text.invalidResponse };
    if (body.success) return { ok: true };
  }
  const error =
    isObject(body) && typeof body.error === "string" && body.error.trim() !== ""
      ? body.error
      : text.defaultFailure;
  const fieldErrors: Record<string, string> = {};
  const given = isObject(body) && isObject(body.fieldErrors) ? body.fieldErrors : {};
  for (const name of fieldNames) {
    const message = given[name];
    if (typeof message === "string" && message !== "") fieldErrors[name] = message;
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, error, fieldErrors } : { ok: false, error };
}
