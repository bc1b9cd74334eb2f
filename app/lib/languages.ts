// The site's languages (docs/decisions/0032-language-versions.md). German is the source language and keeps
// the addresses it always had; every other language lives under its own prefix ("/fr", "/fr/…"), which is
// part of the stored slug of its pages. Pure: used by the server, the CMS and the visitor's pages.

export const siteLanguages = ["de", "fr", "it", "en"] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

/** The language every page starts in and every translation is made from. */
export const sourceLanguage: SiteLanguage = "de";

/** The languages an administrator can switch on beside German ('Sprachen'). */
export const translationLanguages = siteLanguages.filter((l) => l !== sourceLanguage);

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === "string" && (siteLanguages as readonly string[]).includes(value);
}

interface LanguageFacts {
  /** The language's name in German, for the staff screens. */
  staffName: string;
  /** The language's own name, for the visitors' language switcher. */
  ownName: string;
  /** <html lang>, and the locale of dates and numbers. */
  htmlLang: string;
  /** Open Graph's og:locale. */
  ogLocale: string;
}

export const languageFacts: Record<SiteLanguage, LanguageFacts> = {
  de: { staffName: "Deutsch", ownName: "Deutsch", htmlLang: "de-CH", ogLocale: "de_CH" },
  fr: { staffName: "Französisch", ownName: "Français", htmlLang: "fr-CH", ogLocale: "fr_CH" },
  it: { staffName: "Italienisch", ownName: "Italiano", htmlLang: "it-CH", ogLocale: "it_CH" },
  en: { staffName: "Englisch", ownName: "English", htmlLang: "en", ogLocale: "en_GB" },
};

/** The address prefix of a language: "" for German, "/fr" for French. */
export function languagePrefix(language: SiteLanguage): string {
  return language === sourceLanguage ? "" : `/${language}`;
}

/** The home page's address in a language: "/" or "/fr". */
export function languageHome(language: SiteLanguage): string {
  return languagePrefix(language) || "/";
}

/**
 * The language an address belongs to: its first segment when that names a language other than German
 * ("/fr", "/fr/contact", "/FR/contact"), German otherwise.
 */
export function languageOfPath(path: string): SiteLanguage {
  const first = path.replace(/^\/+/, "").split(/[/?#]/, 1)[0].toLowerCase();
  return isSiteLanguage(first) && first !== sourceLanguage ? first : sourceLanguage;
}

/** Whether a canonical slug lies within its language's part of the site ("/fr/x" for French; no language prefix for German). */
export function slugFitsLanguage(slug: string, language: SiteLanguage): boolean {
  return languageOfPath(slug) === language;
}

/** The address within its language: "/fr/contact" → "/contact", "/kontakt" → "/kontakt", "/fr" → "/". */
export function pathWithinLanguage(slug: string): string {
  const prefix = languagePrefix(languageOfPath(slug));
  return slug.slice(prefix.length) || "/";
}

/** A path of one language put under another's prefix: ("/produkte/x", "fr") → "/fr/produkte/x". */
export function inLanguage(pathWithin: string, language: SiteLanguage): string {
  const rest = pathWithin === "/" ? "" : pathWithin;
  return languagePrefix(language) + rest || "/";
}

/**
 * The locale of a language's dates: its Swiss variant (de-CH, fr-CH, it-CH) and British English, as
 * og:locale names them; `<html lang>` says only "en" for English, whose dates Intl would write the
 * American way.
 */
export function formatLocale(language: SiteLanguage): string {
  return languageFacts[language].ogLocale.replace("_", "-");
}
