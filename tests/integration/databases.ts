// The databases the integration tests run against: always embedded PGlite, and a Postgres server
// when TEST_DATABASE_URL is set (CI starts Debian's postgresql and sets it; see scripts/test.mjs).
// Each open() is a fresh database of its own, a copy of the migrated one global-setup.ts made (the
// schema is built from nothing once per run, by the same migrations as in production).
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type OpenDatabase } from "#db/client.server";
import { POSTGRES_TEMPLATE, databaseUrlFor } from "./database-names";

let pgliteTemplate: Blob | undefined;

/** A PGlite database in memory, migrated: started from the run's migrated data directory. */
export async function openMigratedPglite(): Promise<OpenDatabase> {
  pgliteTemplate ??= new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
  return openDatabase({ memory: true, from: pgliteTemplate });
}

export const testDatabases: { name: string; open: () => Promise<OpenDatabase> }[] = [{ name: "PGlite", open: openMigratedPglite }];

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

if (serverUrl) {
  testDatabases.push({
    name: "Postgres-Server",
    open: async () => {
      const name = `auralis_test_${process.env.VITEST_POOL_ID ?? 0}_${process.pid}_${++opened}`;
      await onServer(`create database ${name} template ${POSTGRES_TEMPLATE}`);
      const open = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
      return {
        ...open,
        async close() {
          await open.close();
          await onServer(`drop database if exists ${name} with (force)`);
        },
      };
    },
  });
} else if (process.env.CI) {
  throw new Error("TEST_DATABASE_URL fehlt: in CI laufen die Integrationstests auch gegen einen Postgres-Server.");
}
