/**
 * Stopping the HTTP server without dropping a request (SIGTERM from a deploy, `systemctl restart`,
 * `docker stop`): stop accepting connections, answer every request already received, and close each
 * connection once its answer is out.
 *
 * Node's `server.close()` also closes connections that look idle at that instant, which resets a
 * request whose bytes have reached the machine but not yet been read. So the listening socket is
 * closed alone, answers from then on say `Connection: close`, and idle connections are closed only
 * after a short grace in which any request already sent has been read.
 */
import type http from "node:http";
import net from "node:net";

/** Long enough for a request already on its way to be read; short beside any stop timeout. */
export const IDLE_GRACE_MS = 500;
const IDLE_SWEEP_MS = 100;

export interface DrainResult {
  /** True when some requests were still unanswered at the deadline and their connections were closed. */
  timedOut: boolean;
}

/** Stops accepting and resolves once every connection has closed, or at `timeoutMs` after closing what is left. */
export function drainHttpServer(server: http.Server, timeoutMs: number): Promise<DrainResult> {
  return new Promise((resolve) => {
    let timedOut = false;
    // Before the site's own handler, so even an answer written at once carries it.
    server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!res.headersSent) res.setHeader("Connection", "close");
    });
    // Then, every moment, a connection whose answer is out and that was kept open is closed.
    let sweep: ReturnType<typeof setInterval> | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    }, IDLE_GRACE_MS);
    const deadline = setTimeout(() => {
      timedOut = true;
      server.closeAllConnections();
    }, timeoutMs);
    // net.Server's close: stop listening, keep the open connections (see above).
    net.Server.prototype.close.call(server, () => {
      clearTimeout(grace);
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve({ timedOut });
    });
  });
}
