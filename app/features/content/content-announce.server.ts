// How a content write tells the other app processes (architecture "Growing past one machine"): a
// NOTIFY sent inside the writing transaction. Postgres delivers it only when that transaction commits,
// so a rolled-back write announces nothing, and a committed one is never missed by a listener that
// stays connected (server/content-relay.server.ts listens; on reconnect it drops every cache instead).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";

export const CONTENT_CHANNEL = "auralis_content_changed";

/** This process's name in its own notifications: it has already dropped its caches when it wrote. */
export const PROCESS_INSTANCE = randomUUID();

/** Call inside the transaction of every write that changes what visitors see. */
export async function announceContentChange(tx: Queryable) {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${PROCESS_INSTANCE})`);
}
