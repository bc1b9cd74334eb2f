// /cms/uebersetzungen: 'Übersetzungen' (docs/decisions/0038-translator-role.md), every German page in
// every switched-on language, for editors, administrators and translators.
import { db } from "#db/client.server";
import { cmsMeta } from "~/components/cms/cms-meta";
import { requireStaff } from "~/features/auth/viewer.server";
import { TranslationsScreen } from "~/features/translations/translations-screen";
import { loadTranslationsScreen } from "~/features/translations/translations-screen.server";
import type { Route } from "./+types/translations";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, "translations.view");
  return loadTranslationsScreen(db(), viewer, new URL(request.url));
}

export function meta() {
  return cmsMeta("Übersetzungen");
}

export default function TranslationsRoute({ loaderData }: Route.ComponentProps) {
  return <TranslationsScreen data={loaderData} />;
}
