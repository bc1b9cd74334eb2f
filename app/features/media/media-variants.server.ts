// Resized copies of raster images (/media/{name}?w=…), kept in DATA_DIR/cache/media/{width}/. Only a
// cache: the original is read from the media storage (the bucket, with S3), so any process can make
// any copy, and a missing or deleted cache is simply filled again. A copy carries its original's
// modification time; a copy older than its original is made again, so a name that is deleted and later
// uploaded anew never shows the old picture — and the comparison does not depend on this machine's
// clock agreeing with the bucket's.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MEDIA_WIDTHS } from "~/features/media/image-sources";

export const IMAGE_WIDTHS = MEDIA_WIDTHS;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type VariantFormat = "webp" | "avif";

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

export function variantPath(cacheDir: string, width: ImageWidth, name: string, format: VariantFormat = "webp"): string {
  return path.join(cacheDir, "media", String(width), `${path.basename(name)}.${format}`);
}

const inFlight = new Map<string, Promise<void>>();

/**
 * Whether a copy (its modification time in ms, as the file system reports it) is at least as new as
 * its original. The copy's time is set to the original's through utimes(), which takes seconds as a
 * floating-point number: 1795728708.149 s is stored as …708.148999 s, a hair below the original. A
 * strict comparison then found a third of the copies outdated and re-encoded them on every request
 * (60–150 ms of CPU per picture). Compared in whole milliseconds, the precision of `sourceModifiedAt`.
 */
export function isCurrent(copyMtimeMs: number, sourceModifiedAt: Date): boolean {
  return Math.round(copyMtimeMs) >= sourceModifiedAt.getTime();
}

/**
 * Makes the copy unless a current one exists. `source` is a path or the original's bytes (loaded
 * lazily: a current copy never downloads the original from S3).
 */
export async function ensureVariant(
  source: string | (() => Promise<Buffer>),
  target: string,
  width: number,
  format: VariantFormat,
  sourceModifiedAt: Date | null,
): Promise<void> {
  try {
    const info = await fsp.stat(target);
    if (!sourceModifiedAt || isCurrent(info.mtimeMs, sourceModifiedAt)) return;
  } catch {
    // no copy yet
  }
  let pending = inFlight.get(target);
  if (!pending) {
    pending = (async () => {
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        const input = typeof source === "string" ? source : await source();
        const pipeline = sharp(input).rotate().resize({ width, withoutEnlargement: true });
        await (format === "avif" ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 78 })).toFile(tmp);
        if (sourceModifiedAt) await fsp.utimes(tmp, new Date(), sourceModifiedAt);
        await fsp.rename(tmp, target);
      } finally {
        fs.rmSync(tmp, { force: true });
      }
    })().finally(() => inFlight.delete(target));
    inFlight.set(target, pending);
  }
  await pending;
}

/** Drops every cached copy of a file (after it was deleted). */
export async function removeVariants(cacheDir: string, name: string): Promise<void> {
  await Promise.all(
    IMAGE_WIDTHS.flatMap((width) => (["webp", "avif"] as const).map((format) => fsp.rm(variantPath(cacheDir, width, name, format), { force: true }))),
  );
}
