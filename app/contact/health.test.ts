import { describe, expect, it } from "vitest";
import { assessHealth } from "./health";

const now = Date.UTC(2026, 10, 30, 12);
const overdueMs = 30 * 60_000;
const fine = { storageProblem: null, oldestQueuedAt: null, failed: 0 };

describe("assessHealth", () => {
  it("is healthy with nothing waiting, or a message waiting less than the limit", () => {
    expect(assessHealth(fine, { now, overdueMs })).toEqual({ healthy: true, reasons: [] });
    expect(assessHealth({ ...fine, oldestQueuedAt: now - overdueMs }, { now, overdueMs }).healthy).toBe(true);
  });

  it("names each reason, storage first, with what to do", () => {
    const report = assessHealth(
      { storageProblem: "the outbox cannot be written (disk full)", oldestQueuedAt: now - 3 * 24 * 60 * 60_000, failed: 2 },
      { now, overdueMs },
    );
    expect(report.healthy).toBe(false);
    expect(report.reasons).toEqual([
      {
        code: "contact-storage",
        message: "The contact form cannot store messages and answers 503: the outbox cannot be written (disk full)",
      },
      {
        code: "contact-overdue",
        message:
          "A contact message has waited 3 days undelivered (more than 30 minutes): check SMTP_URL and the mail server, and see npm run outbox -- list pending.",
      },
      {
        code: "contact-failed",
        message: "2 contact messages have failed for good: see npm run outbox -- list failed, then npm run outbox -- retry-failed.",
      },
    ]);
  });

  it("says how long in words that fit the wait", () => {
    const waited = (minutes: number) =>
      assessHealth({ ...fine, oldestQueuedAt: now - minutes * 60_000 }, { now, overdueMs: 60_000 }).reasons[0]?.message;
    expect(waited(2)).toContain("waited 2 minutes");
    expect(waited(90)).toContain("waited 90 minutes");
    expect(waited(5 * 60)).toContain("waited 5 hours");
  });
});
