import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./app/content/vite-plugin.ts";

export default defineConfig({
  // The server build's entry is the Express app (server/app.ts), which wraps React Router's handler.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router load on every page: one chunk, cached once, instead of
            // router components scattered into the site's shared chunks (and counted as the site's).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  priority: 3,
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
                // The home page's first screen (the hero and what starts the islands below it) in one file.
                {
                  name: "home",
                  priority: 1,
                  test: /app[\\/](routes[\\/]home\.tsx|components[\\/]home[\\/](HeroCarousel|below-the-fold|motion)\.|components[\\/]ui[\\/]deferred-section\.)/,
                },
                // The shell every page shows (header and its menus, footer, theme, links, icons, toasts) in
                // one file, rather than in small shared chunks that each cost a request and compress apart.
                {
                  name: "shell",
                  priority: 2,
                  test: /app[\\/](root\.tsx|routes[\\/]_site\.tsx|components[\\/]layout[\\/]|components[\\/]ui[\\/](SiteLink|Toaster\.|Tooltip|toast-store|use-toast-timer|icons|use-hydrated|when-idle)|theme[\\/]|site[\\/](use-site|menu-links|locations|navigation)|seo[\\/]meta\.ts|brands[\\/](links|fonts))/,
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
