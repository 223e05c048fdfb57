import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inBundleFolder } from "./app/bundle-folders.ts";
import { contentPlugin } from "./app/content/vite-plugin.ts";

export default defineConfig({
  // The server build's entry is the Express app (server/app.ts), which wraps React Router's handler.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Each group is a package name (framework) or a folder with the route modules React Router
            // keeps in app/routes/ (inBundleFolder, which stops the build if the folder has no module left
            // or a route module is gone), and takes what those import (rolldown's
            // includeDependenciesRecursively; the higher priority wins a module two groups reach). So a
            // module's bundle follows its folder and its imports, never a pattern over its name.
            //
            // React, React DOM and React Router load on every page: one chunk, cached once, instead of
            // router components scattered into the site's shared chunks (and counted as the site's).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  priority: 3,
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
                // The shell every page shows (header and its menus, footer, theme, links, icons, toasts) in
                // one file, rather than in small shared chunks that each cost a request and compress apart.
                {
                  name: "shell",
                  priority: 2,
                  test: inBundleFolder("shell", "app/shell", ["app/root.tsx", "app/routes/_site.tsx"]),
                },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [contentPlugin(), tailwindcss(), reactRouter()],
});
