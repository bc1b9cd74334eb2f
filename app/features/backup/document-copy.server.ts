// The documents half of a backup and a restore ('Dokumente', docs/decisions/0046-documents.md): every file of the
// documents storage's areas (pending drafts, the public versions, the quarantine of failed files) copied into the
// archive under documents/<area>/ with its size and SHA-256, and put back into the target's areas from it. An
// archive made before documents existed has none and restores as before.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { documentAreas, type DocumentStorages } from "~/features/documents/document-storage.server";
import type { BackupManifest } from "./archive-manifest";
import { formatBytes, formatCount } from "./backup-text";
import { hashStream } from "./checksums.server";
import { forEachLimited } from "./media-copy.server";

type DocumentFile = NonNullable<BackupManifest["documents"]>["files"][number];

export async function copyDocuments(storages: DocumentStorages, stage: string, warnings: string[], log: (line: string) => void): Promise<DocumentFile[]> {
  const files: DocumentFile[] = [];
  for (const area of documentAreas) {
    await fsp.mkdir(path.join(stage, "documents", area), { recursive: true });
    const names = (await storages[area].list(Number.MAX_SAFE_INTEGER)).map((f) => f.name).sort();
    await forEachLimited(names, 4, async (name) => {
      const object = await storages[area].stream(name);
      if (!object) {
        warnings.push(`Dokumentdatei ${area}/${name} verschwand während der Sicherung und fehlt im Archiv.`);
        return;
      }
      const entry = `documents/${area}/${name}`;
      const copied = await hashStream(object.body, path.join(stage, entry));
      files.push({ area, name, path: entry, bytes: copied.bytes, sha256: copied.sha256 });
    });
  }
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  log(`Dokumentdateien gesichert: ${formatCount(files.length)} (${formatBytes(files.reduce((s, f) => s + f.bytes, 0))})`);
  return files;
}

/** The target's document files now, as "area/name". */
export async function presentDocuments(storages: DocumentStorages): Promise<string[]> {
  const present: string[] = [];
  for (const area of documentAreas) for (const file of await storages[area].list(Number.MAX_SAFE_INTEGER)) present.push(`${area}/${file.name}`);
  return present;
}

/** Puts the archive's document files into the target's areas; returns what was not there before (to undo a failed restore). */
export async function putDocuments(manifest: BackupManifest, stage: string, storages: DocumentStorages, present: Set<string>, added: string[]) {
  await forEachLimited(manifest.documents?.files ?? [], 4, async (file) => {
    const key = `${file.area}/${file.name}`;
    if (present.has(key)) await storages[file.area].remove(file.name);
    await storages[file.area].put(file.name, fs.createReadStream(path.join(stage, file.path)), { contentType: "application/pdf", size: file.bytes });
    if (!present.has(key)) added.push(key);
  });
}

/** After a restore: the target's document files the archive does not hold are removed (the archive is the site now). */
export async function removeOtherDocuments(manifest: BackupManifest, storages: DocumentStorages, before: readonly string[]) {
  const kept = new Set((manifest.documents?.files ?? []).map((f) => `${f.area}/${f.name}`));
  for (const key of before) {
    if (kept.has(key)) continue;
    const [area, name] = key.split("/") as [keyof DocumentStorages, string];
    await storages[area].remove(name);
  }
}
