// Keeps the page list's 'Veröffentlichungs-Check' counts filled in the background (docs/decisions/0023-page-list-at-scale.md).
//
// Counts are stored when a page is published, checked on demand or shown in the list; pages that were
// imported, generated or restored have none until then. On 10,000 such pages every first search
// checked its 50 rows before answering (~100–150 ms on PGlite), and a list without counts would show
// no badge, which reads as "no findings". So a server checks, shortly after it starts and then every
// few minutes, the pages whose counts are missing or belong to an older revision: in small batches,
// each only once the server has been quiet for a moment (no request in flight), so visitors and
// editors never wait behind it. On a busy server it takes longer; the list checks what it shows itself.
import { isNull, or, sql } from "drizzle-orm";
import { db as processDb, type Database, type Queryable } from "#db/client.server";
import { pageCheckResults } from "#db/schema";
import { logger } from "~/core/logger.server";
import { startPeriodicJob } from "~/lib/periodic-job";
import { whenQuiet } from "~/core/server-activity.server";
import { checkAndStoreCounts, pagesAndStoredCounts, revisionAndStoredCounts, type CountsToRefresh } from "./publish-check.server";

/** Pages per batch: a batch of 10 takes ~20 ms on PGlite, so a request arriving meanwhile waits little. */
export const SWEEP_BATCH = 10;
/** How long the server must have served nobody before the next batch. */
export const SWEEP_QUIET_MS = 100;
const FIRST_RUN_MS = 5_000;
const INTERVAL_MS = 15 * 60_000;

/** Pages whose counts are missing or older than their newest revision, most recently changed first. */
export function pagesWithStaleCounts(db: Queryable): Promise<CountsToRefresh[]> {
  return pagesAndStoredCounts(db, or(isNull(pageCheckResults.pageId), sql`${pageCheckResults.revision} is distinct from ${revisionAndStoredCounts.revision}`)!);
}

/**
 * Checks every page with stale counts, SWEEP_BATCH at a time, each batch after `waitTurn()` (by
 * default: once the server has been quiet for SWEEP_QUIET_MS); stops early when `running()` turns
 * false (the server is stopping). Returns how many pages it checked.
 */
export async function sweepCheckCounts(
  db: Queryable,
  { running = () => true, waitTurn = () => whenQuiet(SWEEP_QUIET_MS, running) }: { running?: () => boolean; waitTurn?: () => Promise<void> } = {},
): Promise<number> {
  await waitTurn();
  if (!running()) return 0;
  const stale = await pagesWithStaleCounts(db);
  const counts = await checkAndStoreCounts(db, stale, {
    batch: SWEEP_BATCH,
    between: async () => {
      await waitTurn();
      return running();
    },
  });
  return counts.size;
}

/** Runs the sweep in this process, first shortly after the start; the returned function stops it. */
export function startCheckSweep(options: { database?: () => Database } = {}): () => Promise<void> {
  const database = options.database ?? processDb;
  return startPeriodicJob({
    onFailure: (error) => logger.warn({ error: error.message }, "Veröffentlichungs-Check im Hintergrund fehlgeschlagen"),
    intervalMs: INTERVAL_MS,
    firstRunMs: FIRST_RUN_MS,
    run: async (running) => {
      const started = performance.now();
      const checked = await sweepCheckCounts(database(), { running });
      if (checked) logger.info({ pages: checked, ms: Math.round(performance.now() - started) }, "Veröffentlichungs-Check im Hintergrund nachgeholt");
    },
  });
}
