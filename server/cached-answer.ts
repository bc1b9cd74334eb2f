// How a stored page is sent: the variant the client takes, or 304 when it holds the page already, with
// header lines computed once when the page was stored (server/public-cache.ts keeps the pages).
import type { IncomingMessage, ServerResponse } from "node:http";
import { mayHaveSession } from "~/core/session-cookie";

export type Encoding = "identity" | "gzip" | "br";

/** A stored answer as it is sent: everything computed when it was stored. */
export interface StoredAnswer {
  status: number;
  etag: string;
  /** The bytes per variant (identity always; gzip and brotli where smaller than the page). */
  variants: Partial<Record<Encoding, Uint8Array>>;
  /** Header lines per variant, ready for writeHead: the stored headers plus length and encoding. */
  heads: Partial<Record<Encoding, string[]>>;
  /** The same lines with "X-Cache: HIT", so a hit allocates nothing. */
  hitHeads: Partial<Record<Encoding, string[]>>;
  /** The header lines of a 304 answer. */
  notModified: string[];
}

/** Whether a request may be answered from, and its render kept in, the cache: an anonymous GET or HEAD. */
export function cacheableRequest(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !mayHaveSession(req.headers.cookie);
}

/** Whether the client holds this answer already (If-None-Match names its ETag, or "*"). */
export function revalidates(req: IncomingMessage, answer: StoredAnswer): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (answer.status !== 200 || !ifNoneMatch) return false;
  return (
    ifNoneMatch === answer.etag ||
    ifNoneMatch.split(",").some((tag) => {
      const t = tag.trim();
      return t === answer.etag || t === "*";
    })
  );
}

/** The variant a client asked for: brotli, then gzip, then none. */
/** Whether a client's Accept-Encoding takes brotli. */
export const takesBrotli = (acceptEncoding: string | undefined): boolean => acceptEncoding !== undefined && /\bbr\b/.test(acceptEncoding);

export function chooseEncoding(acceptEncoding: string | undefined, answer: StoredAnswer): Encoding {
  if (acceptEncoding) {
    if (answer.heads.br && takesBrotli(acceptEncoding)) return "br";
    if (answer.heads.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  }
  return "identity";
}

/** Writes a stored answer: 304 when the client holds it, else the variant it accepts. */
export function sendStoredAnswer(req: IncomingMessage, res: ServerResponse, answer: StoredAnswer, state: "HIT" | "MISS") {
  if (revalidates(req, answer)) {
    res.writeHead(304, [...answer.notModified, "X-Cache", state]);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"], answer);
  res.writeHead(answer.status, state === "HIT" ? answer.hitHeads[encoding]! : [...answer.heads[encoding]!, "X-Cache", state]);
  if (req.method === "HEAD") res.end();
  else res.end(answer.variants[encoding]);
}
