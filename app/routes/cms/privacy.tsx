// /cms/datenschutz 'Datenschutz-Anfragen' (issue 14, item 4; decision 0015): for an e-mail address,
// what is stored about it, its export (routes/cms/privacy-export.ts) and its erasure after a
// confirmation; the retention period of contact messages; the recent privacy log. Administrators only.
// The address travels in POST bodies only, never in an address bar, a history entry or a log line.
import { data } from "react-router";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { cmsMeta } from "~/components/cms/cms-meta";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { PrivacyScreen } from "~/features/privacy/privacy-screen";
import type { PrivacyActionData } from "~/features/privacy/privacy-view";
import { eraseStoredData, findStoredData, recentPrivacyLog } from "~/features/privacy/privacy-requests.server";
import { describeCounts, privacyIntents, privacyTexts, retentionSchema, subjectEmailSchema } from "~/features/privacy/privacy-rules";
import { loadRetentionMonths, saveRetentionMonths } from "~/features/privacy/retention.server";
import type { Route } from "./+types/privacy";
import { formText } from "~/lib/form-validation";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "privacy.manage");
  const [months, log] = await Promise.all([loadRetentionMonths(db()), recentPrivacyLog(db())]);
  return { months, log };
}

const fail = (body: PrivacyActionData, status: number) => data(body, { status });

export async function action({ request }: Route.ActionArgs) {
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

export function meta() {
  return cmsMeta(privacyTexts.title);
}

export default function PrivacyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyScreen months={loaderData.months} log={loaderData.log} result={actionData} />;
}
