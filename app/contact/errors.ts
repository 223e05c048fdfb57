/**
 * What the contact form and `POST /api/contact` answer when they cannot take a message (SPEC section 7),
 * apart from the field errors, which live with the fields (CONTACT_MESSAGES in schema.ts).
 */

/** SPEC's 503 text: the message was not stored, and the visitor must not think it was sent. */
export const STORAGE_UNAVAILABLE_ERROR =
  "Your message could not be saved right now. Please call us or try again later.";
/** 400 with field errors: the form shows each one under its field. */
export const INVALID_FIELDS_ERROR = "Please check the highlighted fields and try again.";
/** 400 for a body that is not an object of fields at all. */
export const UNREADABLE_SUBMISSION_ERROR =
  "The form could not be read. Please reload the page and try again.";

/** 413: the body is over 16 KB (CONTACT_BODY_LIMIT_BYTES in body.server.ts). */
export const TOO_LARGE_ERROR = "Your message is too long to send. Please shorten it and try again.";
/** 415: neither JSON nor form data. */
export const UNSUPPORTED_TYPE_ERROR = "The form must be sent as JSON or as form data.";

/** 403: the form was posted from another site's page. */
export const CROSS_ORIGIN_ERROR =
  "Messages can only be sent from our own website. Please use the contact form on our site.";

/** 429 text; `retryAfterSeconds` is also sent as the Retry-After header. */
export function tooManyRequestsError(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 90
      ? `${Math.max(1, retryAfterSeconds)} seconds`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `You have sent several messages in a short time. Please try again in ${wait}, or call us.`;
}
