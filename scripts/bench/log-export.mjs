// `npm run bench -- --only=log-export` (decision 0045): does the site keep answering while the
// 'Freigabe-Protokoll' is exported? The production server on a seeded site with 20,000 log entries; an
// administrator downloads the log as a PDF (and as CSV) while a probe asks /healthz every 10 ms on a
// connection of its own. Goal (docs/decisions/0045-log-export-streams.md): every /healthz answered within
// 100 ms while the PDF is made.
// The probe's own floor is printed beside it: the same probe against the idle server.
import { connect } from "../generate-large-site.mjs";
import { ADMIN, keepTemp, mkTemp, rawGet, round, signIn, sleep, startServer, stopChild, timeSummary } from "./lib.mjs";

const ENTRIES = 20_000;
const GOAL_MS = 100;
const PROBE_PAUSE_MS = 10;

/** 20,000 entries of every kind, over a year, in one statement (the export reads them newest first). */
const INSERT_ENTRIES = `
  insert into approval_log (event, page_id, page_slug, page_title, language, revision, actor, comment, created_at)
  select (array['submitted','approved','rejected','voided','published'])[1 + n % 5], 1000 + n % 40,
         '/produkte/bench-' || n % 40, 'Produkt «Bench» ' || n % 40, case when n % 3 = 0 then 'fr' else 'de' end, n,
         'person' || n % 7 || '@auralis-medizintechnik.example', 'Eintrag ' || n,
         timestamptz '2026-01-01 00:00:00+00' + n * interval '25 minutes'
  from generate_series(1, ${ENTRIES}) n`;

const summary = (times) => timeSummary(times, [95, 99]);

/** /healthz asked again and again, PROBE_PAUSE_MS apart, until `done()` says stop; its answer times. */
async function probe(base, done) {
  const times = [];
  const statuses = {};
  while (!done()) {
    const answer = await rawGet(`${base}/healthz`, {}, 10_000);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    times.push(answer.ms);
    await sleep(PROBE_PAUSE_MS);
  }
  return { times, statuses };
}

/** One export downloaded whole, with /healthz probed meanwhile. */
async function exportWhileProbing(base, cookie, format) {
  let finished = false;
  const probing = probe(base, () => finished);
  const started = performance.now();
  const answer = await rawGet(`${base}/cms/freigabe-protokoll/export.${format}`, { cookie }, 300_000).finally(() => (finished = true));
  const exportMs = performance.now() - started;
  const { times, statuses } = await probing;
  if (answer.status !== 200) throw new Error(`Export ${format}: HTTP ${answer.status}`);
  return { format, exportS: round(exportMs / 1000, 1), kB: round(answer.body.length / 1024, 0), healthz: { ...summary(times), statuses } };
}

export async function logExport({ opts, warnings }) {
  const dataDir = mkTemp("auralis-bench-log-export-");
  if (opts.keep) keepTemp(dataDir);
  console.log(`\n== Freigabe-Protokoll: /healthz während des Exports von ${ENTRIES} Einträgen ==`);
  // Started once to migrate and seed; the entries go in while no server holds the embedded database.
  let server = await startServer({ port: opts.port, dataDir, databaseUrl: opts.databaseUrl });
  await stopChild(server.child);
  const db = await connect({ dataDir, databaseUrl: opts.databaseUrl });
  try {
    await db.query(INSERT_ENTRIES);
  } finally {
    await db.close();
  }
  server = await startServer({ port: opts.port, dataDir, databaseUrl: opts.databaseUrl });
  try {
    const cookie = await signIn(server.base, ADMIN);
    // The floor: the same probe against the same server with nothing else to do.
    let idleDone = false;
    const idle = probe(server.base, () => idleDone);
    await sleep(3_000);
    idleDone = true;
    const floor = summary((await idle).times);
    const runs = [];
    for (const format of ["pdf", "csv", "pdf"]) runs.push(await exportWhileProbing(server.base, cookie, format));
    console.log(`   /healthz ohne Export (Boden der Sonde): Median ${floor.medianMs} ms, p99 ${floor.p99Ms} ms, Max ${floor.maxMs} ms (n=${floor.n})`);
    for (const run of runs) {
      const h = run.healthz;
      console.log(
        `   ${run.format.toUpperCase()} ${run.kB} KB in ${run.exportS} s – /healthz: Median ${h.medianMs} ms, p95 ${h.p95Ms} ms, p99 ${h.p99Ms} ms, ` +
          `Max ${h.maxMs} ms (n=${h.n}, Status ${JSON.stringify(h.statuses)}) – Ziel: jede Antwort ≤ ${GOAL_MS} ms: ${h.maxMs <= GOAL_MS ? "erreicht" : "VERFEHLT"}`,
      );
      if (h.maxMs > GOAL_MS) warnings.push(`log-export: /healthz bis ${h.maxMs} ms während des ${run.format.toUpperCase()}-Exports (Ziel ${GOAL_MS} ms)`);
    }
    return { entries: ENTRIES, goalMs: GOAL_MS, probeFloor: floor, runs };
  } finally {
    await stopChild(server.child);
  }
}
