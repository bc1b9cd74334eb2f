// /cms/email-templates (spec §2 "E-mail templates", §4, §5, §8). The selection lives in the address:
// ?neu opens the form in create mode, ?bearbeiten=id in edit mode, ?loeschen=id asks to delete.
import { Plus, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { db } from "#db/client.server";
import { logger } from "#server/logger.server";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsConfirmDialog } from "~/components/cms/cms-confirm-dialog";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { cmsMeta } from "~/components/cms/cms-meta";
import { useActionToast } from "~/components/cms/use-action-toast";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { CONFIRMATION_TEMPLATE, NOTIFICATION_TEMPLATE } from "~/features/contact/contact.server";
import { writeContent } from "~/features/content/content-write.server";
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
import type { FieldErrors } from "~/lib/form-validation";
import { formText } from "~/lib/form-validation";
import { isRouterResponse } from "~/lib/router-response";
import type { Route } from "./+types/email-templates";

const SCREEN = "/cms/email-templates";
const hrefs = {
  list: SCREEN,
  create: `${SCREEN}?neu=1`,
  edit: (id: number) => `${SCREEN}?bearbeiten=${id}`,
  remove: (id: number) => `${SCREEN}?loeschen=${id}`,
};

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

type TemplateActionData = {
  ok: boolean;
  message: string;
  intent: string;
  id?: number;
  fieldErrors?: FieldErrors;
  values?: TemplateFormValues;
};

const answer = (body: TemplateActionData, status = 200) => data(body, { status });
const idSchema = z.coerce.number().int().positive();

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireOperation(request, "templates.edit");
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = idSchema.safeParse(form.get("id"));

  if (intent === templateIntents.create || intent === templateIntents.update) {
    const editing = intent === templateIntents.update;
    if (editing && !id.success) return answer({ ok: false, intent, message: templateMessages.saveFailed }, 400);
    const templateId = id.success ? id.data : undefined;
    const parsed = parseTemplateForm(form);
    if (!parsed.ok) {
      return answer({ ok: false, intent, id: templateId, message: templateMessages.invalid, fieldErrors: parsed.fieldErrors, values: parsed.values }, 400);
    }
    try {
      const result = await writeContent(viewer, "templates.edit", (tx) =>
        editing ? updateEmailTemplate(tx, templateId as number, parsed.value) : createEmailTemplate(tx, parsed.value),
      );
      if (!result) return answer({ ok: false, intent, id: templateId, message: templateMessages.notFound, values: parsed.values }, 404);
      return answer({ ok: true, intent, id: result.id, message: editing ? templateMessages.updated : templateMessages.created });
    } catch (error) {
      if (isRouterResponse(error)) throw error;
      if (error instanceof TemplateNameTaken) {
        return answer(
          {
            ok: false,
            intent,
            id: templateId,
            message: templateMessages.invalid,
            fieldErrors: { template_name: templateMessages.nameTaken },
            values: parsed.values,
          },
          400,
        );
      }
      logger.error({ error: (error as Error).message }, "E-Mail-Vorlage konnte nicht gespeichert werden");
      return answer({ ok: false, intent, id: templateId, message: templateMessages.saveFailed, values: parsed.values }, 500);
    }
  }

  if (intent === templateIntents.delete) {
    if (!id.success) return answer({ ok: false, intent, message: templateMessages.deleteFailed }, 400);
    try {
      const deleted = await writeContent(viewer, "templates.edit", (tx) => deleteEmailTemplate(tx, id.data));
      if (!deleted) return answer({ ok: false, intent, id: id.data, message: templateMessages.notFound }, 404);
      return answer({ ok: true, intent, message: templateMessages.deleted });
    } catch (error) {
      if (isRouterResponse(error)) throw error;
      logger.error({ error: (error as Error).message }, "E-Mail-Vorlage konnte nicht gelöscht werden");
      return answer({ ok: false, intent, id: id.data, message: templateMessages.deleteFailed }, 500);
    }
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
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const loadFeedback = useMemo(() => (loadError ? { ok: false, message: loadError } : undefined), [loadError]);
  useActionToast(actionData ?? loadFeedback);

  const isFormIntent = (intent: string | undefined) => intent === templateIntents.create || intent === templateIntents.update;
  // A rejected form stays open with what was typed, whatever the address says.
  const failedForm = actionData && !actionData.ok && isFormIntent(actionData.intent) && actionData.values ? actionData : undefined;
  const editId = Number(params.get("bearbeiten")) || undefined;
  const deleteId = Number(params.get("loeschen")) || undefined;
  const editing = editId ? templates.find((t) => t.id === editId) : undefined;
  const deleting = deleteId ? templates.find((t) => t.id === deleteId) : undefined;

  let form: { mode: "create" | "edit"; id?: number; values: TemplateFormValues } | undefined;
  if (failedForm?.values) {
    form = { mode: failedForm.intent === templateIntents.create ? "create" : "edit", id: failedForm.id, values: failedForm.values };
  } else if (params.has("neu")) {
    form = { mode: "create", values: { template_name: "", subject: "", html: "", reply_to: "" } };
  } else if (editing) {
    form = {
      mode: "edit",
      id: editing.id,
      values: { template_name: editing.templateName, subject: editing.subject, html: editing.html, reply_to: editing.replyTo ?? "" },
    };
  }
  const staleSelection = (editId && !editing && !failedForm) || (deleteId && !deleting);
  // Form errors are shown in the form; everything else above the list.
  const pageFeedback = actionData && !failedForm ? actionData : undefined;
  const deleteBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === templateIntents.delete;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <CmsScreenHeader
        title="E-Mail-Vorlagen"
        description={
          <>
            Vorlagen für die Mails des Kontaktformulars. Platzhalter {"{{name}}"}, {"{{email}}"} und {"{{message}}"} werden beim Versand ersetzt.
          </>
        }
        action={
          form?.mode !== "create" ? (
            <Link to={hrefs.create} className={cmsButton("primary")}>
              <Plus aria-hidden="true" className="size-4" />
              Vorlage hinzufügen
            </Link>
          ) : null
        }
      />

      {loadError ? <CmsFeedback feedback={loadFeedback} /> : null}
      {navigation.state === "idle" && pageFeedback ? <CmsFeedback feedback={pageFeedback} /> : null}
      {staleSelection ? <CmsFeedback feedback={{ ok: false, message: templateMessages.notFound }} /> : null}

      {form ? (
        <EmailTemplateForm
          key={`${form.mode}-${form.id ?? "neu"}`}
          mode={form.mode}
          templateId={form.id}
          values={form.values}
          action={hrefs.list}
          cancelHref={hrefs.list}
          fieldErrors={failedForm?.fieldErrors}
          feedback={failedForm}
        />
      ) : null}

      {loadError ? null : (
        <section aria-labelledby="vorlagen-liste">
          <h2 id="vorlagen-liste" className="sr-only">
            Alle Vorlagen
          </h2>
          <EmailTemplateList templates={templates} editHref={hrefs.edit} deleteHref={hrefs.remove} testRecipient={testRecipient} />
        </section>
      )}

      {deleting ? (
        <CmsConfirmDialog
          title={templateMessages.deleteTitle}
          cancelHref={hrefs.list}
          description={
            <>
              <p>{templateMessages.deleteWarning(deleting.templateName)}</p>
              {deleting.usedByContactForm ? (
                <p className="mt-2 font-medium text-destructive">
                  Das Kontaktformular verwendet diese Vorlage; ohne sie gehen seine Mails mit einem Standardtext hinaus oder entfallen.
                </p>
              ) : null}
            </>
          }
        >
          <Form method="post" action={hrefs.list} replace>
            <input type="hidden" name="intent" value={templateIntents.delete} />
            <input type="hidden" name="id" value={deleting.id} />
            <button type="submit" disabled={deleteBusy} className={cmsButton("danger", "w-full sm:w-auto")}>
              <Trash2 aria-hidden="true" className="size-4" />
              {deleteBusy ? "Wird gelöscht..." : "Endgültig löschen"}
            </button>
          </Form>
        </CmsConfirmDialog>
      ) : null}
    </div>
  );
}
