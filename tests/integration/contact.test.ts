/**
 * POST /api/contact end to end: the router in a throwaway Express app, a real SQLite outbox in a
 * temporary folder, a real SMTP server on loopback, and a real child process killed with SIGKILL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BRANDS, isBrandId, type Brand, type BrandId } from "../../app/brands/index";
import {
  createContactService,
  type ContactService,
  type ContactServiceConfig,
} from "../../app/contact/service.server";
import {
  CROSS_ORIGIN_ERROR,
  INVALID_FIELDS_ERROR,
  STORAGE_UNAVAILABLE_ERROR,
  TOO_LARGE_ERROR,
  UNREADABLE_SUBMISSION_ERROR,
  UNSUPPORTED_TYPE_ERROR,
} from "../../app/contact/errors";
import { validateContactFields } from "../../app/contact/schema";
import { CONTACT_HTTP_ERRORS, createContactRouter } from "../../server/api/contact";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink";
import { readOutboxRows, runOutboxCommand, waitFor } from "./contact-site";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CONTACT_FROM = "Website contact form <website@dresdentax.com>";

let root: string;
let sink: SmtpSink;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "contact-integration-"));
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink.stop();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(async () => {
  sink.clear();
  sink.setMode("accept");
  await sink.start();
});

// ---------------------------------------------------------------------------------------------
// Helpers

function envelope(
  brand: Brand,
  fields: Record<string, unknown> = {},
  top: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    formData: {
      name: "Jane O'Connor",
      email: "jane.oconnor@example.com",
      phone: "(740) 555-0142",
      service: brand.contactServiceOptions[0],
      message: "We opened a second location in Zanesville and need help with payroll and sales tax.",
      formType: "contact",
      domain: brand.id,
      timestamp: new Date().toISOString(),
      recipientEmail: brand.contact.email,
      ...fields,
    },
    domain: brand.id,
    recipientEmail: brand.contact.email,
    ...top,
  };
}

interface RunningApp {
  url: string;
  service: ContactService;
  dataDir: string;
  logs: string[];
  close(): Promise<void>;
}

const running = new Set<RunningApp>();
afterAll(async () => {
  for (const app of running) await app.close();
});

async function startApp(overrides: Partial<ContactServiceConfig> = {}): Promise<RunningApp> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(root, "data-"));
  const logs: string[] = [];
  const logger = {
    info: (text: string) => logs.push(`info ${text}`),
    warn: (text: string) => logs.push(`warn ${text}`),
    error: (text: string) => logs.push(`error ${text}`),
  };
  const service = createContactService({
    dataDir,
    smtpUrl: sink.url,
    contactFrom: CONTACT_FROM,
    rateLimit: { perMinute: 100_000, perHour: 1_000_000 },
    retryPolicy: { baseDelayMs: 100, maxDelayMs: 300 },
    pollIntervalMs: 100,
    logger,
    ...overrides,
  });
  const app = express();
  app.use(createContactRouter({ contact: service }));
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  service.start();
  const handle: RunningApp = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`,
    service,
    dataDir,
    logs,
    async close() {
      running.delete(handle);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.stop();
    },
  };
  running.add(handle);
  return handle;
}

interface Reply {
  status: number;
  json: { success?: unknown; error?: unknown; fieldErrors?: Record<string, string> } | undefined;
  headers: Headers;
}

async function post(
  url: string,
  body: string | Uint8Array<ArrayBuffer>,
  contentType: string | null = "application/json",
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await fetch(url, {
    method: "POST",
    headers: contentType === null ? headers : { "content-type": contentType, ...headers },
    body,
  });
  const text = await response.text();
  let json: Reply["json"];
  try {
    json = JSON.parse(text) as Reply["json"];
  } catch {
    json = undefined;
  }
  return { status: response.status, json, headers: response.headers };
}

const postJson = (url: string, value: unknown, headers: Record<string, string> = {}) =>
  post(url, JSON.stringify(value), "application/json", headers);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function header(mail: ReceivedMail, name: string): string {
  return mail.headers.get(name)?.[0] ?? "";
}

// ---------------------------------------------------------------------------------------------

describe("POST /api/contact delivers by SMTP", () => {
  it("commits before answering, then mails the brand's configured address with reply-to, subject and body", async () => {
    const app = await startApp();
    const brand = BRANDS.brownco;
    const reply = await postJson(
      app.url,
      envelope(brand, {
        service: "Fractional CFO",
        message: "Line one <b>not bold</b>\nLine two & three <script>alert(1)</script>",
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true });
    expect(reply.headers.get("cache-control")).toBe("no-store");

    // Durable before acknowledged: a separate connection already sees the row.
    const [row] = readOutboxRows(app.dataDir);
    expect(row).toMatchObject({ brand_id: "brownco", recipient: brand.contact.email, name: "Jane O'Connor" });

    const [mail] = await sink.waitForMessages(1);
    if (!mail) throw new Error("no mail");
    expect(mail.envelopeTo).toEqual([brand.contact.email]);
    expect(mail.envelopeFrom).toBe("website@dresdentax.com");
    expect(header(mail, "to")).toBe(brand.contact.email);
    expect(header(mail, "from")).toBe(CONTACT_FROM);
    expect(header(mail, "reply-to")).toBe(`"Jane O'Connor" <jane.oconnor@example.com>`);
    expect(mail.subject).toBe("New website message from Jane O'Connor (Brown & Co. Business Consulting)");
    expect(header(mail, "message-id")).toBe(row?.message_id);
    for (const expected of [
      "Name:                    Jane O'Connor",
      "Email:                   jane.oconnor@example.com",
      "Phone:                   (740) 555-0142",
      "Service:                 Fractional CFO",
      "Brand:                   Brown & Co. Business Consulting (brownco)",
      "Line one <b>not bold</b>\nLine two & three <script>alert(1)</script>",
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.text).toMatch(/Sent from the page: +\w+day, /);
    expect(mail.html).toContain(
      "Line one &lt;b&gt;not bold&lt;/b&gt;\nLine two &amp; three &lt;script&gt;alert(1)&lt;/script&gt;",
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>not bold</b>");

    await waitFor(() => readOutboxRows(app.dataDir)[0]?.status === "sent", "the row to be marked sent");
    expect(app.service.countUndelivered()).toBe(0);
    await app.close();
  });

  it("accepts the no-JavaScript form's urlencoded post", async () => {
    const app = await startApp();
    const brand = BRANDS.payroll;
    const form = new URLSearchParams({
      name: "Sam Lee",
      email: "sam@example.com",
      phone: "",
      service: "HR Services",
      message: "Six employees, biweekly. What would payroll cost?",
      domain: brand.id,
      recipientEmail: brand.contact.email,
      company_website: "",
      startedAt: String(Date.now() - 45_000),
    });
    const reply = await post(app.url, form.toString(), "application/x-www-form-urlencoded");
    expect(reply).toMatchObject({ status: 200, json: { success: true } });
    const [mail] = await sink.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual([brand.contact.email]);
    expect(mail?.subject).toBe("New website message from Sam Lee (Dresden Payroll Services)");
    expect(mail?.text).toContain("Phone:                   not given");
    await app.close();
  });

  it("with SMTP down still answers success, keeps retrying, and delivers exactly once when SMTP is back", async () => {
    const app = await startApp();
    await sink.stop();
    const reply = await postJson(app.url, envelope(BRANDS.dresdentax, { name: "Pat Miller" }));
    expect(reply).toMatchObject({ status: 200, json: { success: true } });

    const failing = await waitFor(() => {
      const row = readOutboxRows(app.dataDir)[0];
      return row && Number(row.attempts) >= 2 ? row : undefined;
    }, "two failed attempts");
    expect(failing.status).toBe("pending");
    expect(String(failing.last_error)).toMatch(/ECONNREFUSED|connect/i);
    expect(app.service.countUndelivered()).toBe(1);

    await sink.start();
    const [mail] = await sink.waitForMessages(1);
    expect(mail?.subject).toBe("New website message from Pat Miller (Dresden Tax & Accounting)");
    await waitFor(() => readOutboxRows(app.dataDir)[0]?.status === "sent", "the row to be marked sent");
    await sleep(400);
    expect(sink.messages).toHaveLength(1);
    expect(app.service.countUndelivered()).toBe(0);
    await app.close();
  });

  it("delivers a message acknowledged just before the server was killed (SIGKILL) once it restarts", async () => {
    const dataDir = mkdtempSync(join(root, "child-"));
    const env = { ...process.env, DATA_DIR: dataDir, SMTP_URL: sink.url, CONTACT_FROM };
    const children: ChildProcess[] = [];

    async function startChild(): Promise<{ child: ChildProcess; url: string }> {
      const child = spawn(process.execPath, [join(repoRoot, "tests/support/contact-child-server.ts")], {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.push(child);
      let stderr = "";
      child.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`child server did not start: ${stderr}`)), 15_000);
        child.once("exit", (code) => reject(new Error(`child server exited with ${code}: ${stderr}`)));
        lines.on("line", (line) => {
          const parsed = /^\{"port":(\d+)\}$/.exec(line.trim());
          if (parsed) {
            clearTimeout(timer);
            resolve(Number(parsed[1]));
          }
        });
      });
      return { child, url: `http://127.0.0.1:${port}/api/contact` };
    }

    try {
      // The mail server refuses for now, so the first process cannot deliver before it dies.
      sink.setMode("fail");
      const first = await startChild();
      const reply = await postJson(first.url, envelope(BRANDS.payroll, { name: "Chris Walker" }));
      expect(reply).toMatchObject({ status: 200, json: { success: true } });
      first.child.kill("SIGKILL");
      await once(first.child, "exit");
      expect(sink.messages).toHaveLength(0);
      expect(readOutboxRows(dataDir)).toHaveLength(1);
      expect(readOutboxRows(dataDir)[0]?.status).toBe("pending");

      sink.setMode("accept");
      const second = await startChild();
      const [mail] = await sink.waitForMessages(1, 15_000);
      expect(mail?.envelopeTo).toEqual([BRANDS.payroll.contact.email]);
      expect(mail?.subject).toBe("New website message from Chris Walker (Dresden Payroll Services)");
      second.child.kill("SIGTERM");
      await once(second.child, "exit");
      expect(readOutboxRows(dataDir)[0]?.status).toBe("sent");
      expect(sink.messages).toHaveLength(1);
    } finally {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  });
});

describe("POST /api/contact with bad, suspect or misaddressed requests", () => {
  it("answers malformed JSON 400, wrong or missing content types 415, oversized bodies 413, other methods 405", async () => {
    const app = await startApp({ smtpUrl: null, mailer: null });
    const valid = JSON.stringify(envelope(BRANDS.dresdentax));

    expect(await post(app.url, '{"formData": {"name": "Jane"')).toMatchObject({
      status: 400,
      json: { success: false, error: UNREADABLE_SUBMISSION_ERROR },
    });
    expect(await post(app.url, '"just a string"')).toMatchObject({ status: 400, json: { success: false } });
    expect(await post(app.url, "[1,2,3]")).toMatchObject({ status: 400, json: { success: false } });
    expect(await post(app.url, "")).toMatchObject({ status: 400, json: { success: false } });

    for (const contentType of [
      "text/plain",
      "multipart/form-data; boundary=x",
      "application/xml",
      "",
      "application/json; charset=latin1",
    ]) {
      expect(await post(app.url, valid, contentType), contentType).toMatchObject({
        status: 415,
        json: { success: false, error: UNSUPPORTED_TYPE_ERROR },
      });
    }
    expect(await post(app.url, new TextEncoder().encode(valid), null)).toMatchObject({ status: 415 });

    const huge = JSON.stringify(envelope(BRANDS.dresdentax, { message: "x".repeat(17 * 1024) }));
    expect(await post(app.url, huge)).toMatchObject({
      status: 413,
      json: { success: false, error: TOO_LARGE_ERROR },
    });
    const hugeForm = new URLSearchParams({ message: "x".repeat(17 * 1024) }).toString();
    expect(await post(app.url, hugeForm, "application/x-www-form-urlencoded")).toMatchObject({ status: 413 });

    const get = await fetch(app.url);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(await get.json()).toEqual({ success: false, error: CONTACT_HTTP_ERRORS.methodNotAllowed });

    expect(
      await postJson(app.url, {
        formData: { name: "J" },
        domain: "dresdentax",
        recipientEmail: BRANDS.dresdentax.contact.email,
      }),
    ).toMatchObject({
      status: 400,
      json: {
        success: false,
        error: INVALID_FIELDS_ERROR,
        fieldErrors: {
          name: "Name must be at least 2 characters",
          email: "Email is required",
          message: "Message is required",
        },
      },
    });
    expect(readOutboxRows(app.dataDir)).toHaveLength(0);
    await app.close();
  });

  it("refuses posts from another site's page with 403 and accepts its own origin", async () => {
    const app = await startApp({ smtpUrl: null, mailer: null });
    const body = envelope(BRANDS.dresdentax);
    for (const origin of ["https://evil.example", "null", "http://127.0.0.1.evil.example", "not a url"]) {
      expect(await postJson(app.url, body, { origin }), origin).toMatchObject({
        status: 403,
        json: { success: false, error: CROSS_ORIGIN_ERROR },
      });
    }
    expect(readOutboxRows(app.dataDir)).toHaveLength(0);
    expect(await postJson(app.url, body, { origin: new URL(app.url).origin })).toMatchObject({ status: 200 });
    expect(await postJson(app.url, body)).toMatchObject({ status: 200 });
    expect(readOutboxRows(app.dataDir)).toHaveLength(2);
    await app.close();
  });

  it("cannot be used to inject mail headers through the name, email or metadata", async () => {
    const app = await startApp();
    const brand = BRANDS.dresdentax;

    const badEmail = await postJson(
      app.url,
      envelope(brand, { email: "jane@example.com\r\nBcc: victim@example.com" }),
    );
    expect(badEmail).toMatchObject({
      status: 400,
      json: { fieldErrors: { email: "Please enter a valid email address" } },
    });

    const sneaky = await postJson(
      app.url,
      envelope(brand, {
        name: "Eve\r\nBcc: victim@example.com\r\nSubject: You won",
        formType: "contact\r\nX-Injected: yes",
        timestamp: "2026-03-02T15:04:05Z\r\nX-Injected: yes",
      }),
    );
    expect(sneaky.status).toBe(200);
    const listy = await postJson(
      app.url,
      envelope(brand, { name: 'Mallory" <mallory@evil.example>, "Boss' }),
    );
    expect(listy.status).toBe(200);

    const mails = await sink.waitForMessages(2);
    for (const mail of mails) {
      expect(mail.envelopeTo).toEqual([brand.contact.email]);
      expect(mail.headerLines.filter((line) => /^(bcc|cc|x-injected):/i.test(line))).toEqual([]);
      expect(mail.headerLines.filter((line) => /^subject:/i.test(line))).toHaveLength(1);
      expect(mail.headerLines.filter((line) => /^to:/i.test(line))).toEqual([`To: ${brand.contact.email}`]);
      expect(header(mail, "reply-to").endsWith("<jane.oconnor@example.com>")).toBe(true);
    }
    const eve = mails.find((mail) => mail.subject.startsWith("New website message from Eve"));
    expect(eve?.subject).toBe(
      "New website message from EveBcc: victim@example.comSubject: You won (Dresden Tax & Accounting)",
    );
    expect(readOutboxRows(app.dataDir).map((row) => row.form_type)).toEqual(["contact", "contact"]);
    await app.close();
  });

  it("mails the configured address of the brand the body names, whatever recipient it names, and logs each mismatch without the address", async () => {
    const app = await startApp();
    const brand = BRANDS.brownco;
    const other = BRANDS.dresdentax.contact.email;
    const attempts = [
      envelope(brand, {}, { recipientEmail: other }),
      envelope(brand, { recipientEmail: other }, { recipientEmail: other }),
      envelope(brand, {}, { recipientEmail: "attacker@example.com" }),
      envelope(brand, {}, { domain: "browncoconsulting.com" }),
      envelope(brand, { recipientEmail: "attacker@example.com" }),
      envelope(brand, { recipientEmail: "" }, { recipientEmail: undefined }),
    ];
    for (const body of attempts) {
      expect(await postJson(app.url, body)).toMatchObject({ status: 200, json: { success: true } });
    }
    const mails = await sink.waitForMessages(attempts.length);
    expect(mails.map((mail) => mail.envelopeTo)).toEqual(attempts.map(() => [brand.contact.email]));
    expect(mails.map((mail) => header(mail, "to"))).toEqual(attempts.map(() => brand.contact.email));
    // Logged once each, without the address the browser named (it is part of what the visitor's browser sent).
    const mismatches = app.logs.filter((line) => line.includes("named another recipient"));
    expect(mismatches).toHaveLength(4);
    for (const line of mismatches) expect(line).not.toMatch(/attacker|@/);

    // No brand named at all: the brand of the host it was sent to (this bare router has none: the default).
    sink.clear();
    const unnamed = envelope(
      brand,
      { domain: undefined, recipientEmail: brand.contact.email, service: undefined },
      { domain: undefined, recipientEmail: undefined },
    );
    expect(await postJson(app.url, unnamed)).toMatchObject({ status: 200 });
    const [mail] = await sink.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual([BRANDS.dresdentax.contact.email]);
    await app.close();
  });

  it("holds honeypot and too-fast submissions, answering the same success, and mails nothing", async () => {
    const app = await startApp();
    const brand = BRANDS.dresdentax;
    expect(
      await postJson(app.url, envelope(brand, { company_website: "https://cheap-seo.example" })),
    ).toMatchObject({
      status: 200,
      json: { success: true },
    });
    const quick = new URLSearchParams({
      name: "Bot Botson",
      email: "bot@example.com",
      message: "Buy our services now",
      domain: brand.id,
      recipientEmail: brand.contact.email,
      startedAt: String(Date.now() - 500),
    });
    expect(await post(app.url, quick.toString(), "application/x-www-form-urlencoded")).toMatchObject({
      status: 200,
      json: { success: true },
    });
    await sleep(300);
    expect(readOutboxRows(app.dataDir).map((row) => [row.status, row.name, row.held_reason])).toEqual([
      [
        "held",
        "Jane O'Connor",
        'the hidden "company_website" field was filled in: "https://cheap-seo.example"',
      ],
      ["held", "Bot Botson", expect.stringMatching(/^sent [0-2]\.\d s after the page was rendered/)],
    ]);
    expect(app.service.countHeld()).toBe(2);
    expect(app.service.countUndelivered()).toBe(0);
    expect(sink.messages).toHaveLength(0);
    await app.close();
  });

  it("answers 429 with Retry-After after 5 requests a minute from one client", async () => {
    const app = await startApp({ smtpUrl: null, mailer: null, rateLimit: { perMinute: 5, perHour: 20 } });
    for (let index = 0; index < 5; index += 1) {
      expect((await postJson(app.url, envelope(BRANDS.payroll))).status).toBe(200);
    }
    const refused = await postJson(app.url, envelope(BRANDS.payroll));
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      success: false,
      error: expect.stringContaining("Please try again in"),
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(readOutboxRows(app.dataDir)).toHaveLength(5);
    await app.close();
  });

  it("closes the connection after a body it stopped reading at the limit, also behind a 429", async () => {
    const app = await startApp({ smtpUrl: null, mailer: null, rateLimit: { perMinute: 2, perHour: 20 } });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    /** Sent chunked, so the server reads it (up to the limit) rather than refusing a declared length. */
    const send = (body: string) =>
      new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        const request = http.request(
          app.url,
          { method: "POST", agent, headers: { "content-type": "application/json" } },
          (response) => {
            response.resume();
            response.on("end", () =>
              resolve({ status: response.statusCode, connection: response.headers.connection }),
            );
          },
        );
        request.on("error", reject);
        for (let offset = 0; offset < body.length; offset += 4_096)
          request.write(body.slice(offset, offset + 4_096));
        request.end();
      });
    const huge = JSON.stringify(envelope(BRANDS.payroll, { message: "x".repeat(64 * 1024) }));
    const valid = JSON.stringify(envelope(BRANDS.payroll));
    expect(await send(huge)).toEqual({ status: 413, connection: "close" });
    expect(await send(valid)).toEqual({ status: 200, connection: "keep-alive" });
    expect(await send(huge)).toEqual({ status: 429, connection: "close" });
    // Not stuck behind the rest of the refused body.
    expect(await send(valid)).toEqual({ status: 429, connection: "keep-alive" });
    agent.destroy();
    await app.close();
  });

  it("answers 503 with the SPEC text when DATA_DIR is not writable, logs it, and never says sent", async () => {
    const blocker = join(root, "not-a-folder");
    writeFileSync(blocker, "a file where DATA_DIR's parent should be");
    const app = await startApp({ dataDir: join(blocker, "data"), reopenIntervalMs: 60_000 });
    expect(
      app.logs.some((line) => line.startsWith("error") && line.includes("CANNOT OPEN THE CONTACT OUTBOX")),
    ).toBe(true);
    const reply = await postJson(app.url, envelope(BRANDS.dresdentax));
    expect(reply).toEqual({
      status: 503,
      json: { success: false, error: STORAGE_UNAVAILABLE_ERROR },
      headers: expect.anything(),
    });
    expect(STORAGE_UNAVAILABLE_ERROR).toBe(
      "Your message could not be saved right now. Please call us or try again later.",
    );
    expect(app.service.countUndelivered()).toBeNull();
    await sleep(300);
    expect(sink.messages).toHaveLength(0);
    await app.close();
  });
});

describe("POST /api/contact under fuzzing", () => {
  it("answers 1,000 fuzzed bodies without a 5xx, stores each one it calls a success and only those", async () => {
    const app = await startApp({ smtpUrl: null, mailer: null });
    const outbox = app.service.getOutbox();
    if (!outbox) throw new Error("outbox did not open");
    const brandIds = Object.keys(BRANDS) as BrandId[];

    const junkText = fc.oneof(
      fc.string(),
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom("", " ", "\r\n", "\u0000", "<script>", "a@b", "x".repeat(6_000), "__proto__"),
    );
    const junk = fc.oneof(junkText, fc.jsonValue({ maxDepth: 2 }), fc.constant(null));
    const mostly = <T>(good: T) =>
      fc.oneof({ weight: 4, arbitrary: fc.constant(good) }, { weight: 1, arbitrary: junk });

    const submission = fc.constantFrom(...brandIds).chain((id) => {
      const brand = BRANDS[id];
      return fc.record(
        {
          formData: fc.record(
            {
              name: mostly("Jane Doe"),
              email: mostly("jane@example.com"),
              phone: mostly("(740) 754-0800"),
              service: fc.oneof(
                mostly(brand.contactServiceOptions[1]),
                fc.constantFrom(...brandIds.flatMap((other) => BRANDS[other].contactServiceOptions)),
              ),
              message: mostly("Please call me about my 2025 return."),
              formType: mostly("contact"),
              domain: mostly(id),
              timestamp: mostly("2026-03-02T15:04:05.000Z"),
              recipientEmail: mostly(brand.contact.email),
              company_website: fc.oneof(
                { weight: 6, arbitrary: fc.constant("") },
                { weight: 1, arbitrary: junk },
              ),
              startedAt: fc.oneof(
                { weight: 6, arbitrary: fc.constant(undefined) },
                { weight: 1, arbitrary: junk },
              ),
            },
            { requiredKeys: ["name", "email", "message", "domain", "recipientEmail"] },
          ),
          domain: fc.oneof(
            { weight: 4, arbitrary: fc.constant<unknown>(id) },
            { weight: 1, arbitrary: fc.constantFrom<unknown>(...brandIds) },
            { weight: 1, arbitrary: junk },
          ),
          recipientEmail: fc.oneof(
            { weight: 4, arbitrary: fc.constant<unknown>(brand.contact.email) },
            {
              weight: 1,
              arbitrary: fc.constantFrom<unknown>(...brandIds.map((other) => BRANDS[other].contact.email)),
            },
            { weight: 1, arbitrary: junk },
          ),
        },
        { requiredKeys: ["formData"] },
      );
    });

    const flatten = (body: Record<string, unknown>): Record<string, string> => {
      const flat: Record<string, string> = {};
      const copy = (source: Record<string, unknown>) => {
        for (const [key, value] of Object.entries(source)) {
          if (key === "formData" || value === undefined) continue;
          flat[key] = typeof value === "string" ? value : JSON.stringify(value);
        }
      };
      copy(body.formData as Record<string, unknown>);
      copy(body);
      return flat;
    };

    const contentTypes = [
      "application/json",
      "application/json; charset=utf-8",
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=xyz",
      "application/json; charset=latin1",
      "",
      "garbage",
    ];
    const request = fc.oneof(
      {
        weight: 6,
        arbitrary: submission.map((body) => ({
          contentType: "application/json",
          body: JSON.stringify(body),
        })),
      },
      {
        weight: 2,
        arbitrary: submission.map((body) => ({
          contentType: "application/x-www-form-urlencoded",
          body: new URLSearchParams(flatten(body)).toString(),
        })),
      },
      {
        weight: 2,
        arbitrary: fc
          .jsonValue()
          .map((value) => ({ contentType: "application/json", body: JSON.stringify(value) })),
      },
      {
        weight: 1,
        arbitrary: fc.dictionary(fc.string(), fc.string()).map((fields) => ({
          contentType: "application/x-www-form-urlencoded",
          body: new URLSearchParams(fields).toString(),
        })),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          contentType: fc.constantFrom(...contentTypes),
          body: fc.string({ unit: "binary", maxLength: 200 }),
        }),
      },
    );

    const statuses = new Map<number, number>();
    let stored = 0;
    const newest = () => outbox.list({ limit: 1 })[0]?.id ?? 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ contentType, body }) => {
        const before = newest();
        const reply = await post(app.url, body, contentType);
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        expect(reply.status).toBeLessThan(500);
        expect([200, 400, 413, 415]).toContain(reply.status);
        // Told "success" exactly when the message was stored (pending or held), and then only it.
        expect(reply.json?.success).toBe(reply.status === 200);
        if (reply.status !== 200) {
          expect(newest()).toBe(before);
          return;
        }
        expect(newest()).toBe(before + 1);
        stored += 1;
        const [row] = outbox.list({ limit: 1 });
        if (!row || !isBrandId(row.brandId)) throw new Error("stored row without a brand");
        const brand = BRANDS[row.brandId];
        expect(row.recipient).toBe(brand.contact.email);
        const recheck = validateContactFields(
          { name: row.name, email: row.email, phone: row.phone, service: row.service, message: row.message },
          brand.contactServiceOptions,
        );
        expect(recheck.success).toBe(true);
      }),
      { numRuns: 1_000 },
    );
    // The generator must reach both sides, or the property proves little.
    expect(stored).toBeGreaterThan(20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(415) ?? 0).toBeGreaterThan(10);
    await app.close();
  });
});

describe("npm run outbox", () => {
  it("lists, requeues and releases messages in the outbox file (run by Node's type stripping)", async () => {
    const app = await startApp({ smtpUrl: null, mailer: null });
    const outbox = app.service.getOutbox();
    if (!outbox) throw new Error("outbox did not open");
    expect((await postJson(app.url, envelope(BRANDS.brownco, { name: "Operator Test" }))).status).toBe(200);
    const [message] = outbox.list();
    if (!message) throw new Error("nothing stored");
    outbox.claimDue({ now: Date.now(), leaseMs: 1, limit: 1 });
    outbox.recordFailure(message.id, "550 mailbox unavailable", Date.now(), {
      maxAttempts: 1,
      baseDelayMs: 1,
      maxDelayMs: 1,
    });
    expect(outbox.get(message.id)?.status).toBe("failed");

    const run = (...args: string[]) => runOutboxCommand(app.dataDir, ...args);

    const list = await run("list", "failed");
    expect(list.code).toBe(0);
    expect(list.stdout).toContain("Operator Test <jane.oconnor@example.com>");
    expect(list.stdout).toContain("550 mailbox unavailable");
    expect(list.stderr).not.toContain("ExperimentalWarning");

    const retry = await run("retry-failed");
    expect(retry).toMatchObject({ code: 0, stdout: "1 failed message is queued again.\n" });
    expect(outbox.get(message.id)).toMatchObject({ status: "pending", attempts: 0 });

    expect((await run("retry", "999")).code).toBe(1);
    expect((await run("frobnicate")).code).toBe(2);

    // A held message: listed with its reason, not retried, released by name only.
    const heldReply = await postJson(
      app.url,
      envelope(BRANDS.payroll, { name: "Held Test", company_website: "https://cheap-seo.example" }),
    );
    expect(heldReply.status).toBe(200);
    const held = outbox.list({ status: "held" })[0];
    if (!held) throw new Error("nothing held");
    const heldList = await run("list", "held");
    expect(heldList.code).toBe(0);
    expect(heldList.stdout).toContain("Held Test <jane.oconnor@example.com>");
    expect(heldList.stdout).toContain('held: the hidden "company_website" field was filled in');
    expect(heldList.stdout).not.toContain("Operator Test");
    expect(heldList.stdout).toContain("1 undelivered (pending or failed), 1 held, in ");
    expect(await run("retry", String(held.id))).toMatchObject({
      code: 1,
      stderr: `Message #${held.id} is held; read it with: show ${held.id}, and send it with: release ${held.id}\n`,
    });
    const shown = await run("show", String(held.id));
    expect(shown.stdout).toMatch(/held because: +the hidden "company_website" field was filled in/);
    expect((await run("release")).code).toBe(2);
    expect((await run("release", String(message.id))).code).toBe(1);
    expect(await run("release", String(held.id))).toMatchObject({ code: 0 });
    expect(outbox.get(held.id)).toMatchObject({ status: "pending", attempts: 0 });
    expect((await run("release", String(held.id))).code).toBe(1);
    await app.close();
  });
});
