// Rendering a request with React Router (server/app.ts hands it every request the page cache did not
// answer): the Fetch request made from Express's, the answer sent or kept for visitors with its
// security headers sealed (decision 0012), and the page cache's own render of an address.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import { promisify } from "node:util";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable } from "@react-router/node";
import { inRequestScope } from "~/core/request-scope.server";
import { bufferedBody } from "./body-limit";
import { takesBrotli, takesEncoding } from "./content-negotiation";
import { databaseKnownDown, databaseReachable } from "./database-availability";
import { sendErrorPage } from "./error-pages";
import { createCachedResponse, pageKeysFor, sendWhenReady, writePublicCache, type CacheRender, type CachedResponse } from "./public-cache";
import { baseSecurityHeaderLines, documentPolicy, frameAncestorsFor, frameOptionsFor, newNonce, sealForCache, type ScriptSources } from "./security-headers";

const gzip = promisify(zlib.gzip);

/**
 * Renders a request with React Router and sends the answer. An anonymous page that may be kept is
 * stored (when `lead` is given and none of its pages changed meanwhile) and handed to requests that
 * waited for this render.
 */
export async function renderWithReactRouter(
  req: ExpressRequest,
  res: ExpressResponse,
  handle: RenderHandler,
  cacheable: boolean,
  lead: { lead: (entry: CachedResponse | null) => void; generation: string } | undefined,
) {
  // The database is known to be gone: answer at once rather than let every request wait for it.
  if (databaseKnownDown()) return sendErrorPage(req, res, 503);
  const started = performance.now();
  // Every render gets a fresh nonce for its inline scripts (entry.server.tsx). A cacheable page is
  // then sealed: its own scripts allowed by hash, the nonce removed (decision 0012).
  const nonce = newNonce();
  const response = await inRequestScope(() => handle(toFetchRequest(req, res), { cspNonce: nonce }));
  // A render or action that failed because the database went away is a 503 ("try again in a
  // moment"), not the 500 React Router made of it.
  if (response.status >= 500 && !(await databaseReachable())) return sendErrorPage(req, res, 503);
  const answer = await preparedAnswer(response, { nonce, sealed: cacheable, pathname: req.path });
  if (!answer) {
    await sendFetchResponse(res, response);
    return;
  }
  const { body, headers } = answer;
  if (cacheable && storableAnswer(response)) {
    // The entry replays the headers the middleware set on this response (security headers) and the
    // render's own, so a hit answered before Express carries exactly the same lines.
    const before = Object.entries(res.getHeaders()).flatMap(([name, value]): [string, string][] =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : String(value)]],
    );
    // The request that rendered the page gets its brotli copy made now, and that copy is the one kept.
    const brotliNow = req.method === "GET" && takesBrotli(req.headers["accept-encoding"]);
    const entry = cacheEntryOf(req.originalUrl, response.status, before, headers, body, { brotliNow });
    // A write that changed this page while it rendered makes the render stale: do not keep it.
    const kept = lead ? writePublicCache(req.originalUrl, entry, lead.generation) : false;
    lead?.lead(kept ? entry : null);
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    // How long React Router took (loaders and rendering), for the browser's developer tools.
    res.setHeader("Server-Timing", `app;dur=${(performance.now() - started).toFixed(1)}`);
    return sendWhenReady(req, res, entry, "MISS");
  }
  headers.push(["server-timing", `app;dur=${(performance.now() - started).toFixed(1)}`]);
  for (const [name, value] of headers) res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  res.setHeader("Cache-Control", response.headers.get("cache-control") ?? "private, no-store");
  res.status(response.status);
  res.setHeader("Vary", "Accept-Encoding");
  // In the thread pool, not on the event loop that answers everyone else.
  const gzipped = takesEncoding(req.headers["accept-encoding"], "gzip") && body.length > 1024 ? await gzip(body, { level: 6 }) : null;
  if (gzipped) res.setHeader("Content-Encoding", "gzip");
  const payload = gzipped ?? body;
  res.setHeader("Content-Length", payload.length);
  if (req.method === "HEAD") res.end();
  else res.end(payload);
}

export type RenderHandler = (request: Request, context: { cspNonce: string }) => Promise<Response>;

/**
 * A render's body and header lines as they are sent or kept: HTML gets its Content-Security-Policy
 * (and X-Frame-Options), sealed for the cache when `sealed` (its own scripts allowed by hash, the nonce
 * removed). Null for an answer passed on as it is: not text, or without a body (permanent redirects
 * aside: they are kept like pages, so an old address costs a visitor no render either).
 */
async function preparedAnswer(
  response: Response,
  { nonce, sealed, pathname }: { nonce: string; sealed: boolean; pathname: string },
): Promise<{ body: Buffer; headers: [string, string][] } | null> {
  const contentType = response.headers.get("content-type") ?? "";
  const textual = /^(text\/html|text\/x-script|application\/xml|text\/plain)/.test(contentType);
  const permanentRedirect = response.status === 301 || response.status === 308;
  if ((!textual || !response.body) && !permanentRedirect) return null;
  // Documents are rendered whole (entry.server.tsx), so they are sent whole: compressing one
  // buffer costs a fraction of compressing React's many small stream chunks.
  let body: Buffer = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length" && name !== "set-cookie");
  if (/^text\/html/.test(contentType) && !response.headers.has("content-security-policy")) {
    const frameAncestors = frameAncestorsFor(pathname);
    let scripts: ScriptSources = { nonce };
    if (sealed) {
      // Anonymous GETs are the ones the cache may keep and hand to everyone.
      const document = sealForCache(body, nonce);
      body = document.body;
      scripts = { hashes: document.hashes };
    }
    const development = process.env.NODE_ENV === "development";
    headers.push(["content-security-policy", documentPolicy({ scripts, frameAncestors, development })], ["x-frame-options", frameOptionsFor(frameAncestors)]);
  }
  return { body, headers };
}

/** Whether an anonymous GET's answer may be kept and handed to every visitor. */
function storableAnswer(response: Response) {
  return (
    [200, 301, 308, 404].includes(response.status) &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/.test(response.headers.get("cache-control") ?? "")
  );
}

/** A cache entry: the lines set before the render (security headers), the render's over them where both name one. */
function cacheEntryOf(url: string, status: number, before: [string, string][], render: [string, string][], body: Buffer, options?: { brotliNow?: boolean }) {
  const lines = new Map<string, [string, string]>();
  for (const [name, value] of [...before, ...render]) lines.set(name.toLowerCase(), [name.toLowerCase(), value]);
  return createCachedResponse(status, [...lines.values()], body, pageKeysFor(url), options);
}

/**
 * The page cache's own render (public-cache.ts refreshAfterChange): an address rendered as an anonymous
 * visitor's GET, with the lines the middleware would have set, ready to keep. Pages render the same
 * for every visitor, whatever host or headers asked (absolute addresses come from SITE_URL).
 */
export function cacheRenderOf(handle: RenderHandler, config: { siteUrl: string }): CacheRender {
  const before = baseSecurityHeaderLines({ https: config.siteUrl.startsWith("https://") });
  return async (key) => {
    if (databaseKnownDown()) return null;
    const nonce = newNonce();
    const url = new URL(key, config.siteUrl);
    const response = await handle(new Request(url.href), { cspNonce: nonce });
    if (!storableAnswer(response)) {
      await response.body?.cancel();
      return null;
    }
    const answer = await preparedAnswer(response, { nonce, sealed: true, pathname: url.pathname });
    return answer && cacheEntryOf(key, response.status, before, answer.headers, answer.body);
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
  const url = new URL(req.originalUrl, origin);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // The client address for rate limits, as Express resolved it (honours TRUST_PROXY).
  headers.set("x-auralis-client-ip", req.ip ?? "");
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // The body limit (server/body-limit.ts) has read it already; the stream is only a fallback.
    const body = bufferedBody(req);
    if (body) init.body = new Uint8Array(body);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url.href, init);
}

async function sendFetchResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  // Node's own pipe, which waits for 'drain' with one listener for the whole body. @react-router/node's
  // writeReadableStreamToWritable adds one per wait with `once`, and behind the compression middleware (it
  // hands 'drain' listeners on to its gzip stream, where `once` cannot take them off again) a streamed
  // 3-MB export piled up fifty, and Node warned of a leak. A client that goes away cancels the body.
  if (response.body) await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  else res.end();
}
