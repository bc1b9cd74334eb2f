// The periodic integrity check of published and withdrawn document versions (docs/decisions/0046-documents.md,
// "Integrity"): every file in the storage's public area is read and hashed again. A file that no longer matches its
// recorded SHA-256, or is gone, sets integrity_failed_at on every version that names it and is moved out of the
// public area into the quarantine – the database-free address (server/document-route.ts) stops serving it at once,
// the version stops being current, and administrators see it on the 'Dokumente' screen and in /healthz.
// Each file is hashed as a stream (never held whole) and one at a time, after the server has been quiet.
import { and, inArray, isNull } from "drizzle-orm";
import { db as processDb, type Database } from "#db/client.server";
import { documentVersions } from "#db/schema";
import { logger } from "~/core/logger.server";
import { whenQuiet } from "~/core/server-activity.server";
import { startPeriodicJob } from "~/lib/periodic-job";
import { storedDocumentName } from "./document-rules";
import { documentStorages, sha256OfStream, type DocumentStorages } from "./document-storage.server";
import { recordIntegrityFailure } from "./documents.server";

const FIRST_RUN_MS = 60_000;
/** Every six hours: a tampered file is out of service within a quarter of a day even with nobody looking. */
const INTERVAL_MS = 6 * 3600_000;
const QUIET_MS = 100;

export interface SweepResult {
  /** Files checked (one per hash; several versions may share a file). */
  checked: number;
  /** Versions that failed now. */
  failed: number[];
}

/** Moves a file that failed out of the public area (kept in the quarantine for inspection); gone is gone. */
async function quarantine(storages: DocumentStorages, sha256: string) {
  const name = storedDocumentName(sha256);
  const bytes = await storages.public.get(name);
  if (!bytes) return;
  await storages.quarantine.remove(name);
  await storages.quarantine.put(name, bytes, { contentType: "application/pdf" });
  await storages.public.remove(name);
}

/**
 * Checks every published or withdrawn version's file not yet known to have failed. `waitTurn` runs before each file
 * (by default: until the server has been quiet); `running` false stops early (the server is stopping).
 */
export async function sweepDocumentIntegrity(
  db: Database,
  options: { storages?: DocumentStorages; now?: () => Date; waitTurn?: () => Promise<void>; running?: () => boolean } = {},
): Promise<SweepResult> {
  const storages = options.storages ?? documentStorages();
  const now = options.now ?? (() => new Date());
  const rows = await db
    .select({ id: documentVersions.id, sha256: documentVersions.fileSha256 })
    .from(documentVersions)
    .where(and(inArray(documentVersions.status, ["published", "withdrawn"]), isNull(documentVersions.integrityFailedAt)));
  const byHash = new Map<string, number[]>();
  for (const row of rows) byHash.set(row.sha256, [...(byHash.get(row.sha256) ?? []), row.id]);
  const result: SweepResult = { checked: 0, failed: [] };
  for (const [sha256, ids] of byHash) {
    if (options.running && !options.running()) break;
    await (options.waitTurn ?? (() => whenQuiet(QUIET_MS)))();
    const object = await storages.public.stream(storedDocumentName(sha256));
    const matches = object ? (await sha256OfStream(object.body)) === sha256 : false;
    result.checked++;
    const at = now();
    if (matches) {
      await db.update(documentVersions).set({ integrityCheckedAt: at }).where(inArray(documentVersions.id, ids));
      continue;
    }
    await recordIntegrityFailure(ids, at, db);
    await quarantine(storages, sha256);
    result.failed.push(...ids);
    logger.error(
      { sha256, versions: ids, problem: object ? "mismatch" : "missing" },
      "Dokument: Datei stimmt nicht mit ihrer Prüfsumme überein – nicht mehr ausgeliefert",
    );
  }
  return result;
}

/** Runs the sweep in this process, first a minute after the start; the returned function stops it. */
export function startDocumentIntegritySweep(options: { database?: () => Database } = {}): () => Promise<void> {
  const database = options.database ?? processDb;
  return startPeriodicJob({
    onFailure: (error) => logger.warn({ error: error.message }, "Prüfung der Dokumentdateien fehlgeschlagen"),
    intervalMs: INTERVAL_MS,
    firstRunMs: FIRST_RUN_MS,
    run: async (running) => {
      const result = await sweepDocumentIntegrity(database(), { running });
      if (result.checked) logger.info({ files: result.checked, failed: result.failed.length }, "Dokumentdateien geprüft");
    },
  });
}
