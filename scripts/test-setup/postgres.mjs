// A private Postgres cluster: initdb in a temporary folder, a loopback port of its own, trust
// authentication, no durability (fsync off – it is thrown away). Used by `npm test` for the Postgres
// half of the integration tests (startTestPostgres) and by the deployment tests
// (tests/deployment/stack.ts: initCluster, asPostgres). initdb refuses to run as root: as root,
// every Postgres program runs as the user postgres (runuser), which Debian's postgresql package creates.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pgBinDir } from "./prerequisites.mjs";

const isRoot = () => process.getuid?.() === 0;

/** [command, args] that run a Postgres program – as the user postgres when this process is root. */
export function asPostgres(command, args) {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

export function postgresUser() {
  const line = fs
    .readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("postgres:"));
  if (!line) throw new Error("Der Benutzer postgres fehlt (kommt mit apt-get install -y postgresql).");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

function runChecked(command, args) {
  const [cmd, argv] = asPostgres(command, args);
  const result = spawnSync(cmd, argv, { encoding: "utf8", timeout: 90_000 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} scheiterte (${result.status ?? result.signal ?? result.error?.message}):\n${result.stdout ?? ""}\n${result.stderr ?? ""}`,
    );
  }
  return result.stdout;
}

/**
 * initdb in `root`/data, configured for `port` on 127.0.0.1 with its socket in `root`. The caller
 * made `root`; as root it is handed to the user postgres. Returns the data folder and the log file.
 */
export function initCluster({ bin, root, port, comment, settings = [] }) {
  const dataDir = path.join(root, "data");
  const logFile = path.join(root, "postgres.log");
  if (isRoot()) {
    const { uid, gid } = postgresUser();
    fs.chownSync(root, uid, gid);
  }
  runChecked(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  fs.appendFileSync(
    path.join(dataDir, "postgresql.conf"),
    [
      "",
      `# ${comment}`,
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      "max_connections = 200",
      // Durability is not under test, speed is welcome on a shared machine.
      "fsync = off",
      "synchronous_commit = off",
      "full_page_writes = off",
      "shared_buffers = 32MB",
      ...settings,
      "",
    ].join("\n"),
  );
  return { dataDir, logFile };
}

function portIsFree(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port of the range that nothing listens on (loopback and all interfaces), skipping `tried`. */
export async function freePort(range, tried = new Set()) {
  for (let port = range[0]; port <= range[1]; port++) {
    if (tried.has(port)) continue;
    if ((await portIsFree(port, "127.0.0.1")) && (await portIsFree(port))) return port;
  }
  throw new Error(`Kein freier Port zwischen ${range[0]} und ${range[1]} – laufen noch alte Testprozesse?`);
}

function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/**
 * Starts a private cluster for the integration tests with one empty database and returns its URL and
 * a synchronous stop() (safe to call twice; it also removes the folder), so it can run in an exit handler.
 * `onStop` receives that stop() as soon as there is anything to clean up – before the start has finished.
 */
export async function startTestPostgres({ database = "auralis_test", portRange = [55300, 55399], onStop = () => {} } = {}) {
  const bin = pgBinDir();
  if (!bin) throw new Error("Postgres-Programme fehlen (apt-get install -y postgresql).");
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-test-pg-"));
  const tried = new Set();
  let port = await freePort(portRange, tried);
  let stopped = false;
  let started = false;
  const pgCtl = path.join(bin, "pg_ctl");
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      const fast = spawnSync(...asPostgres(pgCtl, ["-D", path.join(root, "data"), "-m", "fast", "-w", "-t", "30", "stop"]), { stdio: "ignore" });
      if (fast.status !== 0) spawnSync(...asPostgres(pgCtl, ["-D", path.join(root, "data"), "-m", "immediate", "-w", "stop"]), { stdio: "ignore" });
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  onStop(stop);
  try {
    const { dataDir, logFile } = initCluster({ bin, root, port, comment: "npm test (scripts/test-setup/postgres.mjs)" });
    // Another process may take the port between the check and the start: then the next one.
    for (let attempt = 1; ; attempt++) {
      tried.add(port);
      const [cmd, argv] = asPostgres(pgCtl, ["-D", dataDir, "-l", logFile, "-w", "-t", "60", "start"]);
      const result = spawnSync(cmd, argv, { encoding: "utf8", timeout: 90_000 });
      if (result.status === 0) break;
      if (attempt === 3) throw new Error(`Postgres startete nicht (Port ${port}):\n${tail(logFile)}`);
      port = await freePort(portRange, tried);
      fs.appendFileSync(path.join(dataDir, "postgresql.conf"), `port = ${port}\n`);
    }
    started = true;
    const created = spawnSync(path.join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database], { encoding: "utf8" });
    if (created.status !== 0) throw new Error(`createdb ${database} scheiterte:\n${created.stderr}`);
  } catch (error) {
    stop();
    throw error;
  }
  return { port, root, url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
}
