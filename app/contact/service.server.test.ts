import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BRANDS } from "../brands/index";
import { openOutbox, type NewContactMessage } from "./outbox.server";
import { createContactService } from "./service.server";
import { envelope, recordingLogger, silent } from "./test-support";

const brand = BRANDS.dresdentax;
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "contact-service-test-"));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("createContactService", () => {
  it("requires CONTACT_FROM when SMTP_URL is set", () => {
    expect(() => createContactService({ dataDir, smtpUrl: "smtp://127.0.0.1:25", logger: silent })).toThrow(
      /CONTACT_FROM/,
    );
  });

  it("logs clearly and answers 503 when DATA_DIR is unusable, and recovers once it is fixed", async () => {
    const blocker = join(dataDir, "blocker");
    writeFileSync(blocker, "a file where the data folder should be");
    const errors: string[] = [];
    const service = createContactService({
      dataDir: join(blocker, "data"),
      logger: { ...silent, error: (text: string) => errors.push(text) },
      reopenIntervalMs: 0,
      mailer: null,
    });
    expect(errors[0]).toContain("CANNOT OPEN THE CONTACT OUTBOX");
    expect(service.countUndelivered()).toBeNull();
    expect(service.countHeld()).toBeNull();
    expect(service.purgeHeld()).toBe(0);
    expect(service.accept(envelope()).status).toBe(503);
    expect(service.accept(envelope({ company_website: "spam" })).status).toBe(503);
    rmSync(blocker);
    expect(service.accept(envelope()).status).toBe(200);
    expect(service.accept(envelope({ company_website: "spam" })).status).toBe(200);
    expect(service.countUndelivered()).toBe(1);
    expect(service.countHeld()).toBe(1);
    await service.stop();
  });

  it("reports for /healthz whether messages can be stored: a failed store or write probe until the next success", async () => {
    const blocker = join(dataDir, "health-blocker");
    writeFileSync(blocker, "a file where the data folder should be");
    const unusable = createContactService({ dataDir: join(blocker, "data"), logger: silent, mailer: null });
    expect(unusable.healthFacts().storageProblem).toMatch(/^the outbox in DATA_DIR=.*health-blocker\/data cannot be opened/);
    await unusable.stop();

    const service = createContactService({ dataDir: join(dataDir, "health"), logger: silent, mailer: null });
    expect(service.healthFacts({ probe: true })).toEqual({ storageProblem: null, oldestQueuedAt: null, failed: 0 });
    const outbox = service.getOutbox()!;
    const { add } = outbox;
    outbox.add = () => {
      throw new Error("disk I/O error");
    };
    expect(service.accept(envelope()).status).toBe(503);
    expect(service.healthFacts().storageProblem).toBe("storing a visitor's message failed (see the log)");
    outbox.add = add;
    expect(service.accept(envelope()).status).toBe(200);
    expect(service.healthFacts().storageProblem).toBeNull();
    expect(service.healthFacts().oldestQueuedAt).not.toBeNull();
    outbox.probeWrite = () => {
      throw new Error("attempt to write a readonly database");
    };
    expect(service.healthFacts({ probe: true }).storageProblem).toBe(
      "the outbox cannot be written (attempt to write a readonly database)",
    );
    await service.stop();
  });

  it("removes held messages older than the retention period when it starts, and then every interval", async () => {
    const serviceDir = join(dataDir, "service");
    const day = 24 * 60 * 60_000;
    const seeded = openOutbox({ dataDir: serviceDir });
    const heldMessage = (label: string): NewContactMessage => ({
      brandId: brand.id,
      brandName: brand.name,
      recipient: brand.contact.email,
      name: label,
      email: "jane@example.com",
      message: "Held for review.",
      formType: "contact",
      messageId: `<${label}@dresdentax.com>`,
    });
    const old = seeded.hold(heldMessage("old"), "honeypot", Date.now() - 8 * day);
    const recent = seeded.hold(heldMessage("recent"), "honeypot", Date.now() - 6 * day);
    const oldPending = seeded.add(heldMessage("old-pending"), Date.now() - 8 * day);
    seeded.close();

    const logger = recordingLogger();
    const service = createContactService({
      dataDir: serviceDir,
      mailer: null,
      logger,
      heldRetentionDays: 7,
      heldPurgeIntervalMs: 50,
    });
    service.start();
    const outboxNow = service.getOutbox();
    expect(outboxNow?.get(old.id)).toBeUndefined();
    expect(outboxNow?.get(recent.id)?.status).toBe("held");
    expect(outboxNow?.get(oldPending.id)?.status).toBe("pending");
    expect(logger.lines).toContain("info contact: removed 1 held message received more than 7 days ago");

    // Received (by the clock) 7 days and 20 ms ago: the next pass removes it.
    const aging = outboxNow?.hold(heldMessage("aging"), "honeypot", Date.now() - 7 * day + 20);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outboxNow?.get(aging?.id ?? 0)).toBeUndefined();
    expect(service.countHeld()).toBe(1);
    await service.stop();
  });
});
