// /cms/nachrichten/export.csv: every contact message as a CSV file (issue 4, "Contact inbox"). Staff
// only; a resource route outside the CMS frame. The file's rules (BOM, separators, CSV-injection
// guard) are in features/contact/contact-inbox.ts.
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { requireStaff } from "~/features/auth/viewer.server";
import { csvFileName, inboxMessages } from "~/features/contact/contact-inbox";
import { exportMessagesCsv } from "~/features/contact/contact-inbox.server";
import type { Route } from "./+types/messages-export";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "messages.read");
  let csv: string;
  try {
    csv = await exportMessagesCsv(db());
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Export der Kontaktanfragen fehlgeschlagen");
    return new Response(inboxMessages.exportFailed, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const fileName = csvFileName(new Date());
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      // Personal data: never kept by a browser or proxy cache.
      "Cache-Control": "no-store, private",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
