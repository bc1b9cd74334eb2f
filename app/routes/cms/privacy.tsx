// /cms/datenschutz 'Datenschutz-Anfragen' (docs/decisions/0015-privacy-requests.md): for an e-mail address,
// what is stored about it, its export (routes/cms/privacy-export.ts) and its erasure after a
// confirmation; the retention period of contact messages; the recent privacy log. Administrators only.
// The address travels in POST bodies only, never in an address bar, a history entry or a log line.
import { cmsMeta } from "~/components/cms/cms-meta";
import { PrivacyScreen } from "~/features/privacy/privacy-screen";
import { handlePrivacyAction, loadPrivacyScreen } from "~/features/privacy/privacy-screen.server";
import { privacyTexts } from "~/features/privacy/privacy-rules";
import type { Route } from "./+types/privacy";

export async function loader({ request }: Route.LoaderArgs) {
  return loadPrivacyScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handlePrivacyAction(request);
}

export function meta() {
  return cmsMeta(privacyTexts.title);
}

export default function PrivacyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyScreen months={loaderData.months} log={loaderData.log} result={actionData} />;
}
