import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

// The server build's entry is our Express app (server/app.ts), so the HTTP layer, the database
// client and the React Router handler live in one bundle and share one database connection.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : { target: "es2022" },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "nodemailer", "pino", "sanitize-html"] },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
