// `npm test`: the whole suite, unit to browser. Each step must pass before the next runs, except the
// Firefox/WebKit main paths, the HTML check and the blog's tests on Ghost, which run one after another
// beside the Chromium browser tests (below).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ENGINES, installCommand, missingEnginePackages } from "../tests/engines/requirements.ts";
import { javaProblem } from "../tests/html/vnu.ts";
import { UNDER_CI } from "../tests/integration/server-harness.ts";
import { INSTALL_COMMAND, findGhostInstall, ghostCacheDir } from "../tests/support/ghost/ghost.ts";
import { ensureChromium } from "./ensure-chromium.ts";

interface Step {
  label: string;
  command: string;
  args: string[];
}

function describeStep({ label, command, args }: Step): string {
  return `\n▶ ${label}: ${command} ${args.join(" ")}`;
}

function failed(label: string, status: number | null): never {
  console.error(`\n✖ ${label} failed`);
  process.exit(status || 1);
}

function run(label: string, command: string, args: string[]): void {
  console.log(describeStep({ label, command, args }));
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) failed(label, result.status);
}

/** `run`, leaving this process's event loop free for the steps in the background. */
async function runAlongside(label: string, command: string, args: string[]): Promise<void> {
  console.log(describeStep({ label, command, args }));
  const child = spawn(command, args, { stdio: "inherit", env: process.env });
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (status !== 0) failed(label, status);
}

/** A step this machine cannot run: skipped with a message locally, a failure under CI. */
function unavailable(label: string, reason: string): void {
  if (UNDER_CI) {
    console.error(`\n✖ ${label}: ${reason}; CI requires it.`);
    process.exit(1);
  }
  console.warn(`\n⚠ ${label} SKIPPED: ${reason}.`);
}

run("typecheck", "npm", ["run", "--silent", "typecheck"]);
run("lint", "npm", ["run", "--silent", "lint"]);
// The build comes first: the server integration tests run against it.
run("production build", "npm", ["run", "--silent", "build"]);
run("unit and integration tests", "npx", ["vitest", "run"]);
run("bundle budgets", "npx", ["vitest", "run", "--config", "tests/budget/vitest.config.ts"]);
ensureChromium();
// Run beside the Chromium tests: much of a browser test's time is waiting (timers, the no-JavaScript
// form's minimum fill time), which the other suites fill on this 2-core machine. Together they take
// about half as long as the Chromium tests, so they end first.
const beside = runInBackground([...otherEnginesAndHtmlSteps(), ...ghostBrowserTests()]);
await runAlongside("browser tests", "npx", ["playwright", "test"]);
await finish(beside);

/** The Firefox/WebKit main paths and the Nu Html Checker, as far as this machine can run them. */
function otherEnginesAndHtmlSteps(): Step[] {
  const steps: Step[] = [];
  const available = ENGINES.filter((engine) => missingEnginePackages([engine]).length === 0);
  const missing = missingEnginePackages();
  if (missing.length > 0) {
    unavailable(
      `main paths in ${ENGINES.filter((engine) => !available.includes(engine)).join(" and ")}`,
      `missing Debian packages ${missing.join(", ")} (install with: ${installCommand(missing)})`,
    );
  }
  if (available.length > 0) {
    steps.push({
      label: `main paths in ${available.join(" and ")}, scripts on and off`,
      command: "npx",
      args: [
        "vitest",
        "run",
        "--config",
        "tests/engines/vitest.config.ts",
        ...available.map((engine) => `tests/engines/${engine}.test.ts`),
      ],
    });
  }
  const java = javaProblem();
  if (java) unavailable("W3C Nu Html Checker", java);
  else {
    steps.push({
      label: "W3C Nu Html Checker",
      command: "npx",
      args: ["vitest", "run", "--config", "tests/html/vitest.config.ts"],
    });
  }
  return steps;
}

interface BackgroundRun {
  /** The label of the first step that failed, or null when every step passed. */
  done: Promise<string | null>;
  /** Everything the steps printed (kept in a file, so it is not mixed into the Chromium output). */
  output(): string;
}

/**
 * Runs the steps one after another in the background. Each runs in a process group of its own, which
 * is ended if `npm test` stops early because another step failed.
 */
function runInBackground(steps: Step[]): BackgroundRun {
  const folder = mkdtempSync(path.join(tmpdir(), "npm-test-"));
  const logFile = path.join(folder, "output.log");
  const log = openSync(logFile, "a");
  let running: ChildProcess | undefined;
  process.on("exit", () => {
    if (running?.pid && running.exitCode === null && running.signalCode === null) {
      process.kill(-running.pid, "SIGTERM");
    }
    rmSync(folder, { recursive: true, force: true });
  });
  if (steps.length > 0)
    console.log(`\n▶ started beside the browser tests: ${steps.map((s) => s.label).join("; ")}`);
  const done = (async () => {
    try {
      for (const step of steps) {
        const started = Date.now();
        writeSync(log, `${describeStep(step)}\n`);
        const child = spawn(step.command, step.args, {
          stdio: ["ignore", log, log],
          env: process.env,
          detached: true,
        });
        running = child;
        const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
        console.log(
          `\n◆ ${step.label}: ${status === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`,
        );
        if (status !== 0) return step.label;
      }
      return null;
    } finally {
      closeSync(log);
    }
  })();
  return { done, output: () => readFileSync(logFile, "utf8") };
}

async function finish(background: BackgroundRun): Promise<void> {
  const failedStep = await background.done;
  process.stdout.write(background.output());
  if (failedStep) failed(failedStep, 1);
}

/**
 * The blog's browser tests again, against a real Ghost CMS (playwright.ghost.config.ts, on ports of
 * its own). Ghost is installed by tests/support/ghost/install.sh (.ci/run does that); without it the
 * step is skipped with a message, except under CI, where a missing Ghost fails.
 */
function ghostBrowserTests(): Step[] {
  if (!findGhostInstall()) {
    unavailable(
      "blog browser tests on Ghost",
      `Ghost is not installed in ${ghostCacheDir()} (run ${INSTALL_COMMAND})`,
    );
    return [];
  }
  return [
    {
      label: "blog browser tests on Ghost",
      command: "npx",
      args: ["playwright", "test", "-c", "playwright.ghost.config.ts"],
    },
  ];
}
