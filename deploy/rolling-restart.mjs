#!/usr/bin/env node
// Neustart ohne Ausfall: the app processes behind nginx, one after the other, so that no visitor
// request and no write fails (docs/decisions/0030-rolling-restart.md). For each process:
//   1. mark its lines `down` in the upstream file (deploy/nginx/auralis-upstream.conf) and reload nginx;
//   2. wait until the nginx workers that ran before the reload have exited: from then on nothing sends
//      the process a request, so none waits in its listen queue when it stops (a connection still in
//      the queue when a process closes its socket is reset by the kernel: a POST there would be lost);
//   3. restart it (SIGTERM: it finishes what it has begun, see server/graceful-shutdown.ts; then start);
//   4. wait until its /healthz says "ok", remove `down` and reload nginx.
// A process is taken out only while every other one answers "ok".
//
//   node deploy/rolling-restart.mjs                       (as root, with the defaults below)
//     --upstream /etc/nginx/auralis-upstream.conf
//     --nginx-pid /run/nginx.pid
//     --reload 'nginx -t -q && nginx -s reload'
//     --restart 'systemctl restart auralis@{port}'       ({port} and {address} are filled in)
//     --worker-wait 60                                    (seconds for the old nginx workers)
//
// tests/deployment/rolling-restart.test.ts runs rollingRestart() under load with the test's nginx.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

const SERVER_LINE = /^(\s*server\s+)(\S+)((?:\s+[^;\s]+)*)\s*;(.*)$/;

/**
 * The app processes of an upstream file: the address of each server line that is no reserve line.
 * @param {string} text
 * @returns {string[]}
 */
export function upstreamProcesses(text) {
  const processes = [];
  for (const line of text.split("\n")) {
    const match = SERVER_LINE.exec(line);
    if (match && !/\sbackup\b/.test(match[3]) && !processes.includes(match[2])) processes.push(match[2]);
  }
  return processes;
}

/**
 * The upstream file with every server line of `address` (its reserve line too) marked `down`, or not.
 * @param {string} text
 * @param {string} address
 * @param {boolean} down
 */
export function markDown(text, address, down) {
  return text
    .split("\n")
    .map((line) => {
      const match = SERVER_LINE.exec(line);
      if (!match || match[2] !== address) return line;
      const parameters = match[3].replace(/\s+down\b/g, "");
      return `${match[1]}${match[2]}${parameters}${down ? " down" : ""};${match[4]}`;
    })
    .join("\n");
}

/**
 * The processes whose parent is `pid` (nginx's workers), from /proc.
 * @param {number} pid
 * @returns {number[]}
 */
export function childProcesses(pid) {
  const children = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat && stat.ppid === pid && stat.state !== "Z") children.push(Number(entry));
  }
  return children;
}

/** @param {number} pid */
function readStat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (name) state ppid …": the name may hold spaces and parentheses.
    const [state, ppid] = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { state, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

const running = (/** @type {number} */ pid) => {
  const stat = readStat(pid);
  return stat !== null && stat.state !== "Z";
};

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the process at `address` answers /healthz with "ok".
 * @param {string} address host:port
 */
export async function healthy(address) {
  try {
    const res = await fetch(`http://${address}/healthz`, { signal: AbortSignal.timeout(5000) });
    const body = /** @type {{ status?: string }} */ (await res.json());
    return res.status === 200 && body.status === "ok";
  } catch {
    return false;
  }
}

/**
 * @typedef {object} RollingRestartOptions
 * @property {string} upstreamFile the file with the upstream's server lines (auralis-upstream.conf)
 * @property {() => Promise<void>} reload checks nginx's configuration and reloads it
 * @property {() => number} nginxPid PID of nginx's master process
 * @property {(address: string) => Promise<void>} restart stops the process at `address` (SIGTERM, waits for its exit) and starts it again
 * @property {number} [workerWaitMs] how long to wait for the old nginx workers (then go on, with a warning)
 * @property {number} [healthTimeoutMs] how long a restarted process may take to answer "ok"
 * @property {(line: string) => void} [log]
 */

/**
 * Restarts every process of the upstream file, one after the other, without failing a request.
 * Throws (leaving the process in question marked down) when a process does not become ready.
 * @param {RollingRestartOptions} options
 */
export async function rollingRestart(options) {
  const { upstreamFile, reload, nginxPid, restart, workerWaitMs = 60_000, healthTimeoutMs = 120_000, log = console.log } = options;
  const processes = upstreamProcesses(fs.readFileSync(upstreamFile, "utf8"));
  if (processes.length < 2) throw new Error(`${upstreamFile}: ohne Ausfall lassen sich nur zwei oder mehr Prozesse nacheinander neu starten.`);
  const setDown = (/** @type {string} */ address, /** @type {boolean} */ down) =>
    fs.writeFileSync(upstreamFile, markDown(fs.readFileSync(upstreamFile, "utf8"), address, down));

  for (const address of processes) {
    for (const other of processes.filter((p) => p !== address)) {
      if (!(await waitUntil(() => healthy(other), healthTimeoutMs))) {
        throw new Error(`${other} meldet nicht "ok" – ${address} wird nicht aus nginx genommen, sonst fehlten beide.`);
      }
    }
    log(`${address}: aus nginx nehmen`);
    setDown(address, true);
    const oldWorkers = childProcesses(nginxPid());
    await reload();
    if (!(await waitUntil(async () => !oldWorkers.some(running), workerWaitMs))) {
      log(`${address}: Warnung – alte nginx-Arbeitsprozesse beenden nach ${workerWaitMs / 1000} s noch lange Anfragen; neu gestartet wird trotzdem`);
    }
    log(`${address}: neu starten`);
    await restart(address);
    if (!(await waitUntil(() => healthy(address), healthTimeoutMs))) {
      throw new Error(`${address} meldet nach ${healthTimeoutMs / 1000} s nicht "ok" und bleibt in ${upstreamFile} als down markiert.`);
    }
    setDown(address, false);
    await reload();
    log(`${address}: bereit, wieder in nginx`);
  }
}

/**
 * @param {() => Promise<boolean>} check
 * @param {number} timeoutMs
 */
async function waitUntil(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

/** Runs `command` in a shell; rejects with its output when it fails. */
function shell(/** @type {string} */ command) {
  return new Promise((resolve, reject) =>
    execFile("/bin/sh", ["-c", command], (error, stdout, stderr) =>
      error ? reject(new Error(`${command}: ${stderr || stdout || error.message}`)) : resolve(stdout),
    ),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
  };
  const pidFile = option("nginx-pid", "/run/nginx.pid");
  const reloadCommand = option("reload", "nginx -t -q && nginx -s reload");
  const restartCommand = option("restart", "systemctl restart auralis@{port}");
  rollingRestart({
    upstreamFile: option("upstream", "/etc/nginx/auralis-upstream.conf"),
    nginxPid: () => Number(fs.readFileSync(pidFile, "utf8").trim()),
    reload: () => shell(reloadCommand).then(() => undefined),
    restart: (address) =>
      shell(restartCommand.replaceAll("{address}", address).replaceAll("{port}", address.slice(address.lastIndexOf(":") + 1))).then(() => undefined),
    workerWaitMs: Number(option("worker-wait", "60")) * 1000,
  }).then(
    () => console.log("Alle Prozesse neu gestartet."),
    (error) => {
      console.error(`Abgebrochen: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
