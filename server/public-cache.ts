// Rendered HTML for anonymous visitors, kept in memory and dropped as a whole whenever content changes
// (architecture principle 6). Editors and any request carrying a session never read or fill it.
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

const MAX_ENTRIES = 500;
let generation = 1;
const entries = new Map<string, CachedResponse>();

export function publicCacheGeneration() {
  return generation;
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

/** Called after every committed content write. */
export function invalidatePublicCache() {
  generation++;
  entries.clear();
}
