// /cms/dokumente/anfragen/export.csv: every request for a printed copy as CSV (docs/decisions/0047-printed-copies.md).
import { handlePrintedCopyExport } from "~/features/printed-copies/inbox-screen.server";
import type { Route } from "./+types/printed-copies-export";

export async function loader({ request }: Route.LoaderArgs) {
  return handlePrintedCopyExport(request);
}
