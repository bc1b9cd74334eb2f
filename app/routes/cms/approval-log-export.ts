// /cms/freigabe-protokoll/export.csv and …/export.pdf: the 'Freigabe-Protokoll' with the filters of the screen's
// query (docs/decisions/0039-approval.md), for everyone who may see the log. A resource route, outside the CMS frame.
// Every entry the filters pick (an audit export is never cut short), made and sent as the client takes it
// (features/approval/approval-log.server.ts): the site goes on answering while a long export is made.
import { db } from "#db/client.server";
import { requireStaff } from "~/features/auth/viewer.server";
import { describeFilters, logCsvStream, logFileName, logFiltersFrom, logPdfStream, openLogExport } from "~/features/approval/approval-log.server";
import type { Route } from "./+types/approval-log-export";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, "approvals.view");
  const url = new URL(request.url);
  const filters = logFiltersFrom(url.searchParams);
  // The first batch is read before the answer begins: a database that fails now gets its error page.
  const log = await openLogExport(db(), filters, { signal: request.signal });
  const now = new Date();
  const headers = { "Cache-Control": "private, no-store" };
  if (url.pathname.endsWith(".pdf")) {
    return new Response(logPdfStream(log, { filters: describeFilters(filters), exportedBy: viewer.email, now }, request.signal), {
      headers: { ...headers, "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${logFileName(now, "pdf")}"` },
    });
  }
  return new Response(logCsvStream(log, request.signal), {
    headers: { ...headers, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${logFileName(now, "csv")}"` },
  });
}
