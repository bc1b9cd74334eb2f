// The server side of /cms/email-templates (docs/product/settings-and-email-templates.md, "E-mail templates": screen, form,
// validation and messages): the list for the screen with each template's language versions, and its action (save and
// delete through the shared collection actions, a new language version, and the test mail).
import { redirect } from "react-router";
import { z } from "zod";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { collectionAnswer, deleteCollectionEntry, saveCollectionEntry, type CollectionActionData } from "~/features/cms/collection-actions.server";
import { writeContent } from "~/core/content/content-write.server";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { formatSwissDateTime } from "~/lib/date-format";
import { formText } from "~/lib/form-validation";
import { isRouterResponse } from "~/lib/router-response";
import { sourceLanguage, translationLanguages, type SiteLanguage } from "~/lib/languages";
import type { TemplateListItem } from "./email-template-list";
import {
  createEmailTemplate,
  createTemplateVersion,
  deleteEmailTemplate,
  GermanVersionInUse,
  listEmailTemplates,
  sendTemplateTestMail,
  TemplateNameTaken,
  TemplateVersionRefused,
  updateEmailTemplate,
} from "./email-templates.server";
import { parseTemplateForm, templateIntents, templateMessages, type TemplateFormValues } from "./template-form";
import { CONFIRMATION_TEMPLATE, isUntranslatedCopy, NOTIFICATION_TEMPLATE, templateLanguage, templateVersionMessages } from "./template-versions";

/** The screen's data: every version of every template, the switched-on languages, and the signed-in person as the test mail's recipient. */
export async function loadEmailTemplateScreen(request: Request) {
  const viewer = await requireStaff(request, "templates.edit");
  const contactTemplates = new Set([NOTIFICATION_TEMPLATE, CONFIRMATION_TEMPLATE]);
  try {
    const [rows, settings] = await Promise.all([listEmailTemplates(db()), loadSiteSettings(db())]);
    const germanOf = new Map(rows.filter((row) => row.language === sourceLanguage).map((row) => [row.templateName, row]));
    const templates: TemplateListItem[] = rows.map((row) => {
      const language = templateLanguage(row.language);
      const german = germanOf.get(row.templateName);
      return {
        id: row.id,
        templateName: row.templateName,
        language,
        subject: row.subject,
        html: row.html,
        replyTo: row.replyTo,
        updatedAt: formatSwissDateTime(row.updatedAt),
        updatedAtIso: row.updatedAt.toISOString(),
        usedByContactForm: contactTemplates.has(row.templateName),
        untranslated: isUntranslatedCopy(row, german),
        // Only a German version with others beside it stays: they are made from it.
        hasOtherVersions: language === sourceLanguage && rows.some((other) => other.templateName === row.templateName && other.id !== row.id),
      };
    });
    return { templates, languages: settings.languages, loadError: null, testRecipient: viewer.email };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "E-Mail-Vorlagen konnten nicht geladen werden");
    return {
      templates: [] as TemplateListItem[],
      languages: [sourceLanguage] as SiteLanguage[],
      loadError: templateMessages.loadFailed,
      testRecipient: viewer.email,
    };
  }
}

const versionLanguageSchema = z.enum(translationLanguages as [SiteLanguage, ...SiteLanguage[]]);

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
      refusal: (error) => (error instanceof GermanVersionInUse ? templateVersionMessages.germanNotDeletable : null),
      what,
    });
  }

  if (intent === templateIntents.createVersion) {
    const language = versionLanguageSchema.safeParse(form.get("language"));
    if (!id.success) return answer({ ok: false, intent, message: templateMessages.notFound }, 400);
    if (!language.success) return answer({ ok: false, intent, id: id.data, message: templateVersionMessages.unknownLanguage }, 400);
    let created: { id: number } | null;
    try {
      created = await writeContent(viewer, "templates.edit", (tx) => createTemplateVersion(tx, id.data, language.data));
    } catch (error) {
      if (isRouterResponse(error)) throw error;
      if (error instanceof TemplateVersionRefused) {
        return answer({ ok: false, intent, id: id.data, message: templateVersionMessages[error.reason] }, 409);
      }
      logger.error({ id: id.data, language: language.data, error: (error as Error).message }, "Sprachfassung der E-Mail-Vorlage konnte nicht angelegt werden");
      return answer({ ok: false, intent, id: id.data, message: templateMessages.saveFailed }, 500);
    }
    if (!created) return answer({ ok: false, intent, id: id.data, message: templateMessages.notFound }, 404);
    // Straight to the new version's form: it is a copy of the German text, to be translated.
    return redirect(`/cms/email-templates?bearbeiten=${created.id}`);
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
