/**
 * The HTTP server around the Express app, with limits against slow and greedy clients:
 *  - request headers must arrive within `headersMs` and the whole request within `requestMs`
 *    (a slowloris client sending a byte every few seconds is cut off; Node answers 408);
 *  - idle keep-alive connections close after `keepAliveMs`;
 *  - at most 16 KB of headers (Node's default; larger answers 431) and 100 header lines;
 *  - the clocks are checked every second rather than Node's default 30 s.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { RequestListener } from "node:http";
import type { Socket } from "node:net";
import type { SiteLogger } from "~/log.server";
import { REQUEST_ID_HEADER } from "./request-log";
import { BARE_SECURITY_HEADERS } from "./security";
import { DEFAULT_TIMEOUTS, type HttpTimeouts } from "./settings";

export const MAX_HEADER_LINES = 100;

export function createHttpServer(
  handler: RequestListener,
  timeouts: HttpTimeouts = DEFAULT_TIMEOUTS,
  logger?: Pick<SiteLogger, "info">,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
      maxHeaderSize: 16 * 1024,
    },
    handler,
  );
  server.maxHeadersCount = MAX_HEADER_LINES;
  // A response being read too slowly (or a client that stopped reading) is dropped after this.
  server.setTimeout(Math.max(timeouts.requestMs, 60_000));
  // Malformed requests (bad request line, oversized headers, timeouts) never reach Express: answer
  // them here, with the security headers every response carries, and close the connection.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || (error.code === "ECONNRESET" && !socket.readable)) {
      socket.destroy();
      return;
    }
    const status =
      error.code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large"
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? "408 Request Timeout"
      : "400 Bad Request";
    // Logged and numbered like every other answer, though Express never saw the request.
    const id = randomUUID();
    logger?.info({ reqId: id, status: Number(status.slice(0, 3)), ip: (socket as Partial<Socket>).remoteAddress, error: error.code }, "malformed request");
    const headers = Object.entries({ ...BARE_SECURITY_HEADERS, [REQUEST_ID_HEADER]: id })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    // Closed for good once the answer is out: a client that keeps silent must not hold the socket.
    socket.end(`HTTP/1.1 ${status}\r\n${headers}Connection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
  });
  return server;
}
