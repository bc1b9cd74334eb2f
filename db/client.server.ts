// One query layer for both databases: PGlite (embedded, the default) or a Postgres server (DATABASE_URL).
import path from "node:path";
import fs from "node:fs";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { logger } from "~/core/logger.server";
import * as schema from "./schema";
import { turnTakingClient } from "./pglite-turns.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/**
 * A database handle or an open transaction: repositories accept either. A transaction is one connection, so a
 * function given a Queryable runs its queries one after another, never side by side (`Promise.all`):
 * node-postgres deprecates a query sent while its client is busy, pg@9 refuses it, and the integration tests
 * fail on its warning (tests/pg-busy-client.setup.ts). On the pool (`db()`) outside a transaction, side by side is fine.
 */
export type Queryable = Database | Transaction;

/** The rows of a raw statement. node-postgres and PGlite both answer with `rows`; drizzle types the
 * result per driver, and this handle serves both, so the shape is asserted here once. */
export async function rowsOf<T>(q: Queryable, statement: SQL): Promise<T[]> {
  return ((await q.execute<Record<string, unknown>>(statement)) as { rows: T[] }).rows;
}

export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  /** The server's address (Postgres only): for connections outside the pool, such as locks and LISTEN. */
  databaseUrl?: string;
  close(): Promise<void>;
  /** Answers within PING_TIMEOUT_MS, or rejects: a health check never hangs on a database that is gone. */
  ping(): Promise<void>;
  /** PGlite only: its data directory as one archive, to start another database from (`from`). */
  dumpDataDir?(): Promise<Blob>;
}

export const PING_TIMEOUT_MS = 2000;

/** Opening a connection to the Postgres server: when it is unreachable, a request fails in seconds (503) instead of waiting. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A request's wait for a pooled connection while all are busy: below nginx's proxy_read_timeout (60 s,
 * deploy/nginx/auralis.conf.template), so a burst is answered late rather than refused.
 */
const POOL_WAIT_MS = 30_000;

/** "select 1" on a connection opened for it and closed after it; its errors are the ping's answer, never the process's. */
async function pingOnOwnConnection(client: import("pg").Client): Promise<void> {
  client.on("error", () => undefined);
  const timer = setTimeout(() => void client.end().catch(() => undefined), PING_TIMEOUT_MS);
  try {
    await client.connect();
    await client.query("select 1");
  } finally {
    clearTimeout(timer);
    await client.end().catch(() => undefined);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * PGlite's buffer pool. Its default, 128 MB, sits in the WebAssembly memory, which never shrinks: on the
 * 10,000-page site it made up most of the embedded database's ~250 MB and kept the server above the
 * 500 MB it may use (docs/benchmarks.md, scale). The data files stay in the operating system's file cache, so a
 * page outside the pool is a read from memory, not from disk; docs/benchmarks.md "Large site" has the figures.
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

/**
 * What the planner takes a page read out of order to cost. Postgres's 4.0 prices a disk seek; PGlite's
 * pages are in its buffer pool or the operating system's file cache. At 4.0 the page list counted a
 * word found on 400 of 10,000 pages by reading every page (19 ms) instead of through the trigram
 * index (8 ms); 1.1 is the usual value for storage without seeks. A Postgres server keeps its own setting.
 */
export const PGLITE_RANDOM_PAGE_COST = "1.1";

/**
 * `memory` with `from`: an in-memory database started from a dump of another's data directory
 * (PGlite's dumpDataDir) instead of an empty one – the tests start from one migrated dump rather than
 * running initdb and every migration for each database they open (tests/integration/databases.ts).
 */
export type DatabaseConfig = { databaseUrl: string } | { pgliteDir: string } | { memory: true; from?: Blob };

export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if ("databaseUrl" in config) {
    const { Client, Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // pg's one `connectionTimeoutMillis` bounds two different waits: opening a connection, and a request's turn for
    // one of the pool's connections while all are busy. The first says the server is unreachable and is kept short;
    // the second only says the process is busy – after a restart the kept socket hands the new process a burst of
    // requests at once – and it waits as a visitor behind nginx would, instead of failing with a 503.
    class PooledClient extends Client {
      constructor(options?: ConstructorParameters<typeof Client>[0]) {
        super({ ...(typeof options === "object" ? options : {}), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      }
    }
    const pool = new Pool({
      Client: PooledClient,
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: POOL_WAIT_MS,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // A pooled connection the server drops while idle (restart, failover) is reported here; without
    // this listener Node would end the whole process. The pool discards it and the next query opens a
    // fresh connection, so the process recovers by itself once the server is back.
    pool.on("error", (error) => logger.warn({ error: error.message }, "Datenbankverbindung unterbrochen"));
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      databaseUrl: config.databaseUrl,
      close: () => pool.end(),
      // On a connection of its own: through the pool, a burst that keeps every pooled connection busy for two
      // seconds looked like a database that is down (/healthz 503, every request a 503 for a second).
      ping: () => withTimeout(pingOnOwnConnection(new Client({ connectionString: config.databaseUrl })), PING_TIMEOUT_MS, "Die Datenbank antwortet nicht."),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  // pg_trgm: the page list's search index (migration 0009); PGlite loads bundled extensions only when asked.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  let dataDir: string | undefined;
  if ("pgliteDir" in config) {
    fs.mkdirSync(config.pgliteDir, { recursive: true });
    dataDir = config.pgliteDir;
  }
  const client = await PGlite.create(dataDir, {
    ...("from" in config && config.from ? { loadDataDir: config.from } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`, "-c", `random_page_cost=${PGLITE_RANDOM_PAGE_COST}`],
  });
  // Statements take turns with the visitors' requests (pglite-turns.server.ts, decision 0022).
  const db = drizzle({ client: turnTakingClient(client), schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
    ping: () =>
      withTimeout(
        client.query("select 1").then(() => undefined),
        PING_TIMEOUT_MS,
        "Die Datenbank antwortet nicht.",
      ),
  };
}

export const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

/**
 * Runs `work` while holding a database-wide lock named `name`, across every process on the same
 * Postgres server: three processes started at once on an empty database migrate and seed one after
 * another, and the later ones find the work done (decision 0011). The lock is a session lock on one
 * dedicated connection, so the work itself may use the pool. PGlite has one process (the data
 * directory lock sees to that) and needs none.
 */
export async function withStartupLock<T>(open: OpenDatabase, name: string, work: () => Promise<T>): Promise<T> {
  if (!open.databaseUrl) return work();
  const { Client } = await import("pg");
  const holder = new Client({ connectionString: open.databaseUrl });
  holder.on("error", (error) => logger.warn({ error: error.message }, "Verbindung der Start-Sperre unterbrochen"));
  await holder.connect();
  try {
    await holder.query("select pg_advisory_lock(hashtextextended($1, 0))", [name]);
    return await work();
  } finally {
    // Ending the session releases the lock even if unlocking fails.
    await holder.query("select pg_advisory_unlock(hashtextextended($1, 0))", [name]).catch(() => undefined);
    await holder.end().catch(() => undefined);
  }
}

/** Applies the migrations not yet applied; `folder` another set of them (a test's database of an older schema, tests/integration/databases.ts). */
export async function migrateDatabase(open: OpenDatabase, folder = migrationsFolder): Promise<void> {
  if (open.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(open.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(open.db as never, { migrationsFolder: folder });
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
