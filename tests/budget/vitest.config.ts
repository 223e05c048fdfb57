// The bundle budgets run after the production build: `npx vitest run --config tests/budget/vitest.config.ts`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/budget/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
  },
});
