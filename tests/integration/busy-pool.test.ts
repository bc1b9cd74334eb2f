// A process whose every pooled Postgres connection is busy is busy, not cut off from its database
// (db/client.server.ts): the ping that /healthz and the 503 pages ask goes over a connection of its own and still
// answers, and a request that waits its turn for a pooled connection longer than opening one may take (5 s) gets it
// instead of an error. Before, a burst after a restart made both fail: every request a 503 for a second.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf, type OpenDatabase } from "#db/client.server";
import { createServerDatabase } from "./databases";

const POOL_SIZE = 10;

describe.runIf(process.env.TEST_DATABASE_URL)("Alle Verbindungen des Pools belegt, auf dem Postgres-Server", () => {
  let open: OpenDatabase;
  let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined;

  beforeAll(async () => {
    database = await createServerDatabase();
    open = await openDatabase({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await open?.close();
    await database?.drop();
  });

  it("the ping answers while every pooled connection is busy, and a request waiting 6 s for one gets it", async () => {
    // Every pooled connection in a transaction that stays open for 6 s.
    const busy = Array.from({ length: POOL_SIZE }, () => open.db.transaction((tx) => tx.execute(sql`select pg_sleep(6)`)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pinged = Date.now();
    await expect(open.ping()).resolves.toBeUndefined();
    expect(Date.now() - pinged).toBeLessThan(1500);
    // The eleventh waits its turn – longer than a connection may take to open – and is answered.
    const waited = Date.now();
    const rows = await rowsOf<{ one: number }>(open.db, sql`select 1 as one`);
    expect(Date.now() - waited).toBeGreaterThan(5000);
    expect(rows).toEqual([{ one: 1 }]);
    await Promise.all(busy);
  }, 20_000);
});
