// Lighthouse (mobile form factor, Lighthouse's default simulated throttling: slow 4G, 4× CPU) on a
// running production server, with Debian's Chromium (no browser download: CHROME_PATH or
// /usr/bin/chromium). The goal (docs/benchmarks.md, "Lighthouse"): performance, accessibility, best practices and SEO 100 on
// home, a category and a product page, and on the French version of that product page (its own
// language, hreflang and texts: docs/decisions/0032-language-versions.md); visitor JavaScript ≤ 120 KB gzipped.
//
//   node scripts/bench-lighthouse.mjs http://localhost:3000 [path …]
//
// scripts/bench.mjs imports runLighthouse(). Scores depend on the CPU the browser gets: every page
// runs several times (3 by default) and the median run counts; the load average is reported beside it.
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { LIGHTHOUSE_PAGES, missedGoals } from "./bench/lighthouse-goals.mjs";

export { LIGHTHOUSE_GOALS, LIGHTHOUSE_PAGES, missedGoals } from "./bench/lighthouse-goals.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Response body size as sent with `Accept-Encoding: gzip` (node:http does not decode it). */
function gzipTransferBytes(url) {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, encoding: res.headers["content-encoding"] ?? "identity" }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

/**
 * Every JavaScript file the page loaded (from Lighthouse's network records, lazy imports during the
 * run included), with its size as the server sends it gzipped — the budget's unit — and as transferred
 * to Chromium (which may get brotli).
 */
async function visitorJs(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = new Map();
  for (const item of items) {
    const isScript = item.resourceType === "Script" || /javascript/.test(item.mimeType ?? "");
    if (!isScript || !/^https?:/.test(item.url) || scripts.has(item.url)) continue;
    scripts.set(item.url, item.transferSize ?? 0);
  }
  const files = [];
  for (const [url, transferBytes] of scripts) {
    const gz = await gzipTransferBytes(url);
    files.push({ path: new URL(url).pathname, transferBytes, gzipBytes: gz.bytes, encoding: gz.encoding });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files: files.length,
    gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
    transferBytes: files.reduce((s, f) => s + f.transferBytes, 0),
    list: files,
  };
}

function figures(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    speedIndexMs: metric("speed-index"),
    // Audits that cost points (score < 1), so a reader sees what holds a page below 100.
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 1 && (a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric" || a.scoreDisplayMode === "metricSavings"),
      )
      .map((a) => a.id),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** The median run: by performance score, then by LCP (what Lighthouse's own median picks on). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0) || (b.lcpMs ?? 0) - (a.lcpMs ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Lighthouse on each path, `runs` times, one Chromium for all.
 * @param {{ baseUrl: string, paths?: string[], runs?: number, chromePath?: string, reportDir?: string }} options
 *   reportDir: where to keep each page's median Lighthouse result (JSON, for the details).
 * @returns {Promise<Array<{ path: string, url: string, performance: number, accessibility: number,
 *   bestPractices: number, seo: number, fcpMs: number, lcpMs: number, tbtMs: number, cls: number,
 *   js: { files: number, gzipBytes: number, transferBytes: number, list: object[] },
 *   runs: object[], loadAverage: number[] }>>}
 */
export async function runLighthouse({ baseUrl, paths = LIGHTHOUSE_PAGES, runs = 3, chromePath, reportDir }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath ?? process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = [];
    for (const p of paths) {
      const url = new URL(p, baseUrl).href;
      const loadBefore = os.loadavg()[0];
      const done = [];
      // A run whose trace failed (Chromium's first navigation sometimes reports NO_NAVSTART) is
      // repeated, a few times at most; it does not count towards the median.
      for (let attempt = 0; done.length < runs && attempt < runs + 3; attempt++) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
        if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
        const run = figures(result.lhr);
        if (run.runtimeError || run.performance == null) continue;
        done.push({ ...run, lhr: result.lhr });
      }
      if (done.length === 0) throw new Error(`Lighthouse konnte ${url} nicht messen`);
      const { lhr, ...median } = medianRun(done);
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(path.join(reportDir, `${p.replace(/\W+/g, "_") || "_"}.json`), JSON.stringify(lhr));
      }
      const js = await visitorJs(lhr);
      results.push({ path: p, url, ...median, js, runs: done.map(({ failing, lhr: _, ...r }) => r), loadAverage: [loadBefore, os.loadavg()[0]] });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

const kb = (n) => (n / 1024).toFixed(1);
const ms = (n) => (n == null ? "–" : `${(n / 1000).toFixed(2)} s`);

export function lighthouseTable(results) {
  const head = ["Seite", "Perf.", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "JS gzip", "Läufe (Perf.)", "Load"];
  const rows = results.map((r) => [
    r.path,
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    ms(r.fcpMs),
    ms(r.lcpMs),
    `${Math.round(r.tbtMs ?? 0)} ms`,
    (r.cls ?? 0).toFixed(3),
    `${kb(r.js.gzipBytes)} KB / ${r.js.files}`,
    r.runs.map((x) => x.performance).join(" "),
    r.loadAverage.map((l) => l.toFixed(2)).join("→"),
  ]);
  const widths = head.map((h, i) => Math.max(String(h).length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) {
    console.error("Aufruf: node scripts/bench-lighthouse.mjs http://localhost:PORT [pfad …]");
    console.error("  LIGHTHOUSE_RUNS=3  LIGHTHOUSE_JSON=datei.json  LIGHTHOUSE_REPORT_DIR=ordner  CHROME_PATH=/usr/bin/chromium");
    process.exit(2);
  }
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const results = await runLighthouse({ baseUrl, paths: paths.length ? paths : LIGHTHOUSE_PAGES, runs, reportDir: process.env.LIGHTHOUSE_REPORT_DIR });
  console.log(
    `Lighthouse ${"mobil"}, simulierte Drosselung, Median aus ${runs} Läufen; Load-Average (1 min) ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}, ${os.cpus().length} CPUs\n`,
  );
  console.log(lighthouseTable(results));
  for (const r of results) {
    const missed = missedGoals(r);
    const notes = [missed.length ? `Ziel verfehlt: ${missed.join(", ")}` : "Ziel erreicht"];
    if (r.failing.length) notes.push(`nicht voll erfüllt: ${r.failing.join(", ")}`);
    if (r.runtimeError) notes.push(`Fehler: ${r.runtimeError}`);
    notes.push(`JS: ${r.js.list.map((f) => `${f.path.replace(/^\/assets\//, "")} ${kb(f.gzipBytes)}`).join(", ")}`);
    console.log(`\n${r.path}\n  ${notes.join("\n  ")}`);
  }
  if (process.env.LIGHTHOUSE_JSON) {
    fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(results, null, 2));
  }
}
