// What changed in the content, and which caches must therefore drop what (decisions 0005 and 0022).
//
// Every committed content write calls contentChanged(scope). A scope says what visitors may now see
// differently:
// - "all": settings, navigation, the logo, redirects, an address, a page's own fields —
//   anything a page other than the changed one may show. Every cache of published content drops.
// - "pages": only these pages (slug match keys) look different to visitors; their cached HTML and
//   data drop, everything else stays (a page revision names them, and for library files and testimonials
//   the read model does: outside-change.server.ts). `drafts` names pages whose change only staff see (a draft
//   section's autosave): their staff views drop, visitors' pages stay cached.
// With several processes the writer announces the scope in its transaction (content-announce.server.ts)
// and the others hear it through server/content-relay.server.ts.
export type ContentScope =
  | { kind: "all" }
  /** `frame`: whole-site data changed too (navigation, addresses) – of one language's pages, all listed (visitor-change.server.ts). */
  | { kind: "pages"; visible: string[]; drafts: string[]; frame?: true };

export const EVERYTHING: ContentScope = { kind: "all" };

/** Where a change was made: in this process (its write waits for what the listeners return before it
 * is answered), or in another one (heard through the relay, after that write was answered). */
export type ChangeOrigin = "local" | "remote";

/** A cache's reaction to a change. It drops what the change makes stale at once, or (a local change)
 * returns the work that must finish before the write is answered: the page cache re-renders. */
type Listener = (scope: ContentScope, origin: ChangeOrigin) => void | Promise<void>;

const state = globalThis as unknown as {
  __auralisContent?: { version: number; frameVersion: number; pageVersions: Map<string, number>; listeners: Set<Listener> };
};
state.__auralisContent ??= { version: 1, frameVersion: 1, pageVersions: new Map(), listeners: new Set() };
state.__auralisContent.pageVersions ??= new Map();
state.__auralisContent.frameVersion ??= 1;
const content = state.__auralisContent;

/** Changes with every "all" change; caches of whole-site data (navigation, settings) key on it. */
export function contentVersion(): number {
  return content.version;
}

/**
 * The version of one page as visitors see it, together with the whole site's: a render that started
 * at one version and ends at another must not be kept.
 */
export function pageGeneration(pageKey: string): string {
  return `${content.version}.${content.pageVersions.get(pageKey) ?? 0}`;
}

function apply(scope: ContentScope, origin: ChangeOrigin): Promise<void> {
  if (scope.kind === "all" || scope.frame) content.frameVersion++;
  if (scope.kind === "all") {
    content.version++;
    // Page versions only need to differ from what a render in flight saw; the global bump does that.
    content.pageVersions.clear();
  } else {
    for (const key of scope.visible) content.pageVersions.set(key, (content.pageVersions.get(key) ?? 0) + 1);
  }
  const pending: Promise<void>[] = [];
  for (const listener of content.listeners) {
    const work = listener(scope, origin);
    if (work) pending.push(work);
  }
  return Promise.all(pending).then(() => undefined);
}

/**
 * Call after every committed content write: this process's caches drop what the scope names. Resolves
 * when they have also re-rendered what they keep instead (server/public-cache.ts): a write that awaits
 * it is answered only when no visitor of this process can get the page from before it any more.
 */
export function contentChanged(scope: ContentScope = EVERYTHING): Promise<void> {
  return apply(scope, "local");
}

/** Another process changed content, or a change may have been missed (server/content-relay.server.ts). */
export function remoteContentChanged(scope: ContentScope = EVERYTHING) {
  void apply(scope, "remote");
}

export function onContentChanged(listener: Listener): () => void {
  content.listeners.add(listener);
  return () => content.listeners.delete(listener);
}

/** Whether a change of this scope may alter what a visitor sees on the page with this key. */
export function touchesVisitorPage(scope: ContentScope, pageKey: string): boolean {
  return scope.kind === "all" || scope.visible.includes(pageKey);
}

/** Whether a change of this scope may alter the page with this key for anyone (staff included). */
export function touchesPage(scope: ContentScope, pageKey: string): boolean {
  return scope.kind === "all" || scope.visible.includes(pageKey) || scope.drafts.includes(pageKey);
}

/** One scope covering several changes (a transaction that changed several pages). */
export function mergeScopes(scopes: ContentScope[]): ContentScope {
  if (scopes.some((s) => s.kind === "all")) return EVERYTHING;
  const visible = new Set<string>();
  const drafts = new Set<string>();
  let frame = false;
  for (const s of scopes) {
    if (s.kind !== "pages") continue;
    for (const key of s.visible) visible.add(key);
    for (const key of s.drafts) drafts.add(key);
    frame ||= s.frame === true;
  }
  const merged = { kind: "pages" as const, visible: [...visible], drafts: [...drafts].filter((key) => !visible.has(key)) };
  return frame ? { ...merged, frame: true } : merged;
}

/**
 * Caches an async result of whole-site data for the current content version: the first caller after
 * an "all" change loads, everyone else shares that promise. A failed load is not kept.
 */
export function cachedForContentVersion<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: { version: number; value: Promise<T> } | undefined;
  return () => {
    // Whole-site data changes with every "all" change and with a change of one language's frame.
    const version = content.frameVersion;
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
 * Like cachedForContentVersion, for many keys (at most maxEntries, least recently used dropped first).
 * Used for page data: a render without the HTML cache still skips the queries. `pageKeyOf` names the
 * page a key belongs to; a change to that page (visible or draft) drops its entries, an "all" change
 * drops every entry. Entries hold promises, so a load in flight when its page changes is dropped
 * with it and the next caller loads afresh.
 */
export function keyedCacheForContentVersion<T>(
  load: (key: string) => Promise<T>,
  options: { maxEntries?: number; pageKeyOf?: (key: string) => string } = {},
): (key: string) => Promise<T> {
  const maxEntries = options.maxEntries ?? 200;
  const entries = new Map<string, Promise<T>>();
  onContentChanged((scope) => {
    if (scope.kind === "all" || !options.pageKeyOf) return entries.clear();
    for (const key of [...entries.keys()]) if (touchesPage(scope, options.pageKeyOf(key))) entries.delete(key);
  });
  return (key: string) => {
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
