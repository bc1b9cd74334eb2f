// Postgres advisory locks, named by a string (hashed to the 64-bit key Postgres takes). They work the
// same on PGlite (one connection, so they never wait) and on a Postgres server, where they serialise
// work across every connection of every app process (docs/decisions/0011-several-servers.md).
import { sql } from "drizzle-orm";
import type { Queryable } from "./client.server";

/** Held until the surrounding transaction commits or rolls back; taking it twice in one transaction is free. */
export async function lockForTransaction(db: Queryable, name: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
