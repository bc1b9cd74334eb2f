// Loading the media library: every row (newest first), the storage listing (limit 1000) for the
// storage-only entries and diagnostics, and where each file is used.
import { desc, eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { globalSettings, mediaAssets, pageLiveContent, pages, pageSections, testimonials } from "#db/schema";
import { logger } from "~/core/logger.server";
import { mediaStorage } from "../storage/configured-storage.server";
import { STORAGE_LIST_LIMIT, type MediaStorage } from "../storage/media-storage.server";
import { mergeLibrary, type AssetUsage, type LibraryAsset, type StorageDiagnostics, type StorageFileInfo } from "./library-assets";
import { buildUsageIndex } from "./media-usage";
import { isSiteLanguage, translationLanguages, type SiteLanguage } from "~/lib/languages";

export interface LibraryData {
  assets: LibraryAsset[];
  diagnostics: StorageDiagnostics;
  logoAssetId: number | null;
  /** The further languages the site shows ('Sprachen'): an image's alt text is edited in each of them. */
  altTextLanguages: SiteLanguage[];
  /** The listing of the storage failed: only database rows are shown. */
  storageError: boolean;
}

export async function loadUsageIndex(db: Queryable, assets: { id: number; filename: string }[]): Promise<Map<number, AssetUsage[]>> {
  // One after another: `db` may be a transaction (Queryable, db/client.server.ts).
  const pageRows = await db
    .select({
      slug: pages.slug,
      title: pages.title,
      published: pages.published,
      heroAssetId: pages.heroAssetId,
      ogAssetId: pages.ogAssetId,
      galleryAssetIds: pages.galleryAssetIds,
    })
    .from(pages);
  const sectionRows = await db
    .select({
      pageSlug: pageSections.pageSlug,
      sectionName: pageSections.sectionName,
      isPublished: pageSections.isPublished,
      mediaAssetIds: pageSections.mediaAssetIds,
      settings: pageSections.settings,
    })
    .from(pageSections);
  const settingsRows = await db.select({ logoAssetId: globalSettings.logoAssetId }).from(globalSettings).limit(1);
  const testimonialRows = await db.select({ author: testimonials.author, mediaAssetId: testimonials.mediaAssetId }).from(testimonials);
  const approvedCopies = await db
    .select({ slug: pages.slug, title: pages.title, snapshot: pageLiveContent.snapshot })
    .from(pageLiveContent)
    .innerJoin(pages, eq(pages.id, pageLiveContent.pageId));
  return buildUsageIndex({
    assets,
    pages: pageRows,
    sections: sectionRows,
    logoAssetId: settingsRows[0]?.logoAssetId ?? null,
    testimonials: testimonialRows,
    approvedCopies,
  });
}

export async function loadLibrary(db: Queryable, storage: MediaStorage = mediaStorage()): Promise<LibraryData> {
  const [rows, settings] = await Promise.all([
    db.select().from(mediaAssets).orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id)),
    db.select({ logoAssetId: globalSettings.logoAssetId, languages: globalSettings.languages }).from(globalSettings).limit(1),
  ]);
  const shown = (settings[0]?.languages ?? []).filter(isSiteLanguage);
  let storageFiles: StorageFileInfo[] = [];
  let storageError = false;
  try {
    storageFiles = await storage.list(STORAGE_LIST_LIMIT);
  } catch (error) {
    // docs/product/media.md, "Media library": a failing listing is logged; the rows are still shown.
    storageError = true;
    logger.error({ error: (error as Error).message }, "Medienspeicher konnte nicht gelistet werden");
  }
  const usage = await loadUsageIndex(db, rows);
  const { assets, diagnostics } = mergeLibrary(rows, storageFiles, {
    storageKind: storage.kind,
    listLimit: STORAGE_LIST_LIMIT,
    usage,
  });
  return {
    assets,
    diagnostics: storageError ? { ...diagnostics, missingFiles: [] } : diagnostics,
    logoAssetId: settings[0]?.logoAssetId ?? null,
    altTextLanguages: altTextLanguagesOf(shown),
    storageError,
  };
}

/** The further languages the site shows: a library file gets an alt text in each (docs/decisions/0034-alt-texts-per-language.md). */
function altTextLanguagesOf(switchedOn: readonly string[]): SiteLanguage[] {
  return translationLanguages.filter((language) => switchedOn.includes(language));
}

/** The further languages the site shows, for the upload of a picker. */
export async function loadAltTextLanguages(db: Queryable): Promise<SiteLanguage[]> {
  const [settings] = await db.select({ languages: globalSettings.languages }).from(globalSettings).limit(1);
  return altTextLanguagesOf(settings?.languages ?? []);
}

/**
 * What a media picker offers (for the editors' loaders): every row, newest first, and the
 * storage-only files (shown, never selectable). Without where-used, which only the library shows.
 */
export async function loadPickerAssets(db: Queryable, storage: MediaStorage = mediaStorage()): Promise<LibraryAsset[]> {
  const rows = await db.select().from(mediaAssets).orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id));
  const files = await storage.list(STORAGE_LIST_LIMIT).catch((error: unknown) => {
    logger.error({ error: (error as Error).message }, "Medienspeicher konnte nicht gelistet werden");
    return [];
  });
  return mergeLibrary(rows, files, { storageKind: storage.kind, listLimit: STORAGE_LIST_LIMIT }).assets;
}
