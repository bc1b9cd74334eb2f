// The outage answers: a page for people, JSON for the app's scripts, never cached; in the language of
// the address asked for (German unless it lies under /fr, /it or /en).
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorPageFor, sendErrorPage } from "./error-pages";

let base: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.all("/{*splat}", (req, res) => sendErrorPage(req, res, 503));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("sendErrorPage", () => {
  it("gives a browser the German page with Retry-After and no caching", async () => {
    const res = await fetch(`${base}/produkte/pflege`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<html lang="de-CH">');
    expect(html).toContain("Die Website ist gleich wieder da");
    expect(html).not.toContain("<script");
  });

  it("answers an address under /fr in French, under /en in English", async () => {
    const res = await fetch(`${base}/fr/produits`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('<html lang="fr-CH">');
    expect(html).toContain("Le site est bientôt de retour");
    expect(html).toContain("Recharger la page");
    expect(html).not.toContain("Datenbank");
    const json = await fetch(`${base}/en/products.data`);
    expect(await json.json()).toMatchObject({ ok: false, message: expect.stringContaining("database cannot be reached") });
  });

  it("gives the edit mode and API callers JSON with the same message", async () => {
    for (const path of ["/cms/api/live-edit?slug=/", "/api/media", "/produkte.data"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ ok: false, message: expect.stringContaining("Datenbank nicht erreichbar") });
    }
  });
});

describe("errorPageFor", () => {
  it("writes every page in every language, German where no language prefix is", () => {
    expect(errorPageFor("/kontakt", 400)).toMatchObject({ lang: "de-CH", title: "Ungültige Adresse", link: { href: "/", label: "Zur Startseite" } });
    expect(errorPageFor("/fr/%%%", 400)).toMatchObject({ lang: "fr-CH", title: "Adresse non valable", link: { href: "/", label: "Aller à l’accueil" } });
    expect(errorPageFor("/it/contatto", 405)).toMatchObject({ lang: "it-CH", title: "Richiesta non possibile" });
    expect(errorPageFor("/en", 500)).toMatchObject({ lang: "en", title: "An error has occurred", link: { href: "", label: "Reload the page" } });
    // A German page whose address merely starts with the letters of a language stays German.
    expect(errorPageFor("/french-tub", 503)).toMatchObject({ lang: "de-CH", title: "Die Website ist gleich wieder da" });
  });
});
