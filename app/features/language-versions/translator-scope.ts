// What a translator ('Übersetzung', docs/decisions/0038-translator-role.md) may change: the translated
// fields (app/features/sections/field-translation.ts) of a version other than German, in one of their
// languages. Nothing else: no German page, no shared field, no address, no publishing or schedule, no
// section added, removed or moved. recordRevision asks this (through the revision observer, revision-observer.server.ts)
// for every change a translator makes, comparing the page before and after it; a refusal rolls the
// whole change back. Pure, so every rule is pinned by translator-scope.test.ts.
import type { PageSnapshot } from "#db/schema";
import { sameValue, sharedSettingsKeys, translatedPageFields } from "~/features/sections/field-translation";
import { isSiteLanguage, languageFacts, sourceLanguage, type SiteLanguage } from "~/lib/languages";

export const translatorMessages = {
  newOrDeleted: "Seiten und Sprachfassungen anlegen, duplizieren oder löschen kann nur die Redaktion.",
  german: "Die deutsche Fassung ist die Vorlage der Übersetzungen: Sie ändert nur die Redaktion.",
  otherLanguage: (language: string, own: readonly SiteLanguage[]) =>
    `Sie übersetzen ${own.map((l) => `«${languageFacts[l].staffName}»`).join(", ")}; die Fassung «${language}» können Sie nicht ändern.`,
  field: (label: string) => `Als Übersetzer/in ändern Sie nur die übersetzten Texte. ${label} ändert nur die Redaktion; nichts wurde gespeichert.`,
  sections: "Sektionen hinzufügen, entfernen oder verschieben kann nur die Redaktion; nichts wurde gespeichert.",
  noLanguages:
    "Ihnen ist noch keine Sprache zugewiesen: Sie können noch nichts übersetzen, bis eine Administratorin oder ein Administrator Ihnen unter «Benutzer» Ihre Sprachen gibt.",
} as const;

/**
 * Whether a translator with these languages translates the version in `language` (docs/decisions/0038-translator-role.md,
 * as decision 0042 amended it): exactly the languages an administrator gave them – with none given, none. The one
 * rule for their changes, the editors' offers, the 'Übersetzungen' screen and the notices.
 */
export function translatesLanguage(own: readonly SiteLanguage[], language: string | null | undefined): boolean {
  return typeof language === "string" && isSiteLanguage(language) && language !== sourceLanguage && own.includes(language);
}

/** Why a translator with these languages may not change the version in `language` (null: they may). */
export function languageRefusal(own: readonly SiteLanguage[], language: string | null | undefined): string | null {
  if (!language || language === sourceLanguage) return translatorMessages.german;
  if (translatesLanguage(own, language)) return null;
  if (!own.length) return translatorMessages.noLanguages;
  return translatorMessages.otherLanguage(isSiteLanguage(language) ? languageFacts[language].staffName : String(language), own);
}

/**
 * Bookkeeping that follows a translation's texts: the marks of texts not yet translated, and the
 * source revisions the texts were brought up to date with (docs/decisions/0036-translation-out-of-date.md).
 */
const followsTexts = ["untranslated", "sourceRevision", "fieldSourceRevisions", "updatedAt", "id"];
/** Page columns a translation changes when its texts change (contentPlain follows contentHtml). */
const pageColumnsOfTexts = new Set<string>([...translatedPageFields, "contentPlain", ...followsTexts]);
/** Section columns a translation changes when its texts change; settings are checked key by key. */
const sectionColumnsOfTexts = new Set<string>(["contentHtml", "contentPlain", "settings", ...followsTexts]);

/** What a refusal names: the column a translator may not change, in the editors' words. */
function columnLabel(column: string): string {
  switch (column) {
    case "published":
    case "isPublished":
      return "Das Veröffentlichen";
    case "publishAt":
    case "unpublishAt":
      return "Der Zeitplan";
    case "slug":
    case "parentSlug":
    case "pageSlug":
      return "Die Adresse";
    case "sectionName":
      return "Der Sektionsname";
    case "language":
    case "translationKey":
      return "Die Sprachzuordnung";
    default:
      return "Ein gemeinsames Feld (Bilder, Vorlage, Darstellung, Reihenfolge)";
  }
}

type Row = Record<string, unknown>;

function changedColumn(before: Row, after: Row, allowed: ReadonlySet<string>): string | null {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (allowed.has(key)) continue;
    if (!sameValue(before[key], after[key])) return key;
  }
  return null;
}

/**
 * Why this change is beyond a translator with these languages (none: they translate nothing),
 * or null when it only touches translated fields of one of their versions.
 */
export function translatorRefusal(languages: readonly SiteLanguage[], before: PageSnapshot | null, after: PageSnapshot): string | null {
  if (!before?.page || !after.page) return translatorMessages.newOrDeleted;
  if (before.page.language === sourceLanguage) return translatorMessages.german;
  const refusal = languageRefusal(languages, String(after.page.language));
  if (refusal) return refusal;
  const pageColumn = changedColumn(before.page, after.page, pageColumnsOfTexts);
  if (pageColumn) return translatorMessages.field(columnLabel(pageColumn));

  // Sections are matched by their translation key: a restore gives them new ids, not new keys.
  const order = (sections: Row[]) => sections.map((s) => String(s.translationKey));
  if (!sameValue(order(before.sections), order(after.sections))) return translatorMessages.sections;
  for (const [index, next] of after.sections.entries()) {
    const previous = before.sections[index];
    const column = changedColumn(previous, next, sectionColumnsOfTexts);
    if (column) return column === "sectionOrder" ? translatorMessages.sections : translatorMessages.field(columnLabel(column));
    const shared = sharedSettingsKeys(String(next.sectionType));
    const settingsBefore = (previous.settings ?? {}) as Row;
    const settingsAfter = (next.settings ?? {}) as Row;
    for (const key of shared) if (!sameValue(settingsBefore[key], settingsAfter[key])) return translatorMessages.field(columnLabel(key));
  }
  return null;
}
