#!/usr/bin/env node
// Neustart ohne Ausfall: the app processes, one after the other, so that no visitor request and no
// write fails (docs/decisions/0035-restart-on-a-kept-socket.md). Each process listens on a socket
// that its systemd socket unit keeps open (deploy/systemd/auralis@.socket): while the process
// restarts, connections wait in that socket's queue and the next process answers them – nothing is
// refused or reset, and nginx is neither reloaded nor told. Without the socket unit (each process opens
// its own port; --restart with its own command) nothing is lost either: what a stopping process refuses,
// or resets unread when it closes its port, nginx sends to another process
// (docs/decisions/0041-restart-without-the-socket-unit.md). For each process of the upstream file:
//   1. check that every other process answers /healthz "ok" (else stop, nothing restarted);
//   2. restart it (`systemctl restart auralis@PORT`: SIGTERM, it answers what it has accepted
//      (server/graceful-shutdown.ts) and ends; the next one starts on the same socket);
//   3. wait until its /healthz says "ok";
//   4. before the next one, wait until nginx sends to it again: nginx counts the refusals of a process
//      that restarts without its socket unit (or whose socket unit was stopped) and then leaves it out
//      for the upstream line's fail_timeout, counted in whole seconds. Stopping the next process
//      earlier left nginx with no process at all (502 for every method, measured with slow starts).
//      With the socket unit nothing is refused and the wait costs fail_timeout + 1 s per process.
//
//   node deploy/rolling-restart.mjs                       (as root, with the defaults below)
//     --upstream /etc/nginx/auralis-upstream.conf          (where the processes are listed)
//     --restart 'systemctl restart auralis@{port}'       ({port} and {address} are filled in)
//
// tests/deployment/rolling-restart.test.ts runs rollingRestart() under load behind the test's nginx.
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

/** nginx's time units (ngx_parse_time); a bare number is seconds. */
const TIME_UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * How long nginx may still leave the process at `address` out after it last failed: the fail_timeout
 * of its primary line (nginx's default 10 s), plus a second because nginx compares whole seconds; 0
 * when the line counts no failures (max_fails=0).
 * @param {string} text the upstream file
 * @param {string} address
 * @returns {number} milliseconds
 */
export function nginxLeavesOutMs(text, address) {
  for (const line of text.split("\n")) {
    const match = SERVER_LINE.exec(line);
    if (!match || match[2] !== address || /\sbackup\b/.test(match[3])) continue;
    const parameters = Object.fromEntries(
      match[3]
        .trim()
        .split(/\s+/)
        .map((word) => word.split("=")),
    );
    if (parameters.max_fails === "0") return 0;
    const failTimeout = parameters.fail_timeout ?? "10s";
    let ms = 0;
    for (const [, amount, unit] of failTimeout.matchAll(/(\d+)(ms|[smhd])?/g)) ms += Number(amount) * TIME_UNITS[/** @type {keyof TIME_UNITS} */ (unit ?? "s")];
    return ms + 1000;
  }
  return 0;
}

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
 * @property {(address: string) => Promise<void>} restart stops the process at `address` (SIGTERM, waits for its exit) and starts it again on its socket
 * @property {number} [healthTimeoutMs] how long a restarted process may take to answer "ok"
 * @property {(line: string) => void} [log]
 */

/**
 * Restarts every process of the upstream file, one after the other, without failing a request.
 * Throws when a process does not become ready (the ones after it are left as they are).
 * @param {RollingRestartOptions} options
 */
export async function rollingRestart(options) {
  const { upstreamFile, restart, healthTimeoutMs = 120_000, log = console.log } = options;
  const upstream = fs.readFileSync(upstreamFile, "utf8");
  const processes = upstreamProcesses(upstream);
  if (processes.length < 2) throw new Error(`${upstreamFile}: ohne Ausfall lassen sich nur zwei oder mehr Prozesse nacheinander neu starten.`);
  /** The process restarted last: nginx may leave it out until `until`. */
  let previous = { address: "", until: 0 };
  for (const address of processes) {
    const wait = previous.until - Date.now();
    if (wait > 0) {
      log(`${previous.address}: ${Math.ceil(wait / 1000)} s warten, bis nginx wieder Anfragen sendet (fail_timeout)`);
      await sleep(wait);
    }
    for (const other of processes.filter((p) => p !== address)) {
      if (!(await waitUntil(() => healthy(other), healthTimeoutMs))) {
        throw new Error(`${other} meldet nicht "ok" – ${address} wird nicht neu gestartet, sonst fehlten beide.`);
      }
    }
    log(`${address}: neu starten`);
    await restart(address);
    if (!(await waitUntil(() => healthy(address), healthTimeoutMs))) {
      throw new Error(`${address} meldet nach ${healthTimeoutMs / 1000} s nicht "ok" – die weiteren Prozesse werden nicht neu gestartet.`);
    }
    log(`${address}: bereit`);
    previous = { address, until: Date.now() + nginxLeavesOutMs(upstream, address) };
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
  const restartCommand = option("restart", "systemctl restart auralis@{port}");
  rollingRestart({
    upstreamFile: option("upstream", "/etc/nginx/auralis-upstream.conf"),
    restart: (address) =>
      shell(restartCommand.replaceAll("{address}", address).replaceAll("{port}", address.slice(address.lastIndexOf(":") + 1))).then(() => undefined),
  }).then(
    () => console.log("Alle Prozesse neu gestartet."),
    (error) => {
      console.error(`Abgebrochen: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
