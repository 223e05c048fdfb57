/**
 * The deployment kit in deploy/, checked here as far as this machine allows (Caddy has its own test,
 * caddy.test.ts):
 *  - the systemd units pass `systemd-analyze verify` (their paths pointed at this checkout), and say
 *    what the site relies on: a user of its own, write access to DATA_DIR only, a stop timeout longer
 *    than the site's drain, a daily backup;
 *  - the Dockerfile cannot be built here (no image registry is reachable), so its runtime stage is
 *    laid out as its COPY lines say, from this build, and started: the site and the outbox command
 *    run from exactly those files, and everything the server bundle imports is a production dependency.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, WORKER_STOP_TIMEOUT_MS } from "../../server/settings";
import { waitFor } from "./contact-site";
import { BUILD_DIR, REPO_ROOT, SERVER_BUNDLE, freePort, skipWithoutBuild, tempDir, UNDER_CI } from "./server-harness";

const DEPLOY = path.join(REPO_ROOT, "deploy");
const APP_FOLDER = "/opt/dresden-site/current";
const UNITS = ["dresden-site.service", "dresden-site-backup.service", "dresden-site-backup.timer"];

function unit(name: string): string {
  return readFileSync(path.join(DEPLOY, name), "utf8");
}

function settings(text: string, key: string): string[] {
  return [...text.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1]!.trim());
}

const HAVE_SYSTEMD_ANALYZE = spawnSync("systemd-analyze", ["--version"], { stdio: "ignore" }).status === 0;

describe("systemd units", () => {
  it.skipIf(!HAVE_SYSTEMD_ANALYZE && !UNDER_CI)("pass systemd-analyze verify", () => {
    if (!HAVE_SYSTEMD_ANALYZE) throw new Error("systemd-analyze is missing (CI is set, so this fails): apt-get install -y systemd");
    const folder = tempDir("units");
    for (const name of UNITS) writeFileSync(path.join(folder, name), unit(name).replaceAll(APP_FOLDER, REPO_ROOT));
    const result = spawnSync("systemd-analyze", ["verify", ...UNITS.map((name) => path.join(folder, name))], {
      encoding: "utf8",
    });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
    expect(result.status).toBe(0);
  });

  it("run the site as its own user, writing only DATA_DIR, stopped only after the drain, backed up daily", () => {
    const site = unit("dresden-site.service");
    expect(settings(site, "User")).toEqual(["dresden-site"]);
    expect(settings(site, "EnvironmentFile")).toEqual(["/etc/dresden-site/site.env"]);
    expect(settings(site, "Restart")).toEqual(["on-failure"]);
    expect(settings(site, "ProtectSystem")).toEqual(["strict"]);
    expect(settings(site, "StateDirectory")).toEqual(["dresden-site"]);
    expect(settings(site, "Environment")).toEqual(
      expect.arrayContaining(["DATA_DIR=/var/lib/dresden-site", "HOST=127.0.0.1", "TRUST_PROXY=1", "NODE_ENV=production"]),
    );
    expect(settings(site, "ReadWritePaths")).toEqual([]);
    const stopSeconds = Number(settings(site, "TimeoutStopSec")[0]);
    expect(stopSeconds * 1000).toBeGreaterThan(DEFAULT_SHUTDOWN_TIMEOUT_MS + WORKER_STOP_TIMEOUT_MS);
    // What ExecStart runs exists in a checkout, as npm ci leaves it.
    const [command, script] = settings(site, "ExecStart")[0]!.split(" ");
    expect(existsSync(command!.replace(APP_FOLDER, REPO_ROOT))).toBe(true);
    expect(existsSync(path.join(REPO_ROOT, script!))).toBe(true);

    const backup = unit("dresden-site-backup.service");
    expect(settings(backup, "User")).toEqual(["dresden-site"]);
    expect(settings(backup, "ExecStart")[0]).toContain(`scripts/outbox.ts backup "/var/lib/dresden-site-backups/`);
    expect(settings(unit("dresden-site-backup.timer"), "OnCalendar")).toEqual(["*-*-* 03:15:00"]);
    expect(settings(unit("dresden-site-backup.timer"), "Persistent")).toEqual(["true"]);
  });
});

/** The Dockerfile's stages: each FROM with its name and the lines under it. */
function dockerStages(text: string): Array<{ name: string | null; lines: string[] }> {
  const stages: Array<{ name: string | null; lines: string[] }> = [];
  for (const line of text.replace(/\\\n/g, " ").split("\n")) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1] ?? null, lines: [] });
    else if (line.trim() && !line.trim().startsWith("#")) stages.at(-1)?.lines.push(line.trim());
  }
  return stages;
}

const skipImage = skipWithoutBuild("deploy-kit");

describe("Dockerfile", () => {
  const text = readFileSync(path.join(DEPLOY, "Dockerfile"), "utf8");
  const stages = dockerStages(text);
  const runtime = stages.at(-1)!;
  const instruction = (name: string) => runtime.lines.filter((line) => line.startsWith(`${name} `));

  it("is multi-stage, runs as a non-root user under an init process, checks /healthz, keeps DATA_DIR in a volume", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(instruction("USER")).toEqual(["USER node"]);
    expect(instruction("ENTRYPOINT")).toEqual(['ENTRYPOINT ["/usr/bin/tini", "--"]']);
    expect(instruction("HEALTHCHECK")[0]).toContain("http://127.0.0.1:3000/healthz");
    expect(instruction("ENV")[0]).toMatch(/DATA_DIR=\/data/);
    expect(instruction("VOLUME")).toEqual(['VOLUME ["/data"]']);
  });

  it.skipIf(skipImage)("its runtime stage, laid out from this build as its COPY lines say, serves the site and runs the outbox command", async () => {
    // Everything the server bundle imports must be installed by `npm ci --omit=dev`.
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const bundle = readFileSync(SERVER_BUNDLE, "utf8");
    const imported = new Set(
      [...bundle.matchAll(/(?:from\s*|import\s*\(?\s*)["']([^"'./][^"']*)["']/g)]
        .map((match) => match[1]!)
        .filter((specifier) => !specifier.startsWith("node:") && !specifier.startsWith("virtual:"))
        .map((specifier) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/")),
    );
    expect([...imported].filter((name) => !(name in manifest.dependencies))).toEqual([]);

    const image = tempDir("image-app");
    for (const line of instruction("COPY")) {
      const parts = line.split(/\s+/).slice(1);
      const from = parts[0]?.startsWith("--from=") ? parts.shift()!.slice("--from=".length) : null;
      const written = parts.pop()!;
      const destination = path.resolve(image, written);
      for (const source of parts) {
        const target = written.endsWith("/") ? path.join(destination, path.basename(source)) : destination;
        mkdirSync(path.dirname(target), { recursive: true });
        if (from === "dependencies") symlinkSync(path.join(REPO_ROOT, "node_modules"), target); // stands in for npm ci --omit=dev
        else if (from === "build") cpSync(BUILD_DIR, target, { recursive: true });
        else {
          expect(existsSync(path.join(REPO_ROOT, source)), `COPY ${source}`).toBe(true);
          cpSync(path.join(REPO_ROOT, source), target, { recursive: true });
        }
      }
    }

    const port = await freePort();
    const dataDir = tempDir("image-data");
    const env = { PATH: process.env.PATH ?? "", NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir };
    const child = spawn(process.execPath, ["server/main.ts"], { cwd: image, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`the image's site exited:\n${output}`);
          return fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.status === 200, () => false);
        },
        "the image's site to answer /healthz",
        20_000,
      );
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      const blog = await (await fetch(`http://127.0.0.1:${port}/blog`)).text();
      expect(blog).not.toContain("No posts available at the moment.");
      const outbox = spawnSync(process.execPath, ["scripts/outbox.ts", "backup", path.join(dataDir, "copy.sqlite")], {
        cwd: image,
        env,
        encoding: "utf8",
      });
      expect(outbox.stderr).toBe("");
      expect(outbox.stdout).toMatch(/^Backed up 0 messages/);
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }, 60_000);
});
