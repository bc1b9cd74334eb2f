// The old site's addresses (docs/product/public-site.md, "Legacy addresses") answer 301 to today's page. When that page
// was moved since, they go straight to where it is now: one hop, never a chain.
import { redirect } from "react-router";
import { legacyRedirects } from "~/features/pages/legacy-redirects";
import { findRedirect } from "~/features/redirects/redirects.server";
import type { Route } from "./+types/legacy-redirect";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = legacyRedirects[url.pathname.replace(/\/+$/, "")];
  if (!target) throw new Response("Nicht gefunden", { status: 404 });
  const moved = await findRedirect(target);
  return redirect((moved?.target ?? target) + url.search, 301);
}
