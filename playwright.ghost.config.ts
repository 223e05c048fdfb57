/**
 * The blog's browser tests against a real Ghost CMS (issue 4). The same specs as the files source
 * (blog.spec.ts, blog-recovery.spec.ts, blog-cards.spec.ts) run here, then blog-outage.spec.ts stops
 * Ghost and checks that the site still answers. Ghost and the site are started by the global setup (see
 * tests/support/ghost/e2e-global-setup.ts); install Ghost first with tests/support/ghost/install.sh.
 *
 *   BUILD_DIR=... npx playwright test -c playwright.ghost.config.ts
 */
import { defineConfig, devices } from "@playwright/test";
import { ghostE2ePort } from "./tests/support/ghost/e2e-global-setup.ts";
import { CHROMIUM_ARGS } from "./playwright.config";
import { CHROMIUM } from "./scripts/ensure-chromium.ts";

// Read by the specs (and inherited by the test workers): the site under test uses Ghost.
process.env.BLOG_E2E_SOURCE = "ghost";

const baseURL = `http://127.0.0.1:${ghostE2ePort()}`;
const chrome = { ...devices["Desktop Chrome"], channel: undefined };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `${process.env.PW_OUTPUT_DIR ?? "test-results"}-ghost`,
  globalSetup: "./tests/support/ghost/e2e-global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never", outputFolder: "playwright-report/ghost" }]]
    : [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "ghost", testMatch: /\/(blog(-recovery|-cards|-preview)?|reminders)\.spec\.ts$/, use: chrome },
    // Stops Ghost: runs only after everything else has finished with it.
    { name: "ghost-outage", testMatch: /\/blog-outage\.spec\.ts$/, use: chrome, dependencies: ["ghost"] },
  ],
});
