// Reading and saving the single global_settings row (docs/product/data-model.md, global_settings; docs/product/settings-and-email-templates.md, "Global settings").
// Saving runs inside the caller's transaction (writeContent), which also drops the public caches so
// the header and footer show the new values at once (docs/product/public-site.md, "Footer": header and footer reload settings).
// The German fields, the languages and each language's texts are saved apart, so a save of one never
// overwrites what someone else saved in another.
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { globalSettings, type GlobalSettingsRow } from "#db/schema";
import { company } from "~/lib/company";
import type { SiteLanguage } from "~/lib/languages";
import { settingsFormValues, type SettingsFormValues, type SettingsInput } from "./settings-form";
import type { TranslatedSettingsField } from "./site-settings";

export const SETTINGS_ROW_ID = 1;

export async function loadSettingsRow(db: Queryable): Promise<GlobalSettingsRow | undefined> {
  const [row] = await db.select().from(globalSettings).where(eq(globalSettings.id, SETTINGS_ROW_ID)).limit(1);
  return row;
}

export async function loadSettingsFormValues(db: Queryable): Promise<SettingsFormValues> {
  return settingsFormValues(await loadSettingsRow(db), company.primaryColor);
}

/** Inserts the row or updates it; the logo and favicon (set elsewhere) stay as they are. */
export async function saveGlobalSettings(tx: Queryable, input: SettingsInput): Promise<void> {
  await tx
    .insert(globalSettings)
    .values({ id: SETTINGS_ROW_ID, ...input })
    .onConflictDoUpdate({ target: globalSettings.id, set: { ...input, updatedAt: sql`now()` } });
}

/** 'Sprachen': the languages the site shows (German first, always: site-texts-per-language.ts parseLanguagesForm). */
export async function saveLanguages(tx: Queryable, languages: SiteLanguage[]): Promise<void> {
  await tx
    .insert(globalSettings)
    .values({ id: SETTINGS_ROW_ID, languages })
    .onConflictDoUpdate({ target: globalSettings.id, set: { languages, updatedAt: sql`now()` } });
}

/**
 * One language's texts, replacing what that language had (an emptied field is gone) and nothing of
 * the other languages: the merge happens in the statement, so two people saving French and Italian
 * at the same moment both keep theirs.
 */
export async function saveTranslatedTexts(tx: Queryable, language: SiteLanguage, texts: Partial<Record<TranslatedSettingsField, string>>): Promise<void> {
  const entry = { [language]: texts };
  await tx
    .insert(globalSettings)
    .values({ id: SETTINGS_ROW_ID, translatedTexts: entry })
    .onConflictDoUpdate({
      target: globalSettings.id,
      set: { translatedTexts: sql`${globalSettings.translatedTexts} || ${JSON.stringify(entry)}::jsonb`, updatedAt: sql`now()` },
    });
}
