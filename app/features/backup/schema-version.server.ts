// Which schema an archive's rows belong to: the drizzle migrations applied when it was made, compared
// with those of the target (docs/decisions/0009-backup-and-restore.md, "Same schema only").
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder, rowsOf, type Queryable } from "#db/client.server";
import { describeVersion, type BackupManifest } from "./archive-manifest";
import { BackupError } from "./backup-error";

export async function appliedMigrations(q: Queryable): Promise<number[]> {
  const [{ present }] = await rowsOf<{ present: boolean }>(q, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!present) return [];
  const applied = await rowsOf<{ created_at: string }>(q, sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`);
  return applied.map((r) => Number(r.created_at));
}

export function migrationsOfThisVersion(): number[] {
  return readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);
}

export const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Rows are restored into the schema they were saved from. An older archive is not restored into a
 * newer schema (a migration may have converted data, e.g. read_at into status): restore it with the
 * application version that wrote it, then start this version, which migrates.
 */
export function assertSameSchema(manifest: BackupManifest, available: number[], where: string) {
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
