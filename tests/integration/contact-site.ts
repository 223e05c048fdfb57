/**
 * Shared by the contact integration tests: the production build's own server (createServices and
 * createApp from BUILD_DIR) running in this process on loopback, with its real SQLite outbox and
 * delivery worker, plus readers for what it stored and the operator's `npm run outbox` command.
 *
 * In this process rather than as a child so that a test can give the contact service a short poll
 * interval (a released message is mailed within 100 ms, not 15 s) or other brands (an address
 * changed by a deploy), and read its log lines.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ContactServiceConfig } from "../../app/contact/service.server";
import { loadConfig } from "../../app/config.server";
import { loadServerSettings } from "../../server/settings";
import { REPO_ROOT, tempDir, type BuiltServer } from "./server-harness";

export interface ContactSite {
  origin: string;
  dataDir: string;
  /** Every line the contact service logged, as "level text". */
  logs: string[];
  services: ReturnType<BuiltServer["createServices"]>;
  close(): Promise<void>;
}

/**
 * Starts the built site with `env` as its environment (DATA_DIR defaults to a fresh folder) and
 * `contact` overriding parts of its contact service. Rate limits are lifted: these tests post
 * far more than a person would.
 */
export async function startContactSite(
  built: BuiltServer,
  { env = {}, contact = {} }: { env?: Record<string, string>; contact?: Partial<ContactServiceConfig> } = {},
): Promise<ContactSite> {
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: tempDir("contact-site-data"),
    CONTACT_RATE_PER_MINUTE: "1000000",
    CONTACT_RATE_PER_HOUR: "1000000",
    ...env,
  });
  const logs: string[] = [];
  const services = built.createServices(config, {
    contact: {
      logger: {
        info: (text) => logs.push(`info ${text}`),
        warn: (text) => logs.push(`warn ${text}`),
        error: (text) => logs.push(`error ${text}`),
      },
      pollIntervalMs: 100,
      retryPolicy: { baseDelayMs: 100, maxDelayMs: 300 },
      ...contact,
    },
  });
  services.contact.start();
  const app = built.createApp({
    config,
    services,
    settings: loadServerSettings({ SITE_RATE_PER_MINUTE: "10000000" }, config.contactRateLimit),
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dataDir: config.dataDir,
    logs,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.contact.stop();
    },
  };
}

export { readOutboxRows, type OutboxRow } from "../support/outbox.ts";

/** `npm run outbox -- <args>` against `dataDir`, as an operator runs it (Node's own type stripping). */
export async function runOutboxCommand(
  dataDir: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "scripts/outbox.ts"), ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stdout, stderr };
}

const ENTITIES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/**
 * What a browser without JavaScript would post from the page's contact form (the one whose action is
 * /contact, with or without `?domain=`) if the visitor typed nothing: every named input with its value, visible ones empty.
 */
export function contactFormFields(html: string): Record<string, string> {
  const form = /<form\b[^>]*action="\/contact(?:\?[^"]*)?"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  if (!form) throw new Error("the page has no contact form posting to /contact");
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<(?:input|textarea|select)\b[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(tag)?.[1];
    if (!name) continue;
    const value = /\svalue="([^"]*)"/.exec(tag)?.[1] ?? "";
    fields[name] = value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);
  }
  return fields;
}

/** Resolves once `check` returns something truthy, polling; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
