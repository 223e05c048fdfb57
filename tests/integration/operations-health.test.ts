/**
 * /healthz tells the truth about the one job the site exists for (leads reaching the firm), and
 * ALERT_WEBHOOK_URL hears when that changes: each reason, at start-up and on recovery. The
 * production server as a child process, its outbox prepared beforehand through the outbox module.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openOutbox } from "../../app/contact/outbox.server";
import { seedMessage } from "../support/outbox";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { runOutboxCommand, waitFor } from "./contact-site";
import { startAlertReceiver, type AlertReceiver } from "./operations-support";
import { skipWithoutBuild, startSiteProcess, tempDir } from "./server-harness";

const skip = skipWithoutBuild("operations-health");

let sink: SmtpSink;
let receiver: AlertReceiver;
beforeAll(async () => {
  if (skip) return;
  sink = await startSmtpSink();
  receiver = await startAlertReceiver();
});
afterAll(async () => {
  await sink?.stop();
  await receiver?.close();
});

const message = (token: string) => seedMessage(token, `Waiting message ${token}`);

/** The site on `dataDir` with a mail server and the alert receiver. */
const mailedSite = (dataDir: string) =>
  startSiteProcess({ DATA_DIR: dataDir, ALERT_WEBHOOK_URL: receiver.url, SMTP_URL: sink.url, CONTACT_FROM: "website@dresdentax.com" });

async function health(origin: string) {
  const response = await fetch(`${origin}/healthz`);
  return { status: response.status, body: (await response.json()) as { status: string; reasons: Array<{ code: string; message: string }> } };
}

describe.skipIf(skip)("/healthz and the alert webhook", () => {
  it("a healthy site answers 200 with no reasons and alerts nobody", async () => {
    receiver.alerts.length = 0;
    const site = await startSiteProcess({ ALERT_WEBHOOK_URL: receiver.url, SMTP_URL: sink.url, CONTACT_FROM: "website@dresdentax.com" });
    try {
      expect(await health(site.origin)).toMatchObject({ status: 200, body: { status: "ok", reasons: [] } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.alerts).toEqual([]);
    } finally {
      await site.stop();
    }
  });

  it("contact-storage: 503 while the contact form cannot store messages, alerted at start-up", async () => {
    receiver.alerts.length = 0;
    const notAFolder = path.join(tempDir("health-storage"), "not-a-folder");
    writeFileSync(notAFolder, "a file where DATA_DIR should be a folder");
    const site = await startSiteProcess({ DATA_DIR: notAFolder, ALERT_WEBHOOK_URL: receiver.url });
    try {
      const answer = await health(site.origin);
      expect(answer.status).toBe(503);
      expect(answer.body.status).toBe("unhealthy");
      expect(answer.body.reasons.map((reason) => reason.code)).toEqual(["contact-storage"]);
      expect(answer.body.reasons[0]?.message).toContain(notAFolder);
      const [alert] = await receiver.waitForAlerts(1);
      expect(alert).toMatchObject({ status: "unhealthy", site: "https://dresdentax.com", reasons: answer.body.reasons });
      expect(String(alert?.text)).toMatch(/^https:\/\/dresdentax\.com is UNHEALTHY: The contact form cannot store messages/);
      // The same state again is not alerted again.
      await health(site.origin);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.alerts).toHaveLength(1);
    } finally {
      await site.stop();
    }
  });

  it("contact-overdue: a message waiting longer than CONTACT_OVERDUE_MINUTES, alerted at start-up, then recovered once delivered", async () => {
    receiver.alerts.length = 0;
    const dataDir = tempDir("health-overdue");
    const outbox = openOutbox({ dataDir });
    outbox.add(message("overdue"), Date.now() - 2 * 60 * 60_000);
    outbox.close();
    // Without a mail server: it stays overdue.
    const unmailed = await startSiteProcess({ DATA_DIR: dataDir, ALERT_WEBHOOK_URL: receiver.url });
    try {
      const answer = await health(unmailed.origin);
      expect(answer.status).toBe(503);
      expect(answer.body.reasons.map((reason) => reason.code)).toEqual(["contact-overdue"]);
      expect(answer.body.reasons[0]?.message).toMatch(/has waited 2 hours undelivered \(more than 30 minutes\)/);
      expect((await receiver.waitForAlerts(1))[0]).toMatchObject({ status: "unhealthy", reasons: answer.body.reasons });
    } finally {
      await unmailed.stop();
    }
    // With one: unhealthy at start (alerted), delivered at once, healthy again (alerted).
    const mailed = await mailedSite(dataDir);
    try {
      await waitFor(() => sink.messages.some((mail) => mail.text.includes("Waiting message overdue")), "the overdue message mailed");
      await waitFor(async () => (await health(mailed.origin)).status === 200, "/healthz back to 200");
      const alerts = await receiver.waitForAlerts(3);
      expect(alerts.map((alert) => alert.status)).toEqual(["unhealthy", "unhealthy", "recovered"]);
      expect(alerts[2]).toMatchObject({ reasons: [], text: "https://dresdentax.com has recovered: contact messages are stored and delivered again." });
    } finally {
      await mailed.stop();
    }
  });

  it("honours CONTACT_OVERDUE_MINUTES, and a held message released by hand is not overdue", async () => {
    const dataDir = tempDir("health-overdue-setting");
    const outbox = openOutbox({ dataDir });
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    const held = outbox.hold(message("held"), "looked automated", Date.now() - 5 * 24 * 60 * 60_000);
    outbox.close();
    const site = await startSiteProcess({ DATA_DIR: dataDir, CONTACT_OVERDUE_MINUTES: "5" });
    try {
      expect((await health(site.origin)).status).toBe(200);
      expect((await runOutboxCommand(dataDir, "release", String(held.id))).code).toBe(0);
      // Released now (no mail server here, so it waits): counted from its release, not its arrival 5 days ago.
      expect((await health(site.origin)).status).toBe(200);
      const more = openOutbox({ dataDir });
      more.add(message("ten-minutes"), tenMinutesAgo);
      more.close();
      const answer = await health(site.origin);
      expect(answer.status).toBe(503);
      expect(answer.body.reasons[0]?.message).toMatch(/has waited 10 minutes undelivered \(more than 5 minutes\)/);
    } finally {
      await site.stop();
    }
  });

  it("contact-failed: a message that failed for good until an operator retries it; an alert the receiver refused is sent again", async () => {
    receiver.alerts.length = 0;
    receiver.answerWith(503);
    const dataDir = tempDir("health-failed");
    const outbox = openOutbox({ dataDir });
    const stored = outbox.add(message("failed"));
    outbox.claimDue({ now: Date.now(), leaseMs: 1, limit: 1 });
    outbox.recordFailure(stored.id, "550 mailbox unavailable", Date.now(), { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 1 });
    outbox.close();
    const site = await mailedSite(dataDir);
    try {
      const answer = await health(site.origin);
      expect(answer.status).toBe(503);
      expect(answer.body.reasons).toEqual([
        {
          code: "contact-failed",
          message: "1 contact message has failed for good: see npm run outbox -- list failed, then npm run outbox -- retry-failed.",
        },
      ]);
      await waitFor(() => site.logs().includes("the alert webhook failed (it answered 503)"), "the refused alert logged");
      receiver.answerWith(204);
      // Sent again when the health is next worked out (an uptime monitor's request to /healthz, or the 30 s timer).
      await health(site.origin);
      await receiver.waitForAlerts(1);
      expect(receiver.alerts[0]).toMatchObject({ status: "unhealthy", reasons: answer.body.reasons });

      expect((await runOutboxCommand(dataDir, "retry-failed")).code).toBe(0);
      await waitFor(() => sink.messages.some((mail) => mail.text.includes("Waiting message failed")), "the retried message mailed", 30_000);
      await waitFor(async () => (await health(site.origin)).status === 200, "/healthz back to 200");
      expect((await receiver.waitForAlerts(2))[1]).toMatchObject({ status: "recovered" });
    } finally {
      await site.stop();
    }
  }, 60_000);
});
