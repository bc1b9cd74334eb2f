// The server side of /cms/email-templates (the spec's "E-mail templates" screen, its form, validation and
// messages): the list for the screen, and its action (save and delete through the shared collection actions, and the test mail).
import { z } from "zod";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { collectionAnswer, deleteCollectionEntry, saveCollectionEntry, type CollectionActionData } from "~/features/cms/collection-actions.server";
import { CONFIRMATION_TEMPLATE, NOTIFICATION_TEMPLATE } from "~/features/contact/contact.server";
import { formatSwissDateTime } from "~/lib/date-format";
import { formText } from "~/lib/form-validation";
import type { TemplateListItem } from "./email-template-list";
import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  sendTemplateTestMail,
  TemplateNameTaken,
  updateEmailTemplate,
} from "./email-templates.server";
import { parseTemplateForm, templateIntents, templateMessages, type TemplateFormValues } from "./template-form";

/** The screen's data: every template, with the signed-in person as the test mail's recipient. */
export async function loadEmailTemplateScreen(request: Request) {
  const viewer = await requireStaff(request, "templates.edit");
  const contactTemplates = new Set([NOTIFICATION_TEMPLATE, CONFIRMATION_TEMPLATE]);
  try {
    const rows = await listEmailTemplates(db());
    const templates: TemplateListItem[] = rows.map((row) => ({
      id: row.id,
      templateName: row.templateName,
      subject: row.subject,
      html: row.html,
      replyTo: row.replyTo,
      updatedAt: formatSwissDateTime(row.updatedAt),
      updatedAtIso: row.updatedAt.toISOString(),
      usedByContactForm: contactTemplates.has(row.templateName),
    }));
    return { templates, loadError: null, testRecipient: viewer.email };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "E-Mail-Vorlagen konnten nicht geladen werden");
    return { templates: [] as TemplateListItem[], loadError: templateMessages.loadFailed, testRecipient: viewer.email };
  }
}

const answer = (body: CollectionActionData<TemplateFormValues>, status = 200) => collectionAnswer(body, status);
const idSchema = z.coerce.number().int().positive();

/** Save, delete and 'Testmail senden'. */
export async function handleEmailTemplateAction(request: Request) {
  const viewer = await requireOperation(request, "templates.edit");
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = idSchema.safeParse(form.get("id"));
  const what = "E-Mail-Vorlage";

  if (intent === templateIntents.create || intent === templateIntents.update) {
    const editing = intent === templateIntents.update;
    return saveCollectionEntry({
      viewer,
      operation: "templates.edit",
      intent,
      id: id.success ? id.data : undefined,
      editing,
      parsed: parseTemplateForm(form),
      messages: templateMessages,
      save: (tx, value) => (editing && id.success ? updateEmailTemplate(tx, id.data, value) : createEmailTemplate(tx, value)),
      refusal: (error) => (error instanceof TemplateNameTaken ? { template_name: templateMessages.nameTaken } : null),
      what,
    });
  }

  if (intent === templateIntents.delete) {
    return deleteCollectionEntry<TemplateFormValues>({
      viewer,
      operation: "templates.edit",
      intent,
      id: id.success ? id.data : undefined,
      messages: templateMessages,
      remove: deleteEmailTemplate,
      what,
    });
  }

  if (intent === templateIntents.test) {
    if (!id.success) return answer({ ok: false, intent, message: templateMessages.notFound }, 400);
    try {
      const result = await sendTemplateTestMail(db(), id.data, viewer.email);
      if (!result) return answer({ ok: false, intent, id: id.data, message: templateMessages.notFound }, 404);
      if (result.status === "failed") {
        return answer({ ok: false, intent, id: id.data, message: templateMessages.testFailed(result.error ?? "Unbekannter Fehler") }, 502);
      }
      const message = result.transport === "smtp" ? templateMessages.testSent(viewer.email) : templateMessages.testQueued(viewer.email);
      return answer({ ok: true, intent, id: id.data, message });
    } catch (error) {
      logger.error({ error: (error as Error).message }, "Testmail konnte nicht gesendet werden");
      return answer({ ok: false, intent, id: id.data, message: templateMessages.testFailed((error as Error).message) }, 500);
    }
  }

  return answer({ ok: false, intent, message: "Unbekannte Aktion." }, 400);
}
