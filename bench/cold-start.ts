/**
 * Cold start: from launching `npm run serve` until the home page first answers 200, median of
 * 3 launches (BENCH_QUICK=1: one). `node server/main.ts` directly is measured too: the difference
 * is npm's own start-up.
 */
import { spawn } from "node:child_process";
import os from "node:os";
import { BUILD_DIR, PORTS, QUICK, REPO_ROOT, assertBuild, machine, median, round, sleep, tempDir, writeResult } from "./lib.ts";

async function timeToFirst200(command: string, args: string[]): Promise<number> {
  const port = PORTS.coldStart;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    detached: true, // its own process group, so npm and the server it starts stop together
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: "production",
      BUILD_DIR,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: tempDir("cold"),
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(" ")} exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error("no answer within 60 s");
      await sleep(10);
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid!, "SIGTERM");
    await exited;
    await sleep(300);
  }
}

export async function runColdStartBench(): Promise<string> {
  assertBuild();
  const launches = QUICK ? 1 : 3;
  const npmServe: number[] = [];
  const nodeDirect: number[] = [];
  for (let i = 0; i < launches; i += 1) {
    npmServe.push(await timeToFirst200("npm", ["run", "--silent", "serve"]));
    nodeDirect.push(await timeToFirst200(process.execPath, ["server/main.ts"]));
  }
  const result = {
    description: "Time from launching the command until GET / first answers 200 (polled every 10 ms), median of the launches.",
    machine: machine(),
    launches,
    npmRunServeMs: round(median(npmServe)),
    nodeServerMainMs: round(median(nodeDirect)),
    samples: { npmRunServeMs: npmServe.map((ms) => round(ms)), nodeServerMainMs: nodeDirect.map((ms) => round(ms)) },
  };
  console.log(`  npm run serve → first 200: ${result.npmRunServeMs} ms (node server/main.ts: ${result.nodeServerMainMs} ms)`);
  return writeResult("cold-start", result);
}
