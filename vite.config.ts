import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
                // Every icon the site uses in one small file: one request, where each icon in its own
                // chunk cost a request apiece (a dozen on the home page).
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
});
