import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM } from "./scripts/ensure-chromium.ts";

/** Port of the production server the browser tests start (never the default 3000 a developer may use). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Brand host names resolve to this machine, so host-based brand resolution is tested for real.
  `--host-resolver-rules=MAP *.dresdentax.com 127.0.0.1, MAP dresdentax.com 127.0.0.1, MAP *.browncoconsulting.com 127.0.0.1, MAP browncoconsulting.com 127.0.0.1, MAP *.dresdenpayroll.com 127.0.0.1, MAP dresdenpayroll.com 127.0.0.1, MAP *.example 127.0.0.1`,
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node server/main.ts",
      // Ready when it answers (its health depends on the messages earlier runs left in DATA_DIR).
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR ?? `.cache/e2e-data-${E2E_PORT}`,
        ALLOW_INDEXING: "true",
        // Many form submissions and searches come from one test client; the limits themselves are tested
        // in tests/integration.
        CONTACT_RATE_PER_MINUTE: "1000",
        CONTACT_RATE_PER_HOUR: "10000",
        SEARCH_RATE_PER_MINUTE: "100000",
      },
    },
    {
      // The same site with every third-party script configured, for tests/e2e/third-party.spec.ts.
      command: "node server/main.ts",
      url: `http://127.0.0.1:${E2E_PORT + 1}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        PORT: String(E2E_PORT + 1),
        HOST: "127.0.0.1",
        DATA_DIR: `.cache/e2e-data-${E2E_PORT + 1}`,
        ANALYTICS_ID: "G-TEST12345",
        SPEED_MEASUREMENT_ID: "123456789",
        TAG_MANAGER_ID: "GTM-TEST123",
        CHAT_WIDGET_ID: "testchatwidget",
      },
    },
  ],
});
