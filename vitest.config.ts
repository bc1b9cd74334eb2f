import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "eslint/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // The migrated databases every integration test starts from (made once per run).
    globalSetup: ["tests/integration/global-setup.ts"],
    // The observers of page revisions (approval, language versions), registered as the server registers them;
    // and a test fails that sent a query to a Postgres connection still busy with another (pg-busy-client.setup.ts).
    setupFiles: ["tests/revision-observers.setup.ts", "tests/pg-busy-client.setup.ts"],
    // Two workers on the two-core machine (vitest's default there is one): each test file opens
    // databases of its own (tests/integration/databases.ts), so files never see each other's data.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: "forks",
    env: { LOG_LEVEL: "error" },
  },
});
