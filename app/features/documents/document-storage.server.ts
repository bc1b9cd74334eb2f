// Where document files live (docs/decisions/0046-documents.md): beside the media library, never in it. On disk
// DATA_DIR/documents/<area>/, in the bucket the same bucket's keys documents/<area>/ (the storage's key prefix,
// app/features/media/storage/s3-storage.server.ts) – the library lists neither. Three areas, each file named by
// its SHA-256 (document-rules.ts storedDocumentName):
//   pending     drafts, never served to visitors;
//   public      published and withdrawn versions, served by /dokumente/datei/<sha256>/<name> without the
//               database (server/document-route.ts);
//   quarantine  files that failed their integrity check, moved out of public so nothing serves them.
import { createHash } from "node:crypto";
import path from "node:path";
import type { Readable } from "node:stream";
import { env } from "~/core/env.server";
import { s3ConfigFrom } from "~/features/media/storage/configured-storage.server";
import { createDiskStorage } from "~/features/media/storage/disk-storage.server";
import { MediaFileExistsError, type MediaStorage } from "~/features/media/storage/media-storage.server";
import { createS3Storage, type S3StorageConfig } from "~/features/media/storage/s3-storage.server";
import { storedDocumentName } from "./document-rules";

export const documentAreas = ["pending", "public", "quarantine"] as const;
export type DocumentArea = (typeof documentAreas)[number];
export type DocumentStorages = Record<DocumentArea, MediaStorage>;

/** The three areas in the folder `documentsDir`, or under `documents/` in the bucket when `s3` is given. */
export function createDocumentStorages(documentsDir: string, s3: S3StorageConfig | null): DocumentStorages {
  const make = (area: DocumentArea) => (s3 ? createS3Storage({ ...s3, prefix: `documents/${area}/` }) : createDiskStorage(path.join(documentsDir, area)));
  return { pending: make("pending"), public: make("public"), quarantine: make("quarantine") };
}

/** DATA_DIR/documents: the folder of the documents' areas when no bucket is configured. */
export function documentsDirOf(dataDir: string): string {
  return path.join(dataDir, "documents");
}

const holder = globalThis as unknown as { __auralisDocumentStorages?: DocumentStorages };

/** The process's document storage (the bucket when S3_BUCKET is set, else DATA_DIR/documents). */
export function documentStorages(): DocumentStorages {
  if (!holder.__auralisDocumentStorages) {
    const config = env();
    holder.__auralisDocumentStorages = createDocumentStorages(documentsDirOf(config.dataDir), s3ConfigFrom(config));
  }
  return holder.__auralisDocumentStorages;
}

/** Tests: a storage of their own (a temporary folder, an s3rver bucket); undefined goes back to the configured one. */
export function setDocumentStorages(storages: DocumentStorages | undefined) {
  holder.__auralisDocumentStorages = storages;
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The SHA-256 of a stream, read to its end (the sweep hashes files without holding them in memory). */
export async function sha256OfStream(stream: Readable): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Uint8Array);
  return hash.digest("hex");
}

/**
 * Stores a file under its hash in an area. A file already there under that name is the same file (its name is its
 * hash) unless it was altered: it is kept when its bytes still match, and replaced when they do not (it was never
 * served as valid: the version that pointed at it failed or is about to fail its check).
 */
export async function storeByHash(storage: MediaStorage, sha256: string, bytes: Buffer): Promise<void> {
  const name = storedDocumentName(sha256);
  try {
    await storage.put(name, bytes, { contentType: "application/pdf" });
  } catch (error) {
    if (!(error instanceof MediaFileExistsError)) throw error;
    const present = await storage.get(name);
    if (present && sha256Of(present) === sha256) return;
    await storage.remove(name);
    await storage.put(name, bytes, { contentType: "application/pdf" });
  }
}

/** The stored file's bytes when they still match the hash; "missing" or "mismatch" when not. */
export async function readVerified(
  storage: MediaStorage,
  sha256: string,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; problem: "missing" | "mismatch" }> {
  const bytes = await storage.get(storedDocumentName(sha256));
  if (!bytes) return { ok: false, problem: "missing" };
  if (sha256Of(bytes) !== sha256) return { ok: false, problem: "mismatch" };
  return { ok: true, bytes };
}
