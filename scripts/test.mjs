// `npm test`: everything the project is checked with, on a fresh Debian machine after `npm install`.
//  1. What the tests need from the machine: Debian's chromium-headless-shell, postgresql and nginx-light. As root
//     with apt-get they are installed; anyone else gets the one command to run, before any test.
//  2. Side by side: the type check; the linter (knip, ESLint with type information, Prettier); a fresh
//     production build and then the deployment tests (nginx, two processes, Postgres, S3); the unit and
//     integration tests (vitest, two workers) – the integration tests on PGlite and on a Postgres
//     server: TEST_DATABASE_URL, or else a private cluster this script starts (and removes when it ends).
//  3. The browser tests (Playwright on Debian's Chromium), two runs side by side, each against a server
//     on an empty data directory of its own.
// Each job's time is printed at the end; docs/testing.md says where the time goes.
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

/** The commands running now (one, or several side by side). */
const children = new Set();
let interrupted = null;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = signal;
    console.error(`\n${signal}: npm test wird abgebrochen.`);
    if (children.size) {
      // Each child and everything it started (npx → vitest → workers) form a process group of their
      // own: the signal goes to all of them, and the group is killed if it has not ended in time.
      for (const c of children) killGroup(c, signal);
      setTimeout(() => children.forEach((c) => killGroup(c, "SIGKILL")), 15_000).unref();
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
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env }, detached: true });
    children.add(child);
    child.once("error", (error) => {
      console.error(`${cmd} liess sich nicht starten: ${error.message}`);
      process.exit(1);
    });
    child.once("exit", (code) => {
      children.delete(child);
      if (interrupted) process.exit(130);
      if (code !== 0) process.exit(code ?? 1);
      resolve();
    });
  });
}

/** Runs one command with its output kept, printed whole when it ends with its time; resolves with its code. */
function runKept([cmd, args, env = {}]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const proc = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "1", ...env }, detached: true });
    children.add(proc);
    proc.stdout.on("data", (chunk) => output.push(chunk));
    proc.stderr.on("data", (chunk) => output.push(chunk));
    proc.once("error", (error) => output.push(Buffer.from(`${cmd} liess sich nicht starten: ${error.message}\n`)));
    proc.once("close", (code) => {
      children.delete(proc);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n$ ${cmd} ${args.join(" ")}  (${seconds} s${code === 0 ? "" : `, Code ${code}`})`);
      process.stdout.write(Buffer.concat(output));
      resolve(code);
    });
  });
}

/**
 * Runs jobs side by side, each a named list of commands run one after the other (a job stops at its
 * first failure); each command's output is printed whole when it ends. Each job's time goes into the
 * table at the end; `npm test` ends once all jobs have ended if any failed.
 */
async function runJobs(jobs) {
  for (const { name, commands } of jobs) console.log(`\n[${name}] ${commands.map(([cmd, args]) => `${cmd} ${args.join(" ")}`).join("  →  ")}`);
  const results = await Promise.all(
    jobs.map(async ({ name, commands }) => {
      const started = Date.now();
      for (const command of commands) {
        const code = await runKept(command);
        if (code !== 0) return code;
      }
      stageTimes.push([name, Date.now() - started]);
      return 0;
    }),
  );
  if (interrupted) process.exit(130);
  const failed = results.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
}

/** Each stage's time, printed at the end (docs/testing.md says where the time goes). */
const stageTimes = [];
const runStarted = Date.now();
const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, "0")}`;
process.on("exit", (code) => {
  if (!stageTimes.length) return;
  console.log(`\nZeiten von npm test${code === 0 ? "" : " (abgebrochen)"}:`);
  for (const [name, ms] of stageTimes) console.log(`  ${name.padEnd(34)} ${minutes(ms).padStart(6)}`);
  console.log(`  ${"gesamt".padEnd(34)} ${minutes(Date.now() - runStarted).padStart(6)}`);
});

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
// 2. Checks, build, unit, integration and deployment tests

// Everything that does not need a browser, side by side: the type check, the linter, the build and
// then the deployment tests (which run the build), and the unit and integration tests. Each keeps one
// core busy or waits for servers much of the time; one after the other they cost their sum
// (docs/testing.md has the figures). The route types are generated once, before them (the type check
// and the linter read them).
const jobs = [];
if (stages.includes("typecheck")) {
  await run("npx", ["react-router", "typegen"]);
  jobs.push({ name: "Typprüfung", commands: [["npx", ["tsc", "--noEmit"]]] });
  jobs.push({ name: "Lint (knip, ESLint, Prettier)", commands: [["npm", ["run", "lint:code"]]] });
}
const buildAndDeployment = [
  ...(stages.includes("build") ? [["npm", ["run", "build"]]] : []),
  // The reference deployment (deploy/, tests/deployment/): nginx in front of two processes of this
  // build, a private Postgres cluster and an S3 bucket; and `npm start` stopped without a proxy.
  ...(stages.includes("deployment") ? [["npx", ["vitest", "run", "-c", "vitest.deployment.config.ts"]]] : []),
];
if (buildAndDeployment.length) jobs.push({ name: stages.includes("deployment") ? "Build, Deployment-Tests" : "Build", commands: buildAndDeployment });
if (stages.includes("vitest")) {
  const env = {};
  if (!process.env.TEST_DATABASE_URL) {
    console.log("\nTEST_DATABASE_URL ist nicht gesetzt: ein eigener Postgres-Server für die Integrationstests wird gestartet.");
    const postgres = await startTestPostgres({ onStop: (stop) => cleanUps.push(stop) });
    console.log(`Postgres-Server für die Integrationstests: ${postgres.url} (Daten in ${postgres.root})`);
    env.TEST_DATABASE_URL = postgres.url;
  }
  jobs.push({ name: "Unit- und Integrationstests", commands: [["npx", ["vitest", "run", ...vitestFilters], env]] });
}
if (jobs.length) await runJobs(jobs);
// The private Postgres server (if one was started) is stopped and removed.
cleanUp();

// ---------------------------------------------------------------------------------------------
// 3. Browser tests

// Two Playwright runs side by side, each with a server on an empty data directory of its own: the
// files that change or read the whole site (one at a time) beside all the others (two workers), so the
// one-at-a-time part no longer waits for the rest (playwright.config.ts; docs/testing.md).
if (stages.includes("e2e")) {
  const runs = [
    { projects: ["desktop", "phone"], env: { E2E_DATA_DIR: path.resolve(".e2e-data"), E2E_OUTPUT_DIR: "test-results" } },
    {
      projects: ["site-wide", "site-wide-phone"],
      env: {
        E2E_DATA_DIR: path.resolve(".e2e-data-site-wide"),
        E2E_OUTPUT_DIR: "test-results/site-wide",
        E2E_PORT: "3101",
        E2E_SMTP_PORT: "2527",
        E2E_OIDC_PORT: "3191",
        E2E_MAIL_DIR: path.resolve(".e2e-data-mails-site-wide"),
      },
    },
  ];
  for (const { env } of runs) fs.rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
  await runJobs(
    runs.map(({ projects, env }) => ({
      name: `Browsertests (${projects.join(", ")})`,
      commands: [["npx", ["playwright", "test", "--no-deps", ...projects.flatMap((p) => ["--project", p])], env]],
    })),
  );
}
