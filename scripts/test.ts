// `npm test`: the whole suite, unit to browser. Each step must pass before the next runs.
import { spawnSync } from "node:child_process";
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
run("unit and integration tests", "npx", ["vitest", "run"]);
run("production build", "npm", ["run", "--silent", "build"]);
ensureChromium();
run("browser tests", "npx", ["playwright", "test"]);
