/**
 * Contact throughput and zero loss: 1,000 valid submissions to POST /api/contact from 50 concurrent
 * clients (rate limits raised), delivered by the site's own worker to a real SMTP server
 * (smtp-server, tests/support/smtp-sink.ts). Proves acknowledged = stored = delivered, message by
 * message (each stored Message-ID arrives at the mail server).
 */
import { registerHooks } from "node:module";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { OUTBOX_FILE_NAME } from "../app/contact/outbox.server.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";
import { PORTS, QUICK, machine, percentile, round, sleep, startSite, tempDir, writeResult } from "./lib.ts";

// The brand modules import each other without extensions (Vite style); Node's own loader needs
// them, so ".ts" is added to extensionless relative imports that do not resolve as written.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (/^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier)) return nextResolve(`${specifier}.ts`, context);
      throw error;
    }
  },
});
const { BRANDS } = await import("../app/brands/index.ts");

const CLIENTS = 50;
const SUBMISSIONS = QUICK ? 200 : 1000;

function submission(index: number) {
  const brand = Object.values(BRANDS)[index % 3]!;
  const number = String(index).padStart(4, "0");
  return {
    formData: {
      name: `Bench Client ${number}`,
      email: `client${number}@example.com`,
      phone: "(740) 555-0142",
      service: brand.contactServiceOptions[0],
      message: `Message ${number}: we would like help with quarterly payroll filings for our shop in Dresden.`,
      formType: "contact",
      domain: brand.id,
      timestamp: new Date().toISOString(),
      recipientEmail: brand.contact.email,
    },
    domain: brand.id,
    recipientEmail: brand.contact.email,
  };
}

export async function runContactBench(): Promise<string> {
  const sink = await startSmtpSink();
  const dataDir = tempDir("contact");
  const site = await startSite(PORTS.contact, {
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    CONTACT_FROM: "Website contact form <website@dresdentax.com>",
    CONTACT_RATE_PER_MINUTE: "100000",
    CONTACT_RATE_PER_HOUR: "1000000",
    SITE_RATE_PER_MINUTE: "10000000",
  });
  try {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    let acknowledged = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let index = next++; index < SUBMISSIONS; index = next++) {
          const sent = performance.now();
          const response = await fetch(`${site.origin}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(submission(index)),
          });
          const body = (await response.json()) as { success?: boolean };
          latencies.push(performance.now() - sent);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 200 && body.success === true) acknowledged += 1;
        }
      }),
    );
    const elapsedMs = performance.now() - started;

    // Everything acknowledged must be in the outbox and then at the mail server.
    const deadline = Date.now() + 180_000;
    while (sink.messages.length < acknowledged && Date.now() < deadline) await sleep(200);
    const deliveredMs = performance.now() - started;
    await sleep(1_000); // late duplicates, if any, would arrive now

    const db = new DatabaseSync(path.join(dataDir, OUTBOX_FILE_NAME), { readOnly: true });
    const rows = db.prepare("SELECT message_id, status FROM contact_messages").all() as Array<{ message_id: string; status: string }>;
    db.close();
    const delivered = new Set(sink.messages.map((mail) => mail.headers.get("message-id")?.[0]));
    const storedIds = rows.map((row) => row.message_id);
    const missing = storedIds.filter((id) => !delivered.has(id));
    const names = new Set(sink.messages.map((mail) => /Bench Client (\d{4})/.exec(mail.subject)?.[1]));
    const result = {
      description:
        "POST /api/contact from concurrent clients on loopback; the site stores each message in SQLite before answering, then its worker delivers by SMTP to a real smtp-server on loopback.",
      machine: machine(),
      clients: CLIENTS,
      submissions: SUBMISSIONS,
      quick: QUICK,
      statuses: Object.fromEntries(statuses),
      requestsPerSecond: round((SUBMISSIONS / elapsedMs) * 1000),
      latencyMs: { p50: round(percentile(latencies, 50), 1), p99: round(percentile(latencies, 99), 1), max: round(Math.max(...latencies), 1) },
      acknowledged,
      stored: rows.length,
      delivered: sink.messages.length,
      distinctSubmissionsDelivered: names.size,
      storedButNotDelivered: missing.length,
      markedSent: rows.filter((row) => row.status === "sent").length,
      secondsUntilAllDelivered: round(deliveredMs / 1000, 1),
      zeroLoss: acknowledged === SUBMISSIONS && rows.length === acknowledged && missing.length === 0 && names.size === acknowledged,
    };
    console.log(
      `  ${SUBMISSIONS} submissions: ${result.requestsPerSecond} req/s, p99 ${result.latencyMs.p99} ms; acknowledged ${acknowledged} = stored ${rows.length} = delivered ${sink.messages.length} (${names.size} distinct) ${result.zeroLoss ? "— zero loss" : "— LOSS OR ERRORS"}`,
    );
    return writeResult("contact", result);
  } finally {
    await site.stop();
    await sink.stop();
  }
}
