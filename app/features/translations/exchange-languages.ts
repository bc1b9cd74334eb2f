// Which languages a viewer exchanges XLIFF files for (docs/decisions/0042-xliff-conflicts.md): a translator
// those an administrator gave them, and with none given, none – a file carries every text of the pages
// it names, so the exchange is offered only for languages someone was given on purpose. Everyone else
// who may exchange (translations.exchange) does so for every language but German. The 'Übersetzungen'
// screen offers these, the export and import routes refuse the others with 403, and the HTTP layer
// refuses an import before reading its file where the request already says enough (server/xliff-import-guard.ts).
import type { Viewer } from "~/core/access/viewer";
import { isSiteLanguage, languageFacts, sourceLanguage, translationLanguages, type SiteLanguage } from "~/lib/languages";

export const exchangeMessages = {
  noLanguages:
    "Ihnen ist noch keine Sprache zugewiesen. XLIFF-Dateien exportieren und importieren können Sie, sobald eine Administratorin oder ein Administrator Ihnen unter «Benutzer» Ihre Sprachen gibt.",
  otherLanguage: (language: string, own: readonly SiteLanguage[]) =>
    `Sie übersetzen ${own.map((l) => `«${languageFacts[l].staffName}»`).join(", ")}; XLIFF-Dateien für «${language}» können Sie weder exportieren noch importieren.`,
} as const;

/** The languages this viewer exchanges XLIFF files for. */
export function exchangeLanguages(viewer: Pick<Viewer, "role" | "translationLanguages">): readonly SiteLanguage[] {
  if (viewer.role !== "translator") return translationLanguages;
  return (viewer.translationLanguages ?? []).filter((l) => l !== sourceLanguage);
}

/** The primary language of a code ("fr", "fr-CH"), as the export's address or a file's target-language names it. */
function primaryOf(code: string): string {
  return code.trim().toLowerCase().split(/[-_]/)[0];
}

/**
 * Why this viewer may not exchange a file for `language` (null: they may). Without a language, only
 * whether they may exchange any at all; a code that is no language of the site is left to the
 * export's and import's own checks (400), except that a translator never gets past here with one.
 */
export function exchangeRefusal(viewer: Pick<Viewer, "role" | "translationLanguages">, language?: string | null): string | null {
  const own = exchangeLanguages(viewer);
  if (!own.length) return exchangeMessages.noLanguages;
  if (!language?.trim() || viewer.role !== "translator") return null;
  const primary = primaryOf(language);
  if (isSiteLanguage(primary) && own.includes(primary)) return null;
  return exchangeMessages.otherLanguage(isSiteLanguage(primary) ? languageFacts[primary].staffName : language.trim(), own);
}
