import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CROSS_ORIGIN_ERROR } from "~/contact/errors";
import { NO_INLINE_CODE } from "~/delivery/inline-code.server";
import { contentSecurityPolicy, refuseCrossSiteWrites, securityHeaders } from "./security";

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function listen(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const none = { analyticsId: null, speedMeasurementId: null, tagManagerId: null, chatWidgetId: null };
const page = { scripts: ["'sha256-c2NyaXB0'", "'sha256-bG9hZGVy'"], styles: ["'sha256-c3R5bGU='"] };

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("runs inline code only by its hash, and what it loads by strict-dynamic, never unsafe-inline", () => {
    const csp = directives(contentSecurityPolicy(page, { thirdParty: none }));
    expect(csp.get("script-src")).toEqual(["'sha256-c2NyaXB0'", "'sha256-bG9hZGVy'", "'strict-dynamic'", "'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("style-src-elem")).toEqual(["'self'", "'sha256-c3R5bGU='"]);
    expect([...csp.values()].flat().filter((source) => /unsafe-(inline|eval)/.test(source))).toEqual(["'unsafe-inline'"]);
    expect(csp.has("style-src-attr")).toBe(true);
  });

  it("allows no inline code at all for a response that is not a page", () => {
    const csp = directives(contentSecurityPolicy(NO_INLINE_CODE, { thirdParty: none }));
    expect(csp.get("script-src")).toEqual(["'strict-dynamic'", "'self'"]);
    expect(csp.get("style-src-elem")).toEqual(["'self'"]);
  });

  it("names exactly the configured third-party hosts", () => {
    const plain = contentSecurityPolicy(page, { thirdParty: none });
    expect(plain).not.toMatch(/googletagmanager|tawk|speedcurve|google-analytics|jsdelivr/);
    const chat = directives(contentSecurityPolicy(page, { thirdParty: { ...none, chatWidgetId: "abc" } }));
    expect(chat.get("script-src")).toEqual([...page.scripts, "'strict-dynamic'", "'self'", "https://embed.tawk.to", "https://va.tawk.to", "https://cdn.jsdelivr.net"]);
    expect(chat.get("connect-src")).toContain("https://va.tawk.to");
    expect(chat.get("connect-src")).not.toContain("https://www.googletagmanager.com");
  });

  it("upgrades insecure requests only over HTTPS", () => {
    expect(contentSecurityPolicy(page, { thirdParty: none, secure: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy(page, { thirdParty: none, secure: false })).not.toContain("upgrade-insecure-requests");
  });

  it("allows images from a plain-http Ghost only when one is configured", () => {
    expect(directives(contentSecurityPolicy(page, { thirdParty: none, ghostUrl: "http://10.0.0.5:2368/" })).get("img-src")).toContain("http://10.0.0.5:2368");
    expect(directives(contentSecurityPolicy(page, { thirdParty: none })).get("img-src")).toEqual(["'self'", "data:", "https:"]);
  });

  it("plays video and audio from the configured Ghost and from nowhere else", () => {
    const withGhost = directives(contentSecurityPolicy(page, { thirdParty: none, ghostUrl: "https://cms.example.com/blog/" }));
    expect(withGhost.get("media-src")).toEqual(["'self'", "https://cms.example.com"]);
    expect(directives(contentSecurityPolicy(page, { thirdParty: none })).get("media-src")).toEqual(["'self'"]);
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
    expect(firstParty).toContain("script-src 'strict-dynamic' 'self'; ");
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
