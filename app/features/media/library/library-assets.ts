// What the library screen and the media picker show: database rows and storage-only files as one
// list (docs/product/media.md, "Storage-only files"), and the storage diagnostics. Pure and
// browser-safe: the loader builds it, the components read it.
import { isSafeMediaName, mediaPath, SYNTHETIC_CATEGORY, syntheticAssetId, syntheticTitle } from "../file-names";
import { mediaKindOf, mimeTypeForFileName, type MediaKind } from "../media-types";
import { storedAltTexts, type AltTexts } from "../alt-texts";

/** Where an asset is used (media-usage.ts; pinned by media-usage.test.ts). */
export interface AssetUsage {
  kind: "hero" | "og" | "gallery" | "section" | "logo" | "testimonial" | "approved";
  /** e.g. "Kontakt (/kontakt) – Hero-Bild" */
  label: string;
  /** The page that shows it, when there is one. */
  href: string | null;
  /** Visitors see it: on a published page (and, for a section, in a published section). */
  published: boolean;
}

export interface LibraryAsset {
  /** Database id; negative for storage-only files. */
  id: number;
  filename: string;
  url: string;
  title: string | null;
  /** The German alt text. */
  altText: string | null;
  /** The alt texts of the further languages (docs/decisions/0034-alt-texts-per-language.md). */
  altTexts: AltTexts;
  category: string | null;
  mimeType: string;
  kind: MediaKind;
  sizeBytes: number | null;
  width: number | null;
  height: number | null;
  createdAt: string | null;
  /** Present only in storage, without a database row: cannot be edited or selected. */
  synthetic: boolean;
  usage: AssetUsage[];
}

export interface AssetRow {
  id: number;
  filename: string;
  title: string | null;
  altText: string | null;
  /** media_assets.alt_texts as stored (absent where a caller does not read it). */
  altTexts?: unknown;
  category: string | null;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: Date;
}

export interface StorageFileInfo {
  name: string;
  size: number;
  modifiedAt: Date | null;
}

export interface StorageDiagnostics {
  storageKind: "disk" | "s3";
  rowCount: number;
  storageFileCount: number;
  /** The listing stopped at the limit: more files may exist. */
  listTruncated: boolean;
  /** Files in storage without a row (shown as synthetic entries). */
  storageOnly: string[];
  /** Rows whose file is not in storage (only meaningful when the listing was complete). */
  missingFiles: string[];
}

export function toLibraryAsset(row: AssetRow, usage: AssetUsage[] = []): LibraryAsset {
  return {
    id: row.id,
    filename: row.filename,
    url: mediaPath(row.filename),
    title: row.title,
    altText: row.altText,
    altTexts: storedAltTexts(row.altTexts),
    category: row.category,
    mimeType: row.mimeType,
    kind: mediaKindOf(row),
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    synthetic: false,
    usage,
  };
}

/** A storage-only file as a library entry: negative id from the name, title up to the first dot. */
export function syntheticLibraryAsset(file: StorageFileInfo): LibraryAsset {
  const mimeType = mimeTypeForFileName(file.name);
  return {
    id: syntheticAssetId(file.name),
    filename: file.name,
    url: mediaPath(file.name),
    title: syntheticTitle(file.name),
    altText: null,
    altTexts: {},
    category: SYNTHETIC_CATEGORY,
    mimeType,
    kind: mediaKindOf({ filename: file.name, mimeType }),
    sizeBytes: file.size,
    width: null,
    height: null,
    createdAt: file.modifiedAt ? file.modifiedAt.toISOString() : null,
    synthetic: true,
    usage: [],
  };
}

/**
 * Rows (newest first, as loaded) followed by the storage-only files, and what the diagnostics show.
 * `listLimit` is the limit the storage was listed with.
 */
export function mergeLibrary(
  rows: AssetRow[],
  storageFiles: StorageFileInfo[],
  options: { storageKind: "disk" | "s3"; listLimit: number; usage?: Map<number, AssetUsage[]> },
): { assets: LibraryAsset[]; diagnostics: StorageDiagnostics } {
  const rowNames = new Set(rows.map((r) => r.filename));
  const storedNames = new Set(storageFiles.map((f) => f.name));
  const storageOnlyFiles = storageFiles.filter((f) => isSafeMediaName(f.name) && !rowNames.has(f.name));
  const listTruncated = storageFiles.length >= options.listLimit;
  const missingFiles = listTruncated ? [] : rows.filter((r) => !storedNames.has(r.filename)).map((r) => r.filename);
  const synthetic = storageOnlyFiles
    .map(syntheticLibraryAsset)
    .sort((a, b) => (b.createdAt ?? "").localeCompare(a.createdAt ?? "") || a.filename.localeCompare(b.filename));
  return {
    assets: [...rows.map((row) => toLibraryAsset(row, options.usage?.get(row.id) ?? [])), ...synthetic],
    diagnostics: {
      storageKind: options.storageKind,
      rowCount: rows.length,
      storageFileCount: storageFiles.length,
      listTruncated,
      storageOnly: storageOnlyFiles.map((f) => f.name),
      missingFiles,
    },
  };
}

/** Up to three example names, then '+n weitere' (docs/product/media.md, "Media library": storage diagnostics). */
export function diagnosticExamples(names: string[], max = 3): { examples: string[]; more: string | null } {
  const examples = names.slice(0, max);
  const rest = names.length - examples.length;
  return { examples, more: rest > 0 ? `+${rest} weitere` : null };
}
