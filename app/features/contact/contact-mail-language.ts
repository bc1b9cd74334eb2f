// Which language version of an e-mail template a contact mail uses (the versions: rows of
// email_templates sharing the template's name, one per language; the screen: features/email-templates).
// Pure: shared by contact.server.ts and the 'E-Mail-Vorlagen' screen, which marks what is not sent.
import { sourceLanguage, type SiteLanguage } from "~/lib/languages";

/** The contact form's two templates (contact.server.ts sends them). */
export const NOTIFICATION_TEMPLATE = "Kontaktanfrage – Benachrichtigung";
export const CONFIRMATION_TEMPLATE = "Kontaktanfrage – Bestätigung";

/** The language a visitor's mail falls back to when their own version is missing or not yet translated (German after it). */
export const fallbackLanguage: SiteLanguage = "en";

interface VersionLike {
  language: string;
  subject: string;
  html: string;
}

/**
 * A version still as it was copied from German (subject and body unchanged): marked on the screen as
 * needing translation, and never sent – it would reach a French visitor in German.
 */
export function isUntranslatedCopy(version: VersionLike, german: Omit<VersionLike, "language"> | undefined): boolean {
  return version.language !== sourceLanguage && german !== undefined && version.subject === german.subject && version.html === german.html;
}

/**
 * The version a visitor of `language` gets: their own if it exists and is translated; else the English
 * one if that exists and is translated; else the German one. `fallback` says that the visitor's own
 * language was not available (the caller logs it). Null when the template has no version at all.
 */
export function pickTemplateVersion<T extends VersionLike>(versions: readonly T[], language: SiteLanguage): { template: T; fallback: boolean } | null {
  const german = versions.find((v) => v.language === sourceLanguage);
  const usable = (l: SiteLanguage) => versions.find((v) => v.language === l && !isUntranslatedCopy(v, german));
  const own = usable(language);
  if (own) return { template: own, fallback: false };
  const other = usable(fallbackLanguage) ?? german ?? versions[0];
  return other ? { template: other, fallback: true } : null;
}
