// Global settings with the company fallbacks (docs/product/settings-and-email-templates.md, "Company defaults"): an empty field shows the default.
import { company } from "~/lib/company";
import { isSiteLanguage, siteLanguages, sourceLanguage, type SiteLanguage } from "~/lib/languages";

/** The global texts that differ per language (the others – name, e-mail, phone, colour, logo – are one for all). */
export const translatedSettingsFields = ["siteDescription", "footerText", "ctaPrimaryText", "ctaSecondaryText", "contactAddress"] as const;
export type TranslatedSettingsField = (typeof translatedSettingsFields)[number];
export type TranslatedTexts = Partial<Record<SiteLanguage, Partial<Record<TranslatedSettingsField, string>>>>;

export interface SiteSettings {
  siteTitle: string;
  siteDescription: string;
  primaryColor: string;
  footerText: string;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  ctaPrimaryText: string;
  ctaSecondaryText: string;
  logoAssetId: number | null;
  faviconUrl: string | null;
  /** The languages the site shows, German first ('Sprachen'). */
  languages: SiteLanguage[];
  /** The global texts of the other languages, as stored (settingsInLanguage reads them). */
  translatedTexts: TranslatedTexts;
}

export interface StoredSettings {
  siteTitle?: string | null;
  siteDescription?: string | null;
  primaryColor?: string | null;
  footerText?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  contactAddress?: string | null;
  ctaPrimaryText?: string | null;
  ctaSecondaryText?: string | null;
  logoAssetId?: number | null;
  faviconUrl?: string | null;
  languages?: string[] | null;
  translatedTexts?: Partial<Record<string, Record<string, string>>> | null;
}

const filled = (value: string | null | undefined) => (value && value.trim() !== "" ? value.trim() : undefined);

export function withSettingsDefaults(stored: StoredSettings | undefined | null): SiteSettings {
  const s = stored ?? {};
  return {
    siteTitle: filled(s.siteTitle) ?? company.name,
    siteDescription: filled(s.siteDescription) ?? company.defaultDescription,
    primaryColor: /^#[0-9a-f]{6}$/i.test(s.primaryColor ?? "") ? (s.primaryColor as string) : company.primaryColor,
    footerText: filled(s.footerText) ?? company.footerText,
    contactEmail: filled(s.contactEmail) ?? company.email,
    contactPhone: filled(s.contactPhone) ?? company.phone,
    contactAddress: filled(s.contactAddress) ?? company.address,
    ctaPrimaryText: filled(s.ctaPrimaryText) ?? company.ctaPrimaryText,
    ctaSecondaryText: filled(s.ctaSecondaryText) ?? company.ctaSecondaryText,
    logoAssetId: s.logoAssetId ?? null,
    faviconUrl: filled(s.faviconUrl) ?? null,
    languages: siteLanguages.filter((l) => l === sourceLanguage || (s.languages ?? []).includes(l)),
    translatedTexts: storedTranslatedTexts(s.translatedTexts),
  };
}

function storedTranslatedTexts(stored: StoredSettings["translatedTexts"]): TranslatedTexts {
  const texts: TranslatedTexts = {};
  for (const [language, fields] of Object.entries(stored ?? {})) {
    if (!isSiteLanguage(language) || language === sourceLanguage || !fields) continue;
    texts[language] = Object.fromEntries(translatedSettingsFields.flatMap((f) => (filled(fields[f]) ? [[f, filled(fields[f])]] : [])));
  }
  return texts;
}

/**
 * The settings as a page of `language` shows them. German has the company's defaults for empty
 * fields; another language has its own texts or none: a German text never stands in for a missing
 * translation (docs/decisions/0032-language-versions.md).
 */
export function settingsInLanguage(settings: SiteSettings, language: SiteLanguage): SiteSettings {
  if (language === sourceLanguage) return settings;
  const own = settings.translatedTexts[language] ?? {};
  return { ...settings, ...Object.fromEntries(translatedSettingsFields.map((f) => [f, own[f] ?? ""])) };
}
