/**
 * `POST /api/blog/webhook`: Ghost tells the site that the blog changed (README, Operations, sets the
 * webhooks up). Mounted only when GHOST_WEBHOOK_SECRET is set.
 *
 * Answers JSON, never cached:
 *   200 { ok: true, event, droppedPages }   applied (server/blog-changes.ts)
 *   200 { ok: true, ignored: true }         signed, but about nothing the site shows (members, say)
 *   400 the signed body is not JSON         401 not signed by the site's Ghost, too old, or a replay
 *   405 not a POST                          413 body over 4 MB
 *   429 too many from this address (Retry-After; the same delivery sent again later is accepted)
 * The signature is checked on the body exactly as received (app/blog/webhook-signature.server.ts);
 * a request that fails on its header alone is refused before its body is read.
 */
import express, { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import { readBlogChange } from "~/blog/changes";
import { GHOST_SIGNATURE_HEADER, createWebhookVerifier, type WebhookVerifier } from "~/blog/webhook-signature.server";
import type { BlogChangeHandler } from "../blog-changes";
import { perMinuteLimiter, rateLimit } from "../rate-limit";

export const BLOG_WEBHOOK_PATH = "/api/blog/webhook";
/** Ghost's post payloads carry the post twice (now and before) with its HTML and text. */
export const WEBHOOK_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
/**
 * Per client address. Ghost sends one delivery per post and event, and does not send a refused one
 * again (Ghost 6 turns retries off for outside addresses), so the limit leaves room for a bulk edit of
 * hundreds of posts while still capping what an unsigned flood costs.
 */
export const WEBHOOK_RATE_PER_MINUTE = 600;

export interface BlogWebhookDeps {
  secret: string;
  applyChange: BlogChangeHandler;
  verifier?: WebhookVerifier;
  ratePerMinute?: number;
  logger?: Pick<Console, "warn">;
}

const REFUSED = "This request is not signed by the site's Ghost (X-Ghost-Signature), or it was sent before.";

export function createBlogWebhookRouter(deps: BlogWebhookDeps): Router {
  const verifier = deps.verifier ?? createWebhookVerifier({ secret: deps.secret });
  const logger = deps.logger ?? console;
  const router = Router();

  const send = (res: express.Response, status: number, body: Record<string, unknown>) =>
    res.status(status).set("Cache-Control", "no-store").json(body);

  const refuse = (res: express.Response, reason: string, address: string | undefined) => {
    logger.warn(`[blog] webhook refused (${reason}) from ${address ?? "unknown"}`);
    send(res, 401, { ok: false, error: REFUSED });
  };

  const checkHeader: RequestHandler = (req, res, next) => {
    const problem = verifier.precheck(req.get(GHOST_SIGNATURE_HEADER));
    if (problem) return refuse(res, problem, res.locals.clientIp);
    next();
  };

  const handle: RequestHandler = (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const verdict = verifier.verify(req.get(GHOST_SIGNATURE_HEADER), body);
    if (!verdict.ok) return refuse(res, verdict.reason, res.locals.clientIp);
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString("utf8"));
    } catch {
      return send(res, 400, { ok: false, error: "The webhook body is not JSON." });
    }
    const change = readBlogChange(payload);
    if (!change) return send(res, 200, { ok: true, ignored: true });
    const { droppedPages } = deps.applyChange(change);
    send(res, 200, { ok: true, event: change.event, droppedPages });
  };

  const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 413) return send(res, 413, { ok: false, error: "The webhook body is too large." });
    send(res, 400, { ok: false, error: "The webhook body could not be read." });
  };

  router.post(
    BLOG_WEBHOOK_PATH,
    rateLimit({ limiter: perMinuteLimiter(deps.ratePerMinute ?? WEBHOOK_RATE_PER_MINUTE) }),
    checkHeader,
    // Whatever the Content-Type: the signature covers the bytes, so they are kept as they came.
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT_BYTES }),
    handle,
    bodyErrors,
  );
  router.all(BLOG_WEBHOOK_PATH, (_req, res) => {
    res.set("Allow", "POST");
    send(res, 405, { ok: false, error: "Ghost's webhooks are sent with POST." });
  });
  return router;
}
