/**
 * Deadline-reminder signups with the real SQLite file and Ghost's members API over HTTP: a Ghost that
 * is down or refuses for now gets the visitor an honest "try again later" while the address is kept
 * and sent once Ghost answers; bots (the hidden field) are kept apart, never sent; repeats and bad
 * addresses; the contact form's rate limit. The signup against a real Ghost, mail and membership
 * included, is tests/e2e/reminders.spec.ts.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BRANDS } from "../../app/brands";
import { ghostSignupSender } from "../../app/reminders/ghost-members.server";
import { createReminderService, type ReminderService } from "../../app/reminders/service.server";
import { freePort } from "../support/ghost/ghost";

interface FakeGhost {
  url: string;
  /** What each send-magic-link request carried. */
  requests: { body: Record<string, unknown>; forwardedFor: string | undefined }[];
  answer: { status: number; body: string };
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text;
}

/** Ghost's members API as the site uses it: an integrity token, then send-magic-link. */
async function fakeGhost(): Promise<FakeGhost> {
  const ghost: FakeGhost = {
    url: "",
    requests: [],
    answer: { status: 201, body: "{}" },
    close: async () => {},
  };
  const server: Server = createServer(async (request, response) => {
    if (request.url === "/members/api/integrity-token/") return void response.end("token-123");
    if (request.url === "/members/api/send-magic-link/" && request.method === "POST") {
      ghost.requests.push({
        body: JSON.parse(await readBody(request)) as Record<string, unknown>,
        forwardedFor: request.headers["x-forwarded-for"] as string | undefined,
      });
      response.writeHead(ghost.answer.status, { "Content-Type": "application/json" });
      return void response.end(ghost.answer.body);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  ghost.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  ghost.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return ghost;
}

let dataDir: string;
let service: ReminderService | undefined;
const brand = BRANDS.payroll;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "reminders-test-"));
});
afterEach(async () => {
  await service?.stop();
  service = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

function reminders(ghostUrl: string, rateLimit = { perMinute: 100, perHour: 1000 }) {
  service = createReminderService({ dataDir, send: ghostSignupSender(ghostUrl), rateLimit });
  return service;
}

describe("deadline-reminder signups", () => {
  it("hand the address to Ghost's signup with the brand's label and newsletter, and the visitor's address", async () => {
    const ghost = await fakeGhost();
    try {
      const result = await reminders(ghost.url).subscribe({
        email: "  Pat@Example.com ",
        honeypot: "",
        brand,
        clientIp: "203.0.113.9",
      });
      expect(result).toEqual({ status: "sent" });
      expect(ghost.requests).toEqual([
        {
          body: {
            email: "pat@example.com",
            emailType: "signup",
            labels: ["payroll"],
            newsletters: [{ name: "Dresden Payroll Services" }],
            integrityToken: "token-123",
          },
          forwardedFor: "203.0.113.9",
        },
      ]);
      expect(service!.store!.list().map((signup) => signup.status)).toEqual(["sent"]);
    } finally {
      await ghost.close();
    }
  });

  it("keep the address when Ghost is down, tell the visitor to try later, and send it once Ghost is back", async () => {
    const port = await freePort(); // nothing listens here yet
    const down = await reminders(`http://127.0.0.1:${port}`).subscribe({
      email: "lee@example.com",
      honeypot: "",
      brand,
      clientIp: "203.0.113.10",
    });
    expect(down).toMatchObject({ status: "queued", message: expect.stringMatching(/try again later/) });
    await service!.stop();

    // The same file after a restart, with Ghost answering again.
    const ghost = await fakeGhost();
    try {
      service = createReminderService({ dataDir, send: ghostSignupSender(ghost.url), rateLimit: { perMinute: 9, perHour: 99 } });
      const [kept] = service.store!.list();
      expect(kept).toMatchObject({ email: "lee@example.com", status: "pending", attempts: 1 });
      expect(kept!.lastError).toMatch(/Ghost did not answer/);
      await service.deliverDue(kept!.nextAttemptAt); // when its retry is due
      expect(ghost.requests.map((request) => request.body.email)).toEqual(["lee@example.com"]);
      expect(service.store!.get(kept!.id)?.status).toBe("sent");
    } finally {
      await ghost.close();
    }
  });

  it("retry when Ghost refuses for now (a 503, or signups switched off) and give up only after the last try", async () => {
    const ghost = await fakeGhost();
    try {
      ghost.answer = { status: 503, body: '{"errors":[{"message":"Maintenance"}]}' };
      const result = await reminders(ghost.url).subscribe({ email: "sam@example.com", honeypot: "", brand, clientIp: "1" });
      expect(result.status).toBe("queued");
      const [signup] = service!.store!.list();
      expect(signup!.lastError).toBe("Ghost answered 503: Maintenance");
      let due = signup!.nextAttemptAt;
      for (let attempt = 2; attempt <= 10; attempt++) {
        await service!.deliverDue(due);
        due = service!.store!.get(signup!.id)!.nextAttemptAt;
      }
      expect(service!.store!.get(signup!.id)).toMatchObject({ status: "failed", attempts: 10 });
    } finally {
      await ghost.close();
    }
  });

  it("explain addresses that cannot be signed up, and store nothing for them", async () => {
    const ghost = await fakeGhost();
    try {
      const site = reminders(ghost.url);
      expect(await site.subscribe({ email: "", honeypot: "", brand, clientIp: "1" })).toEqual({
        status: "invalid",
        message: "Email is required",
      });
      expect(await site.subscribe({ email: "someone@example", honeypot: "", brand, clientIp: "1" })).toMatchObject({
        status: "invalid",
        message: expect.stringMatching(/valid email address/),
      });
      expect(site.store!.list()).toEqual([]);
      // Ghost's own check (a blocked domain, say): the visitor is asked for another address, and it is not retried.
      ghost.answer = { status: 400, body: '{"errors":[{"message":"Signups from this email domain are currently restricted."}]}' };
      expect(await site.subscribe({ email: "x@blocked.example", honeypot: "", brand, clientIp: "1" })).toMatchObject({
        status: "invalid",
      });
      expect(site.store!.list()[0]).toMatchObject({ status: "failed" });
    } finally {
      await ghost.close();
    }
  });

  it("keep a bot's signup (the hidden field filled) apart: held, never sent, the answer the same", async () => {
    const ghost = await fakeGhost();
    try {
      const result = await reminders(ghost.url).subscribe({
        email: "bot@example.com",
        honeypot: "https://spam.example",
        brand,
        clientIp: "1",
      });
      expect(result).toEqual({ status: "sent" });
      await service!.deliverDue(Date.now() + 86_400_000);
      expect(ghost.requests).toEqual([]);
      expect(service!.store!.list().map((signup) => signup.status)).toEqual(["held"]);
    } finally {
      await ghost.close();
    }
  });

  it("make one request to Ghost for a double press, and again for a repeat after it was sent", async () => {
    const ghost = await fakeGhost();
    try {
      const site = reminders(ghost.url);
      const input = { email: "kim@example.com", honeypot: "", brand, clientIp: "1" };
      await Promise.all([site.subscribe(input), site.subscribe(input)]);
      expect(ghost.requests).toHaveLength(1);
      await site.subscribe(input);
      expect(ghost.requests).toHaveLength(2);
      expect(site.store!.list()).toHaveLength(1);
    } finally {
      await ghost.close();
    }
  });

  it("limit each visitor like the contact form", async () => {
    const ghost = await fakeGhost();
    try {
      const site = reminders(ghost.url, { perMinute: 2, perHour: 20 });
      const send = (n: number) => site.subscribe({ email: `p${n}@example.com`, honeypot: "", brand, clientIp: "9.9.9.9" });
      expect((await send(1)).status).toBe("sent");
      expect((await send(2)).status).toBe("sent");
      expect(await send(3)).toMatchObject({ status: "limited", retryAfterSeconds: expect.any(Number) });
      expect((await site.subscribe({ email: "q@example.com", honeypot: "", brand, clientIp: "8.8.8.8" })).status).toBe("sent");
    } finally {
      await ghost.close();
    }
  });
});
