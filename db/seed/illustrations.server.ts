// Renders the seed's library files into the media storage: SVG illustrations to WebP with sharp (the datasheets
// are documents: db/seed/documents.server.ts). Through the storage interface, so with S3 they land in the bucket like every
// upload and any process serves them (decision 0010). Same names on every run, so a failed seed can
// simply run again: a file already stored under its name is kept.
import os from "node:os";
import sharp from "sharp";
import { MediaFileExistsError, type MediaStorage } from "~/features/media/storage/media-storage.server";
import { svgDocument, tints } from "./illustrations/svg";
import { assetFilename, type AssetSpec, type MediaCategory, mediaManifest, shapeSize } from "./media-manifest";

export interface GeneratedFile {
  key: string;
  filename: string;
  title: string;
  altText: string;
  category: MediaCategory;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
}

/** The SVG text of an image asset (exported for tests and previews). */
export function assetSvg(spec: AssetSpec): string {
  const { width, height } = shapeSize[spec.shape];
  const tint = tints[spec.tint];
  return svgDocument(width, height, spec.draw(tint), tint);
}

/** Stores a rendered file; one left by an earlier, interrupted seed (or another process) is kept. */
async function store(storage: MediaStorage, filename: string, bytes: Buffer, contentType: string) {
  try {
    await storage.put(filename, bytes, { contentType });
  } catch (error) {
    if (!(error instanceof MediaFileExistsError)) throw error;
  }
}

async function renderOne(spec: AssetSpec, storage: MediaStorage): Promise<GeneratedFile> {
  const filename = assetFilename(spec);
  const base = { key: spec.key, filename, title: spec.title, altText: spec.alt, category: spec.category };
  const { width, height } = shapeSize[spec.shape];
  const bytes = await sharp(Buffer.from(assetSvg(spec)))
    .resize(width, height)
    .webp({ quality: 80, alphaQuality: 90, effort: 1 })
    .toBuffer();
  await store(storage, filename, bytes, "image/webp");
  return { ...base, mimeType: "image/webp", sizeBytes: bytes.length, width, height };
}

/** Stores every file of the manifest in the media storage; results in manifest order. */
export async function generateMediaFiles(storage: MediaStorage, specs: readonly AssetSpec[] = mediaManifest): Promise<GeneratedFile[]> {
  const results = new Array<GeneratedFile>(specs.length);
  // A few renders at a time: libvips threads each one, more in flight only adds memory.
  const concurrency = Math.min(4, Math.max(2, os.availableParallelism?.() ?? 2));
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const index = next++;
      results[index] = await renderOne(specs[index], storage);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
