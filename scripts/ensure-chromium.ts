// Makes sure the browser of the Chromium tests is present: Debian's chromium-headless-shell, Chromium's
// own headless build (the one Playwright itself runs headless tests in). It is the same Blink and V8 as
// the chromium package, without the full browser's GPU process and window machinery, and costs about
// a third less processor time per test on this 2-core machine. Installs it when missing and running as
// root (CI, fresh machines); otherwise stops with instructions.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const PACKAGE = "chromium-headless-shell";

export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium's headless shell was not found at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${PACKAGE}\n` +
        "or set CHROMIUM_PATH to a Chromium binary.",
    );
    process.exit(1);
  }
  console.log(`Installing ${PACKAGE} from Debian's packages (about a minute)...`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", PACKAGE], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}
