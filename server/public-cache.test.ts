import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { contentChanged, remoteContentChanged } from "~/core/content/content-version.server";
import { slugMatchKey } from "~/lib/slug";
import {
  addressKeyOf,
  beginRender,
  createCachedResponse,
  generationOf,
  pageKeysFor,
  publicCacheByteLimitFor,
  publicCacheBytes,
  readPublicCache,
  sendWhenReady,
  setCacheRender,
  setPublicCacheByteLimit,
  setRefreshDeadline,
  writePublicCache,
  type CachedResponse,
} from "./public-cache";

const page = (text: string) => Buffer.from(`<!doctype html><p>${text}</p>`.repeat(40));

function store(url: string, text = url) {
  const keys = pageKeysFor(url);
  const generation = generationOf(keys);
  const entry = createCachedResponse(200, [["Content-Type", "text/html; charset=utf-8"]], page(text), keys);
  expect(writePublicCache(url, entry, generation)).toBe(true);
  return entry;
}

describe("the public page cache", () => {
  it("files an address under its page's slug key, query and spelling aside", () => {
    expect(addressKeyOf("/Produkte/Pflege/?x=1")).toBe(slugMatchKey("/produkte/pflege"));
    expect(addressKeyOf("/")).toBe("/");
  });

  it("prepares header lines per encoding once, with length, encoding, ETag and Vary", async () => {
    const entry = createCachedResponse(
      200,
      [
        ["Content-Type", "text/html"],
        ["Content-Length", "1"],
        ["Set-Cookie", "a=b"],
      ],
      page("x"),
      ["/x"],
    );
    await entry.ready.gzip;
    const identity = entry.heads.identity!;
    const gzip = entry.heads.gzip!;
    const value = (lines: string[], name: string) => {
      const at = lines.findIndex((l, i) => i % 2 === 0 && l.toLowerCase() === name.toLowerCase());
      return at === -1 ? undefined : lines[at + 1];
    };
    expect(value(identity, "Content-Length")).toBe(String(entry.body.length));
    expect(value(gzip, "Content-Length")).toBe(String(entry.variants.gzip!.length));
    expect(value(gzip, "Content-Encoding")).toBe("gzip");
    expect(value(identity, "Content-Encoding")).toBeUndefined();
    expect(value(identity, "ETag")).toBe(entry.etag);
    expect(value(identity, "Vary")).toBe("Accept-Encoding");
    expect(value(identity, "Cache-Control")).toBe("public, max-age=0, must-revalidate");
    // What belongs to one response is never replayed.
    expect(identity.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase())).not.toContain("set-cookie");
    expect(identity.filter((l) => l === "1")).toHaveLength(0);
  });

  it("drops the pages a change names and keeps the others", async () => {
    store("/a-seite");
    store("/b-seite");
    await contentChanged({ kind: "pages", visible: [slugMatchKey("/a-seite")], drafts: [] });
    expect(readPublicCache("/a-seite")).toBeUndefined();
    expect(readPublicCache("/b-seite")).toBeDefined();
    // A draft change drops no visitor page.
    await contentChanged({ kind: "pages", visible: [], drafts: [slugMatchKey("/b-seite")] });
    expect(readPublicCache("/b-seite")).toBeDefined();
    await contentChanged({ kind: "all" });
    expect(readPublicCache("/b-seite")).toBeUndefined();
  });

  it("does not keep a render its page changed under, but one another page changed under", async () => {
    const keys = pageKeysFor("/c-seite");
    const generation = generationOf(keys);
    const entry = createCachedResponse(200, [], page("c"), keys);
    await contentChanged({ kind: "pages", visible: [slugMatchKey("/andere")], drafts: [] });
    expect(writePublicCache("/c-seite", entry, generation)).toBe(true);
    const later = generationOf(keys);
    await contentChanged({ kind: "pages", visible: [slugMatchKey("/c-seite")], drafts: [] });
    expect(writePublicCache("/c-seite", entry, later)).toBe(false);
  });

  it("keeps made-up query strings from pushing the site's pages out", async () => {
    await contentChanged({ kind: "all" });
    for (let i = 0; i < 20; i++) store(`/seite-${i}`);
    for (let i = 0; i < 300; i++) store(`/seite-1?x=${i}`);
    for (let i = 0; i < 20; i++) expect(readPublicCache(`/seite-${i}`), `/seite-${i}`).toBeDefined();
    expect(readPublicCache("/seite-1?x=0")).toBeUndefined();
    expect(readPublicCache("/seite-1?x=299")).toBeDefined();
  });

  it("keeps its bytes under the bound, dropping the least recently used first, and counts what it holds", async () => {
    await contentChanged({ kind: "all" });
    expect(publicCacheBytes()).toBe(0);
    setPublicCacheByteLimit(5 * 1024 * 1024);
    try {
      // Half random, half repeated: the compressed copies are real but smaller than the page.
      const big = () => Buffer.concat([crypto.randomBytes(350 * 1024), Buffer.alloc(350 * 1024, "a")]);
      const stored = (name: string) => {
        const keys = pageKeysFor(name);
        const entry = createCachedResponse(200, [], big(), keys);
        writePublicCache(name, entry, generationOf(keys));
        return Promise.all([entry.ready.gzip, entry.ready.br]);
      };
      for (const name of ["/gross-1", "/gross-2", "/gross-3"]) await stored(name);
      readPublicCache("/gross-1");
      await stored("/gross-4");
      expect(publicCacheBytes()).toBeLessThanOrEqual(5 * 1024 * 1024);
      expect(readPublicCache("/gross-2")).toBeUndefined();
      expect(readPublicCache("/gross-1")).toBeDefined();
      expect(readPublicCache("/gross-4")).toBeDefined();
      expect(readPublicCache("/gross-1")!.variants.gzip).toBeDefined();
      await contentChanged({ kind: "pages", visible: ["/gross-4"], drafts: [] });
      const bytesOf = (name: string) => Object.values(readPublicCache(name)?.variants ?? {}).reduce((sum, bytes) => sum + bytes.length, 0);
      expect(publicCacheBytes()).toBe(bytesOf("/gross-1") + bytesOf("/gross-3"));
    } finally {
      setPublicCacheByteLimit(64 * 1024 * 1024);
      await contentChanged({ kind: "all" });
    }
  });

  it("keeps half the bytes in a process with the embedded database, which shares the process's memory", () => {
    // PGlite's ~140 MB plus 64 MB of pages took the server past 500 MB on 10,000 pages (docs/benchmarks.md, large site).
    expect(publicCacheByteLimitFor("pglite")).toBe(32 * 1024 * 1024);
    expect(publicCacheByteLimitFor("postgres")).toBe(64 * 1024 * 1024);
  });

  it("lets concurrent misses of one address wait for one render, but not for a render from before a change", async () => {
    const first = beginRender("/d-seite", ["/d-seite"]);
    const second = beginRender("/d-seite", ["/d-seite"]);
    expect("lead" in first).toBe(true);
    expect("joined" in second).toBe(true);
    const entry = createCachedResponse(200, [], page("d"), ["/d-seite"]);
    if ("lead" in first) first.lead(entry);
    if ("joined" in second) expect(await second.joined).toBe(entry);
    // Finished: the next miss renders again.
    expect("lead" in beginRender("/d-seite", ["/d-seite"])).toBe(true);
    // A change while a render runs: later requests do not join the stale render.
    const stale = beginRender("/e-seite", ["/e-seite"]);
    await contentChanged({ kind: "pages", visible: ["/e-seite"], drafts: [] });
    const fresh = beginRender("/e-seite", ["/e-seite"]);
    expect("lead" in stale && "lead" in fresh).toBe(true);
  });
  it("compresses off the event loop, and answers a fresh entry with the copy the client takes, never uncompressed", async () => {
    const sent = async (acceptEncoding: string | undefined) => {
      const entry = createCachedResponse(200, [["Content-Type", "text/html"]], page("frisch"), ["/frisch"]);
      // Nothing compressed yet when the entry is made: the work runs in the thread pool.
      expect(entry.variants.gzip).toBeUndefined();
      expect(entry.variants.br).toBeUndefined();
      let head: string[] = [];
      let body: Buffer | undefined;
      const req = { method: "GET", headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} } as unknown as IncomingMessage;
      const res = {
        writeHead: (_status: number, lines: string[]) => (head = lines),
        end: (bytes?: Buffer) => (body = bytes),
      } as unknown as ServerResponse;
      await sendWhenReady(req, res, entry, "MISS");
      const at = head.findIndex((line, i) => i % 2 === 0 && line === "Content-Encoding");
      return { encoding: at === -1 ? "identity" : head[at + 1], body: body!, entry };
    };
    const both = await sent("gzip, deflate, br");
    expect(["br", "gzip"]).toContain(both.encoding);
    const decoded = both.encoding === "br" ? zlib.brotliDecompressSync(both.body) : zlib.gunzipSync(both.body);
    expect(decoded.equals(both.entry.body)).toBe(true);
    const gzipOnly = await sent("gzip");
    expect(gzipOnly.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzipOnly.body).equals(gzipOnly.entry.body)).toBe(true);
    const none = await sent(undefined);
    expect(none.encoding).toBe("identity");
    expect(none.body.equals(none.entry.body)).toBe(true);
  });

  it("gives the request that rendered a page its compressed copy at once; others wait for the stored copy", async () => {
    const entry = createCachedResponse(200, [["Content-Type", "text/html"]], page("sofort"), ["/sofort"]);
    const answer = (state: "HIT" | "MISS") => {
      const sent: { head: string[]; body?: Buffer } = { head: [] };
      const req = { method: "GET", headers: { "accept-encoding": "gzip, br" } } as unknown as IncomingMessage;
      const res = {
        writeHead: (_status: number, lines: string[]) => (sent.head = lines),
        end: (bytes?: Buffer) => (sent.body = bytes),
      } as unknown as ServerResponse;
      return { sent, done: sendWhenReady(req, res, entry, state) };
    };
    const miss = answer("MISS");
    // Sent before the stored brotli copy exists, compressed for this request.
    expect(miss.done).toBeUndefined();
    expect(entry.variants.br).toBeUndefined();
    const line = (name: string) => miss.sent.head[miss.sent.head.indexOf(name) + 1];
    expect([line("Content-Encoding"), line("X-Cache"), line("Content-Length"), line("ETag")]).toEqual([
      "br",
      "MISS",
      String(miss.sent.body!.length),
      entry.etag,
    ]);
    expect(zlib.brotliDecompressSync(miss.sent.body!).equals(entry.body)).toBe(true);
    const joined = answer("HIT");
    expect(joined.sent.body).toBeUndefined();
    await joined.done;
    // The stored copy that was in first (brotli or gzip), the very bytes every later hit gets.
    const encoding = joined.sent.head[joined.sent.head.indexOf("Content-Encoding") + 1] as "br" | "gzip";
    expect(joined.sent.body).toBe(entry.variants[encoding]);
  });

  it("keeps the brotli copy made for the visitor whose GET rendered the page: one brotli pass per miss, not two", async () => {
    const entry = createCachedResponse(200, [["Content-Type", "text/html"]], page("einmal"), ["/einmal"], { brotliNow: true });
    const made = entry.variants.br;
    expect(made).toBeDefined();
    expect(zlib.brotliDecompressSync(made!).equals(entry.body)).toBe(true);
    // The thread pool makes only the gzip copy.
    expect(entry.variants.gzip).toBeUndefined();
    await Promise.all([entry.ready.gzip, entry.ready.br]);
    expect(entry.variants.br).toBe(made);
    expect(zlib.gunzipSync(entry.variants.gzip!).equals(entry.body)).toBe(true);

    // The visitor gets the stored bytes themselves, marked as the miss they were.
    const sent: { head: string[]; body?: Buffer } = { head: [] };
    const fresh = createCachedResponse(200, [["Content-Type", "text/html"]], page("einmal"), ["/einmal"], { brotliNow: true });
    const req = { method: "GET", headers: { "accept-encoding": "gzip, br" } } as unknown as IncomingMessage;
    const res = {
      writeHead: (_status: number, lines: string[]) => (sent.head = lines),
      end: (bytes?: Buffer) => (sent.body = bytes),
    } as unknown as ServerResponse;
    expect(sendWhenReady(req, res, fresh, "MISS")).toBeUndefined();
    expect(sent.body).toBe(fresh.variants.br);
    expect(sent.head.slice(-4)).toEqual(["Content-Encoding", "br", "X-Cache", "MISS"]);
  });

  describe("a change made in this process re-renders the pages it touches before it is answered", () => {
    const text = (entry: CachedResponse | undefined) => entry?.body.toString("utf8");
    /** A render that waits until the test lets it finish, and counts how often it ran. */
    function gatedRender(result: (key: string) => CachedResponse | null | Promise<never>) {
      const calls: string[] = [];
      const gates: (() => void)[] = [];
      setCacheRender(async (key) => {
        calls.push(key);
        await new Promise<void>((resolve) => gates.push(resolve));
        return result(key);
      });
      const open = async () => {
        while (!gates.length) await new Promise((r) => setTimeout(r, 1));
        gates.shift()!();
      };
      return { calls, open };
    }
    const rendered = (key: string, label: string) => createCachedResponse(200, [], page(label), pageKeysFor(key));
    /** Stored and then read by a visitor: only such pages are re-rendered. */
    const visited = (url: string, text?: string) => {
      store(url, text);
      readPublicCache(url);
    };
    const touch = (...urls: string[]) => contentChanged({ kind: "pages", visible: urls.map(addressKeyOf), drafts: [] });

    afterEach(async () => {
      setCacheRender(undefined);
      setRefreshDeadline(3000);
      await contentChanged({ kind: "all" });
    });

    it("serves the old page while the new one renders, and the new one once the change resolves, with its compressed copies", async () => {
      const { calls, open } = gatedRender((key) => rendered(key, "neu"));
      visited("/f-seite", "alt");
      visited("/g-seite", "andere");
      let done = false;
      const change = touch("/f-seite").then(() => (done = true));
      expect(text(readPublicCache("/f-seite"))).toBe(page("alt").toString("utf8"));
      await open();
      await change;
      expect(done).toBe(true);
      const fresh = readPublicCache("/f-seite")!;
      expect(text(fresh)).toBe(page("neu").toString("utf8"));
      expect(fresh.variants.br && fresh.variants.gzip).toBeTruthy();
      expect(calls).toEqual(["/f-seite"]);
      // A page the change does not show is neither rendered nor dropped.
      expect(text(readPublicCache("/g-seite"))).toBe(page("andere").toString("utf8"));
    });

    it("drops the old page when the render fails, may not be kept, or takes longer than the write may wait", async () => {
      setCacheRender(() => Promise.reject(new Error("Datenbank weg")));
      visited("/h-seite");
      await touch("/h-seite");
      expect(readPublicCache("/h-seite")).toBeUndefined();

      setCacheRender(() => Promise.resolve(null));
      visited("/h-seite");
      await touch("/h-seite");
      expect(readPublicCache("/h-seite")).toBeUndefined();

      setRefreshDeadline(20);
      setCacheRender(() => new Promise<never>(() => undefined));
      visited("/h-seite");
      await touch("/h-seite");
      expect(readPublicCache("/h-seite")).toBeUndefined();
    });

    it("drops at once what a change from another process touches: that write has been answered", async () => {
      const { calls } = gatedRender((key) => rendered(key, "neu"));
      visited("/i-seite");
      remoteContentChanged({ kind: "pages", visible: [addressKeyOf("/i-seite")], drafts: [] });
      expect(readPublicCache("/i-seite")).toBeUndefined();
      expect(calls).toEqual([]);
    });

    it("keeps a re-render a second change overtook in place of the old page: visitors never miss, and no change resolves before its own render is in", async () => {
      let round = 0;
      const { calls, open } = gatedRender((key) => rendered(key, `Stand ${++round}`));
      visited("/j-seite", "Stand 0");
      let secondDone = false;
      const first = touch("/j-seite");
      const second = touch("/j-seite").then(() => (secondDone = true));
      expect(calls).toEqual(["/j-seite", "/j-seite"]);
      // The first render saw the first change (perhaps part of the second): it replaces the page from
      // before both, and the first write may be answered.
      await open();
      await first;
      expect(text(readPublicCache("/j-seite"))).toBe(page("Stand 1").toString("utf8"));
      expect(secondDone).toBe(false);
      // The second write waits for the render that began after it.
      await open();
      await second;
      expect(text(readPublicCache("/j-seite"))).toBe(page("Stand 2").toString("utf8"));
    });

    it("never leaves a page from before a change once that change resolves, also when an overtaken render was kept meanwhile", async () => {
      let round = 0;
      const { open } = gatedRender((key) => (++round === 1 ? rendered(key, "Stand 1") : new Promise<never>(() => undefined)));
      setRefreshDeadline(50);
      visited("/m-seite", "Stand 0");
      const first = touch("/m-seite");
      const second = touch("/m-seite");
      await open();
      await first;
      expect(text(readPublicCache("/m-seite"))).toBe(page("Stand 1").toString("utf8"));
      // The second change's render never ends: at its deadline the page from before it goes.
      await second;
      expect(readPublicCache("/m-seite")).toBeUndefined();
    });

    it("does not keep an overtaken re-render where the later change dropped the page", async () => {
      const { open } = gatedRender((key) => rendered(key, "Stand 1"));
      visited("/n-seite", "Stand 0");
      const first = touch("/n-seite");
      // A site-wide change drops every page at once (its write is answered without re-renders).
      await contentChanged({ kind: "all" });
      await open();
      await first;
      expect(readPublicCache("/n-seite")).toBeUndefined();
    });

    it("re-renders the eight most recently visited pages a change touches and drops the rest, and every address with a query", async () => {
      const { calls, open } = gatedRender((key) => rendered(key, `neu ${key}`));
      const urls = Array.from({ length: 10 }, (_, i) => `/k-seite-${i}`);
      for (const url of urls) visited(url);
      visited("/k-seite-0?utm=1");
      readPublicCache("/k-seite-0"); // visited again: now among the most recent
      const change = touch(...urls);
      expect(readPublicCache("/k-seite-1")).toBeUndefined();
      expect(readPublicCache("/k-seite-2")).toBeUndefined();
      expect(readPublicCache("/k-seite-0?utm=1")).toBeUndefined();
      expect(calls.sort()).toEqual(["/k-seite-0", ...urls.slice(3)].sort());
      for (let i = 0; i < 8; i++) await open();
      await change;
      expect(text(readPublicCache("/k-seite-0"))).toBe(page("neu /k-seite-0").toString("utf8"));
    });

    it("drops instead of re-rendering a page nobody read since its last render", async () => {
      const { calls } = gatedRender((key) => rendered(key, "neu"));
      store("/l-seite");
      await touch("/l-seite");
      expect(readPublicCache("/l-seite")).toBeUndefined();
      expect(calls).toEqual([]);
    });
  });
});
