// Which encoding a resized image is sent in (docs/decisions/0006-media-storage-and-uploads.md: WebP or AVIF as the
// browser accepts). AVIF is smaller but only for browsers that name it in their Accept header; everyone else,
// including clients that send no Accept header or only */*, gets WebP as before. Pure, for the media
// route and its tests.
import type { VariantFormat } from "./media-variants.server";

export const variantMimeTypes: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** The q value an Accept header gives one exact media type, or null when it does not name it. */
function qualityOf(accept: string, mimeType: string): number | null {
  for (const part of accept.split(",")) {
    const [type, ...params] = part.trim().split(";");
    if (type.trim().toLowerCase() !== mimeType) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
    const value = q ? Number(q[1]) : 1;
    return Number.isFinite(value) ? value : 1;
  }
  return null;
}

/** AVIF when the Accept header names image/avif with a q above 0 and not below WebP's; else WebP. */
export function negotiateVariantFormat(accept: string | null | undefined): VariantFormat {
  if (!accept) return "webp";
  const avif = qualityOf(accept, "image/avif");
  if (avif === null || avif <= 0) return "webp";
  const webp = qualityOf(accept, "image/webp");
  return webp !== null && webp > avif ? "webp" : "avif";
}
