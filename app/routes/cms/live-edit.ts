// /cms/api/live-edit?slug=…: the edit mode's JSON endpoint (docs/decisions/0008-edit-mode.md). GET reads a page's sections for
// the floating editor; POST performs one section action (the section editor's, plus preview, reorder,
// home-page restore and slug migration) or, with ?scope=page, one page action (publish, delete). Staff
// only; every write is checked and transactional.
import { db } from "#db/client.server";
import type { ActionResult } from "~/components/cms/action-result";
import { requireOperation } from "~/features/auth/viewer.server";
import { productDocumentsHref } from "~/features/document-admin/document-admin-rules";
import { loadLiveEdit } from "~/features/edit-mode/live-edit.server";
import { handlePageAction } from "~/features/page-admin/page-actions.server";
import { runSectionAction } from "~/features/sections/editor/section-editor.server";
import { withSourceChanges } from "~/features/translations/source-changes.server";
import type { Route } from "./+types/live-edit";

const noStore = { "Cache-Control": "no-store" };

/** Guards and the page actions answer with React Router data(); a resource route answers with plain JSON. */
function asResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  if (typeof answer === "object" && answer !== null && (answer as { type?: unknown }).type === "DataWithResponseInit") {
    const { data, init } = answer as { data: unknown; init?: ResponseInit | null };
    return Response.json(data, { status: init?.status ?? 200, headers: noStore });
  }
  throw answer;
}

function slugOf(request: Request): string | null {
  const slug = new URL(request.url).searchParams.get("slug")?.trim();
  return slug ? slug : null;
}

const missingSlug = () => Response.json({ ok: false, message: "Kein Seiten-Slug angegeben." } satisfies ActionResult, { status: 400, headers: noStore });

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const viewer = await requireOperation(request, "sections.edit");
    const slug = slugOf(request);
    if (!slug) return missingSlug();
    // A translation's panel shows the German changes beside the fields (docs/decisions/0036-translation-out-of-date.md).
    // 'Dokumente des Produkts' on a product page: the route names the address, so the edit mode does not build on document-admin.
    const live = await loadLiveEdit(db(), slug, viewer, { productDocumentsHref });
    return Response.json(await withSourceChanges(db(), live), { headers: noStore });
  } catch (error) {
    return asResponse(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  try {
    // ?scope=page: the page itself (publish, delete), through the page list's own action and checks.
    if (new URL(request.url).searchParams.get("scope") === "page") return asResponse(await handlePageAction(request));
    const slug = slugOf(request);
    if (!slug) {
      await requireOperation(request, "sections.edit");
      return missingSlug();
    }
    const { result, status } = await runSectionAction(request, slug);
    return Response.json(result, { status, headers: noStore });
  } catch (error) {
    return asResponse(error);
  }
}
