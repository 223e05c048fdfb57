import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BRANDS } from "../brands/index";
import { createDeliveryWorker, type DeliveryWorkerOptions } from "./delivery.server";
import type { ContactMail, Mailer } from "./mailer.server";
import { openOutbox, type NewContactMessage, type Outbox } from "./outbox.server";

let dataDir: string;
let outbox: Outbox;
let clock: number;
const logs: string[] = [];
const logger = {
  info: (text: string) => logs.push(`info ${text}`),
  warn: (text: string) => logs.push(`warn ${text}`),
  error: (text: string) => logs.push(`error ${text}`),
};

function fakeMailer(failing: () => boolean) {
  const sent: ContactMail[] = [];
  const mailer: Mailer & { sent: ContactMail[]; closed: boolean } = {
    sent,
    closed: false,
    async send(mail) {
      if (failing()) throw Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
      sent.push(mail);
    },
    close() {
      mailer.closed = true;
    },
  };
  return mailer;
}

function add(overrides: Partial<NewContactMessage> = {}) {
  return outbox.add(
    {
      brandId: "payroll",
      brandName: "Dresden Payroll Services",
      recipient: "payroll@dresdenpayroll.com",
      name: "Sam Lee",
      email: "sam@example.com",
      message: "We need payroll for six employees.",
      formType: "contact",
      messageId: `<m-${Math.random()}@dresdenpayroll.com>`,
      ...overrides,
    },
    clock,
  );
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "delivery-test-"));
  outbox = openOutbox({ dataDir });
  clock = 1_000_000;
  logs.length = 0;
});

afterEach(() => {
  outbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const policy = { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 10_000 };

/** A worker on this test's outbox and clock, sending with `mailer`. */
function workerWith(mailer: Mailer | null, options: Partial<DeliveryWorkerOptions> = {}) {
  return createDeliveryWorker({
    getOutbox: () => outbox,
    mailer,
    from: "site@example.com",
    logger,
    now: () => clock,
    ...options,
  });
}

describe("deliverDue", () => {
  it("sends due messages to their brand's address and marks them sent", async () => {
    const mailer = fakeMailer(() => false);
    const worker = workerWith(mailer);
    const stored = add();
    expect(await worker.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(mailer.sent.map((mail) => mail.to)).toEqual(["payroll@dresdenpayroll.com"]);
    expect(outbox.get(stored.id)?.status).toBe("sent");
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("sends a message stored before the firm changed an address to the address configured now", async () => {
    const mailer = fakeMailer(() => false);
    const worker = workerWith(mailer);
    add({ recipient: "old-office@dresdenpayroll.com" });
    await worker.deliverDue();
    expect(mailer.sent.map((mail) => mail.to)).toEqual([BRANDS.payroll.contact.email]);
    expect(logs).toContain(`info contact: delivered message #1 to ${BRANDS.payroll.contact.email}`);
  });

  it("retries with backoff and marks failed after the last attempt, logging it", async () => {
    let down = true;
    const mailer = fakeMailer(() => down);
    const worker = workerWith(mailer, { retryPolicy: policy });
    const stored = add();
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(outbox.get(stored.id)).toMatchObject({
      status: "pending",
      attempts: 1,
      nextAttemptAt: clock + 1_000,
    });
    expect(outbox.get(stored.id)?.lastError).toContain("451");
    // Not due yet: nothing happens.
    clock += 999;
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock += 1;
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    clock += 2_000;
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(outbox.get(stored.id)?.status).toBe("failed");
    expect(logs.some((line) => line.startsWith("error") && line.includes(`retry ${stored.id}`))).toBe(true);
    // Operator requeues it and the mail server is back.
    down = false;
    outbox.retry(stored.id, clock);
    expect(await worker.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
  });

  it("without a mailer leaves messages pending and says so once at start", async () => {
    const worker = workerWith(null, { from: "" });
    add();
    worker.start();
    worker.start();
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(outbox.countUndelivered()).toBe(1);
    expect(logs.filter((line) => line.includes("SMTP_URL is not set"))).toHaveLength(1);
    expect(logs.find((line) => line.includes("SMTP_URL is not set"))).toContain("1 undelivered");
    await worker.stop();
  });

  it("does nothing while the outbox cannot be opened", async () => {
    const mailer = fakeMailer(() => false);
    const worker = createDeliveryWorker({ getOutbox: () => null, mailer, from: "x@example.com", logger });
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });
});

describe("the running loop", () => {
  it("delivers on wake, keeps going until the outbox is empty, and closes the mailer on stop", async () => {
    const mailer = fakeMailer(() => false);
    const worker = createDeliveryWorker({
      getOutbox: () => outbox,
      mailer,
      from: "site@example.com",
      logger,
      batchSize: 2,
      pollIntervalMs: 60_000,
    });
    clock = Date.now();
    for (let index = 0; index < 5; index += 1) add();
    worker.start();
    const deadline = Date.now() + 5_000;
    while (mailer.sent.length < 5 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(mailer.sent).toHaveLength(5);
    clock = Date.now();
    add();
    worker.wake();
    while (mailer.sent.length < 6 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(mailer.sent).toHaveLength(6);
    await worker.stop();
    expect(mailer.closed).toBe(true);
    expect(outbox.countUndelivered()).toBe(0);
  });
});
