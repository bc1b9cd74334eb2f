// /cms/seiten: 'Seiten verwalten' (docs/product/cms-screens.md, "Page list ('Seiten verwalten')"). The list is the
// PageManager component; this route loads its rows and answers its one action.
import { db } from "#db/client.server";
import { cmsMeta } from "~/components/cms/cms-meta";
import { can } from "~/core/access/access-control";
import { requireStaff } from "~/features/auth/viewer.server";
import { maySeeDocuments } from "~/features/document-admin/document-access";
import { productDocumentsHref } from "~/features/document-admin/document-admin-rules";
import { handlePageAction } from "~/features/page-admin/page-actions.server";
import { loadPageListView, pageListQueryFrom } from "~/features/page-admin/page-list.server";
import { PageManager } from "~/features/page-admin/page-manager";
import { PAGE_PARAM } from "~/features/publish-check/publish-check-client";
import { withOutdatedCounts } from "~/features/translations/list-states.server";
import { pageRightsOf } from "~/features/translations/page-rights";
import type { Route } from "./+types/pages";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  const url = new URL(request.url);
  const view = await loadPageListView(db(), pageListQueryFrom(url, Number(url.searchParams.get(PAGE_PARAM)) || null));
  return {
    view: await withOutdatedCounts(db(), view),
    canDelete: can(viewer.role, "pages.delete"),
    rights: pageRightsOf(viewer.role),
    canConfigureApproval: can(viewer.role, "approvals.configure"),
    canChangeKind: can(viewer.role, "pages.kind"),
    // A product page's dialog leads to its documents ('Dokumente', docs/decisions/0048-document-screens.md).
    canSeeDocuments: maySeeDocuments(viewer.role),
  };
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
      <PageManager
        view={loaderData.view}
        canDelete={loaderData.canDelete}
        rights={loaderData.rights}
        canConfigureApproval={loaderData.canConfigureApproval}
        canChangeKind={loaderData.canChangeKind}
        productDocumentsHref={loaderData.canSeeDocuments ? productDocumentsHref : undefined}
      />
    </div>
  );
}
