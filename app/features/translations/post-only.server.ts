// A GET to an address that only takes POST (the XLIFF upload, 'Keine Anpassung nötig'): the same
// guard as the POST (401 / 403 as JSON), then 400 saying so, never React Router's missing-loader error.
import type { Operation } from "~/core/access/access-control";
import type { Viewer } from "~/core/access/viewer";
import { requireOperation } from "~/features/auth/viewer.server";
import { isRouterResponse } from "~/lib/router-response";

export const postOnlyMessage = "Diese Adresse nimmt nur Daten entgegen (POST).";

/** `refuse`: a further reason the POST would be refused with 403 for this viewer (the XLIFF import: a translator without languages). */
export function postOnlyLoader(operation: Operation, refuse?: (viewer: Viewer) => string | null) {
  return async function loader({ request }: { request: Request }) {
    const headers = { "Cache-Control": "private, no-store" };
    try {
      const viewer = await requireOperation(request, operation);
      const refused = refuse?.(viewer);
      if (refused) return Response.json({ ok: false, message: refused }, { status: 403, headers });
      return Response.json({ ok: false, message: postOnlyMessage }, { status: 400, headers });
    } catch (error) {
      if (error instanceof Response) return error;
      if (!isRouterResponse(error)) throw error;
      const { data, init } = error as { data: { message?: string }; init?: ResponseInit | null };
      return Response.json({ ok: false, message: data?.message ?? postOnlyMessage }, { status: init?.status ?? 400, headers });
    }
  };
}
