// SEO file names, title and alt suggestions, storage-only ("synthetic") entries and categories of the
// media library (docs/product/media.md, "Uploads", "Editing a file" and "Storage-only files"). Pure: used by the upload
// panel in the browser, by the upload endpoint and by the library loader.
import { company } from "~/lib/company";

/** Names the media folder may hold: no path separators, no leading dot, no "..". */
const SAFE_MEDIA_NAME = /^[a-z0-9][a-z0-9._-]{0,200}$/i;
/** The SEO part of a name is kept short enough for every file system and URL. */
export const SEO_NAME_MAX = 120;
const EXTENSION = /\.([a-z0-9]{1,5})$/i;
const TRAILING_TIMESTAMP = /-\d{13}$/;

export function isSafeMediaName(name: string): boolean {
  return SAFE_MEDIA_NAME.test(name) && !name.includes("..");
}

/** Where the site serves a library file: always through /media (SVG sandboxed, PDFs downloaded). */
export function mediaPath(filename: string): string {
  return `/media/${encodeURIComponent(filename)}`;
}

/** German letters keep their reading (ä → ae, ß → ss); other accents are dropped (é → e). */
function transliterate(value: string): string {
  return value
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
}

function collapseHyphens(value: string): string {
  return value.replace(/-{2,}/g, "-").replace(/^-+|-+$/g, "");
}

function cut(value: string, max: number): string {
  return collapseHyphens(value.slice(0, max));
}

/** The extension of a file name, lower case, without the dot ("" when there is none). */
export function extensionOf(filename: string): string {
  const match = EXTENSION.exec(filename.trim());
  return match ? match[1].toLowerCase() : "";
}

/** The name without its extension. */
export function withoutExtension(filename: string): string {
  const name = filename.trim();
  return EXTENSION.test(name) ? name.replace(EXTENSION, "") : name;
}

/**
 * The suggested SEO name for a chosen file (docs/product/media.md, "Uploads"): lower case, non-alphanumerics removed, spaces
 * (and underscores) to hyphens, repeated hyphens collapsed, plus a millisecond timestamp, so two
 * uploads of "Foto.jpg" never meet. Without a usable name: 'upload-{timestamp}'.
 */
export function suggestSeoName(originalName: string, timestamp: number): string {
  const base = cut(
    transliterate(withoutExtension(originalName))
      .replace(/[\s_]+/g, "-")
      .replace(/[^a-z0-9-]/g, ""),
    SEO_NAME_MAX - 14,
  );
  return base ? `${base}-${timestamp}` : `upload-${timestamp}`;
}

/** What the SEO name input keeps while typing: a–z, 0–9 and hyphens (capitals become small). */
export function sanitizeSeoInput(value: string): string {
  return transliterate(value)
    .replace(/[^a-z0-9-]/g, "")
    .slice(0, SEO_NAME_MAX);
}

/** The SEO name as stored on upload: every other character becomes a hyphen (docs/product/media.md, "Uploads"). */
export function seoNameForUpload(value: string): string {
  return cut(transliterate(value).replace(/[^a-z0-9-]/g, "-"), SEO_NAME_MAX);
}

/**
 * The stored file name: the SEO name with the original file's extension; 'upload-{timestamp}' when
 * the SEO name has nothing usable left.
 */
export function uploadFileName(seoName: string, originalName: string, timestamp: number): string {
  const base = seoNameForUpload(seoName) || `upload-${timestamp}`;
  const extension = extensionOf(originalName);
  return extension ? `${base}.${extension}` : base;
}

/** The next candidate when a name is taken: name.jpg → name-2.jpg → name-3.jpg … */
export function numberedFileName(filename: string, attempt: number): string {
  if (attempt <= 1) return filename;
  const extension = extensionOf(filename);
  const base = withoutExtension(filename);
  return extension ? `${base}-${attempt}.${extension}` : `${base}-${attempt}`;
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * The suggested title (docs/product/media.md, "Uploads"): the SEO name with hyphens as spaces (without the suggestion's
 * timestamp), else the original name without its extension.
 */
export function suggestTitle(seoName: string, originalName = ""): string {
  const fromSeo = seoName
    .replace(TRAILING_TIMESTAMP, "")
    .replace(/^upload$/, "")
    .replace(/-+/g, " ")
    .trim();
  if (fromSeo) return capitalise(fromSeo);
  return withoutExtension(originalName)
    .replace(/[_\s]+/g, " ")
    .trim();
}

/** The suggested alt text: 'title - Auralis Medizintechnik AG', for images only (docs/product/media.md, "Uploads"). */
export function suggestAltText(title: string, isImage: boolean): string {
  if (!isImage) return "";
  const clean = title.trim();
  return clean ? `${clean} - ${company.name}` : company.name;
}

// ---------------------------------------------------------------------------------------------------
// Categories (docs/product/media.md, "Editing a file": default 'uncategorized'; the choices; 'Keine Kategorie' stores null)

export const DEFAULT_CATEGORY = "uncategorized";
/** The value of the 'Keine Kategorie' choice; stored as null. */
export const NO_CATEGORY = "none";
export const SYNTHETIC_CATEGORY = "Unkategorisiert";
export const CATEGORY_MAX = 60;

export const mediaCategoryChoices = ["geburt", "pflege", "wellness", "stationseinrichtungen", "chromstahl", "sanitaer"] as const;
export type MediaCategoryChoice = (typeof mediaCategoryChoices)[number];

const categoryLabels: Record<string, string> = {
  geburt: "Geburt",
  pflege: "Pflege",
  wellness: "Wellness",
  stationseinrichtungen: "Stationseinrichtungen",
  chromstahl: "Chromstahl",
  sanitaer: "Sanitär",
  logo: "Logo",
  uploads: "Uploads",
  [DEFAULT_CATEGORY]: "Ohne Zuordnung (uncategorized)",
};

/** A category as shown to people; unknown free-text categories are shown as typed. */
export function categoryLabel(category: string | null): string {
  if (category === null) return "Keine Kategorie";
  return categoryLabels[category] ?? category;
}

/** Category typed on upload: free text, trimmed; empty becomes 'uncategorized'. */
export function normaliseUploadCategory(value: string | null | undefined): string {
  const clean = (value ?? "").replace(/\s+/g, " ").trim().slice(0, CATEGORY_MAX).trim();
  return clean || DEFAULT_CATEGORY;
}

/** Category chosen in the edit form: 'none' stores null, empty becomes 'uncategorized'. */
export function normaliseEditCategory(value: string | null | undefined): string | null {
  const clean = (value ?? "").trim();
  if (clean === NO_CATEGORY) return null;
  return normaliseUploadCategory(clean);
}

/** The value an edit form's select starts with for a stored category. */
export function categoryFormValue(category: string | null): string {
  return category === null ? NO_CATEGORY : category;
}

// ---------------------------------------------------------------------------------------------------
// Storage-only files (docs/product/media.md, "Storage-only files")

/** A stable negative id from the file name (32-bit FNV-1a), never colliding with database ids. */
export function syntheticAssetId(filename: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(filename)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return -(1 + (hash >>> 1));
}

/** The title of a storage-only file: its name up to the first dot. */
export function syntheticTitle(filename: string): string {
  return filename.split(".")[0];
}
