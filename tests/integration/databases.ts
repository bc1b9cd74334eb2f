// The databases the integration tests run against: always embedded PGlite, and a Postgres server
// when TEST_DATABASE_URL is set (CI starts Debian's postgresql and sets it; see scripts/test.mjs).
import { sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, type OpenDatabase } from "#db/client.server";

export const testDatabases: { name: string; open: () => Promise<OpenDatabase> }[] = [
  {
    name: "PGlite",
    open: async () => {
      const open = await openDatabase({ memory: true });
      await migrateDatabase(open);
      return open;
    },
  },
];

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  testDatabases.push({
    name: "Postgres-Server",
    open: async () => {
      const open = await openDatabase({ databaseUrl: serverUrl });
      // A clean slate: the same migrations must build the schema from nothing.
      await open.db.execute(sql`drop schema if exists public cascade`);
      await open.db.execute(sql`drop schema if exists drizzle cascade`);
      await open.db.execute(sql`create schema public`);
      await migrateDatabase(open);
      return open;
    },
  });
} else if (process.env.CI) {
  throw new Error("TEST_DATABASE_URL fehlt: in CI laufen die Integrationstests auch gegen einen Postgres-Server.");
}
