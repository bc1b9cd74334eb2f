// Rendered HTML for anonymous visitors, kept in memory and dropped as a whole whenever content changes
// (architecture principle 6). Editors and any request carrying a session never read or fill it.
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

import { contentVersion, onContentChanged } from "~/features/content/content-version.server";

const MAX_ENTRIES = 500;
const entries = new Map<string, CachedResponse>();
onContentChanged(() => entries.clear());

/** The content version a render started with: a render that saw a change in between is not kept. */
export function publicCacheGeneration() {
  return contentVersion();
}

export function readPublicCache(key: string): CachedResponse | undefined {
  const hit = entries.get(key);
  if (hit) {
    // Refresh recency so the map's insertion order works as a least-recently-used list.
    entries.delete(key);
    entries.set(key, hit);
  }
  return hit;
}

export function writePublicCache(key: string, value: CachedResponse) {
  entries.set(key, value);
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value as string;
    entries.delete(oldest);
  }
}
