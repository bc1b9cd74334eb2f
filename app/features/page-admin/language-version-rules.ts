// Rules of a page's language versions (docs/decisions/0032-language-versions.md) that the dialogs and
// the server share: the staff's German messages and the address a new version is offered.
import { languageFacts, languageHome, languagePrefix, pathWithinLanguage, type SiteLanguage } from "~/lib/languages";
import { slugSegments } from "~/lib/slug";

export const languageVersionMessages = {
  noDuplicate: "Eine Sprachfassung lässt sich nicht einzeln duplizieren: bitte die deutsche Seite duplizieren.",
  sourceMissing: "Zu dieser Seite gibt es keine deutsche Fassung mehr.",
  exists: (language: SiteLanguage) => `Die Seite hat schon eine Fassung «${languageFacts[language].staffName}».`,
  copyFromMissing: (language: SiteLanguage) => `Die Seite hat keine Fassung «${languageFacts[language].staffName}», aus der kopiert werden könnte.`,
  notSwitchedOn: (language: SiteLanguage) =>
    `Die Sprache «${languageFacts[language].staffName}» ist nicht eingeschaltet. Eine Administratorin oder ein Administrator schaltet sie unter «Globale Einstellungen › Sprachen» ein.`,
  sourceLanguage: "Die deutsche Fassung ist die Quelle jeder Seite und wird nicht als Sprachfassung angelegt.",
  created: (language: SiteLanguage) => `Fassung «${languageFacts[language].staffName}» als Entwurf angelegt`,
  parentFirst: (language: SiteLanguage) => `Die übergeordnete Seite hat noch keine Fassung «${languageFacts[language].staffName}»: bitte zuerst diese anlegen.`,
} as const;

/**
 * The address a new version is offered: under the version of the German page's parent in that
 * language, with the German page's last part ("/produkte/pflege/x" → "/fr/produits/x" when the
 * parent's French version is "/fr/produits"); the home page's version is the language's home.
 * Null when the parent has no version in that language yet (its version comes first, so that the
 * new page has a place in that language's navigation and breadcrumb).
 */
export function proposedVersionSlug(germanSlug: string, germanParentVersionSlug: string | null | undefined, language: SiteLanguage): string | null {
  const segments = slugSegments(germanSlug);
  if (segments.length === 0) return languageHome(language);
  const part = segments.at(-1) as string;
  if (segments.length === 1) return `${languagePrefix(language)}/${part}`;
  if (!germanParentVersionSlug) return null;
  const parent = pathWithinLanguage(germanParentVersionSlug) === "/" ? languagePrefix(language) : germanParentVersionSlug;
  return `${parent}/${part}`;
}
