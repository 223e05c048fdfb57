/**
 * One JSON log line per request (pino-http), written when its answer is finished or the client went
 * away: `{"level":"info","time":…,"reqId":…,"method":"GET","path":"/blog","status":200,"ms":4,
 * "brand":"dresdentax","ip":"203.0.113.9","msg":"request"}`. The path is logged without its query
 * (a search or a form sent by GET carries what a visitor typed), and nothing of headers or bodies.
 *
 * Every response carries the request's id as `X-Request-Id`. An id sent by the client is kept only
 * behind a trusted proxy (TRUST_PROXY > 0, where Caddy or a load balancer sets it) and only when it
 * looks like an id; anything else gets a fresh UUID.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { pinoHttp } from "pino-http";
import type { SiteLogger } from "~/log.server";

export const REQUEST_ID_HEADER = "X-Request-Id";
const INCOMING_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;
const MAX_LOGGED_PATH = 300;

/** The id of a request: the trusted proxy's when it sent a usable one, else a new UUID. */
export function requestId(incoming: string | string[] | undefined, trustProxy: number): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return trustProxy > 0 && value !== undefined && INCOMING_ID.test(value) ? value : randomUUID();
}

/** The path of a request target, without its query, cut to a sane length. */
export function loggedPath(target: string): string {
  const end = target.search(/[?#]/);
  return (end === -1 ? target : target.slice(0, end)).slice(0, MAX_LOGGED_PATH);
}

type Answer = Response & ServerResponse;

function requestFields(req: Request, res: Answer, status: number, ms: number) {
  return {
    method: req.method,
    path: loggedPath(req.originalUrl ?? req.url),
    status,
    ms,
    brand: (res.locals?.brand as { id?: string } | undefined)?.id,
    ip: res.locals?.clientIp ?? req.socket?.remoteAddress,
    // The client left before the answer was complete (the status is what would have been sent).
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

export function requestLog(logger: SiteLogger, trustProxy: number): RequestHandler {
  const middleware = pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    genReqId(req, res) {
      const id = requestId(req.headers["x-request-id"], trustProxy);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    customSuccessObject: (req, res, fields) =>
      requestFields(req as Request, res as Answer, res.statusCode, (fields as { responseTime: number }).responseTime),
    customErrorObject: (req, res, error, fields) => ({
      ...requestFields(req as Request, res as Answer, res.statusCode, (fields as { responseTime: number }).responseTime),
      // A 5xx without a thrown error says only its status; the error handler logs the cause itself.
      ...(res.statusCode >= 500 && error.message.startsWith("failed with status code") ? {} : { err: error }),
    }),
  });
  return middleware as unknown as RequestHandler;
}
