/**
 * Run as the firm will: the production server as a child process, started from a folder with a
 * `.env`, writing its log as JSON lines on stdout.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { readOutboxRows, waitFor } from "./contact-site";
import { contactSubmission, logLines, visitorValues, type LogLine } from "./operations-support";
import { freePort, skipWithoutBuild, startSiteProcess, tempDir, type SiteProcess } from "./server-harness";

const skip = skipWithoutBuild("operations-logs");

let sink: SmtpSink;
beforeAll(async () => {
  if (!skip) sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
});

async function postContact(origin: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, requestId: response.headers.get("x-request-id"), json: await response.json() };
}

describe.skipIf(skip)(".env", () => {
  it("is read from the folder the site starts in; the environment's own values win", async () => {
    const folder = tempDir("site-with-env");
    const unusedPort = await freePort();
    writeFileSync(
      path.join(folder, ".env"),
      [
        "# as an operator copies it from .env.example",
        `SMTP_URL=${sink.url}`,
        'CONTACT_FROM="Website <website@dresdentax.com>"',
        "DATA_DIR=./outbox-from-env",
        // Set in the environment as well (the test harness sets PORT): the environment's value is used.
        `PORT=${unusedPort}`,
      ].join("\n"),
    );
    const site = await startSiteProcess({ DATA_DIR: undefined }, { cwd: folder });
    try {
      expect(site.port).not.toBe(unusedPort);
      const token = `env${Date.now()}`;
      expect((await postContact(site.origin, contactSubmission(token))).status).toBe(200);
      // SMTP_URL from the file: the message is mailed, not kept.
      const mail = await waitFor(
        () => sink.messages.find((message) => message.text.includes(token)),
        "the message mailed through SMTP_URL from .env",
      );
      expect(mail.envelopeFrom).toBe("website@dresdentax.com");
      // DATA_DIR from the file, relative to the folder the site started in.
      await waitFor(
        () => readOutboxRows(path.join(folder, "outbox-from-env")).map((row) => row.status).join() === "sent",
        "the message marked sent in the outbox in DATA_DIR from .env",
      );
      expect(logLines(site.logs()).some((line) => line.msg.includes(`Settings read from ${path.join(folder, ".env")}`))).toBe(true);
    } finally {
      await site.stop();
    }
  });

  it("a bad value in .env stops the start with the same clear message as one in the environment", async () => {
    const folder = tempDir("site-with-bad-env");
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, ".env"), "LOG_LEVEL=chatty\nCONTACT_OVERDUE_MINUTES=soon\n");
    const failure = await startSiteProcess({}, { cwd: folder, timeoutMs: 15_000 }).then(
      () => "started",
      (error: Error) => error.message,
    );
    expect(failure).toContain("site exited with 1 before listening");
    const problems = logLines(failure.slice(failure.indexOf("\n") + 1)).map((line) => [line.level, line.msg]);
    expect(problems.toSorted()).toEqual([
      ["fatal", 'Invalid configuration: CONTACT_OVERDUE_MINUTES must be a whole number from 1 to 10080 (got "soon")'],
      ["fatal", 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "chatty")'],
    ]);
  });
});

describe.skipIf(skip)("request log", () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSiteProcess({ SMTP_URL: sink.url, CONTACT_FROM: "website@dresdentax.com" });
  });
  afterAll(async () => {
    await site?.stop();
  });

  const requestLines = () => logLines(site.logs()).filter((line) => line.msg === "request" || line.msg === "request failed");
  const lineFor = (id: string | null) => requestLines().find((line) => line.reqId === id);

  it("writes one JSON line per request with its id, method, path (no query), status, duration, brand and client address", async () => {
    const page = await fetch(`${site.origin}/services?domain=brownco&q=private`);
    const id = page.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await fetch(`${site.origin}/no-such-page`);
    const asset = await fetch(`${site.origin}/favicon.ico`);
    await waitFor(() => lineFor(asset.headers.get("x-request-id")), "the request lines");
    const line = lineFor(id) as LogLine;
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/services",
      status: 200,
      brand: "brownco",
      ip: "127.0.0.1",
    });
    expect(typeof line.ms).toBe("number");
    expect(Date.parse(line.time)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(line)).not.toContain("private");
    expect(lineFor(missing.headers.get("x-request-id"))).toMatchObject({ status: 404, path: "/no-such-page" });
    // Each request once.
    const ids = requestLines().map((entry) => entry.reqId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every answer an id, including ones Express never sees, and ignores a client's own id without a trusted proxy", async () => {
    const forged = await fetch(`${site.origin}/`, { headers: { "X-Request-Id": "forged-by-client" } });
    expect(forged.headers.get("x-request-id")).not.toBe("forged-by-client");
    const { rawRequest } = await import("./server-harness");
    const malformed = await rawRequest(site.port, { target: "/", headers: [["Bad Header", "x"]] });
    expect(malformed.status).toBe(400);
    expect(malformed.header("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(
      () => logLines(site.logs()).find((line) => line.reqId === malformed.header("x-request-id")),
      "the malformed request's line",
    );
  });

  it("never writes what a visitor sent: no name, email address, phone or message, valid, invalid or refused", async () => {
    const tokens = ["logA", "logB", "logC"];
    expect((await postContact(site.origin, contactSubmission(tokens[0]!))).status).toBe(200);
    const invalid = contactSubmission(tokens[1]!);
    (invalid.formData as Record<string, unknown>).email = `not an address ${tokens[1]}@`;
    expect((await postContact(site.origin, invalid)).status).toBe(400);
    const wrongRecipient = { ...contactSubmission(tokens[2]!), recipientEmail: `someone.${tokens[2]}@example.net` };
    expect((await postContact(site.origin, wrongRecipient)).status).toBe(200);
    const malformed = await fetch(`${site.origin}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: `{"formData": {"message": "secret ${tokens[0]}"`,
    });
    expect(malformed.status).toBe(400);
    await waitFor(() => sink.messages.filter((mail) => /log[AC]/.test(mail.text)).length === 2, "both messages mailed");
    await waitFor(() => site.logs().includes("named another recipient"), "the recipient mismatch line");

    const output = site.logs();
    for (const token of tokens) {
      for (const value of visitorValues(token)) expect(output).not.toContain(value);
      expect(output).not.toContain(token);
    }
    // No visitor's address at all: the only addresses in the log are the firm's own, where mail went.
    const addresses = output.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
    expect(addresses.every((address) => /@(dresdentax|browncoconsulting|dresdenpayroll)\.com$/.test(address))).toBe(true);
    expect(requestLines().filter((line) => line.path === "/api/contact").map((line) => line.status)).toEqual([200, 400, 200, 400]);
  });
});

describe.skipIf(skip)("behind a trusted proxy, and LOG_LEVEL", () => {
  it("keeps the proxy's X-Request-Id with TRUST_PROXY, and LOG_LEVEL=warn leaves out the request lines", async () => {
    const proxied = await startSiteProcess({ TRUST_PROXY: "1" });
    const quiet = await startSiteProcess({ LOG_LEVEL: "warn" });
    try {
      const response = await fetch(`${proxied.origin}/about-us`, {
        headers: { "X-Request-Id": "caddy-4f1c2a", "X-Forwarded-For": "203.0.113.7" },
      });
      expect(response.headers.get("x-request-id")).toBe("caddy-4f1c2a");
      await waitFor(() => logLines(proxied.logs()).find((line) => line.reqId === "caddy-4f1c2a"), "the proxied line");
      expect(logLines(proxied.logs()).find((line) => line.reqId === "caddy-4f1c2a")).toMatchObject({ ip: "203.0.113.7" });
      // Not an id: replaced.
      const odd = await fetch(`${proxied.origin}/`, { headers: { "X-Request-Id": "x".repeat(500) } });
      expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

      for (let index = 0; index < 5; index += 1) await (await fetch(`${quiet.origin}/`)).arrayBuffer();
      await (await fetch(`${quiet.origin}/`)).arrayBuffer();
      const levels = logLines(quiet.logs()).map((line) => line.level);
      expect(levels.filter((level) => level === "info")).toEqual([]);
      // The warning that no mailer is set still shows.
      expect(logLines(quiet.logs()).some((line) => line.level === "warn" && line.msg.includes("SMTP_URL is not set"))).toBe(true);
    } finally {
      await proxied.stop();
      await quiet.stop();
    }
  });
});
