import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CROSS_ORIGIN_ERROR } from "~/contact/accept.server";
import { contentSecurityPolicy, createNonce, refuseCrossSiteWrites, securityHeaders } from "./security";

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function listen(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const none = { analyticsId: null, speedMeasurementId: null, tagManagerId: null, chatWidgetId: null };

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("runs scripts only by nonce and strict-dynamic, never unsafe-inline", () => {
    const csp = directives(contentSecurityPolicy("abc123", { thirdParty: none }));
    expect(csp.get("script-src")).toEqual(["'nonce-abc123'", "'strict-dynamic'", "'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("style-src-elem")).toEqual(["'self'", "'nonce-abc123'"]);
    expect([...csp.values()].flat().filter((source) => /unsafe-(inline|eval)/.test(source))).toEqual(["'unsafe-inline'"]);
    expect(csp.has("style-src-attr")).toBe(true);
  });

  it("names exactly the configured third-party hosts", () => {
    const plain = contentSecurityPolicy("n", { thirdParty: none });
    expect(plain).not.toMatch(/googletagmanager|tawk|speedcurve|google-analytics|jsdelivr/);
    const chat = directives(contentSecurityPolicy("n", { thirdParty: { ...none, chatWidgetId: "abc" } }));
    expect(chat.get("script-src")).toEqual(["'nonce-n'", "'strict-dynamic'", "'self'", "https://embed.tawk.to", "https://va.tawk.to", "https://cdn.jsdelivr.net"]);
    expect(chat.get("connect-src")).toContain("https://va.tawk.to");
    expect(chat.get("connect-src")).not.toContain("https://www.googletagmanager.com");
  });

  it("upgrades insecure requests only over HTTPS", () => {
    expect(contentSecurityPolicy("n", { thirdParty: none, secure: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy("n", { thirdParty: none, secure: false })).not.toContain("upgrade-insecure-requests");
  });

  it("allows images from a plain-http Ghost only when one is configured", () => {
    expect(directives(contentSecurityPolicy("n", { thirdParty: none, ghostUrl: "http://10.0.0.5:2368/" })).get("img-src")).toContain("http://10.0.0.5:2368");
    expect(directives(contentSecurityPolicy("n", { thirdParty: none })).get("img-src")).toEqual(["'self'", "data:", "https:"]);
  });

  it("plays video and audio from the configured Ghost and from nowhere else", () => {
    const withGhost = directives(contentSecurityPolicy("n", { thirdParty: none, ghostUrl: "https://cms.example.com/blog/" }));
    expect(withGhost.get("media-src")).toEqual(["'self'", "https://cms.example.com"]);
    expect(directives(contentSecurityPolicy("n", { thirdParty: none })).get("media-src")).toEqual(["'self'"]);
  });
});

describe("createNonce", () => {
  it("is fresh each time, 24 characters of base64url", () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});

describe("securityHeaders", () => {
  it("names no third-party host on the paths that must load none", async () => {
    const app = express();
    app.use(
      securityHeaders({
        thirdParty: { ...none, analyticsId: "G-TEST12345", chatWidgetId: "abc" },
        firstPartyOnly: (path) => path.startsWith("/private/"),
      }),
    );
    app.use((_req, res) => void res.send("ok"));
    const origin = await listen(app);
    const csp = async (path: string) => (await fetch(origin + path)).headers.get("content-security-policy")!;
    expect(await csp("/page")).toMatch(/googletagmanager.*tawk/);
    const firstParty = await csp("/private/draft");
    expect(firstParty).not.toMatch(/googletagmanager|google-analytics|tawk|jsdelivr/);
    expect(firstParty).toContain("script-src 'nonce-");
  });
});

describe("refuseCrossSiteWrites", () => {
  it("refuses a write another site's page sent, before anything after it runs", async () => {
    const app = express();
    const reached: string[] = [];
    app.use(refuseCrossSiteWrites);
    app.use((req, res) => {
      reached.push(`${req.method} ${req.get("origin") ?? "-"}`);
      res.send("ok");
    });
    const origin = await listen(app);
    const send = (method: string, path: string, from?: string) =>
      fetch(origin + path, { method, headers: from ? { Origin: from } : {}, body: method === "GET" ? undefined : "x=1" });

    const api = await send("POST", "/api/contact", "https://evil.example");
    expect(api.status).toBe(403);
    expect(api.headers.get("cache-control")).toBe("no-store");
    expect(await api.json()).toEqual({ success: false, error: CROSS_ORIGIN_ERROR });
    const page = await send("POST", "/contact", "null");
    expect(page.status).toBe(403);
    expect(await page.text()).toBe(CROSS_ORIGIN_ERROR);
    expect(reached).toEqual([]);

    // Its own origin, no Origin at all (Ghost, other servers), and reads all pass.
    expect((await send("POST", "/contact", origin)).status).toBe(200);
    expect((await send("POST", "/api/blog/webhook")).status).toBe(200);
    expect((await send("GET", "/", "https://evil.example")).status).toBe(200);
    expect(reached).toEqual([`POST ${origin}`, "POST -", "GET https://evil.example"]);
  });
});
