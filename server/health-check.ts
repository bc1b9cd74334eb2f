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

/** The documents' part of /healthz: "warning" with the failed versions when a file failed its integrity check. */
async function documentsHealth(databaseUp: boolean) {
  if (!databaseUp) return { state: "unknown" as const };
  try {
    const failures = await documentIntegrityFailures();
    if (!failures.length) return { state: "ok" as const, integrityFailures: 0 };
    return {
      state: "warning" as const,
      integrityFailures: failures.length,
      message: `${failures.length} Dokumentversion(en) mit verletzter Integrität (Prüfsumme stimmt nicht oder Datei fehlt): nicht mehr ausgeliefert, siehe CMS «Dokumente».`,
      versions: failures.slice(0, 20).map((f) => ({ versionId: f.versionId, product: f.productTitle, kind: f.kindKey, language: f.language, label: f.label })),
    };
  } catch {
    return { state: "unknown" as const };
  }
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
    const documents = await documentsHealth(databaseUp);
    res
      .status(status === "ok" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status, database, storage, documents });
  };
}
