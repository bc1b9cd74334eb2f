// GET /healthz, for the load balancer: 200 only while this process can serve. 503 while the database or the
// media storage is unreachable, and while it drains before stopping (it then takes no new work). Its own
// module so that a test can serve it beside a route (tests/integration/approval-log-export.test.ts).
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { processDatabase } from "#db/client.server";
import { storageHealth } from "~/features/media/storage/storage-health.server";
import { lastDatabaseError, probeDatabase } from "./database-availability";

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
    res
      .status(status === "ok" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status, database, storage });
  };
}
