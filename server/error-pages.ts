// The pages the HTTP layer answers with itself, when React Router cannot render one: the database is
// unreachable (503) or something failed outside a route (500). Plain HTML with inline styles and no
// script, in German like the rest of the site; JSON for API callers.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

const pages = {
  503: {
    title: "Die Website ist gleich wieder da",
    text: "Wir können diese Seite im Moment nicht laden, weil unsere Datenbank nicht erreichbar ist. Bitte versuchen Sie es in einigen Sekunden erneut.",
  },
  500: {
    title: "Ein Fehler ist aufgetreten",
    text: "Diese Seite konnte wegen eines Fehlers auf unserem Server nicht geladen werden. Bitte versuchen Sie es später erneut.",
  },
} as const;

export type ErrorPageStatus = keyof typeof pages;

function html(status: ErrorPageStatus) {
  const { title, text } = pages[status];
  return `<!doctype html>
<html lang="de-CH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} – Auralis Medizintechnik</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f6f8fa;color:#1f2933">
<main style="max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08)">
<p style="margin:0 0 .5rem;color:#0b6e99;font-weight:600">Auralis Medizintechnik</p>
<h1 style="margin:0 0 1rem;font-size:1.6rem">${title}</h1>
<p style="line-height:1.6">${text}</p>
<p><a href="" style="color:#0b6e99">Seite neu laden</a></p>
</main></body></html>`;
}

function wantsJson(req: ExpressRequest) {
  return req.path.startsWith("/api/") || req.path.startsWith("/cms/api/") || /application\/json/.test(String(req.headers.accept ?? ""));
}

/** Sends the German error page (or `{ ok: false, message }` to API callers); never cached. */
export function sendErrorPage(req: ExpressRequest, res: ExpressResponse, status: ErrorPageStatus) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  if (status === 503) res.setHeader("Retry-After", "5");
  if (wantsJson(req)) {
    res.json({ ok: false, message: pages[status].text });
    return;
  }
  res.type("html").send(html(status));
}
