// The media half of a backup and a restore: every library file copied into the archive with its size
// and SHA-256, and put back into the target storage (the folder or the bucket) from it.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { mimeTypeForFileName } from "~/features/media/media-types";
import { createDiskStorage } from "~/features/media/storage/disk-storage.server";
import type { MediaStorage } from "~/features/media/storage/media-storage.server";
import type { BackupManifest } from "./archive-manifest";
import { formatBytes, formatCount } from "./backup-text";
import { hashStream } from "./checksums.server";
import type { SiteLocation } from "./site-location.server";

/** Runs `work` for every item, at most `limit` at a time (the media's and the documents' copies). */
export async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(workers);
}

/** Every library file: the storage's, and with S3 also the seeded files in DATA_DIR/media the bucket lacks. */
async function mediaSources(location: SiteLocation): Promise<Map<string, MediaStorage>> {
  const sources = new Map<string, MediaStorage>();
  // list() is capped at 1000 by default (docs/product/media.md, "Storage": for the library screen); a backup wants them all.
  for (const file of await location.storage.list(Number.MAX_SAFE_INTEGER)) sources.set(file.name, location.storage);
  if (location.storage.kind === "s3" && location.localMediaDir) {
    const local = createDiskStorage(location.localMediaDir);
    for (const file of await local.list(Number.MAX_SAFE_INTEGER)) if (!sources.has(file.name)) sources.set(file.name, local);
  }
  return sources;
}

export async function copyMedia(location: SiteLocation, stage: string, warnings: string[], log: (line: string) => void) {
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

/** Puts the archive's files into the target storage; returns the names that were not there before. */
export async function putMedia(manifest: BackupManifest, stage: string, storage: MediaStorage, present: Set<string>, added: string[]) {
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
