// /cms/api/live-edit?slug=…: the edit mode's JSON endpoint (issue 6). GET reads a page's sections for
// the floating editor; POST performs one section action (the section editor's, plus preview, reorder,
// home-page restore and slug migration). Staff only; every write is checked and transactional.
import { db } from "#db/client.server";
import { requireOperation } from "~/features/auth/viewer.server";
import { loadLiveEdit } from "~/features/edit-mode/live-edit.server";
import { runSectionAction } from "~/features/sections/editor/section-editor.server";
import type { Route } from "./+types/live-edit";

const noStore = { "Cache-Control": "no-store" };

/** Guards throw React Router data(); a resource route answers with plain JSON. */
function asResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit") {
    const { data, init } = error as { data: unknown; init?: ResponseInit };
    return Response.json(data, { ...init, headers: noStore });
  }
  throw error;
}

function slugOf(request: Request): string | null {
  const slug = new URL(request.url).searchParams.get("slug")?.trim();
  return slug ? slug : null;
}

const missingSlug = () => Response.json({ success: false, error: "Kein Seiten-Slug angegeben." }, { status: 400, headers: noStore });

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const viewer = await requireOperation(request, "sections.edit");
    const slug = slugOf(request);
    if (!slug) return missingSlug();
    return Response.json(await loadLiveEdit(db(), slug, viewer), { headers: noStore });
  } catch (error) {
    return asResponse(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  try {
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
