// The frame around every public page in the page's language: header, menus, breadcrumb, progress bar
// and footer (docs/decisions/0033-visitor-texts-per-language.md). German pages keep their texts.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "~/lib/languages";
import { buildBadgeText } from "./site-footer";
import { SiteFrameView, type SiteFrameViewProps } from "./site-frame-view";

const frame: SiteFrameViewProps["frame"] = {
  languages: [],
  addresses: {},
  settings: {
    siteTitle: "Auralis",
    siteDescription: "",
    footerText: "",
    contactEmail: "",
    contactPhone: "",
    contactAddress: "",
    primaryColor: "#E6462E",
    logo: null,
  },
  navigation: {
    home: { href: "/", label: "Startseite", children: [] },
    products: [{ href: "/produkte/pflege", label: "Pflege", children: [] }],
    topLevel: [{ href: "/kontakt", label: "Kontakt", children: [] }],
    legal: [],
  },
  breadcrumb: [
    { label: "Startseite", href: "/" },
    { label: "Produkte", href: "/produkte" },
    { label: "Pflege", href: null },
  ],
  build: { build: "abcdef1234", timestamp: "2025-11-03T14:07:00Z" },
};

/** The French versions the frame's fixed links may lead to (site-frame.server.ts addresses). */
const frenchAddresses = {
  "/produkte": "/fr/produits",
  "/produkte/geburt-wochenbett": "/fr/produits/naissance-post-partum",
  "/kontakt": "/fr/contact",
  "/impressum": "/fr/mentions-legales",
};

function render(language: SiteLanguage) {
  const addresses = language === "fr" ? frenchAddresses : {};
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <SiteFrameView frame={{ ...frame, addresses }} language={language}>
          <p>Inhalt</p>
        </SiteFrameView>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/produkte/pflege"]} />);
}

describe("SiteFrameView", () => {
  it("keeps the German frame as it was", () => {
    const html = render("de");
    for (const german of [
      ">Zum Inhalt springen<",
      'aria-label="Hauptnavigation"',
      'aria-label="Menü öffnen"',
      'data-label-close="Menü schliessen"',
      "Alle Produkte →",
      'aria-label="Brotkrumen"',
      ">Startseite<",
      'aria-label="Lesefortschritt"',
      ">Unternehmen<",
      ">Rechtliches<",
      ">Über uns<",
      'title="Build-Informationen"',
      "Build abcdef12 · 03.11.2025",
    ]) {
      expect(html).toContain(german);
    }
  });

  it("links the French versions of the footer's and products' pages, and leaves out those without one", () => {
    const html = render("fr");
    const footer = html.slice(html.indexOf("<footer"));
    for (const href of Object.values(frenchAddresses)) expect(html).toContain(`href="${href}"`);
    for (const german of ["/ueber-uns", "/datenschutz", '/produkte/pflege"', "/impressum"]) expect(footer).not.toContain(`href="${german}`);
    expect(footer).not.toContain(">À propos<");
  });

  it("writes every fixed text of a French page's frame in French, dates too", () => {
    const html = render("fr");
    for (const french of [
      ">Aller au contenu<",
      'aria-label="Navigation principale"',
      ">Produits",
      'aria-label="Ouvrir le menu"',
      'data-label-open="Ouvrir le menu"',
      'data-label-close="Fermer le menu"',
      "Tous les produits →",
      'aria-label="Fil d’Ariane"',
      ">Accueil<",
      'aria-label="Progression de la lecture"',
      ">Entreprise<",
      ">Informations légales<",
      ">Naissance &amp; post-partum<",
      ">Mentions légales<",
      'title="Informations sur la version"',
      "Version abcdef12 · 03.11.2025",
    ]) {
      expect(html).toContain(french);
    }
    // What remains German are the page titles from the database (the navigation's and the breadcrumb's).
    for (const german of [
      "Zum Inhalt",
      "Hauptnavigation",
      "Menü",
      "Alle Produkte",
      "Brotkrumen",
      "Startseite",
      "Lesefortschritt",
      "Unternehmen",
      "Rechtliches",
    ]) {
      expect(html).not.toContain(german);
    }
  });

  it("writes the build date the British way on an English page", () => {
    expect(buildBadgeText(frame.build, "en")).toBe("abcdef12 · 03/11/2025");
    expect(buildBadgeText({ build: "", timestamp: "kaputt" }, "it")).toBe("locale");
    expect(buildBadgeText({ build: "", timestamp: "kaputt" })).toBe("lokal");
  });
});
