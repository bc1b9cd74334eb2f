// One query layer for both databases: PGlite (embedded, the default) or a Postgres server (DATABASE_URL).
import path from "node:path";
import fs from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Queryable = Database | Transaction;

export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  ping(): Promise<void>;
}

export type DatabaseConfig = { databaseUrl: string } | { pgliteDir: string } | { memory: true };

export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if ("databaseUrl" in config) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      ping: async () => void (await pool.query("select 1")),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let dataDir: string | undefined;
  if ("pgliteDir" in config) {
    fs.mkdirSync(config.pgliteDir, { recursive: true });
    dataDir = config.pgliteDir;
  }
  const client = await PGlite.create(dataDir);
  const db = drizzle({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    ping: async () => void (await client.query("select 1")),
  };
}

export const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

export async function migrateDatabase(open: OpenDatabase): Promise<void> {
  if (open.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(open.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(open.db as never, { migrationsFolder });
  }
}

// The one database of this process. Kept on globalThis so that a module loaded twice (dev server
// reloads) never opens the embedded database a second time — two PGlite instances on one directory
// corrupt it.
const holder = globalThis as unknown as { __auralisDb?: OpenDatabase };

export function setProcessDatabase(open: OpenDatabase | undefined) {
  holder.__auralisDb = open;
}

export function processDatabase(): OpenDatabase {
  if (!holder.__auralisDb) throw new Error("Die Datenbank ist noch nicht geöffnet.");
  return holder.__auralisDb;
}

export function db(): Database {
  return processDatabase().db;
}
