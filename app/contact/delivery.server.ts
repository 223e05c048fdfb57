/**
 * The delivery worker: takes due messages from the outbox and sends them by SMTP, one at a time,
 * retrying failures with exponential backoff. All of its state lives in the outbox, so a restart
 * simply carries on where the last process stopped.
 *
 * It wakes when a new message is stored, when the next retry falls due, and at least every
 * `pollIntervalMs` (which also picks up messages requeued by `npm run outbox -- retry` from another
 * process, and an outbox that could not be opened before).
 */
import { composeContactMail, describeSendError, type Mailer } from "./mailer.server.ts";
import { DEFAULT_RETRY_POLICY, type Outbox, type RetryPolicy } from "./outbox.server.ts";
import { deliveryAddress } from "./recipient.ts";
import { log } from "../log.server.ts";
import type { Brand, BrandId } from "../brands/types.ts";

export interface ContactLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface DeliveryWorkerOptions {
  /** The outbox, or null while it cannot be opened. */
  getOutbox: () => Outbox | null;
  /** null when no SMTP_URL is configured: messages then stay in the outbox. */
  mailer: Mailer | null;
  /** The From address of every message (CONTACT_FROM). */
  from: string;
  /** The brands whose addresses messages go to (deliveryAddress); the site's own by default. */
  brands?: Readonly<Record<BrandId, Brand>>;
  retryPolicy?: RetryPolicy;
  /** Longest sleep between two looks at the outbox. Default 15 s. */
  pollIntervalMs?: number;
  /**
   * How long a claimed message is reserved for the send in progress. Longer than one send can
   * take with the mailer's timeouts, so a slow send is never claimed twice. Default 5 min.
   */
  leaseMs?: number;
  /** Messages claimed per pass. Default 10. */
  batchSize?: number;
  logger?: ContactLogger;
  now?: () => number;
}

export interface DeliveryPassResult {
  sent: number;
  /** Failed this time and scheduled for another attempt. */
  retrying: number;
  /** Failed for the last time: marked failed and kept. */
  failed: number;
}

export interface DeliveryWorker {
  /** Starts the loop (and says once when there is no mailer). Idempotent. */
  start(): void;
  /** Stops the loop, waits for a send in progress, and closes the mailer. */
  stop(): Promise<void>;
  /** A message was just stored: look at the outbox now rather than at the next poll. */
  wake(): void;
  /** One pass over the due messages; used by the loop and by tests. */
  deliverDue(): Promise<DeliveryPassResult>;
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const logger = options.logger ?? log;
  const now = options.now ?? Date.now;
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const pollIntervalMs = options.pollIntervalMs ?? 15_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const { mailer } = options;

  let started = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let wakeRequested = false;
  let claimedInLastPass = 0;

  async function deliverDue(): Promise<DeliveryPassResult> {
    const result: DeliveryPassResult = { sent: 0, retrying: 0, failed: 0 };
    claimedInLastPass = 0;
    const outbox = options.getOutbox();
    if (!outbox || !mailer) return result;
    const due = outbox.claimDue({ now: now(), leaseMs, limit: batchSize });
    claimedInLastPass = due.length;
    for (const stored of due) {
      const message = { ...stored, recipient: deliveryAddress(stored, options.brands) };
      try {
        await mailer.send(composeContactMail(message, options.from));
      } catch (error) {
        const reason = describeSendError(error);
        const status = outbox.recordFailure(message.id, reason, now(), policy);
        if (status === "failed") {
          result.failed += 1;
          logger.error(
            `contact: message #${message.id} for ${message.recipient} could not be delivered after ${message.attempts} attempts and is kept in the outbox (${reason}). Resend it with: npm run outbox -- retry ${message.id}`,
          );
        } else {
          result.retrying += 1;
          const next = outbox.get(message.id)?.nextAttemptAt;
          logger.warn(
            `contact: delivery of message #${message.id} failed (attempt ${message.attempts} of ${policy.maxAttempts}: ${reason}); next try ${next ? new Date(next).toISOString() : "soon"}`,
          );
        }
        continue;
      }
      outbox.markSent(message.id, now());
      result.sent += 1;
      logger.info(`contact: delivered message #${message.id} to ${message.recipient}`);
    }
    return result;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, delayMs));
    // The worker alone must not keep the process alive (tests, scripts, graceful shutdown).
    timer.unref?.();
  }

  function delayUntilNextLook(): number {
    let next: number | null = null;
    try {
      next = options.getOutbox()?.nextAttemptAt() ?? null;
    } catch {
      next = null;
    }
    return next === null ? pollIntervalMs : Math.min(pollIntervalMs, Math.max(0, next - now()));
  }

  async function loop(): Promise<void> {
    do {
      wakeRequested = false;
      try {
        await deliverDue();
      } catch (error) {
        // The outbox itself failed (disk full, file removed): log and try again at the next poll.
        logger.error(
          `contact: the delivery worker could not read or update the outbox: ${describeSendError(error)}`,
        );
        break;
      }
      // A full batch means more may be waiting; a wake during the pass means a new message arrived.
    } while (!stopped && (wakeRequested || claimedInLastPass === batchSize));
  }

  function tick(): void {
    timer = undefined;
    if (stopped) return;
    if (running) {
      wakeRequested = true;
      return;
    }
    running = loop().finally(() => {
      running = undefined;
      schedule(delayUntilNextLook());
    });
  }

  return {
    start() {
      if (started) return;
      started = true;
      if (!mailer) {
        let undelivered = "an unknown number of";
        try {
          const count = options.getOutbox()?.countUndelivered();
          if (count !== undefined) undelivered = String(count);
        } catch {
          // The count is only for the message; the outbox's own start-up log explains why it failed.
        }
        logger.warn(
          `contact: SMTP_URL is not set, so contact messages are kept in the outbox and not emailed (${undelivered} undelivered). Set SMTP_URL and CONTACT_FROM and restart to deliver them.`,
        );
        return;
      }
      schedule(0);
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
      mailer?.close();
    },

    wake() {
      if (!started || stopped || !mailer) return;
      if (running) wakeRequested = true;
      else schedule(0);
    },

    deliverDue,
  };
}
