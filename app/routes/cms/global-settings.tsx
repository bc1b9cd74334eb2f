// /cms/global: the global settings (the spec's "Global settings", "Settings and templates").
import { useMemo } from "react";
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { useActionToast } from "~/components/cms/use-action-toast";
import { GlobalSettingsForm } from "~/features/settings/global-settings-form";
import { handleGlobalSettingsAction, loadGlobalSettingsScreen } from "~/features/settings/global-settings-screen.server";
import type { Route } from "./+types/global-settings";

export async function loader({ request }: Route.LoaderArgs) {
  return loadGlobalSettingsScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleGlobalSettingsAction(request);
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
