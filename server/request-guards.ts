// Requests the site cannot mean, refused before any router sees them (docs/decisions/0029-one-http-server.md,
// server/request-guards.test.ts, tests/integration/request-framing.test.ts):
// - a method the site does not answer (TRACE, PUT, DELETE, …): 405 with the ones it does. React
//   Router's Fetch request cannot even be made for TRACE and CONNECT, and a page's action would take
//   a DELETE for a form post;
// - an address that is no address: a path whose percent-encoding is broken (`/%%%%`), that encodes
//   bytes which are not UTF-8 (an overlong `%c0%ae`, which some decoders once read as "."), or that
//   holds a control character such as NUL. The routers would fail on them deep inside and answer 500;
//   they are the client's mistake: 400 with a German page.
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { sendErrorPage } from "./error-pages";

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Whether a request target is a well-formed address: its path decodes as UTF-8 and neither path nor
 * query holds a control character. A query's broken escapes are left as they are (URLSearchParams
 * keeps them as text, and links from elsewhere carry such tracking parameters); a NUL in it would
 * reach the database.
 */
export function wellFormedAddress(target: string): boolean {
  const queryStart = target.indexOf("?");
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  try {
    // decodeURIComponent refuses broken escapes and byte sequences that are not UTF-8 (overlong
    // forms, lone continuation bytes, surrogates).
    if (CONTROL_CHARACTER.test(decodeURIComponent(path))) return false;
  } catch {
    return false;
  }
  if (queryStart === -1) return true;
  for (const [name, value] of new URLSearchParams(target.slice(queryStart + 1))) {
    if (CONTROL_CHARACTER.test(name) || CONTROL_CHARACTER.test(value)) return false;
  }
  return true;
}

/** The methods the site answers: pages and files are read, forms and the CMS's calls post. */
export const ANSWERED_METHODS = ["GET", "HEAD", "POST"] as const;
const answered = new Set<string>(ANSWERED_METHODS);

/** Express middleware: another method is answered 405, a malformed address 400, here. */
export function refuseMalformedRequest(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  if (!answered.has(req.method)) {
    res.setHeader("Allow", ANSWERED_METHODS.join(", "));
    return sendErrorPage(req, res, 405);
  }
  if (!wellFormedAddress(req.originalUrl)) return sendErrorPage(req, res, 400);
  next();
}
