/**
 * Stopping the HTTP server without dropping a request (SIGTERM from a deploy, `systemctl restart`,
 * `docker stop`): answer every request already sent, close each connection once its answer is out,
 * and stop accepting new connections.
 *
 * Node's `server.close()` stops listening and closes the connections that look idle at that instant.
 * Both reset requests a client has already sent: a connection still in the listening socket's queue
 * (connected, not yet accepted), and a request whose bytes have arrived but not yet been read. So for
 * a short grace the server goes on accepting and reading, with every answer saying
 * `Connection: close`; then the listening socket is closed alone, and idle connections are closed
 * as they become idle.
 */
import type http from "node:http";
import net from "node:net";

/** Long enough for what was sent before the signal to be accepted and read; short beside any stop timeout. */
export const DRAIN_GRACE_MS = 500;
const IDLE_SWEEP_MS = 100;

export interface DrainResult {
  /** True when some requests were still unanswered at the deadline and their connections were closed. */
  timedOut: boolean;
}

/** Resolves once every connection has closed, or at `timeoutMs` after closing what is left. */
export function drainHttpServer(server: http.Server, timeoutMs: number): Promise<DrainResult> {
  return new Promise((resolve) => {
    let timedOut = false;
    // Before the site's own handler, so even an answer written at once carries it.
    server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!res.headersSent) res.setHeader("Connection", "close");
    });
    let sweep: ReturnType<typeof setInterval> | undefined;
    const deadline = setTimeout(() => {
      timedOut = true;
      server.closeAllConnections();
    }, timeoutMs);
    setTimeout(() => {
      // net.Server's close: stop listening, keep the open connections (see above).
      net.Server.prototype.close.call(server, () => {
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve({ timedOut });
      });
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    }, Math.min(DRAIN_GRACE_MS, timeoutMs));
  });
}
