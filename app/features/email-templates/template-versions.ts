// Language versions of the e-mail templates on the 'E-Mail-Vorlagen' screen: a template is its German
// row plus one row per other language with the same template_name (unique per name and language,
// db/schema.ts). Which version a mail uses is the contact form's rule (contact/contact-mail-language.ts).
import { NOTIFICATION_TEMPLATE } from "~/features/contact/contact-mail-language";
import { approvalTemplateNames } from "~/features/approval/approval-mail-templates";
import { PRINTED_COPY_REMINDER_TEMPLATE } from "~/features/printed-copies/printed-copy-mail-template";
import { isSiteLanguage, languageFacts, siteLanguages, sourceLanguage, type SiteLanguage } from "~/lib/languages";

export { CONFIRMATION_TEMPLATE, isUntranslatedCopy, NOTIFICATION_TEMPLATE } from "~/features/contact/contact-mail-language";

interface VersionLike {
  templateName: string;
  language: string;
}

/** The templates sent to staff: always in German, so they have no versions in other languages. */
export const germanOnlyTemplates: readonly string[] = [NOTIFICATION_TEMPLATE, ...Object.values(approvalTemplateNames), PRINTED_COPY_REMINDER_TEMPLATE];

export const templateVersionMessages = {
  exists: "Für diese Sprache gibt es bereits eine Fassung dieser Vorlage.",
  germanOnly: "Die Benachrichtigung an das Team wird immer auf Deutsch versendet; sie hat keine Fassungen in anderen Sprachen.",
  unknownLanguage: "Unbekannte Sprache.",
  germanNotDeletable: "Die deutsche Fassung kann nicht gelöscht werden, solange es Fassungen in anderen Sprachen gibt. Bitte löschen Sie zuerst diese.",
  untranslatedBadge: "Übersetzung fehlt",
  untranslatedNote: (language: SiteLanguage) =>
    `Diese Fassung ist noch eine Kopie des deutschen Textes. Bitte Betreff und Inhalt auf ${languageFacts[language].staffName} übersetzen: ` +
    "bis dahin wird sie nicht versendet (Besucher dieser Sprache erhalten die englische Fassung, falls übersetzt, sonst die deutsche).",
  staffAlwaysGerman: "Die Benachrichtigung an das Team wird immer auf Deutsch versendet.",
  languageOff: "Sprache ausgeschaltet",
} as const;

/** A stored language, German for anything unknown (the column allows only the site's languages). */
export function templateLanguage(value: string): SiteLanguage {
  return isSiteLanguage(value) ? value : sourceLanguage;
}

export interface TemplateGroup<T> {
  templateName: string;
  /** The versions present, German first, then in the site's order. */
  versions: T[];
  /** Switched-on languages without a version (none for a template sent in German only). */
  missing: SiteLanguage[];
  germanOnly: boolean;
}

/** The rows of the screen as templates with their versions, in the order of the rows' names. */
export function groupTemplateVersions<T extends VersionLike>(rows: readonly T[], switchedOn: readonly SiteLanguage[]): TemplateGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.templateName, [...(groups.get(row.templateName) ?? []), row]);
  const rank = (row: T) => siteLanguages.indexOf(templateLanguage(row.language));
  return [...groups].map(([templateName, versions]) => {
    const germanOnly = germanOnlyTemplates.includes(templateName);
    const present = new Set(versions.map((v) => v.language));
    return {
      templateName,
      versions: [...versions].sort((a, b) => rank(a) - rank(b)),
      missing: germanOnly ? [] : switchedOn.filter((l) => l !== sourceLanguage && !present.has(l)),
      germanOnly,
    };
  });
}
