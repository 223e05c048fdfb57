/**
 * The contact outbox: every accepted message is committed to SQLite before the visitor is told it
 * was sent, and stays there with its delivery state (pending, sent, failed) so that nothing is
 * lost to a crash, a restart or an SMTP outage. A message that looks automated is kept as held:
 * never mailed unless an operator releases it, and removed after a retention period or when held
 * messages pass a cap (oldest first), so a flood of spam cannot fill the disk.
 *
 * This module is also loaded by `scripts/outbox.ts` under Node's own type stripping, so it imports
 * only Node built-ins and keeps to erasable TypeScript (no enums, no parameter properties).
 */
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { backup, DatabaseSync, type StatementSync } from "node:sqlite";

export const OUTBOX_FILE_NAME = "contact-outbox.sqlite";

export const OUTBOX_STATUSES = ["pending", "sent", "failed", "held"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** How long a held message is kept for review before the server removes it (CONTACT_HELD_RETENTION_DAYS). */
export const DEFAULT_HELD_RETENTION_DAYS = 30;

/**
 * Most held messages kept at once; past it the oldest go first. A message is at most about 6 KB
 * (the form's limits), so held messages take at most about 60 MB.
 */
export const DEFAULT_HELD_LIMIT = 10_000;

/** A message as accepted from a visitor, before it is stored. */
export interface NewContactMessage {
  brandId: string;
  brandName: string;
  /** The brand's configured address, never an address taken from the request. */
  recipient: string;
  name: string;
  email: string;
  phone?: string | null;
  service?: string | null;
  message: string;
  formType: string;
  /** The browser's clock when the visitor pressed send, as sent (ISO 8601), if it was readable. */
  pageTimestamp?: string | null;
  /** RFC 5322 Message-ID, fixed at acceptance so every retry sends the same message. */
  messageId: string;
}

export interface StoredContactMessage {
  id: number;
  /** Server clock when the message was accepted, in ms since 1970. */
  receivedAt: number;
  brandId: string;
  brandName: string;
  recipient: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  formType: string;
  pageTimestamp: string | null;
  messageId: string;
  status: OutboxStatus;
  /** Delivery attempts started so far (an attempt counts from the moment it is claimed). */
  attempts: number;
  /** Earliest time (ms since 1970) the delivery worker may try again. */
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
  updatedAt: number;
  /** Why the message was held as possibly automated; kept after it is released. */
  heldReason: string | null;
  /**
   * When the message was last put in line for delivery: accepted, released or retried by hand. How
   * long it has waited (for /healthz) counts from here, so releasing an old held message is not overdue.
   */
  queuedAt: number;
}

/** How delivery failures are retried. */
export interface RetryPolicy {
  /** After this many failed attempts the message is marked failed (kept, logged, retryable by hand). */
  maxAttempts: number;
  /** Delay after the first failure; it doubles after each further failure. */
  baseDelayMs: number;
  /** Longest delay between two attempts. */
  maxDelayMs: number;
}

/** 30 s, 1 min, 2 min, ... capped at 1 h: ten attempts span about three and a half hours. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
};

/** Delay before the next attempt after `failedAttempts` failures (1 or more): exponential, capped. */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2 ** 40 is already far beyond any cap; stop growing before the number loses meaning.
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 40));
}

export type RetryOutcome = "requeued" | "not-found" | "already-sent" | "held";
export type ReleaseOutcome = "released" | "not-found" | "not-held";

export interface Outbox {
  /** Absolute path of the SQLite file. */
  readonly path: string;
  /** Commits a new pending message, due at once, and returns it as stored. */
  add(message: NewContactMessage, now?: number): StoredContactMessage;
  /**
   * Commits a message that looks automated as held, with the reason, and removes the oldest held
   * messages past `keepAtMost` in the same transaction.
   */
  hold(message: NewContactMessage, reason: string, now?: number, keepAtMost?: number): StoredContactMessage;
  /** Turns a held message into a pending one, due now, to be delivered like any other. */
  release(id: number, now?: number): ReleaseOutcome;
  /** Removes held messages received before `receivedBefore`; returns how many. */
  purgeHeld(receivedBefore: number): number;
  /**
   * Takes up to `limit` pending messages that are due and leases them for `leaseMs` (their next
   * attempt moves that far ahead and their attempt count goes up), so a worker that dies in the
   * middle of a send leaves them to be tried again once the lease runs out.
   */
  claimDue(options: { now: number; leaseMs: number; limit: number }): StoredContactMessage[];
  markSent(id: number, now?: number): void;
  /** Records a failed attempt: schedules the next one, or marks the message failed after the last. */
  recordFailure(id: number, error: string, now?: number, policy?: RetryPolicy): OutboxStatus;
  get(id: number): StoredContactMessage | undefined;
  /** Newest first. */
  list(options?: { status?: OutboxStatus; limit?: number }): StoredContactMessage[];
  /** Makes a pending or failed message due now with a fresh set of attempts (a held one needs `release`). */
  retry(id: number, now?: number): RetryOutcome;
  /** `retry` for every failed message; returns how many were requeued. */
  retryFailed(now?: number): number;
  /** Messages not yet delivered: pending plus failed (held messages are not meant to be). */
  countUndelivered(): number;
  countHeld(): number;
  /** Messages that failed for good (every attempt used) and wait for an operator's retry. */
  countFailed(): number;
  /** When the pending message that has waited longest was put in line (see queuedAt), or null. */
  oldestQueuedAt(): number | null;
  /** Commits a small write, to prove the file can still be written (the health check's probe). */
  probeWrite(now?: number): void;
  /**
   * Writes a consistent copy of the outbox to `file` while it is in use (SQLite's online backup),
   * checks the copy and only then puts it in place; returns what the copy holds.
   */
  backup(file: string): Promise<OutboxSummary>;
  /** When the earliest pending message is due, or null when nothing is pending. */
  nextAttemptAt(): number | null;
  close(): void;
}

/** What an outbox file holds, by status. */
export type OutboxSummary = Record<OutboxStatus, number> & { total: number };

const SCHEMA_VERSION = 2;

const MESSAGES_TABLE = (name: string) => `
CREATE TABLE ${name} (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at     INTEGER NOT NULL,
  brand_id        TEXT    NOT NULL,
  brand_name      TEXT    NOT NULL,
  recipient       TEXT    NOT NULL,
  name            TEXT    NOT NULL,
  email           TEXT    NOT NULL,
  phone           TEXT,
  service         TEXT,
  message         TEXT    NOT NULL,
  form_type       TEXT    NOT NULL,
  page_timestamp  TEXT,
  message_id      TEXT    NOT NULL UNIQUE,
  status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'held')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error      TEXT,
  sent_at         INTEGER,
  updated_at      INTEGER NOT NULL,
  held_reason     TEXT,
  queued_at       INTEGER
);`;

const INDEXES = `
CREATE INDEX IF NOT EXISTS contact_messages_due ON contact_messages (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS contact_messages_by_age ON contact_messages (status, received_at);
`;

const META_TABLE = `
CREATE TABLE IF NOT EXISTS outbox_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);`;

/** Version 1's columns, all kept by version 2. */
const VERSION_1_COLUMNS =
  "id, received_at, brand_id, brand_name, recipient, name, email, phone, service, message, form_type, " +
  "page_timestamp, message_id, status, attempts, next_attempt_at, last_error, sent_at, updated_at";

/** Runs `work` in one write transaction: all of it is committed, or none of it. */
function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

/**
 * Brings the file to SCHEMA_VERSION inside one write transaction, so the site and an operator's
 * `npm run outbox` opening the same file at once cannot both migrate it. Version 1's status check
 * did not allow 'held', and SQLite cannot change a check in place: the table is copied.
 */
function migrate(db: DatabaseSync, path: string): void {
  inTransaction(db, () => {
    const version = Number((db.prepare("PRAGMA user_version").get() as Row).user_version);
    if (version > SCHEMA_VERSION) {
      throw new Error(
        `${path} has schema version ${version}; this code knows version ${SCHEMA_VERSION} at most`,
      );
    }
    const hasMessages = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'contact_messages'")
      .get();
    if (!hasMessages) {
      db.exec(MESSAGES_TABLE("contact_messages"));
    } else if (version < 2) {
      const sequence = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'contact_messages'").get() as
        Row | undefined;
      db.exec(MESSAGES_TABLE("contact_messages_v2"));
      db.exec(
        `INSERT INTO contact_messages_v2 (${VERSION_1_COLUMNS}) SELECT ${VERSION_1_COLUMNS} FROM contact_messages`,
      );
      db.exec("DROP TABLE contact_messages");
      db.exec("ALTER TABLE contact_messages_v2 RENAME TO contact_messages");
      // Message numbers appear in logs and mail ("contact message #12"): never hand one out twice.
      db.prepare("DELETE FROM sqlite_sequence WHERE name = 'contact_messages'").run();
      db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('contact_messages', ?)").run(
        Math.max(
          Number(sequence?.seq ?? 0),
          Number((db.prepare("SELECT MAX(id) AS id FROM contact_messages").get() as Row).id ?? 0),
        ),
      );
    }
    // Added within version 2 (nullable, read with a fallback), so a file written by this code stays
    // readable by the code before it: rolling back a deploy never locks the site out of its outbox.
    const columns = db.prepare("PRAGMA table_info(contact_messages)").all() as Row[];
    if (!columns.some((column) => column.name === "queued_at")) {
      db.exec("ALTER TABLE contact_messages ADD COLUMN queued_at INTEGER");
    }
    db.exec(INDEXES);
    db.exec(META_TABLE);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  });
}

type Row = Record<string, unknown>;

function toMessage(row: Row): StoredContactMessage {
  return {
    id: Number(row.id),
    receivedAt: Number(row.received_at),
    brandId: String(row.brand_id),
    brandName: String(row.brand_name),
    recipient: String(row.recipient),
    name: String(row.name),
    email: String(row.email),
    phone: row.phone === null ? null : String(row.phone),
    service: row.service === null ? null : String(row.service),
    message: String(row.message),
    formType: String(row.form_type),
    pageTimestamp: row.page_timestamp === null ? null : String(row.page_timestamp),
    messageId: String(row.message_id),
    status: String(row.status) as OutboxStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error === null ? null : String(row.last_error),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
    updatedAt: Number(row.updated_at),
    heldReason: row.held_reason === null ? null : String(row.held_reason),
    queuedAt: Number(row.queued_at ?? row.received_at),
  };
}

function timeOrNull(statement: StatementSync): number | null {
  const at = (statement.get() as Row).at;
  return at === null || at === undefined ? null : Number(at);
}

/**
 * Checks that `file` is a whole, readable outbox (SQLite's integrity check, a schema this code knows)
 * without changing it, and counts its messages. Throws, saying what is wrong, when it is not.
 */
export function checkOutboxFile(file: string): OutboxSummary {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const integrity = db.prepare("PRAGMA integrity_check").all() as Row[];
    const verdict = integrity.map((row) => String(row.integrity_check)).join("; ");
    if (verdict !== "ok") throw new Error(`${file} is damaged: ${verdict}`);
    const version = Number((db.prepare("PRAGMA user_version").get() as Row).user_version);
    const hasMessages = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'contact_messages'")
      .get();
    if (!hasMessages || version < 1) throw new Error(`${file} is not a contact outbox`);
    if (version > SCHEMA_VERSION) {
      throw new Error(`${file} has schema version ${version}; this code knows version ${SCHEMA_VERSION} at most`);
    }
    const summary: OutboxSummary = { pending: 0, sent: 0, failed: 0, held: 0, total: 0 };
    for (const row of db.prepare("SELECT status, COUNT(*) AS n FROM contact_messages GROUP BY status").all() as Row[]) {
      summary[String(row.status) as OutboxStatus] = Number(row.n);
      summary.total += Number(row.n);
    }
    return summary;
  } finally {
    db.close();
  }
}

/** Longest error text kept per message: enough for an SMTP reply, not a stack trace. */
const MAX_ERROR_LENGTH = 1_000;

/**
 * Opens (creating when needed) the outbox file `<dataDir>/contact-outbox.sqlite` in WAL mode with
 * full synchronous commits, and proves it is writable. Throws when the directory or the file
 * cannot be created, opened or written: callers decide how to report that.
 */
export function openOutbox(options: { dataDir: string; fileName?: string }): Outbox {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, options.fileName ?? OUTBOX_FILE_NAME);
  const db = new DatabaseSync(path);
  try {
    // Another process (the operator's `npm run outbox`) may hold the write lock for a moment.
    db.exec("PRAGMA busy_timeout = 5000");
    const journal = db.prepare("PRAGMA journal_mode = WAL").get() as Row | undefined;
    if (String(journal?.journal_mode).toLowerCase() !== "wal") {
      throw new Error(`could not switch ${path} to WAL mode (got ${String(journal?.journal_mode)})`);
    }
    // FULL: a commit is on disk before the visitor hears "sent", even if the machine loses power.
    db.exec("PRAGMA synchronous = FULL");
    migrate(db, path);
    // A write on every open: a read-only file or directory fails here, at start-up, not on a visitor's message.
    db.prepare(
      "INSERT INTO outbox_meta (key, value) VALUES ('last_opened_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ).run(new Date().toISOString());
  } catch (error) {
    db.close();
    throw error;
  }

  const statements: Record<string, StatementSync> = {
    insert: db.prepare(`
      INSERT INTO contact_messages (received_at, brand_id, brand_name, recipient, name, email, phone, service, message,
        form_type, page_timestamp, message_id, status, attempts, next_attempt_at, updated_at, held_reason, queued_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)
      RETURNING *`),
    // Everything past the newest `keepAtMost` held messages.
    trimHeld: db.prepare(`
      DELETE FROM contact_messages WHERE id IN (
        SELECT id FROM contact_messages WHERE status = 'held'
        ORDER BY received_at DESC, id DESC
        LIMIT -1 OFFSET ?)`),
    purgeHeld: db.prepare("DELETE FROM contact_messages WHERE status = 'held' AND received_at < ?"),
    release: db.prepare(
      "UPDATE contact_messages SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ?, queued_at = ? WHERE id = ? AND status = 'held'",
    ),
    claim: db.prepare(`
      UPDATE contact_messages
      SET attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
      WHERE id IN (
        SELECT id FROM contact_messages
        WHERE status = 'pending' AND next_attempt_at <= ?
        ORDER BY next_attempt_at, id
        LIMIT ?)
      RETURNING *`),
    markSent: db.prepare(
      "UPDATE contact_messages SET status = 'sent', sent_at = ?, last_error = NULL, updated_at = ? WHERE id = ?",
    ),
    get: db.prepare("SELECT * FROM contact_messages WHERE id = ?"),
    failPermanently: db.prepare(
      "UPDATE contact_messages SET status = 'failed', last_error = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
    ),
    reschedule: db.prepare(
      "UPDATE contact_messages SET next_attempt_at = ?, last_error = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
    ),
    listAll: db.prepare("SELECT * FROM contact_messages ORDER BY id DESC LIMIT ?"),
    listByStatus: db.prepare("SELECT * FROM contact_messages WHERE status = ? ORDER BY id DESC LIMIT ?"),
    requeue: db.prepare(
      "UPDATE contact_messages SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ?, queued_at = ? WHERE id = ? AND status IN ('pending', 'failed')",
    ),
    requeueFailed: db.prepare(
      "UPDATE contact_messages SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ?, queued_at = ? WHERE status = 'failed'",
    ),
    countUndelivered: db.prepare(
      "SELECT COUNT(*) AS n FROM contact_messages WHERE status IN ('pending', 'failed')",
    ),
    countHeld: db.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE status = 'held'"),
    countFailed: db.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE status = 'failed'"),
    // Rows written by older code have no queued_at: they waited since they were received.
    oldestQueuedAt: db.prepare(
      "SELECT MIN(COALESCE(queued_at, received_at)) AS at FROM contact_messages WHERE status = 'pending'",
    ),
    probeWrite: db.prepare(
      "INSERT INTO outbox_meta (key, value) VALUES ('last_write_probe', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ),
    nextAttemptAt: db.prepare(
      "SELECT MIN(next_attempt_at) AS at FROM contact_messages WHERE status = 'pending'",
    ),
  };
  const run = (name: string) => statements[name] as StatementSync;

  const get = (id: number): StoredContactMessage | undefined => {
    const row = run("get").get(id) as Row | undefined;
    return row ? toMessage(row) : undefined;
  };

  const insert = (message: NewContactMessage, now: number, heldReason: string | null) =>
    toMessage(
      run("insert").get(
        now,
        message.brandId,
        message.brandName,
        message.recipient,
        message.name,
        message.email,
        message.phone ?? null,
        message.service ?? null,
        message.message,
        message.formType,
        message.pageTimestamp ?? null,
        message.messageId,
        heldReason === null ? "pending" : "held",
        now,
        now,
        heldReason,
        now,
      ) as Row,
    );

  const count = (name: string) => Number((run(name).get() as Row).n);

  return {
    path,

    add(message, now = Date.now()) {
      return insert(message, now, null);
    },

    hold(message, reason, now = Date.now(), keepAtMost = DEFAULT_HELD_LIMIT) {
      return inTransaction(db, () => {
        const stored = insert(message, now, reason);
        run("trimHeld").run(Math.max(1, keepAtMost));
        return stored;
      });
    },

    release(id, now = Date.now()) {
      const current = get(id);
      if (!current) return "not-found";
      if (current.status !== "held") return "not-held";
      run("release").run(now, now, now, id);
      return "released";
    },

    purgeHeld(receivedBefore) {
      return Number(run("purgeHeld").run(receivedBefore).changes);
    },

    claimDue({ now, leaseMs, limit }) {
      const rows = run("claim").all(now + leaseMs, now, now, limit) as Row[];
      return rows.map(toMessage).sort((a, b) => a.id - b.id);
    },

    markSent(id, now = Date.now()) {
      run("markSent").run(now, now, id);
    },

    recordFailure(id, error, now = Date.now(), policy = DEFAULT_RETRY_POLICY) {
      const current = get(id);
      if (!current || current.status !== "pending") return current?.status ?? "failed";
      const text = error.slice(0, MAX_ERROR_LENGTH);
      if (current.attempts >= policy.maxAttempts) {
        run("failPermanently").run(text, now, id);
        return "failed";
      }
      run("reschedule").run(now + retryDelayMs(current.attempts, policy), text, now, id);
      return "pending";
    },

    get,

    list({ status, limit = 50 } = {}) {
      const rows = (status ? run("listByStatus").all(status, limit) : run("listAll").all(limit)) as Row[];
      return rows.map(toMessage);
    },

    retry(id, now = Date.now()) {
      const current = get(id);
      if (!current) return "not-found";
      if (current.status === "sent") return "already-sent";
      if (current.status === "held") return "held";
      run("requeue").run(now, now, now, id);
      return "requeued";
    },

    retryFailed(now = Date.now()) {
      return Number(run("requeueFailed").run(now, now, now).changes);
    },

    countUndelivered() {
      return count("countUndelivered");
    },

    countHeld() {
      return count("countHeld");
    },

    nextAttemptAt() {
      return timeOrNull(run("nextAttemptAt"));
    },

    countFailed() {
      return count("countFailed");
    },

    oldestQueuedAt() {
      return timeOrNull(run("oldestQueuedAt"));
    },

    probeWrite(now = Date.now()) {
      run("probeWrite").run(new Date(now).toISOString());
    },

    async backup(file) {
      const destination = resolve(file);
      const partial = `${destination}.partial-${process.pid}`;
      rmSync(partial, { force: true });
      try {
        // All pages in one step: a single read transaction, so the copy is one moment of the outbox even
        // while the site keeps writing (in WAL mode the site's writes are not held up by it).
        await backup(db, partial, { rate: -1 });
        const copy = new DatabaseSync(partial);
        try {
          // One self-contained file: no -wal or -shm beside the backup.
          copy.exec("PRAGMA journal_mode = DELETE");
        } finally {
          copy.close();
        }
        const summary = checkOutboxFile(partial);
        renameSync(partial, destination);
        return summary;
      } catch (error) {
        rmSync(partial, { force: true });
        throw error;
      }
    },

    close() {
      if (db.isOpen) db.close();
    },
  };
}

/**
 * Puts a backup made by `Outbox.backup` in place as `<dataDir>/contact-outbox.sqlite`, after checking
 * it. Refuses when DATA_DIR already has an outbox: the site must be stopped and that file moved aside
 * first, so a restore can never overwrite messages that arrived after the backup.
 */
export async function restoreOutbox(options: { dataDir: string; from: string; fileName?: string }): Promise<OutboxSummary> {
  const from = resolve(options.from);
  if (!existsSync(from)) throw new Error(`there is no file ${from}`);
  const summary = checkOutboxFile(from);
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const target = join(dataDir, options.fileName ?? OUTBOX_FILE_NAME);
  const present = [target, `${target}-wal`, `${target}-shm`].filter((file) => existsSync(file));
  if (present.length > 0) {
    throw new Error(
      `DATA_DIR=${dataDir} already holds an outbox (${present.join(", ")}). Stop the site, move ` +
        "those files aside (they may hold messages newer than the backup), then restore again.",
    );
  }
  const partial = `${target}.partial-${process.pid}`;
  const source = new DatabaseSync(from, { readOnly: true });
  try {
    await backup(source, partial, { rate: -1 });
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  // Back to WAL mode and this code's schema, and proven writable, as the site will open it.
  openOutbox({ dataDir, fileName: options.fileName }).close();
  return summary;
}
