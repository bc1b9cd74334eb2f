// The answers the HTTP layer gives itself when React Router cannot render a page: an address that is
// not a well-formed address at all (400) or asked with a method the site does not answer (405,
// server/request-guards.ts), the database is unreachable (503)
// or something failed outside a route (500). A plain German page (plain-page.ts); JSON for API callers.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { plainPage, wantsJson } from "./plain-page";

const pages = {
  400: {
    title: "Ungültige Adresse",
    text: "Diese Adresse enthält Zeichen, die in einer Internetadresse nicht vorkommen dürfen, und kann nicht geöffnet werden. Bitte prüfen Sie die Schreibweise oder beginnen Sie auf der Startseite.",
  },
  405: {
    title: "Anfrage nicht möglich",
    text: "Diese Art von Anfrage beantwortet die Website nicht: Seiten werden gelesen, Formulare gesendet.",
  },
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
  // Reloading is the way on from an outage: the same address works again once the cause is gone. A
  // broken address never will.
  const link = status === 503 || status === 500 ? { href: "", label: "Seite neu laden" } : { href: "/", label: "Zur Startseite" };
  res.type("html").send(plainPage({ title: pages[status].title, message: pages[status].text, link }));
}
