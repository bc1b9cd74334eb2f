// /cms/uebersetzungen: 'Übersetzungen' (docs/decisions/0038-translator-role.md), every German page in
// every switched-on language, for editors, administrators and translators.
import { data } from "react-router";
import { db } from "#db/client.server";
import { cmsMeta } from "~/components/cms/cms-meta";
import { useActionToast } from "~/components/cms/use-action-toast";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { TranslationsScreen } from "~/features/translations/translations-screen";
import { loadTranslationsScreen, saveNoticeSwitch, translationScreenMessages } from "~/features/translations/translations-screen.server";
import type { Route } from "./+types/translations";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, "translations.view");
  return loadTranslationsScreen(db(), viewer, new URL(request.url));
}

/** The screen's one write: the daily notice's switch (a global setting: 'settings.edit'). */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireOperation(request, "settings.edit");
  const form = await request.formData();
  if (form.get("intent") !== "save-notices") return data({ ok: false, message: translationScreenMessages.unknown }, { status: 400 });
  const on = form.get("notices") === "on";
  await saveNoticeSwitch(viewer, on);
  return data({ ok: true, message: on ? translationScreenMessages.noticesOn : translationScreenMessages.noticesOff });
}

export function meta() {
  return cmsMeta("Übersetzungen");
}

export default function TranslationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return <TranslationsScreen data={loaderData} />;
}
