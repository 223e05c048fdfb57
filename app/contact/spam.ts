/**
 * The signs that a contact submission was sent by a program, not a person. A message that shows them is
 * held for review (outbox status "held"), never discarded, and the reason is kept with it.
 */
import { cleanString } from "./sanitize.ts";
import { HONEYPOT_FIELD, MINIMUM_FILL_MS } from "./fields.ts";

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === "string" && cleanString(value) === "");
}

/** Longest piece of a visitor's value quoted in a held reason. */
const MAX_QUOTED = 100;

function quoted(value: unknown): string {
  const text = typeof value === "string" ? cleanString(value) : (JSON.stringify(value) ?? String(value));
  return JSON.stringify(text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text);
}

/** Tenths of a second, rounded down: 2,999 ms is "2.9 s", never a too-fast "3.0 s". */
function seconds(milliseconds: number): string {
  return `${(Math.floor(milliseconds / 100) / 10).toFixed(1)} s`;
}

/** Why the form's timing does not look like a person's, or null when it does (or was not sent). */
function timingReason(startedAt: unknown, now: number, minimumFillMs: number): string | null {
  if (!isPresent(startedAt)) return null;
  const started = Number(typeof startedAt === "string" ? cleanString(startedAt) : startedAt);
  if (!Number.isFinite(started)) {
    return `the page's render time was unreadable: ${quoted(startedAt)}`;
  }
  const elapsed = now - started;
  if (elapsed < 0) return `the page's render time was ${seconds(-elapsed)} in the future`;
  if (elapsed < minimumFillMs) {
    return `sent ${seconds(elapsed)} after the page was rendered (a person takes at least ${seconds(minimumFillMs)})`;
  }
  return null;
}

/**
 * Why a submission looks automated (the hidden honeypot field filled in, the form sent too soon
 * after its page was rendered or with a forged render time), or null when it does not. Such a
 * message is held, never discarded: browser autofill and quick visitors trip these checks too.
 */
export function automatedReasons(
  submission: { honeypot: unknown; startedAt: unknown },
  now: number,
  minimumFillMs: number = MINIMUM_FILL_MS,
): string | null {
  const reasons: string[] = [];
  if (isPresent(submission.honeypot)) {
    reasons.push(`the hidden "${HONEYPOT_FIELD}" field was filled in: ${quoted(submission.honeypot)}`);
  }
  const timing = timingReason(submission.startedAt, now, minimumFillMs);
  if (timing) reasons.push(timing);
  return reasons.length > 0 ? reasons.join("; ") : null;
}
