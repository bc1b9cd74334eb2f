// How the HTTP layer refuses a request on its own, before any router has read it (issue 11: the
// cross-site write guard and the body limit). In German, as JSON for the app's scripts and API
// callers, as a short page for a form a browser posted; never cached. The body the client is still
// sending is read and thrown away (so the browser gets to see the answer), never stored.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/** After a refusal at most this much of the rest of the body is read and discarded; then the connection is cut. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

export interface Refusal {
  status: 403 | 413;
  /** Machine-readable reason, e.g. better-auth's INVALID_ORIGIN, so its client shows our message. */
  code: string;
  title: string;
  message: string;
}

/** The edit mode, uploads, the auth client and React Router's data requests read JSON; a plain form post gets a page. */
function wantsJson(req: ExpressRequest) {
  return (
    req.path.startsWith("/api/") ||
    req.path.startsWith("/cms/api/") ||
    req.path.endsWith(".data") ||
    /application\/json/.test(String(req.headers.accept ?? ""))
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page({ title, message }: Refusal) {
  return `<!doctype html>
<html lang="de-CH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} – Auralis Medizintechnik</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f6f8fa;color:#1f2933">
<main style="max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08)">
<p style="margin:0 0 .5rem;color:#0b6e99;font-weight:600">Auralis Medizintechnik</p>
<h1 style="margin:0 0 1rem;font-size:1.6rem">${escapeHtml(title)}</h1>
<p style="line-height:1.6">${escapeHtml(message)}</p>
<p><a href="/" style="color:#0b6e99">Zur Startseite</a></p>
</main></body></html>`;
}

/**
 * Answers with the refusal and discards whatever of the body is still coming. The connection closes
 * afterwards: its remaining bytes are of no use.
 */
export function sendRefusal(req: ExpressRequest, res: ExpressResponse, refusal: Refusal) {
  if (!res.headersSent) {
    res.status(refusal.status);
    res.setHeader("Cache-Control", "no-store");
    if (!req.complete) res.setHeader("Connection", "close");
    if (wantsJson(req)) {
      // One shape for every client: `message` (uploads, better-auth's client), `error` (the edit mode).
      res.json({ ok: false, success: false, code: refusal.code, message: refusal.message, error: refusal.message });
    } else {
      res.type("html").send(page(refusal));
    }
  }
  discardBody(req);
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
