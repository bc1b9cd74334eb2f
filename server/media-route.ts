// Library files under /media: originals as stored, raster images resized and re-encoded on request
// (?w= from an allow-list) and cached on disk. File names can never leave the media folder.
// Files come from the media storage (app/features/media/storage/) and only from there:
// DATA_DIR/media, or the S3-compatible bucket when one is configured (decision 0010). With a bucket
// every process serves every file, and the resized copies in DATA_DIR/cache are only a cache that a
// process fills from the bucket when it lacks them.
// A storage that cannot be reached never hangs a request and never answers 500: a resized copy this
// process made earlier is served if there is one, otherwise 503 with Retry-After.
import fsp from "node:fs/promises";
import path from "node:path";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { isSafeMediaName } from "~/features/media/file-names";
import { negotiateVariantFormat, variantMimeTypes } from "~/features/media/image-format";
import { mediaMessages } from "~/features/media/media-messages";
import { isResizableImage, mimeTypeForFileName } from "~/features/media/media-types";
import { ensureVariant, IMAGE_WIDTHS, isImageWidth, variantPath, type ImageWidth, type VariantFormat } from "~/features/media/media-variants.server";
import { mediaStorage } from "~/features/media/storage/configured-storage.server";
import { safeMediaPath } from "~/features/media/storage/disk-storage.server";
import { STORAGE_RETRY_AFTER_SECONDS, StorageUnavailableError, type MediaStorage, type StoredFile } from "~/features/media/storage/media-storage.server";
import { env } from "~/core/env.server";
import { sendStoredObject } from "./stored-object";
import { logger } from "~/core/logger.server";

export { IMAGE_WIDTHS, safeMediaPath };

const ONE_WEEK = 7 * 24 * 3600;
/** A copy served while the storage is away may be stale (deleted, replaced): caches keep it briefly. */
const STALE_COPY_MAX_AGE = 60;

function setSafetyHeaders(res: ExpressResponse, name: string) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  // Uploaded SVG or HTML must never run script in the site's origin.
  res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
  res.setHeader("Cache-Control", `public, max-age=${ONE_WEEK}`);
  // PDFs (docs/product/media.md, "Pictures on pages": downloaded with their file name) and markup are downloaded, never shown inline.
  if (/\.(pdf|html?|xml)$/i.test(name)) res.attachment(name);
}

function sendVariant(res: ExpressResponse, cacheDir: string, target: string, format: VariantFormat) {
  // The same address answers AVIF or WebP by the Accept header: caches must keep both apart.
  res.setHeader("Vary", "Accept");
  // Paths relative to a root: the dotfile rule then looks only at the file's own name, not at a
  // DATA_DIR such as ".e2e-data".
  res.type(variantMimeTypes[format]).sendFile(path.relative(cacheDir, target), { root: cacheDir });
}

function notFound(res: ExpressResponse) {
  res.status(404).type("text/plain").send("Datei nicht gefunden");
}

function storageUnavailable(res: ExpressResponse) {
  // Nothing of a half-prepared answer (attachment name, one-week cache) may stick to the 503.
  for (const header of res.getHeaderNames()) res.removeHeader(header);
  res.status(503);
  res.setHeader("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  res.type("text/plain; charset=utf-8").send(mediaMessages.storageUnavailable);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fsp.stat(file)).isFile();
  } catch {
    return false;
  }
}

interface MediaRequest {
  name: string;
  /** An allow-listed width for a raster image, else null (the original is sent). */
  width: ImageWidth | null;
  format: VariantFormat;
  cacheDir: string;
  storage: MediaStorage;
}

/** Disk storage: the original straight from DATA_DIR/media (ranges, ETag and 304 by Express). */
async function serveFromDisk(res: ExpressResponse, media: MediaRequest, mediaDir: string) {
  const { name, width, format, cacheDir, storage } = media;
  const info = await storage.stat(name);
  const localFile = safeMediaPath(mediaDir, name);
  if (!info || !localFile) return notFound(res);
  setSafetyHeaders(res, name);
  if (width) {
    const target = variantPath(cacheDir, width, name, format);
    await ensureVariant(localFile, target, width, format, info.modifiedAt);
    return sendVariant(res, cacheDir, target, format);
  }
  res.sendFile(name, { root: mediaDir, dotfiles: "deny" });
}

/** A bucket: every request asks the bucket, so a file deleted or replaced by any process shows at once. */
async function serveFromBucket(req: ExpressRequest, res: ExpressResponse, media: MediaRequest) {
  const { name, width, format, cacheDir, storage } = media;
  let info: StoredFile | null;
  try {
    info = await storage.stat(name);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError) || !width) throw error;
    // The bucket is away: a copy this process made earlier is better than a missing picture.
    const target = variantPath(cacheDir, width, name, format);
    if (!(await isFile(target))) throw error;
    logger.warn({ name, width, error: error.message }, "Medienspeicher nicht erreichbar: Bildgrösse aus dem lokalen Cache ausgeliefert");
    setSafetyHeaders(res, name);
    res.setHeader("Cache-Control", `public, max-age=${STALE_COPY_MAX_AGE}`);
    return sendVariant(res, cacheDir, target, format);
  }
  if (!info) return notFound(res);

  if (width) {
    const target = variantPath(cacheDir, width, name, format);
    // The copy is made from the bucket's original, so it does not matter which process stored it.
    await ensureVariant(
      async () => {
        const bytes = await storage.get(name);
        if (!bytes) throw new Error("Datei verschwand während der Verarbeitung");
        return bytes;
      },
      target,
      width,
      format,
      info.modifiedAt,
    );
    setSafetyHeaders(res, name);
    return sendVariant(res, cacheDir, target, format);
  }

  const object = await storage.stream(name, { range: req.headers.range });
  if (!object) return notFound(res);
  setSafetyHeaders(res, name);
  await sendStoredObject(req, res, object, object.contentType ?? mimeTypeForFileName(name));
}

export interface MediaRouterOptions {
  /** Where the files are; the process's media storage by default. */
  storage?: MediaStorage;
  /** Where resized copies are cached (…/media/{width}/); DATA_DIR/cache by default. */
  cacheDir?: string;
}

export function mediaRouter(options: MediaRouterOptions = {}) {
  const router = express.Router();
  router.get("/:name", async (req, res, next) => {
    const name = req.params.name;
    try {
      if (!isSafeMediaName(name)) return notFound(res);
      const config = env();
      const storage = options.storage ?? mediaStorage();
      const requested = Number(req.query.w);
      const media: MediaRequest = {
        name,
        width: isResizableImage(name) && isImageWidth(requested) ? requested : null,
        // AVIF for browsers that name it, WebP for all others; each cached on disk in its own file.
        format: negotiateVariantFormat(req.get("accept")),
        cacheDir: options.cacheDir ?? config.cacheDir,
        storage,
      };
      if (storage.localDir) await serveFromDisk(res, media, storage.localDir);
      else await serveFromBucket(req, res, media);
    } catch (error) {
      const unavailable = error instanceof StorageUnavailableError;
      logger[unavailable ? "warn" : "error"]({ error: (error as Error).message, name }, "Mediendatei konnte nicht ausgeliefert werden");
      if (res.headersSent) res.destroy();
      else if (unavailable) storageUnavailable(res);
      else next(error);
    }
  });
  return router;
}
