// The server side of /cms/global (docs/product/settings-and-email-templates.md, "Global settings"): the German
// settings, 'Sprachen' (administrators only) and the texts of each switched-on language.
import { data } from "react-router";
import { db } from "#db/client.server";
import { can } from "~/core/access/access-control";
import { assertOperation } from "~/core/access/viewer";
import { logger } from "~/core/logger.server";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { writeContent } from "~/core/content/content-write.server";
import { company } from "~/lib/company";
import type { SiteLanguage } from "~/lib/languages";
import { isRouterResponse } from "~/lib/router-response";
import { SAVE_SETTINGS_INTENT } from "./global-settings-form";
import { loadSettingsRow, saveGlobalSettings, saveLanguages, saveTranslatedTexts } from "./global-settings.server";
import { parseSettingsForm, settingsFormValues, settingsMessages } from "./settings-form";
import { translatedSettingsFields, withSettingsDefaults, type SiteSettings } from "./site-settings";
import {
  chosenTextLanguage,
  languageSettingsMessages,
  parseLanguagesForm,
  parseTranslatedTextsForm,
  SAVE_LANGUAGES_INTENT,
  SAVE_TRANSLATED_TEXTS_INTENT,
  translatedFieldNames,
  translatedFormValues,
  type TranslatedFormValues,
} from "./site-texts-per-language";

/** The German texts as German visitors see them (stored, or the company default): the reference beside each translation. */
function germanReference(settings: SiteSettings): TranslatedFormValues {
  return Object.fromEntries(translatedSettingsFields.map((field) => [translatedFieldNames[field], settings[field]])) as TranslatedFormValues;
}

/** The stored values and the defaults the form shows beside empty fields; the languages and the texts of the one asked for (?sprache). */
export async function loadGlobalSettingsScreen(request: Request) {
  const viewer = await requireStaff(request, "settings.edit");
  const fallback = withSettingsDefaults(null);
  const defaults = {
    site_title: fallback.siteTitle,
    site_description: fallback.siteDescription,
    cta_primary_text: fallback.ctaPrimaryText,
    cta_secondary_text: fallback.ctaSecondaryText,
    footer_text: fallback.footerText,
    contact_email: fallback.contactEmail,
    contact_phone: fallback.contactPhone,
    contact_address: fallback.contactAddress,
  };
  const canManageLanguages = can(viewer.role, "languages.manage");
  try {
    const row = await loadSettingsRow(db());
    const settings = withSettingsDefaults(row);
    const language = chosenTextLanguage(new URL(request.url).searchParams.get("sprache"), settings.languages);
    return {
      saved: settingsFormValues(row, company.primaryColor),
      defaults,
      loadError: null,
      languages: settings.languages,
      language,
      translated: language === "de" ? null : translatedFormValues(settings.translatedTexts, language),
      german: germanReference(settings),
      canManageLanguages,
    };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Globale Einstellungen konnten nicht geladen werden");
    // No form without the stored values: saving it would overwrite them with blanks.
    return {
      saved: null,
      defaults,
      loadError: settingsMessages.loadFailed,
      languages: ["de"] as SiteLanguage[],
      language: "de" as SiteLanguage,
      translated: null,
      german: null,
      canManageLanguages,
    };
  }
}

/** Saves one of the screen's three forms: every field checked, one write. */
export async function handleGlobalSettingsAction(request: Request) {
  const viewer = await requireOperation(request, "settings.edit");
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === SAVE_LANGUAGES_INTENT) {
    // The right first: an editor learns nothing about the input.
    assertOperation(viewer, "languages.manage");
    const parsed = parseLanguagesForm(form);
    if (!parsed.ok) return data({ ok: false as const, intent, message: parsed.message }, { status: 400 });
    try {
      await writeContent(viewer, "languages.manage", (tx) => saveLanguages(tx, parsed.value));
    } catch (error) {
      if (isRouterResponse(error)) throw error;
      logger.error({ error: (error as Error).message }, "Sprachen konnten nicht gespeichert werden");
      return data({ ok: false as const, intent, message: languageSettingsMessages.languagesFailed }, { status: 500 });
    }
    logger.info({ languages: parsed.value, by: viewer.email }, "Sprachen der Website geändert");
    return { ok: true as const, intent, message: languageSettingsMessages.languagesSaved };
  }

  if (intent === SAVE_TRANSLATED_TEXTS_INTENT) {
    const parsed = parseTranslatedTextsForm(form);
    if (!parsed.ok) {
      return data(
        {
          ok: false as const,
          intent,
          language: parsed.language,
          message: settingsMessages.invalid,
          fieldErrors: parsed.fieldErrors,
          translatedValues: parsed.values,
        },
        { status: 400 },
      );
    }
    try {
      await writeContent(viewer, "settings.edit", (tx) => saveTranslatedTexts(tx, parsed.language, parsed.value));
    } catch (error) {
      if (isRouterResponse(error)) throw error;
      logger.error({ language: parsed.language, error: (error as Error).message }, "Übersetzte Einstellungen konnten nicht gespeichert werden");
      return data(
        { ok: false as const, intent, language: parsed.language, message: settingsMessages.saveFailed, translatedValues: parsed.values },
        { status: 500 },
      );
    }
    return { ok: true as const, intent, language: parsed.language, message: languageSettingsMessages.textsSaved(parsed.language) };
  }

  if (intent !== SAVE_SETTINGS_INTENT) {
    return data({ ok: false as const, message: settingsMessages.saveFailed }, { status: 400 });
  }
  const parsed = parseSettingsForm(form);
  if (!parsed.ok) {
    return data({ ok: false as const, intent, message: settingsMessages.invalid, fieldErrors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  }
  try {
    await writeContent(viewer, "settings.edit", (tx) => saveGlobalSettings(tx, parsed.value));
  } catch (error) {
    if (isRouterResponse(error)) throw error;
    logger.error({ error: (error as Error).message }, "Globale Einstellungen konnten nicht gespeichert werden");
    return data({ ok: false as const, intent, message: settingsMessages.saveFailed, values: parsed.values }, { status: 500 });
  }
  return { ok: true as const, intent, message: settingsMessages.saved };
}
