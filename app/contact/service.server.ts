/**
 * The contact service the server creates once: the outbox (SQLite in DATA_DIR), the mailer and its
 * delivery worker, the rate limiter, the removal of old held messages, and `accept` bound to them.
 */
import { log } from "../log.server.ts";
import type { Brand, BrandId } from "../brands/types.ts";
import { acceptContactMessage, type ContactAcceptResult, type ContactRequestInfo } from "./accept.server.ts";
import { createDeliveryWorker, type ContactLogger, type DeliveryWorker } from "./delivery.server.ts";
import { STORAGE_UNAVAILABLE_ERROR } from "./errors.ts";
import type { ContactHealthFacts } from "./health.ts";
import { createSmtpMailer, describeSendError, type Mailer } from "./mailer.server.ts";
import {
  DEFAULT_HELD_RETENTION_DAYS,
  DEFAULT_RETRY_POLICY,
  openOutbox,
  type Outbox,
  type RetryPolicy,
} from "./outbox.server.ts";
import {
  contactRateWindows,
  createRateLimiter,
  DEFAULT_CONTACT_RATE_LIMIT,
  type RateLimiter,
} from "./rate-limit.server.ts";

export interface ContactServiceConfig {
  /** Folder of the SQLite outbox file (DATA_DIR). Created when missing. */
  dataDir: string;
  /** SMTP_URL, e.g. smtp://user:pass@mail.example.com:587. Without it messages stay in the outbox. */
  smtpUrl?: string | null;
  /** CONTACT_FROM, the From of every message, e.g. "Website contact form <website@dresdentax.com>". Required with smtpUrl. */
  contactFrom?: string | null;
  /** Per client (its rate-limit key). Default 5 a minute, 20 an hour; benchmarks raise it. */
  rateLimit?: { perMinute: number; perHour: number };
  /** Partial overrides of 10 attempts, 30 s doubling to at most 1 h. */
  retryPolicy?: Partial<RetryPolicy>;
  /** Longest pause between two looks of the delivery worker at the outbox. Default 15 s. */
  pollIntervalMs?: number;
  /** How long a send in progress reserves its message (see DeliveryWorkerOptions.leaseMs). Default 5 min. */
  leaseMs?: number;
  /** How often an outbox that could not be opened is tried again, at most. Default 30 s. */
  reopenIntervalMs?: number;
  /** Default 3 s (MINIMUM_FILL_MS). */
  minimumFillMs?: number;
  /** Held messages older than this many days are removed (CONTACT_HELD_RETENTION_DAYS). Default 30. */
  heldRetentionDays?: number;
  /** Most held messages kept; past it the oldest are removed. Default DEFAULT_HELD_LIMIT (10,000). */
  heldLimit?: number;
  /** How often old held messages are looked for while the server runs. Default 1 h. */
  heldPurgeIntervalMs?: number;
  logger?: ContactLogger;
  /** Replaces the SMTP mailer (tests). */
  mailer?: Mailer | null;
  brands?: Readonly<Record<BrandId, Brand>>;
}

export interface ContactService {
  /** `acceptContactMessage` bound to this service's outbox, worker and settings. */
  accept(input: unknown, request?: ContactRequestInfo): ContactAcceptResult;
  /** Shared by `POST /api/contact` and the /contact action, so both count against one budget per client. */
  readonly rateLimiter: RateLimiter;
  /** Pending plus failed messages, for /healthz; null when the outbox cannot be opened. */
  countUndelivered(): number | null;
  /** Held messages (looked automated, not mailed), for /healthz; null when the outbox cannot be opened. */
  countHeld(): number | null;
  /** Removes held messages older than the retention period; returns how many (0 without an outbox). */
  purgeHeld(): number;
  /**
   * What /healthz needs: whether messages can be stored (with `probe`, proven by a small write), how
   * long the oldest pending message has waited, and how many failed for good.
   */
  healthFacts(options?: { probe?: boolean }): ContactHealthFacts;
  /** The outbox, or null when it cannot be opened right now (tries again at most every reopenIntervalMs). */
  getOutbox(): Outbox | null;
  readonly worker: DeliveryWorker;
  /** Starts the delivery worker and the removal of old held messages (at once, then every interval). */
  start(): void;
  /** Stops the worker (waiting for a send in progress) and the purge, closes SMTP and the database. */
  stop(): Promise<void>;
}

/**
 * Opens the outbox (logging clearly, not throwing, when DATA_DIR is unusable: the form then
 * answers 503 and the rest of the site keeps working), prepares the mailer, the worker and the
 * rate limiter. Throws only for a configuration mistake: smtpUrl without contactFrom.
 */
export function createContactService(config: ContactServiceConfig): ContactService {
  const logger = config.logger ?? log;
  const smtpUrl = config.smtpUrl?.trim() || null;
  const contactFrom = config.contactFrom?.trim() || "";
  if (smtpUrl && !contactFrom && config.mailer === undefined) {
    throw new Error(
      "CONTACT_FROM must be set when SMTP_URL is set: it is the From address of contact-form mail.",
    );
  }
  const reopenIntervalMs = config.reopenIntervalMs ?? 30_000;

  let outbox: Outbox | null = null;
  let lastOpenAttemptAt = Number.NEGATIVE_INFINITY;
  let closed = false;

  function getOutbox(): Outbox | null {
    if (outbox || closed) return outbox;
    const now = Date.now();
    if (now - lastOpenAttemptAt < reopenIntervalMs) return null;
    const firstAttempt = lastOpenAttemptAt === Number.NEGATIVE_INFINITY;
    lastOpenAttemptAt = now;
    try {
      outbox = openOutbox({ dataDir: config.dataDir });
      logger.info(
        `contact: outbox ready at ${outbox.path} (${outbox.countUndelivered()} undelivered, ${outbox.countHeld()} held)`,
      );
    } catch (error) {
      if (firstAttempt) {
        logger.error(
          `contact: CANNOT OPEN THE CONTACT OUTBOX in DATA_DIR=${config.dataDir}: ${describeSendError(error)}. ` +
            `The contact form answers 503 ("${STORAGE_UNAVAILABLE_ERROR}") until DATA_DIR is a writable folder; ` +
            `the rest of the site keeps working, and the outbox is tried again every ${Math.round(reopenIntervalMs / 1000)} s.`,
        );
      } else {
        logger.error(`contact: the contact outbox still cannot be opened: ${describeSendError(error)}`);
      }
    }
    return outbox;
  }

  /** The last failure to store (a message or the health probe), cleared by the next success. */
  let lastStoreFailure: string | null = null;

  function healthFacts({ probe = false }: { probe?: boolean } = {}): ContactHealthFacts {
    const current = getOutbox();
    if (!current) {
      return {
        storageProblem: `the outbox in DATA_DIR=${config.dataDir} cannot be opened (see the log)`,
        oldestQueuedAt: null,
        failed: 0,
      };
    }
    try {
      if (probe) {
        current.probeWrite();
        lastStoreFailure = null;
      }
      return { storageProblem: lastStoreFailure, oldestQueuedAt: current.oldestQueuedAt(), failed: current.countFailed() };
    } catch (error) {
      lastStoreFailure = `the outbox cannot be written (${describeSendError(error)})`;
      return { storageProblem: lastStoreFailure, oldestQueuedAt: null, failed: 0 };
    }
  }

  const mailer = config.mailer !== undefined ? config.mailer : smtpUrl ? createSmtpMailer(smtpUrl) : null;
  const worker = createDeliveryWorker({
    getOutbox,
    mailer,
    from: contactFrom,
    brands: config.brands,
    retryPolicy: { ...DEFAULT_RETRY_POLICY, ...config.retryPolicy },
    pollIntervalMs: config.pollIntervalMs,
    leaseMs: config.leaseMs,
    logger,
  });
  const rateLimiter = createRateLimiter(contactRateWindows(config.rateLimit ?? DEFAULT_CONTACT_RATE_LIMIT));
  const heldRetentionDays = config.heldRetentionDays ?? DEFAULT_HELD_RETENTION_DAYS;
  let purgeTimer: ReturnType<typeof setInterval> | undefined;

  // Open at once so a bad DATA_DIR is in the start-up log, not discovered by the first visitor.
  getOutbox();

  /** A count for /healthz: null rather than an error when the outbox cannot be read. */
  function countOrNull(read: (outbox: Outbox) => number): number | null {
    try {
      const current = getOutbox();
      return current ? read(current) : null;
    } catch {
      return null;
    }
  }

  function purgeHeld(): number {
    const current = getOutbox();
    if (!current) return 0;
    const removed = current.purgeHeld(Date.now() - heldRetentionDays * 24 * 60 * 60_000);
    if (removed > 0) {
      logger.info(
        `contact: removed ${removed} held message${removed === 1 ? "" : "s"} received more than ${heldRetentionDays} days ago`,
      );
    }
    return removed;
  }

  function purgeHeldAndLog(): void {
    try {
      purgeHeld();
    } catch (error) {
      logger.error(`contact: could not remove old held messages: ${describeSendError(error)}`);
    }
  }

  return {
    accept(input, request) {
      const result = acceptContactMessage(
        input,
        {
          getOutbox,
          // A held message waits for an operator; only a pending one has anything to deliver.
          onStored: (message) => {
            if (message.status === "pending") worker.wake();
          },
          brands: config.brands,
          minimumFillMs: config.minimumFillMs,
          heldLimit: config.heldLimit,
          logger,
        },
        request,
      );
      if (result.outcome === "unavailable") lastStoreFailure = "storing a visitor's message failed (see the log)";
      else if (result.stored) lastStoreFailure = null;
      return result;
    },
    rateLimiter,
    countUndelivered: () => countOrNull((outbox) => outbox.countUndelivered()),
    countHeld: () => countOrNull((outbox) => outbox.countHeld()),
    purgeHeld,
    healthFacts,
    getOutbox,
    worker,
    start() {
      worker.start();
      if (purgeTimer || closed) return;
      purgeHeldAndLog();
      purgeTimer = setInterval(purgeHeldAndLog, config.heldPurgeIntervalMs ?? 60 * 60_000);
      // Like the worker, the purge alone must not keep the process alive.
      purgeTimer.unref?.();
    },
    async stop() {
      clearInterval(purgeTimer);
      purgeTimer = undefined;
      await worker.stop();
      closed = true;
      outbox?.close();
      outbox = null;
    },
  };
}
