// Once per `vitest run`, before any test file: the migrated databases every integration test starts
// from (tests/integration/databases.ts). Building the schema took a PGlite database about 3.5 s (its
// initdb, then every migration) and the Postgres server a clean schema per test file; starting from
// a migrated copy takes about 1 s, and lets two workers each have databases of their own
// (docs/testing.md).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "#db/client.server";
import { POSTGRES_TEMPLATE, databaseUrlFor } from "./database-names";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (dumpDataDir). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-vitest-"));
  const embedded = await openDatabase({ memory: true });
  await migrateDatabase(embedded);
  const file = path.join(dir, "pglite-migrated.tar");
  fs.writeFileSync(file, Buffer.from(await (await embedded.dumpDataDir!()).arrayBuffer()));
  await embedded.close();
  project.provide("pgliteTemplate", file);

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
      await admin.query(`create database ${POSTGRES_TEMPLATE}`);
    } finally {
      await admin.end();
    }
    // A clean slate: the same migrations must build the schema from nothing.
    const template = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, POSTGRES_TEMPLATE) });
    await migrateDatabase(template);
    await template.close();
  }

  return () => fs.rmSync(dir, { recursive: true, force: true });
}
