// /cms/datenschutz/export: everything stored about one e-mail address as a JSON file (issue 14, item 4).
// A POST, because handing the file out is logged (privacy_log); administrators only. A resource route
// outside the CMS frame, posted by the 'Exportieren' form of /cms/datenschutz as a plain document
// request, so the browser saves the answer as a download.
import { data, redirect } from "react-router";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { exportStoredData } from "~/features/privacy/privacy-requests.server";
import { exportFileName, privacyTexts, subjectEmailSchema } from "~/features/privacy/privacy-rules";
import type { Route } from "./+types/privacy-export";

/** Opened as a page (a bookmark, a reload): the screen the export belongs to. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "privacy.manage");
  throw redirect("/cms/datenschutz");
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireOperation(request, "privacy.manage");
  const form = await request.formData();
  const email = subjectEmailSchema.safeParse(form.get("email") ?? "");
  if (!email.success) return data({ ok: false, message: email.error.issues[0]?.message ?? privacyTexts.invalidRequest }, { status: 400 });
  let body: string;
  try {
    body = JSON.stringify(await exportStoredData(db(), email.data, viewer), null, 2);
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Datenschutz-Export fehlgeschlagen");
    return new Response(privacyTexts.exportFailed, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const fileName = exportFileName(new Date());
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      // Personal data: never kept by a browser or proxy cache.
      "Cache-Control": "no-store, private",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
