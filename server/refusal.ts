// How the HTTP layer refuses a request on its own, before any router has read it (decision 0012: the
// cross-site write guard and the body limit). In German, as JSON for the app's scripts and API
// callers, as a short page for a form a browser posted; never cached. The body the client is still
// sending is read and thrown away (so the browser gets to see the answer), never stored.
import type { IncomingMessage } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { languageFacts } from "~/lib/languages";
import { plainPage, wantsJson } from "./plain-page";

/** After a refusal at most this much of the rest of the body is read and discarded; then the connection is cut. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/** Whether the rest of a refused request's body is read to its end, keeping the connection: a body
 * of declared, moderate size (a proxy in front may still be sending it). */
function drainedAfterRefusal(req: IncomingMessage): boolean {
  const declared = Number(req.headers["content-length"]);
  return Number.isFinite(declared) && declared <= DRAIN_LIMIT;
}

export interface Refusal {
  status: 403 | 408 | 413;
  /** Machine-readable reason, e.g. better-auth's INVALID_ORIGIN, so its client shows our message. */
  code: string;
  title: string;
  message: string;
}

/**
 * Answers with the refusal and discards whatever of the body is still coming. A body of a declared,
 * moderate size is read to its end first and the connection stays usable: a proxy in front (nginx,
 * which buffers such bodies) is still sending it, and a connection cut under it turns the answer into
 * the proxy's own 502. Anything larger or of unknown length is answered at once, and the connection
 * closes after at most DRAIN_LIMIT more bytes.
 */
export function sendRefusal(req: ExpressRequest, res: ExpressResponse, refusal: Refusal) {
  // A body that did not arrive in time (408) is not waited for any longer.
  if (refusal.status !== 408 && !req.complete && !req.destroyed && drainedAfterRefusal(req)) {
    req.once("end", () => answer(req, res, refusal, false));
    req.resume();
    return;
  }
  answer(req, res, refusal, !req.complete);
  discardBody(req);
}

function answer(req: ExpressRequest, res: ExpressResponse, refusal: Refusal, closeAfter: boolean) {
  if (res.headersSent) return;
  res.status(refusal.status);
  res.setHeader("Cache-Control", "no-store");
  if (closeAfter) res.setHeader("Connection", "close");
  if (wantsJson(req)) {
    // The CMS's one answer (ActionResult: ok, message), which better-auth's client reads as well; `code` names the refusal.
    res.json({ ok: false, code: refusal.code, message: refusal.message });
  } else {
    // German, as the message: the refusals' texts are the staff's sign-in client's too (trusted-origins.server.ts, body-limit.ts).
    res
      .type("html")
      .send(plainPage({ lang: languageFacts.de.htmlLang, title: refusal.title, message: refusal.message, link: { href: "/", label: "Zur Startseite" } }));
  }
}

function discardBody(req: ExpressRequest) {
  if (req.complete || req.destroyed) return;
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) req.destroy();
  });
  req.resume();
}
