// The server side of /cms/nachrichten, the contact-message inbox (docs/decisions/0007-contact-inbox-and-sections-demo.md), and of its
// CSV export /cms/nachrichten/export.csv.
import { data } from "react-router";
import { z } from "zod";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { csvDownload } from "~/lib/csv.server";
import { requestedPage } from "~/components/cms/cms-pagination";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { inboxFilterFrom, inboxIntents, inboxMessages } from "./contact-inbox";
import { changeMessageStatus, exportMessagesCsv, loadInbox, retryNotification, type InboxPage } from "./contact-inbox.server";
import { csvFileName } from "./inbox-csv.server";

const actionSchema = z.object({
  intent: z.enum([inboxIntents.markDone, inboxIntents.reopen, inboxIntents.retryNotification]),
  id: z.coerce.number().int().positive(),
});

/** One page of the inbox, filtered by ?status and paged by ?seite. */
export async function loadInboxScreen(request: Request) {
  await requireStaff(request, "messages.read");
  const url = new URL(request.url);
  const filter = inboxFilterFrom(url.searchParams.get("status"));
  try {
    const inbox = await loadInbox(db(), { page: requestedPage(url.searchParams.get("seite")), filter });
    return { inbox, filter, loadError: null };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Kontaktanfragen konnten nicht geladen werden");
    const inbox: InboxPage = { messages: [], total: 0, open: 0, page: 1, pageCount: 1 };
    return { inbox, filter, loadError: inboxMessages.loadFailed };
  }
}

/** 'Erledigt', 'Wieder öffnen' and 'Benachrichtigung erneut senden' for one message. */
export async function handleInboxAction(request: Request) {
  const viewer = await requireOperation(request, "messages.manage");
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: inboxMessages.invalidRequest }, { status: 400 });
  const { intent, id } = parsed.data;
  try {
    const outcome = intent === inboxIntents.retryNotification ? await retryNotification(db(), id) : await changeMessageStatus(db(), id, intent, viewer);
    if (!outcome.ok) return data({ ok: false, message: outcome.message }, { status: outcome.status });
    return { ok: true, message: outcome.message };
  } catch (error) {
    logger.error({ id, intent, error: (error as Error).message }, "Kontaktanfrage konnte nicht geändert werden");
    const message = intent === inboxIntents.retryNotification ? inboxMessages.retryError : inboxMessages.statusFailed;
    return data({ ok: false, message }, { status: 500 });
  }
}

/** Every message as a CSV download (/cms/nachrichten/export.csv). */
export async function handleInboxExport(request: Request) {
  await requireStaff(request, "messages.read");
  let csv: string;
  try {
    csv = await exportMessagesCsv(db());
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Export der Kontaktanfragen fehlgeschlagen");
    return new Response(inboxMessages.exportFailed, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return csvDownload(csv, csvFileName(new Date()));
}
