import { defineConfig } from "vitest/config";
import { contentPlugin } from "./app/content/vite-plugin.ts";

export default defineConfig({
  // Tests see the content as the build embeds it (also where a test runs in a browser-like environment).
  plugins: [contentPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    // The site's logger in this process (in-process servers): warnings and errors only, not a line per request.
    env: { LOG_LEVEL: "warn" },
  },
});
