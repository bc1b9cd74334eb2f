// knip (part of `npm run lint`, docs/decisions/0019-lint-and-format.md): every package in package.json must be
// used, and everything the code uses must be in package.json. Knip's plugins find the entry points
// themselves: React Router (react-router.config.ts → app/routes.ts, app/root.tsx, app/entry.server.tsx and
// every route module), Vite (server/app.ts, the server build's entry), Vitest, Playwright, drizzle-kit,
// ESLint, Prettier, Tailwind (the @import "tailwindcss" in app/*.css) and the scripts of package.json.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  // Only what concerns package.json: unused files and exports are not checked (types exported for a
  // reader, constants exported for a test would all count).
  include: ["dependencies", "unlisted", "binaries"],
  entry: [
    // Run by path from other scripts (bench.mjs starts scripts/bench/*, test.mjs the setup).
    "scripts/**/*.mjs",
  ],
  project: ["app/**/*.{ts,tsx,css}", "server/**/*.ts", "db/**/*.ts", "scripts/**/*.{mjs,mts}", "tests/**/*.ts", "eslint/**/*.js", "*.{ts,js}"],
  // The deployment tests have a config of their own (npm test runs them with it).
  vitest: { config: ["vitest.config.ts", "vitest.deployment.config.ts"] },
  // System programs the deployment tests start (tests/deployment/stack.ts), not packages.
  ignoreBinaries: ["nginx", "perl"],
};

export default config;
