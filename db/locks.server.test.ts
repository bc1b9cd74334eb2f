import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { lockForTransaction } from "./locks.server";
import type { Queryable } from "./client.server";

const client = new PGlite();
const statements: string[] = [];
const db = drizzle(client, { logger: { logQuery: (query) => statements.push(query) } });
afterAll(() => client.close());

const locksTaken = () => statements.filter((s) => s.includes("pg_advisory_xact_lock")).length;
async function heldLocks(q: Queryable): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`pg_locks`)
    .where(sql`locktype = 'advisory'`);
  return Number(row.n);
}

describe("lockForTransaction", () => {
  it("asks the database once per lock and transaction, and the lock is held until the end", async () => {
    statements.length = 0;
    await db.transaction(async (tx) => {
      await lockForTransaction(tx as unknown as Queryable, "page:/a");
      await lockForTransaction(tx as unknown as Queryable, "page:/a");
      await lockForTransaction(tx as unknown as Queryable, "page:/b");
      expect(await heldLocks(tx as unknown as Queryable)).toBe(2);
    });
    expect(locksTaken()).toBe(2);
    expect(await heldLocks(db as unknown as Queryable)).toBe(0);

    // The next transaction takes it again.
    await db.transaction(async (tx) => {
      await lockForTransaction(tx as unknown as Queryable, "page:/a");
      expect(await heldLocks(tx as unknown as Queryable)).toBe(1);
    });
    expect(locksTaken()).toBe(3);
  });

  it("asks again inside a savepoint (rolling it back releases what it took) and outside any transaction", async () => {
    statements.length = 0;
    await db.transaction(async (tx) => {
      await lockForTransaction(tx as unknown as Queryable, "page:/a");
      await tx
        .transaction(async (inner) => {
          await lockForTransaction(inner as unknown as Queryable, "page:/c");
          throw new Error("zurück");
        })
        .catch(() => undefined);
      expect(await heldLocks(tx as unknown as Queryable)).toBe(1);
      await lockForTransaction(tx as unknown as Queryable, "page:/c");
      expect(await heldLocks(tx as unknown as Queryable)).toBe(2);
    });
    expect(locksTaken()).toBe(3);
    statements.length = 0;
    await lockForTransaction(db as unknown as Queryable, "page:/a");
    await lockForTransaction(db as unknown as Queryable, "page:/a");
    expect(locksTaken()).toBe(2);
  });
});
