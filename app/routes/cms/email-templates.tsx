// /cms/email-templates (docs/product/settings-and-email-templates.md, "E-mail templates": screen, form and messages). The selection lives in the address:
// ?neu opens the form in create mode, ?bearbeiten=id in edit mode (of one language version), ?loeschen=id asks to delete.
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsCollectionScreen, collectionHrefs } from "~/components/cms/cms-collection-screen";
import { EmailTemplateForm } from "~/features/email-templates/email-template-form";
import { EmailTemplateList } from "~/features/email-templates/email-template-list";
import { handleEmailTemplateAction, loadEmailTemplateScreen } from "~/features/email-templates/email-template-screen.server";
import { templateIntents, templateMessages } from "~/features/email-templates/template-form";
import { CONFIRMATION_TEMPLATE, templateVersionMessages } from "~/features/email-templates/template-versions";
import { languageFacts, sourceLanguage } from "~/lib/languages";
import type { Route } from "./+types/email-templates";

const hrefs = collectionHrefs("/cms/email-templates");

export async function loader({ request }: Route.LoaderArgs) {
  return loadEmailTemplateScreen(request);
}

export { revalidateUnlessFilteringInPlace as shouldRevalidate } from "~/components/cms/filter-in-place";

export async function action({ request }: Route.ActionArgs) {
  return handleEmailTemplateAction(request);
}

export function meta() {
  return cmsMeta("E-Mail-Vorlagen");
}

export default function EmailTemplatesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, languages, loadError, testRecipient } = loaderData;
  const byId = new Map(templates.map((t) => [t.id, t]));
  return (
    <CmsCollectionScreen
      title="E-Mail-Vorlagen"
      description={
        <>
          Vorlagen für die Mails des Kontaktformulars. Platzhalter {"{{name}}"}, {"{{email}}"} und {"{{message}}"} werden beim Versand ersetzt. Die «
          {CONFIRMATION_TEMPLATE}» geht in der Sprache der Seite hinaus, von der die Anfrage kam; fehlt deren übersetzte Fassung, die englische oder deutsche.{" "}
          {templateVersionMessages.staffAlwaysGerman}
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
          <p>
            {template.language === sourceLanguage
              ? templateMessages.deleteWarning(template.templateName)
              : templateMessages.deleteVersionWarning(template.templateName, languageFacts[template.language].staffName)}
          </p>
          {template.hasOtherVersions ? <p className="mt-2 font-medium text-destructive">{templateVersionMessages.germanNotDeletable}</p> : null}
          {template.usedByContactForm && template.language === sourceLanguage ? (
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
          language={form.id ? byId.get(form.id)?.language : undefined}
          untranslated={form.id ? byId.get(form.id)?.untranslated : undefined}
          values={form.values}
          action={hrefs.list}
          cancelHref={hrefs.list}
          fieldErrors={form.fieldErrors}
          feedback={form.feedback}
        />
      )}
      renderList={() => (
        <EmailTemplateList templates={templates} languages={languages} editHref={hrefs.edit} deleteHref={hrefs.remove} testRecipient={testRecipient} />
      )}
    />
  );
}
