// POST /cms/api/keine-anpassung (routes/cms/no-update.ts): 'Keine Anpassung nötig' from the section
// editor and the edit mode (source-change.tsx). JSON in, an ActionResult out; an edit of the version,
// so it needs `sections.edit` and runs in writeContent like every change.
import { z } from "zod";
import type { ActionResult } from "~/components/cms/action-result";
import { writeContent } from "~/core/content/content-write.server";
import { logger } from "~/core/logger.server";
import { requireOperation } from "~/features/auth/viewer.server";
import { isRouterResponse } from "~/lib/router-response";
import { confirmNoUpdateNeeded, NO_UPDATE_REASON_MAX, noUpdateMessages, NoUpdateRefused } from "./field-sources.server";

const headers = { "Cache-Control": "private, no-store" };
const json = (answer: ActionResult<{ revision: number }>, status = 200) => Response.json(answer, { status, headers });

const requestSchema = z.object({
  pageId: z.number().int().positive(),
  fields: z.array(z.string().max(200)).min(1).max(200),
  reason: z.string().max(NO_UPDATE_REASON_MAX * 2),
  sourceRevision: z.number().int().nonnegative().optional(),
});

/** Guards throw React Router's data(); a resource route answers with plain JSON. */
function refusal(error: unknown): Response {
  if (error instanceof Response) return error;
  const { data, init } = error as { data: { message?: string; conflict?: boolean }; init?: ResponseInit | null };
  return json({ ok: false, message: data?.message ?? noUpdateMessages.failed, conflict: data?.conflict }, init?.status ?? 500);
}

export async function action({ request }: { request: Request }) {
  try {
    const viewer = await requireOperation(request, "sections.edit");
    const parsed = requestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return json({ ok: false, message: noUpdateMessages.failed }, 400);
    const result = await writeContent(viewer, "sections.edit", (tx, v) => confirmNoUpdateNeeded(tx, parsed.data, { id: v.id, email: v.email }));
    return json({ ok: true, message: noUpdateMessages.done(result.fields.length), data: { revision: result.revision } });
  } catch (error) {
    if (isRouterResponse(error)) return refusal(error);
    if (error instanceof NoUpdateRefused) return json({ ok: false, message: error.message, fieldErrors: { reason: error.message } }, error.status);
    logger.error({ error: (error as Error).message }, "Keine Anpassung nötig: fehlgeschlagen");
    return json({ ok: false, message: noUpdateMessages.failed }, 500);
  }
}
