// The server side of /cms/dokumente/anfragen, the printed copies' inbox (docs/decisions/0047-printed-copies.md), and of
// its CSV export /cms/dokumente/anfragen/export.csv.
import { data } from "react-router";
import { z } from "zod";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { csvDownload } from "~/lib/csv.server";
import { requestedPage } from "~/components/cms/cms-pagination";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import {
  exportPrintedCopiesCsv,
  loadPrintedCopyInbox,
  markPrintedCopyShipped,
  printedCopiesCsvName,
  type InboxFilter,
  type PrintedCopyInbox,
} from "./printed-copy-inbox.server";
import { printedCopyIntents, printedCopyTexts } from "./printed-copy-texts";

const filterParams: Record<string, InboxFilter> = { offen: "open", versandt: "shipped", alle: "all" };

export function inboxFilterFrom(value: string | null): InboxFilter {
  return (value && filterParams[value]) || "open";
}

const actionSchema = z.object({ intent: z.literal(printedCopyIntents.ship), id: z.coerce.number().int().positive() });

export async function loadPrintedCopyScreen(request: Request) {
  await requireStaff(request, "printedCopies.handle");
  const url = new URL(request.url);
  const filter = inboxFilterFrom(url.searchParams.get("status"));
  const shipping = Number(url.searchParams.get("versandt")) || null;
  try {
    const inbox = await loadPrintedCopyInbox(db(), { filter, page: requestedPage(url.searchParams.get("seite")) });
    return { inbox, filter, shipping, loadError: null };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Anfragen nach gedruckten Ausgaben konnten nicht geladen werden");
    const inbox: PrintedCopyInbox = { requests: [], open: 0, overdue: 0, page: 1, pageCount: 1 };
    return { inbox, filter, shipping, loadError: printedCopyTexts.loadFailed };
  }
}

/** 'Als versandt markieren' for one request. */
export async function handlePrintedCopyAction(request: Request) {
  const viewer = await requireOperation(request, "printedCopies.handle");
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: printedCopyTexts.invalidRequest }, { status: 400 });
  try {
    const outcome = await markPrintedCopyShipped(db(), viewer, parsed.data.id);
    if (!outcome.ok) return data({ ok: false, message: outcome.message }, { status: outcome.status });
    return { ok: true, message: outcome.message };
  } catch (error) {
    logger.error({ id: parsed.data.id, error: (error as Error).message }, "Versand einer gedruckten Ausgabe konnte nicht erfasst werden");
    return data({ ok: false, message: printedCopyTexts.shipFailed }, { status: 500 });
  }
}

/** Every request as a CSV download. */
export async function handlePrintedCopyExport(request: Request) {
  await requireStaff(request, "printedCopies.handle");
  try {
    return csvDownload(await exportPrintedCopiesCsv(db()), printedCopiesCsvName(new Date()));
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Export der gedruckten Ausgaben fehlgeschlagen");
    return new Response(printedCopyTexts.exportFailed, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
}
