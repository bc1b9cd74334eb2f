// The databases the integration tests run against: always embedded PGlite, and a Postgres server
// when TEST_DATABASE_URL is set (CI starts Debian's postgresql and sets it; see scripts/test.mjs).
// Each open() is a fresh database of its own, a copy of the migrated one global-setup.ts made (the
// schema is built from nothing once per run, by the same migrations as in production); a test of a
// migration's data conversion asks for a database migrated only up to an earlier one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { migrateDatabase, migrationsFolder, openDatabase, type OpenDatabase } from "#db/client.server";
import { POSTGRES_TEMPLATE, databaseUrlFor } from "./database-names";

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

async function migrateThrough(open: OpenDatabase, tag: string) {
  const folder = migrationsThrough(tag);
  try {
    await migrateDatabase(open, folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

let pgliteTemplate: Blob | undefined;

/** A PGlite database in memory, migrated: started from the run's migrated data directory. */
export async function openMigratedPglite(): Promise<OpenDatabase> {
  pgliteTemplate ??= new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
  return openDatabase({ memory: true, from: pgliteTemplate });
}

export const testDatabases: { name: string; open: (options?: TestDatabaseOptions) => Promise<OpenDatabase> }[] = [
  {
    name: "PGlite",
    open: async ({ throughMigration } = {}) => {
      if (!throughMigration) return openMigratedPglite();
      const open = await openDatabase({ memory: true });
      await migrateThrough(open, throughMigration);
      return open;
    },
  },
];

const serverUrl = process.env.TEST_DATABASE_URL;
let opened = 0;

/** Runs one statement on the server's own database (creating and dropping the tests' databases). */
async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own on the Postgres server of TEST_DATABASE_URL: a copy of the migrated template (or empty,
 * for a test that migrates it), with its address and the drop that removes it.
 */
export async function createServerDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL fehlt: ohne Postgres-Server gibt es keine Datenbank darauf.");
  const name = `auralis_test_${process.env.VITEST_POOL_ID ?? 0}_${process.pid}_${++opened}`;
  await onServer(migrated ? `create database ${name} template ${POSTGRES_TEMPLATE}` : `create database ${name}`);
  return { url: databaseUrlFor(serverUrl, name), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

if (serverUrl) {
  testDatabases.push({
    name: "Postgres-Server",
    open: async ({ throughMigration } = {}) => {
      const database = await createServerDatabase({ migrated: !throughMigration });
      const open = await openDatabase({ databaseUrl: database.url });
      if (throughMigration) await migrateThrough(open, throughMigration);
      return {
        ...open,
        async close() {
          await open.close();
          await database.drop();
        },
      };
    },
  });
} else if (process.env.CI) {
  throw new Error("TEST_DATABASE_URL fehlt: in CI laufen die Integrationstests auch gegen einen Postgres-Server.");
}
