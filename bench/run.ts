/**
 * `npm run bench`: every benchmark against the production build (BUILD_DIR, default build/), each
 * writing its figures to bench/results/<name>.json. See bench/README.md.
 *
 *   BENCH_QUICK=1   one Lighthouse run on four pages of one brand, 5-second load tests, 200 contact messages
 *   BENCH_ONLY=audit,cold-start,throughput,contact,controls-ready,phone-cost,lighthouse   run only these
 *   BENCH_BASELINE_DIR=../other-checkout   controls-ready and phone-cost also measure that checkout's build
 *   BENCH_PAGES=/,/services   Lighthouse on these paths only (each brand, median of 3)
 */
import { runColdStartBench } from "./cold-start.ts";
import { runContactBench } from "./contact.ts";
import { runControlsReadyBench } from "./controls-ready.ts";
import { runDependencyAudit } from "./dependency-audit.ts";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { assertBuild, QUICK, RESULTS_DIR } from "./lib.ts";
import { runLighthouseBench } from "./lighthouse.ts";
import { runPhoneCostBench } from "./phone-cost.ts";
import { summary } from "./summary.ts";
import { runThroughputBench } from "./throughput.ts";

const benches: Record<string, () => Promise<string>> = {
  audit: runDependencyAudit,
  "cold-start": runColdStartBench,
  throughput: runThroughputBench,
  contact: runContactBench,
  "controls-ready": runControlsReadyBench,
  "phone-cost": runPhoneCostBench,
  lighthouse: runLighthouseBench,
};

const only = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of only) {
  if (!(name in benches)) {
    console.error(
      `Unknown benchmark "${name}" in BENCH_ONLY; choose from ${Object.keys(benches).join(", ")}.`,
    );
    process.exit(1);
  }
}

try {
  assertBuild();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

console.log(`Benchmarks${QUICK ? " (quick)" : ""} on the production build`);
for (const [name, run] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const file = await run();
  console.log(`  → ${file} (${Math.round((Date.now() - started) / 1000)} s)`);
}

writeFileSync(path.join(RESULTS_DIR, "summary.md"), `${summary()}\n`);
console.log("\nSummary of the latest figures: bench/results/summary.md");
