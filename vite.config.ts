import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

// The server build's entry is our Express app (server/app.ts), so the HTTP layer, the database
// client and the React Router handler live in one bundle and share one database connection.
// The edit mode (app/features/edit-mode) is imported dynamically for signed-in staff only: its list
// of chunks to preload would otherwise sit in every visitor's layout chunk. Staff load its chunks
// through its own static imports instead (CSS still preloaded, so nothing shows unstyled).
const staffOnlyChunk = /edit-mode-root-/;

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : {
        target: "es2022",
        modulePreload: {
          resolveDependencies: (filename: string, deps: string[]) => (staffOnlyChunk.test(filename) ? deps.filter((d) => d.endsWith(".css")) : deps),
        },
      },
  // The visitor's script (app/visitor-enhancements.ts, imported with ?worker&url) is bundled like a
  // worker: one self-contained classic script; it needs the ~/ paths too.
  worker: { format: "iife" as const, plugins: () => [tsconfigPaths()] },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "nodemailer", "pino", "sanitize-html"] },
  // sanitize-html runs in the browser for the edit mode's preview (decision 0049); it needs postcss only
  // for style attributes, which the content rules never allow (app/core/content/postcss-in-the-browser.ts).
  resolve: isSsrBuild ? undefined : { alias: { postcss: path.resolve(import.meta.dirname, "app/core/content/postcss-in-the-browser.ts") } },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
