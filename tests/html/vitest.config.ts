// Every page through the W3C Nu Html Checker, after the production build: `npm run test:html`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/html/**/*.test.ts"],
    environment: "node",
    hookTimeout: 300_000,
  },
});
