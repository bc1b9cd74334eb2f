// Which compressed copy a client takes, read by Express's own negotiator: q-values count, so
// `br;q=0` refuses brotli and `identity;q=0` or `*;q=0` are honoured as far as a copy exists; where a
// client ranks brotli and gzip the same (every browser), brotli goes first, as it is smaller.
import Negotiator from "negotiator";

export type Encoding = "identity" | "gzip" | "br";

const OFFERED: readonly Encoding[] = ["br", "gzip", "identity"];

/** A browser sends one of a handful of values: each is negotiated once. Bounded against made-up ones. */
const known = new Map<string, readonly Encoding[]>();
const KNOWN_LIMIT = 64;

/** The encodings a client with this Accept-Encoding takes, most preferred first (maybe none). */
export function acceptedEncodings(acceptEncoding: string | undefined): readonly Encoding[] {
  // No header: anything goes, and the plain bytes are the safe choice (RFC 9110, 12.5.3).
  if (acceptEncoding === undefined) return ["identity"];
  let accepted = known.get(acceptEncoding);
  if (!accepted) {
    accepted = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(OFFERED, { preferred: OFFERED }) as Encoding[];
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(acceptEncoding, accepted);
  }
  return accepted;
}

/** Whether a client's Accept-Encoding takes this encoding. */
export const takesEncoding = (acceptEncoding: string | undefined, encoding: Encoding): boolean => acceptedEncodings(acceptEncoding).includes(encoding);

/** Whether a client's Accept-Encoding takes brotli. */
export const takesBrotli = (acceptEncoding: string | undefined): boolean => takesEncoding(acceptEncoding, "br");

/** The client's most preferred of the encodings `available`; the plain bytes when it takes none of them. */
export function preferredEncoding(acceptEncoding: string | undefined, available: (encoding: Encoding) => boolean): Encoding {
  return acceptedEncodings(acceptEncoding).find(available) ?? "identity";
}
