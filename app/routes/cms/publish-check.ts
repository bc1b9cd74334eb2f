// GET /cms/api/veroeffentlichungs-check?seite=<id>: the 'Veröffentlichungs-Check' of one page on demand
// (docs/decisions/0014-publish-check.md), as JSON for the page list and the section editor. Editors and administrators (pages.edit):
// 401 without a session, 403 otherwise. Keeps the counts for the page list's badge.
// GET …?seiten=<id>,<id>,…: only the counts of those pages, for the list's rows it answered without
// (docs/decisions/0024-uncached-render-and-list-counts.md), checked where they are missing or outdated.
import { data } from "react-router";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { requireOperation } from "~/features/auth/viewer.server";
import { checkTexts } from "~/features/publish-check/check-texts";
import { currentCheckCounts, MAX_COUNTS_PER_REQUEST, PublishCheckNotFound, runAndStoreCheck } from "~/features/publish-check/publish-check.server";
import { PAGES_PARAM, type PublishCheckAnswer, type PublishCheckCountsAnswer } from "~/features/publish-check/publish-check-client";
import type { Route } from "./+types/publish-check";

const headers = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperation(request, "pages.edit");
  const url = new URL(request.url);
  const several = url.searchParams.get(PAGES_PARAM);
  if (several !== null) return countsOf(several);
  const pageId = Number(url.searchParams.get("seite"));
  if (!Number.isInteger(pageId) || pageId <= 0) return data<PublishCheckAnswer>({ ok: false, message: checkTexts.noPageGiven }, { status: 400, headers });
  try {
    return data<PublishCheckAnswer>({ ok: true, result: await runAndStoreCheck(db(), pageId) }, { headers });
  } catch (error) {
    if (error instanceof PublishCheckNotFound) return data<PublishCheckAnswer>({ ok: false, message: error.message }, { status: 404, headers });
    logger.error({ error: (error as Error).message, pageId }, "Veröffentlichungs-Check fehlgeschlagen");
    return data<PublishCheckAnswer>({ ok: false, message: checkTexts.loadFailed }, { status: 500, headers });
  }
}

async function countsOf(list: string) {
  const ids = [...new Set(list.split(",").map(Number))];
  if (!ids.length || ids.length > MAX_COUNTS_PER_REQUEST || !ids.every((id) => Number.isInteger(id) && id > 0)) {
    return data<PublishCheckCountsAnswer>({ ok: false, message: checkTexts.noValidPages }, { status: 400, headers });
  }
  try {
    const counts = await currentCheckCounts(db(), ids);
    return data<PublishCheckCountsAnswer>({ ok: true, counts: Object.fromEntries(counts) }, { headers });
  } catch (error) {
    logger.error({ error: (error as Error).message, pages: ids.length }, "Veröffentlichungs-Check der Seitenliste fehlgeschlagen");
    return data<PublishCheckCountsAnswer>({ ok: false, message: checkTexts.loadFailed }, { status: 500, headers });
  }
}
