// /cms/email-templates (spec §2 "E-mail templates", §4, §5, §8). The selection lives in the address:
// ?neu opens the form in create mode, ?bearbeiten=id in edit mode, ?loeschen=id asks to delete.
import { z } from "zod";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { cmsMeta } from "~/components/cms/cms-meta";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { CONFIRMATION_TEMPLATE, NOTIFICATION_TEMPLATE } from "~/features/contact/contact.server";
import { EmailTemplateForm } from "~/features/mail/email-template-form";
import { EmailTemplateList, type TemplateListItem } from "~/features/mail/email-template-list";
import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  sendTemplateTestMail,
  TemplateNameTaken,
  updateEmailTemplate,
} from "~/features/mail/email-templates.server";
import { parseTemplateForm, templateIntents, templateMessages, type TemplateFormValues } from "~/features/mail/template-form";
import { formatSwissDateTime } from "~/lib/date-format";
import { formText } from "~/lib/form-validation";
import type { Route } from "./+types/email-templates";
import { CmsCollectionScreen, collectionHrefs } from "~/components/cms/cms-collection-screen";
import { collectionAnswer, deleteCollectionEntry, saveCollectionEntry, type CollectionActionData } from "~/features/cms/collection-actions.server";

const hrefs = collectionHrefs("/cms/email-templates");

export async function loader({ request }: Route.LoaderArgs) {
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

export { revalidateUnlessFilteringInPlace as shouldRevalidate } from "~/components/cms/filter-in-place";

const answer = (body: CollectionActionData<TemplateFormValues>, status = 200) => collectionAnswer(body, status);
const idSchema = z.coerce.number().int().positive();

export async function action({ request }: Route.ActionArgs) {
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

export function meta() {
  return cmsMeta("E-Mail-Vorlagen");
}

export default function EmailTemplatesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, loadError, testRecipient } = loaderData;
  return (
    <CmsCollectionScreen
      title="E-Mail-Vorlagen"
      description={
        <>
          Vorlagen für die Mails des Kontaktformulars. Platzhalter {"{{name}}"}, {"{{email}}"} und {"{{message}}"} werden beim Versand ersetzt.
        </>
      }
      addLabel="Vorlage hinzufügen"
      listHeading={{ id: "vorlagen-liste", text: "Alle Vorlagen" }}
      items={templates}
      loadError={loadError}
      actionData={actionData}
      hrefs={hrefs}
      intents={templateIntents}
      emptyValues={{ template_name: "", subject: "", html: "", reply_to: "" }}
      valuesOf={(template) => ({ template_name: template.templateName, subject: template.subject, html: template.html, reply_to: template.replyTo ?? "" })}
      messages={templateMessages}
      deleteDescription={(template) => (
        <>
          <p>{templateMessages.deleteWarning(template.templateName)}</p>
          {template.usedByContactForm ? (
            <p className="mt-2 font-medium text-destructive">
              Das Kontaktformular verwendet diese Vorlage; ohne sie gehen seine Mails mit einem Standardtext hinaus oder entfallen.
            </p>
          ) : null}
        </>
      )}
      renderForm={(form) => (
        <EmailTemplateForm
          key={form.key}
          mode={form.mode}
          templateId={form.id}
          values={form.values}
          action={hrefs.list}
          cancelHref={hrefs.list}
          fieldErrors={form.fieldErrors}
          feedback={form.feedback}
        />
      )}
      renderList={() => <EmailTemplateList templates={templates} editHref={hrefs.edit} deleteHref={hrefs.remove} testRecipient={testRecipient} />}
    />
  );
}
