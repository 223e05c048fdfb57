/**
 * Turns a stored contact message into an email for the brand's office and sends it over SMTP.
 *
 * Injection safety: every visitor value reaches nodemailer as data (the reply-to as an
 * `{ name, address }` object, the subject as a plain string it encodes), never as raw header text,
 * and single-line values have already lost every control character (sanitize.ts). The HTML body
 * escapes every value.
 */
import { createTransport } from "nodemailer";
import type { StoredContactMessage } from "./outbox.server.ts";

/** Everything the mailer sends; plain data so it can be checked without a server. */
export interface ContactMail {
  from: string;
  /** Always the brand's configured address, as stored when the message was accepted. */
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Stable across retries, so a mail system that saw an earlier attempt can drop the duplicate. */
  messageId: string;
  /** When the visitor's message was accepted, so a late delivery still sorts where it belongs. */
  date: Date;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The firm is in Ohio: times in the mail are Eastern, with the zone spelled out. */
const EASTERN_TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  dateStyle: "full",
  timeStyle: "long",
});

function easternTime(milliseconds: number): string {
  return EASTERN_TIME.format(new Date(milliseconds));
}

/** The page's timestamp comes from the visitor's browser: shown as sent, with Eastern time when it parses. */
function describePageTimestamp(timestamp: string | null): string {
  if (!timestamp) return "not sent by the browser";
  const parsed = Date.parse(timestamp);
  return Number.isFinite(parsed) ? `${easternTime(parsed)} (${timestamp}, the visitor's clock)` : timestamp;
}

export function contactMailSubject(message: Pick<StoredContactMessage, "name" | "brandName">): string {
  return `New website message from ${message.name} (${message.brandName})`;
}

/** Builds the mail for one stored message: plain text and an HTML version with every value escaped. */
export function composeContactMail(message: StoredContactMessage, from: string): ContactMail {
  const rows: Array<[label: string, value: string]> = [
    ["Name", message.name],
    ["Email", message.email],
    ["Phone", message.phone ?? "not given"],
    ["Service", message.service ?? "not chosen"],
    ["Brand", `${message.brandName} (${message.brandId})`],
    ["Form", message.formType],
    ["Sent from the page", describePageTimestamp(message.pageTimestamp)],
    ["Received by the website", easternTime(message.receivedAt)],
    ["Reference", `contact message #${message.id}`],
  ];
  // A held message is mailed only once someone released it: say why it arrives late.
  if (message.heldReason !== null) {
    rows.push(["Held for review", `${message.heldReason}; released from the outbox by hand`]);
  }
  const labelWidth = Math.max(...rows.map(([label]) => label.length)) + 2;

  const text = [
    `${message.name} sent a message through the ${message.brandName} website's contact form.`,
    "",
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(labelWidth)}${value}`),
    "",
    "Message:",
    message.message,
    "",
    `Reply to this email to answer ${message.name} directly at ${message.email}.`,
    "",
  ].join("\n");

  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    `<p>${escapeHtml(message.name)} sent a message through the ${escapeHtml(message.brandName)} website's contact form.</p>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell};font-weight:600">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    '<h2 style="font-size:16px;margin:20px 0 8px">Message</h2>',
    `<div style="white-space:pre-wrap;border-left:3px solid #c9c9c9;padding-left:12px">${escapeHtml(message.message)}</div>`,
    `<p style="margin-top:20px">Reply to this email to answer ${escapeHtml(message.name)} directly at ${escapeHtml(message.email)}.</p>`,
    "</body></html>",
    "",
  ].join("\n");

  return {
    from,
    to: message.recipient,
    replyTo: { name: message.name, address: message.email },
    subject: contactMailSubject(message),
    text,
    html,
    messageId: message.messageId,
    date: new Date(message.receivedAt),
  };
}

export interface Mailer {
  /** Resolves once the SMTP server has accepted the message for the recipient; rejects otherwise. */
  send(mail: ContactMail): Promise<void>;
  close(): void;
}

/** Short error text for the outbox: the SMTP reply when there is one, no stack trace. */
export function describeSendError(error: unknown): string {
  if (error instanceof Error) {
    const details = error as Error & { code?: unknown; responseCode?: unknown };
    const prefix = [details.code, details.responseCode]
      .filter((part) => part !== undefined && part !== "")
      .join(" ");
    return prefix ? `${prefix}: ${error.message}` : error.message;
  }
  return String(error);
}

export interface SmtpTimeouts {
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
}

/**
 * A mailer for an SMTP URL such as `smtp://user:pass@mail.example.com:587` or
 * `smtps://user:pass@mail.example.com`. Timeouts are much shorter than nodemailer's defaults
 * (2 min to connect, 10 min idle) because a stuck send would hold up every message behind it;
 * a timed-out send is simply retried later.
 */
export function createSmtpMailer(smtpUrl: string, timeouts: SmtpTimeouts = {}): Mailer {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionTimeoutMs ?? 10_000,
    greetingTimeout: timeouts.greetingTimeoutMs ?? 10_000,
    socketTimeout: timeouts.socketTimeoutMs ?? 30_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        date: mail.date,
      });
      const rejected = (info.rejected ?? []).map(String);
      if (rejected.length > 0)
        throw new Error(`the SMTP server refused the recipient ${rejected.join(", ")}`);
    },
    close() {
      transport.close();
    },
  };
}
