// /cms/datenschutz/export: everything stored about one e-mail address as a JSON file (docs/decisions/0015-privacy-requests.md).
// A POST, because handing the file out is logged (privacy_log); administrators only. A resource route
// outside the CMS frame, posted by the 'Exportieren' form of /cms/datenschutz as a plain document
// request, so the browser saves the answer as a download.
import { redirect } from "react-router";
import { requireStaff } from "~/features/auth/viewer.server";
import { handlePrivacyExport } from "~/features/privacy/privacy-screen.server";
import type { Route } from "./+types/privacy-export";

/** Opened as a page (a bookmark, a reload): the screen the export belongs to. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "privacy.manage");
  throw redirect("/cms/datenschutz");
}

export async function action({ request }: Route.ActionArgs) {
  return handlePrivacyExport(request);
}
