/**
 * Deadline-reminder signups kept in SQLite (DATA_DIR/reminder-signups.sqlite) until Ghost has taken
 * them: an address is committed before the visitor hears anything, so a Ghost that is down or slow
 * loses nobody; the delivery worker retries it (the contact outbox's retry policy). A signup that
 * looks automated (the hidden field was filled) is kept as held and never sent on.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from "../contact/outbox.server.ts";

export const SIGNUPS_FILE_NAME = "reminder-signups.sqlite";

export type SignupStatus = "pending" | "sent" | "failed" | "held";

/** At most this many held signups are kept; past it the oldest go first. */
export const HELD_SIGNUP_LIMIT = 10_000;

export interface NewSignup {
  brandId: string;
  email: string;
  /** The Ghost newsletter (by name) and member label the brand asks for. */
  newsletter: string;
  label: string;
  /** The visitor's address, passed to Ghost so its own per-address limits count visitors, not the site. */
  clientIp: string;
}

export interface StoredSignup extends NewSignup {
  id: number;
  receivedAt: number;
  status: SignupStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
}

export interface SignupStore {
  readonly path: string;
  /**
   * Commits a signup, due now. A pending one for the same brand and address is reused (a visitor
   * pressing twice makes one request to Ghost), and so is a sent or failed one, due again.
   */
  add(signup: NewSignup, now?: number): StoredSignup;
  /** Commits a signup that looks automated as held (never sent), keeping at most HELD_SIGNUP_LIMIT. */
  hold(signup: NewSignup, now?: number): StoredSignup;
  /** Takes up to `limit` due pending signups and leases them for `leaseMs` (attempts + 1). */
  claimDue(options: { now: number; leaseMs: number; limit: number }): StoredSignup[];
  /** Leases one pending signup (the first attempt, made while the visitor waits); undefined if taken. */
  claim(id: number, options: { now: number; leaseMs: number }): StoredSignup | undefined;
  markSent(id: number, now?: number): void;
  /** Records a failed attempt: the next one is scheduled, or the signup is failed after the last. */
  recordFailure(id: number, error: string, now?: number, policy?: RetryPolicy): SignupStatus;
  get(id: number): StoredSignup | undefined;
  list(options?: { status?: SignupStatus }): StoredSignup[];
  countPending(): number;
  close(): void;
}

const TABLE = `
CREATE TABLE IF NOT EXISTS signups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at INTEGER NOT NULL,
  brand_id TEXT NOT NULL,
  email TEXT NOT NULL,
  newsletter TEXT NOT NULL,
  label TEXT NOT NULL,
  client_ip TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'held')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  sent_at INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS signups_due ON signups (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS signups_by_address ON signups (brand_id, email);`;

type Row = Record<string, unknown>;

function toSignup(row: Row): StoredSignup {
  return {
    id: Number(row.id),
    receivedAt: Number(row.received_at),
    brandId: String(row.brand_id),
    email: String(row.email),
    newsletter: String(row.newsletter),
    label: String(row.label),
    clientIp: String(row.client_ip),
    status: row.status as SignupStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error === null ? null : String(row.last_error),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  };
}

export function openSignupStore(options: { dataDir: string }): SignupStore {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, SIGNUPS_FILE_NAME);
  const db = new DatabaseSync(path);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.exec("PRAGMA journal_mode = WAL");
    // FULL: an address is on disk before the visitor is told anything.
    db.exec("PRAGMA synchronous = FULL");
    db.exec(TABLE);
  } catch (error) {
    db.close();
    throw error;
  }

  const statements = {
    existing: db.prepare(
      "SELECT * FROM signups WHERE brand_id = ? AND email = ? AND status IN ('pending', 'sent', 'failed') ORDER BY id DESC LIMIT 1",
    ),
    insert: db.prepare(`
      INSERT INTO signups (received_at, brand_id, email, newsletter, label, client_ip, status, attempts, next_attempt_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?) RETURNING *`),
    again: db.prepare(`
      UPDATE signups SET status = 'pending', attempts = 0, next_attempt_at = ?, newsletter = ?, label = ?, client_ip = ?,
        last_error = NULL, updated_at = ? WHERE id = ? RETURNING *`),
    trimHeld: db.prepare(`
      DELETE FROM signups WHERE id IN (
        SELECT id FROM signups WHERE status = 'held' ORDER BY received_at DESC, id DESC LIMIT -1 OFFSET ?)`),
    claim: db.prepare(`
      UPDATE signups SET attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
      WHERE id IN (SELECT id FROM signups WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?)
      RETURNING *`),
    claimOne: db.prepare(`
      UPDATE signups SET attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
      WHERE id = ? AND status = 'pending' AND next_attempt_at <= ? RETURNING *`),
    markSent: db.prepare(
      "UPDATE signups SET status = 'sent', sent_at = ?, last_error = NULL, updated_at = ? WHERE id = ?",
    ),
    reschedule: db.prepare(
      "UPDATE signups SET next_attempt_at = ?, last_error = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
    ),
    fail: db.prepare(
      "UPDATE signups SET status = 'failed', last_error = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
    ),
    get: db.prepare("SELECT * FROM signups WHERE id = ?"),
    listAll: db.prepare("SELECT * FROM signups ORDER BY id DESC"),
    listByStatus: db.prepare("SELECT * FROM signups WHERE status = ? ORDER BY id DESC"),
    countPending: db.prepare("SELECT COUNT(*) AS n FROM signups WHERE status IN ('pending', 'failed')"),
  };

  const insert = (signup: NewSignup, status: SignupStatus, now: number) =>
    toSignup(
      statements.insert.get(
        now,
        signup.brandId,
        signup.email,
        signup.newsletter,
        signup.label,
        signup.clientIp,
        status,
        now,
        now,
      ) as Row,
    );

  return {
    path,
    add(signup, now = Date.now()) {
      const previous = statements.existing.get(signup.brandId, signup.email) as Row | undefined;
      if (previous?.status === "pending") return toSignup(previous);
      if (previous) {
        return toSignup(
          statements.again.get(
            now,
            signup.newsletter,
            signup.label,
            signup.clientIp,
            now,
            Number(previous.id),
          ) as Row,
        );
      }
      return insert(signup, "pending", now);
    },
    hold(signup, now = Date.now()) {
      const held = insert(signup, "held", now);
      statements.trimHeld.run(HELD_SIGNUP_LIMIT);
      return held;
    },
    claimDue({ now, leaseMs, limit }) {
      return (statements.claim.all(now + leaseMs, now, now, limit) as Row[]).map(toSignup);
    },
    claim(id, { now, leaseMs }) {
      const row = statements.claimOne.get(now + leaseMs, now, id, now) as Row | undefined;
      return row ? toSignup(row) : undefined;
    },
    markSent(id, now = Date.now()) {
      statements.markSent.run(now, now, id);
    },
    recordFailure(id, error, now = Date.now(), policy = DEFAULT_RETRY_POLICY) {
      const row = statements.get.get(id) as Row | undefined;
      if (!row || row.status !== "pending") return (row?.status as SignupStatus | undefined) ?? "failed";
      const attempts = Number(row.attempts);
      if (attempts >= policy.maxAttempts) {
        statements.fail.run(error, now, id);
        return "failed";
      }
      statements.reschedule.run(now + retryDelayMs(attempts, policy), error, now, id);
      return "pending";
    },
    get(id) {
      const row = statements.get.get(id) as Row | undefined;
      return row ? toSignup(row) : undefined;
    },
    list({ status } = {}) {
      const rows = (status ? statements.listByStatus.all(status) : statements.listAll.all()) as Row[];
      return rows.map(toSignup);
    },
    countPending() {
      return Number((statements.countPending.get() as Row).n);
    },
    close() {
      db.close();
    },
  };
}
