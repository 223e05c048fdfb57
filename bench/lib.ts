/**
 * Shared by the benchmark scripts: starting the production server as a child process, statistics,
 * and writing results. Runs under Node 24's own type stripping (`node bench/run.ts`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const RESULTS_DIR = path.join(REPO_ROOT, "bench", "results");
/** BUILD_DIR as server/main.ts reads it: relative to the repository. */
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
export const QUICK = ["1", "true", "yes"].includes((process.env.BENCH_QUICK ?? "").toLowerCase());

/** Ports 3950-3999 are the benchmarks' own. */
export const PORTS = { lighthouse: 3950, throughput: 3951, ceiling: 3952, uncached: 3953, contact: 3954, coldStart: 3955, controls: 3956, controlsBaseline: 3957, phoneCost: 3958, phoneCostBaseline: 3959 } as const;

export function assertBuild(): void {
  if (!existsSync(path.join(REPO_ROOT, BUILD_DIR, "server", "index.js"))) {
    throw new Error(`No production build in ${BUILD_DIR}/. Run \`npm run build\` first (or set BUILD_DIR).`);
  }
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `bench-${prefix}-`));
}

export interface RunningServer {
  origin: string;
  port: number;
  child: ChildProcess;
  logs(): string;
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * The production server (`node server/main.ts`), as `npm run serve` runs it, on `port`; by default this
 * checkout's, or another checkout's (with its own build) for a before-and-after comparison.
 */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
  { repoRoot = REPO_ROOT }: { repoRoot?: string } = {},
): Promise<RunningServer> {
  if (repoRoot === REPO_ROOT) assertBuild();
  else if (!existsSync(path.join(repoRoot, BUILD_DIR, "server", "index.js")))
    throw new Error(`No production build in ${path.join(repoRoot, BUILD_DIR)}/: run \`npm run build\` there first.`);
  const child = spawn(process.execPath, [path.join(repoRoot, "server", "main.ts")], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: "production",
      BUILD_DIR,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: tempDir("data"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return watch(child, port, "Site listening on");
}

export async function watch(child: ChildProcess, port: number, readyText: string): Promise<RunningServer> {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server on ${port} did not start:\n${output}`)), 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${port} exited with ${code}:\n${output}`));
    });
    const check = () => {
      if (!output.includes(readyText)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on("data", check);
    check();
  });
  child.removeAllListeners("exit");
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    child,
    logs: () => output,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? "0") / 1024);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 6_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The p-th percentile (0-100) by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const round = (value: number, digits = 0): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export function machine(): Record<string, unknown> {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? "unknown",
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    loadAverageAtStart: os.loadavg().map((load) => round(load, 2)),
  };
}

export function writeResult(name: string, result: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return path.relative(REPO_ROOT, file);
}

/** A post of the embedded Markdown blog (the benchmarks run without Ghost). */
export async function firstPostPath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/blog`)).text();
  const match = /href="(\/blog\/(?!tag\/)[a-z0-9-]+)"/.exec(html);
  if (!match?.[1]) throw new Error("no blog post link on /blog");
  return match[1];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
