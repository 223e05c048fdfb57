import { once } from "node:events";
import net, { type AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { BlogChange } from "~/blog/changes";
import { ghostSignatureHeader } from "~/blog/webhook-signature.server";
import { BLOG_WEBHOOK_PATH, createBlogWebhookRouter, type BlogWebhookLimits } from "./blog-webhook";

const SECRET = "a-long-webhook-secret-9f";
const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function site(limits: Partial<BlogWebhookLimits> = {}) {
  const applied: BlogChange[] = [];
  const warnings: string[] = [];
  const app = express();
  // Stands in for server/rate-limit.ts's clientAddress: the tests pick the client with a header.
  app.use((req, res, next) => {
    res.locals.clientKey = req.get("x-test-client") ?? "client-a";
    next();
  });
  app.use(
    createBlogWebhookRouter({
      secret: SECRET,
      limits: { ratePerMinute: 1_000, ...limits },
      applyChange: (change) => {
        applied.push(change);
        return { droppedPages: 3, purged: Promise.resolve() };
      },
      logger: { warn: (line: string) => warnings.push(line) },
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}${BLOG_WEBHOOK_PATH}`;
  const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
    fetch(url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
  return { url, port, post, applied, warnings };
}

/**
 * A delivery sent by hand over a socket: its head and `body` now, the rest whenever the test says.
 * `answer` settles with what the server sent once it closes the connection.
 */
function openDelivery(port: number, headers: Record<string, string>, body = "") {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => undefined);
  const received: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  const answer = new Promise<string>((resolve) => socket.on("close", () => resolve(Buffer.concat(received).toString())));
  const lines = Object.entries({ Host: "127.0.0.1", "Content-Type": "application/json", ...headers }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  socket.write(`POST ${BLOG_WEBHOOK_PATH} HTTP/1.1\r\n${lines.join("")}\r\n${body}`);
  return { socket, answer, received: () => Buffer.concat(received).toString() };
}

const payload = JSON.stringify({
  event: "post.published",
  post: { current: { slug: "deadline-alert", tags: [{ slug: "tax-tips" }] }, previous: {} },
});
const signed = (body = payload, at = Date.now(), secret = SECRET) => ({
  "X-Ghost-Signature": ghostSignatureHeader(body, at, secret),
});

describe("the Ghost webhook endpoint", () => {
  it("applies a change Ghost signed", async () => {
    const { post, applied } = await site();
    const response = await post(payload, signed());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, event: "post.published", droppedPages: 3 });
    expect(applied).toEqual([
      { kind: "posts", event: "post.published", posts: ["deadline-alert"], tags: ["tax-tips"] },
    ]);
  });

  it("refuses a forged, replayed, stale or unsigned request with 401, and changes nothing", async () => {
    const { post, applied, warnings } = await site();
    const headers = signed();
    expect((await post(payload, headers)).status).toBe(200);
    applied.length = 0;

    const refused = [
      await post(payload, headers), // replayed
      await post(payload, signed(payload, Date.now(), "someone-elses-secret")), // forged
      await post(payload.replace("deadline-alert", "other-post"), headers), // body changed under the signature
      await post(payload, signed(payload, Date.now() - 10 * 60_000)), // captured ten minutes ago
      await post(payload), // unsigned
      await post(payload, { "X-Ghost-Signature": "sha256=nope" }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ ok: false });
    }
    expect(applied).toEqual([]);
    expect(warnings.map((line) => line.match(/\((\w+)\)/)?.[1])).toEqual([
      "replayed",
      "forged",
      "forged",
      "expired",
      "missing",
      "malformed",
    ]);
  });

  it("accepts a signed event the site does not show, and a body that is not JSON is a 400", async () => {
    const { post, applied } = await site();
    const member = JSON.stringify({ event: "member.added", member: { current: {}, previous: {} } });
    expect(await (await post(member, signed(member))).json()).toEqual({ ok: true, ignored: true });
    expect((await post("not json", signed("not json"))).status).toBe(400);
    expect(applied).toEqual([]);
  });

  it("answers 405 to other methods, and 429 beyond its rate; the same delivery sent again later passes", async () => {
    const { url, post, applied } = await site({ ratePerMinute: 60 });
    expect((await fetch(url)).status).toBe(405);
    // Expired signatures: refused, and not held against the address, so only the rate stops them.
    const stale = signed("{}", Date.now() - 3_600_000);
    for (let i = 0; i < 60; i += 1) expect((await post("{}", stale)).status).toBe(401);
    const delivery = signed();
    const limited = await post(payload, delivery);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(applied).toEqual([]);
    // A second later the bucket has a token again; the delivery sent again carries the same signature.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await post(payload, delivery)).status).toBe(200);
    expect(applied).toHaveLength(1);
  });

  it("refuses a compressed body without inflating it, even one signed over its inflated bytes", async () => {
    const { post, applied } = await site();
    // What express.raw would have inflated and verified: a delivery signed over the JSON, sent gzipped.
    const gzipped = Uint8Array.from(gzipSync(payload));
    const response = await post(gzipped, { ...signed(), "Content-Encoding": "gzip" });
    expect(response.status).toBe(415);
    expect(response.headers.get("connection")).toBe("close");
    // A "gzip" body that is not gzip at all gets the same answer: it is never looked at.
    expect((await post("not gzip", { ...signed("not gzip"), "Content-Encoding": "gzip" })).status).toBe(415);
    expect((await post(payload, { ...signed(), "Content-Encoding": "deflate, identity" })).status).toBe(415);
    expect(applied).toEqual([]);
    // The same delivery uncompressed is taken.
    expect((await post(payload, signed())).status).toBe(200);
  });

  it("refuses a body over the limit: a declared length unread, a streamed one at the first chunk past it", async () => {
    const { port, post, applied } = await site({ bodyLimitBytes: 1_000 });
    const big = JSON.stringify({ event: "post.published", padding: "x".repeat(1_200) });
    const declared = await post(big, signed(big));
    expect(declared.status).toBe(413);
    expect(declared.headers.get("connection")).toBe("close");

    // Chunked, so no length up front: 1,000 bytes, then one more, and the request is never finished.
    const delivery = openDelivery(port, { ...signed(big), "Transfer-Encoding": "chunked" }, `3e8\r\n${"x".repeat(1_000)}\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delivery.received()).toBe("");
    delivery.socket.write("1\r\nx\r\n");
    const answer = await delivery.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(applied).toEqual([]);
  });

  it("cuts off a body that does not arrive in time", async () => {
    const { port } = await site({ bodyDeadlineMs: 300 });
    const started = Date.now();
    const delivery = openDelivery(port, { ...signed(), "Content-Length": String(payload.length) }, payload.slice(0, 10));
    expect(await delivery.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("reads a few bodies at once, lines a few more up, and answers 503 beyond that", async () => {
    const { port, post, applied } = await site({ bodiesAtOnce: 1, waiting: 1 });
    const length = { "Content-Length": String(payload.length) };
    // The first holds the only turn with a body half sent; the second waits for it, unread.
    const first = openDelivery(port, { ...signed(), ...length }, payload.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = post(payload, signed(payload, Date.now() - 1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await post(payload, signed(payload, Date.now() - 2));
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("1");

    first.socket.end(payload.slice(10));
    expect(await first.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect((await second).status).toBe(200);
    expect(applied).toHaveLength(2);
  });

  it("refuses an address outright after a few refused signatures, and only that address", async () => {
    const { post, applied, warnings } = await site({ refusalsBeforeBlock: 3 });
    const forged = () => post(payload, signed(payload, Date.now(), "someone-elses-secret"));
    // An expired or replayed signature may be the site's own Ghost: refused, not held against it.
    for (let i = 0; i < 5; i += 1) expect((await post(payload, signed(payload, Date.now() - 3_600_000))).status).toBe(401);
    expect((await forged()).status).toBe(401);
    expect((await post(payload, { "X-Ghost-Signature": "sha256=nope" })).status).toBe(401);
    expect((await post(payload)).status).toBe(401);

    // Three refusals: even a good delivery from this address is now refused, unread.
    const blocked = await post(payload, signed());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await blocked.json()).toMatchObject({ ok: false });
    expect(warnings.at(-1)).toMatch(/3 refused signatures from .*refusing it for \d+ s/);
    // Another client (Ghost, elsewhere) is not affected.
    expect((await post(payload, { ...signed(), "X-Test-Client": "ghost" })).status).toBe(200);
    expect(applied).toHaveLength(1);
  });
});
