// `restoreBackup`: puts an archive of createBackup into a site. Everything that can refuse without
// touching the target comes first (the archive's checksums, its schema, an occupied target without
// --force); then the files, then every row in one transaction. See docs/decisions/0009-backup-and-restore.md.
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { migrateDatabase } from "#db/client.server";
import { describeVersion } from "./archive-manifest";
import { readBackup, removeWorkDir } from "./archive.server";
import { restoreAuthSecret } from "./auth-secret.server";
import { RestoreRefusedError } from "./backup-error";
import { formatCount } from "./backup-text";
import { readCatalog } from "./catalog.server";
import { describeOccupancy, isEmpty, occupiedTables, restoreDatabase, type Occupancy } from "./database-restore.server";
import { putMedia } from "./media-copy.server";
import { presentDocuments, putDocuments, removeOtherDocuments } from "./document-copy.server";
import { appliedMigrations, assertSameSchema, migrationsOfThisVersion, sameList } from "./schema-version.server";
import { openSite, type SiteLocation } from "./site-location.server";

export interface RestoreOptions extends SiteLocation {
  /** Replace a target that already holds content. */
  force?: boolean;
  workDir?: string;
  log?: (line: string) => void;
}

export interface RestoreSummary {
  file: string;
  tables: Record<string, number>;
  mediaFiles: number;
  mediaBytes: number;
  documentFiles: number;
  /** True when --force replaced content that was there. */
  replaced: boolean;
  warnings: string[];
  durationMs: number;
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
      const documentsBefore = options.documents ? await presentDocuments(options.documents) : [];
      const before: Occupancy = {
        rowsByTable: await occupiedTables(site.open.db, await readCatalog(site.open.db)),
        // A document file counts like a library file: the target is not empty.
        mediaNames: [...(await options.storage.list(Number.MAX_SAFE_INTEGER)).map((f) => f.name), ...documentsBefore],
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
      const addedDocuments: string[] = [];
      const undoAdded = async () => {
        for (const name of added) await options.storage.remove(name).catch(() => false);
        for (const key of addedDocuments) {
          const [area, name] = key.split("/") as ["pending" | "public" | "quarantine", string];
          await options.documents?.[area].remove(name).catch(() => false);
        }
      };
      try {
        await putMedia(manifest, stage, options.storage, present, added);
        log(`Mediendateien zurückgelegt: ${formatCount(manifest.media.files.length)}`);
        if (options.documents) {
          await putDocuments(manifest, stage, options.documents, new Set(documentsBefore), addedDocuments);
          log(`Dokumentdateien zurückgelegt: ${formatCount(manifest.documents?.files.length ?? 0)}`);
        }
        tables = await restoreDatabase(site.open, catalog, manifest, stage, force);
      } catch (error) {
        await undoAdded();
        throw error;
      }
      const kept = new Set(manifest.media.files.map((f) => f.name));
      const documentKeys = new Set(documentsBefore);
      for (const name of before.mediaNames) if (!kept.has(name) && !documentKeys.has(name)) await options.storage.remove(name);
      if (options.documents) await removeOtherDocuments(manifest, options.documents, documentsBefore);
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
      documentFiles: manifest.documents?.files.length ?? 0,
      replaced,
      warnings,
      durationMs: performance.now() - started,
    };
  } finally {
    await removeWorkDir(stage);
  }
}
