// Compares the uncached render of two builds (docs/benchmarks.md, uncached render) in the same minutes:
//
//   node scripts/bench/compare-builds.mjs --base=/tmp/base [--samples=300] [--path=/ --path=/kontakt]
//
// `--base` is another checkout with its own `npm run build` (e.g. `git worktree add /tmp/base <commit>`,
// node_modules linked or copied); this checkout's build is the other side. Both servers run at once,
// each on a fresh data folder, and every request alternates between them (the order flips each
// round). On a shared machine, speed drifts by ±20 % within minutes, so two runs one after the other
// cannot show a 2 ms change; alternated requests see the same drift. Prints per page the median wall
// time and the median Server-Timing app;dur of each side.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cleanup, installCleanup, median, mkTemp, rawGet, round, serverTimingMs, startServer } from "./lib.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const option = (name) => args.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));
const base = option("base")[0];
if (!base || !fs.existsSync(path.join(base, "build/server"))) {
  console.error("Aufruf: node scripts/bench/compare-builds.mjs --base=<Checkout mit build/> [--samples=300] [--path=/…]");
  process.exit(2);
}
const samples = Number(option("samples")[0] ?? 300);
const paths = option("path").length ? option("path") : ["/", "/produkte/pflege", "/produkte/geburt-und-wochenbett/generosa"];
const headers = { "accept-encoding": "gzip, br" };

installCleanup(30 * 60_000);
const servers = [
  await startServer({ port: 3690, dataDir: mkTemp("auralis-compare-"), cwd: base }),
  await startServer({ port: 3691, dataDir: mkTemp("auralis-compare-"), cwd: ROOT }),
];
try {
  // The check sweep runs 5 s after start: let it finish before measuring.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  console.log(`Ungecachtes Rendern, ${samples} Aufrufe je Seite und Seite abwechselnd (Median Wand / Median app;dur, ms)`);
  for (const p of paths) {
    const sep = p.includes("?") ? "&" : "?";
    for (const s of servers) for (let i = 0; i < 30; i++) await rawGet(`${s.base}${p}${sep}warm=${Date.now()}-${i}`, headers, 60_000);
    const measured = servers.map(() => ({ wall: [], app: [] }));
    for (let i = 0; i < samples; i++) {
      const order = i % 2 ? [1, 0] : [0, 1];
      for (const k of order) {
        const r = await rawGet(`${servers[k].base}${p}${sep}bench-miss=${Date.now()}-${i}`, headers, 60_000);
        measured[k].wall.push(r.ms);
        const app = serverTimingMs(r.headers);
        if (app != null) measured[k].app.push(app);
      }
    }
    const cells = servers.map((s, k) => `${round(median(measured[k].wall), 2)} / ${round(median(measured[k].app), 2)}`);
    console.log(`  ${p.padEnd(45)} base ${cells[0].padEnd(16)} dieser ${cells[1]}`);
  }
} finally {
  await cleanup();
}
