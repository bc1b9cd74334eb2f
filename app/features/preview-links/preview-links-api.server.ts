// The JSON endpoint behind the 'Vorschau-Link' dialog (routes/cms/preview-links.ts). Every answer is
// a PreviewLinksAnswer; the full link (with its token) is in the answer to 'create' and nowhere else.
import { db } from "#db/client.server";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { requireOperation } from "~/features/auth/viewer.server";
import { isRouterResponse } from "~/lib/router-response";
import { previewLinkTexts, previewPath, type PreviewLinksAnswer } from "./preview-link-rules";
import { createPreviewLink, listPreviewLinks, parsePageId, PreviewLinkError, revokePreviewLink } from "./preview-links.server";

const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

function json(answer: PreviewLinksAnswer, status = 200) {
  return Response.json(answer, { status, headers });
}

/** Guards throw React Router's data(); a resource route answers with plain JSON. */
function refusal(error: unknown): Response {
  if (error instanceof Response) return error;
  const { data, init } = error as { data: { message?: string }; init?: ResponseInit | null };
  return json({ ok: false, message: data?.message ?? previewLinkTexts.saveFailed }, init?.status ?? 500);
}

function failure(error: unknown): Response {
  if (isRouterResponse(error)) return refusal(error);
  if (error instanceof PreviewLinkError) return json({ ok: false, message: error.message, fieldErrors: error.fieldErrors }, error.status);
  logger.error({ error: (error as Error).message }, "Vorschau-Link: Aktion fehlgeschlagen");
  return json({ ok: false, message: previewLinkTexts.saveFailed }, 500);
}

export async function loader({ request }: { request: Request }) {
  try {
    await requireOperation(request, "previewLinks.manage");
    const asked = new URL(request.url).searchParams.get("pageId");
    if (!asked) return json({ ok: false, message: previewLinkTexts.pageMissing }, 400);
    const pageId = parsePageId(asked);
    return json({ ok: true, links: await listPreviewLinks(db(), pageId) });
  } catch (error) {
    return failure(error);
  }
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    const body = (await request.json().catch(() => null)) as unknown;
    return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  return Object.fromEntries(await request.formData());
}

export async function action({ request }: { request: Request }) {
  try {
    const viewer = await requireOperation(request, "previewLinks.manage");
    const body = await readBody(request);
    const author = { id: viewer.id, email: viewer.email };
    if (body.intent === "create") {
      const { token, link } = await createPreviewLink(db(), { pageId: body.pageId, days: body.days }, author);
      const pageId = parsePageId(body.pageId);
      logger.info({ pageId, linkId: link.id, by: viewer.email, expiresAt: link.expiresAt }, "Vorschau-Link erstellt");
      return json({
        ok: true,
        message: previewLinkTexts.created,
        created: { id: link.id, url: env().siteUrl + previewPath(token), expiresAt: link.expiresAt },
        links: await listPreviewLinks(db(), pageId),
      });
    }
    if (body.intent === "revoke") {
      const link = await revokePreviewLink(db(), { pageId: body.pageId, linkId: body.linkId }, author);
      const pageId = parsePageId(body.pageId);
      logger.info({ pageId, linkId: link.id, by: viewer.email }, "Vorschau-Link widerrufen");
      return json({ ok: true, message: previewLinkTexts.revoked, links: await listPreviewLinks(db(), pageId) });
    }
    return json({ ok: false, message: previewLinkTexts.unknownAction }, 400);
  } catch (error) {
    return failure(error);
  }
}
