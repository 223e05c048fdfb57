/**
 * `POST /api/contact` (SPEC section 7): the HTTP shell around `ContactService.accept`.
 *
 * Answers, always JSON `{ success, error?, fieldErrors? }`:
 *   200 stored (held when it looks automated, told the same)   400 invalid input, unreadable JSON
 *   403 posted from another site's page    405 not a POST
 *   413 body over 16 KB                    415 neither JSON nor form data
 *   429 too many from this client (with Retry-After)   503 the message could not be stored
 * Bad input never produces a 5xx.
 *
 * Mount with `app.use(createContactRouter({ contact }))`. Behind a reverse proxy, set Express's
 * `trust proxy` so `req.ip` is the client's; the rate-limit key is that address (an IPv6 client's
 * /64, server/rate-limit.ts), the origin check compares the `Host` the proxy passes on.
 */
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from "express";
import { CONTACT_BODY_LIMIT_BYTES } from "../../app/contact/form-body.server.ts";
import {
  CROSS_ORIGIN_ERROR,
  TOO_LARGE_ERROR,
  tooManyRequestsError,
  UNREADABLE_SUBMISSION_ERROR,
  UNSUPPORTED_TYPE_ERROR,
} from "../../app/contact/errors.ts";
import { isAllowedOrigin } from "../../app/contact/origin.ts";
import { type ContactService } from "../../app/contact/service.server.ts";
import type { BrandResolution } from "../../app/brands/resolve.ts";
import type { ContactResponseBody } from "../../app/contact/schema.ts";
import { CONTACT_API_PATH } from "../../app/contact/schema.ts";
import { log } from "../../app/log.server.ts";
import { clientKeyOf } from "../rate-limit.ts";

export { CONTACT_BODY_LIMIT_BYTES };

export const CONTACT_HTTP_ERRORS = {
  crossOrigin: CROSS_ORIGIN_ERROR,
  methodNotAllowed: "Send a contact message with a POST request.",
  tooLarge: TOO_LARGE_ERROR,
  unsupportedType: UNSUPPORTED_TYPE_ERROR,
  unreadable: UNREADABLE_SUBMISSION_ERROR,
  unexpected: "Failed to send your message",
} as const;

export interface ContactRouterDeps {
  contact: Pick<ContactService, "accept" | "rateLimiter">;
  /**
   * Origins allowed to post besides the request's own host, as full origins
   * ("https://dresdentax.com"). Usually empty: the form posts to the host that served it.
   */
  allowedOrigins?: readonly string[];
}

function sendJson(res: express.Response, status: number, body: ContactResponseBody): void {
  res.status(status).set("Cache-Control", "no-store").json(body);
}

/** The host this request was addressed to: its Host header (server/proxy-headers.ts). */
function ownHosts(req: Request): string[] {
  const host = req.get("host");
  return host ? [host] : [];
}

export function createContactRouter(deps: ContactRouterDeps): Router {
  const router = Router();
  const { contact } = deps;

  const refuseCrossOrigin: RequestHandler = (req, res, next) => {
    if (isAllowedOrigin(req.get("origin"), ownHosts(req), deps.allowedOrigins)) return next();
    sendJson(res, 403, { success: false, error: CONTACT_HTTP_ERRORS.crossOrigin });
  };

  const limitRate: RequestHandler = (req, res, next) => {
    const decision = contact.rateLimiter.hit(clientKeyOf(req, res));
    if (decision.allowed) return next();
    res.set("Retry-After", String(decision.retryAfterSeconds));
    sendJson(res, 429, { success: false, error: tooManyRequestsError(decision.retryAfterSeconds) });
  };

  const requireJsonOrForm: RequestHandler = (req, res, next) => {
    // `req.is` is null when there is no body at all; a POST without one is as unusable as a wrong type.
    if (req.is(["application/json", "application/x-www-form-urlencoded"])) return next();
    sendJson(res, 415, { success: false, error: CONTACT_HTTP_ERRORS.unsupportedType });
  };

  const handle: RequestHandler = (req, res) => {
    // The brand of the host (or ?domain=) this was sent to, from server/site-routing.ts when mounted in the site.
    const brand = res.locals.brand as BrandResolution | undefined;
    const result = contact.accept(req.body, { brandId: brand?.id });
    sendJson(res, result.status, result.body);
  };

  const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const details = (typeof error === "object" && error !== null ? error : {}) as {
      type?: unknown;
      status?: unknown;
    };
    const status = typeof details.status === "number" ? details.status : 500;
    if (status === 413) {
      sendJson(res, 413, { success: false, error: CONTACT_HTTP_ERRORS.tooLarge });
    } else if (status === 415) {
      sendJson(res, 415, { success: false, error: CONTACT_HTTP_ERRORS.unsupportedType });
    } else if (status >= 400 && status < 500) {
      // Malformed JSON, a truncated or aborted body, a wrong Content-Length.
      sendJson(res, 400, { success: false, error: CONTACT_HTTP_ERRORS.unreadable });
    } else {
      log.error({ err: error }, "contact: unexpected error in POST /api/contact");
      sendJson(res, 500, { success: false, error: CONTACT_HTTP_ERRORS.unexpected });
    }
  };

  router.post(
    CONTACT_API_PATH,
    refuseCrossOrigin,
    limitRate,
    requireJsonOrForm,
    express.json({ limit: CONTACT_BODY_LIMIT_BYTES, strict: true }),
    // Flat fields only (extended: false); the no-JavaScript form has nothing nested.
    express.urlencoded({ limit: CONTACT_BODY_LIMIT_BYTES, extended: false, parameterLimit: 50 }),
    handle,
    bodyErrors,
  );
  router.all(CONTACT_API_PATH, (_req, res) => {
    res.set("Allow", "POST");
    sendJson(res, 405, { success: false, error: CONTACT_HTTP_ERRORS.methodNotAllowed });
  });
  return router;
}
