// Pure image rules for section renderers (docs/product/media.md, "Pictures on pages": the placeholder's label and
// size, and the size hint). No React here, so every rule is unit-tested on its own.
import { parseAssetReference } from "~/lib/links";
import type { AssetView } from "~/features/media/asset-view";

/** Widths the media route serves as resized copies (?w=…). */
export const MEDIA_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;

/** The generated placeholder picture is 1600×900 (docs/product/limits-and-constants.md, "Media"). */
export const PLACEHOLDER_WIDTH = 1600;
export const PLACEHOLDER_HEIGHT = 900;
export const PLACEHOLDER_LABEL_MAX = 48;
export const PLACEHOLDER_DEFAULT_LABEL = "Bild";

/** The generated stand-in picture's look (render-context.tsx's ImagePlaceholder, site-image.enhance.ts). */
export const PLACEHOLDER_CLASS =
  "flex aspect-[16/9] w-full max-w-full items-center justify-center bg-muted p-4 text-center text-sm font-medium text-muted-foreground";
/** The classes every rendered picture carries before its own. */
export const IMAGE_BASE_CLASS = "h-auto max-w-full";

/** The size hint (docs/product/media.md, "Pictures on pages"): 800 px wide from 1024 px viewport width up, otherwise the full width. */
export const DEFAULT_IMAGE_SIZES = "(min-width: 1024px) 800px, 100vw";

export interface ResolvedImage {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  mimeType: string | null;
  /** Further addresses to try, in order, when src fails to load. */
  fallbacks: string[];
}

const RASTER_MIME = /^image\/(jpeg|png|webp|avif)$/i;
const RASTER_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;
const BARE_FILENAME = /^[\w][\w.-]*\.[a-z0-9]{2,5}$/i;

function fileNameOf(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0];
  return decodeURIComponent(withoutQuery.slice(withoutQuery.lastIndexOf("/") + 1));
}

function findAssetByFilename(assets: Record<number, AssetView>, filename: string): AssetView | undefined {
  const wanted = filename.toLowerCase();
  return Object.values(assets).find((a) => a.filename.toLowerCase() === wanted);
}

function fromAsset(asset: AssetView, src = asset.url): ResolvedImage {
  const direct = `/media/${encodeURIComponent(asset.filename)}`;
  return {
    src,
    alt: asset.alt,
    width: asset.width,
    height: asset.height,
    mimeType: asset.mimeType || null,
    fallbacks: [asset.url, direct].filter((candidate, i, all) => candidate !== src && all.indexOf(candidate) === i),
  };
}

/**
 * An image setting ('asset:{id}', '/media/…', an http(s) URL or a bare library file name) as something
 * an <img> can show. Unusable references are logged and give null; the caller shows the placeholder.
 */
export function resolveImage(value: string | null | undefined, assets: Record<number, AssetView>): ResolvedImage | null {
  const raw = (value ?? "").trim();
  if (!raw) return null;

  if (/^asset:/i.test(raw)) {
    const id = parseAssetReference(raw);
    if (id === null) {
      console.warn(`Ungültige Asset-Referenz ignoriert: "${raw}"`);
      return null;
    }
    const asset = assets[id];
    if (!asset) {
      console.warn(`Asset ${id} nicht gefunden`);
      return null;
    }
    return fromAsset(asset);
  }

  if (raw.startsWith("/media/")) {
    const asset = Object.values(assets).find((a) => a.url === raw) ?? findAssetByFilename(assets, fileNameOf(raw));
    return asset ? fromAsset(asset, raw) : { src: raw, alt: "", width: null, height: null, mimeType: null, fallbacks: [] };
  }

  if (/^https?:\/\//i.test(raw)) {
    return { src: raw, alt: "", width: null, height: null, mimeType: null, fallbacks: [] };
  }

  if (BARE_FILENAME.test(raw)) {
    const asset = findAssetByFilename(assets, raw);
    const src = `/media/${encodeURIComponent(raw)}`;
    return asset ? fromAsset(asset, src) : { src, alt: "", width: null, height: null, mimeType: null, fallbacks: [] };
  }

  console.warn(`Bildquelle nicht verwendbar: "${raw}"`);
  return null;
}

/** The library asset with this id as an image, or null (logged) when the page did not load it. */
export function resolveAssetImage(id: number | null | undefined, assets: Record<number, AssetView>): ResolvedImage | null {
  if (id == null) return null;
  return resolveImage(`asset:${id}`, assets);
}

export function isRasterImage(image: Pick<ResolvedImage, "src" | "mimeType">): boolean {
  if (image.mimeType) return RASTER_MIME.test(image.mimeType);
  return RASTER_EXTENSION.test(image.src.split(/[?#]/, 1)[0]);
}

/** Resized widths worth offering: those of the allow-list smaller than the original. */
export function srcSetWidths(originalWidth: number | null | undefined): number[] {
  if (!originalWidth || originalWidth <= 0) return [];
  return MEDIA_WIDTHS.filter((w) => w < originalWidth);
}

/** A srcset for /media raster images of known width (resized copies plus the original), else undefined. */
export function buildSrcSet(image: ResolvedImage): string | undefined {
  if (!image.src.startsWith("/media/") || !isRasterImage(image) || !image.width) return undefined;
  const joiner = image.src.includes("?") ? "&" : "?";
  const entries = srcSetWidths(image.width).map((w) => `${image.src}${joiner}w=${w} ${w}w`);
  entries.push(`${image.src} ${image.width}w`);
  return entries.join(", ");
}

export interface ImageCandidate {
  src: string;
  srcSet?: string;
}

/** What an <img> tries in turn: the responsive source, the plain original, then each fallback address. */
export function imageCandidates(image: ResolvedImage): ImageCandidate[] {
  const candidates: ImageCandidate[] = [];
  const srcSet = buildSrcSet(image);
  if (srcSet) candidates.push({ src: image.src, srcSet });
  candidates.push({ src: image.src });
  for (const src of image.fallbacks) {
    if (!candidates.some((c) => c.src === src && !c.srcSet)) candidates.push({ src });
  }
  return candidates;
}

/**
 * The placeholder's label: the given text cut to 48 characters, `fallback` when there is none ('Bild', docs/product/media.md,
 * "Pictures on pages"; the page's language's word where the page is not German).
 */
export function placeholderLabel(label?: string | null, fallback: string = PLACEHOLDER_DEFAULT_LABEL): string {
  const text = (label ?? "").replace(/\s+/g, " ").trim();
  if (!text) return fallback;
  return Array.from(text).slice(0, PLACEHOLDER_LABEL_MAX).join("").trimEnd();
}
