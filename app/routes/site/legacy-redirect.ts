import { redirect } from "react-router";
import { legacyRedirects } from "~/features/pages/legacy-redirects";
import type { Route } from "./+types/legacy-redirect";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = legacyRedirects[url.pathname.replace(/\/+$/, "")];
  if (!target) throw new Response("Nicht gefunden", { status: 404 });
  return redirect(target + url.search, 301);
}
