/**
 * A deploy or `systemctl restart` sends SIGTERM while visitors are sending the contact form: every
 * request sent before the signal is answered, every acknowledged message is in the outbox, and the
 * process exits 0. The production server runs as a child process, as in production.
 */
import { once } from "node:events";
import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { readOutboxRows } from "./contact-site";
import { contactSubmission, logLines } from "./operations-support";
import { skipWithoutBuild, startSiteProcess, tempDir } from "./server-harness";

const skip = skipWithoutBuild("operations-shutdown");
const CLIENTS = 40;


interface Attempt {
  token: string;
  startedAt: number;
  status: number | null;
  error?: string;
}

/** One POST on the client's own keep-alive connection, as a browser sends the form. */
function post(port: number, agent: http.Agent, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, agent, method: "POST", path: "/api/contact", headers: { "Content-Type": "application/json" } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * A contact POST whose body is half sent when the signal comes and finished after it: a request
 * already received that must still be answered.
 */
async function halfSentRequest(port: number, body: string) {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<void>((resolve) => {
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
  const head = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  const half = Math.floor(body.length / 2);
  socket.write(head + body.slice(0, half));
  return {
    finish: () => socket.write(body.slice(half)),
    answer: async () => {
      await closed;
      return /^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString("latin1"))?.[1] ?? "no answer";
    },
  };
}

describe.skipIf(skip)("graceful shutdown", () => {
  it(`answers every request sent before SIGTERM from ${CLIENTS} clients sending the form, keeps every acknowledged message, exits 0`, async () => {
    const dataDir = tempDir("shutdown-data");
    // No mail server: nothing but the requests themselves can keep the process alive after the signal.
    const site = await startSiteProcess({
      DATA_DIR: dataDir,
      CONTACT_RATE_PER_MINUTE: "1000000",
      CONTACT_RATE_PER_HOUR: "1000000",
      WRITE_RATE_PER_MINUTE: "1000000",
      SITE_RATE_PER_MINUTE: "1000000",
    });
    const exited = once(site.child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    const agents = Array.from({ length: CLIENTS }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    // Each client's connection is open before the traffic starts, as a browser's (or the proxy's) is.
    await Promise.all(
      agents.map(
        (agent) =>
          new Promise<void>((resolve, reject) =>
            http.get({ host: "127.0.0.1", port: site.port, agent, path: "/robots.txt" }, (response) => {
              response.resume();
              response.on("end", () => resolve());
            }).on("error", reject),
          ),
      ),
    );

    const attempts: Attempt[] = [];
    let sending = true;
    const clients = agents.map(async (agent, client) => {
      for (let index = 0; sending; index += 1) {
        const attempt: Attempt = { token: `sd${client}x${index}y`, startedAt: Date.now(), status: null };
        attempts.push(attempt);
        try {
          attempt.status = await post(site.port, agent, JSON.stringify(contactSubmission(attempt.token)));
        } catch (error) {
          attempt.error = (error as NodeJS.ErrnoException).code ?? String(error);
          return; // the server has gone away: this visitor stops
        }
      }
    });

    const slow = await halfSentRequest(site.port, JSON.stringify(contactSubmission("slowhalfsent")));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const signalledAt = Date.now();
    site.child.kill("SIGTERM");
    // After a short grace (for connections already made), it accepts no more, while still alive:
    // the half-sent request below holds it open.
    const connect = () =>
      new Promise<string>((resolve) => {
        const probe = net.connect(site.port, "127.0.0.1");
        probe.once("connect", () => {
          probe.destroy();
          resolve("accepted");
        });
        probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      });
    let refused = await connect();
    for (let tries = 0; refused === "accepted" && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      refused = await connect();
    }
    const aliveWhenRefusing = site.alive();
    // ...but the request it had half received gets its answer.
    slow.finish();
    setTimeout(() => (sending = false), 1_000);
    const [code, signal] = await exited;
    await Promise.all(clients);
    for (const agent of agents) agent.destroy();

    expect(refused).toBe("ECONNREFUSED");
    expect(aliveWhenRefusing).toBe(true);
    expect(await slow.answer()).toBe("200");
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    const sentBefore = attempts.filter((attempt) => attempt.startedAt < signalledAt);
    expect(sentBefore.length).toBeGreaterThan(CLIENTS);
    const unanswered = sentBefore.filter((attempt) => attempt.status !== 200);
    expect(unanswered).toEqual([]);

    const stored = new Set(readOutboxRows(dataDir).map((row) => /\((\w+)\)\.$/.exec(String(row.message))?.[1]));
    const acknowledged = attempts.filter((attempt) => attempt.status === 200).map((attempt) => attempt.token);
    expect(acknowledged.filter((token) => !stored.has(token))).toEqual([]);
    expect(stored.has("slowhalfsent")).toBe(true);
    const lines = logLines(site.logs());
    expect(lines.some((line) => line.msg.startsWith("SIGTERM: shutting down"))).toBe(true);
    expect(lines.at(-1)).toMatchObject({ level: "info", msg: "stopped" });
  }, 60_000);

  it("waits for a stalled request at most SHUTDOWN_TIMEOUT_MS, then closes it and exits 0", async () => {
    const site = await startSiteProcess({ SHUTDOWN_TIMEOUT_MS: "1000" });
    const exited = once(site.child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    // Headers and part of a body, then nothing: it would hold the server for REQUEST_TIMEOUT_MS (30 s).
    // Sent just before the signal: the connection may not even be accepted yet when it comes.
    const stalled = await halfSentRequest(site.port, JSON.stringify(contactSubmission("stalled")));
    const answered = await halfSentRequest(site.port, JSON.stringify(contactSubmission("justbefore")));
    answered.finish();
    const signalledAt = Date.now();
    site.child.kill("SIGTERM");
    const [code] = await exited;
    const took = Date.now() - signalledAt;
    expect(code).toBe(0);
    expect(took).toBeGreaterThanOrEqual(1_000);
    expect(took).toBeLessThan(5_000);
    expect(await stalled.answer()).toBe("no answer");
    expect(await answered.answer()).toBe("200");
    expect(logLines(site.logs()).some((line) => line.level === "warn" && line.msg.includes("still open after 1000 ms"))).toBe(true);
  });
});
