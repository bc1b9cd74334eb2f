// The database half of a backup: every table of schema `public` as JSON lines, all read in one
// REPEATABLE READ, READ ONLY snapshot through a cursor, and the sequences' positions.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { rowsOf, type OpenDatabase, type Queryable } from "#db/client.server";
import type { BackupManifest } from "./archive-manifest";
import { columnList, quoteIdent, readCatalog, tableRef, type TableInfo } from "./catalog.server";
import { appliedMigrations } from "./schema-version.server";

const FETCH_ROWS = 1000;

async function dumpTable(q: Queryable, table: TableInfo, target: string): Promise<{ rows: number; bytes: number; sha256: string }> {
  const out = fs.createWriteStream(target, { flags: "wx" });
  const hash = crypto.createHash("sha256");
  let count = 0;
  let bytes = 0;
  const write = async (text: string) => {
    hash.update(text);
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  };
  const order = table.primaryKey.length ? sql` order by ${columnList(table.primaryKey)}` : sql``;
  // A cursor inside the snapshot: the table is read in pieces, never whole into memory. The rows
  // leave the database as JSON text, so bigint, numeric and timestamps keep every digit.
  await q.execute(
    sql`declare backup_rows no scroll cursor for
        select row_to_json(r)::text as line from (select ${columnList(table.columns)} from ${tableRef(table.name)}${order}) r`,
  );
  try {
    for (;;) {
      const batch = await rowsOf<{ line: string }>(q, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`));
      if (!batch.length) break;
      await write(batch.map((r) => r.line + "\n").join(""));
      count += batch.length;
    }
  } finally {
    await q.execute(sql`close backup_rows`);
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  return { rows: count, bytes, sha256: hash.digest("hex") };
}

export interface DatabaseDump {
  database: BackupManifest["database"];
  /** File names the library lists (media_assets), to warn about rows whose file is already gone. */
  libraryFiles: string[];
}

export async function dumpDatabase(open: OpenDatabase, stage: string): Promise<DatabaseDump> {
  await fsp.mkdir(path.join(stage, "database"));
  // One snapshot for every table: a Postgres site keeps running during the backup and the archive
  // still holds one consistent state.
  return open.db.transaction(
    async (tx) => {
      const catalog = await readCatalog(tx);
      const tables: BackupManifest["database"]["tables"] = {};
      for (const name of catalog.insertOrder) {
        const table = catalog.tables.find((t) => t.name === name)!;
        const entry = `database/${encodeURIComponent(name)}.ndjson`;
        const dumped = await dumpTable(tx, table, path.join(stage, entry));
        tables[name] = { path: entry, bytes: dumped.bytes, sha256: dumped.sha256, rows: dumped.rows, columns: table.columns };
      }
      // Sequences are not part of the snapshot (they never roll back); read now they are at least as
      // far as every row above, which is all the restore needs.
      const sequences: BackupManifest["database"]["sequences"] = {};
      for (const s of catalog.sequences) {
        const [state] = await rowsOf<{ last_value: string; is_called: boolean }>(
          tx,
          sql.raw(`select last_value::text as last_value, is_called from ${quoteIdent("public")}.${quoteIdent(s.name)}`),
        );
        sequences[s.name] = { lastValue: state.last_value, isCalled: state.is_called };
      }
      const libraryFiles = catalog.tables.some((t) => t.name === "media_assets" && t.columns.includes("filename"))
        ? (await rowsOf<{ filename: string }>(tx, sql`select filename::text as filename from public.media_assets`)).map((f) => f.filename)
        : [];
      return { database: { kind: open.kind, migrations: await appliedMigrations(tx), tables, sequences }, libraryFiles };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
