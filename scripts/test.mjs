// `npm test`: unit and integration tests (vitest), then a fresh production build and the browser
// tests (Playwright on Debian's Chromium) against a server on an empty data directory.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const run = (cmd, args, env = {}) => {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.TEST_DATABASE_URL) {
  console.log("Hinweis: TEST_DATABASE_URL ist nicht gesetzt – die Integrationstests laufen nur auf PGlite. " +
    "Mit einem Postgres-Server (z. B. postgres://postgres:postgres@localhost:5432/auralis_test) laufen sie auf beiden.");
}

run("npx", ["vitest", "run"]);
run("npm", ["run", "build"]);

const dataDir = path.resolve(".e2e-data");
fs.rmSync(dataDir, { recursive: true, force: true });
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(`Chromium fehlt unter ${chromium}: apt-get install -y chromium (oder CHROMIUM_PATH setzen).`);
  process.exit(1);
}
run("npx", ["playwright", "test"], { E2E_DATA_DIR: dataDir });
