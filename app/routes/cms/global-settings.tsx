// /cms/global: the global settings (spec §2 "Global settings", §8 "Settings and templates").
import { useMemo } from "react";
import { data } from "react-router";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { useActionToast } from "~/components/cms/use-action-toast";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { writeContent } from "~/core/content/content-write.server";
import { GlobalSettingsForm, SAVE_SETTINGS_INTENT } from "~/features/settings/global-settings-form";
import { loadSettingsFormValues, saveGlobalSettings } from "~/features/settings/global-settings.server";
import { parseSettingsForm, settingsMessages } from "~/features/settings/settings-form";
import { withSettingsDefaults } from "~/features/settings/site-settings";
import { isRouterResponse } from "~/lib/router-response";
import type { Route } from "./+types/global-settings";

export async function loader({ request }: Route.LoaderArgs) {
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

export async function action({ request }: Route.ActionArgs) {
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

export function meta() {
  return cmsMeta("Globale Website-Einstellungen");
}

export default function GlobalSettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { saved, defaults, loadError } = loaderData;
  const loadFeedback = useMemo(() => (loadError ? { ok: false, message: loadError } : undefined), [loadError]);
  useActionToast(actionData ?? loadFeedback);
  return (
    <div className="mx-auto max-w-4xl">
      {saved ? (
        <GlobalSettingsForm saved={saved} defaults={defaults} result={actionData} />
      ) : (
        <div className="flex flex-col gap-4">
          <h1 className="font-display text-3xl font-bold">Globale Website-Einstellungen</h1>
          <CmsFeedback feedback={loadFeedback} />
        </div>
      )}
    </div>
  );
}
