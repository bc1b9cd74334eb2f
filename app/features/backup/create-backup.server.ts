// `createBackup`: one tar.gz with the database, every library file and (if kept in DATA_DIR) the auth
// secret, for the embedded database and for a Postgres server with S3 media alike.
// See docs/decisions/0009-backup-and-restore.md.
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readBuildInfo } from "~/core/build-info.server";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, MANIFEST, type BackupManifest } from "./archive-manifest";
import { packArchive, removeWorkDir } from "./archive.server";
import { saveAuthSecret } from "./auth-secret.server";
import { BackupError } from "./backup-error";
import { formatCount } from "./backup-text";
import { dumpDatabase } from "./database-dump.server";
import { copyMedia } from "./media-copy.server";
import { copyDocuments } from "./document-copy.server";
import { openSite, type SiteLocation } from "./site-location.server";

export interface BackupOptions extends SiteLocation {
  /** Folder for the files being packed (default: the system's temporary folder, TMPDIR). */
  workDir?: string;
  log?: (line: string) => void;
}

export interface BackupSummary {
  file: string;
  archiveBytes: number;
  tables: Record<string, number>;
  mediaFiles: number;
  mediaBytes: number;
  documentFiles: number;
  warnings: string[];
  durationMs: number;
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
    let documentFiles: NonNullable<BackupManifest["documents"]>["files"] = [];
    try {
      ({ database, libraryFiles } = await dumpDatabase(site.open, stage));
      const totalRows = Object.values(database.tables).reduce((s, t) => s + t.rows, 0);
      log(`Datenbank gesichert: ${Object.keys(database.tables).length} Tabellen, ${formatCount(totalRows)} Zeilen`);
      // After the snapshot: a file uploaded meanwhile is an unused extra, never a row without its file.
      media = await copyMedia(options, stage, warnings, log);
      if (options.documents) documentFiles = await copyDocuments(options.documents, stage, warnings, log);
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
      documents: { files: documentFiles },
      authSecret: await saveAuthSecret(options, stage),
    };
    await fsp.writeFile(path.join(stage, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
    const entries = [MANIFEST, "database", "media", ...(options.documents ? ["documents"] : []), ...(manifest.authSecret?.file ? ["secrets"] : [])];
    await packArchive(partial, stage, entries);
    await fsp.rename(partial, target);
    return {
      file: target,
      archiveBytes: (await fsp.stat(target)).size,
      tables: Object.fromEntries(Object.entries(database.tables).map(([name, t]) => [name, t.rows])),
      mediaFiles: media.length,
      mediaBytes: media.reduce((s, f) => s + f.bytes, 0),
      documentFiles: documentFiles.length,
      warnings,
      durationMs: performance.now() - started,
    };
  } finally {
    await fsp.rm(partial, { force: true }).catch(() => undefined);
    await removeWorkDir(stage);
  }
}
