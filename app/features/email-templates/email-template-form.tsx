// The template form (docs/product/settings-and-email-templates.md, "E-mail templates": the form toggles create mode and edit mode): create mode from
// 'Vorlage hinzufügen' (a new template is German), edit mode when a version is selected. A version in
// another language keeps its template's name and says whether it still needs translating. Validation on submit.
import { useDeferredValue, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsFormActions } from "~/components/cms/cms-form-actions";
import { CmsTextAreaField, CmsTextField, useFocusFirstError, useSubmitValidation } from "~/components/cms/cms-form-field";
import type { ActionResult } from "~/components/cms/action-result";
import type { FieldErrors } from "~/lib/form-validation";
import { languageFacts, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { MailPreviewFrame } from "~/features/mail/mail-preview-frame";
import {
  DEFAULT_REPLY_TO,
  knownPlaceholders,
  previewTemplate,
  templateIntents,
  templateLimits,
  templateMessages,
  unknownPlaceholders,
  validateTemplateForm,
  type TemplateFormValues,
} from "./template-form";
import { templateVersionMessages } from "./template-versions";

export type EmailTemplateFormProps = {
  mode: "create" | "edit";
  templateId?: number;
  /** The version's language; a new template is German. */
  language?: SiteLanguage;
  /** A version still as copied from German. */
  untranslated?: boolean;
  values: TemplateFormValues;
  /** Where the form posts: the screen without its selection, so a saved form closes. */
  action: string;
  cancelHref: string;
  fieldErrors?: FieldErrors;
  feedback?: ActionResult;
};

const placeholderList = knownPlaceholders.map((name) => `{{${name}}}`).join(", ");

export function EmailTemplateForm({
  mode,
  templateId,
  language = sourceLanguage,
  untranslated = false,
  values,
  action,
  cancelHref,
  fieldErrors,
  feedback,
}: EmailTemplateFormProps) {
  const navigation = useNavigation();
  const intent = mode === "create" ? templateIntents.create : templateIntents.update;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const formRef = useRef<HTMLFormElement>(null);
  const { clientErrors, onSubmit } = useSubmitValidation(validateTemplateForm);
  const serverErrors = busy ? undefined : fieldErrors;
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  useFocusFirstError(formRef, serverErrors);

  const [draft, setDraft] = useState({ subject: values.subject, html: values.html });
  const preview = useDeferredValue(draft);
  const filled = previewTemplate(preview);
  const unknown = unknownPlaceholders(preview.subject, preview.html);
  const headingId = mode === "create" ? "vorlage-neu" : "vorlage-bearbeiten";
  const otherLanguage = language !== sourceLanguage;

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-border bg-card p-4 text-card-foreground sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {mode === "create" ? "Neue E-Mail-Vorlage" : "E-Mail-Vorlage bearbeiten"}
        {otherLanguage ? ` – Fassung auf ${languageFacts[language].staffName}` : null}
      </h2>
      {otherLanguage && untranslated ? (
        <p role="note" className="mt-3 rounded-md border border-destructive p-3 text-sm font-medium text-destructive">
          {templateVersionMessages.untranslatedNote(language)}
        </p>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        onChange={(event) => {
          // Events of the fields bubble to the form: the preview follows subject and body.
          const field: EventTarget = event.target;
          if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
          if (field.name === "subject" || field.name === "html") setDraft((d) => ({ ...d, [field.name]: field.value }));
        }}
        aria-busy={busy || undefined}
        className="mt-4 flex flex-col gap-5"
      >
        <input type="hidden" name="intent" value={intent} />
        {templateId ? <input type="hidden" name="id" value={templateId} /> : null}
        {clientErrors ? (
          <CmsFeedback feedback={{ ok: false, message: templateMessages.invalid }} />
        ) : !busy && feedback && !feedback.ok ? (
          <CmsFeedback feedback={feedback} />
        ) : null}

        <div className="grid gap-5 sm:grid-cols-2">
          {otherLanguage ? (
            // The name is the template's, shared by all its versions: renamed with the German one.
            <div className="min-w-0">
              <input type="hidden" name="template_name" value={values.template_name} />
              <p className="mb-1.5 text-sm font-semibold">Vorlagenname</p>
              <p className="py-2 text-sm break-words">{values.template_name}</p>
              <p className="text-xs text-muted-foreground">Gilt für alle Sprachfassungen; änderbar in der deutschen Fassung.</p>
            </div>
          ) : (
            <CmsTextField
              name="template_name"
              label="Vorlagenname"
              required
              defaultValue={values.template_name}
              minLength={templateLimits.template_name.min}
              maxLength={templateLimits.template_name.max}
              autoComplete="off"
              error={errors.template_name}
              hint="Das Kontaktformular verwendet die Vorlagen «Kontaktanfrage – Benachrichtigung» und «Kontaktanfrage – Bestätigung»."
            />
          )}
          <CmsTextField
            name="reply_to"
            label="Antwortadresse (Reply-To)"
            type="email"
            autoComplete="off"
            defaultValue={values.reply_to}
            placeholder={DEFAULT_REPLY_TO}
            maxLength={templateLimits.reply_to.max}
            error={errors.reply_to}
            hint={`Optional. Leer bedeutet ${DEFAULT_REPLY_TO}.`}
          />
          <CmsTextField
            name="subject"
            label="Betreff"
            required
            defaultValue={values.subject}
            minLength={templateLimits.subject.min}
            maxLength={templateLimits.subject.max}
            autoComplete="off"
            error={errors.subject}
            className="sm:col-span-2"
          />
          <CmsTextAreaField
            name="html"
            label="HTML-Inhalt"
            required
            rows={12}
            defaultValue={values.html}
            minLength={templateLimits.html.min}
            maxLength={templateLimits.html.max}
            spellCheck={false}
            error={errors.html}
            hint={`Platzhalter in Betreff und Inhalt: ${placeholderList}. Die «Kontaktanfrage – Bestätigung» geht an die eingegebene Adresse und setzt nur {{name}} ein; E-Mail und Nachricht bleiben dort leer.`}
            controlClassName="font-mono"
            className="sm:col-span-2"
          />
        </div>

        <details className="rounded-md border border-border p-3">
          <summary className="focus-ring cursor-pointer rounded-sm text-sm font-semibold">Vorschau mit Beispielwerten</summary>
          <p className="mt-3 text-sm">
            <span className="text-muted-foreground">Betreff: </span>
            {filled.subject}
          </p>
          {unknown.length > 0 ? (
            <p className="mt-2 text-sm font-medium text-destructive">
              Unbekannte Platzhalter werden nicht ersetzt: {unknown.map((name) => `{{${name}}}`).join(", ")}
            </p>
          ) : null}
          <MailPreviewFrame html={filled.html} title="Vorschau der E-Mail-Vorlage mit Beispielwerten" className="mt-3" />
        </details>

        <CmsFormActions busy={busy} cancelTo={cancelHref} saveLabel={mode === "create" ? "Vorlage erstellen" : "Änderungen speichern"} />
      </Form>
    </section>
  );
}
