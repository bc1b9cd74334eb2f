// GET /healthz, for the load balancer: 200 only while this process can serve. 503 while the database or the
// media storage is unreachable, and while it drains before stopping (it then takes no new work). Document files
// that failed their integrity check ('Dokumente', decision 0046) are a warning for administrators that keeps the
// 200: the process serves everything else, and the failed files are already out of service. Its own
// module so that a test can serve it beside a route (tests/integration/approval-log-export.test.ts).
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { processDatabase } from "#db/client.server";
import { storageHealth } from "~/features/media/storage/storage-health.server";
import { documentIntegrityFailures } from "~/features/documents/documents.server";
import { lastDatabaseError, probeDatabase } from "./database-availability";

/** How long the documents' part of /healthz is reused: a busy health check does not query the database each time. */
export const DOCUMENTS_HEALTH_CACHE_MS = 30_000;

type DocumentsHealth =
  | { state: "unknown" }
  | { state: "ok"; integrityFailures: 0 }
  | {
      state: "warning";
      integrityFailures: number;
      message: string;
      versions: { versionId: number; product: string; kind: string; language: string; label: string }[];
    };

let documentsCache: { at: number; result: Promise<DocumentsHealth> } | undefined;

/**
 * The documents' part of /healthz: "warning" with the failed versions when a file failed its integrity check
 * (app/features/documents/integrity-sweep.server.ts). One query, shared by the callers of DOCUMENTS_HEALTH_CACHE_MS:
 * on the embedded database every query waits its turn (a long export, decision 0041), and the load balancer asks often.
 */
function documentsHealth(): Promise<DocumentsHealth> {
  if (documentsCache && performance.now() - documentsCache.at < DOCUMENTS_HEALTH_CACHE_MS) return documentsCache.result;
  const result = documentIntegrityFailures().then(
    (failures): DocumentsHealth =>
      failures.length
        ? {
            state: "warning",
            integrityFailures: failures.length,
            message: `${failures.length} Dokumentversion(en) mit verletzter Integrität (Prüfsumme stimmt nicht oder Datei fehlt): nicht mehr ausgeliefert, siehe CMS «Dokumente».`,
            versions: failures
              .slice(0, 20)
              .map((f) => ({ versionId: f.versionId, product: f.productTitle, kind: f.kindKey, language: f.language, label: f.label })),
          }
        : { state: "ok", integrityFailures: 0 },
    (): DocumentsHealth => {
      documentsCache = undefined;
      return { state: "unknown" };
    },
  );
  documentsCache = { at: performance.now(), result };
  return result;
}

/** Tests: the next /healthz reads the documents' state afresh. */
export function forgetDocumentsHealth() {
  documentsCache = undefined;
}

/** `draining`: true once the process is stopping. */
export function healthCheck(draining?: () => boolean) {
  return async (_req: ExpressRequest, res: ExpressResponse) => {
    const open = processDatabase();
    const started = performance.now();
    const [databaseUp, storage] = await Promise.all([probeDatabase(), storageHealth()]);
    const database = databaseUp
      ? { kind: open.kind, state: "up", latencyMs: Math.round(performance.now() - started) }
      : { kind: open.kind, state: "down", error: lastDatabaseError() };
    const status = draining?.() ? "draining" : databaseUp && storage.state === "up" ? "ok" : "error";
    // Never waited for while the database is down (the answer is 503 anyway), and read at most twice a minute.
    const documents = databaseUp ? await documentsHealth() : { state: "unknown" };
    res
      .status(status === "ok" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status, database, storage, documents });
  };
}
