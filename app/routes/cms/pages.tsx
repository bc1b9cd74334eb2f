// /cms/seiten: 'Seiten verwalten' (spec §2 "CMS overview", §7 'cms-pages'). The list is the
// PageManager component; this route loads its rows and answers its one action.
import { db } from "#db/client.server";
import { cmsMeta } from "~/components/cms/cms-meta";
import { can } from "~/features/auth/access-control";
import { requireStaff } from "~/features/auth/viewer.server";
import { handlePageAction } from "~/features/pages/admin/page-actions.server";
import { loadPageList } from "~/features/pages/admin/page-list.server";
import { PageManager } from "~/features/pages/admin/page-manager";
import type { Route } from "./+types/pages";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  return { pages: await loadPageList(db()), canDelete: can(viewer.role, "pages.delete") };
}

export async function action({ request }: Route.ActionArgs) {
  return handlePageAction(request);
}

export function meta() {
  return cmsMeta("Seiten verwalten");
}

export default function PagesScreen({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="sr-only">Seiten</h1>
      <PageManager pages={loaderData.pages} canDelete={loaderData.canDelete} />
    </div>
  );
}
