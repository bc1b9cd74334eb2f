// /cms/email-templates (the spec's "E-mail templates" screen, form and messages). The selection lives in the address:
// ?neu opens the form in create mode, ?bearbeiten=id in edit mode, ?loeschen=id asks to delete.
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsCollectionScreen, collectionHrefs } from "~/components/cms/cms-collection-screen";
import { EmailTemplateForm } from "~/features/email-templates/email-template-form";
import { EmailTemplateList } from "~/features/email-templates/email-template-list";
import { handleEmailTemplateAction, loadEmailTemplateScreen } from "~/features/email-templates/email-template-screen.server";
import { templateIntents, templateMessages } from "~/features/email-templates/template-form";
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
