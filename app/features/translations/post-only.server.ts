// A GET to an address that only takes POST (the XLIFF upload, 'Keine Anpassung nötig'): the same
// guard as the POST (401 / 403 as JSON), then 400 saying so, never React Router's missing-loader error.
import type { Operation } from "~/core/access/access-control";
import { requireOperation } from "~/features/auth/viewer.server";
import { isRouterResponse } from "~/lib/router-response";

export const postOnlyMessage = "Diese Adresse nimmt nur Daten entgegen (POST).";

export function postOnlyLoader(operation: Operation) {
  return async function loader({ request }: { request: Request }) {
    const headers = { "Cache-Control": "private, no-store" };
    try {
      await requireOperation(request, operation);
      return Response.json({ ok: false, message: postOnlyMessage }, { status: 400, headers });
    } catch (error) {
      if (error instanceof Response) return error;
      if (!isRouterResponse(error)) throw error;
      const { data, init } = error as { data: { message?: string }; init?: ResponseInit | null };
      return Response.json({ ok: false, message: data?.message ?? postOnlyMessage }, { status: init?.status ?? 400, headers });
    }
  };
}
