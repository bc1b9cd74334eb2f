// /sections: the sections demo (docs/product/cms-screens.md, "Sections demo"). A staff screen (one of the
// staff routes there) shown in the site's own frame, so every section type looks exactly as on a public
// page. The first visit seeds the eleven demo sections (features/sections/sections-demo.server.ts).
import { db } from "#db/client.server";
import { requireStaff } from "~/features/auth/viewer.server";
import { PublicPageView } from "~/features/pages/public-page-view";
import { DEMO_TITLE } from "~/features/sections/sections-demo";
import { ensureDemoSections, loadDemoView } from "~/features/pages/sections-demo.server";
import { company } from "~/lib/company";
import type { Route } from "./+types/sections-demo";

export async function loader({ request }: Route.LoaderArgs) {
  // The first visit writes the demo sections: for whom may add sections (not translators).
  await requireStaff(request, "pages.structure");
  await ensureDemoSections(db());
  return loadDemoView(db(), { includeDrafts: true });
}

export function meta() {
  return [{ title: `${DEMO_TITLE} – ${company.name}` }, { name: "robots", content: "noindex" }];
}

export default function SectionsDemo({ loaderData }: Route.ComponentProps) {
  return <PublicPageView view={loaderData} />;
}
