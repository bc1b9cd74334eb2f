// The German texts of the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md), in one place.
import { altTextLabel } from "~/features/media/alt-texts";
import { languageFacts, type SiteLanguage } from "~/lib/languages";

export const checkTexts = {
  title: "Veröffentlichungs-Check",
  run: "Veröffentlichungs-Check",
  errors: "Fehler",
  hints: "Hinweise",
  pageFields: "Seite",
  publishAnyway: "Trotzdem veröffentlichen",
  noFindings: "Keine Fehler und keine Hinweise – die Seite ist bereit.",
  blocked: (errors: number) =>
    `Die Seite hat ${errors === 1 ? "einen Fehler" : `${errors} Fehler`}. Beheben Sie ${errors === 1 ? "ihn" : "sie"} oder veröffentlichen Sie trotzdem.`,
  /** Said instead of 'blocked' when an error cannot be overridden (check-rules.ts overridesRefused). */
  blockedUntranslated:
    "Die Seite enthält noch nicht übersetzte Felder. Sie wird erst veröffentlicht, wenn alle Felder übersetzt sind – Besucherinnen und Besucher sehen nie Text in einer anderen Sprache.",
  badge: (errors: number, hints: number) => `${errors} Fehler, ${hints} ${hints === 1 ? "Hinweis" : "Hinweise"}`,
  openField: "Zum Feld",
  loadFailed: "Der Veröffentlichungs-Check konnte nicht geladen werden.",
  pending: "Wird geprüft …",
  summaryDespite: (errors: number) => `Seite veröffentlicht trotz ${errors === 1 ? "1 Fehler" : `${errors} Fehlern`} im Veröffentlichungs-Check`,
  close: "Schliessen",
  section: (name: string) => `Sektion «${name}»`,
  field: (label: string) => `Feld «${label}»`,
  unnamedSection: (id: number) => `Sektion ${id}`,
  noPageGiven: "Keine Seite angegeben.",
  noValidPages: "Keine gültigen Seiten angegeben.",
  pageNotFound: "Seite nicht gefunden",

  /** The page's own fields, as the page's edit dialog names them. */
  pageFieldLabels: {
    title: "Seitentitel",
    h1: "H1-Überschrift",
    intro: "Einleitung",
    metaTitle: "Meta-Titel",
    metaDescription: "Meta-Beschreibung",
    contentHtml: "Inhalt (HTML)",
  } as Record<string, string>,
  /** A section's columns beside its settings, as the section editor names them. */
  sectionColumnLabels: { contentHtml: "Inhalt (HTML)", mediaAssetIds: "Medien" } as Record<string, string>,
  /** The HTML content (a page's or a section's) in the list of texts not yet translated. */
  contentLabel: "Inhalt",

  metaTitleEmpty: "Der Meta-Titel fehlt: Suchmaschinen zeigen sonst nur den Seitentitel.",
  metaTitleLong: (length: number, limit: number) => `Der Meta-Titel hat ${length} Zeichen; über ${limit} wird er in Suchergebnissen abgeschnitten.`,
  metaDescriptionEmpty: "Die Meta-Beschreibung fehlt: Suchmaschinen zeigen dann einen Ausschnitt des Seitentexts.",
  metaDescriptionLong: (length: number, limit: number) =>
    `Die Meta-Beschreibung hat ${length} Zeichen; über ${limit} wird sie in Suchergebnissen abgeschnitten.`,
  altMissing: (name: string) => `Das Bild «${name}» hat keinen Alternativtext.`,
  altMissingInLanguage: (name: string, language: SiteLanguage, sectionField: boolean) =>
    `Das Bild «${name}» hat keinen Alternativtext auf ${languageFacts[language].staffName}: ergänzen Sie ihn in der Medienbibliothek ` +
    `(«${altTextLabel(language)}»)${sectionField ? " oder für diese Stelle im Feld «Alternativtext des Bildes»" : ""}.`,
  imageMissing: (ref: string) => `Das Bild «${ref}» gibt es nicht in der Medienbibliothek.`,
  imageTooLarge: (name: string, width: number, shown: number) =>
    `Das Bild «${name}» ist ${width} px breit, wird aber höchstens ${shown} px breit angezeigt – eine kleinere Fassung lädt schneller.`,
  assetMissing: (id: number) => `Der Link auf «asset:${id}» führt ins Leere: diese Datei gibt es nicht in der Medienbibliothek.`,
  linkMissing: (path: string) => `Der Link auf «${path}» führt ins Leere: diese Seite gibt es nicht.`,
  linkUnpublished: (path: string) => `Der Link auf «${path}» führt auf eine unveröffentlichte Seite.`,
  noH1: "Die Seite hat keine Hauptüberschrift (h1).",
  severalH1: (count: number, text: string) => `Die Seite hat ${count} Hauptüberschriften (h1); «${text}» ist eine davon zu viel.`,
  skippedLevel: (text: string, level: number, previous: number) =>
    `Die Überschrift «${text}» (h${level}) folgt auf eine h${previous}: eine Ebene ist übersprungen.`,
  emptySection: "Die Sektion ist leer: sie zeigt weder Text noch Bild.",
  untranslated: (labels: string[]) => `Noch nicht übersetzt: ${labels.join(", ")}`,
  otherLanguageLink: (language: SiteLanguage, path: string) => `Link führt zur Fassung «${languageFacts[language].staffName}»: ${path}`,
} as const;
