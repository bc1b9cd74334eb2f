// The XLIFF routes (docs/decisions/0037-xliff-exchange.md), resource routes without a screen of their
// own: the 'Übersetzungen' screen offers the download and the upload and shows the import's report.
//   GET  /cms/uebersetzungen/xliff-export?language=fr&pages=12,14   (or &outdated=1): the file.
//   POST /cms/uebersetzungen/xliff-import[?language=fr] (multipart, field "file"): { written, stale, conflicts, errors } as JSON.
// Both need `translations.exchange` and, for a translator, a language of theirs (exchange-languages.ts:
// 403 otherwise); a refusal changes nothing and says why in German. The HTTP layer refuses an import
// it can tell is refused before reading its file (server/xliff-import-guard.ts); the checks here stay
// for any other way in.
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { requireOperation } from "~/features/auth/viewer.server";
import { isRouterResponse } from "~/lib/router-response";
import { exchangeRefusal } from "./exchange-languages";
import { exportXliff, importXliff, xliffMessages, XliffRefused, type XliffImportReport } from "./xliff-exchange.server";
import { MAX_XLIFF_BYTES, XLIFF_BODY_LIMIT_BYTES } from "./xliff-limits";

const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** Guards throw React Router's data() or a redirect; a resource route answers with plain JSON. */
function refusal(error: unknown, body: (message: string) => unknown): Response {
  if (error instanceof Response) return error;
  const { data, init } = error as { data: { message?: string }; init?: ResponseInit | null };
  return Response.json(body(data?.message ?? xliffMessages.refused), { status: init?.status ?? 500, headers: noStore });
}

const exportFailed = "Der XLIFF-Export ist fehlgeschlagen.";
const importFailed = "Der XLIFF-Import ist fehlgeschlagen. Es wurde nichts übernommen.";

export async function loader({ request }: { request: Request }) {
  try {
    const viewer = await requireOperation(request, "translations.exchange");
    const params = new URL(request.url).searchParams;
    const refused = exchangeRefusal(viewer, params.get("language"));
    if (refused) return Response.json({ ok: false, message: refused }, { status: 403, headers: noStore });
    const pageIds = (params.get("pages") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map(Number);
    const result = await exportXliff(db(), {
      language: params.get("language") ?? "",
      pageIds,
      outdated: params.get("outdated") === "1",
    });
    return new Response(result.xml, {
      headers: {
        ...noStore,
        "Content-Type": "application/x-xliff+xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="${result.fileName}"`,
        "X-Xliff-Units": String(result.units),
      },
    });
  } catch (error) {
    if (isRouterResponse(error)) return refusal(error, (message) => ({ ok: false, message }));
    if (error instanceof XliffRefused) return Response.json({ ok: false, message: error.message }, { status: 400, headers: noStore });
    logger.error({ error: (error as Error).message }, "XLIFF-Export fehlgeschlagen");
    return Response.json({ ok: false, message: exportFailed }, { status: 500, headers: noStore });
  }
}

const report = (errors: string[]): XliffImportReport => ({ written: [], stale: [], conflicts: [], errors });

export async function action({ request }: { request: Request }) {
  try {
    const viewer = await requireOperation(request, "translations.exchange");
    const language = new URL(request.url).searchParams.get("language");
    const refused = exchangeRefusal(viewer, language);
    if (refused) return Response.json(report([refused]), { status: 403, headers: noStore });
    const length = Number(request.headers.get("content-length") ?? 0);
    const limitMb = MAX_XLIFF_BYTES / 1024 / 1024;
    if (length > XLIFF_BODY_LIMIT_BYTES) return Response.json(report([xliffMessages.tooLarge(limitMb)]), { status: 413, headers: noStore });
    let file: FormDataEntryValue | null = null;
    try {
      file = (await request.formData()).get("file");
    } catch {
      return Response.json(report([xliffMessages.noFile]), { status: 400, headers: noStore });
    }
    if (!file || typeof file === "string" || file.size === 0) return Response.json(report([xliffMessages.noFile]), { status: 400, headers: noStore });
    if (file.size > MAX_XLIFF_BYTES) return Response.json(report([xliffMessages.tooLarge(limitMb)]), { status: 413, headers: noStore });
    const result = await importXliff(viewer, await file.text(), { language });
    logger.info({ by: viewer.email, written: result.written.map((w) => w.slug), stale: result.stale.length }, "XLIFF-Import übernommen");
    return Response.json(result, { headers: noStore });
  } catch (error) {
    if (isRouterResponse(error)) return refusal(error, (message) => report([message]));
    if (error instanceof XliffRefused) return Response.json(report(error.errors), { status: 400, headers: noStore });
    logger.error({ error: (error as Error).message }, "XLIFF-Import fehlgeschlagen");
    return Response.json(report([importFailed]), { status: 500, headers: noStore });
  }
}
