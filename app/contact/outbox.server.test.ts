import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkOutboxFile, openOutbox, restoreOutbox, retryDelayMs, type NewContactMessage, type Outbox } from "./outbox.server";

let dataDir: string;
let outbox: Outbox;

function message(overrides: Partial<NewContactMessage> = {}): NewContactMessage {
  return {
    brandId: "dresdentax",
    brandName: "Dresden Tax & Accounting",
    recipient: "info@dresdentax.com",
    name: "Jane Doe",
    email: "jane@example.com",
    phone: "(740) 555-0101",
    service: "Bookkeeping",
    message: "Please call me about my books.",
    formType: "contact",
    pageTimestamp: "2026-03-02T15:04:05.000Z",
    messageId: `<contact-${Math.random().toString(36).slice(2)}@dresdentax.com>`,
    ...overrides,
  };
}

const policy = { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 3_000 };

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "outbox-test-"));
  outbox = openOutbox({ dataDir: join(dataDir, "nested", "data") });
});

afterEach(() => {
  outbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("retryDelayMs", () => {
  it("doubles from the base and stops at the cap", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempt) => retryDelayMs(attempt));
    expect(delays).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(10_000)).toBe(3_600_000);
  });
});

describe("openOutbox", () => {
  it("creates the folder and a WAL-mode database file", () => {
    expect(outbox.path).toBe(join(dataDir, "nested", "data", "contact-outbox.sqlite"));
    expect(outbox.countUndelivered()).toBe(0);
  });

  it("throws when the data folder cannot be created", () => {
    const file = join(dataDir, "a-file");
    writeFileSync(file, "not a folder");
    expect(() => openOutbox({ dataDir: join(file, "data") })).toThrow();
  });

  it("keeps messages across close and reopen", () => {
    const stored = outbox.add(message(), 1_000);
    outbox.close();
    outbox = openOutbox({ dataDir: join(dataDir, "nested", "data") });
    expect(outbox.get(stored.id)).toEqual(stored);
  });
});

describe("outbox lifecycle", () => {
  it("stores a new message as pending, due at once, with no attempts", () => {
    const stored = outbox.add(message({ phone: null, service: undefined }), 5_000);
    expect(stored).toMatchObject({
      status: "pending",
      attempts: 0,
      nextAttemptAt: 5_000,
      receivedAt: 5_000,
      phone: null,
      service: null,
      lastError: null,
      sentAt: null,
    });
    expect(outbox.countUndelivered()).toBe(1);
    expect(outbox.nextAttemptAt()).toBe(5_000);
  });

  it("claims due messages once: a claimed message is leased and counted as an attempt", () => {
    const first = outbox.add(message(), 0);
    const second = outbox.add(message(), 0);
    outbox.add(message(), 0);
    const claimed = outbox.claimDue({ now: 10, leaseMs: 60_000, limit: 2 });
    expect(claimed.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(claimed.every((row) => row.attempts === 1 && row.nextAttemptAt === 60_010)).toBe(true);
    expect(outbox.claimDue({ now: 20, leaseMs: 60_000, limit: 10 })).toHaveLength(1);
    expect(outbox.claimDue({ now: 30, leaseMs: 60_000, limit: 10 })).toHaveLength(0);
    // A worker that died mid-send: the lease runs out and the message is due again.
    expect(outbox.claimDue({ now: 60_010, leaseMs: 60_000, limit: 10 }).map((row) => row.id)).toEqual([
      first.id,
      second.id,
    ]);
  });

  it("marks a delivered message sent and stops counting it", () => {
    const stored = outbox.add(message(), 0);
    outbox.claimDue({ now: 0, leaseMs: 1_000, limit: 1 });
    outbox.markSent(stored.id, 500);
    expect(outbox.get(stored.id)).toMatchObject({ status: "sent", sentAt: 500 });
    expect(outbox.countUndelivered()).toBe(0);
    expect(outbox.claimDue({ now: 10_000, leaseMs: 1_000, limit: 1 })).toHaveLength(0);
  });

  it("backs off after each failure and marks the message failed after the last attempt", () => {
    const stored = outbox.add(message(), 0);
    let now = 0;
    const statuses: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const [claimed] = outbox.claimDue({ now, leaseMs: 100_000, limit: 1 });
      expect(claimed?.attempts).toBe(attempt);
      statuses.push(outbox.recordFailure(stored.id, `451 try later (${attempt})`, now, policy));
      now = outbox.get(stored.id)?.nextAttemptAt ?? now;
    }
    expect(statuses).toEqual(["pending", "pending", "failed"]);
    const failed = outbox.get(stored.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 3, lastError: "451 try later (3)" });
    expect(outbox.countUndelivered()).toBe(1);
    expect(outbox.nextAttemptAt()).toBeNull();
  });

  it("schedules retries 1 s then 2 s after the failures with a 1 s base", () => {
    const stored = outbox.add(message(), 0);
    outbox.claimDue({ now: 0, leaseMs: 100_000, limit: 1 });
    outbox.recordFailure(stored.id, "down", 100, policy);
    expect(outbox.get(stored.id)?.nextAttemptAt).toBe(1_100);
    outbox.claimDue({ now: 1_100, leaseMs: 100_000, limit: 1 });
    outbox.recordFailure(stored.id, "down", 1_200, policy);
    expect(outbox.get(stored.id)?.nextAttemptAt).toBe(3_200);
  });

  it("retry requeues a failed message with fresh attempts; sent and unknown messages are refused", () => {
    const stored = outbox.add(message(), 0);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      outbox.claimDue({ now: 10_000_000, leaseMs: 1, limit: 1 });
      outbox.recordFailure(stored.id, "down", 0, policy);
    }
    expect(outbox.get(stored.id)?.status).toBe("failed");
    expect(outbox.retry(stored.id, 42)).toBe("requeued");
    expect(outbox.get(stored.id)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: 42 });
    outbox.markSent(stored.id, 50);
    expect(outbox.retry(stored.id)).toBe("already-sent");
    expect(outbox.retry(9_999)).toBe("not-found");
  });

  it("retryFailed requeues every failed message and nothing else", () => {
    const failing = [outbox.add(message(), 0), outbox.add(message(), 0)];
    const pending = outbox.add(message(), 0);
    for (const stored of failing) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        outbox.claimDue({ now: 10_000_000, leaseMs: 1, limit: 3 });
        outbox.recordFailure(stored.id, "down", 0, policy);
      }
    }
    expect(
      outbox
        .list({ status: "failed" })
        .map((row) => row.id)
        .sort(),
    ).toEqual(failing.map((row) => row.id).sort());
    expect(outbox.retryFailed(7)).toBe(2);
    expect(outbox.list({ status: "failed" })).toHaveLength(0);
    expect(outbox.get(pending.id)?.status).toBe("pending");
  });

  it("lists newest first, filtered by status and limited", () => {
    const ids = [outbox.add(message(), 0).id, outbox.add(message(), 1).id, outbox.add(message(), 2).id];
    outbox.markSent(ids[0] as number, 3);
    expect(outbox.list().map((row) => row.id)).toEqual([...ids].reverse());
    expect(outbox.list({ status: "sent" }).map((row) => row.id)).toEqual([ids[0]]);
    expect(outbox.list({ limit: 1 }).map((row) => row.id)).toEqual([ids[2]]);
  });

  it("stores text exactly, including quotes, HTML and non-Latin scripts", () => {
    const text = `Robert'); DROP TABLE contact_messages;-- <b>"bold"</b> Ünïcödé 日本語 👍`;
    const stored = outbox.add(message({ name: text, message: text }), 0);
    expect(outbox.get(stored.id)).toMatchObject({ name: text, message: text });
    expect(outbox.countUndelivered()).toBe(1);
  });
});

describe("held messages", () => {
  it("are stored as held with their reason, not due, not undelivered, and never claimed", () => {
    const held = outbox.hold(message(), "the hidden field was filled in", 1_000);
    expect(held).toMatchObject({ status: "held", heldReason: "the hidden field was filled in", attempts: 0 });
    expect(outbox.countHeld()).toBe(1);
    expect(outbox.countUndelivered()).toBe(0);
    expect(outbox.nextAttemptAt()).toBeNull();
    expect(outbox.claimDue({ now: 10_000_000, leaseMs: 1, limit: 10 })).toHaveLength(0);
    expect(outbox.list({ status: "held" }).map((row) => row.id)).toEqual([held.id]);
  });

  it("release makes a held message pending and due now, keeping the reason; nothing else can be released", () => {
    const held = outbox.hold(message(), "sent 0.5 s after the page was rendered", 1_000);
    expect(outbox.retry(held.id)).toBe("held");
    expect(outbox.get(held.id)?.status).toBe("held");
    expect(outbox.release(held.id, 5_000)).toBe("released");
    expect(outbox.get(held.id)).toMatchObject({
      status: "pending",
      nextAttemptAt: 5_000,
      attempts: 0,
      heldReason: "sent 0.5 s after the page was rendered",
    });
    expect(outbox.countHeld()).toBe(0);
    expect(outbox.countUndelivered()).toBe(1);
    expect(outbox.claimDue({ now: 5_000, leaseMs: 1, limit: 1 }).map((row) => row.id)).toEqual([held.id]);
    expect(outbox.release(held.id)).toBe("not-held");
    expect(outbox.release(outbox.add(message(), 0).id)).toBe("not-held");
    expect(outbox.release(9_999)).toBe("not-found");
  });

  it("keeps at most keepAtMost held messages, removing the oldest first and nothing that is not held", () => {
    const pending = outbox.add(message(), 0);
    const held = [5, 1, 3, 4].map((receivedAt) => outbox.hold(message(), "spam", receivedAt, 3));
    // Received at 5, 3 and 4 are kept: the one received at 1 was the oldest.
    expect(
      outbox
        .list({ status: "held" })
        .map((row) => row.receivedAt)
        .sort(),
    ).toEqual([3, 4, 5]);
    expect(outbox.get(held[1]?.id ?? 0)).toBeUndefined();
    outbox.hold(message(), "spam", 6, 1);
    expect(outbox.list({ status: "held" }).map((row) => row.receivedAt)).toEqual([6]);
    expect(outbox.get(pending.id)?.status).toBe("pending");
  });

  it("purgeHeld removes held messages received before the cut-off and nothing else", () => {
    const old = outbox.hold(message(), "spam", 100);
    const recent = outbox.hold(message(), "spam", 300);
    const oldPending = outbox.add(message(), 100);
    const oldReleased = outbox.hold(message(), "spam", 100);
    outbox.release(oldReleased.id, 150);
    expect(outbox.purgeHeld(200)).toBe(1);
    expect(outbox.get(old.id)).toBeUndefined();
    expect(outbox.get(recent.id)?.status).toBe("held");
    expect(outbox.get(oldPending.id)?.status).toBe("pending");
    expect(outbox.get(oldReleased.id)?.status).toBe("pending");
    expect(outbox.purgeHeld(200)).toBe(0);
  });
});

describe("an outbox file of schema version 1", () => {
  it("is upgraded in place: every message kept, numbering carried on, and 'held' allowed", () => {
    const v1Dir = join(dataDir, "v1");
    mkdirSync(v1Dir);
    const db = new DatabaseSync(join(v1Dir, "contact-outbox.sqlite"));
    db.exec(`
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT, received_at INTEGER NOT NULL, brand_id TEXT NOT NULL,
        brand_name TEXT NOT NULL, recipient TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT,
        service TEXT, message TEXT NOT NULL, form_type TEXT NOT NULL, page_timestamp TEXT,
        message_id TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT, sent_at INTEGER,
        updated_at INTEGER NOT NULL);
      CREATE INDEX contact_messages_due ON contact_messages (status, next_attempt_at);
      CREATE TABLE outbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO contact_messages (received_at, brand_id, brand_name, recipient, name, email, message, form_type,
        message_id, status, attempts, next_attempt_at, last_error, updated_at)
      VALUES
        (1, 'payroll', 'Dresden Payroll Services', 'payroll@dresdenpayroll.com', 'Sam Lee', 'sam@example.com',
         'Six employees.', 'contact', '<a@x>', 'failed', 10, 5, '550 no such user', 9),
        (2, 'payroll', 'Dresden Payroll Services', 'payroll@dresdenpayroll.com', 'Ann Keller', 'ann@example.com',
         'Meeting please.', 'schedule', '<b@x>', 'pending', 0, 2, NULL, 2),
        (3, 'payroll', 'Dresden Payroll Services', 'payroll@dresdenpayroll.com', 'Gone', 'gone@example.com',
         'Removed by hand.', 'contact', '<c@x>', 'sent', 1, 3, NULL, 3);
      DELETE FROM contact_messages WHERE id = 3;
      PRAGMA user_version = 1;
    `);
    db.close();

    const upgraded = openOutbox({ dataDir: v1Dir });
    try {
      expect(
        upgraded.list().map((row) => [row.id, row.status, row.name, row.lastError, row.heldReason]),
      ).toEqual([
        [2, "pending", "Ann Keller", null, null],
        [1, "failed", "Sam Lee", "550 no such user", null],
      ]);
      expect(upgraded.countUndelivered()).toBe(2);
      // Number 3 was handed out before; it is never handed out again.
      expect(upgraded.hold(message(), "spam", 10).id).toBe(4);
      expect(upgraded.retry(1, 20)).toBe("requeued");
    } finally {
      upgraded.close();
    }
    // Opening it again changes nothing.
    const reopened = openOutbox({ dataDir: v1Dir });
    expect(reopened.countHeld()).toBe(1);
    expect(reopened.countUndelivered()).toBe(2);
    reopened.close();
  });

  it("a newer schema than this code knows is refused rather than misread", () => {
    const futureDir = join(dataDir, "future");
    mkdirSync(futureDir);
    const db = new DatabaseSync(join(futureDir, "contact-outbox.sqlite"));
    db.exec("PRAGMA user_version = 99");
    db.close();
    expect(() => openOutbox({ dataDir: futureDir })).toThrow(/schema version 99/);
  });
});

describe("what /healthz reads", () => {
  it("counts failed messages, and dates the wait from acceptance, release or a retry by hand", () => {
    const first = outbox.add(message(), 1_000);
    const held = outbox.hold(message(), "looked automated", 500);
    expect(outbox.oldestQueuedAt()).toBe(1_000);
    outbox.release(held.id, 5_000);
    expect(outbox.get(held.id)?.queuedAt).toBe(5_000);
    expect(outbox.oldestQueuedAt()).toBe(1_000);
    outbox.claimDue({ now: 2_000, leaseMs: 1, limit: 10 });
    outbox.recordFailure(first.id, "550 no", 2_000, { ...policy, maxAttempts: 1 });
    expect(outbox.countFailed()).toBe(1);
    expect(outbox.oldestQueuedAt()).toBe(5_000);
    outbox.retry(first.id, 9_000);
    expect(outbox.countFailed()).toBe(0);
    expect(outbox.get(first.id)?.queuedAt).toBe(9_000);
    outbox.markSent(held.id, 9_500);
    outbox.markSent(first.id, 9_500);
    expect(outbox.oldestQueuedAt()).toBeNull();
  });

  it("reads rows written before queued_at existed as waiting since they were received", () => {
    const stored = outbox.add(message(), 1_000);
    const db = new DatabaseSync(outbox.path);
    db.prepare("UPDATE contact_messages SET queued_at = NULL WHERE id = ?").run(stored.id);
    db.close();
    expect(outbox.get(stored.id)?.queuedAt).toBe(1_000);
    expect(outbox.oldestQueuedAt()).toBe(1_000);
  });

  it("probeWrite commits a write, and fails when the file cannot be written", () => {
    expect(() => outbox.probeWrite()).not.toThrow();
    outbox.close();
    expect(() => outbox.probeWrite()).toThrow();
  });
});

describe("backup and restore", () => {
  it("backup writes one checked, self-contained copy; restore puts it in an empty DATA_DIR only", async () => {
    outbox.add(message({ message: "first" }));
    outbox.hold(message({ message: "second" }), "looked automated");
    const file = join(dataDir, "copies", "outbox-copy.sqlite");
    mkdirSync(join(dataDir, "copies"));
    expect(await outbox.backup(file)).toEqual({ pending: 1, sent: 0, failed: 0, held: 1, total: 2 });
    expect(checkOutboxFile(file).total).toBe(2);
    const copy = new DatabaseSync(file, { readOnly: true });
    expect((copy.prepare("PRAGMA journal_mode").get() as { journal_mode: string }).journal_mode).toBe("delete");
    copy.close();

    const fresh = join(dataDir, "fresh");
    expect(await restoreOutbox({ dataDir: fresh, from: file })).toMatchObject({ total: 2 });
    const restored = openOutbox({ dataDir: fresh });
    expect(restored.list().map((row) => row.message)).toEqual(["second", "first"]);
    restored.add(message({ message: "after the restore" }));
    restored.close();
    await expect(restoreOutbox({ dataDir: fresh, from: file })).rejects.toThrow(/already holds an outbox/);
  });

  it("a damaged or foreign file is refused, naming what is wrong", async () => {
    const junk = join(dataDir, "junk.sqlite");
    writeFileSync(junk, "not a database at all");
    await expect(restoreOutbox({ dataDir: join(dataDir, "a"), from: junk })).rejects.toThrow(/not a database/);
    const foreign = join(dataDir, "foreign.sqlite");
    const db = new DatabaseSync(foreign);
    db.exec("CREATE TABLE notes (text TEXT)");
    db.close();
    expect(() => checkOutboxFile(foreign)).toThrow(/is not a contact outbox/);
    await expect(restoreOutbox({ dataDir: join(dataDir, "b"), from: join(dataDir, "missing.sqlite") })).rejects.toThrow(/there is no file/);
  });
});
