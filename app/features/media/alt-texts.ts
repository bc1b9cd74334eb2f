// A library file's alt texts, one per language (docs/decisions/0034-alt-texts-per-language.md): the
// German one in media_assets.alt_text, the further languages' in media_assets.alt_texts. A language
// without its own alt text has none: never the German one, never the file's (German) title. Pure:
// used by the server, the media library and its tests.
import { isSiteLanguage, languageFacts, sourceLanguage, translationLanguages, type SiteLanguage } from "~/lib/languages";

/** How long an alt text may be, in every language (upload, library edit). */
export const ALT_TEXT_MAX = 300;

/** The alt texts of the further languages, by language; a language without one is absent. */
export type AltTexts = Partial<Record<SiteLanguage, string>>;

/** Whitespace runs become one space, ends are trimmed (docs/product/media.md, "Editing a file": alt texts trimmed). */
export function cleanAltText(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
}

/** media_assets.alt_texts as stored: only further languages with a non-empty text. */
export function storedAltTexts(value: unknown): AltTexts {
  const texts: AltTexts = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return texts;
  for (const [language, text] of Object.entries(value as Record<string, unknown>)) {
    if (!isSiteLanguage(language) || language === sourceLanguage || typeof text !== "string") continue;
    const clean = cleanAltText(text);
    if (clean) texts[language] = clean;
  }
  return texts;
}

interface AltTextSource {
  altText: string | null;
  altTexts: unknown;
  title: string | null;
}

/**
 * A file's alt text for a page in `language`: in German its alt text, else its title (both German);
 * in another language that language's alt text only, "" when it has none.
 */
export function altTextIn(file: AltTextSource, language: SiteLanguage): string {
  if (language === sourceLanguage) return cleanAltText(file.altText) || cleanAltText(file.title);
  return storedAltTexts(file.altTexts)[language] ?? "";
}

/** The form field of a further language's alt text in the media library ("altText_fr"). */
export function altTextFieldName(language: SiteLanguage): string {
  return `altText_${language}`;
}

/** The label of a further language's alt text field ("Alternativtext (Französisch)"); staff screens are German. */
export function altTextLabel(language: SiteLanguage): string {
  return `Alternativtext (${languageFacts[language].staffName})`;
}

/** The stored alt texts of the further languages with those the form sent: an emptied field removes its language's text, one not sent keeps it. */
export function withSentAltTexts(stored: unknown, sent: Record<string, unknown>): AltTexts {
  const texts = storedAltTexts(stored);
  for (const language of translationLanguages) {
    const value = sent[altTextFieldName(language)];
    if (typeof value !== "string") continue;
    const clean = cleanAltText(value);
    if (clean) texts[language] = clean;
    else delete texts[language];
  }
  return texts;
}
