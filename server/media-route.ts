// Library files under /media: originals as stored, raster images resized and re-encoded on request
// (?w= from an allow-list) and cached on disk. File names can never leave the media folder.
import fs from "node:fs";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { env } from "./env.server";
import { logger } from "./logger.server";

export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;
const RESIZABLE = /\.(jpe?g|png|webp|avif)$/i;
const SAFE_NAME = /^[a-z0-9][a-z0-9._-]{0,200}$/i;
const ONE_WEEK = 7 * 24 * 3600;

export function safeMediaPath(mediaDir: string, name: string): string | null {
  if (!SAFE_NAME.test(name) || name.includes("..")) return null;
  const full = path.resolve(mediaDir, name);
  return full.startsWith(path.resolve(mediaDir) + path.sep) ? full : null;
}

const inFlight = new Map<string, Promise<void>>();

async function ensureVariant(source: string, target: string, width: number, format: "webp" | "avif") {
  if (fs.existsSync(target)) return;
  let pending = inFlight.get(target);
  if (!pending) {
    pending = (async () => {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.tmp`;
      const pipeline = sharp(source).rotate().resize({ width, withoutEnlargement: true });
      await (format === "avif" ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 78 })).toFile(tmp);
      fs.renameSync(tmp, target);
    })().finally(() => inFlight.delete(target));
    inFlight.set(target, pending);
  }
  await pending;
}

export function mediaRouter() {
  const router = express.Router();
  router.get("/:name", async (req, res, next) => {
    try {
      const { mediaDir, cacheDir } = env();
      const file = safeMediaPath(mediaDir, req.params.name);
      if (!file || !fs.existsSync(file)) {
        res.status(404).type("text/plain").send("Datei nicht gefunden");
        return;
      }
      res.setHeader("X-Content-Type-Options", "nosniff");
      // Uploaded SVG or HTML must never run script in the site's origin.
      res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
      res.setHeader("Cache-Control", `public, max-age=${ONE_WEEK}`);
      const requested = Number(req.query.w);
      if (RESIZABLE.test(file) && IMAGE_WIDTHS.includes(requested as (typeof IMAGE_WIDTHS)[number])) {
        // WebP for every browser today; AVIF (smaller, much slower to encode) comes with the media issue.
        const format = "webp" as const;
        const target = path.join(cacheDir, "media", String(requested), `${path.basename(file)}.${format}`);
        await ensureVariant(file, target, requested, format);
        res.setHeader("Vary", "Accept");
        // Paths relative to a root: the dotfile rule then looks only at the file's own name, not at a
        // DATA_DIR such as ".e2e-data".
        res.type(`image/${format}`).sendFile(path.relative(cacheDir, target), { root: cacheDir });
        return;
      }
      if (/\.pdf$/i.test(file)) res.attachment(path.basename(file));
      if (/\.(html?|xml)$/i.test(file)) res.attachment(path.basename(file));
      res.sendFile(path.basename(file), { root: mediaDir, dotfiles: "deny" });
    } catch (error) {
      logger.error({ error: (error as Error).message, name: req.params.name }, "Mediendatei konnte nicht ausgeliefert werden");
      next(error);
    }
  });
  return router;
}
