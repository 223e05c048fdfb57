import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce } from "./security";

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
