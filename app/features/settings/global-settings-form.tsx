// The global settings screen's German form (docs/product/settings-and-email-templates.md, "Global settings"): two cards, one save button. A real
// <Form> answered by the route's action, so it also works without JavaScript. The other languages'
// texts and 'Sprachen' have forms of their own (language-settings-form.tsx).
import { Save } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsTextAreaField, CmsTextField, useFocusFirstError, useSubmitValidation } from "~/components/cms/cms-form-field";
import type { ActionResult } from "~/components/cms/action-result";
import type { FieldErrors } from "~/lib/form-validation";
import { PrimaryColourField } from "./primary-colour-field";
import { settingsLimits, settingsMessages, validateSettingsForm, type SettingsField, type SettingsFormValues } from "./settings-form";

export const SAVE_SETTINGS_INTENT = "save-settings";

export type GlobalSettingsFormProps = {
  /** What is stored (empty where the company default applies). */
  saved: SettingsFormValues;
  /** The company defaults, shown as placeholders of empty fields. */
  defaults: Partial<Record<SettingsField, string>>;
  /** The last answer of the action: its message, the field errors and what was submitted. */
  result?: ActionResult & { fieldErrors?: FieldErrors; values?: SettingsFormValues };
};

export function GlobalSettingsForm({ saved, defaults, result }: GlobalSettingsFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === SAVE_SETTINGS_INTENT;
  const formRef = useRef<HTMLFormElement>(null);
  const { clientErrors, onSubmit } = useSubmitValidation(validateSettingsForm);
  const serverErrors = busy ? undefined : result?.fieldErrors;
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  useFocusFirstError(formRef, serverErrors);
  // After a rejected submission without JavaScript the page is new: refill what was typed.
  const values = result?.values ?? saved;

  const text = (name: SettingsField, label: string, extra?: { type?: string; autoComplete?: string; className?: string }) => (
    <CmsTextField
      name={name}
      label={label}
      type={extra?.type ?? "text"}
      autoComplete={extra?.autoComplete ?? "off"}
      defaultValue={values[name]}
      placeholder={defaults[name]}
      maxLength={settingsLimits[name]}
      error={errors[name]}
      className={extra?.className}
    />
  );
  const area = (name: SettingsField, label: string, rows: number) => (
    <CmsTextAreaField
      name={name}
      label={label}
      rows={rows}
      defaultValue={values[name]}
      placeholder={defaults[name]}
      maxLength={settingsLimits[name]}
      error={errors[name]}
      className="sm:col-span-2"
    />
  );

  return (
    <Form ref={formRef} method="post" action="/cms/global" noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="flex flex-col gap-6">
      <input type="hidden" name="intent" value={SAVE_SETTINGS_INTENT} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="min-w-0 max-w-prose text-sm text-muted-foreground">
          Gilt für Kopf- und Fusszeile der ganzen Website. Leere Felder zeigen den hellgrau angedeuteten Standardtext.
        </p>
        <button type="submit" disabled={busy} className={cmsButton("primary")}>
          <Save aria-hidden="true" className="size-4" />
          {busy ? "Wird gespeichert..." : "Speichern"}
        </button>
      </div>

      {clientErrors ? <CmsFeedback feedback={{ ok: false, message: settingsMessages.invalid }} /> : !busy && result ? <CmsFeedback feedback={result} /> : null}

      <SettingsCard id="grundeinstellungen" title="Website-Grundeinstellungen">
        {text("site_title", "Website-Titel")}
        <PrimaryColourField value={values.primary_color} savedValue={saved.primary_color} error={errors.primary_color} />
        {area("site_description", "Beschreibung", 3)}
        {text("cta_primary_text", "Text des primären Call-to-Action")}
        {text("cta_secondary_text", "Text des sekundären Call-to-Action")}
      </SettingsCard>

      <SettingsCard id="kontakt-footer" title="Kontakt und Footer">
        {area("footer_text", "Footer-Text", 3)}
        {text("contact_email", "E-Mail", { type: "email", autoComplete: "email" })}
        {text("contact_phone", "Telefon", { type: "tel", autoComplete: "tel" })}
        {area("contact_address", "Adresse", 2)}
      </SettingsCard>
    </Form>
  );
}

function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-border bg-card p-4 text-card-foreground sm:p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}
