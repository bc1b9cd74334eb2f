// Shared parts of `npm run bench` (scripts/bench.mjs) and scripts/generate-large-site.mjs: child
// processes and temp dirs that are always cleaned up, raw HTTP, statistics, the production server,
// wrk and an nginx that serves recorded responses byte for byte.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const HOST = "127.0.0.1";
export const NGINX_BIN = "/usr/sbin/nginx";
export const WRK_BIN = "/usr/bin/wrk";
export const ADMIN = { email: "bench-admin@auralis-medizintechnik.example", password: "Bench-Passwort-2024" };
export const AUTH_SECRET = "bench-secret-0123456789abcdefghijklmnopq";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const round = (n, d = 1) => (n == null || Number.isNaN(n) ? null : Math.round(n * 10 ** d) / 10 ** d);
export const kb = (bytes) => round(bytes / 1024, 1);

// ---------------------------------------------------------------------------------------------
// Children and temp dirs

const children = new Set();
const tempDirs = new Set();

export function mkTemp(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/** Keep a temp dir after the run (--keep). */
export function keepTemp(dir) {
  tempDirs.delete(dir);
}

function waitExit(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export function track(child, name) {
  child.benchName = name;
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

export async function stopChild(child, signal = "SIGTERM", graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  child.kill(signal);
  if (!(await waitExit(child, graceMs))) {
    child.kill("SIGKILL");
    await waitExit(child, 2_000);
  }
  children.delete(child);
}

function removeTempDirs() {
  for (const dir of tempDirs) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      /* best effort */
    }
    tempDirs.delete(dir);
  }
}

let cleaningUp;
export function cleanup() {
  cleaningUp ??= (async () => {
    await Promise.all([...children].map((c) => stopChild(c, "SIGTERM", c.benchName === "nginx" ? 3_000 : 10_000)));
    removeTempDirs();
  })();
  return cleaningUp;
}

/** Cleans up on exit, Ctrl-C and after `watchdogMs` whatever happens. */
export function installCleanup(watchdogMs) {
  process.on("exit", () => {
    for (const child of children) {
      try {
        child.kill("SIGKILL");
      } catch {
        /* already gone */
      }
    }
    removeTempDirs();
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, async () => {
      console.error(`\n${signal} – räume auf …`);
      await cleanup();
      process.exit(130);
    });
  }
  const watchdog = setTimeout(async () => {
    console.error(`\nAbbruch: läuft länger als ${Math.round(watchdogMs / 60_000)} Minuten.`);
    await cleanup();
    process.exit(1);
  }, watchdogMs);
  watchdog.unref();
}

export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    const done = (used) => {
      socket.destroy();
      resolve(used);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP and statistics

/** Raw HTTP request (no automatic decompression): status, headers, the bytes as transferred, and the time to the last byte. */
export function rawRequest(url, { method = "GET", headers = {}, body, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
          ms: Number(process.hrtime.bigint() - t0) / 1e6,
        }),
      );
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`Zeitüberschreitung bei ${url}`)));
    req.on("error", reject);
    req.end(body);
  });
}

export const rawGet = (url, headers = {}, timeoutMs = 15_000) => rawRequest(url, { headers, timeoutMs });

export function decoded(res) {
  const enc = res.headers["content-encoding"];
  if (enc === "gzip") return zlib.gunzipSync(res.body);
  if (enc === "br") return zlib.brotliDecompressSync(res.body);
  if (enc === "deflate") return zlib.inflateSync(res.body);
  return res.body;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Times in ms summed up: how many, the median, the asked percentiles (p95Ms, p99Ms, …) and the slowest, to 0.1 ms. */
export function timeSummary(times, percentiles = [95]) {
  return {
    n: times.length,
    medianMs: round(median(times), 1),
    ...Object.fromEntries(percentiles.map((p) => [`p${p}Ms`, round(percentile(times, p), 1)])),
    maxMs: round(Math.max(...times), 1),
  };
}

/** "app;dur=12.3" → 12.3 */
export function serverTimingMs(headers) {
  const m = /app;dur=([\d.]+)/.exec(String(headers["server-timing"] ?? ""));
  return m ? Number(m[1]) : null;
}

// ---------------------------------------------------------------------------------------------
// CPU and memory of a process (Linux /proc)

const TICKS = 100; // USER_HZ on Linux
export function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS; // utime + stime
  } catch {
    return null;
  }
}
/** VmRSS and VmHWM (peak) in MB. */
export function memoryMB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const read = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) / 1024;
    return { rss: round(read("VmRSS"), 0), peak: round(read("VmHWM"), 0) };
  } catch {
    return { rss: null, peak: null };
  }
}
export function childPids(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
export function loadAverage() {
  return os.loadavg().map((n) => round(n, 2));
}

// ---------------------------------------------------------------------------------------------
// Build and the production server

export function ensureBuild() {
  if (fs.existsSync(path.join(ROOT, "build/server/index.js"))) return false;
  console.log("Kein Build vorhanden – npm run build …");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build ist fehlgeschlagen (Exit-Code ${result.status ?? result.signal}).`);
  return true;
}

const START_SCRIPT = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start.split(/\s+/);
/** The Node flags of `npm start` (package.json), so the benchmark measures the server as it runs. */
export const START_FLAGS = START_SCRIPT.filter((part) => part.startsWith("--"));
/** The environment `npm start` sets (package.json: `MALLOC_ARENA_MAX=2 node …`). */
export const START_ENV = Object.fromEntries(
  START_SCRIPT.filter((part) => /^[A-Z_]+=/.test(part)).map((part) => [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)]),
);

/**
 * `node scripts/start.mjs` with the flags of `npm start`, in production mode on a data dir (PGlite) or
 * a Postgres URL, with a bench administrator; `cwd` another checkout's build (compare-builds.mjs). Resolves when /healthz answers 200. `server.log` holds
 * the last 200 lines.
 */
export async function startServer({ port, dataDir, databaseUrl, extraEnv = {}, nodeArgs = [], timeoutMs = 180_000, cwd = ROOT }) {
  if (await portInUse(port)) throw new Error(`Port ${port} ist schon belegt – läuft noch ein anderer Server?`);
  const base = `http://${HOST}:${port}`;
  const env = {
    ...process.env,
    ...START_ENV,
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: base,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_SECRET,
    ...extraEnv,
  };
  delete env.FORCE_BUILD;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = track(spawn(process.execPath, [...START_FLAGS, ...nodeArgs, "scripts/start.mjs"], { cwd, env, stdio: ["ignore", "pipe", "pipe"] }), "server");
  const log = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      log.push(line);
      if (log.length > 200) log.shift();
    }
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const started = Date.now();
  while (Date.now() < started + timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Der Server hat sich beim Start beendet (Exit-Code ${child.exitCode ?? child.signalCode}).\n${log.slice(-20).join("\n")}`);
    }
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return { child, base, pid: child.pid, log, startupMs: Date.now() - started };
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error(`Der Server antwortet nach ${timeoutMs / 1000} s nicht auf /healthz.\n${log.slice(-20).join("\n")}`);
}

/** The paths of every address the server's sitemap.xml lists, in its order. */
export async function sitemapPaths(base) {
  const xml = (await rawGet(`${base}/sitemap.xml`, {})).body.toString("utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** A signed-in staff session: the cookie header better-auth set. */
export async function signIn(base, { email, password }) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
    redirect: "manual",
  });
  if (res.status !== 200) throw new Error(`Anmeldung als ${email} fehlgeschlagen: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (!cookies.length) throw new Error(`Anmeldung als ${email}: kein Cookie erhalten.`);
  return cookies.join("; ");
}

// ---------------------------------------------------------------------------------------------
// wrk

/**
 * Runs wrk and returns its figures. `paths` (one or more) are requested in turn by a Lua script,
 * `headers` are sent with each. Latency percentiles come from wrk's own histogram (done()).
 *
 * `warmupMs`: every connection holds its first request back this long, so the figures describe
 * connections the server has already accepted. Without it, wrk opens all connections at once and a
 * Node server under load takes them in one by one between its other work (libuv: the 200th of 200
 * connections was accepted 1.2–2.1 s after the first, against a bare node:http server; nginx takes
 * them at once): the first requests of the late connections then wait up to seconds, and a run's
 * p99 says more about that ramp than about the visitors' steady state (bare node:http, 200
 * connections, 2-s runs: p99 96–821 ms without, 14–45 ms with). The rate is then counted over the
 * time after the hold (the run is that much longer).
 */
export async function runWrk({ base, paths, headers = {}, threads = 1, connections = 32, durationS = 10, timeoutS = 10, warmupMs = 0, pidsToWatch = [] }) {
  const dir = mkTemp("auralis-bench-wrk-");
  const script = path.join(dir, "bench.lua");
  const headerLines = Object.entries(headers)
    .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
    .join("\n");
  fs.writeFileSync(
    script,
    `-- written by scripts/bench/lib.mjs
${headerLines}
local paths = { ${paths.map((p) => JSON.stringify(p)).join(", ")} }
local requests = {}
local counter = 0
init = function(args)
  for i, p in ipairs(paths) do requests[i] = wrk.format("GET", p) end
end
request = function()
  counter = counter + 1
  return requests[(counter % #requests) + 1]
end
${
  warmupMs > 0
    ? `local held = 0
-- The first request of each of this thread's connections waits ${warmupMs} ms (see runWrk's comment).
delay = function()
  if held < ${Math.ceil(connections / threads)} then
    held = held + 1
    return ${warmupMs}
  end
  return 0
end
`
    : ""
}done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRKJSON {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p90":%d,"p99":%d,"mean":%.1f,"max":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.mean, latency.max))
end
`,
  );
  const cpuBefore = pidsToWatch.map(cpuSeconds);
  const t0 = Date.now();
  const child = track(
    spawn(
      WRK_BIN,
      [`-t${threads}`, `-c${connections}`, `-d${durationS + Math.ceil(warmupMs / 1000)}s`, `--timeout`, `${timeoutS}s`, "-s", script, `${base}${paths[0]}`],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    ),
    "wrk",
  );
  // The load generator's own CPU: wrk's (sampled while it runs: /proc forgets it at exit) and this
  // process's (it drives the editors of the editing part). Near 100 % of a core, the generator, not
  // the server, sets the pace.
  const benchCpuBefore = process.cpuUsage();
  let wrkCpuS = 0;
  const sampleWrk = setInterval(() => (wrkCpuS = cpuSeconds(child.pid) ?? wrkCpuS), 200);
  let out = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (out += c));
  await new Promise((resolve) => child.once("exit", resolve));
  clearInterval(sampleWrk);
  // The hold at the start (warmupMs) is idle for everyone: CPU shares are of the measured time.
  const wallS = (Date.now() - t0) / 1000 - warmupMs / 1000;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const generatorCpuPercent = {
    wrk: round((wrkCpuS / wallS) * 100, 0),
    bench: round(((benchCpu.user + benchCpu.system) / 1e6 / wallS) * 100, 0),
  };
  const cpu = pidsToWatch.map((pid, i) => {
    const after = cpuSeconds(pid);
    return after == null || cpuBefore[i] == null ? null : round(((after - cpuBefore[i]) / wallS) * 100, 0);
  });
  fs.rmSync(dir, { recursive: true, force: true });
  const line = /WRKJSON (\{.*\})/.exec(out);
  if (child.exitCode !== 0 || !line) throw new Error(`wrk ist fehlgeschlagen (Exit ${child.exitCode}):\n${out.slice(-800)}`);
  const r = JSON.parse(line[1]);
  const errors = r.connect + r.read + r.write + r.status + r.timeout;
  const measuredS = r.durationUs / 1e6 - warmupMs / 1000;
  return {
    requestsPerSec: Math.round(r.requests / measuredS),
    requests: r.requests,
    mbPerSec: round(r.bytes / measuredS / 1024 / 1024, 1),
    p50Ms: round(r.p50 / 1000, 2),
    p90Ms: round(r.p90 / 1000, 2),
    p99Ms: round(r.p99 / 1000, 2),
    meanMs: round(r.mean / 1000, 2),
    maxMs: round(r.max / 1000, 1),
    errors,
    errorDetail: { connect: r.connect, read: r.read, write: r.write, status: r.status, timeout: r.timeout },
    cpuPercent: cpu,
    generatorCpuPercent,
  };
}

// ---------------------------------------------------------------------------------------------
// nginx serving recorded responses

const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-type", "last-modified", "accept-ranges"]);

function nginxString(value) {
  // nginx reads "$name" in a string as a variable; the recorded headers never contain one.
  if (String(value).includes("$")) throw new Error(`nginx-Konfiguration: Wert mit "$" nicht unterstützt: ${value}`);
  return `"${String(value).replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/**
 * An nginx (one worker, no access log) answering each recorded path with the recorded bytes and
 * headers. `pages`: [{ path, variants: { [acceptEncodingHeaderValue]: { status, headers, body } } }];
 * the variant is chosen by the request's exact Accept-Encoding value ("" = none), so nginx answers
 * every request the benchmark sends exactly as the app did. Also serves /__tiny (2 bytes) for the
 * load generator's ceiling.
 */
export function writeNginx(pages, port) {
  const dir = mkTemp("auralis-bench-nginx-");
  fs.chmodSync(dir, 0o755); // the worker runs as "nobody" when nginx is started as root
  fs.mkdirSync(path.join(dir, "html"), { mode: 0o755 });
  fs.mkdirSync(path.join(dir, "tmp"), { mode: 0o755 });
  fs.writeFileSync(path.join(dir, "html", "tiny"), "ok", { mode: 0o644 });
  const maps = [];
  const locations = [];
  pages.forEach((page, i) => {
    const keys = Object.keys(page.variants);
    const names = new Set();
    keys.forEach((key, k) => {
      const v = page.variants[key];
      fs.writeFileSync(path.join(dir, "html", `p${i}-${k}`), v.body, { mode: 0o644 });
      for (const name of Object.keys(v.headers)) if (!HOP_HEADERS.has(name)) names.add(name);
    });
    const identityIndex = Math.max(0, keys.indexOf(""));
    const mapFor = (variable, valueOf) => {
      const lines = keys.map((key, k) => `  ${nginxString(key)} ${nginxString(valueOf(page.variants[key], k))};`);
      maps.push(
        `map $http_accept_encoding $${variable} {\n  default ${nginxString(valueOf(page.variants[keys[identityIndex]], identityIndex))};\n${lines.join("\n")}\n}`,
      );
      return `$${variable}`;
    };
    const file = mapFor(`p${i}_file`, (_v, k) => `/p${i}-${k}`);
    const adds = [];
    for (const name of names) {
      const values = keys.map((key) => page.variants[key].headers[name] ?? "");
      const joined = (val) => (Array.isArray(val) ? val.join(", ") : val);
      if (values.every((v) => joined(v) === joined(values[0]))) adds.push(`      add_header ${name} ${nginxString(joined(values[0]))} always;`);
      else adds.push(`      add_header ${name} ${mapFor(`p${i}_h${adds.length}`, (v) => joined(v.headers[name] ?? ""))} always;`);
    }
    const contentType = page.variants[keys[identityIndex]].headers["content-type"] ?? "text/html";
    locations.push(`    location = ${page.path} {
      types { }
      default_type ${nginxString(contentType)};
${adds.join("\n")}
      try_files ${file} =404;
    }`);
  });
  // nginx at its best here: with sendfile (and tcp_nopush) on the 6.18 kernel of session 14's machine,
  // 1 % of the 80–90 KB uncompressed answers stalled ~43 ms (p99 43 ms) and nginx served 27,000 req/s;
  // without it 33,500–41,900 at p99 under 2.4 ms, and the compressed pages no slower.
  // BENCH_NGINX_SENDFILE=on measures the other way.
  const nginxSendfile = process.env.BENCH_NGINX_SENDFILE === "on" ? "on" : "off";
  const conf = `# Written by scripts/bench/lib.mjs – the baseline for cached pages: the app's recorded bytes and headers.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile ${nginxSendfile};
  tcp_nopush on;
  etag off;
  server_tokens off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${maps.join("\n")}
  server {
    listen ${HOST}:${port} backlog=4096;
    root ${dir}/html;
    location = /__tiny { default_type text/plain; try_files /tiny =404; }
${locations.join("\n")}
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  return dir;
}

export async function startNginx(dir, port) {
  if (!fs.existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} fehlt (Debian-Paket nginx-light).`);
  if (await portInUse(port)) throw new Error(`Port ${port} ist schon belegt.`);
  const out = [];
  const child = track(
    spawn(NGINX_BIN, ["-c", path.join(dir, "nginx.conf"), "-p", `${dir}/`, "-e", path.join(dir, "error.log")], { stdio: ["ignore", "pipe", "pipe"] }),
    "nginx",
  );
  child.stdout.on("data", (c) => out.push(c.toString()));
  child.stderr.on("data", (c) => out.push(c.toString()));
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) break;
    if (await portInUse(port)) {
      await sleep(100);
      const workers = childPids(child.pid);
      return { child, workerPid: workers[0] ?? child.pid };
    }
    await sleep(100);
  }
  const log = fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : "";
  throw new Error(`nginx ist nicht gestartet.\n${out.join("")}${log}`);
}
