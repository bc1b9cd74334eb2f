// Turning a received upload (a temporary file plus the form's fields) into a library file: the type
// is recognised from the content, images are measured, the name is made unique (never overwriting:
// a taken name gets -2, -3, …), the file is stored and its row inserted in one transaction — and the
// stored file removed again when the insert fails. The file goes first: a storage that cannot be
// reached (503) leaves no row behind that would point at nothing.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "#db/client.server";
import { mediaAssets } from "#db/schema";
import { logger } from "~/core/logger.server";
import { announceContentChange } from "~/core/content/content-announce.server";
import { contentChanged } from "~/core/content/content-version.server";
import { normaliseUploadCategory, numberedFileName, suggestTitle, uploadFileName } from "./file-names";
import { toLibraryAsset, type LibraryAsset } from "./library/library-assets";
import { mediaMessages } from "./media-messages";
import { sniffMediaFile } from "./media-sniff.server";
import { isImageKind, maxBytesFor, type MediaFormat } from "./media-types";
import { ALT_TEXT_MAX, withSentAltTexts } from "./alt-texts";
import { MediaFileExistsError, StorageUnavailableError, type MediaStorage } from "./storage/media-storage.server";

export interface ReceivedUpload {
  /** The temporary file holding the uploaded bytes. */
  path: string;
  /** The file name the browser sent (only its extension is used). */
  originalName: string;
  size: number;
}

export interface UploadFields {
  seoName: string;
  title: string;
  altText: string;
  category: string;
  /** The further languages' alt texts as the form sent them, by field name ("altText_fr"). */
  altTexts?: Record<string, string>;
}

export type IngestResult = { ok: true; asset: LibraryAsset } | { ok: false; status: number; message: string };

const MAX_NAME_ATTEMPTS = 50;
const TITLE_MAX = 200;

function clean(value: string, max: number): string {
  return value.replace(/\s+/g, " ").trim().slice(0, max).trim();
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Width and height as displayed (EXIF orientations 5–8 swap them); null for formats sharp cannot size. */
async function measure(path: string, format: MediaFormat): Promise<{ width: number | null; height: number | null } | null> {
  if (format.kind === "svg") {
    try {
      const meta = await sharp(path).metadata();
      return { width: meta.width ?? null, height: meta.height ?? null };
    } catch {
      // An SVG that librsvg cannot size is still a valid upload; it just has no dimensions.
      return { width: null, height: null };
    }
  }
  if (format.kind !== "image") return { width: null, height: null };
  try {
    const meta = await sharp(path, { animated: false }).metadata();
    if (!meta.width || !meta.height) return null;
    const swapped = (meta.orientation ?? 1) >= 5;
    return { width: swapped ? meta.height : meta.width, height: swapped ? meta.width : meta.height };
  } catch {
    return null;
  }
}

export async function ingestUpload(
  db: Database,
  storage: MediaStorage,
  file: ReceivedUpload | null,
  fields: UploadFields,
  now = Date.now(),
): Promise<IngestResult> {
  if (!file || file.size === 0 || !fields.seoName.trim()) {
    return { ok: false, status: 400, message: mediaMessages.uploadNeedsFileAndName };
  }
  const sniffed = await sniffMediaFile(file.path, file.originalName);
  if (!sniffed.ok) {
    return {
      ok: false,
      status: 415,
      message: sniffed.reason === "mismatch" ? mediaMessages.uploadTypeMismatch(sniffed.declaredExtension) : mediaMessages.uploadUnsupportedType,
    };
  }
  const { format, extension } = sniffed;
  const limit = maxBytesFor(format.kind);
  if (file.size > limit) return { ok: false, status: 413, message: mediaMessages.uploadTooLarge(limit) };

  const size = await measure(file.path, format);
  if (!size) return { ok: false, status: 415, message: mediaMessages.uploadUnreadableImage };

  const baseName = uploadFileName(fields.seoName, `upload.${extension}`, now);
  const title = clean(fields.title, TITLE_MAX) || suggestTitle(baseName.replace(/\.[a-z0-9]+$/, ""), file.originalName) || null;
  const altText = isImageKind(format.kind) ? clean(fields.altText, ALT_TEXT_MAX) || null : null;
  // Cleaned and cut like the German one.
  const sentAltTexts = Object.fromEntries(Object.entries(fields.altTexts ?? {}).map(([name, value]) => [name, clean(value, ALT_TEXT_MAX)]));
  const altTexts = isImageKind(format.kind) ? withSentAltTexts(null, sentAltTexts) : {};
  const category = normaliseUploadCategory(fields.category);

  for (let attempt = 1; attempt <= MAX_NAME_ATTEMPTS; attempt++) {
    const filename = numberedFileName(baseName, attempt);
    const [taken] = await db.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.filename, filename)).limit(1);
    if (taken) continue;
    try {
      await storage.put(filename, fs.createReadStream(file.path), { contentType: format.mimeType, size: file.size });
    } catch (error) {
      if (error instanceof MediaFileExistsError) continue;
      if (error instanceof StorageUnavailableError) {
        logger.error({ error: error.message, filename }, "Upload: Medienspeicher nicht erreichbar");
        return { ok: false, status: 503, message: mediaMessages.storageUnavailable };
      }
      throw error;
    }
    try {
      const [row] = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(mediaAssets)
          .values({
            filename,
            title,
            altText,
            altTexts,
            category,
            mimeType: format.mimeType,
            sizeBytes: file.size,
            width: size.width,
            height: size.height,
          })
          .returning();
        // The other processes' library lists and pickers learn of it with the commit.
        await announceContentChange(tx);
        return inserted;
      });
      await contentChanged();
      return { ok: true, asset: toLibraryAsset(row) };
    } catch (error) {
      // The file must not outlive a row that was never written.
      await storage.remove(filename).catch((removeError: unknown) => {
        logger.error({ error: (removeError as Error).message, filename }, "Hochgeladene Datei konnte nach Fehler nicht entfernt werden");
      });
      if (isUniqueViolation(error)) continue;
      throw error;
    }
  }
  return { ok: false, status: 409, message: mediaMessages.uploadNameExhausted };
}
