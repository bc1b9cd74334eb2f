// `npm test`: everything the project is checked with, on a fresh Debian machine after `npm install`.
//  1. What the tests need from the machine: Debian's chromium-headless-shell, postgresql and nginx-light. As root
//     with apt-get they are installed; anyone else gets the one command to run, before any test.
//  2. The type check and the linter (`npm run lint`: knip for package.json, ESLint with type information, Prettier).
//  3. Unit and integration tests (vitest) – the integration tests on PGlite and on a Postgres server:
//     TEST_DATABASE_URL, or else a private cluster this script starts (and removes when it ends).
//  4. A fresh production build, the deployment tests (nginx, two processes, Postgres, S3) and the
//     browser tests (Playwright on Debian's Chromium) against a server on an empty data directory.
//
// For a part of it: TEST_ONLY=typecheck,vitest (stages: typecheck, vitest, build, deployment, e2e);
// arguments are passed to vitest as file filters, e.g. `TEST_ONLY=vitest npm test -- tests/integration/x`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { findPrograms, missingPackages, packagesNeeded, setupPlan, chromiumPath } from "./test-setup/prerequisites.mjs";
import { startTestPostgres } from "./test-setup/postgres.mjs";

const STAGES = ["typecheck", "vitest", "build", "deployment", "e2e"];
const only = process.env.TEST_ONLY?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = (only ?? []).filter((s) => !STAGES.includes(s));
if (unknown.length) {
  console.error(`TEST_ONLY: unbekannte Stufe ${unknown.join(", ")} (möglich: ${STAGES.join(", ")}).`);
  process.exit(2);
}
const stages = only ?? STAGES;
const vitestFilters = process.argv.slice(2);

// ---------------------------------------------------------------------------------------------
// Clean-up on every way out: normal end, failure, Ctrl-C, SIGTERM

const cleanUps = [];
const cleanUp = () => {
  for (const fn of cleanUps.splice(0).reverse()) {
    try {
      fn();
    } catch (error) {
      console.error(`Aufräumen: ${error.message}`);
    }
  }
};
process.on("exit", cleanUp);

let child = null;
let interrupted = null;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = signal;
    console.error(`\n${signal}: npm test wird abgebrochen.`);
    if (child) {
      // The child and everything it started (npx → vitest → workers) form a process group of their
      // own: the signal goes to all of them, and the group is killed if it has not ended in time.
      killGroup(child, signal);
      setTimeout(() => child && killGroup(child, "SIGKILL"), 15_000).unref();
    } else {
      process.exit(130);
    }
  });
}

function killGroup(proc, signal) {
  try {
    process.kill(-proc.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Runs a command with the terminal; ends `npm test` with its code when it fails. */
function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  return new Promise((resolve) => {
    child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env }, detached: true });
    child.once("error", (error) => {
      console.error(`${cmd} liess sich nicht starten: ${error.message}`);
      process.exit(1);
    });
    child.once("exit", (code) => {
      child = null;
      if (interrupted) process.exit(130);
      if (code !== 0) process.exit(code ?? 1);
      resolve();
    });
  });
}

// ---------------------------------------------------------------------------------------------
// 1. The machine

const isRoot = process.getuid?.() === 0;
const hasAptGet = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
const needed = packagesNeeded(stages, { hasTestDatabaseUrl: Boolean(process.env.TEST_DATABASE_URL) });
const plan = setupPlan({
  missing: missingPackages(needed, findPrograms()),
  isRoot,
  hasAptGet,
  chromiumPath: chromiumPath(),
});
if (plan.kind === "stop") {
  console.error(`\n${plan.message}\n`);
  process.exit(1);
}
if (plan.kind === "install") {
  console.log(`Es fehlen Debian-Pakete, die npm test braucht – sie werden jetzt mit apt-get installiert:\n${plan.reasons.join("\n")}`);
  for (const [cmd, args] of plan.commands) await run(cmd, args, { DEBIAN_FRONTEND: "noninteractive" });
  const stillMissing = missingPackages(needed, findPrograms());
  if (stillMissing.length) {
    console.error(
      `Nach der Installation fehlt noch: ${stillMissing.join(", ")}` +
        (stillMissing.includes("chromium-headless-shell") ? ` (Chromium gesucht unter ${chromiumPath()} – CHROMIUM_PATH?)` : "") +
        ".",
    );
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Static checks

if (stages.includes("typecheck")) {
  await run("npm", ["run", "typecheck"]);
  await run("npm", ["run", "lint"]);
}

// ---------------------------------------------------------------------------------------------
// 3. Unit and integration tests

if (stages.includes("vitest")) {
  const env = {};
  if (!process.env.TEST_DATABASE_URL) {
    console.log("\nTEST_DATABASE_URL ist nicht gesetzt: ein eigener Postgres-Server für die Integrationstests wird gestartet.");
    const postgres = await startTestPostgres({ onStop: (stop) => cleanUps.push(stop) });
    console.log(`Postgres-Server für die Integrationstests: ${postgres.url} (Daten in ${postgres.root})`);
    env.TEST_DATABASE_URL = postgres.url;
  }
  await run("npx", ["vitest", "run", ...vitestFilters], env);
  if (env.TEST_DATABASE_URL) console.log("Eigener Postgres-Server wird beendet und entfernt.");
  cleanUp();
}

// ---------------------------------------------------------------------------------------------
// 4. Build, deployment and browser tests

if (stages.includes("build")) await run("npm", ["run", "build"]);

// The reference deployment (deploy/, tests/deployment/): nginx in front of two processes of this build,
// a private Postgres cluster and an S3 bucket.
if (stages.includes("deployment")) await run("npx", ["vitest", "run", "-c", "vitest.deployment.config.ts"]);

if (stages.includes("e2e")) {
  const dataDir = path.resolve(".e2e-data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  await run("npx", ["playwright", "test"], { E2E_DATA_DIR: dataDir });
}
