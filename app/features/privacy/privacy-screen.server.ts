// The server side of /cms/datenschutz (docs/decisions/0015-privacy-requests.md): the screen's data, its action
// (retention period, search, confirmation, erasure) and the export download of /cms/datenschutz/export.
// The address travels in POST bodies only, never in an address bar, a history entry or a log line.
import { data } from "react-router";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { formText } from "~/lib/form-validation";
import { eraseStoredData, exportStoredData, findStoredData, recentPrivacyLog } from "./privacy-requests.server";
import { describeCounts, exportFileName, privacyIntents, privacyTexts, retentionSchema, subjectEmailSchema } from "./privacy-rules";
import type { PrivacyActionData } from "./privacy-view";
import { loadRetentionMonths, saveRetentionMonths } from "./retention.server";

/** The screen's data: the retention period and the recent privacy log. */
export async function loadPrivacyScreen(request: Request) {
  await requireStaff(request, "privacy.manage");
  const [months, log] = await Promise.all([loadRetentionMonths(db()), recentPrivacyLog(db())]);
  return { months, log };
}

const fail = (body: PrivacyActionData, status: number) => data(body, { status });

/** The retention period, and an address's search, confirmation and erasure. */
export async function handlePrivacyAction(request: Request) {
  const viewer = await requireOperation(request, "privacy.manage");
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === privacyIntents.saveRetention) {
    const raw = formText(form, "months");
    const months = retentionSchema.safeParse(raw);
    if (!months.success) {
      return fail(
        { intent, ok: false, message: privacyTexts.retentionRange, fieldErrors: { months: privacyTexts.retentionRange }, values: { months: raw } },
        400,
      );
    }
    try {
      await saveRetentionMonths(db(), months.data);
    } catch (error) {
      logger.error({ error: (error as Error).message }, "Aufbewahrungsdauer konnte nicht gespeichert werden");
      return fail({ intent, ok: false, message: privacyTexts.retentionFailed, values: { months: raw } }, 500);
    }
    logger.info({ months: months.data, by: viewer.email }, "Aufbewahrungsdauer der Kontaktnachrichten geändert");
    return { intent, ok: true, message: privacyTexts.retentionSaved(months.data) } satisfies PrivacyActionData;
  }

  if (intent !== privacyIntents.search && intent !== privacyIntents.confirmErase && intent !== privacyIntents.erase) {
    return fail({ intent: privacyIntents.search, ok: false, message: privacyTexts.invalidRequest }, 400);
  }
  const raw = formText(form, "email");
  const email = subjectEmailSchema.safeParse(raw);
  if (!email.success) {
    const message = email.error.issues[0]?.message ?? privacyTexts.emailInvalid;
    return fail({ intent, ok: false, message, fieldErrors: { email: message }, values: { email: raw } }, 400);
  }

  try {
    if (intent === privacyIntents.erase) {
      if (form.get("confirmed") !== "ja") {
        const summary = await findStoredData(db(), email.data, viewer.id);
        return fail({ intent, ok: false, message: privacyTexts.eraseConfirmRequired, summary, values: { email: raw } }, 400);
      }
      const outcome = await eraseStoredData(db(), email.data, viewer);
      const summary = await findStoredData(db(), email.data, viewer.id);
      if (!outcome.ok) return fail({ intent, ok: false, message: outcome.message, summary, values: { email: raw } }, outcome.status);
      return { intent, ok: true, message: privacyTexts.erased(describeCounts(outcome.counts)), summary, values: { email: raw } } satisfies PrivacyActionData;
    }
    const summary = await findStoredData(db(), email.data, viewer.id);
    return { intent, ok: true, summary, confirming: intent === privacyIntents.confirmErase, values: { email: raw } } satisfies PrivacyActionData;
  } catch (error) {
    logger.error({ intent, error: (error as Error).message }, "Datenschutz-Anfrage fehlgeschlagen");
    const message = intent === privacyIntents.erase ? privacyTexts.eraseFailed : privacyTexts.searchFailed;
    return fail({ intent, ok: false, message, values: { email: raw } }, 500);
  }
}

/** Everything stored about the posted address, as a JSON download (logged in privacy_log). */
export async function handlePrivacyExport(request: Request) {
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
