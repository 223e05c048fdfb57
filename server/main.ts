// Launches the site. Production runs the built server bundle (build/server/index.js, whose entry is
// server/app.ts); development loads server/app.ts through Vite so pages hot-reload.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadEnvFile } from "./env-file.ts";

// First, so that everything below (NODE_ENV included) sees the settings in .env.
let envFile: string | null;
try {
  envFile = loadEnvFile();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const production = process.env.NODE_ENV === "production";

if (production) {
  // BUILD_DIR: absolute, or relative to the repository (as react-router.config.ts reads it).
  const repository = fileURLToPath(new URL("..", import.meta.url));
  const bundle = pathToFileURL(path.resolve(repository, process.env.BUILD_DIR ?? "build", "server", "index.js"));
  const { start } = await import(bundle.href).catch((error: unknown) => {
    console.error("No production build found. Run `npm run build` first (or `npm start`, which builds).");
    throw error;
  });
  await start({ envFile });
} else {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("./server/app.ts");
  await start({ vite, envFile });
}
