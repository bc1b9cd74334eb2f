// `npm test`: unit and integration tests (vitest), then a fresh production build, the deployment tests
// (nginx, two processes, Postgres, S3) and the browser tests (Playwright on Debian's Chromium) against
// a server on an empty data directory.
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

// The reference deployment (deploy/, tests/deployment/): nginx in front of two processes of this build,
// a private Postgres cluster and an S3 bucket. It needs Debian's postgresql and nginx-light (.ci/run
// installs both); without them it is skipped on a laptop, and refused in CI.
const missingForDeployment = [];
const pgBin = process.env.PG_BIN ?? (() => {
  try {
    const version = fs.readdirSync("/usr/lib/postgresql").filter((v) => /^\d+$/.test(v)).sort((a, b) => b - a)[0];
    return version ? `/usr/lib/postgresql/${version}/bin` : null;
  } catch {
    return null;
  }
})();
if (!pgBin || !fs.existsSync(path.join(pgBin, "initdb"))) missingForDeployment.push("Postgres (apt-get install -y postgresql)");
const onPath = (cmd) => [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/sbin"].some((dir) => fs.existsSync(path.join(dir, cmd)));
if (!onPath("nginx")) missingForDeployment.push("nginx (apt-get install -y nginx-light)");
if (missingForDeployment.length === 0) {
  run("npx", ["vitest", "run", "-c", "vitest.deployment.config.ts"]);
} else if (process.env.CI) {
  console.error(`Die Deployment-Tests brauchen: ${missingForDeployment.join(", ")}.`);
  process.exit(1);
} else {
  console.log(`Hinweis: Deployment-Tests übersprungen – es fehlt: ${missingForDeployment.join(", ")}.`);
}

const dataDir = path.resolve(".e2e-data");
fs.rmSync(dataDir, { recursive: true, force: true });
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(`Chromium fehlt unter ${chromium}: apt-get install -y chromium (oder CHROMIUM_PATH setzen).`);
  process.exit(1);
}
run("npx", ["playwright", "test"], { E2E_DATA_DIR: dataDir });
