// Library files under /media: originals as stored, raster images resized and re-encoded on request
// (?w= from an allow-list) and cached on disk. File names can never leave the media folder.
// Files come from the media storage (app/features/media/storage.server.ts): DATA_DIR/media, or an
// S3-compatible bucket when one is configured. With S3, files the seed wrote into DATA_DIR/media
// are still served from there when the bucket does not hold them.
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import express, { type Response as ExpressResponse } from "express";
import { isSafeMediaName } from "~/features/media/file-names";
import { negotiateVariantFormat, variantMimeTypes } from "~/features/media/image-format";
import { isResizableImage, mimeTypeForFileName } from "~/features/media/media-types";
import { ensureVariant, IMAGE_WIDTHS, isImageWidth, variantPath, type VariantFormat } from "~/features/media/media-variants.server";
import { mediaStorage, safeMediaPath } from "~/features/media/storage.server";
import { env } from "./env.server";
import { logger } from "./logger.server";

export { IMAGE_WIDTHS, safeMediaPath };

const ONE_WEEK = 7 * 24 * 3600;

function setSafetyHeaders(res: ExpressResponse, name: string) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  // Uploaded SVG or HTML must never run script in the site's origin.
  res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
  res.setHeader("Cache-Control", `public, max-age=${ONE_WEEK}`);
  // PDFs (spec §7 "PDFs get a download filename") and markup are downloaded, never shown inline.
  if (/\.(pdf|html?|xml)$/i.test(name)) res.attachment(name);
}

function sendVariant(res: ExpressResponse, cacheDir: string, target: string, format: VariantFormat) {
  // The same address answers AVIF or WebP by the Accept header: caches must keep both apart.
  res.setHeader("Vary", "Accept");
  // Paths relative to a root: the dotfile rule then looks only at the file's own name, not at a
  // DATA_DIR such as ".e2e-data".
  res.type(variantMimeTypes[format]).sendFile(path.relative(cacheDir, target), { root: cacheDir });
}

export function mediaRouter() {
  const router = express.Router();
  router.get("/:name", async (req, res, next) => {
    const name = req.params.name;
    try {
      const { mediaDir, cacheDir } = env();
      if (!isSafeMediaName(name)) {
        res.status(404).type("text/plain").send("Datei nicht gefunden");
        return;
      }
      const requested = Number(req.query.w);
      const width = isResizableImage(name) && isImageWidth(requested) ? requested : null;
      // AVIF for browsers that name it, WebP for all others; each cached on disk in its own file.
      const format = negotiateVariantFormat(req.get("accept"));
      const storage = mediaStorage();
      const localFile = safeMediaPath(mediaDir, name);
      const fromBucket = storage.kind === "s3" ? await storage.stat(name) : null;

      if (fromBucket) {
        setSafetyHeaders(res, name);
        if (width) {
          const target = variantPath(cacheDir, width, name, format);
          await ensureVariant(
            async () => {
              const bytes = await storage.get(name);
              if (!bytes) throw new Error("Datei verschwand während der Verarbeitung");
              return bytes;
            },
            target,
            width,
            format,
            fromBucket.modifiedAt,
          );
          sendVariant(res, cacheDir, target, format);
          return;
        }
        const object = await storage.stream(name, { range: req.headers.range });
        if (!object) {
          res.status(404).type("text/plain").send("Datei nicht gefunden");
          return;
        }
        res.status(object.contentRange ? 206 : 200);
        res.setHeader("Content-Type", object.contentType ?? mimeTypeForFileName(name));
        res.setHeader("Content-Length", String(object.size));
        res.setHeader("Accept-Ranges", "bytes");
        if (object.contentRange) res.setHeader("Content-Range", object.contentRange);
        if (object.modifiedAt) res.setHeader("Last-Modified", object.modifiedAt.toUTCString());
        if (req.method === "HEAD") {
          object.body.destroy();
          res.end();
          return;
        }
        await pipeline(object.body, res);
        return;
      }

      if (!localFile || !fs.existsSync(localFile)) {
        res.status(404).type("text/plain").send("Datei nicht gefunden");
        return;
      }
      setSafetyHeaders(res, name);
      if (width) {
        const target = variantPath(cacheDir, width, name, format);
        await ensureVariant(localFile, target, width, format, fs.statSync(localFile).mtime);
        sendVariant(res, cacheDir, target, format);
        return;
      }
      res.sendFile(name, { root: mediaDir, dotfiles: "deny" });
    } catch (error) {
      logger.error({ error: (error as Error).message, name }, "Mediendatei konnte nicht ausgeliefert werden");
      if (res.headersSent) res.destroy();
      else next(error);
    }
  });
  return router;
}
