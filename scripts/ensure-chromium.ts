// Makes sure Debian's Chromium is present for the browser tests: installs it when missing and
// running as root (CI, fresh machines); otherwise stops with instructions.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium was not found at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        "or set CHROMIUM_PATH to a Chromium binary.",
    );
    process.exit(1);
  }
  console.log("Installing Chromium from Debian's packages (about a minute)...");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}
