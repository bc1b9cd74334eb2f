// What `npm test` needs from the machine (pinned by prerequisites.test.ts beside it): Debian's headless Chromium for the browser tests,
// the Postgres programs for the private test database and the deployment tests, nginx for the
// deployment tests. Finding what is missing reads the file system; deciding what to do about it
// (install as root with apt, or stop with the one command to run) is pure and unit-tested.
import fs from "node:fs";
import path from "node:path";

/**
 * Debian's chromium-headless-shell: the browser Playwright itself runs headless tests in. The full
 * chromium in its headless mode cost the browser tests about 40% more CPU (playwright.config.ts).
 * The program itself, not the /usr/bin script that starts it and stays as its parent.
 */
export const DEFAULT_CHROMIUM = "/usr/lib/chromium/chromium-headless-shell";

/** The Debian packages, in the order they are named, with why `npm test` needs each. */
export const PACKAGES = {
  "chromium-headless-shell": "Browsertests (Playwright auf Debians Chromium ohne Fenster)",
  postgresql: "privater Postgres-Server für die Integrationstests und die Deployment-Tests",
  "nginx-light": "Deployment-Tests (nginx vor zwei App-Prozessen)",
};

/**
 * What each stage of `npm test` needs. The vitest stage needs Postgres only when it has to start a
 * server of its own (TEST_DATABASE_URL not set).
 */
export function packagesNeeded(stages, { hasTestDatabaseUrl }) {
  const needed = new Set();
  if (stages.includes("vitest") && !hasTestDatabaseUrl) needed.add("postgresql");
  if (stages.includes("deployment")) {
    needed.add("postgresql");
    needed.add("nginx-light");
  }
  if (stages.includes("e2e")) needed.add("chromium-headless-shell");
  return Object.keys(PACKAGES).filter((name) => needed.has(name));
}

/** Which of the needed packages are missing, given what was found on the machine. */
export function missingPackages(needed, found) {
  return needed.filter((name) => {
    if (name === "chromium-headless-shell") return !found.chromium;
    if (name === "postgresql") return !found.pgBin;
    if (name === "nginx-light") return !found.nginx;
    return false;
  });
}

/**
 * What to do about the missing packages:
 * - `ready`: nothing missing;
 * - `install`: root with apt-get – the apt-get calls to make, with the recommended packages, as CI
 *   always installed them (Chromium's fonts and graphics libraries come with those);
 * - `stop`: anyone else – a message naming the one command to run.
 */
export function setupPlan({ missing, isRoot, hasAptGet, chromiumPath = DEFAULT_CHROMIUM }) {
  if (missing.length === 0) return { kind: "ready" };
  const reasons = missing.map((name) => `  ${name}: ${PACKAGES[name]}`);
  if (isRoot && hasAptGet) {
    const packages = [...missing];
    return {
      kind: "install",
      packages,
      reasons,
      commands: [
        ["apt-get", ["update", "-qq"]],
        ["apt-get", ["install", "-y", "-qq", ...packages]],
      ],
    };
  }
  const command = hasAptGet ? `${isRoot ? "" : "sudo "}apt-get install -y ${missing.join(" ")}` : null;
  const lines = [`npm test braucht Programme, die auf diesem Rechner fehlen:`, ...reasons, ""];
  if (command) {
    lines.push("Einmal ausführen, dann erneut npm test:", "", `  ${command}`);
  } else {
    lines.push(`Ohne apt-get: bitte die Entsprechungen der Debian-Pakete ${missing.join(", ")} installieren.`);
  }
  if (missing.includes("chromium-headless-shell") && chromiumPath !== DEFAULT_CHROMIUM) {
    lines.push("", `(Gesucht wurde Chromium unter CHROMIUM_PATH=${chromiumPath}; ohne CHROMIUM_PATH unter ${DEFAULT_CHROMIUM}.)`);
  }
  return { kind: "stop", command, message: lines.join("\n") };
}

// ---------------------------------------------------------------------------------------------
// Looking at the machine

/** The bin folder of Debian's newest Postgres (PG_BIN overrides), or null. */
export function pgBinDir(env = process.env) {
  if (env.PG_BIN) return fs.existsSync(path.join(env.PG_BIN, "initdb")) ? env.PG_BIN : null;
  const root = "/usr/lib/postgresql";
  try {
    const versions = fs
      .readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (fs.existsSync(path.join(root, v, "bin", "initdb"))) return path.join(root, v, "bin");
  } catch {
    // No Debian Postgres.
  }
  return null;
}

/** The full path of a command on PATH (or in /usr/sbin, /sbin, where Debian puts nginx), or null. */
export function onPath(command, env = process.env) {
  for (const dir of (env.PATH ?? "").split(":").concat(["/usr/sbin", "/sbin"])) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

/** What is there: Chromium's path, Postgres's bin folder, nginx's path (each null when missing). */
export function findPrograms(env = process.env) {
  const chromium = chromiumPath(env);
  return {
    chromium: fs.existsSync(chromium) ? chromium : null,
    pgBin: pgBinDir(env),
    nginx: onPath("nginx", env),
  };
}
