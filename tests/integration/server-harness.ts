/**
 * Shared by tests/integration/server-*.test.ts: the production build (BUILD_DIR, default `build`)
 * started as a real child process (`node server/main.ts`, exactly as `npm run serve` does) or
 * loaded in-process, and a raw HTTP client that sends bytes exactly as written (fetch and
 * http.request normalise paths and refuse odd headers, which is what these tests must send).
 *
 * Without a build these tests are skipped with a message, except under CI (CI set and not
 * "false"/"0"), where a missing build is a failure: run `npm run build` first.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BUILD_DIR = path.resolve(REPO_ROOT, process.env.BUILD_DIR ?? "build");
export const SERVER_BUNDLE = path.join(BUILD_DIR, "server", "index.js");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");

export const UNDER_CI = Boolean(process.env.CI) && !["false", "0"].includes(process.env.CI!.toLowerCase());
export const HAVE_BUILD = existsSync(SERVER_BUNDLE) && existsSync(path.join(CLIENT_DIR, "assets"));

/** True when the calling test file should skip (and says why once). */
export function skipWithoutBuild(name: string): boolean {
  if (HAVE_BUILD || UNDER_CI) return false;
  console.warn(
    `[${name}] SKIPPED: no production build at ${path.relative(REPO_ROOT, BUILD_DIR) || "."}/ — run \`npm run build\` ` +
      "(or set BUILD_DIR) to run these tests. Under CI a missing build fails.",
  );
  return true;
}

export function assertBuild(): void {
  if (!HAVE_BUILD) {
    throw new Error(
      `No production build at ${BUILD_DIR} (CI is set, so this fails): run \`npm run build\` first.`,
    );
  }
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `${prefix}-`));
}

export interface SiteProcess {
  readonly port: number;
  readonly origin: string;
  readonly child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  logs(): string;
  /** Resident memory of the server process in bytes (from /proc). */
  rssBytes(): number;
  /** The most resident memory the process has had since start or the last resetPeakRss(), in bytes. */
  peakRssBytes(): number;
  /** Starts the peak over from the memory the process has now. */
  resetPeakRss(): void;
  /**
   * The server's memory right after a full garbage collection, through the inspector (only when
   * started with `inspect: true`): what it really holds on to, without the heap's slack.
   */
  memoryAfterGc(): Promise<NodeJS.MemoryUsage>;
  alive(): boolean;
  stop(): Promise<void>;
}

export interface SiteProcessOptions {
  timeoutMs?: number;
  inspect?: boolean;
  /** The folder it starts in (where it reads .env); default the repository. */
  cwd?: string;
  /** Default a free one. */
  port?: number;
}

/**
 * Starts the production server as `npm run serve` does, on a free loopback port, with its own
 * empty DATA_DIR unless `env` sets one (an `undefined` value leaves a variable unset). Resolves once
 * its port takes connections.
 */
export async function startSiteProcess(
  env: Record<string, string | undefined> = {},
  { timeoutMs = 30_000, inspect = false, cwd = REPO_ROOT, port: fixedPort }: SiteProcessOptions = {},
): Promise<SiteProcess> {
  assertBuild();
  const port = fixedPort ?? (await freePort());
  const nodeArgs = inspect ? ["--inspect=127.0.0.1:0"] : [];
  const settings: Record<string, string | undefined> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: "production",
    BUILD_DIR,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: tempDir("site-data"),
    ...env,
  };
  const child = spawn(process.execPath, [...nodeArgs, path.join(REPO_ROOT, "server", "main.ts")], {
    cwd,
    env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`site did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`site exited with ${code} before listening:\n${output}`));
    };
    child.once("exit", onExit);
    // Listening is logged at info, which LOG_LEVEL may leave out: the port answering is what counts.
    const poll = setInterval(() => {
      const probe = net.connect(port, "127.0.0.1");
      probe.once("error", () => probe.destroy());
      probe.once("connect", () => {
        probe.destroy();
        if (child.exitCode !== null) return;
        clearInterval(poll);
        clearTimeout(timer);
        child.off("exit", onExit);
        resolve();
      });
    }, 50);
    child.once("exit", () => clearInterval(poll));
  });
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    child,
    logs: () => output,
    rssBytes: () => procStatusBytes(child.pid, "VmRSS"),
    peakRssBytes: () => procStatusBytes(child.pid, "VmHWM"),
    resetPeakRss() {
      // Linux: "5" resets the process's peak resident set size to its current one.
      writeFileSync(`/proc/${child.pid}/clear_refs`, "5");
    },
    async memoryAfterGc() {
      const url = /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];
      if (!url) throw new Error("the site was not started with inspect: true");
      return inspectorMemory(url);
    },
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const exited = once(child, "exit");
      const timer = setTimeout(() => child.kill("SIGKILL"), 6_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A memory figure of /proc/<pid>/status ("VmRSS", "VmHWM"), in bytes. */
function procStatusBytes(pid: number | undefined, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? "0");
  return kb * 1024;
}

/** Runs a full garbage collection in an inspected process and reads process.memoryUsage(). */
async function inspectorMemory(url: string): Promise<NodeJS.MemoryUsage> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot reach the inspector at ${url}`)), {
      once: true,
    });
  });
  let nextId = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = (nextId += 1);
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown> };
        if (message.id !== id) return;
        socket.removeEventListener("message", onMessage);
        resolve(message.result ?? {});
      };
      socket.addEventListener("message", onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call("HeapProfiler.collectGarbage");
    await call("HeapProfiler.collectGarbage");
    const result = await call("Runtime.evaluate", {
      expression: "JSON.stringify(process.memoryUsage())",
      returnByValue: true,
    });
    return JSON.parse(
      String((result.result as { value?: unknown } | undefined)?.value),
    ) as NodeJS.MemoryUsage;
  } finally {
    socket.close();
  }
}

/** The built server's exports (server/app.ts), loaded in this process. */
export interface BuiltServer {
  createApp: typeof import("../../server/app.ts").createApp;
  createServices: typeof import("../../server/app.ts").createServices;
}

export async function importBuiltServer(): Promise<BuiltServer> {
  assertBuild();
  return (await import(/* @vite-ignore */ pathToFileURL(SERVER_BUNDLE).href)) as BuiltServer;
}

export interface RawResponse {
  status: number;
  headers: Map<string, string[]>;
  body: Buffer;
  /** First value of a header, lower-case name. */
  header(name: string): string | undefined;
  text(): string;
}

export interface RawRequest {
  method?: string;
  /** Sent exactly as written: no normalisation, no encoding. */
  target: string;
  headers?: ReadonlyArray<readonly [string, string]>;
  body?: string | Buffer;
  /** Adds Content-Length for the body unless a header already sets it or Transfer-Encoding. Default true. */
  contentLength?: boolean;
  /** Default "127.0.0.1". Pass null to send no Host header at all. */
  host?: string | null;
  timeoutMs?: number;
}

function parseResponse(raw: Buffer): RawResponse {
  const split = raw.indexOf("\r\n\r\n");
  const head = (split === -1 ? raw : raw.subarray(0, split)).toString("latin1");
  let body = split === -1 ? Buffer.alloc(0) : raw.subarray(split + 4);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? "0");
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  if (headers.get("transfer-encoding")?.some((value) => /chunked/i.test(value))) {
    const chunks: Buffer[] = [];
    let offset = 0;
    while (offset < body.length) {
      const lineEnd = body.indexOf("\r\n", offset);
      if (lineEnd === -1) break;
      const size = Number.parseInt(body.subarray(offset, lineEnd).toString("latin1"), 16);
      if (!Number.isFinite(size) || size === 0) break;
      chunks.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      offset = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(chunks);
  }
  return {
    status,
    headers,
    body,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    text: () => body.toString("utf8"),
  };
}

/**
 * Sends one request on a fresh connection ("Connection: close") and reads the answer until the
 * server closes. A connection closed without any answer gives status 0.
 */
export async function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const socket = net.connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<void>((resolve) => {
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
  const timer = setTimeout(() => socket.destroy(), request.timeoutMs ?? 15_000);
  await new Promise<void>((resolve) => {
    socket.once("connect", () => resolve());
    socket.once("error", () => resolve());
  });
  const body =
    request.body === undefined
      ? undefined
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(request.body);
  const headers = [...(request.headers ?? [])];
  const has = (name: string) => headers.some(([header]) => header.toLowerCase() === name);
  const lines = [`${request.method ?? "GET"} ${request.target} HTTP/1.1`];
  if (request.host !== null && !has("host")) lines.push(`Host: ${request.host ?? "127.0.0.1"}`);
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  if (body && (request.contentLength ?? true) && !has("content-length") && !has("transfer-encoding")) {
    lines.push(`Content-Length: ${body.length}`);
  }
  if (!has("connection")) lines.push("Connection: close");
  if (!socket.destroyed) {
    socket.write(
      Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), body ?? Buffer.alloc(0)]),
    );
  }
  await closed;
  clearTimeout(timer);
  return parseResponse(Buffer.concat(chunks));
}

/** Files of the build's client folder, by URL path (for assets to request). */
export function clientAssets(): string[] {
  return readdirSync(path.join(CLIENT_DIR, "assets")).map((name) => `/assets/${name}`);
}

/** Security headers every answer must carry (the CSP is checked separately where it must be a page's). */
export const EVERY_RESPONSE_HEADERS: Readonly<Record<string, string | RegExp>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": /camera=\(\).*microphone=\(\)/,
  "cross-origin-opener-policy": "same-origin",
  "content-security-policy": /frame-ancestors 'none'/,
};
