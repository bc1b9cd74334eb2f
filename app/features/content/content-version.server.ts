// One counter for "the published content changed". Every committed content write calls
// contentChanged(); caches of anything derived from published content (rendered pages, the site
// frame) are valid for one version only. With several processes the writer announces the change in its
// transaction (content-announce.server.ts) and the others hear it through server/content-relay.server.ts.
type Listener = () => void;

const state = globalThis as unknown as {
  __auralisContent?: { version: number; listeners: Set<Listener> };
};
state.__auralisContent ??= { version: 1, listeners: new Set() };
const content = state.__auralisContent;

export function contentVersion(): number {
  return content.version;
}

function bump() {
  content.version++;
  for (const listener of content.listeners) listener();
}

/** Call after every committed content write: this process's caches drop. */
export function contentChanged() {
  bump();
}

/** Another process changed content, or a change may have been missed (server/content-relay.server.ts). */
export function remoteContentChanged() {
  bump();
}

export function onContentChanged(listener: Listener): () => void {
  content.listeners.add(listener);
  return () => content.listeners.delete(listener);
}

/**
 * Caches an async result for the current content version: the first caller after a change loads,
 * everyone else shares that promise. A failed load is not kept.
 */
export function cachedForContentVersion<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: { version: number; value: Promise<T> } | undefined;
  return () => {
    const version = contentVersion();
    if (cached?.version === version) return cached.value;
    const value = load();
    cached = { version, value };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    return value;
  };
}

/**
 * Like cachedForContentVersion, for many keys (at most maxEntries per version, least recently used
 * dropped first). Used for page data: a render without the HTML cache still skips the queries.
 */
export function keyedCacheForContentVersion<T>(load: (key: string) => Promise<T>, maxEntries = 200): (key: string) => Promise<T> {
  let version = contentVersion();
  const entries = new Map<string, Promise<T>>();
  return (key: string) => {
    if (version !== contentVersion()) {
      entries.clear();
      version = contentVersion();
    }
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const value = load(key);
    entries.set(key, value);
    value.catch(() => entries.get(key) === value && entries.delete(key));
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
