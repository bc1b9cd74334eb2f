// Which library files a section refers to: its media list, 'asset:{id}' links, media_asset_id fields
// and image file names anywhere in its settings. Pure, so the page loader can fetch them in one query.
import { parseAssetReference } from "~/lib/links";

export interface AssetReferences {
  ids: Set<number>;
  filenames: Set<string>;
}

export function emptyAssetReferences(): AssetReferences {
  return { ids: new Set(), filenames: new Set() };
}

export function collectAssetReferences(value: unknown, into: AssetReferences, key = ""): AssetReferences {
  if (typeof value === "string") {
    const id = value.startsWith("asset:") ? parseAssetReference(value) : null;
    if (id !== null) into.ids.add(id);
    else if (key === "image" || key === "logo") {
      const media = /^\/media\/([^/?#]+)$/.exec(value);
      if (media) into.filenames.add(decodeURIComponent(media[1]));
      else if (/^[a-z0-9][a-z0-9._-]*\.[a-z0-9]{2,5}$/i.test(value)) into.filenames.add(value);
    }
  } else if (typeof value === "number") {
    if ((key === "media_asset_id" || key === "mediaAssetId") && Number.isInteger(value)) into.ids.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectAssetReferences(item, into, key);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) collectAssetReferences(v, into, k);
  }
  return into;
}
