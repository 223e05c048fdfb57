/**
 * The core of the contact feature, independent of Express: `acceptContactMessage` takes a
 * submission (the JSON of SPEC section 7, or the flat fields of the no-JavaScript form) and either
 * commits it to the outbox or says why not. `POST /api/contact` (server/api/contact.ts) and the
 * /contact page's action both call it, through the contact service (service.server.ts), which also
 * owns the outbox, the delivery worker and the rate limiter.
 */
import { randomUUID } from "node:crypto";
import { BRANDS, DEFAULT_BRAND_ID } from "../brands/index.ts";
import { log } from "../log.server.ts";
import type { Brand, BrandId } from "../brands/types.ts";
import type { ContactLogger } from "./delivery.server.ts";
import { INVALID_FIELDS_ERROR, STORAGE_UNAVAILABLE_ERROR, UNREADABLE_SUBMISSION_ERROR } from "./errors.ts";
import { describeSendError } from "./mailer.server.ts";
import { DEFAULT_HELD_LIMIT, type NewContactMessage, type Outbox, type StoredContactMessage } from "./outbox.server.ts";
import { brandForSubmission, mismatchedRecipients, type RecipientClaim } from "./recipient.ts";
import { cleanString } from "./sanitize.ts";
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FORM_TYPE,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  validateContactFields,
  type ContactFieldName,
  type ContactResponseBody,
} from "./schema.ts";
import { automatedReasons } from "./spam.ts";

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
