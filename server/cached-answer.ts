// How a stored page is sent: the variant the client takes, or 304 when it holds the page already, with
// header lines computed once when the page was stored (server/public-cache.ts keeps the pages).
import type { IncomingMessage, ServerResponse } from "node:http";
import fresh from "fresh";
import { mayHaveSession } from "~/core/session-cookie";
import { preferredEncoding, type Encoding } from "./content-negotiation";

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

/** Whether the client holds this answer already: its If-None-Match names the ETag (Express's own
 * `fresh`, which also honours a request's `Cache-Control: no-cache`). */
export function revalidates(req: IncomingMessage, answer: StoredAnswer): boolean {
  return answer.status === 200 && req.headers["if-none-match"] !== undefined && fresh(req.headers, { etag: answer.etag });
}

/** The stored variant a client takes: its most preferred of those this answer has. */
export function chooseEncoding(acceptEncoding: string | undefined, answer: StoredAnswer): Encoding {
  return preferredEncoding(acceptEncoding, (encoding) => answer.heads[encoding] !== undefined);
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
