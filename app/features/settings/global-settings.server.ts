// Reading and saving the single global_settings row (the spec's global_settings entity and its call "upsert the whole settings object").
// Saving runs inside the caller's transaction (writeContent), which also drops the public caches so
// the header and footer show the new values at once (the spec's "Header and footer reload settings").
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { globalSettings } from "#db/schema";
import { company } from "~/lib/company";
import { settingsFormValues, type SettingsFormValues, type SettingsInput } from "./settings-form";

export const SETTINGS_ROW_ID = 1;

export async function loadSettingsFormValues(db: Queryable): Promise<SettingsFormValues> {
  const [row] = await db.select().from(globalSettings).where(eq(globalSettings.id, SETTINGS_ROW_ID)).limit(1);
  return settingsFormValues(row, company.primaryColor);
}

/** Inserts the row or updates it; the logo and favicon (set elsewhere) stay as they are. */
export async function saveGlobalSettings(tx: Queryable, input: SettingsInput): Promise<void> {
  await tx
    .insert(globalSettings)
    .values({ id: SETTINGS_ROW_ID, ...input })
    .onConflictDoUpdate({ target: globalSettings.id, set: { ...input, updatedAt: sql`now()` } });
}
