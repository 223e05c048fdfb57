/** What the contact module's tests share: a sample submission and loggers. */
import { BRANDS } from "../brands/index";

const brand = BRANDS.dresdentax;

/** A logger that says nothing. */
export const silent = { info() {}, warn() {}, error() {} };

/** A logger that keeps what it is told, by level. */
export function recordingLogger() {
  const lines: string[] = [];
  return {
    lines,
    info: (text: string) => lines.push(`info ${text}`),
    warn: (text: string) => lines.push(`warn ${text}`),
    error: (text: string) => lines.push(`error ${text}`),
  };
}

/** A valid submission for dresdentax, as the JavaScript form sends it (SPEC section 7). */
export function envelope(formOverrides: Record<string, unknown> = {}, topOverrides: Record<string, unknown> = {}) {
  return {
    formData: {
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "(740) 555-0101",
      service: "Bookkeeping",
      message: "I need help catching up on two years of books.",
      formType: "contact",
      domain: brand.id,
      timestamp: "2026-03-02T15:04:01.000Z",
      recipientEmail: brand.contact.email,
      ...formOverrides,
    },
    domain: brand.id,
    recipientEmail: brand.contact.email,
    ...topOverrides,
  };
}
