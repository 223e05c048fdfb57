/**
 * `POST /api/contact` (SPEC section 7): a door to `receiveContactMessage` (app/contact/accept.server.ts),
 * as the /contact action is; this one speaks JSON.
 *
 * Answers, always JSON `{ success, error?, fieldErrors? }`:
 *   200 stored (held when it looks automated, told the same)   400 invalid input, unreadable JSON
 *   403 posted from another site's page    405 not a POST
 *   413 body over 16 KB                    415 neither JSON nor form data, not UTF-8, or compressed
 *   429 too many from this client (with Retry-After)   503 the message could not be stored
 * Bad input never produces a 5xx.
 *
 * Mount with `app.use(createContactRouter({ contact }))`. Behind a reverse proxy, set Express's
 * `trust proxy` so `req.ip` is the client's; the rate-limit key is that address (an IPv6 client's
 * /64, server/rate-limit.ts), the origin check compares the `Host` the proxy passes on.
 */
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { receiveContactMessage, type ContactReceiver } from "../../app/contact/accept.server.ts";
import type { ContactBodyType } from "../../app/contact/body.server.ts";
import { CONTACT_API_PATH } from "../../app/contact/fields.ts";
import type { ContactResponseBody } from "../../app/contact/schema.ts";
import type { BrandResolution } from "../../app/brands/resolve.ts";
import { log } from "../../app/log.server.ts";
import { clientKeyOf } from "../rate-limit.ts";

/** The answers only this door gives; every other error text is app/contact/errors.ts's. */
export const CONTACT_HTTP_ERRORS = {
  methodNotAllowed: "Send a contact message with a POST request.",
  unexpected: "Failed to send your message",
} as const;

export interface ContactRouterDeps {
  contact: ContactReceiver;
  /**
   * Origins allowed to post besides the request's own host, as full origins
   * ("https://dresdentax.com"). Usually empty: the form posts to the host that served it.
   */
  allowedOrigins?: readonly string[];
}

/** SPEC section 7's JSON, and flat form fields. */
const API_BODY_TYPES: readonly ContactBodyType[] = ["application/json", "application/x-www-form-urlencoded"];

function sendJson(res: Response, status: number, body: ContactResponseBody): void {
  res.status(status).set("Cache-Control", "no-store").json(body);
}

/** The host this request was addressed to: its Host header (server/proxy-headers.ts). */
function ownHosts(req: Request): string[] {
  const host = req.get("host");
  return host ? [host] : [];
}

export function createContactRouter(deps: ContactRouterDeps): Router {
  const router = Router();

  const receive: RequestHandler = async (req, res) => {
    // The brand of the host (or ?domain=) this was sent to, from server/site-routing.ts when mounted in the site.
    const brand = res.locals.brand as BrandResolution | undefined;
    const receipt = await receiveContactMessage(
      {
        origin: req.get("origin"),
        hosts: ownHosts(req),
        allowedOrigins: deps.allowedOrigins,
        clientKey: clientKeyOf(req, res),
        body: { header: (name) => req.get(name), chunks: req },
        bodyTypes: API_BODY_TYPES,
        brandId: brand?.id,
      },
      deps.contact,
    );
    if (receipt.retryAfterSeconds !== undefined) res.set("Retry-After", String(receipt.retryAfterSeconds));
    // A body declared over the limit, or cut off there (also behind a 429), is not read to its end:
    // close the connection rather than read the rest (Node discards a body never read, as for a 403).
    if (receipt.status === 413 || (req.readableDidRead && !req.complete)) res.set("Connection", "close");
    sendJson(res, receipt.status, receipt.body);
  };

  const unexpectedError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    log.error({ err: error }, "contact: unexpected error in POST /api/contact");
    sendJson(res, 500, { success: false, error: CONTACT_HTTP_ERRORS.unexpected });
  };

  router.post(CONTACT_API_PATH, receive, unexpectedError);
  router.all(CONTACT_API_PATH, (_req, res) => {
    res.set("Allow", "POST");
    sendJson(res, 405, { success: false, error: CONTACT_HTTP_ERRORS.methodNotAllowed });
  });
  return router;
}
