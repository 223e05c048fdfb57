// The main paths in Firefox and WebKit, after the production build: `npm run test:engines`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/engines/**/*.test.ts"],
    // One browser at a time: the machine has two cores, and `npm test` runs this beside the Chromium tests.
    fileParallelism: false,
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // As the Chromium tests do under CI (playwright.config.ts): one retry for a busy machine's hiccup.
    retry: process.env.CI ? 1 : 0,
  },
});
