// 'Sprachen' and the global texts of the other languages in /cms/global (docs/decisions/0032-language-versions.md
// when present; app/lib/languages.ts). Two small forms beside the German settings form: which languages
// the site shows (administrators only) and, per switched-on language, its own texts of the fields that
// differ per language (site-settings.ts translatedSettingsFields). One schema each for the browser
// check before sending and for the action.
import { z } from "zod";
import { firstFieldErrors, formValues, type FieldErrors } from "~/lib/form-validation";
import { isSiteLanguage, languageFacts, siteLanguages, sourceLanguage, translationLanguages, type SiteLanguage } from "~/lib/languages";
import { cleanText } from "~/lib/text";
import { settingsLimits, settingsMessages } from "./settings-form";
import { translatedSettingsFields, type TranslatedSettingsField, type TranslatedTexts } from "./site-settings";

export const SAVE_LANGUAGES_INTENT = "save-languages";
export const SAVE_TRANSLATED_TEXTS_INTENT = "save-translated-texts";

export const languageSettingsMessages = {
  languagesSaved: "Sprachen gespeichert",
  languagesFailed: "Fehler beim Speichern der Sprachen",
  unknownLanguage: "Unbekannte Sprache. Es wurde nichts gespeichert.",
  /** Beside the switches: what switching a language off does (and does not do). */
  switchOffEffect: "Seiten dieser Sprache sind dann für Besucher nicht erreichbar; Entwürfe bleiben erhalten.",
  germanAlwaysOn: "Ausgangssprache, immer eingeschaltet",
  adminsOnly: "Nur Administratoren können Sprachen ein- und ausschalten.",
  textsSaved: (language: SiteLanguage) => `Texte auf ${languageFacts[language].staffName} gespeichert`,
  emptyStaysEmpty: (language: SiteLanguage) =>
    `Ein leeres Feld bleibt auf den Seiten auf ${languageFacts[language].staffName} leer – der deutsche Text erscheint dort nie.`,
} as const;

/** The form names of the translated fields: the names the German form posts for the same fields. */
export const translatedFieldNames = {
  siteDescription: "site_description",
  footerText: "footer_text",
  ctaPrimaryText: "cta_primary_text",
  ctaSecondaryText: "cta_secondary_text",
  contactAddress: "contact_address",
} as const satisfies Record<TranslatedSettingsField, keyof typeof settingsLimits>;
export type TranslatedFieldName = (typeof translatedFieldNames)[TranslatedSettingsField];
export type TranslatedFormValues = Record<TranslatedFieldName, string>;

/** The language whose texts the screen shows (?sprache=fr): one that is switched on, German otherwise. */
export function chosenTextLanguage(param: string | null, switchedOn: readonly SiteLanguage[]): SiteLanguage {
  return isSiteLanguage(param) && switchedOn.includes(param) ? param : sourceLanguage;
}

// ---------------------------------------------------------------------------------------------------
// 'Sprachen': checkboxes named "languages", one per language beside German.

const languagesSchema = z.array(z.string()).refine((values) => values.every((v) => isSiteLanguage(v)), languageSettingsMessages.unknownLanguage);

export type LanguagesParse = { ok: true; value: SiteLanguage[] } | { ok: false; message: string };

/**
 * The languages to store: German always (it cannot be switched off, whatever was posted), then the
 * ticked ones in the site's order. An unknown value refuses the whole form: nothing is half-saved.
 */
export function parseLanguagesForm(form: FormData | Record<string, unknown>): LanguagesParse {
  const posted = form instanceof FormData ? form.getAll("languages") : ([] as unknown[]).concat(form.languages ?? []);
  const parsed = languagesSchema.safeParse(posted.map((v) => (typeof v === "string" ? v : "")));
  if (!parsed.success) return { ok: false, message: languageSettingsMessages.unknownLanguage };
  return { ok: true, value: siteLanguages.filter((l) => l === sourceLanguage || parsed.data.includes(l)) };
}

// ---------------------------------------------------------------------------------------------------
// The texts of one language: the same limits as the German fields; empty means "nothing there".

const translatedText = (max: number) =>
  z
    .string()
    .default("")
    .transform((value) => cleanText(value))
    .refine((value) => value.length <= max, settingsMessages.tooLong(max));

export const translatedTextsSchema = z.object(
  Object.fromEntries(
    translatedSettingsFields.map((field) => [translatedFieldNames[field], translatedText(settingsLimits[translatedFieldNames[field]])]),
  ) as Record<TranslatedFieldName, ReturnType<typeof translatedText>>,
);

const textLanguageSchema = z.enum(translationLanguages as [SiteLanguage, ...SiteLanguage[]]);

export type TranslatedTextsParse =
  | { ok: true; language: SiteLanguage; value: Partial<Record<TranslatedSettingsField, string>>; values: TranslatedFormValues }
  | { ok: false; language: SiteLanguage | null; fieldErrors: FieldErrors; values: TranslatedFormValues };

/**
 * One language's texts as posted. Only filled fields are kept: an empty one is not stored at all, so
 * visitors of that language see nothing there (site-settings.ts settingsInLanguage), never German.
 * A language that is switched off may be saved too: its texts wait for it to be switched on again.
 */
export function parseTranslatedTextsForm(form: FormData | Record<string, unknown>): TranslatedTextsParse {
  const raw = formValues(form);
  const values = Object.fromEntries(translatedSettingsFields.map((f) => [translatedFieldNames[f], raw[translatedFieldNames[f]] ?? ""])) as TranslatedFormValues;
  const language = textLanguageSchema.safeParse(raw.language);
  const parsed = translatedTextsSchema.safeParse(values);
  if (!language.success || !parsed.success) {
    const fieldErrors = parsed.success ? {} : firstFieldErrors(parsed.error);
    if (!language.success) fieldErrors.language = languageSettingsMessages.unknownLanguage;
    return { ok: false, language: language.success ? language.data : null, fieldErrors, values };
  }
  const value: Partial<Record<TranslatedSettingsField, string>> = {};
  for (const field of translatedSettingsFields) {
    const text = parsed.data[translatedFieldNames[field]];
    if (text !== "") value[field] = text;
  }
  return { ok: true, language: language.data, value, values };
}

/** The browser's check before sending: the same rules, null when all is well. */
export function validateTranslatedTextsForm(form: FormData): FieldErrors | null {
  const result = parseTranslatedTextsForm(form);
  return result.ok ? null : result.fieldErrors;
}

/** What the form of `language` shows: its stored texts, empty where there is none. */
export function translatedFormValues(texts: TranslatedTexts, language: SiteLanguage): TranslatedFormValues {
  const own = texts[language] ?? {};
  return Object.fromEntries(translatedSettingsFields.map((f) => [translatedFieldNames[f], own[f] ?? ""])) as TranslatedFormValues;
}
