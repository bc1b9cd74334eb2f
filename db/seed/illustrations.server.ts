// Renders the seed's library files into the media folder: SVG illustrations to WebP with sharp, and
// the PDF datasheets. Same names on every run, so a failed seed can simply run again.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { datasheetPdf } from "./pdf";
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
export function assetSvg(spec: Extract<AssetSpec, { kind: "image" }>): string {
  const { width, height } = shapeSize[spec.shape];
  const tint = tints[spec.tint];
  return svgDocument(width, height, spec.draw(tint), tint);
}

async function renderOne(spec: AssetSpec, mediaDir: string): Promise<GeneratedFile> {
  const filename = assetFilename(spec);
  const target = path.join(mediaDir, filename);
  const base = { key: spec.key, filename, title: spec.title, altText: spec.alt, category: spec.category };
  if (spec.kind === "pdf") {
    const bytes = datasheetPdf(spec.datasheet);
    await fs.writeFile(target, bytes);
    return { ...base, mimeType: "application/pdf", sizeBytes: bytes.length, width: null, height: null };
  }
  const { width, height } = shapeSize[spec.shape];
  const bytes = await sharp(Buffer.from(assetSvg(spec)))
    .resize(width, height)
    .webp({ quality: 80, alphaQuality: 90, effort: 1 })
    .toBuffer();
  await fs.writeFile(target, bytes);
  return { ...base, mimeType: "image/webp", sizeBytes: bytes.length, width, height };
}

/** Writes every file of the manifest into mediaDir (created if missing); results in manifest order. */
export async function generateMediaFiles(mediaDir: string, specs: readonly AssetSpec[] = mediaManifest): Promise<GeneratedFile[]> {
  await fs.mkdir(mediaDir, { recursive: true });
  const results: GeneratedFile[] = new Array(specs.length);
  // A few renders at a time: libvips threads each one, more in flight only adds memory.
  const concurrency = Math.min(4, Math.max(2, os.availableParallelism?.() ?? 2));
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const index = next++;
      results[index] = await renderOne(specs[index], mediaDir);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
