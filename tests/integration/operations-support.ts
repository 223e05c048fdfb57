/**
 * Shared by the operations tests (tests/integration/operations-*.test.ts and caddy.test.ts): contact
 * messages that are easy to find again, a receiver for the health alerts, and the site's JSON log.
 */
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { BRANDS } from "../../app/brands/index";
import type { BrandId } from "../../app/brands/types";

/** A valid contact submission whose every visible value carries `token`, so a log can be searched for it. */
export function contactSubmission(token: string, brandId: BrandId = "dresdentax"): Record<string, unknown> {
  const brand = BRANDS[brandId];
  return {
    formData: {
      name: `Visitor ${token}`,
      email: `visitor.${token}@example.com`,
      phone: "(740) 555-0142",
      service: brand.contactServiceOptions[0],
      message: `Please call me about payroll for my bakery (${token}).`,
      formType: "contact",
      domain: brandId,
    },
    domain: brandId,
  };
}

/** What a visitor typed in `contactSubmission(token)`: none of it may ever appear in a log. */
export function visitorValues(token: string): string[] {
  return [`Visitor ${token}`, `visitor.${token}@example.com`, `bakery (${token})`, "555-0142"];
}

export interface LogLine {
  level: string;
  time: string;
  msg: string;
  [field: string]: unknown;
}

/** The site's stdout as log lines; throws on a line that is not one (every line must be JSON). */
export function logLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.includes("ExperimentalWarning") && !line.includes("--trace-warnings"))
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

export interface AlertReceiver {
  url: string;
  alerts: Array<Record<string, unknown>>;
  /** Answer every alert with this status (default 204). */
  answerWith(status: number): void;
  waitForAlerts(count: number, timeoutMs?: number): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

/** An HTTP server on loopback that takes the site's alert POSTs, as a chat webhook would. */
export async function startAlertReceiver(): Promise<AlertReceiver> {
  const alerts: Array<Record<string, unknown>> = [];
  let status = 204;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (status < 300 && req.method === "POST" && req.headers["content-type"] === "application/json") {
        alerts.push(JSON.parse(body) as Record<string, unknown>);
      }
      res.writeHead(status).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/site-alerts`,
    alerts,
    answerWith: (next) => (status = next),
    async waitForAlerts(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (alerts.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} alerts, got ${alerts.length}: ${JSON.stringify(alerts)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return alerts;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
