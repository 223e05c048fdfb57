/**
 * Sending the contact form from the browser and reading the answer (SPEC sections 7 and 8).
 * Its only import with runtime code is app/contact/fields.ts, which the page loads with the form.
 */
import { CONTACT_API_PATH, CONTACT_FIELD_NAMES, isRecord, type ContactFieldErrors } from "~/contact/fields";
import type { ContactRequestBody } from "~/contact/schema";

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

function readFieldErrors(value: unknown): ContactFieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const errors: ContactFieldErrors = {};
  for (const name of CONTACT_FIELD_NAMES) {
    const message = value[name];
    if (typeof message === "string" && message !== "") errors[name] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

function errorText(body: unknown): string {
  const error = isRecord(body) ? body.error : undefined;
  return typeof error === "string" && error.trim() !== "" ? error : CONTACT_TEXT.defaultFailure;
}

/**
 * Reads `POST /api/contact`'s answer. A non-OK answer takes its error from the JSON body (or the
 * default failure text); an OK answer that is not JSON of the expected shape is 'Invalid server
 * response', because the visitor must never be told "sent" without the server saying so.
 */
export async function readContactResponse(response: Response): Promise<ContactSubmitOutcome> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, error: response.ok ? CONTACT_TEXT.invalidResponse : CONTACT_TEXT.defaultFailure };
  }
  if (response.ok) {
    if (!isRecord(body) || typeof body.success !== "boolean")
      return { ok: false, error: CONTACT_TEXT.invalidResponse };
    if (body.success) return { ok: true };
  }
  const fieldErrors = isRecord(body) ? readFieldErrors(body.fieldErrors) : undefined;
  return { ok: false, error: errorText(body), ...(fieldErrors ? { fieldErrors } : {}) };
}

/**
 * Posts the request body as JSON. A failure to reach the server at all (offline, blocked) becomes
 * the SPEC's fallback text rather than the browser's own wording.
 */
export async function postContactMessage(
  body: ContactRequestBody & { company_website?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<ContactSubmitOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(CONTACT_API_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, error: CONTACT_TEXT.submitFailure };
  }
  return readContactResponse(response);
}
