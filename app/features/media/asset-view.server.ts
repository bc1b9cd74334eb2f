import { inArray, or } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { mediaAssets, type MediaAsset } from "#db/schema";
import type { AssetView } from "~/features/media/asset-view";
import { altTextIn } from "~/features/media/alt-texts";
import type { SiteLanguage } from "~/lib/languages";

export function mediaUrl(filename: string) {
  return `/media/${encodeURIComponent(filename)}`;
}

/** A library file for a page in `language`: its alt text is that language's (never another's). */
export function toAssetView(asset: MediaAsset, language: SiteLanguage): AssetView {
  return {
    id: asset.id,
    url: mediaUrl(asset.filename),
    filename: asset.filename,
    alt: altTextIn(asset, language),
    mimeType: asset.mimeType,
    width: asset.width,
    height: asset.height,
  };
}

/** Library rows by id or file name. */
export async function loadAssetRows(db: Queryable, ids: Iterable<number>, filenames: Iterable<string> = []): Promise<MediaAsset[]> {
  const idList = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  const nameList = [...new Set(filenames)];
  if (!idList.length && !nameList.length) return [];
  const conditions = [];
  if (idList.length) conditions.push(inArray(mediaAssets.id, idList));
  if (nameList.length) conditions.push(inArray(mediaAssets.filename, nameList));
  return db
    .select()
    .from(mediaAssets)
    .where(or(...conditions));
}

/** Library files by id or file name for a page in `language`, as a map by id (renderers resolve through it). */
export async function loadAssetViews(db: Queryable, language: SiteLanguage, ids: Iterable<number>, filenames: Iterable<string> = []) {
  const views: Record<number, AssetView> = {};
  for (const row of await loadAssetRows(db, ids, filenames)) views[row.id] = toAssetView(row, language);
  return views;
}
