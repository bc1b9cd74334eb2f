// The answers the HTTP layer gives itself when React Router cannot render a page: an address that is
// not a well-formed address at all (400) or asked with a method the site does not answer (405,
// server/request-guards.ts), the database is unreachable (503)
// or something failed outside a route (500). A plain page (plain-page.ts) in the language of the
// address asked for (/fr/… in French, app/lib/languages.ts); JSON for API callers.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { languageFacts, languageOfPath } from "~/lib/languages";
import { siteTexts, type SiteTexts } from "~/features/site-language/site-texts";
import { plainPage, wantsJson } from "./plain-page";

export type ErrorPageStatus = 400 | 405 | 500 | 503;

/** The error page of `status` for the address `path` (its raw form: a broken escape is still an address of a language). */
export function errorPageFor(path: string, status: ErrorPageStatus): { lang: string; title: string; text: string; link: { href: string; label: string } } {
  const language = languageOfPath(path);
  const texts: SiteTexts["errorPages"] = siteTexts[language].errorPages;
  // Reloading is the way on from an outage: the same address works again once the cause is gone. A
  // broken address never will.
  const link = status === 503 || status === 500 ? { href: "", label: texts.reload } : { href: "/", label: texts.toHome };
  return { lang: languageFacts[language].htmlLang, ...texts[status], link };
}

/** Sends the error page (or `{ ok: false, message }` to API callers); never cached. */
export function sendErrorPage(req: ExpressRequest, res: ExpressResponse, status: ErrorPageStatus) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  if (status === 503) res.setHeader("Retry-After", "5");
  const page = errorPageFor(req.originalUrl, status);
  if (wantsJson(req)) {
    res.json({ ok: false, message: page.text });
    return;
  }
  res.type("html").send(plainPage({ lang: page.lang, title: page.title, message: page.text, link: page.link }));
}
