// /cms/nachrichten/export.csv: every contact message as a CSV file (docs/decisions/0007-contact-inbox-and-sections-demo.md). Staff
// only; a resource route outside the CMS frame. Its columns are features/contact/inbox-csv.server.ts, the
// file's rules (BOM, separators, quoting, CSV-injection guard) lib/csv.server.ts.
import { handleInboxExport } from "~/features/contact/inbox-screen.server";
import type { Route } from "./+types/messages-export";

export async function loader({ request }: Route.LoaderArgs) {
  return handleInboxExport(request);
}
