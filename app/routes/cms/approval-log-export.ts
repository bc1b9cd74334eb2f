// /cms/freigabe-protokoll/export.csv and …/export.pdf: the 'Freigabe-Protokoll' with the filters of the screen's
// query (docs/decisions/0039-approval.md), for everyone who may see the log. A resource route, outside the CMS frame.
import { db } from "#db/client.server";
import { requireStaff } from "~/features/auth/viewer.server";
import { describeFilters, listApprovalLog, logFileName, logFiltersFrom, logToCsv, logToPdf } from "~/features/approval/approval-log.server";
import type { Route } from "./+types/approval-log-export";

/** Every entry the filters pick: an audit export is never cut short. */
const ALL = 1_000_000;

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, "approvals.view");
  const url = new URL(request.url);
  const filters = logFiltersFrom(url.searchParams);
  const entries = await listApprovalLog(db(), filters, ALL);
  const now = new Date();
  const headers = { "Cache-Control": "private, no-store" };
  if (url.pathname.endsWith(".pdf")) {
    const pdf = await logToPdf(entries, { filters: describeFilters(filters), exportedBy: viewer.email, now });
    return new Response(new Uint8Array(pdf), {
      headers: { ...headers, "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${logFileName(now, "pdf")}"` },
    });
  }
  return new Response(logToCsv(entries), {
    headers: { ...headers, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${logFileName(now, "csv")}"` },
  });
}
