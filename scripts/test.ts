// `npm test`: the whole suite, unit to browser. Each step must pass before the next runs.
import { spawnSync } from "node:child_process";
import { INSTALL_COMMAND, findGhostInstall, ghostCacheDir } from "../tests/support/ghost/ghost.ts";
import { ensureChromium } from "./ensure-chromium.ts";

function run(label: string, command: string, args: string[]): void {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

run("typecheck", "npm", ["run", "--silent", "typecheck"]);
run("lint", "npm", ["run", "--silent", "lint"]);
// The build comes first: the server integration tests run against it.
run("production build", "npm", ["run", "--silent", "build"]);
run("unit and integration tests", "npx", ["vitest", "run"]);
run("bundle budgets", "npx", ["vitest", "run", "--config", "tests/budget/vitest.config.ts"]);
ensureChromium();
run("browser tests", "npx", ["playwright", "test"]);
runGhostBrowserTests();

/**
 * The blog's browser tests again, against a real Ghost CMS (playwright.ghost.config.ts). Ghost is
 * installed by tests/support/ghost/install.sh (.ci/run does that); without it the step is skipped
 * with a message, except under CI, where a missing Ghost fails.
 */
function runGhostBrowserTests(): void {
  if (!findGhostInstall()) {
    const message = `Ghost is not installed in ${ghostCacheDir()} (run ${INSTALL_COMMAND})`;
    if (process.env.CI && !["false", "0"].includes(process.env.CI.toLowerCase())) {
      console.error(`\n✖ blog browser tests on Ghost: ${message}; CI requires them.`);
      process.exit(1);
    }
    console.warn(`\n⚠ blog browser tests on Ghost SKIPPED: ${message}.`);
    return;
  }
  run("blog browser tests on Ghost", "npx", ["playwright", "test", "-c", "playwright.ghost.config.ts"]);
}
