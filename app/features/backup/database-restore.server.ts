// The database half of a restore: is the target empty, then every row in foreign-key order and the
// sequences' saved positions, in one transaction.
import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type OpenDatabase, type Queryable } from "#db/client.server";
import { announceContentChange } from "~/core/content/content-announce.server";
import type { BackupManifest } from "./archive-manifest";
import { BackupError, RestoreRefusedError } from "./backup-error";
import { counted } from "./backup-text";
import { columnList, quoteIdent, tableRef, type Catalog } from "./catalog.server";

export interface Occupancy {
  rowsByTable: Record<string, number>;
  mediaNames: string[];
}

/**
 * Rows the migrations themselves write into an empty database: migration 0020's four document kinds ('Dokumente').
 * They do not make a target "not empty", and a restore replaces them with the archive's rows (which hold them too).
 * By table: the condition that picks every other row.
 */
const migrationRows: Record<string, SQL> = {
  document_kinds: sql`key not in ('ifu', 'datasheet', 'declaration-of-conformity', 'brochure')`,
};

/** Tables holding rows, with their counts: any row at all (but the migrations' own) makes the target "not empty". */
export async function occupiedTables(q: Queryable, catalog: Catalog): Promise<Record<string, number>> {
  const rowsByTable: Record<string, number> = {};
  for (const table of catalog.tables) {
    const only = migrationRows[table.name];
    const [{ n }] = await rowsOf<{ n: number }>(q, sql`select count(*)::int as n from ${tableRef(table.name)}${only ? sql` where ${only}` : sql``}`);
    if (n > 0) rowsByTable[table.name] = n;
  }
  return rowsByTable;
}

export function isEmpty(o: Occupancy) {
  return Object.keys(o.rowsByTable).length === 0 && o.mediaNames.length === 0;
}

export function describeOccupancy(o: Occupancy): string {
  const parts: string[] = [];
  const { pages = 0, user = 0, ...others } = o.rowsByTable;
  if (pages) parts.push(counted(pages, "Seite", "Seiten"));
  if (user) parts.push(counted(user, "Konto", "Konten"));
  const otherRows = Object.values(others).reduce((s, n) => s + n, 0);
  if (otherRows) parts.push(counted(otherRows, "weitere Zeile", "weitere Zeilen"));
  if (o.mediaNames.length) parts.push(counted(o.mediaNames.length, "Mediendatei", "Mediendateien"));
  return parts.join(", ");
}

/** The lines of a JSON-lines file; JSON escapes every line break inside its strings. */
async function* readLines(file: string): AsyncGenerator<string> {
  let rest = "";
  for await (const chunk of fs.createReadStream(file, { encoding: "utf8" })) {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    for (const line of parts) if (line) yield line;
  }
  if (rest) yield rest;
}

async function insertRows(q: Queryable, table: string, columns: string[], file: string): Promise<number> {
  let batch: string[] = [];
  let batchBytes = 0;
  let inserted = 0;
  const flush = async () => {
    if (!batch.length) return;
    // OVERRIDING SYSTEM VALUE keeps the ids of identity columns as saved (serial ones keep them anyway).
    await q.execute(
      sql`insert into ${tableRef(table)} (${columnList(columns)}) overriding system value
          select ${columnList(columns)} from json_populate_recordset(null::${tableRef(table)}, ${"[" + batch.join(",") + "]"}::json)`,
    );
    inserted += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for await (const line of readLines(file)) {
    batch.push(line);
    batchBytes += line.length;
    if (batch.length >= 500 || batchBytes >= 4_000_000) await flush();
  }
  await flush();
  return inserted;
}

async function restoreSequences(q: Queryable, catalog: Catalog, saved: BackupManifest["database"]["sequences"]) {
  for (const s of catalog.sequences) {
    // The saved position, not max(id) + 1: ids of deleted rows are never handed out again, so a dead
    // reference left in content (an asset id a section still lists) cannot come back as another file.
    let value = BigInt(saved[s.name]?.lastValue ?? "1");
    let called = saved[s.name]?.isCalled ?? false;
    if (s.table && s.column) {
      const [{ max }] = await rowsOf<{ max: string | null }>(q, sql`select max(${sql.identifier(s.column)})::text as max from ${tableRef(s.table)}`);
      if (max !== null && (BigInt(max) > value || (BigInt(max) === value && !called))) {
        value = BigInt(max);
        called = true;
      }
    }
    await q.execute(sql`select setval(${`${quoteIdent("public")}.${quoteIdent(s.name)}`}::regclass, ${value.toString()}::bigint, ${called})`);
  }
}

export async function restoreDatabase(open: OpenDatabase, catalog: Catalog, manifest: BackupManifest, stage: string, force: boolean) {
  const targetTables = new Map(catalog.tables.map((t) => [t.name, t]));
  const unknown = Object.keys(manifest.database.tables).filter((name) => !targetTables.has(name));
  if (unknown.length) throw new BackupError(`Die Zieldatenbank kennt die Tabellen ${unknown.join(", ")} der Sicherung nicht.`);
  const restored: Record<string, number> = {};
  await open.db.transaction(async (tx) => {
    if (force) {
      if (catalog.tables.length)
        await tx.execute(
          sql`truncate table ${sql.join(
            catalog.tables.map((t) => tableRef(t.name)),
            sql`, `,
          )}`,
        );
    } else {
      // Checked again inside the transaction: a server that started meanwhile may have seeded.
      const now = { rowsByTable: await occupiedTables(tx, catalog), mediaNames: [] };
      if (!isEmpty(now)) throw new RestoreRefusedError(`Das Ziel ist inzwischen nicht mehr leer (${describeOccupancy(now)}). Mit --force ersetzen.`);
      // Only the migrations' own rows are there (nothing refers to them yet): the archive's take their place.
      for (const table of catalog.tables) if (migrationRows[table.name]) await tx.execute(sql`delete from ${tableRef(table.name)}`);
    }
    for (const name of catalog.insertOrder) {
      const saved = manifest.database.tables[name];
      if (!saved) continue;
      const columns = targetTables.get(name)!.columns.filter((c) => saved.columns.includes(c));
      const inserted = await insertRows(tx, name, columns, path.join(stage, saved.path));
      if (inserted !== saved.rows) throw new BackupError(`Tabelle ${name}: ${inserted} statt ${saved.rows} Zeilen gelesen – die Sicherung ist unvollständig.`);
      restored[name] = inserted;
    }
    await restoreSequences(tx, catalog, manifest.database.sequences);
    // Servers still running on this database drop every cached page when the restore commits.
    await announceContentChange(tx);
  });
  return restored;
}
