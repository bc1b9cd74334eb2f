// `npm run bench`: measures the production server on loopback against an nginx serving the very same
// bytes, with a load generator (Debian's wrk) that can saturate nginx, and prints the generator's own
// ceiling beside each figure. See docs/benchmarks.md.
//
//   npm run bench                                   throughput, editing, uncached, lighthouse, typing
//   npm run bench -- --only=throughput,uncached     some parts only (also: editing, lighthouse, typing, scale)
//   npm run bench -- --only=typing                  keystroke → text on the page in the edit mode (bench/typing.mjs)
//   npm run bench -- --database-url=postgres://…    the server on Postgres instead of a fresh PGlite dir
//   npm run bench -- --only=scale                   generates a large site and measures on it
//   npm run bench -- --only=log-export              /healthz while the 'Freigabe-Protokoll' is exported (20,000 entries)
//
// Options: --port=3210 (nginx: port+1), --duration=10 (s per wrk run), --threads=1 --connections=32
// (wrk), --rounds=3 --throughput-seconds=5 (cached throughput: alternated app/nginx pairs per row, the
// median pair counts), --visitors=200 --editors=5 (editing scenario), --samples=100 (uncached), --lighthouse-runs=5
// (median of n runs per page), --scale-data-dir=DIR (reuse a generated large site), --keep (keep temp dirs),
// --cpu-prof[=DIR] (a CPU profile of the server, default .bench/profile), --edits=both|draft|visible
// (what the editors save: alternating, as the issue describes, or one kind only, to tell their costs apart),
// --typing-runs=3 (typing: runs of 17 keystrokes per page and CPU throttling).
//
// Exit code: 0 when every measurement ran (even if a target is missed – this is a measurement, not a
// test); 1 when a measurement could not run.
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareEditors, runEditors } from "./bench/editors.mjs";
import { measureJs } from "./bench/js-size.mjs";
import { typing } from "./bench/typing.mjs";
import {
  ROOT,
  ADMIN,
  cleanup,
  decoded,
  cpuSeconds,
  ensureBuild,
  installCleanup,
  keepTemp,
  kb,
  loadAverage,
  median,
  memoryMB,
  mkTemp,
  percentile,
  rawGet,
  round,
  runWrk,
  serverTimingMs,
  signIn,
  sitemapPaths,
  startNginx,
  startServer,
  stopChild,
  track,
  writeNginx,
} from "./bench/lib.mjs";

const GENEROSA = "/produkte/geburt-und-wochenbett/generosa";
const PAGES = ["/", "/produkte/pflege", GENEROSA];
const PARTS = ["throughput", "editing", "uncached", "lighthouse", "typing", "scale", "log-export"];
const DEFAULT_PARTS = ["throughput", "editing", "uncached", "lighthouse", "typing"];
/** Accept-Encoding values of the runs: none (identity) and what a browser offers. */
const ENCODINGS = [
  { label: "ohne", header: "" },
  { label: "gzip, br", header: "gzip, br" },
];
const TARGETS = { vsNginx: 0.3, vsNginxGoal: 0.5, editingThroughput: 0.8, editingP99: 2, uncachedMedianMs: 20, jsKB: 120 };

function editKind(value) {
  const kind = value === undefined ? "both" : String(value);
  if (!["both", "draft", "visible"].includes(kind)) throw new Error(`--edits: «${kind}» (both, draft, visible)`);
  return kind;
}

function parseArgs(argv) {
  const o = {};
  for (const a of argv) {
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(a);
    if (!m) throw new Error(`Unbekanntes Argument: ${a}`);
    o[m[1]] = m[2] ?? true;
  }
  const num = (k, d) => (o[k] === undefined ? d : Number(o[k]));
  const only = o.only
    ? String(o.only)
        .split(",")
        .map((s) => s.trim())
    : DEFAULT_PARTS;
  for (const p of only) if (!PARTS.includes(p)) throw new Error(`--only: unbekannter Teil «${p}» (${PARTS.join(", ")})`);
  return {
    parts: new Set(only),
    port: num("port", 3210),
    durationS: num("duration", 10),
    threads: num("threads", 1),
    connections: num("connections", 32),
    visitors: num("visitors", 200),
    editors: num("editors", 5),
    samples: num("samples", 100),
    lighthouseRuns: num("lighthouse-runs", 5),
    // Cached throughput: this many alternated app/nginx pairs per page and encoding, each run this long.
    rounds: num("rounds", 3),
    throughputS: num("throughput-seconds", 5),
    databaseUrl: o["database-url"] ? String(o["database-url"]) : process.env.BENCH_DATABASE_URL,
    keep: Boolean(o.keep),
    // A CPU profile of the server (node --cpu-prof), written to this folder when the server stops.
    cpuProfileDir: o["cpu-prof"] ? path.resolve(o["cpu-prof"] === true ? ".bench/profile" : String(o["cpu-prof"])) : undefined,
    scaleDataDir: o["scale-data-dir"] ? String(o["scale-data-dir"]) : undefined,
    edits: editKind(o.edits),
    typingRuns: num("typing-runs", 3),
  };
}

const opts = parseArgs(process.argv.slice(2));
installCleanup((opts.parts.has("scale") ? 30 : 12) * 60_000);
const problems = [];
const warnings = [];
const results = { startedAt: new Date().toISOString() };

function pad(s, n, right = false) {
  s = String(s ?? "–");
  if (s.length >= n) return s;
  return right ? " ".repeat(n - s.length) + s : s + " ".repeat(n - s.length);
}
function table(header, rows) {
  const widths = header.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i] ?? "–").length)) + 2);
  console.log(`   ${header.map((h, i) => pad(h, widths[i], i > 0)).join("")}`);
  for (const r of rows) console.log(`   ${r.map((c, i) => pad(c, widths[i], i > 0)).join("")}`);
}
const fmt = (n) => (n == null ? "–" : Number(n).toLocaleString("de-CH"));

// ---------------------------------------------------------------------------------------------
// Throughput: app vs nginx on the same bytes

async function recordVariants(base, pagePath) {
  const variants = {};
  let html;
  for (const enc of ENCODINGS) {
    const headers = enc.header ? { "accept-encoding": enc.header } : {};
    await rawGet(`${base}${pagePath}`, headers); // fill
    let r = await rawGet(`${base}${pagePath}`, headers);
    // A cache may add a brotli copy a moment after the first hit (compressed in the background): wait
    // for it, so nginx gets the bytes the app sends during the run.
    for (let i = 0; i < 30 && /\bbr\b/.test(enc.header) && r.headers["content-encoding"] !== "br"; i++) {
      await new Promise((done) => setTimeout(done, 100));
      r = await rawGet(`${base}${pagePath}`, headers);
    }
    if (r.status !== 200) throw new Error(`${pagePath} antwortet mit HTTP ${r.status}`);
    if (r.headers["x-cache"] && r.headers["x-cache"] !== "HIT")
      warnings.push(`${pagePath} (${enc.label}): zweiter Aufruf mit X-Cache: ${r.headers["x-cache"]}`);
    const body = decoded(r);
    if (html && !html.equals(body)) warnings.push(`${pagePath}: die Varianten unterscheiden sich im Inhalt`);
    html ??= body;
    variants[enc.header] = { status: r.status, headers: r.headers, body: r.body };
  }
  return { html, variants };
}

async function verifyNginx(nginxBase, page) {
  for (const enc of ENCODINGS) {
    const headers = enc.header ? { "accept-encoding": enc.header } : {};
    const r = await rawGet(`${nginxBase}${page.path}`, headers);
    const want = page.variants[enc.header];
    if (r.status !== 200 || !r.body.equals(want.body))
      throw new Error(`nginx liefert für ${page.path} (${enc.label}) nicht dieselben Bytes (HTTP ${r.status}, ${r.body.length} statt ${want.body.length} B)`);
    const ignore = new Set(["date", "connection", "keep-alive", "last-modified", "accept-ranges", "server"]);
    for (const [name, value] of Object.entries(want.headers)) {
      if (ignore.has(name)) continue;
      if (String(r.headers[name]) !== String(value))
        warnings.push(`nginx ${page.path} (${enc.label}): Header ${name} «${String(r.headers[name]).slice(0, 40)}» statt «${String(value).slice(0, 40)}»`);
    }
  }
}

async function throughput(server) {
  console.log("\n━━ Durchsatz gecachter Seiten: App gegen nginx mit denselben Bytes");
  const nginxPort = opts.port + 1;
  const nginxBase = `http://127.0.0.1:${nginxPort}`;
  const pages = [];
  for (const p of PAGES) pages.push({ path: p, ...(await recordVariants(server.base, p)) });
  for (const page of pages) {
    const js = await measureJs(page.html.toString("utf8"), `${server.base}${page.path}`, { root: ROOT, base: server.base });
    page.js = { count: js.count, totalKB: js.totalKB, editModeLoaded: js.editMode?.loadedByVisitor ?? null, cmsHits: js.cms.hits.length };
  }
  const dir = writeNginx(pages, nginxPort);
  const nginx = await startNginx(dir, nginxPort);
  try {
    for (const page of pages) await verifyNginx(nginxBase, page);
    const wrkBase = { threads: opts.threads, connections: opts.connections, durationS: opts.durationS };
    // Warm-up: the JIT of both servers, 3 s on all pages.
    await runWrk({ ...wrkBase, durationS: 3, base: server.base, paths: PAGES, headers: { "accept-encoding": "gzip, br" } });
    await runWrk({ ...wrkBase, durationS: 3, base: nginxBase, paths: PAGES, headers: { "accept-encoding": "gzip, br" } });
    const ceiling = await runWrk({ ...wrkBase, base: nginxBase, paths: ["/__tiny"], pidsToWatch: [nginx.workerPid] });
    console.log(
      `   Obergrenze des Lastgenerators (wrk -t${opts.threads} -c${opts.connections}, nginx, 2-Byte-Datei): ${fmt(ceiling.requestsPerSec)} req/s, p99 ${ceiling.p99Ms} ms, nginx-CPU ${ceiling.cpuPercent[0]} %`,
    );
    const rows = [];
    const runs = [];
    for (const page of pages) {
      for (const enc of ENCODINGS) {
        const headers = enc.header ? { "accept-encoding": enc.header } : {};
        // Rounds of one app run and one nginx run side by side, the order alternating: this machine's
        // speed drifts by ±20 % within minutes, so a pair's ratio is the measurement, and the median pair counts.
        const measure = (base, pid) => runWrk({ ...wrkBase, durationS: opts.throughputS, base, paths: [page.path], headers, pidsToWatch: [pid] });
        const measureApp = () => measure(server.base, server.pid);
        const measureNginx = () => measure(nginxBase, nginx.workerPid);
        const pairs = [];
        for (let turn = 0; turn < opts.rounds; turn++) {
          let app, ngx;
          if (turn % 2 === 0) [app, ngx] = [await measureApp(), await measureNginx()];
          else [ngx, app] = [await measureNginx(), await measureApp()];
          pairs.push({ app, nginx: ngx, ratio: round(app.requestsPerSec / ngx.requestsPerSec, 3) });
        }
        const { app, nginx: ngx, ratio } = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor((pairs.length - 1) / 2)];
        for (const pair of pairs)
          for (const [who, r] of [
            ["App", pair.app],
            ["nginx", pair.nginx],
          ])
            if (r.errors) problems.push(`${page.path} (${enc.label}) ${who}: ${r.errors} Fehler ${JSON.stringify(r.errorDetail)}`);
        const after = await rawGet(`${server.base}${page.path}`, headers);
        if (!after.body.equals(page.variants[enc.header].body))
          warnings.push(
            `${page.path} (${enc.label}): die App sendet nach dem Lauf andere Bytes als aufgezeichnet (${after.headers["content-encoding"] ?? "identity"}, ${after.body.length} B) – Vergleich mit nginx ungenau.`,
          );
        const bytes = page.variants[enc.header].body.length;
        const ratios = pairs.map((pair) => pair.ratio);
        runs.push({
          path: page.path,
          acceptEncoding: enc.header || null,
          contentEncoding: page.variants[enc.header].headers["content-encoding"] ?? "identity",
          bytes,
          app,
          nginx: ngx,
          ratio,
          rounds: pairs.map((pair) => ({ app: pair.app.requestsPerSec, nginx: pair.nginx.requestsPerSec, ratio: pair.ratio })),
        });
        rows.push([
          page.path.length > 28 ? `…${page.path.slice(-27)}` : page.path,
          enc.label,
          `${kb(bytes)} KB ${page.variants[enc.header].headers["content-encoding"] ?? ""}`.trim(),
          fmt(app.requestsPerSec),
          `${app.p50Ms}/${app.p99Ms}`,
          `${app.cpuPercent[0]} %`,
          fmt(ngx.requestsPerSec),
          `${ngx.p50Ms}/${ngx.p99Ms}`,
          `${ngx.cpuPercent[0]} %`,
          fmt(ceiling.requestsPerSec),
          ratio,
          `${Math.min(...ratios)}–${Math.max(...ratios)}`,
        ]);
      }
    }
    console.log("");
    table(
      ["Seite", "Accept-Enc.", "Antwort", "App req/s", "p50/p99 ms", "App-CPU", "nginx req/s", "p50/p99 ms", "nginx-CPU", "wrk-Grenze", "App/nginx", "Runden"],
      rows,
    );
    console.log(
      `   Je Zeile ${opts.rounds} Runden zu ${opts.throughputS} s, App und nginx abwechselnd nacheinander; gezeigt das mittlere Paar (Median von App/nginx), daneben die Spanne der Runden.`,
    );
    const worst = Math.min(...runs.map((r) => r.ratio));
    console.log(
      `\n   Ziel App/nginx ≥ ${TARGETS.vsNginx} (Ziel ${TARGETS.vsNginxGoal}): kleinster Wert ${worst} → ${worst >= TARGETS.vsNginx ? "erreicht" : "verfehlt"}`,
    );
    console.log(
      `   JavaScript für Besucher (gzip): ${pages.map((p) => `${p.path} ${p.js.totalKB} KB in ${p.js.count} Dateien${p.js.editModeLoaded ? " (mit Edit-Mode-Code!)" : ""}`).join(" · ")}`,
    );
    results.throughput = {
      ceiling,
      runs,
      js: Object.fromEntries(pages.map((p) => [p.path, p.js])),
      wrk: { ...wrkBase, durationS: opts.throughputS, rounds: opts.rounds },
    };
  } finally {
    await stopChild(nginx.child, "SIGTERM", 3_000);
  }
}

// ---------------------------------------------------------------------------------------------
// Editing: visitors while editors save

async function editing(server) {
  console.log(
    `\n━━ Redaktion: ${opts.visitors} Besucher lesen die ganze Sitemap, ${opts.editors} Redaktoren speichern jede Sekunde${opts.edits === "both" ? "" : ` (nur ${opts.edits === "draft" ? "Entwurf-Autosaves" : "sichtbare Änderungen"})`} · Last ${loadAverage().join(" ")}`,
  );
  // The visitors read every address of the sitemap in turn, the edited pages among them: a visitor of
  // a page an editor just changed is the one who would wait for its render.
  const paths = await sitemapPaths(server.base);
  const edited = editedPages(paths, opts.editors);
  const cookies = [];
  for (let i = 0; i < opts.editors; i++) cookies.push(await signIn(server.base, ADMIN));
  const editors = await prepareEditors(server.base, cookies, edited);
  // Quiet and editing runs alternate (ROUNDS times each, half the duration each), so drift of the
  // machine's load hits both sides alike; the figures are summed over the rounds.
  const ROUNDS = 3;
  const VISITOR_WARMUP_MS = 500;
  const durationS = Math.max(3, Math.round(opts.durationS / 2));
  // The visitors: wrk over the sitemap's pages of one server (the app, or the bare Node reference below).
  const visitorsOn = (base, pid) =>
    runWrk({
      base,
      paths,
      headers: { "accept-encoding": "gzip, br" },
      threads: opts.threads,
      connections: opts.visitors,
      durationS,
      // Connections accepted before the measuring starts: steady-state visitors, not wrk's
      // connection ramp (runWrk), for the app, the bare reference and both app runs alike.
      warmupMs: VISITOR_WARMUP_MS,
      pidsToWatch: [pid],
    });
  // The app's runs also take the server's event-loop delay and GC pauses of their time (loop-probe.mjs).
  const visitorRun = async () => {
    await readProbe(server);
    const run = await visitorsOn(server.base, server.pid);
    return { ...run, load: loadAverage()[0], probe: await readProbe(server) };
  };
  for (const p of paths) await rawGet(`${server.base}${p}`, { "accept-encoding": "gzip, br" });
  await runWrk({ base: server.base, paths, headers: { "accept-encoding": "gzip, br" }, connections: opts.visitors, durationS: 3 });
  // The platform's own figure: a bare Node server with the same bytes, the same wrk (bare-node.mjs).
  const bare = await startBareNode(server.base, paths);
  const bareRun = async () => ({ ...(await visitorsOn(bare.base, bare.child.pid)), load: loadAverage()[0] });
  const quietRuns = [];
  const bareRuns = [];
  const busyRuns = [];
  const saveRounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    quietRuns.push(await visitorRun());
    bareRuns.push(await bareRun());
    const load = runEditors(server.base, editors, { edits: opts.edits });
    await new Promise((r) => setTimeout(r, 1000));
    busyRuns.push(await visitorRun());
    saveRounds.push(await load.stop());
  }
  const probed = (runs, pick) => runs.map((r) => r.probe && pick(r.probe)).filter((v) => v != null);
  const sum = (runs) => ({
    requestsPerSec: Math.round(runs.reduce((a, r) => a + r.requestsPerSec, 0) / runs.length),
    p50Ms: round(median(runs.map((r) => r.p50Ms)), 2),
    p99Ms: round(median(runs.map((r) => r.p99Ms)), 2),
    maxMs: round(Math.max(...runs.map((r) => r.maxMs)), 1),
    loopP99Ms: probed(runs, (p) => p.loopDelay.p99Ms).length ? round(median(probed(runs, (p) => p.loopDelay.p99Ms)), 1) : null,
    loopMaxMs: probed(runs, (p) => p.loopDelay.maxMs).length ? round(Math.max(...probed(runs, (p) => p.loopDelay.maxMs)), 1) : null,
    gcMaxMs: probed(runs, (p) => p.gc.maxMs).length ? round(Math.max(...probed(runs, (p) => p.gc.maxMs)), 1) : null,
    cpu: Math.round(runs.reduce((a, r) => a + (r.cpuPercent[0] ?? 0), 0) / runs.length),
    wrkCpu: Math.round(runs.reduce((a, r) => a + r.generatorCpuPercent.wrk, 0) / runs.length),
    benchCpu: Math.round(runs.reduce((a, r) => a + r.generatorCpuPercent.bench, 0) / runs.length),
    errors: runs.reduce((a, r) => a + r.errors, 0),
  });
  const quiet = sum(quietRuns);
  const busy = sum(busyRuns);
  const bareNode = sum(bareRuns);
  await stopChild(bare.child);
  const merge = (key) => {
    const n = saveRounds.reduce((a, r) => a + r[key].n, 0);
    return {
      n,
      medianMs: round(median(saveRounds.map((r) => r[key].medianMs).filter((v) => v != null)), 1),
      p99Ms: round(Math.max(...saveRounds.map((r) => r[key].p99Ms ?? 0)), 1),
    };
  };
  const saves = {
    draft: merge("draft"),
    published: merge("published"),
    failures: saveRounds.reduce((a, r) => a + r.failures, 0),
    failureSamples: saveRounds.flatMap((r) => r.failureSamples).slice(0, 5),
  };
  const ratio = (key) => round(busy[key] / quiet[key], 2);
  const tput = ratio("requestsPerSec");
  const p99 = ratio("p99Ms");
  table(
    [
      "Lauf",
      "req/s (Mittel)",
      "p50 ms",
      "p99 ms",
      "max ms",
      "Loop p99/max ms",
      "GC max ms",
      "Server-CPU",
      "wrk-CPU",
      "Bench-CPU",
      "Fehler",
      "Läufe: req/s · p99 ms · Last",
    ],
    [
      ["ruhig", quiet, quietRuns],
      ["mit Redaktion", busy, busyRuns],
      ["Bezug: Node ohne App", bareNode, bareRuns],
    ].map(([name, s, runs]) => [
      name,
      fmt(s.requestsPerSec),
      s.p50Ms,
      s.p99Ms,
      s.maxMs,
      s.loopP99Ms == null ? "–" : `${s.loopP99Ms} / ${s.loopMaxMs}`,
      s.gcMaxMs ?? "–",
      `${s.cpu} %`,
      `${s.wrkCpu} %`,
      `${s.benchCpu} %`,
      s.errors,
      runs.map((r) => `${fmt(r.requestsPerSec)} · ${r.p99Ms} · ${r.load}`).join(" / "),
    ]),
  );
  console.log(`   p50 und p99: Median der Läufe; max: der längste aller Läufe. Loop: Verzögerung der Ereignisschleife des Servers, GC: längste Pause.`);
  console.log("   wrk-CPU und Bench-CPU (dieser Prozess, er treibt die Redaktoren): der Lastgenerator; nahe 100 % eines Kerns bestimmt er das Tempo.");
  console.log(
    `   Bezug: ein nacktes node:http mit denselben Bytes und demselben wrk (${opts.visitors} Verbindungen) – so viel p99 hat die Plattform auf dieser Maschine schon ohne die App.`,
  );
  console.log(
    `\n   ${paths.length} Adressen der Sitemap; bearbeitet: ${edited.join(", ")}. ${ROUNDS} Runden abwechselnd je ${durationS} s ruhig / mit Redaktion; gemessen ab ${VISITOR_WARMUP_MS} ms nach dem Verbindungsaufbau (alle ${opts.visitors} Verbindungen angenommen).`,
  );
  console.log(
    `   Durchsatz mit Redaktion / ruhig: ${tput} (Ziel ≥ ${TARGETS.editingThroughput}) → ${tput >= TARGETS.editingThroughput ? "erreicht" : "verfehlt"}`,
  );
  console.log(`   p99 mit Redaktion / ruhig: ${p99} (Ziel ≤ ${TARGETS.editingP99}) → ${p99 <= TARGETS.editingP99 ? "erreicht" : "verfehlt"}`);
  console.log(`   p50 mit Redaktion / ruhig: ${ratio("p50Ms")} · max mit Redaktion / ruhig: ${ratio("maxMs")}`);
  console.log(
    `   Speichervorgänge: ${saves.draft.n} Entwurf-Autosaves (Median ${saves.draft.medianMs} ms, max. p99 ${saves.draft.p99Ms} ms), ${saves.published.n} sichtbare Änderungen (Median ${saves.published.medianMs} ms, max. p99 ${saves.published.p99Ms} ms), ${saves.failures} fehlgeschlagen`,
  );
  if (saves.failures) warnings.push(`Redaktion: ${saves.failures} Speichervorgänge fehlgeschlagen, z. B. ${saves.failureSamples[0]}`);
  if (quiet.errors + busy.errors) problems.push(`Redaktionsszenario: wrk meldet ${quiet.errors + busy.errors} Fehler`);
  results.editing = {
    visitors: opts.visitors,
    paths: paths.length,
    editors: editors.map((e) => e.slug),
    rounds: ROUNDS,
    durationS,
    warmupMs: VISITOR_WARMUP_MS,
    edits: opts.edits,
    quiet,
    busy,
    quietRuns,
    busyRuns,
    bareNode,
    bareRuns,
    saves,
    throughputRatio: tput,
    p99Ratio: p99,
    p50Ratio: ratio("p50Ms"),
    maxRatio: ratio("maxMs"),
  };
}

/** The editors' pages: Generosa (a product with siblings) and the others spread over the sitemap. */
function editedPages(paths, count) {
  const others = paths.filter((p) => p !== GENEROSA);
  const step = others.length / Math.max(1, count - 1);
  const spread = Array.from({ length: count - 1 }, (_, i) => others[Math.floor(i * step)]);
  return [GENEROSA, ...spread].filter((p) => p !== undefined);
}

/** The server's event-loop delay and GC pauses since the previous call (scripts/bench/loop-probe.mjs). */
async function readProbe(server) {
  if (!server.probeFile) return null;
  const before = fs.existsSync(server.probeFile) ? fs.statSync(server.probeFile).mtimeMs : 0;
  process.kill(server.pid, "SIGUSR2");
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 20));
    if (fs.existsSync(server.probeFile) && fs.statSync(server.probeFile).mtimeMs !== before) {
      try {
        return JSON.parse(fs.readFileSync(server.probeFile, "utf8"));
      } catch {
        /* being written */
      }
    }
  }
  return null;
}

/** Records the pages as the app answers `gzip, br` and serves them from a bare node:http (bare-node.mjs). */
async function startBareNode(appBase, paths) {
  const dir = mkTemp("auralis-bench-bare-");
  const pages = {};
  for (const [i, p] of paths.entries()) {
    const res = await rawGet(`${appBase}${p}`, { "accept-encoding": "gzip, br" });
    const headers = Object.fromEntries(
      ["content-type", "content-encoding", "etag", "vary", "cache-control"].filter((h) => res.headers[h]).map((h) => [h, res.headers[h]]),
    );
    fs.writeFileSync(path.join(dir, `page-${i}`), res.body);
    pages[p] = { headers, file: `page-${i}` };
  }
  fs.writeFileSync(path.join(dir, "pages.json"), JSON.stringify(pages));
  const port = opts.port + 3;
  const child = track(
    fork(path.join(ROOT, "scripts/bench/bare-node.mjs"), [dir, String(port)], { stdio: ["ignore", "ignore", "inherit", "ipc"] }),
    "bare-node",
  );
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`bare-node.mjs beendet (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

// ---------------------------------------------------------------------------------------------
// Uncached render

async function sequential(url, headers, n) {
  const wall = [];
  const app = [];
  const statuses = {};
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const r = await rawGet(typeof url === "function" ? url(i) : url, headers);
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    if (r.headers["x-cache"] === "HIT") hits++;
    wall.push(r.ms);
    const t = serverTimingMs(r.headers);
    if (t != null) app.push(t);
  }
  return {
    n,
    medianMs: round(median(wall), 2),
    p95Ms: round(percentile(wall, 95), 2),
    appMedianMs: app.length ? round(median(app), 2) : null,
    statuses,
    hits,
  };
}

async function uncached(server, pages = PAGES, label = "", targetMs = TARGETS.uncachedMedianMs) {
  console.log(`\n━━ Ungecachtes Rendern${label} (${opts.samples} Aufrufe nacheinander je Seite, Accept-Encoding: gzip, br)`);
  const headers = { "accept-encoding": "gzip, br" };
  const out = [];
  const rows = [];
  let run = 0;
  for (const p of pages) {
    const sep = p.includes("?") ? "&" : "?";
    const unique = (i) => `${server.base}${p}${sep}bench-miss=${Date.now()}-${run++}-${i}`;
    await sequential(unique, headers, 10); // warm-up
    const query = await sequential(unique, headers, opts.samples);
    const cookie = await sequential(
      `${server.base}${p}`,
      { ...headers, cookie: "auralis.session_token=bench-no-session" },
      Math.max(20, Math.round(opts.samples / 4)),
    );
    if (query.hits) warnings.push(`${p}: ${query.hits} Aufrufe mit eigener Query kamen aus dem Cache – die Messung «Query» zählt dann keine Renderzeit.`);
    if (Object.keys(query.statuses).some((s) => s !== "200")) warnings.push(`${p}: ungecachte Aufrufe mit Status ${JSON.stringify(query.statuses)}`);
    out.push({ path: p, query, cookie });
    rows.push([p, query.medianMs, query.p95Ms, query.appMedianMs, cookie.medianMs, cookie.appMedianMs, query.medianMs < targetMs ? "erreicht" : "verfehlt"]);
  }
  table(["Seite", "Median ms", "p95 ms", "davon App ms", "mit Cookie ms", "davon App ms", `Ziel < ${targetMs} ms`], rows);
  console.log("   Median: eigene Query je Aufruf (?bench-miss=N, verfehlt den Cache, wird gespeichert wie ein echter Fehltreffer);");
  console.log(
    "   «davon App»: Server-Timing app;dur (Loader + React-Rendering); «mit Cookie»: Session-Cookie ohne gültige Session (Cache umgangen, mit Session-Abfrage).",
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse (scripts/bench-lighthouse.mjs, written in its own session)

async function lighthouse(server) {
  console.log("\n━━ Lighthouse (mobil)");
  const file = path.join(ROOT, "scripts/bench-lighthouse.mjs");
  if (!fs.existsSync(file)) {
    warnings.push("Lighthouse übersprungen: scripts/bench-lighthouse.mjs fehlt noch.");
    console.log("   übersprungen: scripts/bench-lighthouse.mjs fehlt noch (runLighthouse({ baseUrl, paths })).");
    return;
  }
  const mod = await import(file);
  if (typeof mod.runLighthouse !== "function") throw new Error("scripts/bench-lighthouse.mjs exportiert kein runLighthouse()");
  // The server's own CPU meanwhile: background work (a check sweep after the editing part, a
  // scheduled job) would take the CPU Chromium's main thread needs, and Lighthouse scales that time.
  const cpuBefore = cpuSeconds(server.pid);
  const started = Date.now();
  // Its own pages: the throughput pages and the French product page (bench-lighthouse.mjs LIGHTHOUSE_PAGES).
  const result = await mod.runLighthouse({ baseUrl: server.base, paths: mod.LIGHTHOUSE_PAGES ?? PAGES, runs: opts.lighthouseRuns });
  const serverCpuS = round(cpuSeconds(server.pid) - cpuBefore, 2);
  results.lighthouse = result;
  results.lighthouseServerCpuS = serverCpuS;
  console.log(`   Server-CPU während der ${round((Date.now() - started) / 1000, 0)} s Lighthouse: ${serverCpuS} s`);
  const entries = Array.isArray(result) ? result.map((r) => [r.path ?? r.url, r]) : Object.entries(result ?? {});
  for (const [p, r] of entries) {
    const flat = [];
    const walk = (o, prefix) => {
      for (const [k, v] of Object.entries(o ?? {})) {
        if (k === "path" || k === "url") continue;
        if (v && typeof v === "object" && !Array.isArray(v)) walk(v, `${prefix}${k}.`);
        else if (!Array.isArray(v)) flat.push(`${prefix}${k} ${typeof v === "number" ? round(v, 2) : v}`);
      }
    };
    walk(r, "");
    console.log(`   ${p}: ${flat.join(" · ")}`);
    if (typeof mod.missedGoals === "function" && Array.isArray(result)) {
      const missed = mod.missedGoals(r);
      console.log(`   ${p}: ${missed.length ? `Ziel verfehlt: ${missed.join(", ")}` : "Ziel erreicht"}`);
      if (missed.length) warnings.push(`Lighthouse ${p}: ${missed.join(", ")}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const load = loadAverage();
  console.log(
    `Benchmark · Node ${process.version} · ${os.cpus().length} CPU (${os.cpus()[0]?.model}) · Last ${load.join(" ")} · Teile: ${[...opts.parts].join(", ")}`,
  );
  results.environment = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadBefore: load,
    platform: `${os.platform()} ${os.release()}`,
  };
  results.options = opts;
  ensureBuild();

  const defaultParts = DEFAULT_PARTS.filter((p) => opts.parts.has(p));
  if (defaultParts.length) {
    const dataDir = mkTemp("auralis-bench-data-");
    if (opts.keep) keepTemp(dataDir);
    console.log(`Starte den Produktionsserver auf Port ${opts.port} (${opts.databaseUrl ? "Postgres" : `PGlite in ${dataDir}`}) …`);
    const nodeArgs = opts.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${opts.cpuProfileDir}`] : [];
    // The editing part reads the server's event-loop delay and GC pauses per run (bench/loop-probe.mjs).
    const probeFile = path.join(mkTemp("auralis-bench-probe-"), "probe.json");
    nodeArgs.push("--import", path.join(ROOT, "scripts/bench/loop-probe.mjs"));
    const server = await startServer({ port: opts.port, dataDir, databaseUrl: opts.databaseUrl, nodeArgs, extraEnv: { BENCH_LOOP_PROBE_FILE: probeFile } });
    server.probeFile = probeFile;
    console.log(`Server bereit nach ${round(server.startupMs / 1000, 1)} s (PID ${server.pid}).`);
    const parts = {
      throughput,
      editing,
      uncached: async (s) => (results.uncached = await uncached(s)),
      lighthouse,
      typing: async (s) => (results.typing = await typing(s, { runs: opts.typingRuns, warnings })),
    };
    // Uncached first (a quiet server), then throughput, then editing (it changes content), Lighthouse,
    // then typing (it saves into the seed's category page that Lighthouse measures).
    for (const name of ["uncached", "throughput", "editing", "lighthouse", "typing"]) {
      if (!opts.parts.has(name)) continue;
      try {
        await parts[name](server);
      } catch (error) {
        problems.push(`${name}: ${error instanceof Error ? error.message : error}`);
        console.log(`   FEHLER: ${error instanceof Error ? error.message : error}`);
      }
    }
    results.serverMemoryMB = memoryMB(server.pid);
    console.log(`\nServer-Speicher: ${results.serverMemoryMB.rss} MB resident (Spitze ${results.serverMemoryMB.peak} MB)`);
    await stopChild(server.child);
    const logLines = server.log.filter((l) => l.trim());
    if (logLines.length) warnings.push(`Server schrieb ${logLines.length} Log-Zeilen (LOG_LEVEL=warn), z. B. ${logLines.at(-1).slice(0, 200)}`);
    results.serverLog = logLines.slice(-30);
  }
  if (opts.parts.has("scale")) {
    const { scale } = await import("./bench/scale.mjs");
    try {
      results.scale = await scale({ opts, uncached, warnings, problems });
    } catch (error) {
      problems.push(`scale: ${error instanceof Error ? error.message : error}`);
      console.log(`   FEHLER: ${error instanceof Error ? error.stack : error}`);
    }
  }

  if (opts.parts.has("log-export")) {
    const { logExport } = await import("./bench/log-export.mjs");
    try {
      results.logExport = await logExport({ opts, warnings });
    } catch (error) {
      problems.push(`log-export: ${error instanceof Error ? error.message : error}`);
      console.log(`   FEHLER: ${error instanceof Error ? error.stack : error}`);
    }
  }

  results.environment.loadAfter = loadAverage();
  console.log(`\nLast danach: ${results.environment.loadAfter.join(" ")}`);
  if (warnings.length) {
    console.log("\nHinweise:");
    for (const w of warnings) console.log(`   - ${w}`);
  }
  if (problems.length) {
    console.log("\nMessung unvollständig:");
    for (const e of problems) console.log(`   - ${e}`);
  }
  results.warnings = warnings;
  results.problems = problems;
  results.durationS = round((Date.now() - Date.parse(results.startedAt)) / 1000, 1);
  fs.mkdirSync(path.join(ROOT, ".bench"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, ".bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nErgebnisse: .bench/results.json (${results.durationS} s)`);
  return problems.length ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\nBenchmark abgebrochen: ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
