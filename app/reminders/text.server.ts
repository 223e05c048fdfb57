/** What the deadline-reminder signup says, and the check of the address a visitor typed. */
import { CONTACT_LIMITS } from "../contact/fields.ts";
import { CONTACT_MESSAGES, EMAIL_PATTERN } from "../contact/schema.ts";
import { cleanString } from "../contact/sanitize.ts";

export const REMINDER_TEXT = {
  sent: "Check your inbox: we have sent you an email with a link. Follow it to confirm, and the reminders start.",
  queued:
    "Our mailing list is not answering right now. We have kept your address and will send the confirmation email as soon as it is back; if nothing arrives within a day, please try again later.",
  emailRequired: CONTACT_MESSAGES.emailRequired,
  emailInvalid: "Please enter a valid email address, such as name@example.com",
  ghostRefusedEmail: "We cannot sign up this address. Please check it, or use another one.",
  tooMany: "Too many signups from your connection just now. Please try again in a few minutes.",
  unavailable: "Signing up is not possible right now. Please try again later, or call us.",
  crossOrigin: "This form can only be sent from our own site.",
} as const;

/** The address, cleaned and lower-cased, or the message to show under the field. */
export function checkReminderEmail(
  value: string,
): { ok: true; email: string } | { ok: false; message: string } {
  const email = cleanString(value).toLowerCase();
  if (email === "") return { ok: false, message: REMINDER_TEXT.emailRequired };
  if (email.length > CONTACT_LIMITS.emailMax || !EMAIL_PATTERN.test(email)) {
    return { ok: false, message: REMINDER_TEXT.emailInvalid };
  }
  return { ok: true, email };
}
