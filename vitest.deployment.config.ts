import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// The deployment tests (tests/deployment/): nginx, app processes from the production build, a private
// Postgres cluster and s3rver. One file at a time in one process: each file starts its own stack on
// fixed port ranges, and the steps inside a file build on each other.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/deployment/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
  },
});
