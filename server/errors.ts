/**
 * The last handler: whatever reached it becomes a short plain answer, never a stack trace.
 * Errors that describe a bad request (Express sets `status` 4xx on them, e.g. for malformed URL
 * encoding) answer that 4xx; anything else is the site's fault, is logged and answers 500.
 */
import type { ErrorRequestHandler, RequestHandler } from "express";
import { CONTENT_ERROR_HEADING } from "../app/content/problems.ts";
import { log } from "../app/log.server.ts";
import { HOST_PATTERN } from "../app/delivery/page-handler.server.ts";
import { loggedPath } from "./request-log.ts";

export const SERVER_ERROR_TEXT = "Something went wrong on our side. Please try again, or call us at (740) 754-0800.";

function statusOf(error: unknown): number {
  const details = (typeof error === "object" && error !== null ? error : {}) as { status?: unknown; statusCode?: unknown };
  const status = typeof details.status === "number" ? details.status : details.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

export const finalErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const status = statusOf(error);
  if (status >= 500) log.error({ err: error, method: req.method, path: loggedPath(req.originalUrl) }, "request failed");
  if (res.headersSent) {
    // Part of a page was already sent: the connection is all that can signal the failure.
    res.destroy();
    return;
  }
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  const text = status >= 500 ? SERVER_ERROR_TEXT : "Bad request.";
  if (req.path.startsWith("/api/")) res.json({ success: false, error: text });
  else res.type("text/plain").send(text);
};

/**
 * Development only: a page that fails on a content file answers with what is wrong (the file, the line,
 * the field), so whoever is editing content sees it in the browser as well as in the terminal.
 */
export const showContentErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const message = error instanceof Error ? error.message : "";
  if (res.headersSent || !message.startsWith(CONTENT_ERROR_HEADING)) return next(error);
  log.error(`${req.method} ${loggedPath(req.originalUrl)}: ${message}`);
  res.status(500).setHeader("Cache-Control", "no-store");
  res.type("text/plain").send(`${message}\n\nFix the file, save it and reload this page.\n`);
};

/**
 * Requests this site never answers: absolute-form targets ("GET http://other/"), "*", and a Host
 * header that is not a host name (HTTP/1.0 requests without one are fine).
 */
export const rejectMalformedRequests: RequestHandler = (req, res, next) => {
  const host = req.headers.host;
  if (req.url.startsWith("/") && (host === undefined || HOST_PATTERN.test(host))) return next();
  res.status(400).setHeader("Cache-Control", "no-store");
  res.setHeader("Connection", "close");
  res.type("text/plain").send("Bad request.");
};
