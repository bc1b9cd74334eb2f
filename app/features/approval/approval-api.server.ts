// /cms/api/freigabe: the JSON endpoint of the page editor's 'Zur Freigabe einreichen' and of the page dialog's
// 'Freigabe erforderlich' (docs/decisions/0039-approval.md). 401 without a session, 403 without the right.
// POST { intent: "submit", pageId, baseRevision, comment } or { intent: "page-setting", pageId, required: true | false | null }.
import { z } from "zod";
import { requireOperation } from "~/features/auth/viewer.server";
import { writeContent } from "~/core/content/content-write.server";
import { db } from "#db/client.server";
import { assertOperation } from "~/core/access/viewer";
import { approvalTexts, COMMENT_LIMIT } from "./approval-rules";
import { ApprovalError, pageApprovalSetting, setPageApproval } from "./approval.server";
import { submitFromEditor } from "./approval-screens.server";

const requestSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("submit"),
    pageId: z.number().int().positive(),
    baseRevision: z.number().int().min(0),
    comment: z
      .string()
      .max(COMMENT_LIMIT * 2)
      .optional(),
  }),
  z.object({ intent: z.literal("page-setting"), pageId: z.number().int().positive(), required: z.boolean().nullable() }),
]);

export const approvalSettingTexts = {
  saved: (required: boolean | null) =>
    required === null
      ? "Freigabe erforderlich: wie beim Seitentyp."
      : required
        ? "Für diese Seite ist jetzt eine Freigabe erforderlich."
        : "Diese Seite braucht keine Freigabe mehr.",
} as const;

const noStore = { "Cache-Control": "no-store" };

/** A resource route answers plain JSON: the guards' and writeContent's thrown data() answers become responses too. */
async function asJson(run: () => Promise<{ result: unknown; status: number }>): Promise<Response> {
  try {
    const { result, status } = await run();
    return Response.json(result, { status, headers: noStore });
  } catch (error) {
    if (error instanceof Response) return error;
    const answer = error as { type?: unknown; data?: unknown; init?: ResponseInit | null };
    if (answer && answer.type === "DataWithResponseInit") return Response.json(answer.data, { status: answer.init?.status ?? 500, headers: noStore });
    throw error;
  }
}

export function action({ request }: { request: Request }) {
  return asJson(() => handle(request));
}

/** GET ?pageId=: the page's own setting (true, false or null: its page type decides) and what its type says, for administrators. */
export function loader({ request }: { request: Request }) {
  return asJson(async () => {
    const viewer = await requireOperation(request, "cms.view");
    const pageId = Number(new URL(request.url).searchParams.get("pageId"));
    if (!Number.isInteger(pageId) || pageId <= 0) return { result: { ok: false, message: "Nur POST, oder GET mit ?pageId=." }, status: 405 };
    assertOperation(viewer, "approvals.configure");
    const setting = await pageApprovalSetting(db(), pageId);
    if (!setting) return { result: { ok: false, message: approvalTexts.pageGone }, status: 404 };
    return { result: { ok: true, message: "", data: setting }, status: 200 };
  });
}

async function handle(request: Request): Promise<{ result: unknown; status: number }> {
  const viewer = await requireOperation(request, "cms.view");
  const body: unknown = await request.json().catch(() => null);
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) return { result: { ok: false, message: "Ungültige Anfrage." }, status: 400 };
  if (parsed.data.intent === "submit") return submitFromEditor(viewer, parsed.data);
  const { pageId, required } = parsed.data;
  try {
    await writeContent(viewer, "approvals.configure", (tx, v) => setPageApproval(tx, pageId, required, { id: v.id, email: v.email }));
  } catch (error) {
    if (error instanceof ApprovalError) return { result: { ok: false, message: error.message }, status: error.status };
    throw error;
  }
  return { result: { ok: true, message: approvalSettingTexts.saved(required) }, status: 200 };
}
