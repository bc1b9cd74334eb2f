// Rendered responses for anonymous visitors, kept in memory (docs/architecture.md; decisions 0016, 0022 and 0031).
//
// A hit is answered ahead of Express (server/app.ts createRequestListener): stored bytes in identity,
// gzip and brotli, with every header line computed once when the entry was stored, and ETag/304. Editors
// and any request carrying a session never read or fill it.
//
// Entries drop with the pages they show (content-version.server.ts scopes): a change to one page drops
// that page's entries and its neighbours', a site-wide change drops all. A render that saw a change of
// its page while it ran is sent but not kept, and concurrent misses for one address share one render.
//
// A change of named pages made in this process re-renders them instead (refreshAfterChange): the write
// waits until the new pages replace the cached ones, and visitors get the old page until then, as the
// write is not answered yet. So visitors never wait for a render an editor's save caused (decision 0022:
// with 5 editors saving, the misses after each visible save took visitors' p99 from ~55 to
// ~145 ms). A change heard from another process drops: that write has been answered already.
//
// Each entry remembers the last change it reflects (`seq`). A re-render that a later change overtook
// still replaces the page from before its own change (it is newer, and the later write is not answered
// yet), so visitors of a page edited faster than it renders keep getting a cached page; the later
// change's write waits for its own re-render, and when it resolves no entry older than it is left
// (decision 0031; with 5 editors saving every second, dropping such renders made the visitors of the
// edited pages wait for renders queued behind the editors' writes).
import zlib from "node:zlib";
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { cacheableRequest, revalidates, sendStoredAnswer, type StoredAnswer } from "./cached-answer";
import { takesBrotli, takesEncoding, type Encoding } from "./content-negotiation";
import { onContentChanged, pageGeneration, touchesVisitorPage } from "~/core/content/content-version.server";
import { pagesShownAt } from "~/core/content/rendered-pages.server";
import { slugMatchKey } from "~/lib/slug";
import { logger } from "~/core/logger.server";

export interface CachedResponse extends StoredAnswer {
  /** Keys of the pages this response shows: a change to any of them drops it. */
  pageKeys: string[];
  /** The uncompressed body (also what a HEAD request's length describes). */
  body: Buffer;
  variants: Partial<Record<Encoding, Buffer>>;
  /** Whether the cache holds it (its compressed copies, made later, then count against the byte bound). */
  kept: boolean;
  /** Whether a visitor has read it since it was stored: only such pages are re-rendered after a change. */
  read: boolean;
  /** The last change (changeCount) this page reflects: its render began after that change. */
  seq: number;
  /** Settle when each compressed copy is made (or failed: the entry then serves what it has). */
  ready: Record<"gzip" | "br", Promise<void>>;
}

/** Path entries (the site's pages) and entries with a query string are kept apart, so addresses a
 * visitor makes up (`/?x=1`, `/?x=2`, …) can never push the site's pages out. */
const MAX_PATH_ENTRIES = 500;
const MAX_QUERY_ENTRIES = 100;
/** Bytes of all kept variants together: a visitor's page (inlined visitor.css) is ~80–90 KB, ~110 KB with its copies. */
let maxBytes = 64 * 1024 * 1024;

/**
 * The byte bound for a process on this database. The embedded database (PGlite) lives in the server
 * process and takes ~140 MB of its memory; on the 10,000-page site a crawler's pass then took the
 * process past the 500 MB it may use (docs/benchmarks.md, scale), and a cache of 32 MB (~300 visitor pages with
 * their copies) keeps it nearer. A process on a Postgres server keeps 64 MB.
 */
export function publicCacheByteLimitFor(database: "pglite" | "postgres"): number {
  return (database === "pglite" ? 32 : 64) * 1024 * 1024;
}

/** The byte bound (publicCacheByteLimitFor at start; tests set a smaller one). */
export function setPublicCacheByteLimit(bytes: number) {
  maxBytes = bytes;
}
const pathEntries = new Map<string, CachedResponse>();
const queryEntries = new Map<string, CachedResponse>();
let keptBytes = 0;

function sizeOf(entry: CachedResponse) {
  return (entry.variants.identity?.length ?? 0) + (entry.variants.gzip?.length ?? 0) + (entry.variants.br?.length ?? 0);
}

function drop(entries: Map<string, CachedResponse>, key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  entry.kept = false;
  keptBytes -= sizeOf(entry);
}

/** The least recently used entry of the larger kind goes first (made-up query strings before pages). */
function evictOne() {
  const entries = queryEntries.size > 0 ? queryEntries : pathEntries;
  const oldest = entries.keys().next().value;
  if (oldest !== undefined) drop(entries, oldest);
}

/** Changes heard so far, in order: an entry's `seq` is the count its render saw. */
let changeCount = 0;

onContentChanged((scope, origin) => {
  const seq = ++changeCount;
  if (scope.kind === "all") {
    for (const entries of [pathEntries, queryEntries]) for (const entry of entries.values()) entry.kept = false;
    pathEntries.clear();
    queryEntries.clear();
    keptBytes = 0;
    inflight.clear();
    return;
  }
  const stale = (entry: CachedResponse) => entry.pageKeys.some((pageKey) => touchesVisitorPage(scope, pageKey));
  for (const [key, entry] of queryEntries) if (stale(entry)) drop(queryEntries, key);
  const touched = [...pathEntries].filter(([, entry]) => stale(entry));
  // Re-rendered: pages a visitor read since their last render (a sitemap no crawler asked for since is
  // not worth a wait), the most recently read first (the map's order is least recently used first).
  const refreshed = origin === "local" && cacheRender ? touched.filter(([, entry]) => entry.read).slice(-MAX_REFRESHED) : [];
  for (const [key, entry] of touched) if (!refreshed.some(([, kept]) => kept === entry)) drop(pathEntries, key);
  if (refreshed.length) return refreshAfterChange(refreshed, seq);
});

/** Renders an address as an anonymous visitor's GET would, ready to keep; null when it may not be kept. */
export type CacheRender = (key: string) => Promise<CachedResponse | null>;

let cacheRender: CacheRender | undefined;

/** The application's render for refreshAfterChange (server/app.ts); without one, changes only drop. */
export function setCacheRender(render: CacheRender | undefined) {
  cacheRender = render;
}

/** At most this many pages are re-rendered for one change (each ~15 ms of work); the others drop. */
const MAX_REFRESHED = 8;
/** How long a write waits for its re-renders; what is not ready by then drops before it is answered. */
let refreshDeadlineMs = 3000;

/** For the tests: a shorter wait. */
export function setRefreshDeadline(ms: number) {
  refreshDeadlineMs = ms;
}

/**
 * Re-renders the cached pages a change of this process (number `seq`) touched and puts them in place
 * of the old ones, which are served until then (the write waits for this before it is answered). When
 * this resolves, no entry older than the change is left at those addresses: each was replaced by a
 * render begun after it, or dropped (the render failed, may not be kept, or missed the deadline).
 */
async function refreshAfterChange(touched: [string, CachedResponse][], seq: number): Promise<void> {
  const render = cacheRender!;
  const refreshOne = async (key: string, old: CachedResponse) => {
    // A miss rendering this address since the change serves as the refresh (it cannot start before
    // the change: the old entry answered until now). Misses from now on wait for this render.
    const turn = beginRender(key, old.pageKeys);
    if ("joined" in turn) {
      await turn.joined;
      return;
    }
    const startedAfter = changeCount;
    let kept: CachedResponse | null = null;
    try {
      const entry = await render(key).catch((error: unknown) => {
        logger.warn({ error: (error as Error).message, url: key }, "Seite nach Änderung nicht neu erstellt – sie wird beim nächsten Aufruf erstellt");
        return null;
      });
      if (entry) {
        // Visitors of the new page get their compressed copy at once.
        await Promise.all([entry.ready.gzip, entry.ready.br]);
        if (keepRefreshed(key, entry, turn.generation, startedAfter)) kept = entry;
      }
    } finally {
      turn.lead(kept);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, refreshDeadlineMs)));
  await Promise.race([Promise.allSettled(touched.map(([key, old]) => refreshOne(key, old))), deadline]);
  clearTimeout(timer);
  // Whatever is still from before this change now must not outlive the write's answer.
  for (const [key] of touched) {
    const entry = pathEntries.get(key);
    if (entry && entry.seq < seq) drop(pathEntries, key);
  }
}

/**
 * Keeps a re-render begun after change `startedAfter`: like writePublicCache when none of its pages
 * changed meanwhile; else (a later change overtook it) only in place of a page older than it, which
 * that later change re-renders or drops before its own write is answered. Where the later change
 * dropped the page (not re-rendered, or a site-wide change), the overtaken render is not kept.
 */
function keepRefreshed(key: string, entry: CachedResponse, generation: string, startedAfter: number): boolean {
  const current = pathEntries.get(key);
  if (generationOf(entry.pageKeys) !== generation && !(current && current.seq < startedAfter)) return false;
  keep(pathEntries, key, entry, startedAfter);
  return true;
}

/** The key of the page at a request address: its path's slug match key (query and spelling aside). */
export function addressKeyOf(url: string): string {
  // Percent-encoded, as the page loader reads it (public-page.server.ts: canonicalSlug(url.pathname)).
  return slugMatchKey(url);
}

/** The pages a response at this address shows, as far as this process knows. */
export function pageKeysFor(url: string): string[] {
  return pagesShownAt(addressKeyOf(url));
}

/** What the pages of a render looked like when it started: compare again before keeping it. */
export function generationOf(pageKeys: string[]): string {
  return pageKeys.map(pageGeneration).join("|");
}

function mapFor(key: string) {
  return key.includes("?") ? queryEntries : pathEntries;
}

export function readPublicCache(key: string): CachedResponse | undefined {
  const entries = mapFor(key);
  const hit = entries.get(key);
  if (hit) {
    // Refresh recency so the map's insertion order works as a least-recently-used list.
    entries.delete(key);
    entries.set(key, hit);
    hit.read = true;
  }
  return hit;
}

/** Keeps an entry, unless one of its pages changed since the render began (`generation`). */
export function writePublicCache(key: string, entry: CachedResponse, generation: string): boolean {
  if (generationOf(entry.pageKeys) !== generation) return false;
  // No change of its pages since the render began: it reflects every change heard until now.
  keep(mapFor(key), key, entry, changeCount);
  return true;
}

function keep(entries: Map<string, CachedResponse>, key: string, entry: CachedResponse, seq: number) {
  drop(entries, key);
  entries.set(key, entry);
  entry.kept = true;
  entry.seq = seq;
  keptBytes += sizeOf(entry);
  const max = entries === pathEntries ? MAX_PATH_ENTRIES : MAX_QUERY_ENTRIES;
  while (entries.size > max) drop(entries, entries.keys().next().value as string);
  while (keptBytes > maxBytes && publicCacheSize() > 1) evictOne();
}

export function publicCacheSize() {
  return pathEntries.size + queryEntries.size;
}

/** The bytes the cache holds (all variants), for the tests and the operator's curiosity. */
export function publicCacheBytes() {
  return keptBytes;
}

/** Headers a cached answer never replays: per response, or set here per variant. */
const PER_RESPONSE = new Set([
  "content-length",
  "content-encoding",
  "set-cookie",
  "server-timing",
  "x-cache",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);
/** What a 304 keeps of the stored headers (RFC 9110, "304 Not Modified"), besides the ETag. */
const NOT_MODIFIED_KEEPS = new Set(["cache-control", "expires", "content-location"]);

/** Brotli quality of a copy made in the thread pool: 5 is ~25 % faster than 6 on a 135 KB page for 1 %
 * more bytes, and the first visitor after a change waits for it; 11 would take ~200–480 ms of CPU for 9 %
 * fewer. */
const BROTLI_QUALITY = 5;
/** Brotli quality of a copy made on the event loop for the request waiting for it: 4 takes ~1 ms for
 * a 90 KB page, for ~7 % more bytes than 5. */
const QUICK_BROTLI_QUALITY = 4;

const brotliOptions = (quality: number, size: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/**
 * Builds an entry from a finished render: `headers` are all the header lines it should carry (the
 * response's and the ones the middleware set), `body` its uncompressed bytes. Compressed once here, not
 * on every hit, and off the event loop: gzip (level 9) and brotli run in libuv's thread pool at the
 * same time, so cache hits for other pages go on while a miss is compressed (`ready` settles when
 * each is in; a client waits only for the copy it takes, see `sendWhenReady`). With `brotliNow` (the
 * render was a visitor's GET that takes brotli, and that visitor is waiting) the brotli copy is made at
 * once instead, and only gzip goes to the thread pool: one brotli pass per miss, not two (docs/benchmarks.md,
 * uncached render: 0.3–0.7 ms of a 5–6 ms miss, alternated against the build before).
 */
export function createCachedResponse(
  status: number,
  headers: [string, string][],
  body: Buffer,
  pageKeys: string[],
  { brotliNow = false }: { brotliNow?: boolean } = {},
): CachedResponse {
  const kept = headers.filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()));
  if (!kept.some(([name]) => name.toLowerCase() === "cache-control")) {
    // Browsers and CDNs keep the page but ask again each time: an edit shows up at once.
    kept.push(["Cache-Control", "public, max-age=0, must-revalidate"]);
  }
  const etag = `W/"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
  const base = [...kept.flat(), "ETag", etag, "Vary", "Accept-Encoding"];
  const entry: CachedResponse = {
    status,
    etag,
    pageKeys,
    body,
    variants: { identity: body },
    heads: {},
    hitHeads: {},
    kept: false,
    read: false,
    seq: 0,
    ready: { gzip: Promise.resolve(), br: Promise.resolve() },
    notModified: [...kept.filter(([name]) => NOT_MODIFIED_KEEPS.has(name.toLowerCase())).flat(), "ETag", etag, "Vary", "Accept-Encoding"],
  };
  const addVariant = (encoding: Encoding, bytes: Buffer) => {
    entry.variants[encoding] = bytes;
    // sendQuickCopy relies on the identity lines ending with the length.
    entry.heads[encoding] = [...base, "Content-Length", String(bytes.length), ...(encoding === "identity" ? [] : ["Content-Encoding", encoding])];
    entry.hitHeads[encoding] = [...entry.heads[encoding], "X-Cache", "HIT"];
    if (encoding !== "identity" && entry.kept) {
      keptBytes += bytes.length;
      while (keptBytes > maxBytes && publicCacheSize() > 1) evictOne();
    }
  };
  addVariant("identity", body);
  if (body.length > 0) {
    const compress = (encoding: Encoding, run: (done: (error: Error | null, bytes: Buffer) => void) => void) =>
      new Promise<void>((resolve) =>
        run((error, bytes) => {
          // A copy no smaller than the page itself (already compressed bytes) is not worth keeping.
          if (!error && bytes.length < body.length) addVariant(encoding, bytes);
          resolve();
        }),
      );
    // The request that rendered the page waits for its copy: made here on the event loop, at a
    // quality that takes ~1 ms, it is also the copy kept, so the page is compressed once, not twice.
    if (brotliNow) {
      const bytes = zlib.brotliCompressSync(body, brotliOptions(QUICK_BROTLI_QUALITY, body.length));
      if (bytes.length < body.length) addVariant("br", bytes);
    }
    entry.ready = {
      gzip: compress("gzip", (done) => zlib.gzip(body, { level: 9 }, done)),
      br: entry.heads.br ? Promise.resolve() : compress("br", (done) => zlib.brotliCompress(body, brotliOptions(BROTLI_QUALITY, body.length), done)),
    };
  }
  return entry;
}

/** What to wait for before this client's copy exists: brotli or gzip, whichever is in first, for a
 * client that takes both; gzip for one that takes only gzip; nothing when it is there or not wanted. */
function pendingCopy(acceptEncoding: string | undefined, entry: CachedResponse): Promise<void> | null {
  const gzip = takesEncoding(acceptEncoding, "gzip");
  if (takesBrotli(acceptEncoding)) {
    if (entry.heads.br || (gzip && entry.heads.gzip)) return null;
    return gzip ? Promise.race([entry.ready.br, entry.ready.gzip]) : entry.ready.br;
  }
  return gzip && !entry.heads.gzip ? entry.ready.gzip : null;
}

/**
 * Sends a stored answer in the compressed copy the client takes: a visitor never gets the uncompressed
 * page only because it arrived early. The request whose render made the entry (a GET miss) has its
 * brotli copy already (createCachedResponse `brotliNow`); one that takes only gzip gets a copy made
 * for it at once, rather than wait for the stored one in the thread pool: on two cores that wait took
 * 3.6–4.8 ms of a 15–20 ms miss (docs/benchmarks.md, uncached render). Everyone else waits for the stored copy (a fresh
 * entry's first milliseconds).
 */
export function sendWhenReady(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, state: "HIT" | "MISS"): void | Promise<void> {
  const pending = revalidates(req, entry) ? null : pendingCopy(req.headers["accept-encoding"], entry);
  if (!pending) return sendStoredAnswer(req, res, entry, state);
  if (state === "MISS" && req.method === "GET") return sendQuickCopy(req, res, entry);
  return pending.then(() => sendStoredAnswer(req, res, entry, state));
}

function sendQuickCopy(req: IncomingMessage, res: ServerResponse, entry: CachedResponse) {
  const encoding = takesBrotli(req.headers["accept-encoding"]) ? "br" : "gzip";
  const bytes =
    encoding === "br" ? zlib.brotliCompressSync(entry.body, brotliOptions(QUICK_BROTLI_QUALITY, entry.body.length)) : zlib.gzipSync(entry.body, { level: 1 });
  // The stored lines of the uncompressed page end with its length; this copy has its own.
  const lines = entry.heads.identity!.slice(0, -2);
  res.writeHead(entry.status, [...lines, "Content-Length", String(bytes.length), "Content-Encoding", encoding, "X-Cache", "MISS"]);
  res.end(bytes);
}

/**
 * The fast path, ahead of Express: answers a hit and returns true, or returns false and leaves the
 * request untouched for the application.
 */
export function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
  if (!cacheableRequest(req) || !req.url) return false;
  const entry = readPublicCache(req.url);
  if (!entry) return false;
  void sendWhenReady(req, res, entry, "HIT");
  return true;
}

/** Renders in flight for anonymous requests, by address: later misses wait for the same render. */
const inflight = new Map<string, { generation: string; done: Promise<CachedResponse | null> }>();

/**
 * Concurrent misses for one address share one render. The first caller gets `lead` and must call
 * it with the entry it kept (or null when the answer could not be kept, and the others render for
 * themselves); later callers get `joined`, the leader's result. A render that started before a change
 * of its page is not joined.
 */
export function beginRender(
  key: string,
  pageKeys: string[],
): { joined: Promise<CachedResponse | null> } | { lead: (entry: CachedResponse | null) => void; generation: string } {
  const generation = generationOf(pageKeys);
  const running = inflight.get(key);
  if (running && running.generation === generation) return { joined: running.done };
  let settle!: (entry: CachedResponse | null) => void;
  const done = new Promise<CachedResponse | null>((resolve) => (settle = resolve));
  inflight.set(key, { generation, done });
  return {
    generation,
    lead: (entry) => {
      if (inflight.get(key)?.done === done) inflight.delete(key);
      settle(entry);
    },
  };
}
