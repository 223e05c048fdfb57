import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. several test runs) use their own folders; server/main.ts reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
