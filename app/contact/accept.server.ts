/**
 * The core of the contact feature, independent of Express: `acceptContactMessage` takes a
 * submission (the JSON of SPEC section 7, or the flat fields of the no-JavaScript form) and either
 * commits it to the outbox or says why not. `receiveContactMessage` is the one path of both doors,
 * `POST /api/contact` (server/api/contact.ts) and the /contact page's action (action.server.ts):
 * the origin check, the rate limit, the body, then the contact service's `accept` (service.server.ts,
 * which also owns the outbox, the delivery worker and the rate limiter). The doors only translate
 * HTTP in and out.
 */
import { randomUUID } from "node:crypto";
import { BRANDS, DEFAULT_BRAND_ID } from "../brands/index.ts";
import { log } from "../log.server.ts";
import type { Brand, BrandId } from "../brands/types.ts";
import { readContactBody, type ContactBody, type ContactBodyType } from "./body.server.ts";
import type { ContactLogger } from "./delivery.server.ts";
import {
  CROSS_ORIGIN_ERROR,
  INVALID_FIELDS_ERROR,
  STORAGE_UNAVAILABLE_ERROR,
  tooManyRequestsError,
  UNREADABLE_SUBMISSION_ERROR,
} from "./errors.ts";
import {
  CONTACT_FORM_TYPE,
  HONEYPOT_FIELD,
  isRecord,
  STARTED_AT_FIELD,
  type ContactFormValues,
} from "./fields.ts";
import { describeSendError } from "./mailer.server.ts";
import { isAllowedOrigin } from "./origin.ts";
import {
  DEFAULT_HELD_LIMIT,
  type NewContactMessage,
  type Outbox,
  type StoredContactMessage,
} from "./outbox.server.ts";
import type { RateLimiter } from "./rate-limit.server.ts";
import { brandForSubmission, mismatchedRecipients, type RecipientClaim } from "./recipient.ts";
import { cleanString, visibleFieldValues } from "./sanitize.ts";
import { validateContactFields, type ContactResponseBody } from "./schema.ts";
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
  values: ContactFormValues;
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
  const values = visibleFieldValues(submission.fields);
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

/** A submission as either door received it, before anything is decided. */
export interface ContactDoorRequest {
  /** The Origin header: a page of another site may not post here. */
  origin: string | null | undefined;
  /** The hosts the request was addressed to, one of which the origin must name. */
  hosts: readonly string[];
  /** Origins allowed to post besides those hosts (none by default). */
  allowedOrigins?: readonly string[];
  /** What the client is counted against (its address, or an IPv6 client's /64). */
  clientKey: string;
  /** The request's headers and body, unread. */
  body: ContactBody;
  /** The media types this door reads. */
  bodyTypes: readonly ContactBodyType[];
  /** The brand of the host (or `?domain=`), for a submission that names none. */
  brandId?: BrandId;
}

/** What a door answers: the API sends `status` and `body`; the no-JavaScript form renders all of it. */
export interface ContactReceipt {
  status: ContactAcceptResult["status"] | 403 | 413 | 415 | 429;
  body: ContactResponseBody;
  /** With a 429: when the client may send again, in seconds (the Retry-After header). */
  retryAfterSeconds?: number;
  /** The visible fields as sent, cleaned, to fill a no-JavaScript form again after a refusal. */
  values: ContactFormValues;
  /** The form's render time as sent, for a no-JavaScript form to carry over (see ContactActionData). */
  startedAt?: string;
}

/** What `receiveContactMessage` needs of the contact service. */
export interface ContactReceiver {
  accept(input: unknown, request?: ContactRequestInfo): ContactAcceptResult;
  readonly rateLimiter: Pick<RateLimiter, "hit">;
}

/** The render time a submission carries, when it reads as the form renders it: digits only. */
function carriedStartedAt(submission: Submission | undefined): string | undefined {
  const text = typeof submission?.startedAt === "string" ? cleanString(submission.startedAt) : "";
  return /^\d{1,15}$/.test(text) ? text : undefined;
}

/**
 * The one path of both doors. A post from another site's page is refused (403) before its body is
 * read, nothing of it echoed, and before it is counted, so another site cannot use up the visitor's
 * allowance. Then the client is counted and the body read; past the allowance the answer is 429,
 * with the visitor's text so it can be sent again later; a body that cannot be read is 400, 413 or
 * 415; anything else `accept` judges.
 */
export async function receiveContactMessage(
  request: ContactDoorRequest,
  contact: ContactReceiver,
): Promise<ContactReceipt> {
  if (!isAllowedOrigin(request.origin, request.hosts, request.allowedOrigins)) {
    return { status: 403, body: { success: false, error: CROSS_ORIGIN_ERROR }, values: {} };
  }
  const rate = contact.rateLimiter.hit(request.clientKey);
  const reading = await readContactBody(request.body, request.bodyTypes);
  const submission = reading.ok && isRecord(reading.input) ? readSubmission(reading.input) : undefined;
  if (!rate.allowed) {
    return {
      status: 429,
      body: { success: false, error: tooManyRequestsError(rate.retryAfterSeconds) },
      retryAfterSeconds: rate.retryAfterSeconds,
      values: submission ? visibleFieldValues(submission.fields) : {},
      startedAt: carriedStartedAt(submission),
    };
  }
  if (!reading.ok)
    return { status: reading.status, body: { success: false, error: reading.error }, values: {} };
  const result = contact.accept(reading.input, { brandId: request.brandId });
  return {
    status: result.status,
    body: result.body,
    values: result.values,
    startedAt: carriedStartedAt(submission),
  };
}
