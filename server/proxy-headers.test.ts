import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { rightmostValue, trustOwnProxyOnly } from "./proxy-headers";

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** An app behind `trustProxy` hops that reports what Express makes of each request. */
async function app(trustProxy: number) {
  const site = express();
  site.set("trust proxy", trustProxy);
  trustOwnProxyOnly(site, trustProxy);
  site.get("/", (req, res) => {
    res.json({ host: req.host, hostname: req.hostname, protocol: req.protocol, secure: req.secure, ip: req.ip });
  });
  const server = site.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  // node:http rather than fetch, which does not let a caller set Host.
  return (headers: Record<string, string>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/", headers }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve(JSON.parse(body) as Record<string, unknown>));
        })
        .on("error", reject);
    });
}

describe("rightmostValue", () => {
  it("takes the last value of a forwarding header", () => {
    expect(rightmostValue("http, https")).toBe("https");
    expect(rightmostValue("https,http")).toBe("http");
    expect(rightmostValue(" HTTPS ")).toBe("https");
    expect(rightmostValue("https,")).toBe("");
    expect(rightmostValue(undefined)).toBe("");
  });
});

describe("trustOwnProxyOnly", () => {
  it("takes the host from Host only, never from X-Forwarded-Host", async () => {
    const get = await app(1);
    expect(await get({ Host: "dresdentax.com", "X-Forwarded-Host": "browncoconsulting.com" })).toMatchObject({
      host: "dresdentax.com",
      hostname: "dresdentax.com",
    });
    expect(await get({ Host: "www.dresdenpayroll.com:8443" })).toMatchObject({ hostname: "www.dresdenpayroll.com" });
  });

  it("takes HTTPS from the proxy's own, rightmost X-Forwarded-Proto", async () => {
    const get = await app(1);
    // The visitor's "http" first, the proxy's "https" appended: HTTPS.
    expect(await get({ "X-Forwarded-Proto": "http, https" })).toMatchObject({ protocol: "https", secure: true });
    // The visitor's "https" first, the proxy's "http" appended: not HTTPS.
    expect(await get({ "X-Forwarded-Proto": "https, http" })).toMatchObject({ protocol: "http", secure: false });
    expect(await get({ "X-Forwarded-Proto": "https" })).toMatchObject({ secure: true });
    expect(await get({ "X-Forwarded-Proto": "javascript" })).toMatchObject({ protocol: "http", secure: false });
    // The client address is still counted from the right, TRUST_PROXY hops in.
    expect(await get({ "X-Forwarded-For": "198.51.100.7, 203.0.113.9" })).toMatchObject({ ip: "203.0.113.9" });
  });

  it("ignores X-Forwarded-Proto without a proxy to trust", async () => {
    const get = await app(0);
    expect(await get({ "X-Forwarded-Proto": "https" })).toMatchObject({ protocol: "http", secure: false });
  });
});
