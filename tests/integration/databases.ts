// The databases the integration tests run against: always embedded PGlite, and a Postgres server
// when TEST_DATABASE_URL is set (CI starts Debian's postgresql and sets it; see scripts/test.mjs).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrateDatabase, migrationsFolder, openDatabase, type OpenDatabase } from "#db/client.server";

export interface TestDatabaseOptions {
  /**
   * The last migration to apply ("0016_approval"): a database of that schema, for a test of a later
   * migration's data conversion, which then applies the rest with migrateDatabase. All of them when not given.
   */
  throughMigration?: string;
}

interface Journal {
  entries: { tag: string }[];
}

/** The migrations up to and including `tag`, copied into a folder of their own (drizzle applies a folder's journal). */
function migrationsThrough(tag: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`Die Migration ${tag} gibt es nicht.`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  for (const entry of entries) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return folder;
}

async function migrate(open: OpenDatabase, options: TestDatabaseOptions) {
  if (!options.throughMigration) return migrateDatabase(open);
  const folder = migrationsThrough(options.throughMigration);
  try {
    await migrateDatabase(open, folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export const testDatabases: { name: string; open: (options?: TestDatabaseOptions) => Promise<OpenDatabase> }[] = [
  {
    name: "PGlite",
    open: async (options = {}) => {
      const open = await openDatabase({ memory: true });
      await migrate(open, options);
      return open;
    },
  },
];

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  testDatabases.push({
    name: "Postgres-Server",
    open: async (options = {}) => {
      const open = await openDatabase({ databaseUrl: serverUrl });
      // A clean slate: the same migrations must build the schema from nothing.
      await open.db.execute(sql`drop schema if exists public cascade`);
      await open.db.execute(sql`drop schema if exists drizzle cascade`);
      await open.db.execute(sql`create schema public`);
      await migrate(open, options);
      return open;
    },
  });
} else if (process.env.CI) {
  throw new Error("TEST_DATABASE_URL fehlt: in CI laufen die Integrationstests auch gegen einen Postgres-Server.");
}
