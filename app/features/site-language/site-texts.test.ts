// The visitor's fixed texts (docs/decisions/0033-visitor-texts-per-language.md): every language says
// everything, German stays word for word what it was, and each language keeps its own conventions.
import { describe, expect, it } from "vitest";
import { siteLanguages } from "~/lib/languages";
import { fillText } from "./fill-text";
import { siteTexts } from "./site-texts";

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue by its path ("contact.name"). */
function leaves(tree: Tree, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") for (const [inner, text] of leaves(value, path)) found.set(inner, text);
    else found.set(path, value);
  }
  return found;
}

const catalogues = siteLanguages.map((language) => [language, leaves(siteTexts[language] as unknown as Tree)] as const);
const german = leaves(siteTexts.de);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("every language has every text", () => {
  it.each(catalogues)("%s has exactly the German keys, each a text that is not empty", (_language, texts) => {
    expect([...texts.keys()].sort()).toEqual([...german.keys()].sort());
    for (const [path, text] of texts) {
      expect(typeof text, path).toBe("string");
      expect((text as string).trim(), path).not.toBe("");
      expect(text, `${path}: no space at either end`).toBe((text as string).trim());
    }
  });

  it.each(catalogues)("%s fills the same values as German ({count}, {title}, …)", (_language, texts) => {
    for (const [path, text] of german) expect(placeholders(texts.get(path) as string), path).toEqual(placeholders(text as string));
  });

  it("has a catalogue for each of the site's languages and no other", () => {
    expect(Object.keys(siteTexts).sort()).toEqual([...siteLanguages].sort());
  });
});

describe("German stays word for word what it was", () => {
  it("keeps the German texts docs/product/ quotes", () => {
    const de = siteTexts.de;
    expect(de.contact).toMatchObject({
      name: "Name *",
      email: "E-Mail *",
      message: "Nachricht *",
      sending: "Wird gesendet...",
      missingFields: "Bitte füllen Sie alle Felder aus.",
      failure: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
      success: "Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.",
    });
    expect(de.frame).toMatchObject({ products: "Produkte", allProducts: "Alle Produkte →", breadcrumbHome: "Startseite" });
    expect(de.footer).toMatchObject({ productsHeading: "Produkte", companyHeading: "Unternehmen", legalHeading: "Rechtliches" });
    expect(de.page.notFoundText).toBe("Oops! Page not found");
    expect(de.sections).toMatchObject({ unknownType: "Unbekannter Sektionstyp", galleryEmpty: "Keine Bilder in der Galerie", imagePlaceholder: "Bild" });
  });

  it("keeps every German text as the site showed it before it had languages", () => {
    // 'Dokumente' (docs/decisions/0046-documents.md) came later; its texts are pinned by the documents pages' tests.
    const before = Object.fromEntries(Object.entries(siteTexts.de).filter(([group]) => group !== "documents"));
    expect(before).toEqual({
      frame: {
        skipToContent: "Zum Inhalt springen",
        mainNavigation: "Hauptnavigation",
        products: "Produkte",
        allProducts: "Alle Produkte →",
        menuOpen: "Menü öffnen",
        menuClose: "Menü schliessen",
        breadcrumb: "Brotkrumen",
        breadcrumbHome: "Startseite",
        readingProgress: "Lesefortschritt",
        languages: "Sprache",
      },
      footer: {
        productsHeading: "Produkte",
        companyHeading: "Unternehmen",
        legalHeading: "Rechtliches",
        birth: "Geburt & Wochenbett",
        care: "Pflege",
        ward: "Stationseinrichtungen",
        wellness: "Wellness",
        about: "Über uns",
        contact: "Kontakt",
        imprint: "Impressum",
        privacy: "Datenschutz",
        buildInfo: "Build-Informationen",
        build: "Build",
        localBuild: "lokal",
      },
      page: {
        notFoundTitle: "Seite nicht gefunden",
        notFoundText: "Oops! Page not found",
        errorHeading: "Fehler",
        errorText: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
        backHome: "Zurück zur Startseite",
        failedHeading: "Ein Fehler ist aufgetreten",
        failedText: "Die Seite konnte nicht geladen werden. Bitte versuchen Sie es später erneut.",
        toHome: "Zur Startseite",
        emptyTitle: "CMS-Inhalte werden konfiguriert",
        emptyText: "Für diese Seite sind noch keine Inhalte hinterlegt. Bitte wenden Sie sich an eine Administratorin oder einen Administrator.",
        relatedProducts: "Weitere Produkte",
      },
      errorPages: {
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
        413: {
          title: "Anfrage zu gross",
          text: "Die Anfrage ist grösser als {limit} und wurde nicht angenommen; es wurde nichts gespeichert. Bitte kürzen Sie den Inhalt (Bilder und Dokumente gehören als Dateien in die Mediathek) und versuchen Sie es erneut.",
        },
        408: {
          title: "Anfrage unvollständig",
          text: "Die Anfrage kam nicht rechtzeitig vollständig an und wurde nicht angenommen; es wurde nichts gespeichert. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
        },
        reload: "Seite neu laden",
        toHome: "Zur Startseite",
      },
      sections: {
        unknownType: "Unbekannter Sektionstyp",
        learnMore: "Mehr erfahren",
        opensInNewTab: "(öffnet in neuem Tab)",
        technicalData: "Technische Daten",
        material: "Material & Ausführung",
        pictures: "Bilder",
        picturesOf: "Bilder: {title}",
        productPictures: "Produktbilder",
        gallery: "Galerie",
        galleryEmpty: "Keine Bilder in der Galerie",
        rating: "Bewertung: {value} von {max}",
        imagePlaceholder: "Bild",
      },
      carousel: {
        roleDescription: "Karussell",
        track: "Bilder – mit den Pfeiltasten blättern",
        slide: "Folie",
        previous: "Vorheriges Bild",
        next: "Nächstes Bild",
        choose: "Bild auswählen",
        position: "Bild {index} von {count}",
      },
      contact: {
        legend: "Kontaktformular",
        name: "Name *",
        email: "E-Mail *",
        phone: "Telefon",
        company: "Firma / Institution",
        message: "Nachricht *",
        submit: "Nachricht senden",
        sending: "Wird gesendet...",
        requiredNote: "* Pflichtfelder",
        privacyLink: "Hinweise zum Datenschutz",
        required: "Pflichtfeld",
        tooLongField: "Höchstens {max} Zeichen.",
        unknownAction: "Unbekannte Aktion.",
        missingFields: "Bitte füllen Sie alle Felder aus.",
        invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
        tooLong: "Ihre Eingabe ist zu lang. Bitte kürzen Sie sie.",
        failure: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
        success: "Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.",
        rateLimited: "Sie haben in kurzer Zeit zu viele Nachrichten gesendet. Bitte versuchen Sie es in einigen Minuten erneut.",
      },
      preview: {
        title: "Vorschau",
        banner: "Vorschau",
        bannerText: "Diese Seite zeigt noch nicht veröffentlichte Inhalte und ist nur über diesen Link erreichbar.",
        bannerValidUntil: "Link gültig bis",
        contactDisabled: "In der Vorschau werden keine Nachrichten gesendet.",
        goneTitle: "Dieser Vorschau-Link ist nicht mehr gültig",
        goneText: "Der Link ist abgelaufen oder wurde widerrufen. Bitte fragen Sie die Person, die ihn Ihnen geschickt hat, nach einem neuen Link.",
        unknownTitle: "Diesen Vorschau-Link gibt es nicht",
        unknownText: "Bitte prüfen Sie, ob der Link vollständig kopiert wurde, oder fragen Sie nach einem neuen Link.",
        toHome: "Zur Startseite",
      },
      buildInfo: {
        title: "Build-Info",
        timestamp: "Zeitpunkt",
        endpoints: "Endpunkte",
        checking: "wird geprüft …",
      },
    });
  });
});

describe("each language as a Swiss company writes it", () => {
  it.each(catalogues)("%s has no 'ß' (Swiss spelling)", (_language, texts) => {
    for (const [path, text] of texts) expect(text, path).not.toMatch(/ß/);
  });

  it("French puts a no-break space before ? ! : ; and never a plain one", () => {
    for (const [path, text] of leaves(siteTexts.fr)) {
      expect(text, path).not.toMatch(/[^\u00a0][?!:;]/);
    }
  });

  it.each(["fr", "it"] as const)("%s writes its apostrophes typographically (’)", (language) => {
    for (const [path, text] of leaves(siteTexts[language])) expect(text, path).not.toMatch(/'/);
  });

  it("German, Italian and English keep the punctuation next to the word", () => {
    for (const language of ["de", "it", "en"] as const) {
      for (const [path, text] of leaves(siteTexts[language])) expect(text, `${language} ${path}`).not.toMatch(/[\s\u00a0][?!:;]/);
    }
  });

  it("English is British", () => {
    for (const [path, text] of leaves(siteTexts.en)) {
      expect(text, path).not.toMatch(/\b(color|center|organization|catalog|program|license|favorite|gray)\b/i);
    }
  });
});

describe("fillText", () => {
  it("fills named values and leaves unknown names as written", () => {
    expect(fillText(siteTexts.de.carousel.position, { index: 3, count: 9 })).toBe("Bild 3 von 9");
    expect(fillText(siteTexts.fr.carousel.position, { index: 1, count: 2 })).toBe("Image 1 sur 2");
    expect(fillText("{a} und {b}", { a: "x" })).toBe("x und {b}");
    expect(fillText("Bilder: {title}", { title: "{count} $& Wanne" })).toBe("Bilder: {count} $& Wanne");
  });
});
