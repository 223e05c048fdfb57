import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. several test runs) use their own folders; server/main.ts reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Each page's HTML carries only its own routes' part of the route manifest; the rest is fetched
  // when a link needs it, so no page loads the whole manifest file.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
