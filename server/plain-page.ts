// The pages the HTTP layer writes itself, outside React Router: refusals (cross-site write, body too
// large) and outages (database unreachable, a failure outside any route). One small page with inline
// styles and no script, readable on a phone, in the language its caller chose; the texts are escaped.
import type { Request as ExpressRequest } from "express";
import { escapeHtml } from "~/lib/text";

/** The edit mode, uploads, the auth client and React Router's data requests read JSON; a browser navigating gets a page. */
export function wantsJson(req: ExpressRequest) {
  return req.path.startsWith("/api/") || req.path.startsWith("/cms/api/") || req.path.endsWith(".data") || acceptsJson(req);
}

/** Whether the caller asked for JSON (the CMS's scripts do); a form a browser posted without JavaScript does not. */
export function acceptsJson(req: Pick<ExpressRequest, "headers">) {
  return /application\/json/.test(String(req.headers.accept ?? ""));
}

export interface PlainPage {
  /** <html lang>: the language of the texts (app/lib/languages.ts, languageFacts). */
  lang: string;
  title: string;
  message: string;
  /** The one way on: back to the start page, or reload the same address. */
  link: { href: string; label: string };
}

export function plainPage({ lang, title, message, link }: PlainPage) {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} – Auralis Medizintechnik</title></head>
<body style="margin:0;padding:0 1rem;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f6f8fa;color:#1f2933">
<main style="max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08)">
<p style="margin:0 0 .5rem;color:#0b6e99;font-weight:600">Auralis Medizintechnik</p>
<h1 style="margin:0 0 1rem;font-size:1.6rem">${escapeHtml(title)}</h1>
<p style="line-height:1.6">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}" style="color:#0b6e99">${escapeHtml(link.label)}</a></p>
</main></body></html>`;
}
