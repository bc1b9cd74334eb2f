// How the HTTP layer refuses a request on its own, before any router has read it (decision 0012: the
// cross-site write guard and the body limit; the upload route's refusals share the close below). As
// JSON for the app's scripts and API callers, as a short page for a form a browser posted, in the
// language of the address (/fr/… in French); never cached. The body the client is still sending is
// read and thrown away (so the client gets to read the answer), never stored.
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { languageFacts, type SiteLanguage } from "~/lib/languages";
import { siteTexts } from "~/features/site-language/site-texts";
import { plainPage, wantsJson } from "./plain-page";

/** A refused body of a declared size up to this is read to its end before the answer, keeping the connection. */
const READ_BEFORE_ANSWER_LIMIT = 16 * 1024 * 1024;

/**
 * The lingering close after an answer sent while the client is still sending (nginx's lingering_time
 * and lingering_timeout): what still comes is read and thrown away for at most `totalMs`, and for at
 * most `idleMs` after the last bytes; then the connection is cut.
 */
export const LINGERING_CLOSE = { totalMs: 30_000, idleMs: 5_000 };

/** Whether the rest of a refused request's body is read to its end, keeping the connection: a body
 * of declared, moderate size (a proxy in front may still be sending it). */
function readBeforeAnswer(req: IncomingMessage): boolean {
  const declared = Number(req.headers["content-length"]);
  return Number.isFinite(declared) && declared <= READ_BEFORE_ANSWER_LIMIT;
}

export interface Refusal {
  status: 403 | 408 | 413;
  /** Machine-readable reason, e.g. better-auth's INVALID_ORIGIN, so its client shows our message. */
  code: string;
  title: string;
  message: string;
  /** The page's language; German (the staff's) unless the refusal's texts are per language. */
  language?: SiteLanguage;
}

/**
 * Answers with the refusal and discards whatever of the body is still coming. A body of a declared,
 * moderate size is read to its end first and the connection stays usable: a proxy in front (nginx,
 * which buffers such bodies) is still sending it, and a connection cut under it turns the answer into
 * the proxy's own 502. Anything larger or of unknown length is answered at once, with a lingering
 * close (closeAfterAnswer).
 */
export function sendRefusal(req: ExpressRequest, res: ExpressResponse, refusal: Refusal) {
  // A body that did not arrive in time (408) is not waited for any longer.
  if (refusal.status !== 408 && !req.complete && !req.destroyed && readBeforeAnswer(req)) {
    req.once("end", () => answer(req, res, refusal));
    req.resume();
    return;
  }
  if (!req.complete) closeAfterAnswer(req, res);
  answer(req, res, refusal);
}

function answer(req: ExpressRequest, res: ExpressResponse, refusal: Refusal) {
  if (res.headersSent) return;
  res.status(refusal.status);
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) {
    // The CMS's one answer (ActionResult: ok, message), which better-auth's client reads as well; `code` names the refusal.
    res.json({ ok: false, code: refusal.code, message: refusal.message });
  } else {
    const language = refusal.language ?? "de";
    res.type("html").send(
      plainPage({
        lang: languageFacts[language].htmlLang,
        title: refusal.title,
        message: refusal.message,
        link: { href: language === "de" ? "/" : `/${language}`, label: siteTexts[language].errorPages.toHome },
      }),
    );
  }
}

/**
 * The answer to a request whose body is still coming ends the connection, and the rest of the body is
 * read and thrown away until the client has sent it (or the lingering close's time is up): closing
 * the socket with unread bytes in it, or while more arrive, makes the kernel send a reset, and a reset
 * destroys the answer the client has received but not yet read – a client that reads only after
 * sending (most do) saw no answer at all. Call it before the answer is written; the answer then says
 * "Connection: close".
 *
 * Node ends a "Connection: close" answer with the socket's destroySoon(), which closes it for reading
 * too; without that method on the socket Node calls end() instead: a half-close (FIN after the answer)
 * that keeps reading. The own property below hides the prototype's method for this socket only
 * (tests/integration/security-http.test.ts, "413 … while still sending", fails if Node changes this).
 */
export function closeAfterAnswer(req: IncomingMessage, res: ExpressResponse) {
  const socket: Socket & { destroySoon?: unknown } = req.socket;
  res.setHeader("Connection", "close");
  if (req.complete || req.destroyed || socket.destroyed) return;
  Object.defineProperty(socket, "destroySoon", { value: undefined, configurable: true, writable: true });
  const cut = () => socket.destroy();
  const total = setTimeout(cut, LINGERING_CLOSE.totalMs);
  const idle = setTimeout(cut, LINGERING_CLOSE.idleMs);
  socket.once("close", () => {
    clearTimeout(total);
    clearTimeout(idle);
  });
  req.on("data", () => idle.refresh());
  // The whole body is in: once the answer has left (the socket's write side finished), nothing unread
  // is left and closing sends no reset; nothing the client might send after it is read as a request.
  req.once("end", () => (socket.writableFinished ? cut() : socket.once("finish", cut)));
  req.resume();
}
