// GET /cms/api/veroeffentlichungs-check?seite=<id>: the 'Veröffentlichungs-Check' of one page on demand
// (issue 14), as JSON for the page list and the section editor. Editors and administrators (pages.edit):
// 401 without a session, 403 otherwise. Keeps the counts for the page list's badge.
import { data } from "react-router";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { requireOperation } from "~/features/auth/viewer.server";
import { checkTexts } from "~/features/publish-check/check-texts";
import { PublishCheckNotFound, runAndStoreCheck } from "~/features/publish-check/publish-check.server";
import type { PublishCheckAnswer } from "~/features/publish-check/publish-check-client";
import type { Route } from "./+types/publish-check";

const headers = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperation(request, "pages.edit");
  const pageId = Number(new URL(request.url).searchParams.get("seite"));
  if (!Number.isInteger(pageId) || pageId <= 0) return data<PublishCheckAnswer>({ ok: false, message: "Keine Seite angegeben." }, { status: 400, headers });
  try {
    return data<PublishCheckAnswer>({ ok: true, result: await runAndStoreCheck(db(), pageId) }, { headers });
  } catch (error) {
    if (error instanceof PublishCheckNotFound) return data<PublishCheckAnswer>({ ok: false, message: error.message }, { status: 404, headers });
    logger.error({ error: (error as Error).message, pageId }, "Veröffentlichungs-Check fehlgeschlagen");
    return data<PublishCheckAnswer>({ ok: false, message: checkTexts.loadFailed }, { status: 500, headers });
  }
}
