// Postgres advisory locks, named by a string (hashed to the 64-bit key Postgres takes). They work the
// same on PGlite (one connection, so they never wait) and on a Postgres server, where they serialise
// work across every connection of every app process (docs/decisions/0011-several-servers.md).
import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Queryable } from "./client.server";

/**
 * The locks each open transaction already holds. A save takes its page's lock twice (the revision
 * check, then the revision record); the second statement would be free for Postgres but is a round
 * trip, and on the embedded database a statement on the server's own thread (docs/benchmarks.md,
 * editing). Keyed by the transaction object, so a savepoint (its own object) asks again: a lock taken
 * after a savepoint ends when that savepoint is rolled back.
 */
const held = new WeakMap<object, Set<string>>();

/** Held until the surrounding transaction commits or rolls back; taking it twice in one transaction is free. */
export async function lockForTransaction(db: Queryable, name: string) {
  const inTransaction = db instanceof PgTransaction;
  if (inTransaction && held.get(db)?.has(name)) return;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
  if (!inTransaction) return;
  const names = held.get(db) ?? new Set<string>();
  names.add(name);
  held.set(db, names);
}
