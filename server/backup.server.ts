// Backup and restore of the whole site (issue 10, item 8): one tar.gz with the database and every
// library file, for the embedded database (PGlite) and for a Postgres server with S3 media alike.
// The dump is logical and engine-agnostic: every table of schema `public` as JSON lines read in one
// REPEATABLE READ snapshot; restore runs the migrations on the target and inserts the rows in
// foreign-key order in one transaction. Tables and columns come from the catalogue, so a table added
// by a later migration is covered without touching this file. See docs/decisions/0009-backup-and-restore.md.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import * as tar from "tar";
import { z } from "zod";
import { migrateDatabase, migrationsFolder, openDatabase, rowsOf, type DatabaseConfig, type OpenDatabase, type Queryable } from "#db/client.server";
import { announceContentChange } from "~/core/content/content-announce.server";
import { isSafeMediaName } from "~/features/media/file-names";
import { mimeTypeForFileName } from "~/features/media/media-types";
import { createDiskStorage } from "~/features/media/storage/disk-storage.server";
import { mediaStorage, s3ConfigFrom } from "~/features/media/storage/configured-storage.server";
import type { MediaStorage } from "~/features/media/storage/media-storage.server";
import { readBuildInfo } from "~/core/build-info.server";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";
import { env, type AppEnv } from "~/core/env.server";

export const BACKUP_FORMAT = "auralis-backup";
export const BACKUP_FORMAT_VERSION = 1;

/** A refusal or a damaged archive: the message is German and meant for the operator as it stands. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** The target holds content and --force was not given. */
export class RestoreRefusedError extends BackupError {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

/** Where a site lives. The CLI builds it from the environment (siteFromEnvironment); tests pass their own. */
export interface SiteLocation {
  /** A configuration (opened and closed here; an embedded one under the DATA_DIR lock) or an open handle. */
  database: DatabaseConfig | OpenDatabase;
  /** The library's storage: DATA_DIR/media or the S3 bucket. */
  storage: MediaStorage;
  /**
   * With S3 storage: DATA_DIR/media. Sites seeded before decision 0010 keep the seed's files there
   * rather than in the bucket (decision 0006); the backup takes those the bucket lacks, and the
   * restore puts them into the bucket with the rest.
   */
  localMediaDir?: string;
  /** DATA_DIR: locked while an embedded database in it is open here; holds `auth-secret` without AUTH_SECRET. */
  dataDir?: string;
  /** AUTH_SECRET from the environment, when set. */
  authSecret?: string;
}

export interface BackupOptions extends SiteLocation {
  /** Folder for the files being packed (default: the system's temporary folder, TMPDIR). */
  workDir?: string;
  log?: (line: string) => void;
}

export interface RestoreOptions extends SiteLocation {
  /** Replace a target that already holds content. */
  force?: boolean;
  workDir?: string;
  log?: (line: string) => void;
}

export interface BackupSummary {
  file: string;
  archiveBytes: number;
  tables: Record<string, number>;
  mediaFiles: number;
  mediaBytes: number;
  warnings: string[];
  durationMs: number;
}

export interface RestoreSummary {
  file: string;
  tables: Record<string, number>;
  mediaFiles: number;
  mediaBytes: number;
  /** True when --force replaced content that was there. */
  replaced: boolean;
  warnings: string[];
  durationMs: number;
}

// ---------------------------------------------------------------------------------------------------
// The archive's table of contents

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const archivedFile = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: sha256Hex });

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  app: z.object({ build: z.string(), timestamp: z.string(), commit: z.string().nullable() }),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** created_at of every applied drizzle migration: the schema the rows belong to. */
    migrations: z.array(z.number()),
    tables: z.record(z.string(), archivedFile.extend({ rows: z.number().int().nonnegative(), columns: z.array(z.string()) })),
    sequences: z.record(z.string(), z.object({ lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  }),
  media: z.object({
    storage: z.enum(["disk", "s3"]),
    files: z.array(archivedFile.extend({ name: z.string().refine(isSafeMediaName, "unsicherer Dateiname") })),
  }),
  authSecret: z.object({ source: z.enum(["file", "environment"]), fingerprint: z.string(), file: archivedFile.optional() }).nullable(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

const MANIFEST = "manifest.json";
const AUTH_SECRET_ENTRY = "secrets/auth-secret";

// ---------------------------------------------------------------------------------------------------
// Small helpers

const tableRef = (name: string) => sql`${sql.identifier("public")}.${sql.identifier(name)}`;
const columnList = (columns: string[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

function fingerprint(secret: string): string {
  return crypto.createHash("sha256").update(secret).digest("hex").slice(0, 16);
}

/** Streams `source` into `target` (or only through the hash when no target), returning size and sha256. */
async function hashStream(source: NodeJS.ReadableStream, target?: string): Promise<{ bytes: number; sha256: string }> {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  if (target) await pipeline(source, meter, fs.createWriteStream(target, { flags: "wx" }));
  else
    await pipeline(source, meter, async (chunks: AsyncIterable<Buffer>) => {
      for await (const _ of chunks) {
        /* drained: only the hash is wanted */
      }
    });
  return { bytes, sha256: hash.digest("hex") };
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

async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(workers);
}

const numbers = new Intl.NumberFormat("de-CH");
const formatCount = (n: number) => numbers.format(n);
/** "1 Konto", "3 Konten". */
const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Removes a working folder without ever hiding the error that ended the work: after a damaged archive
 * the unpacker may still be writing a last entry into it, hence the retries.
 */
async function removeWorkDir(dir: string) {
  await fsp.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------------
// Opening a site's database (the embedded one only under the DATA_DIR lock)

interface OpenedSite {
  open: OpenDatabase;
  close(): Promise<void>;
}

function hasEmbeddedDatabase(pgliteDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir, "PG_VERSION"));
}

async function openSite(location: SiteLocation, purpose: "backup" | "restore"): Promise<OpenedSite> {
  const database = location.database;
  if ("db" in database) return { open: database, close: async () => {} };
  let release: (() => void) | undefined;
  if ("pgliteDir" in database) {
    // PGlite keeps no lock of its own: a second process on the directory corrupts it. The server holds
    // DATA_DIR/server.lock for its whole life, so while it runs this refuses instead of reading a
    // database that is being written (architecture guide, "Measured facts").
    const lockDir = location.dataDir ?? path.dirname(database.pgliteDir);
    try {
      release = acquireDataDirLock(lockDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new BackupError(
        `Server zuerst stoppen: das Datenverzeichnis ${lockDir} ist von einem laufenden Prozess gesperrt. ` +
          `Die eingebettete Datenbank lässt sich nur bei gestopptem Server ${purpose === "backup" ? "sichern" : "wiederherstellen"}, ` +
          `denn zwei Prozesse auf ihr würden sie beschädigen.\n${error.message}`,
      );
    }
    if (purpose === "backup" && !hasEmbeddedDatabase(database.pgliteDir)) {
      release();
      throw new BackupError(`In ${database.pgliteDir} liegt keine eingebettete Datenbank – nichts zu sichern.`);
    }
  }
  let open: OpenDatabase;
  try {
    open = await openDatabase(database);
  } catch (error) {
    release?.();
    throw error;
  }
  return {
    open,
    async close() {
      try {
        await open.close();
      } finally {
        release?.();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The catalogue: tables, columns, keys, sequences of schema `public`

interface TableInfo {
  name: string;
  /** Columns that hold data, in table order; generated columns (e.g. pages.slug_key) are computed again. */
  columns: string[];
  primaryKey: string[];
}

interface SequenceInfo {
  name: string;
  /** The serial or identity column the sequence feeds, when it has one. */
  table: string | null;
  column: string | null;
}

interface Catalog {
  tables: TableInfo[];
  /** Table names, parents before the tables that reference them. */
  insertOrder: string[];
  sequences: SequenceInfo[];
}

async function readCatalog(q: Queryable): Promise<Catalog> {
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

async function appliedMigrations(q: Queryable): Promise<number[]> {
  const [{ present }] = await rowsOf<{ present: boolean }>(q, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!present) return [];
  const applied = await rowsOf<{ created_at: string }>(q, sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`);
  return applied.map((r) => Number(r.created_at));
}

function migrationsOfThisVersion(): number[] {
  return readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);
}

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

function describeVersion(manifest: BackupManifest) {
  const commit = manifest.app.commit ? `, Commit ${manifest.app.commit.slice(0, 12)}` : "";
  return `Build ${manifest.app.build}${commit}, gesichert ${manifest.createdAt}`;
}

/**
 * Rows are restored into the schema they were saved from. An older archive is not restored into a
 * newer schema (a migration may have converted data, e.g. read_at into status): restore it with the
 * application version that wrote it, then start this version, which migrates.
 */
function assertSameSchema(manifest: BackupManifest, available: number[], where: string) {
  const archived = manifest.database.migrations;
  if (sameList(archived, available)) return;
  if (archived.some((m) => !available.includes(m))) {
    throw new BackupError(
      `Die Sicherung stammt von einer neueren Version der Anwendung (${describeVersion(manifest)}) als ${where}. ` +
        `Zuerst die Anwendung aktualisieren, dann wiederherstellen.`,
    );
  }
  throw new BackupError(
    `Die Sicherung stammt von einem älteren Datenbankschema (${describeVersion(manifest)}; ${archived.length} von ` +
      `${available.length} Migrationen). Mit jener Version der Anwendung wiederherstellen und danach diese Version starten: ` +
      `sie migriert die Daten.`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Backup

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

interface DatabaseDump {
  database: BackupManifest["database"];
  /** File names the library lists (media_assets), to warn about rows whose file is already gone. */
  libraryFiles: string[];
}

async function dumpDatabase(open: OpenDatabase, stage: string): Promise<DatabaseDump> {
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

/** Every library file: the storage's, and with S3 also the seeded files in DATA_DIR/media the bucket lacks. */
async function mediaSources(location: SiteLocation): Promise<Map<string, MediaStorage>> {
  const sources = new Map<string, MediaStorage>();
  // list() is capped at 1000 by default (spec §7, for the library screen); a backup wants them all.
  for (const file of await location.storage.list(Number.MAX_SAFE_INTEGER)) sources.set(file.name, location.storage);
  if (location.storage.kind === "s3" && location.localMediaDir) {
    const local = createDiskStorage(location.localMediaDir);
    for (const file of await local.list(Number.MAX_SAFE_INTEGER)) if (!sources.has(file.name)) sources.set(file.name, local);
  }
  return sources;
}

async function copyMedia(location: SiteLocation, stage: string, warnings: string[], log: (line: string) => void) {
  await fsp.mkdir(path.join(stage, "media"));
  const sources = await mediaSources(location);
  const names = [...sources.keys()].sort();
  const files: BackupManifest["media"]["files"] = [];
  await forEachLimited(names, 4, async (name) => {
    const object = await sources.get(name)!.stream(name);
    if (!object) {
      warnings.push(`Mediendatei ${name} verschwand während der Sicherung und fehlt im Archiv.`);
      return;
    }
    const entry = `media/${name}`;
    const copied = await hashStream(object.body, path.join(stage, entry));
    files.push({ name, path: entry, bytes: copied.bytes, sha256: copied.sha256 });
  });
  files.sort((a, b) => (a.name < b.name ? -1 : 1));
  log(`Mediendateien gesichert: ${formatCount(files.length)} (${formatBytes(files.reduce((s, f) => s + f.bytes, 0))})`);
  return files;
}

async function saveAuthSecret(location: SiteLocation, stage: string): Promise<BackupManifest["authSecret"]> {
  if (location.authSecret) return { source: "environment", fingerprint: fingerprint(location.authSecret) };
  if (!location.dataDir) return null;
  let secret: string;
  try {
    secret = (await fsp.readFile(path.join(location.dataDir, "auth-secret"), "utf8")).trim();
  } catch {
    return null;
  }
  if (!secret) return null;
  // Without it the restored site could not read the two-factor secrets (better-auth encrypts them with
  // it) and every session would end. The archive is as confidential as the database it carries anyway.
  await fsp.mkdir(path.join(stage, "secrets"));
  await fsp.writeFile(path.join(stage, AUTH_SECRET_ENTRY), secret, { mode: 0o600 });
  const bytes = Buffer.byteLength(secret);
  return {
    source: "file",
    fingerprint: fingerprint(secret),
    file: { path: AUTH_SECRET_ENTRY, bytes, sha256: crypto.createHash("sha256").update(secret).digest("hex") },
  };
}

/** Writes one archive with the database, every library file and (if kept in DATA_DIR) the auth secret. */
export async function createBackup(file: string, options: BackupOptions): Promise<BackupSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`Die Datei ${target} existiert bereits – bitte einen neuen Dateinamen wählen.`);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const stage = await fsp.mkdtemp(path.join(options.workDir ?? os.tmpdir(), "auralis-backup-"));
  // Packed beside the target and renamed at the end: a failed backup never leaves a half archive under its name.
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`);
  const warnings: string[] = [];
  try {
    const site = await openSite(options, "backup");
    let database: BackupManifest["database"];
    let libraryFiles: string[];
    let media: BackupManifest["media"]["files"];
    try {
      ({ database, libraryFiles } = await dumpDatabase(site.open, stage));
      const totalRows = Object.values(database.tables).reduce((s, t) => s + t.rows, 0);
      log(`Datenbank gesichert: ${Object.keys(database.tables).length} Tabellen, ${formatCount(totalRows)} Zeilen`);
      // After the snapshot: a file uploaded meanwhile is an unused extra, never a row without its file.
      media = await copyMedia(options, stage, warnings, log);
    } finally {
      await site.close();
    }
    const saved = new Set(media.map((f) => f.name));
    const missing = libraryFiles.filter((name) => !saved.has(name));
    if (missing.length) {
      warnings.push(
        `${missing.length} Einträge der Mediathek haben keine Datei im Speicher (schon vor der Sicherung): ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? " …" : ""}`,
      );
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      app: readBuildInfo(),
      database,
      media: { storage: options.storage.kind, files: media },
      authSecret: await saveAuthSecret(options, stage),
    };
    await fsp.writeFile(path.join(stage, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
    const entries = [MANIFEST, "database", "media", ...(manifest.authSecret?.file ? ["secrets"] : [])];
    await tar.c({ gzip: true, file: partial, cwd: stage, portable: true }, entries);
    await fsp.rename(partial, target);
    return {
      file: target,
      archiveBytes: (await fsp.stat(target)).size,
      tables: Object.fromEntries(Object.entries(database.tables).map(([name, t]) => [name, t.rows])),
      mediaFiles: media.length,
      mediaBytes: media.reduce((s, f) => s + f.bytes, 0),
      warnings,
      durationMs: performance.now() - started,
    };
  } finally {
    await fsp.rm(partial, { force: true }).catch(() => undefined);
    await removeWorkDir(stage);
  }
}

// ---------------------------------------------------------------------------------------------------
// Reading and checking an archive

const ALLOWED_ENTRY = /^(manifest\.json|(database|media|secrets)\/?|database\/[^/]+\.ndjson|media\/[^/]+|secrets\/auth-secret)$/;

/** Unpacks into `stage` and checks every file against the manifest's sizes and SHA-256 sums. */
export async function readBackup(file: string, stage: string): Promise<BackupManifest> {
  const damaged = (detail: string) =>
    new BackupError(`Die Sicherung ${file} ist beschädigt oder kein Archiv dieser Anwendung (${detail}). Es wurde nichts verändert.`);
  if (!fs.existsSync(file)) throw new BackupError(`Die Sicherung ${file} wurde nicht gefunden.`);
  try {
    await tar.x({
      file,
      cwd: stage,
      strict: true,
      // Only regular files and folders under the known names: no links, nothing outside the stage.
      filter: (entryPath, entry) => {
        const type = "type" in entry ? entry.type : entry.isDirectory() ? "Directory" : "File";
        return (type === "File" || type === "Directory") && ALLOWED_ENTRY.test(entryPath.replace(/^\.\//, ""));
      },
    });
  } catch (error) {
    throw damaged((error as Error).message);
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await fsp.readFile(path.join(stage, MANIFEST), "utf8")));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw damaged(code === "ENOENT" ? "manifest.json fehlt" : `manifest.json ungültig: ${(error as Error).message.slice(0, 200)}`);
  }
  const listed = [
    ...Object.values(manifest.database.tables),
    ...manifest.media.files.map((f) => {
      if (f.path !== `media/${f.name}`) throw damaged(`Mediendatei ${f.name} unter falschem Pfad`);
      return f;
    }),
    ...(manifest.authSecret?.file ? [manifest.authSecret.file] : []),
  ];
  for (const entry of listed) {
    if (!ALLOWED_ENTRY.test(entry.path)) throw damaged(`unerwarteter Pfad ${entry.path}`);
    let actual: { bytes: number; sha256: string };
    try {
      actual = await hashStream(fs.createReadStream(path.join(stage, entry.path)));
    } catch {
      throw damaged(`${entry.path} fehlt`);
    }
    if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256) throw damaged(`Prüfsumme von ${entry.path} stimmt nicht`);
  }
  return manifest;
}

// ---------------------------------------------------------------------------------------------------
// Restore

interface Occupancy {
  rowsByTable: Record<string, number>;
  mediaNames: string[];
}

/** Tables holding rows, with their counts: any row at all makes the target "not empty". */
async function occupiedTables(q: Queryable, catalog: Catalog): Promise<Record<string, number>> {
  const rowsByTable: Record<string, number> = {};
  for (const table of catalog.tables) {
    const [{ n }] = await rowsOf<{ n: number }>(q, sql`select count(*)::int as n from ${tableRef(table.name)}`);
    if (n > 0) rowsByTable[table.name] = n;
  }
  return rowsByTable;
}

function isEmpty(o: Occupancy) {
  return Object.keys(o.rowsByTable).length === 0 && o.mediaNames.length === 0;
}

function describeOccupancy(o: Occupancy): string {
  const parts: string[] = [];
  const { pages = 0, user = 0, ...others } = o.rowsByTable;
  if (pages) parts.push(counted(pages, "Seite", "Seiten"));
  if (user) parts.push(counted(user, "Konto", "Konten"));
  const otherRows = Object.values(others).reduce((s, n) => s + n, 0);
  if (otherRows) parts.push(counted(otherRows, "weitere Zeile", "weitere Zeilen"));
  if (o.mediaNames.length) parts.push(counted(o.mediaNames.length, "Mediendatei", "Mediendateien"));
  return parts.join(", ");
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

async function restoreDatabase(open: OpenDatabase, catalog: Catalog, manifest: BackupManifest, stage: string, force: boolean) {
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

/** Puts the archive's files into the target storage; returns the names that were not there before. */
async function putMedia(manifest: BackupManifest, stage: string, storage: MediaStorage, present: Set<string>, added: string[]) {
  await forEachLimited(manifest.media.files, 4, async (file) => {
    // put() never overwrites (decision 0006); with --force a file of the same name is replaced.
    if (present.has(file.name)) await storage.remove(file.name);
    await storage.put(file.name, fs.createReadStream(path.join(stage, file.path)), {
      contentType: mimeTypeForFileName(file.name),
      size: file.bytes,
    });
    if (!present.has(file.name)) added.push(file.name);
  });
}

async function restoreAuthSecret(manifest: BackupManifest, stage: string, location: SiteLocation, warnings: string[]) {
  const saved = manifest.authSecret;
  if (!saved) return;
  const consequence = "sonst enden alle Sitzungen, und die Zwei-Faktor-Anmeldung der gesicherten Konten funktioniert nicht mehr.";
  if (location.authSecret) {
    if (fingerprint(location.authSecret) !== saved.fingerprint) {
      warnings.push(`AUTH_SECRET des Ziels unterscheidet sich von dem der Sicherung: dasselbe Geheimnis setzen, ${consequence}`);
    }
    return;
  }
  if (saved.source === "environment" || !saved.file) {
    warnings.push(`Die Sicherung wurde mit AUTH_SECRET aus der Umgebung erstellt: beim Start dasselbe AUTH_SECRET setzen, ${consequence}`);
    return;
  }
  if (!location.dataDir) return;
  await fsp.mkdir(location.dataDir, { recursive: true });
  const target = path.join(location.dataDir, "auth-secret");
  const temporary = `${target}.${process.pid}.tmp`;
  await fsp.copyFile(path.join(stage, saved.file.path), temporary);
  await fsp.chmod(temporary, 0o600);
  await fsp.rename(temporary, target);
}

/**
 * Restores an archive into the site at `options`: checks the archive, migrates the target, refuses a
 * target with content unless `force`, puts the files, then writes every row in one transaction.
 */
export async function restoreBackup(file: string, options: RestoreOptions): Promise<RestoreSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const source = path.resolve(file);
  const force = options.force ?? false;
  const warnings: string[] = [];
  const stage = await fsp.mkdtemp(path.join(options.workDir ?? os.tmpdir(), "auralis-restore-"));
  try {
    // Everything that can refuse without touching the target comes first.
    const manifest = await readBackup(source, stage);
    log(`Sicherung geprüft: ${describeVersion(manifest)}, ${manifest.media.files.length} Mediendateien`);
    assertSameSchema(manifest, migrationsOfThisVersion(), "diese");

    const site = await openSite(options, "restore");
    let tables: Record<string, number>;
    let replaced = false;
    try {
      // Checked before migrating: a refused restore leaves even an older target's schema as it was.
      const before: Occupancy = {
        rowsByTable: await occupiedTables(site.open.db, await readCatalog(site.open.db)),
        mediaNames: (await options.storage.list(Number.MAX_SAFE_INTEGER)).map((f) => f.name),
      };
      if (!isEmpty(before)) {
        if (!force) {
          throw new RestoreRefusedError(`Das Ziel ist nicht leer (${describeOccupancy(before)}). Mit --force wird sein Inhalt durch die Sicherung ersetzt.`);
        }
        replaced = true;
        log(`Ersetze den bisherigen Inhalt (${describeOccupancy(before)}).`);
      }
      await migrateDatabase(site.open);
      const applied = await appliedMigrations(site.open.db);
      if (!sameList(applied, manifest.database.migrations)) assertSameSchema(manifest, applied, "die Zieldatenbank");
      const catalog = await readCatalog(site.open.db);

      // Files first, rows second: the transaction stays short, and if it fails the files it would have
      // needed are taken away again, leaving the target as it was (files replaced under --force excepted).
      const present = new Set(before.mediaNames);
      const added: string[] = [];
      const undoAdded = async () => {
        for (const name of added) await options.storage.remove(name).catch(() => false);
      };
      try {
        await putMedia(manifest, stage, options.storage, present, added);
        log(`Mediendateien zurückgelegt: ${formatCount(manifest.media.files.length)}`);
        tables = await restoreDatabase(site.open, catalog, manifest, stage, force);
      } catch (error) {
        await undoAdded();
        throw error;
      }
      const kept = new Set(manifest.media.files.map((f) => f.name));
      for (const name of before.mediaNames) if (!kept.has(name)) await options.storage.remove(name);
      // Still under the DATA_DIR lock: no server can start and make a secret of its own meanwhile.
      await restoreAuthSecret(manifest, stage, options, warnings);
    } finally {
      await site.close();
    }
    return {
      file: source,
      tables,
      mediaFiles: manifest.media.files.length,
      mediaBytes: manifest.media.files.reduce((s, f) => s + f.bytes, 0),
      replaced,
      warnings,
      durationMs: performance.now() - started,
    };
  } finally {
    await removeWorkDir(stage);
  }
}

// ---------------------------------------------------------------------------------------------------
// The commands (scripts/backup.mjs, scripts/restore.mjs)

/** The site this process is configured for: DATABASE_URL or DATA_DIR/pg, S3_* or DATA_DIR/media. */
export function siteFromEnvironment(config: AppEnv = env()): SiteLocation {
  const s3 = s3ConfigFrom(config);
  return {
    database: config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { pgliteDir: config.pgliteDir },
    storage: mediaStorage(),
    localMediaDir: s3 ? config.mediaDir : undefined,
    dataDir: config.dataDir,
    authSecret: config.AUTH_SECRET,
  };
}

function describeSite(location: SiteLocation): string {
  const database = location.database;
  const db =
    "db" in database
      ? database.kind
      : "databaseUrl" in database
        ? "Postgres-Server (DATABASE_URL)"
        : "pgliteDir" in database
          ? `eingebettete Datenbank ${database.pgliteDir}`
          : "Datenbank im Speicher";
  return `${db}, Medien ${location.storage.kind === "s3" ? "im S3-Bucket" : "auf der Festplatte"}`;
}

/** `npm run backup -- <Datei>`; `cwd` is where the operator typed the command (npm's INIT_CWD). */
export async function runBackupCommand(args: string[], cwd = process.cwd()): Promise<number> {
  const files = args.filter((a) => !a.startsWith("-"));
  if (args.includes("--help") || args.includes("-h") || files.length !== 1 || files.length !== args.length) {
    console.error("Aufruf: npm run backup -- <Datei.tar.gz>\nSichert Datenbank und alle Mediendateien in eine Datei.");
    return 2;
  }
  try {
    const location = siteFromEnvironment();
    console.log(`Sichere ${describeSite(location)} …`);
    const summary = await createBackup(path.resolve(cwd, files[0]), { ...location, log: (line) => console.log(line) });
    for (const warning of summary.warnings) console.warn(`Warnung: ${warning}`);
    const totalRows = Object.values(summary.tables).reduce((s, n) => s + n, 0);
    console.log(
      `Sicherung erstellt: ${summary.file} (${formatBytes(summary.archiveBytes)}) – ${counted(totalRows, "Zeile", "Zeilen")}, ` +
        `${counted(summary.mediaFiles, "Mediendatei", "Mediendateien")} (${formatBytes(summary.mediaBytes)}), ${formatSeconds(summary.durationMs)}.`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `Sicherung fehlgeschlagen: ${(error as Error).message}`);
    return 1;
  }
}

/** `npm run restore -- <Datei> [--force]`. */
export async function runRestoreCommand(args: string[], cwd = process.cwd()): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((a) => !a.startsWith("-"));
  const unknown = args.filter((a) => a.startsWith("-") && a !== "--force");
  if (args.includes("--help") || args.includes("-h") || files.length !== 1 || unknown.length) {
    console.error(
      "Aufruf: npm run restore -- <Datei.tar.gz> [--force]\n" +
        "Stellt Datenbank und Mediendateien aus einer Sicherung wieder her. Ein Ziel mit Inhalt wird nur mit --force ersetzt.",
    );
    return 2;
  }
  try {
    const location = siteFromEnvironment();
    console.log(`Stelle wieder her in ${describeSite(location)} …`);
    const summary = await restoreBackup(path.resolve(cwd, files[0]), { ...location, force, log: (line) => console.log(line) });
    for (const warning of summary.warnings) console.warn(`Warnung: ${warning}`);
    const totalRows = Object.values(summary.tables).reduce((s, n) => s + n, 0);
    console.log(
      `Wiederhergestellt${summary.replaced ? " (bisheriger Inhalt ersetzt)" : ""}: ${counted(totalRows, "Zeile", "Zeilen")} in ` +
        `${Object.keys(summary.tables).length} Tabellen, ${counted(summary.mediaFiles, "Mediendatei", "Mediendateien")} ` +
        `(${formatBytes(summary.mediaBytes)}), ${formatSeconds(summary.durationMs)}.`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `Wiederherstellung fehlgeschlagen: ${(error as Error).message}`);
    return 1;
  }
}
