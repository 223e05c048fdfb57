/**
 * `POST /api/blog/webhook`: Ghost tells the site that the blog changed (README, Operations, sets the
 * webhooks up). Mounted only when GHOST_WEBHOOK_SECRET is set.
 *
 * Answers JSON, never cached:
 *   200 { ok: true, event, droppedPages }   applied (server/blog-changes.ts)
 *   200 { ok: true, ignored: true }         signed, but about nothing the site shows (members, say)
 *   400 the signed body is not JSON, or the body broke off      401 not signed by the site's Ghost, too old, or a replay
 *   405 not a POST                          408 the body did not arrive within BODY_DEADLINE_MS
 *   413 body over WEBHOOK_BODY_LIMIT_BYTES  415 a compressed body (Content-Encoding)
 *   429 too many from this address, or too many refused signatures from it (Retry-After; the same
 *       delivery sent again later is accepted)
 *   503 too many deliveries arriving at once (Retry-After)
 *
 * Anyone can reach this endpoint, so each request meets the cheapest checks first:
 *  1. an address (an IPv6 client's /64) whose signatures were refused REFUSALS_BEFORE_BLOCK times is
 *     refused for a while, before anything else;
 *  2. the rate per address;
 *  3. the signature header alone (missing, malformed, expired): refused before the body is read;
 *  4. a compressed body (Ghost never sends one) or a declared length over the limit: refused unread,
 *     and the connection closed so the rest of the upload is never read, let alone inflated;
 *  5. at most BODIES_AT_ONCE bodies are read at a time, WAITING more wait their turn unread;
 *  6. the body: the HMAC is computed as it streams in, and reading stops at the first chunk past
 *     the limit, or when it has taken longer than Ghost itself waits for an answer.
 * So a request costs at most the limit in memory, and all of them together BODIES_AT_ONCE times that.
 */
import { Router, type Request, type RequestHandler, type Response } from "express";
import { readBlogChange } from "~/blog/changes";
import {
  GHOST_SIGNATURE_HEADER,
  createWebhookVerifier,
  type RefusalReason,
  type SignedBodyCheck,
  type Verdict,
  type WebhookVerifier,
} from "~/blog/webhook-signature.server";
import { log } from "~/log.server";
import type { BlogChangeHandler } from "../blog-changes";
import { createConcurrencyGate } from "../concurrency-gate";
import { clientKeyOf, createTokenBucketLimiter, perMinuteLimiter, rateLimit } from "../rate-limit";

export const BLOG_WEBHOOK_PATH = "/api/blog/webhook";
/**
 * Ghost's post payloads carry the post now and the fields an edit changed, as HTML and plain text:
 * measured with Ghost 6.65.0, editing every word of a 10,000-word post sends 680 KB. 2 MiB is a post
 * of about 30,000 words edited throughout; a longer one is refused (413) and reaches the site when
 * its cached copies expire, within 5 minutes.
 */
export const WEBHOOK_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/**
 * Per client address. Ghost sends one delivery per post and event, and does not send a refused one
 * again (Ghost 6 turns retries off for outside addresses), so the limit leaves room for a bulk edit of
 * hundreds of posts while still capping what an unsigned flood costs.
 */
export const WEBHOOK_RATE_PER_MINUTE = 600;
/** Bodies read at once, and requests waiting (unread) for their turn; more answer 503. */
export const BODIES_AT_ONCE = 4;
export const WAITING = 32;
/** Ghost gives up on a delivery after 2 s; a body still arriving after this is not Ghost's. */
export const BODY_DEADLINE_MS = 5_000;
/** Refused signatures (missing, malformed, forged) from one address before it is refused outright. */
export const REFUSALS_BEFORE_BLOCK = 5;
/** ... for this long after the last one; one more attempt is let through per BLOCK_SECONDS / REFUSALS_BEFORE_BLOCK. */
export const BLOCK_SECONDS = 15 * 60;

/**
 * Refusals that show the sender does not know the secret. An expired or replayed signature may be
 * the site's own Ghost (a slow clock, a delivery sent twice), so it is refused but not held against it.
 */
const BLOCKING_REASONS: ReadonlySet<RefusalReason> = new Set(["missing", "malformed", "forged"]);

export interface BlogWebhookLimits {
  bodyLimitBytes: number;
  ratePerMinute: number;
  bodiesAtOnce: number;
  waiting: number;
  bodyDeadlineMs: number;
  refusalsBeforeBlock: number;
}

export interface BlogWebhookDeps {
  secret: string;
  applyChange: BlogChangeHandler;
  verifier?: WebhookVerifier;
  /** Tests lower the limits; the defaults are the constants above. */
  limits?: Partial<BlogWebhookLimits>;
  logger?: Pick<Console, "warn">;
}

const REFUSED = "This request is not signed by the site's Ghost (X-Ghost-Signature), or it was sent before.";
const BLOCKED = "Too many requests from this address were not signed by the site's Ghost. Try again later.";

type BodyReading =
  | { ok: true; body: Buffer; verdict: Verdict }
  | { ok: false; status: 400 | 408 | 413 };

/**
 * Reads the body into `check` and memory, at most `limit` bytes and for at most `deadlineMs`;
 * stops at the first chunk past the limit.
 */
function readSignedBody(req: Request, check: SignedBodyCheck, limit: number, deadlineMs: number): Promise<BodyReading> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const done = (reading: BodyReading) => {
      clearTimeout(timer);
      req.off("data", onData).off("end", onEnd).off("error", onBroken).off("close", onBroken);
      if (!reading.ok) req.pause();
      resolve(reading);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) return done({ ok: false, status: 413 });
      check.update(chunk);
      chunks.push(chunk);
    };
    const onEnd = () => done({ ok: true, body: Buffer.concat(chunks, total), verdict: check.finish() });
    const onBroken = () => done({ ok: false, status: 400 });
    const timer = setTimeout(() => done({ ok: false, status: 408 }), deadlineMs);
    req.on("data", onData).on("end", onEnd).on("error", onBroken).on("close", onBroken);
  });
}

export function createBlogWebhookRouter(deps: BlogWebhookDeps): Router {
  const limits: BlogWebhookLimits = {
    bodyLimitBytes: WEBHOOK_BODY_LIMIT_BYTES,
    ratePerMinute: WEBHOOK_RATE_PER_MINUTE,
    bodiesAtOnce: BODIES_AT_ONCE,
    waiting: WAITING,
    bodyDeadlineMs: BODY_DEADLINE_MS,
    refusalsBeforeBlock: REFUSALS_BEFORE_BLOCK,
    ...deps.limits,
  };
  const verifier = deps.verifier ?? createWebhookVerifier({ secret: deps.secret });
  const logger = deps.logger ?? log;
  const gate = createConcurrencyGate({ active: limits.bodiesAtOnce, waiting: limits.waiting });
  const refusals = createTokenBucketLimiter({
    capacity: limits.refusalsBeforeBlock,
    refillPerSecond: limits.refusalsBeforeBlock / BLOCK_SECONDS,
  });
  const router = Router();

  const send = (res: Response, status: number, body: Record<string, unknown>) =>
    res.status(status).set("Cache-Control", "no-store").json(body);

  /** Answers without reading (the rest of) the body, and closes the connection so it is never read. */
  const sendAndClose = (res: Response, status: number, body: Record<string, unknown>) =>
    send(res.set("Connection", "close"), status, body);

  const refuse = (req: Request, res: Response, reason: RefusalReason, closeAfter = false) => {
    const address = res.locals.clientIp ?? "unknown";
    logger.warn(`[blog] webhook refused (${reason}) from ${address}`);
    if (BLOCKING_REASONS.has(reason)) {
      const key = clientKeyOf(req, res);
      refusals.take(key);
      const blocked = refusals.peek(key);
      if (!blocked.allowed) {
        logger.warn(
          `[blog] webhook: ${limits.refusalsBeforeBlock} refused signatures from ${address}; refusing it for ${blocked.retryAfterSeconds} s`,
        );
      }
    }
    (closeAfter ? sendAndClose : send)(res, 401, { ok: false, error: REFUSED });
  };

  const refuseBlocked: RequestHandler = (req, res, next) => {
    const decision = refusals.peek(clientKeyOf(req, res));
    if (decision.allowed) return next();
    res.set("Retry-After", String(decision.retryAfterSeconds));
    sendAndClose(res, 429, { ok: false, error: BLOCKED });
  };

  const checkHeader: RequestHandler = (req, res, next) => {
    const problem = verifier.precheck(req.get(GHOST_SIGNATURE_HEADER));
    if (problem) return refuse(req, res, problem, true);
    next();
  };

  const checkBodyShape: RequestHandler = (req, res, next) => {
    const encoding = (req.get("content-encoding") ?? "identity").trim().toLowerCase();
    if (encoding !== "identity") {
      return sendAndClose(res, 415, { ok: false, error: "Ghost sends webhooks uncompressed; a compressed body is not read." });
    }
    const declared = req.get("content-length");
    if (declared !== undefined && Number(declared) > limits.bodyLimitBytes) return tooLarge(res);
    next();
  };

  const tooLarge = (res: Response) => sendAndClose(res, 413, { ok: false, error: "The webhook body is too large." });

  const handle: RequestHandler = async (req, res) => {
    const turn = gate.enter();
    if (!turn) {
      res.set("Retry-After", "1");
      return sendAndClose(res, 503, { ok: false, error: "Too many deliveries at once; send it again in a moment." });
    }
    const release = await turn;
    try {
      // Gone while it waited: nothing to read.
      if (req.socket.destroyed) return;
      const started = verifier.start(req.get(GHOST_SIGNATURE_HEADER));
      if (!started.ok) return refuse(req, res, started.reason, true);
      const reading = await readSignedBody(req, started.body, limits.bodyLimitBytes, limits.bodyDeadlineMs);
      if (!reading.ok) {
        if (reading.status === 413) return tooLarge(res);
        const error = reading.status === 408 ? "The webhook body did not arrive in time." : "The webhook body could not be read.";
        return sendAndClose(res, reading.status, { ok: false, error });
      }
      if (!reading.verdict.ok) return refuse(req, res, reading.verdict.reason);
      let payload: unknown;
      try {
        payload = JSON.parse(reading.body.toString("utf8"));
      } catch {
        return send(res, 400, { ok: false, error: "The webhook body is not JSON." });
      }
      const change = readBlogChange(payload);
      if (!change) return send(res, 200, { ok: true, ignored: true });
      const { droppedPages } = deps.applyChange(change);
      send(res, 200, { ok: true, event: change.event, droppedPages });
    } finally {
      release();
    }
  };

  router.post(
    BLOG_WEBHOOK_PATH,
    refuseBlocked,
    rateLimit({ limiter: perMinuteLimiter(limits.ratePerMinute) }),
    checkHeader,
    checkBodyShape,
    handle,
  );
  router.all(BLOG_WEBHOOK_PATH, (_req, res) => {
    res.set("Allow", "POST");
    send(res, 405, { ok: false, error: "Ghost's webhooks are sent with POST." });
  });
  return router;
}
