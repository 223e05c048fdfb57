import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { BlogChange } from "~/blog/changes";
import { ghostSignatureHeader } from "~/blog/webhook-signature.server";
import { BLOG_WEBHOOK_PATH, createBlogWebhookRouter } from "./blog-webhook";

const SECRET = "a-long-webhook-secret-9f";
const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function site(ratePerMinute = 1_000) {
  const applied: BlogChange[] = [];
  const warnings: string[] = [];
  const app = express();
  app.use(
    createBlogWebhookRouter({
      secret: SECRET,
      ratePerMinute,
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
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BLOG_WEBHOOK_PATH}`;
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
  return { url, post, applied, warnings };
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
    const { url, post, applied } = await site(60);
    expect((await fetch(url)).status).toBe(405);
    for (let i = 0; i < 60; i += 1) expect((await post("{}", { "X-Ghost-Signature": "sha256=x" })).status).toBe(401);
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
});
