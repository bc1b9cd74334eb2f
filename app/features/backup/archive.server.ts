// The archive file itself: a tar.gz packed from a working folder, and unpacked into one with every
// file checked against the manifest's sizes and SHA-256 sums before anything is restored.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { ALLOWED_ENTRY, MANIFEST, manifestSchema, type BackupManifest } from "./archive-manifest";
import { BackupError } from "./backup-error";
import { hashStream } from "./checksums.server";

/** Packs `entries` of `stage` into `file` (gzip; owners and times left out, so any machine unpacks it alike). */
export async function packArchive(file: string, stage: string, entries: string[]) {
  await tar.c({ gzip: true, file, cwd: stage, portable: true }, entries);
}

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
    ...(manifest.documents?.files ?? []).map((f) => {
      if (f.path !== `documents/${f.area}/${f.name}`) throw damaged(`Dokumentdatei ${f.area}/${f.name} unter falschem Pfad`);
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

/**
 * Removes a working folder without ever hiding the error that ended the work: after a damaged archive
 * the unpacker may still be writing a last entry into it, hence the retries.
 */
export async function removeWorkDir(dir: string) {
  await fsp.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => undefined);
}
