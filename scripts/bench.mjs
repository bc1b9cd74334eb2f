// `npm run bench`: measures the production server on loopback – uncached render time, cached
// throughput against an nginx baseline serving the same bytes, and the JavaScript a page loads.
// Results: a table on stdout and .bench/results.json. See docs/benchmarks.md.
//
// Exit code: 0 when every measurement ran (even if a target is missed – this is a measurement,
// not a test); 1 when a measurement could not run (build/start failed, a page did not answer 200,
// nginx failed, the load test saw errors).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import autocannon from "autocannon";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";
const PORT = 3210;
const NGINX_PORT = 3211;
const NGINX_BIN = "/usr/sbin/nginx";
const BASE = `http://${HOST}:${PORT}`;
const NGINX_BASE = `http://${HOST}:${NGINX_PORT}`;
const PAGES = ["/", "/produkte/pflege", "/produkte/geburt-und-wochenbett/contessa"];
const SESSION_COOKIE = "auralis.session_token=bench";
const WARMUP = 5;
const SAMPLES = 60;
const CONNECTIONS = 10;
const DURATION_S = 10;
const HEALTH_TIMEOUT_MS = 120_000;
const WATCHDOG_MS = 6 * 60_000; // hard stop, whatever happens
const MAX_JS_FILES = 300;
/** A load test with more failed requests than this share does not count as a measurement. */
const MAX_FAILED_SHARE = 0.01;
const TARGETS = { uncachedMedianMs: 20, cachedVsNginxPercent: 30, jsKB: 130 };
const BROWSER_HEADERS = { "accept-encoding": "gzip", accept: "text/html" };

const problems = []; // measurement could not run → exit 1
const warnings = []; // noticed, but the figures are still valid
const children = new Set();
const tempDirs = new Set();
const serverLog = [];
let serverLogLines = 0;

// ---------------------------------------------------------------------------------------------
// Process and temp-dir housekeeping

function mkTemp(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
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

async function stopChild(child, signal = "SIGTERM", graceMs = 10_000) {
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
function cleanup() {
  cleaningUp ??= (async () => {
    await Promise.all([...children].map((c) => stopChild(c, "SIGTERM", c.benchName === "nginx" ? 3_000 : 10_000)));
    removeTempDirs();
  })();
  return cleaningUp;
}

// Last resort when the process leaves in a way that skipped cleanup(): no async work possible here.
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
  console.error(`\nAbbruch: der Benchmark läuft länger als ${WATCHDOG_MS / 60_000} Minuten.`);
  await cleanup();
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

// ---------------------------------------------------------------------------------------------
// Small helpers

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function portInUse(port) {
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

/** Raw HTTP GET (no automatic decompression): status, headers and the bytes as transferred. */
function rawGet(url, headers = {}, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`Zeitüberschreitung bei ${url}`)));
    req.on("error", reject);
  });
}

function decoded(res) {
  const enc = res.headers["content-encoding"];
  if (enc === "gzip") return zlib.gunzipSync(res.body);
  if (enc === "br") return zlib.brotliDecompressSync(res.body);
  if (enc === "deflate") return zlib.inflateSync(res.body);
  return res.body;
}

/** Sequential GET measured with process.hrtime around the full fetch including reading the body. */
async function timedFetch(url, headers) {
  const t0 = process.hrtime.bigint();
  const res = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(15_000) });
  const body = await res.arrayBuffer();
  const t1 = process.hrtime.bigint();
  return { ms: Number(t1 - t0) / 1e6, status: res.status, xCache: res.headers.get("x-cache"), bytes: body.byteLength };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
function median(sorted) {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
const round = (n, d = 1) => (n == null || Number.isNaN(n) ? null : Math.round(n * 10 ** d) / 10 ** d);
const kb = (bytes) => round(bytes / 1024, 1);

// ---------------------------------------------------------------------------------------------
// Build and server

function ensureBuild() {
  if (fs.existsSync(path.join(ROOT, "build/server/index.js"))) return;
  console.log("Kein Build vorhanden – npm run build …");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build ist fehlgeschlagen (Exit-Code ${result.status ?? result.signal}).`);
}

function keepLog(chunk) {
  for (const line of chunk.toString().split("\n")) {
    if (!line.trim()) continue;
    serverLogLines++;
    serverLog.push(line);
    if (serverLog.length > 200) serverLog.shift();
  }
}

async function startServer(dataDir) {
  if (await portInUse(PORT)) throw new Error(`Port ${PORT} ist schon belegt – läuft noch ein anderer Server?`);
  const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SITE_URL: BASE, LOG_LEVEL: "warn", NODE_ENV: "production" };
  delete env.DATABASE_URL; // always the embedded PGlite database in the fresh temp dir
  delete env.FORCE_BUILD;
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  child.benchName = "server";
  children.add(child);
  child.stdout.on("data", keepLog);
  child.stderr.on("data", keepLog);

  const started = Date.now();
  const deadline = started + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Der Server hat sich beim Start beendet (Exit-Code ${child.exitCode ?? child.signalCode}).\n${tail()}`);
    }
    try {
      const res = await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return { child, startupMs: Date.now() - started };
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`GET /healthz hat nach ${HEALTH_TIMEOUT_MS / 1000} s nicht mit 200 geantwortet.\n${tail()}`);
}

function tail(n = 20) {
  return serverLog.length ? `Letzte Server-Ausgabe:\n${serverLog.slice(-n).join("\n")}` : "(keine Server-Ausgabe)";
}

// ---------------------------------------------------------------------------------------------
// Measurements

async function measureUncached(url) {
  const headers = { ...BROWSER_HEADERS, cookie: SESSION_COOKIE };
  let first;
  for (let i = 0; i < WARMUP; i++) {
    const r = await timedFetch(url, headers);
    first ??= r;
    if (r.status !== 200) return { status: r.status };
  }
  const times = [];
  const statuses = {};
  let xCacheSeen = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const r = await timedFetch(url, headers);
    times.push(r.ms);
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    if (r.xCache === "HIT") xCacheSeen++;
  }
  times.sort((a, b) => a - b);
  return {
    status: first.status,
    n: SAMPLES,
    warmup: WARMUP,
    medianMs: round(median(times), 2),
    p95Ms: round(percentile(times, 95), 2),
    minMs: round(times[0], 2),
    maxMs: round(times[times.length - 1], 2),
    statuses,
    servedFromCache: xCacheSeen,
  };
}

async function runLoad(url) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: BROWSER_HEADERS });
  const total = (r["2xx"] ?? 0) + (r.non2xx ?? 0);
  const failed = (r.non2xx ?? 0) + (r.errors ?? 0);
  return {
    requestsPerSec: round(r.requests.average, 0),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    totalRequests: total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSec: round(r.throughput.average, 0),
    failedShare: total + (r.errors ?? 0) ? failed / (total + (r.errors ?? 0)) : 1,
  };
}

// JavaScript the page loads ------------------------------------------------------------------

function assetUrl(ref, base) {
  try {
    const u = new URL(ref.replaceAll("&amp;", "&"), base);
    if (u.origin !== new URL(BASE).origin) return null;
    if (!u.pathname.startsWith("/assets/") || !/\.m?js$/.test(u.pathname)) return null;
    return u.pathname;
  } catch {
    return null;
  }
}

/** <script src>, <link rel="modulepreload" href> and import("…") / import … from "…" in inline scripts. */
function scriptsInHtml(html, pageUrl) {
  const found = new Map(); // pathname → how it was found
  const add = (ref, how) => {
    const p = assetUrl(ref, pageUrl);
    if (p && !found.has(p)) found.set(p, how);
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(m[1]);
    if (src) {
      add(src[1], "script src");
      continue;
    }
    const code = m[2];
    for (const i of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) add(i[1], "import()");
    for (const i of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) add(i[1], "import");
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\brel\s*=\s*["']?([^"'>]+)["']?/i.exec(m[0]);
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(m[0]);
    if (rel && href && rel[1].split(/\s+/).includes("modulepreload")) add(href[1], "modulepreload");
  }
  return found;
}

/** Static imports inside a chunk (what the browser loads anyway, preloaded or not). */
function staticImports(code, chunkPath) {
  const out = [];
  for (const m of code.matchAll(/(?:\bimport|\bfrom)\s*["']((?:\.{1,2}\/|\/assets\/)[^"']+\.m?js)["']/g)) {
    const p = assetUrl(m[1], new URL(chunkPath, BASE));
    if (p) out.push(p);
  }
  return out;
}

/** "cms-page-De-E7cir.js" → "cms-page": the chunk name Vite derives from the source file, without the hash. */
function chunkName(file) {
  const base = path.posix.basename(file);
  return /^(.+)-[\w-]{8}\.m?js$/.exec(base)?.[1] ?? base.replace(/\.m?js$/, "");
}

/** Route modules from the React Router client manifest: which chunks are CMS routes, which public ones. */
function readRouteManifest(jsFiles) {
  let code = jsFiles.find((f) => /\/manifest-[^/]+\.js$/.test(f.path))?.code;
  if (!code) {
    const dir = path.join(ROOT, "build/client/assets");
    const candidates = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => /^manifest-.*\.js$/.test(n)) : [];
    if (candidates.length === 1) code = fs.readFileSync(path.join(dir, candidates[0]), "utf8");
  }
  if (!code) return null;
  try {
    const manifest = JSON.parse(code.slice(code.indexOf("{"), code.lastIndexOf("}") + 1));
    const routes = manifest.routes ?? {};
    const fullPath = (route) => {
      const parts = [];
      for (let r = route, guard = 0; r && guard < 50; r = routes[r.parentId], guard++) if (r.path) parts.unshift(r.path);
      return parts.join("/").replace(/^\/+/, "");
    };
    const cms = new Set();
    const publicModules = new Set();
    for (const route of Object.values(routes)) {
      if (!route.module) continue;
      const isCms = /^cms/i.test(fullPath(route)) || /^routes\/cms/i.test(route.id ?? "");
      (isCms ? cms : publicModules).add(route.module);
    }
    for (const m of cms) publicModules.delete(m);
    const publicNames = new Set([...publicModules].map(chunkName));
    return { cms, publicModules, publicNames };
  } catch {
    return null;
  }
}

/**
 * The edit mode (issue 6) is one chunk, edit-mode-root-*.js, imported dynamically by the site layout
 * for signed-in staff only. For a visitor's page: is it (or anything only it needs) loaded, and how
 * much would staff load on top of what the page already has.
 */
function editModeFigures(files) {
  const dir = path.join(ROOT, "build/client/assets");
  const entry = fs.existsSync(dir) ? fs.readdirSync(dir).find((n) => /^edit-mode-root-[\w-]{8}\.m?js$/.test(n)) : undefined;
  if (!entry) return null;
  const loaded = new Set(files.map((f) => f.path));
  const start = `/assets/${entry}`;
  const queue = [start];
  const seen = new Set(queue);
  let gzipBytes = 0;
  let count = 0;
  while (queue.length) {
    const p = queue.shift();
    const code = fs.readFileSync(path.join(ROOT, "build/client", p));
    if (!loaded.has(p)) {
      gzipBytes += zlib.gzipSync(code).length;
      count++;
    }
    for (const dep of staticImports(code.toString("utf8"), p)) {
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return { entry, loadedByVisitor: loaded.has(start), staffExtraKB: kb(gzipBytes), staffExtraFiles: count };
}

async function measureJs(html, pageUrl) {
  const queue = [...scriptsInHtml(html, pageUrl)].map(([p, how]) => ({ path: p, how }));
  const seen = new Set(queue.map((q) => q.path));
  const files = [];
  for (let i = 0; i < queue.length && i < MAX_JS_FILES; i++) {
    const { path: p, how } = queue[i];
    const res = await rawGet(`${BASE}${p}`, { "accept-encoding": "gzip" });
    if (res.status !== 200) {
      files.push({ path: p, how, status: res.status, transferBytes: 0, rawBytes: 0, gzipBytes: 0, encoding: null, code: "" });
      continue;
    }
    const body = decoded(res);
    const code = body.toString("utf8");
    const local = path.join(ROOT, "build/client", p);
    const source = fs.existsSync(local) ? fs.readFileSync(local) : body;
    files.push({
      path: p,
      how,
      status: res.status,
      transferBytes: res.body.length,
      rawBytes: body.length,
      gzipBytes: zlib.gzipSync(source).length,
      encoding: res.headers["content-encoding"] ?? "identity",
      code,
    });
    for (const dep of staticImports(code, p)) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      queue.push({ path: dep, how: "statischer Import" });
    }
  }

  // CMS markers: chunk file names under build/client/assets starting with "cms" or containing "cms-",
  // plus the modules of routes under /cms… from the route manifest. Chunks named after a public
  // route's source file (the public page route is app/routes/site/cms-page.tsx → cms-page-*.js, its
  // route module and the shared chunk Vite names after it) are not CMS code; they are listed as excluded.
  const assetsDir = path.join(ROOT, "build/client/assets");
  const byName = fs.existsSync(assetsDir)
    ? fs.readdirSync(assetsDir).filter((n) => /\.m?js$/.test(n) && (/^cms/i.test(n) || /cms-/i.test(n))).map((n) => `/assets/${n}`)
    : [];
  const manifest = readRouteManifest(files);
  const cmsChunks = new Set([...byName, ...(manifest?.cms ?? [])]);
  const excluded = [];
  for (const c of [...cmsChunks]) {
    if (manifest && !manifest.cms.has(c) && (manifest.publicModules.has(c) || manifest.publicNames.has(chunkName(c)))) {
      cmsChunks.delete(c);
      excluded.push(c);
    }
  }
  const hits = [];
  for (const f of files) {
    if (cmsChunks.has(f.path)) hits.push({ file: f.path, reason: "wird geladen" });
    for (const c of cmsChunks) {
      if (c !== f.path && f.code.includes(path.posix.basename(c))) hits.push({ file: f.path, reason: `verweist auf ${path.posix.basename(c)}` });
    }
  }
  const missing = files.filter((f) => f.status !== 200);
  const editMode = editModeFigures(files);
  const transfer = files.reduce((s, f) => s + f.transferBytes, 0);
  return {
    files: files.map(({ code, ...f }) => f).sort((a, b) => b.transferBytes - a.transferBytes),
    count: files.length,
    truncated: queue.length > MAX_JS_FILES,
    transferBytes: transfer,
    totalKB: kb(transfer),
    zlibGzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
    rawBytes: files.reduce((s, f) => s + f.rawBytes, 0),
    notFound: missing.map((f) => `${f.path} (HTTP ${f.status})`),
    editMode,
    cms: {
      manifestRead: Boolean(manifest),
      candidates: [...cmsChunks].map((c) => path.posix.basename(c)),
      excludedPublicRouteModules: excluded.map((c) => path.posix.basename(c)),
      hits,
    },
  };
}

// nginx ----------------------------------------------------------------------------------------

function writeNginx(pages) {
  const dir = mkTemp("auralis-bench-nginx-");
  fs.chmodSync(dir, 0o755); // the worker runs as "nobody" when nginx is started as root
  fs.mkdirSync(path.join(dir, "html"), { mode: 0o755 });
  fs.mkdirSync(path.join(dir, "tmp"), { mode: 0o755 });
  const locations = pages.map((page, i) => {
    const file = `page-${i}.html`;
    fs.writeFileSync(path.join(dir, "html", file), page.html, { mode: 0o644 });
    return `    location = ${page.path} { try_files /${file} =404; }`;
  });
  const conf = `# Written by scripts/bench.mjs – baseline for the cached-page throughput.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  default_type text/html;
  # "gzip_types text/html" is implied: nginx always compresses text/html when gzip is on and warns
  # about a duplicate MIME type if it is listed.
  gzip on;
  server {
    listen ${HOST}:${NGINX_PORT};
    root ${dir}/html;
${locations.join("\n")}
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  return dir;
}

async function startNginx(dir) {
  if (!fs.existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} fehlt (Debian-Paket nginx-light).`);
  if (await portInUse(NGINX_PORT)) throw new Error(`Port ${NGINX_PORT} ist schon belegt.`);
  const out = [];
  const child = spawn(NGINX_BIN, ["-c", path.join(dir, "nginx.conf"), "-p", `${dir}/`, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.benchName = "nginx";
  children.add(child);
  child.stdout.on("data", (c) => out.push(c.toString()));
  child.stderr.on("data", (c) => out.push(c.toString()));
  for (let i = 0; i < 40; i++) {
    if (child.exitCode !== null) break;
    if (await portInUse(NGINX_PORT)) return child;
    await sleep(100);
  }
  const log = fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : "";
  throw new Error(`nginx ist nicht gestartet.\n${out.join("")}${log}`);
}

// ---------------------------------------------------------------------------------------------
// Report

function pad(s, n) {
  s = String(s);
  return s.length >= n ? s : s + " ".repeat(n - s.length);
}
function verdict(pass) {
  return pass === null || pass === undefined ? "–" : pass ? "PASS" : "FAIL";
}

function printPage(p) {
  console.log("");
  console.log(`━━ ${p.path}`);
  if (p.error) {
    console.log(`   FEHLER: ${p.error}`);
    return;
  }
  const rows = [];
  const u = p.uncached;
  rows.push([`Ungecacht Median (n=${u.n}, mit Cookie)`, `${u.medianMs} ms`, `< ${TARGETS.uncachedMedianMs} ms`, verdict(p.targets.uncachedMedian.pass)]);
  rows.push(["Ungecacht p95", `${u.p95Ms} ms`, "", ""]);
  if (p.cached) {
    rows.push([`Gecacht req/s (${CONNECTIONS} Verb., ${DURATION_S} s, gzip)`, `${p.cached.requestsPerSec}`, "", ""]);
    rows.push(["Gecacht p99", `${p.cached.p99Ms} ms`, "", ""]);
  }
  if (p.nginx) {
    rows.push(["nginx req/s (gleiche Bytes, gzip)", `${p.nginx.requestsPerSec}`, "", ""]);
    rows.push(["nginx p99", `${p.nginx.p99Ms} ms`, "", ""]);
  }
  rows.push(["Server / nginx", p.ratioPercent == null ? "–" : `${p.ratioPercent} %`, `≥ ${TARGETS.cachedVsNginxPercent} %`, verdict(p.targets.cachedVsNginx.pass)]);
  if (p.js) {
    rows.push([`JavaScript gzip (${p.js.count} Dateien)`, `${p.js.totalKB} KB`, `≤ ${TARGETS.jsKB} KB`, verdict(p.targets.js.pass)]);
    rows.push(["CMS-Code", p.js.cms.hits.length ? p.js.cms.hits.map((h) => `${path.posix.basename(h.file)} (${h.reason})`).join(", ") : "keiner", "", ""]);
    if (p.js.editMode) {
      const e = p.js.editMode;
      rows.push(["Edit-Mode-Code für Besucher", e.loadedByVisitor ? "geladen" : "keiner", "keiner", verdict(!e.loadedByVisitor)]);
      rows.push([`Edit-Mode für Angemeldete (+${e.staffExtraFiles} Dateien)`, `${e.staffExtraKB} KB`, "", ""]);
    }
  }
  console.log(`   HTTP ${p.status} · HTML ${kb(p.htmlBytes)} KB (gzip ${kb(p.htmlGzipBytes)} KB) · X-Cache beim 2. Aufruf: ${p.xCacheSecond ?? "fehlt"}`);
  console.log(`   ${pad("Kennzahl", 42)}${pad("Wert", 14)}${pad("Ziel", 12)}Ergebnis`);
  for (const [a, b, c, d] of rows) console.log(`   ${pad(a, 42)}${pad(b, 14)}${pad(c, 12)}${d}`);
  if (p.js?.files.length) {
    console.log("   JS-Dateien (übertragen / unkomprimiert):");
    for (const f of p.js.files) {
      const status = f.status === 200 ? "" : ` HTTP ${f.status}`;
      console.log(`     ${pad(path.posix.basename(f.path), 44)}${pad(`${kb(f.transferBytes)} KB`, 11)}${pad(`${kb(f.rawBytes)} KB`, 11)}${f.encoding ?? ""}${status}  [${f.how}]`);
    }
    if (p.js.cms.excludedPublicRouteModules.length) {
      console.log(`     (nicht als CMS-Code gezählt – benannt nach einer öffentlichen Route: ${p.js.cms.excludedPublicRouteModules.join(", ")})`);
    }
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  console.log(`Benchmark · Node ${process.version} · ${os.cpus().length} CPU · ${os.platform()} ${os.release()}`);
  ensureBuild();

  const dataDir = mkTemp("auralis-bench-data-");
  console.log(`Starte den Produktionsserver auf ${BASE} (DATA_DIR ${dataDir}) …`);
  const { startupMs } = await startServer(dataDir);
  console.log(`Server bereit nach ${round(startupMs / 1000, 1)} s.`);

  const pages = [];
  for (const pagePath of PAGES) {
    const page = { path: pagePath, targets: { uncachedMedian: {}, cachedVsNginx: {}, js: {} } };
    pages.push(page);
    const url = `${BASE}${pagePath}`;
    try {
      console.log(`\n${pagePath}: ungecacht (${WARMUP} Aufwärm- + ${SAMPLES} Messaufrufe) …`);
      const uncached = await measureUncached(url);
      page.status = uncached.status;
      if (uncached.status !== 200) {
        const hint = uncached.status === 404 ? " Inhalt noch nicht angelegt?" : uncached.status >= 500 ? " Siehe Server-Log unten." : "";
        page.error = `antwortet mit HTTP ${uncached.status} statt 200 (Aufruf mit Session-Cookie).${hint} Seite nicht gemessen.`;
        problems.push(`${pagePath}: HTTP ${uncached.status}`);
        continue;
      }
      page.uncached = uncached;
      if (Object.keys(uncached.statuses).some((s) => s !== "200")) {
        warnings.push(`${pagePath}: ungecachte Aufrufe mit Status ${JSON.stringify(uncached.statuses)}`);
      }
      if (uncached.servedFromCache) warnings.push(`${pagePath}: ${uncached.servedFromCache} Aufrufe mit Session-Cookie kamen aus dem Cache (X-Cache: HIT)`);

      // Fill the anonymous cache, then confirm the second request is a hit and keep the exact bytes.
      const fill = await rawGet(url, { "accept-encoding": "identity" });
      const second = await rawGet(url, { "accept-encoding": "identity" });
      if (fill.status !== 200 || second.status !== 200) {
        page.error = `anonymer Aufruf antwortet mit HTTP ${fill.status}/${second.status} statt 200.`;
        problems.push(`${pagePath}: anonym HTTP ${fill.status}/${second.status}`);
        continue;
      }
      page.xCacheFirst = fill.headers["x-cache"] ?? null;
      page.xCacheSecond = second.headers["x-cache"] ?? null;
      if (page.xCacheSecond !== "HIT") {
        warnings.push(`${pagePath}: der zweite anonyme Aufruf hat kein "X-Cache: HIT" (${page.xCacheSecond ?? "Header fehlt"}) – der Durchsatz misst dann ungecachtes Rendern.`);
      }
      if (!fill.body.equals(second.body)) warnings.push(`${pagePath}: erster und zweiter anonymer Aufruf liefern unterschiedliche Bytes.`);
      page.html = second.body;
      page.htmlBytes = second.body.length;
      page.htmlGzipBytes = zlib.gzipSync(second.body).length;
      const gz = await rawGet(url, BROWSER_HEADERS);
      page.serverContentEncoding = gz.headers["content-encoding"] ?? "identity";
      if (page.serverContentEncoding !== "gzip") warnings.push(`${pagePath}: der Server komprimiert die Seite nicht (Content-Encoding ${page.serverContentEncoding}).`);

      console.log(`${pagePath}: gecacht, autocannon ${CONNECTIONS} Verbindungen × ${DURATION_S} s …`);
      page.cached = await runLoad(url);
      if (page.cached.failedShare > MAX_FAILED_SHARE) {
        problems.push(`${pagePath}: Lasttest gegen den Server mit ${page.cached.non2xx} Nicht-2xx-Antworten und ${page.cached.errors} Fehlern`);
      }
      const after = await rawGet(url, { "accept-encoding": "identity" });
      if (after.headers["x-cache"] !== "HIT") warnings.push(`${pagePath}: nach dem Lasttest kein X-Cache: HIT mehr (${after.headers["x-cache"] ?? "fehlt"}).`);

      console.log(`${pagePath}: JavaScript …`);
      page.js = await measureJs(second.body.toString("utf8"), url);
      if (page.js.notFound.length) warnings.push(`${pagePath}: JS-Dateien nicht gefunden: ${page.js.notFound.join(", ")}`);
      if (page.js.truncated) warnings.push(`${pagePath}: mehr als ${MAX_JS_FILES} JS-Dateien – Liste gekürzt.`);
      if (!page.js.cms.manifestRead) warnings.push(`${pagePath}: React-Router-Manifest nicht gelesen – CMS-Erkennung nur nach Dateinamen.`);
    } catch (error) {
      page.error = `Messung fehlgeschlagen: ${error instanceof Error ? error.message : error}`;
      problems.push(`${pagePath}: ${page.error}`);
    }
  }

  // nginx baseline: the same bytes, the same load.
  const measurable = pages.filter((p) => p.html && !p.error);
  if (measurable.length) {
    let nginx;
    try {
      const dir = writeNginx(measurable);
      nginx = await startNginx(dir);
      for (const page of measurable) {
        const url = `${NGINX_BASE}${page.path}`;
        const check = await rawGet(url, BROWSER_HEADERS);
        if (check.status !== 200 || !decoded(check).equals(page.html)) {
          throw new Error(`nginx liefert für ${page.path} nicht dieselben Bytes (HTTP ${check.status}).`);
        }
        page.nginxContentEncoding = check.headers["content-encoding"] ?? "identity";
        console.log(`\n${page.path}: nginx, autocannon ${CONNECTIONS} Verbindungen × ${DURATION_S} s …`);
        page.nginx = await runLoad(url);
        if (page.nginx.failedShare > MAX_FAILED_SHARE) problems.push(`${page.path}: Lasttest gegen nginx mit Fehlern`);
      }
    } catch (error) {
      problems.push(`nginx: ${error instanceof Error ? error.message : error}`);
    } finally {
      if (nginx) await stopChild(nginx, "SIGTERM", 3_000);
    }
  }

  // Targets
  for (const p of pages) {
    p.targets.uncachedMedian = { value: p.uncached?.medianMs ?? null, limit: `< ${TARGETS.uncachedMedianMs} ms`, pass: p.uncached ? p.uncached.medianMs < TARGETS.uncachedMedianMs : null };
    p.ratioPercent = p.cached && p.nginx && p.nginx.requestsPerSec ? round((p.cached.requestsPerSec / p.nginx.requestsPerSec) * 100, 1) : null;
    p.targets.cachedVsNginx = { value: p.ratioPercent, limit: `≥ ${TARGETS.cachedVsNginxPercent} %`, pass: p.ratioPercent == null ? null : p.ratioPercent >= TARGETS.cachedVsNginxPercent };
    // Within the budget, and none of the edit mode for a visitor.
    p.targets.js = { value: p.js?.totalKB ?? null, limit: `≤ ${TARGETS.jsKB} KB`, pass: p.js ? p.js.transferBytes <= TARGETS.jsKB * 1024 && !p.js.editMode?.loadedByVisitor : null };
  }

  // Server shutdown before the report, so its last log lines are included.
  for (const child of [...children]) await stopChild(child);
  const serverWarnings = serverLog.filter((l) => l.trim());

  for (const p of pages) printPage(p);

  console.log("\n━━ Ziele");
  console.log(`   ${pad("Seite", 44)}${pad("Median<20ms", 14)}${pad("≥30% nginx", 14)}JS≤130KB`);
  for (const p of pages) {
    console.log(`   ${pad(p.path, 44)}${pad(verdict(p.targets.uncachedMedian.pass), 14)}${pad(verdict(p.targets.cachedVsNginx.pass), 14)}${verdict(p.targets.js.pass)}`);
  }
  if (serverWarnings.length) {
    warnings.push(`Server schrieb ${serverLogLines} Log-Zeilen (LOG_LEVEL=warn), siehe results.json → serverLog.`);
  }
  if (warnings.length) {
    console.log("\nHinweise:");
    for (const w of warnings) console.log(`   - ${w}`);
  }
  if (problems.length) {
    console.log("\nMessung unvollständig:");
    for (const e of problems) console.log(`   - ${e}`);
    if (serverWarnings.length) console.log(`\n${tail(10)}`);
  }

  const results = {
    startedAt: startedAt.toISOString(),
    durationS: round((Date.now() - startedAt.getTime()) / 1000, 1),
    environment: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, platform: `${os.platform()} ${os.release()}` },
    config: { base: BASE, nginx: NGINX_BASE, warmup: WARMUP, samples: SAMPLES, connections: CONNECTIONS, durationS: DURATION_S, sessionCookie: SESSION_COOKIE, headers: BROWSER_HEADERS, targets: TARGETS },
    serverStartupMs: startupMs,
    pages: pages.map(({ html, ...p }) => p),
    warnings,
    problems,
    serverLog: serverWarnings.slice(-50),
    ok: problems.length === 0,
  };
  const outDir = path.join(ROOT, ".bench");
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nErgebnisse: .bench/results.json (${results.durationS} s)`);
  return problems.length ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\nBenchmark abgebrochen: ${message}`);
  exitCode = 1;
  try {
    fs.mkdirSync(path.join(ROOT, ".bench"), { recursive: true });
    const failed = { startedAt: new Date().toISOString(), ok: false, aborted: message, problems, warnings, serverLog: serverLog.slice(-50) };
    fs.writeFileSync(path.join(ROOT, ".bench/results.json"), `${JSON.stringify(failed, null, 2)}\n`);
  } catch {
    /* nothing more to do */
  }
} finally {
  await cleanup();
}
process.exit(exitCode);
