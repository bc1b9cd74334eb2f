import { inArray, or } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { mediaAssets, type MediaAsset } from "#db/schema";
import type { AssetView } from "~/features/media/asset-view";

export function mediaUrl(filename: string) {
  return `/media/${encodeURIComponent(filename)}`;
}

export function toAssetView(asset: MediaAsset): AssetView {
  return {
    id: asset.id,
    url: mediaUrl(asset.filename),
    filename: asset.filename,
    title: asset.title,
    alt: asset.altText ?? asset.title ?? "",
    mimeType: asset.mimeType,
    width: asset.width,
    height: asset.height,
  };
}

/** Library files by id or file name, as a map by id (renderers resolve through it). */
export async function loadAssetViews(db: Queryable, ids: Iterable<number>, filenames: Iterable<string> = []) {
  const idList = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  const nameList = [...new Set(filenames)];
  const views: Record<number, AssetView> = {};
  if (!idList.length && !nameList.length) return views;
  const conditions = [];
  if (idList.length) conditions.push(inArray(mediaAssets.id, idList));
  if (nameList.length) conditions.push(inArray(mediaAssets.filename, nameList));
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(or(...conditions));
  for (const row of rows) views[row.id] = toAssetView(row);
  return views;
}
