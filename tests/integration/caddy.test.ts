/**
 * deploy/Caddyfile, run by Debian's `caddy` in front of the built site (TRUST_PROXY=1), with Caddy's
 * own certificate authority instead of Let's Encrypt: every brand's host name over HTTPS, `www.` and
 * HTTP redirects, HSTS, the client's address (not the proxy's) in the site's log, a contact message
 * stored through the proxy, and a restart of the site that no visitor notices.
 *
 * Caddy runs as a child process with its own XDG_DATA_HOME/XDG_CONFIG_HOME (never Debian's service)
 * and is stopped by its PID. Without `caddy` this file is skipped with a message, except under CI.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../app/brands/index";
import type { BrandId } from "../../app/brands/types";
import { readOutboxRows, waitFor } from "./contact-site";
import { contactSubmission, logLines } from "./operations-support";
import { freePort, REPO_ROOT, skipWithoutBuild, startSiteProcess, tempDir, UNDER_CI, type SiteProcess } from "./server-harness";

const CADDYFILE = path.join(REPO_ROOT, "deploy", "Caddyfile");
const HAVE_CADDY = spawnSync("caddy", ["version"], { stdio: "ignore" }).status === 0;
/** The client's own loopback address, so the proxy's (127.0.0.1) and the client's can be told apart. */
const CLIENT_ADDRESS = "127.0.0.2";

function skipWithoutCaddy(): boolean {
  if (HAVE_CADDY) return false;
  if (UNDER_CI) throw new Error("caddy is not installed (CI is set, so this fails): apt-get install -y caddy");
  console.warn("[caddy] SKIPPED: Debian's caddy is not installed. Install it with: apt-get install -y caddy");
  return true;
}

const skip = skipWithoutBuild("caddy") || skipWithoutCaddy();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let site: SiteProcess;
let caddy: ChildProcess;
let caddyOutput = "";
let httpsPort: number;
let httpPort: number;
let rootCertificate: string;
const dataDir = tempDir("caddy-site-data");

const hosts = Object.fromEntries(Object.values(BRANDS).map((brand) => [brand.id, brand.domain])) as Record<BrandId, string>;

function request(
  scheme: "http" | "https",
  host: string,
  target: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const client = scheme === "https" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      {
        host: "127.0.0.1",
        port: scheme === "https" ? httpsPort : httpPort,
        localAddress: CLIENT_ADDRESS,
        method,
        path: target,
        headers: { Host: host, ...headers },
        // The certificate must be valid for the host name, issued by Caddy's authority.
        ...(scheme === "https" ? { servername: host, ca: rootCertificate } : {}),
        agent: false,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const siteEnv = { DATA_DIR: dataDir, TRUST_PROXY: "1" };

beforeAll(async () => {
  if (skip) return;
  site = await startSiteProcess(siteEnv);
  httpsPort = await freePort();
  httpPort = await freePort();
  const home = tempDir("caddy-home");
  caddy = spawn("caddy", ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: home,
      XDG_DATA_HOME: path.join(home, "data"),
      XDG_CONFIG_HOME: path.join(home, "config"),
      CADDY_TLS: "internal",
      CADDY_ADMIN: "off",
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
      SITE_UPSTREAM: `127.0.0.1:${site.port}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  caddy.stdout?.on("data", (chunk: Buffer) => (caddyOutput += chunk.toString()));
  caddy.stderr?.on("data", (chunk: Buffer) => (caddyOutput += chunk.toString()));
  const rootFile = path.join(home, "data", "caddy", "pki", "authorities", "local", "root.crt");
  await waitFor(
    () => {
      if (caddy.exitCode !== null) throw new Error(`caddy exited with ${caddy.exitCode}:\n${caddyOutput}`);
      return existsSync(rootFile);
    },
    "Caddy's certificate authority",
    20_000,
  );
  rootCertificate = readFileSync(rootFile, "utf8");
  // Certificates for all six names are issued at start; wait until the last one answers.
  await waitFor(
    () => request("https", `www.${hosts.payroll}`, "/").then((answer) => answer.status === 301, () => false),
    "HTTPS on every host name",
    20_000,
  );
}, 60_000);

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    caddy.kill("SIGTERM");
    await once(caddy, "exit");
  }
  await site?.stop();
});

describe.skipIf(skip)("deploy/Caddyfile with Debian's caddy", () => {
  it("serves each brand on its bare domain over HTTPS, with HSTS, the brand resolved from the host name", async () => {
    for (const [brandId, host] of Object.entries(hosts)) {
      const answer = await request("https", host, "/services");
      expect(answer.status, host).toBe(200);
      expect(answer.body).toContain(`data-brand="${brandId}"`);
      expect(answer.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("sends www. to the bare domain with 301 (path and query kept), and HTTP to HTTPS", async () => {
    for (const host of Object.values(hosts)) {
      const www = await request("https", `www.${host}`, "/services/payroll?from=card");
      expect(www.status).toBe(301);
      expect(www.headers.location).toBe(`https://${host}/services/payroll?from=card`);
      expect(www.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      for (const name of [host, `www.${host}`]) {
        const plain = await request("http", name, "/about-us");
        expect([301, 308]).toContain(plain.status);
        expect(plain.headers.location).toBe(`https://${name}/about-us`);
      }
    }
  });

  it("passes the client's address, not the proxy's: the site logs it and keeps Caddy's request id", async () => {
    const answer = await request("https", hosts.brownco, "/about-us");
    const id = answer.headers["x-request-id"] as string;
    const line = await waitFor(() => logLines(site.logs()).find((entry) => entry.reqId === id), "the site's log line");
    expect(line).toMatchObject({ method: "GET", path: "/about-us", status: 200, brand: "brownco", ip: CLIENT_ADDRESS });
  });

  it("stores a contact message sent through the proxy, for the brand of the host name", async () => {
    const answer = await request("https", hosts.payroll, "/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: `https://${hosts.payroll}` },
      body: JSON.stringify(contactSubmission("throughcaddy", "payroll")),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ success: true });
    const rows = readOutboxRows(dataDir).filter((row) => String(row.message).includes("throughcaddy"));
    expect(rows.map((row) => [row.brand_id, row.recipient])).toEqual([["payroll", BRANDS.payroll.contact.email]]);
  });

  it("bridges a restart of the site (a deploy): every request through the proxy is answered 200", async () => {
    const statuses: number[] = [];
    let running = true;
    const visitor = (async () => {
      while (running) {
        statuses.push((await request("https", hosts.dresdentax, "/robots.txt")).status);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await waitFor(() => statuses.length >= 5, "requests flowing");
    const port = site.port;
    await site.stop();
    site = await startSiteProcess(siteEnv, { port });
    const afterRestart = statuses.length;
    await waitFor(() => statuses.length >= afterRestart + 5, "requests after the restart");
    running = false;
    await visitor;
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);
});
