/**
 * The core of the contact feature, independent of Express: `acceptContactMessage` takes a
 * submission (the JSON of SPEC section 7, or the flat fields of the no-JavaScript form) and either
 * commits it to the outbox or says why not. `POST /api/contact` (server/api/contact.ts) and the
 * /contact page's action both call it, through `createContactService`, which also owns the outbox,
 * the delivery worker and the rate limiter.
 */
import { randomUUID } from "node:crypto";
import { BRANDS, DEFAULT_BRAND_ID } from "../brands/index.ts";
import { log } from "../log.server.ts";
import type { Brand, BrandId } from "../brands/types.ts";
import { createDeliveryWorker, type ContactLogger, type DeliveryWorker } from "./delivery.server.ts";
import { createSmtpMailer, describeSendError, type Mailer } from "./mailer.server.ts";
import type { ContactHealthFacts } from "./health.ts";
import {
  DEFAULT_HELD_LIMIT,
  DEFAULT_HELD_RETENTION_DAYS,
  DEFAULT_RETRY_POLICY,
  openOutbox,
  type NewContactMessage,
  type Outbox,
  type RetryPolicy,
  type StoredContactMessage,
} from "./outbox.server.ts";
import {
  contactRateWindows,
  createRateLimiter,
  DEFAULT_CONTACT_RATE_LIMIT,
  type RateLimiter,
} from "./rate-limit.server.ts";
import { brandForSubmission, mismatchedRecipients, type RecipientClaim } from "./recipient.ts";
import { cleanString } from "./sanitize.ts";
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FORM_TYPE,
  HONEYPOT_FIELD,
  MINIMUM_FILL_MS,
  STARTED_AT_FIELD,
  validateContactFields,
  type ContactFieldName,
  type ContactResponseBody,
} from "./schema.ts";

/** SPEC's 503 text: the message was not stored, and the visitor must not think it was sent. */
export const STORAGE_UNAVAILABLE_ERROR =
  "Your message could not be saved right now. Please call us or try again later.";
/** 400 with field errors: the form shows each one under its field. */
export const INVALID_FIELDS_ERROR = "Please check the highlighted fields and try again.";
/** 400 for a body that is not an object of fields at all. */
export const UNREADABLE_SUBMISSION_ERROR =
  "The form could not be read. Please reload the page and try again.";

/** Largest request body accepted, for the API and the /contact action alike. */
export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

/** 413: the body is over CONTACT_BODY_LIMIT_BYTES. */
export const TOO_LARGE_ERROR = "Your message is too long to send. Please shorten it and try again.";
/** 415: neither JSON nor form data. */
export const UNSUPPORTED_TYPE_ERROR = "The form must be sent as JSON or as form data.";

/** 403: the form was posted from another site's page. */
export const CROSS_ORIGIN_ERROR =
  "Messages can only be sent from our own website. Please use the contact form on our site.";

/** 429 text; `retryAfterSeconds` is also sent as the Retry-After header. */
export function tooManyRequestsError(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 90
      ? `${Math.max(1, retryAfterSeconds)} seconds`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `You have sent several messages in a short time. Please try again in ${wait}, or call us.`;
}

/**
 * Cross-site post check, for the API and the /contact action alike. A browser's Origin header
 * names the site whose page sent the request. Absent (non-browser clients, older same-origin
 * form posts) is allowed; otherwise it must be one of the hosts the request was addressed to
 * (its `Host`) or one of `allowedOrigins` ("https://dresdentax.com").
 * `Origin: null` (sandboxed frames, privacy redirects) is refused.
 */
export function isAllowedOrigin(
  origin: string | null | undefined,
  ownHosts: readonly string[],
  allowedOrigins: readonly string[] = [],
): boolean {
  if (origin === undefined || origin === null) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowedOrigins.some((allowed) => allowed.toLowerCase() === parsed.origin.toLowerCase())) return true;
  return ownHosts.some((host) => {
    try {
      // Re-parsing the host with the origin's scheme drops default ports (":443", ":80") on both sides.
      return new URL(`${parsed.protocol}//${host}`).host === parsed.host;
    } catch {
      return false;
    }
  });
}

/** "held": stored but not mailed, because it looks automated (see `automatedReasons`). */
export type ContactAcceptOutcome = "stored" | "held" | "invalid" | "unavailable";

export interface ContactAcceptResult {
  /** HTTP status to answer with. */
  status: 200 | 400 | 503;
  /** The JSON to answer with. */
  body: ContactResponseBody;
  outcome: ContactAcceptOutcome;
  /** The cleaned values of the visible fields, to fill a no-JavaScript form again after an error. */
  values: Partial<Record<ContactFieldName, string>>;
  /** The stored message (pending or held), when one was stored. */
  stored?: StoredContactMessage;
}

/** What the server knows about a submission besides its body. */
export interface ContactRequestInfo {
  /** The brand of the host (or `?domain=`) the request was sent to; used when the body names none. */
  brandId?: BrandId;
}

export interface AcceptContactDeps {
  /** The outbox, or null when it cannot be opened (the answer is then 503). */
  getOutbox: () => Outbox | null;
  /** Called after a message is committed, e.g. to wake the delivery worker. Its errors are logged, not answered. */
  onStored?: (message: StoredContactMessage) => void;
  brands?: Readonly<Record<BrandId, Brand>>;
  /** A no-JavaScript form sent sooner than this after its page was rendered is held. */
  minimumFillMs?: number;
  /** Most held messages kept; past it the oldest are removed. Default DEFAULT_HELD_LIMIT. */
  heldLimit?: number;
  logger?: ContactLogger;
  now?: () => number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === "string" && cleanString(value) === "");
}

/** The two shapes a submission arrives in, read into one. */
interface Submission extends RecipientClaim {
  fields: Record<string, unknown>;
  honeypot: unknown;
  startedAt: unknown;
}

function readSubmission(input: Record<string, unknown>): Submission {
  const nested = input.formData;
  if (isRecord(nested)) {
    // SPEC section 7: { formData: {...fields, formType, domain, timestamp, recipientEmail}, domain, recipientEmail }
    return {
      fields: nested,
      domain: input.domain,
      recipientEmail: input.recipientEmail,
      formDomain: nested.domain,
      formRecipientEmail: nested.recipientEmail,
      honeypot: nested[HONEYPOT_FIELD] ?? input[HONEYPOT_FIELD],
      startedAt: nested[STARTED_AT_FIELD] ?? input[STARTED_AT_FIELD],
    };
  }
  // The no-JavaScript form posts its fields flat, with domain and recipientEmail as hidden inputs.
  return {
    fields: input,
    domain: input.domain,
    recipientEmail: input.recipientEmail,
    honeypot: input[HONEYPOT_FIELD],
    startedAt: input[STARTED_AT_FIELD],
  };
}

/** Longest piece of a visitor's value quoted in a held reason. */
const MAX_QUOTED = 100;

function quoted(value: unknown): string {
  const text = typeof value === "string" ? cleanString(value) : (JSON.stringify(value) ?? String(value));
  return JSON.stringify(text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text);
}

/** Tenths of a second, rounded down: 2,999 ms is "2.9 s", never a too-fast "3.0 s". */
function seconds(milliseconds: number): string {
  return `${(Math.floor(milliseconds / 100) / 10).toFixed(1)} s`;
}

/** Why the form's timing does not look like a person's, or null when it does (or was not sent). */
function timingReason(startedAt: unknown, now: number, minimumFillMs: number): string | null {
  if (!isPresent(startedAt)) return null;
  const started = Number(typeof startedAt === "string" ? cleanString(startedAt) : startedAt);
  if (!Number.isFinite(started)) {
    return `the page's render time was unreadable: ${quoted(startedAt)}`;
  }
  const elapsed = now - started;
  if (elapsed < 0) return `the page's render time was ${seconds(-elapsed)} in the future`;
  if (elapsed < minimumFillMs) {
    return `sent ${seconds(elapsed)} after the page was rendered (a person takes at least ${seconds(minimumFillMs)})`;
  }
  return null;
}

/**
 * Why a submission looks automated (the hidden honeypot field filled in, the form sent too soon
 * after its page was rendered or with a forged render time), or null when it does not. Such a
 * message is held, never discarded: browser autofill and quick visitors trip these checks too.
 */
function automatedReasons(
  submission: Pick<Submission, "honeypot" | "startedAt">,
  now: number,
  minimumFillMs: number = MINIMUM_FILL_MS,
): string | null {
  const reasons: string[] = [];
  if (isPresent(submission.honeypot)) {
    reasons.push(`the hidden "${HONEYPOT_FIELD}" field was filled in: ${quoted(submission.honeypot)}`);
  }
  const timing = timingReason(submission.startedAt, now, minimumFillMs);
  if (timing) reasons.push(timing);
  return reasons.length > 0 ? reasons.join("; ") : null;
}

function visibleValues(fields: Record<string, unknown>): Partial<Record<ContactFieldName, string>> {
  const values: Partial<Record<ContactFieldName, string>> = {};
  for (const name of CONTACT_FIELD_NAMES) {
    const value = fields[name];
    if (typeof value === "string") values[name] = cleanString(value, { multiLine: name === "message" });
  }
  return values;
}

/** formType is metadata from our own forms: kept when it is a short identifier, else the default. */
function readFormType(value: unknown): string {
  const text = typeof value === "string" ? cleanString(value) : "";
  return /^[A-Za-z0-9_-]{1,40}$/.test(text) ? text : CONTACT_FORM_TYPE;
}

/** The page timestamp is the browser's clock, only ever displayed: kept when it reads as a date, else dropped. */
function readPageTimestamp(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = cleanString(value);
  return text.length <= 64 && Number.isFinite(Date.parse(text)) ? text : null;
}

/**
 * Accepts one contact submission. Every submission is judged the same way (brand, then fields);
 * a valid one is committed to the outbox, as pending or, when it looks automated, as held, and
 * only then answered "success", which is the same answer either way. An invalid one is answered
 * with its field errors and nothing is stored. Never throws for any input; a storage failure
 * answers 503.
 */
export function acceptContactMessage(
  input: unknown,
  deps: AcceptContactDeps,
  request: ContactRequestInfo = {},
): ContactAcceptResult {
  const logger = deps.logger ?? log;
  const now = (deps.now ?? Date.now)();
  if (!isRecord(input)) {
    return {
      status: 400,
      body: { success: false, error: UNREADABLE_SUBMISSION_ERROR },
      outcome: "invalid",
      values: {},
    };
  }
  const submission = readSubmission(input);
  const values = visibleValues(submission.fields);
  const brand = brandForSubmission(submission, request.brandId ?? DEFAULT_BRAND_ID, deps.brands ?? BRANDS);

  const validation = validateContactFields(submission.fields, brand.contactServiceOptions);
  if (!validation.success) {
    return {
      status: 400,
      body: { success: false, error: INVALID_FIELDS_ERROR, fieldErrors: validation.fieldErrors },
      outcome: "invalid",
      values,
    };
  }
  const fields = validation.data;

  const unavailable: ContactAcceptResult = {
    status: 503,
    body: { success: false, error: STORAGE_UNAVAILABLE_ERROR },
    outcome: "unavailable",
    values,
  };
  let outbox: Outbox | null;
  try {
    outbox = deps.getOutbox();
  } catch (error) {
    logger.error(`contact: the outbox is unavailable: ${describeSendError(error)}`);
    return unavailable;
  }
  if (!outbox) return unavailable;

  const message: NewContactMessage = {
    brandId: brand.id,
    brandName: brand.name,
    // Always the configured address; whatever the browser named is only compared with it (below).
    recipient: brand.contact.email,
    name: fields.name,
    email: fields.email,
    phone: fields.phone ?? null,
    service: fields.service ?? null,
    message: fields.message,
    formType: readFormType(submission.fields.formType),
    pageTimestamp: readPageTimestamp(submission.fields.timestamp),
    messageId: `<contact-${randomUUID()}@${brand.domain}>`,
  };
  const heldReason = automatedReasons(submission, now, deps.minimumFillMs);
  let stored: StoredContactMessage;
  try {
    stored =
      heldReason === null
        ? outbox.add(message, now)
        : outbox.hold(message, heldReason, now, deps.heldLimit ?? DEFAULT_HELD_LIMIT);
  } catch (error) {
    logger.error(
      `contact: a message for ${brand.id} could not be stored, answered 503: ${describeSendError(error)}`,
    );
    return unavailable;
  }

  // The address the browser named is part of what it sent, so it is not logged: only that it differed.
  if (mismatchedRecipients(submission, brand).length > 0) {
    logger.warn(
      `contact: message #${stored.id} (${brand.id}) named another recipient than the brand's configured ` +
        "address; it goes to the configured address",
    );
  }

  try {
    deps.onStored?.(stored);
  } catch (error) {
    // The message is committed; the worker will find it at its next poll.
    logger.warn(
      `contact: stored message #${stored.id}, but could not wake the delivery worker: ${describeSendError(error)}`,
    );
  }
  return {
    status: 200,
    body: { success: true },
    outcome: heldReason === null ? "stored" : "held",
    values: {},
    stored,
  };
}

/** Turns submitted form data (the no-JavaScript form's action) into the flat record `accept` reads. */
export function contactInputFromFormData(formData: FormData): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, value] of formData) {
    // Files are never part of the form; repeated keys keep their first value.
    if (typeof value === "string" && !(key in input)) input[key] = value;
  }
  return input;
}

export type ContactFormRequestReading =
  { ok: true; input: Record<string, string> } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * Reads the /contact action's request (the no-JavaScript form) with the same limits as the API:
 * form data only (urlencoded or multipart), at most CONTACT_BODY_LIMIT_BYTES, read in a streaming
 * way so an oversized body is refused without being held in memory.
 */
export async function readContactFormRequest(
  request: Request,
  limitBytes: number = CONTACT_BODY_LIMIT_BYTES,
): Promise<ContactFormRequestReading> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded" && mediaType !== "multipart/form-data") {
    return { ok: false, status: 415, error: UNSUPPORTED_TYPE_ERROR };
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) {
    return { ok: false, status: 413, error: TOO_LARGE_ERROR };
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const reader = request.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limitBytes) {
        await reader.cancel();
        return { ok: false, status: 413, error: TOO_LARGE_ERROR };
      }
      chunks.push(value);
    }
    const body = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    const limited = new Request("http://contact.invalid/", {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    });
    return { ok: true, input: contactInputFromFormData(await limited.formData()) };
  } catch {
    return { ok: false, status: 400, error: UNREADABLE_SUBMISSION_ERROR };
  }
}

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
