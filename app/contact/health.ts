/**
 * Whether the site does the one job it exists for: taking contact messages and getting them to the
 * firm. `/healthz` answers 503 with the reasons while it does not, and server/health-monitor.ts POSTs
 * an alert to ALERT_WEBHOOK_URL when the answer changes. The reasons:
 *
 *   contact-storage     the contact form cannot store messages (DATA_DIR unusable, a failed write)
 *   contact-overdue     a message has waited undelivered longer than CONTACT_OVERDUE_MINUTES
 *   contact-failed      a message failed for good (every attempt used) and waits for an operator
 */

export type HealthReasonCode = "contact-storage" | "contact-overdue" | "contact-failed";

export interface HealthReason {
  code: HealthReasonCode;
  /** One sentence for a person: what is wrong and what to do. */
  message: string;
}

/** What the contact service knows about itself (ContactService.healthFacts). */
export interface ContactHealthFacts {
  /** Why messages cannot be stored right now, or null when they can. */
  storageProblem: string | null;
  /** When the pending message that has waited longest was put in line, or null when none is pending. */
  oldestQueuedAt: number | null;
  /** Messages that failed for good. */
  failed: number;
}

export interface HealthReport {
  healthy: boolean;
  reasons: HealthReason[];
}

export const DEFAULT_OVERDUE_MINUTES = 30;

function minutes(milliseconds: number): string {
  const whole = Math.floor(milliseconds / 60_000);
  if (whole < 120) return `${whole} minute${whole === 1 ? "" : "s"}`;
  const hours = Math.floor(whole / 60);
  return hours < 48 ? `${hours} hours` : `${Math.floor(hours / 24)} days`;
}

/** The site's health from the contact service's facts. */
export function assessHealth(facts: ContactHealthFacts, { now, overdueMs }: { now: number; overdueMs: number }): HealthReport {
  const reasons: HealthReason[] = [];
  if (facts.storageProblem !== null) {
    reasons.push({
      code: "contact-storage",
      message: `The contact form cannot store messages and answers 503: ${facts.storageProblem}`,
    });
  }
  if (facts.oldestQueuedAt !== null && now - facts.oldestQueuedAt > overdueMs) {
    reasons.push({
      code: "contact-overdue",
      message:
        `A contact message has waited ${minutes(now - facts.oldestQueuedAt)} undelivered (more than ${minutes(overdueMs)}): ` +
        "check SMTP_URL and the mail server, and see npm run outbox -- list pending.",
    });
  }
  if (facts.failed > 0) {
    reasons.push({
      code: "contact-failed",
      message:
        `${facts.failed} contact message${facts.failed === 1 ? " has" : "s have"} failed for good: ` +
        "see npm run outbox -- list failed, then npm run outbox -- retry-failed.",
    });
  }
  return { healthy: reasons.length === 0, reasons };
}

