// The server side of /cms/global (the spec's "Global settings", "Settings and templates").
import { data } from "react-router";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { writeContent } from "~/core/content/content-write.server";
import { isRouterResponse } from "~/lib/router-response";
import { SAVE_SETTINGS_INTENT } from "./global-settings-form";
import { loadSettingsFormValues, saveGlobalSettings } from "./global-settings.server";
import { parseSettingsForm, settingsMessages } from "./settings-form";
import { withSettingsDefaults } from "./site-settings";

/** The stored values and the defaults the form shows beside empty fields. */
export async function loadGlobalSettingsScreen(request: Request) {
  await requireStaff(request, "settings.edit");
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
  try {
    return { saved: await loadSettingsFormValues(db()), defaults, loadError: null };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Globale Einstellungen konnten nicht geladen werden");
    // No form without the stored values: saving it would overwrite them with blanks.
    return { saved: null, defaults, loadError: settingsMessages.loadFailed };
  }
}

/** Saves the settings: every field checked, one write. */
export async function handleGlobalSettingsAction(request: Request) {
  const viewer = await requireOperation(request, "settings.edit");
  const form = await request.formData();
  if (form.get("intent") !== SAVE_SETTINGS_INTENT) {
    return data({ ok: false as const, message: settingsMessages.saveFailed }, { status: 400 });
  }
  const parsed = parseSettingsForm(form);
  if (!parsed.ok) {
    return data({ ok: false as const, message: settingsMessages.invalid, fieldErrors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  }
  try {
    await writeContent(viewer, "settings.edit", (tx) => saveGlobalSettings(tx, parsed.value));
  } catch (error) {
    if (isRouterResponse(error)) throw error;
    logger.error({ error: (error as Error).message }, "Globale Einstellungen konnten nicht gespeichert werden");
    return data({ ok: false as const, message: settingsMessages.saveFailed, values: parsed.values }, { status: 500 });
  }
  return { ok: true as const, message: settingsMessages.saved };
}
