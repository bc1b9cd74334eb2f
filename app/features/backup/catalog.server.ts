// The catalogue of schema `public`: its tables, their columns and primary keys, the order foreign keys
// allow inserting them in, and its sequences. Read from pg_catalog, so a table a later migration adds
// is backed up and restored without a change here.
import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "#db/client.server";
import { BackupError } from "./backup-error";

/** `public.<name>`, quoted. */
export const tableRef = (name: string) => sql`${sql.identifier("public")}.${sql.identifier(name)}`;
export const columnList = (columns: string[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface TableInfo {
  name: string;
  /** Columns that hold data, in table order; generated columns (e.g. pages.slug_key) are computed again. */
  columns: string[];
  primaryKey: string[];
}

export interface SequenceInfo {
  name: string;
  /** The serial or identity column the sequence feeds, when it has one. */
  table: string | null;
  column: string | null;
}

export interface Catalog {
  tables: TableInfo[];
  /** Table names, parents before the tables that reference them. */
  insertOrder: string[];
  sequences: SequenceInfo[];
}

export async function readCatalog(q: Queryable): Promise<Catalog> {
  const columnRows = await rowsOf<{ table_name: string; column_name: string; generated: boolean }>(
    q,
    sql`select c.relname::text as table_name, a.attname::text as column_name, a.attgenerated <> '' as generated
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname, a.attnum`,
  );
  const keyRows = await rowsOf<{ table_name: string; column_name: string }>(
    q,
    sql`select c.relname::text as table_name, a.attname::text as column_name
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where i.indisprimary and n.nspname = 'public'
        order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const foreignKeys = await rowsOf<{ child: string; parent: string }>(
    q,
    sql`select child.relname::text as child, parent.relname::text as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_namespace cn on cn.oid = child.relnamespace
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace pn on pn.oid = parent.relnamespace
        where k.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public'`,
  );
  const sequenceRows = await rowsOf<{ name: string; table_name: string | null; column_name: string | null }>(
    q,
    sql`select s.relname::text as name, t.relname::text as table_name, a.attname::text as column_name
        from pg_class s
        join pg_namespace n on n.oid = s.relnamespace
        left join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
          and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        left join pg_class t on t.oid = d.refobjid
        left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and n.nspname = 'public'
        order by s.relname`,
  );

  const byName = new Map<string, TableInfo>();
  for (const row of columnRows) {
    const table = byName.get(row.table_name) ?? { name: row.table_name, columns: [], primaryKey: [] };
    if (!row.generated) table.columns.push(row.column_name);
    byName.set(row.table_name, table);
  }
  for (const row of keyRows) byName.get(row.table_name)?.primaryKey.push(row.column_name);
  const tables = [...byName.values()];
  return {
    tables,
    insertOrder: parentsFirst(
      tables.map((t) => t.name),
      foreignKeys,
    ),
    sequences: sequenceRows.map((s) => ({ name: s.name, table: s.table_name, column: s.column_name })),
  };
}

/** Tables ordered so that every referenced table comes before the tables referencing it. */
export function parentsFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) {
    // A table referencing itself gets its rows in one statement per batch, checked at its end.
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p))).sort();
    if (!ready.length) {
      const stuck = tables.filter((t) => !placed.has(t)).join(", ");
      throw new BackupError(`Fremdschlüssel bilden einen Kreis (${stuck}): diese Tabellen lassen sich nicht der Reihe nach einfügen.`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}
