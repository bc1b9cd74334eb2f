// The language parts of /cms/global: the switch between the texts of each language (links, so it works
// without JavaScript and the address says which language is open), the form of one language's texts
// beside the German ones, and 'Sprachen' (administrators switch languages, editors see them).
import { Languages, Save } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsTextAreaField, CmsTextField, useFocusFirstError, useSubmitValidation } from "~/components/cms/cms-form-field";
import type { ActionResult } from "~/components/cms/action-result";
import { cn } from "~/lib/cn";
import type { FieldErrors } from "~/lib/form-validation";
import { languageFacts, siteLanguages, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { settingsLimits, settingsMessages } from "./settings-form";
import {
  languageSettingsMessages,
  SAVE_LANGUAGES_INTENT,
  SAVE_TRANSLATED_TEXTS_INTENT,
  validateTranslatedTextsForm,
  type TranslatedFieldName,
  type TranslatedFormValues,
} from "./site-texts-per-language";

/** The screen's address with the texts of `language` open. */
export const settingsHref = (language: SiteLanguage) => (language === sourceLanguage ? "/cms/global" : `/cms/global?sprache=${language}`);

/** 'Deutsch | Französisch | …': which language's texts the screen shows. */
export function TextLanguageSwitch({ languages, current }: { languages: readonly SiteLanguage[]; current: SiteLanguage }) {
  if (languages.length < 2) return null;
  return (
    <nav aria-label="Texte in der Sprache">
      <ul className="flex flex-wrap gap-1 border-b border-border">
        {languages.map((language) => {
          const active = language === current;
          return (
            <li key={language}>
              <Link
                to={settingsHref(language)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "focus-ring -mb-px inline-block rounded-t-md border-b-2 px-4 py-2 text-sm font-medium",
                  active ? "border-primary font-semibold text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {languageFacts[language].staffName}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const fieldLabels: Record<TranslatedFieldName, { label: string; rows?: number }> = {
  site_description: { label: "Beschreibung", rows: 3 },
  cta_primary_text: { label: "Text des primären Call-to-Action" },
  cta_secondary_text: { label: "Text des sekundären Call-to-Action" },
  footer_text: { label: "Footer-Text", rows: 3 },
  contact_address: { label: "Adresse", rows: 2 },
};

export type TranslatedTextsResult = ActionResult & { intent?: unknown; language?: SiteLanguage | null; translatedValues?: TranslatedFormValues };

/**
 * The texts of one language beside German's. Each field shows the German text next to it as the
 * reference (not editable here); an empty field stays empty for that language's visitors.
 */
export function TranslatedTextsForm({
  language,
  saved,
  german,
  result,
}: {
  language: SiteLanguage;
  saved: TranslatedFormValues;
  german: TranslatedFormValues;
  result?: TranslatedTextsResult;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === SAVE_TRANSLATED_TEXTS_INTENT;
  const formRef = useRef<HTMLFormElement>(null);
  const { clientErrors, onSubmit } = useSubmitValidation(validateTranslatedTextsForm);
  const serverErrors = busy ? undefined : result?.fieldErrors;
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  useFocusFirstError(formRef, serverErrors);
  const values = result?.translatedValues ?? saved;
  const name = languageFacts[language].staffName;
  const headingId = `texte-${language}`;

  return (
    <Form
      ref={formRef}
      method="post"
      action={settingsHref(language)}
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
      aria-labelledby={headingId}
      className="flex flex-col gap-6"
    >
      <input type="hidden" name="intent" value={SAVE_TRANSLATED_TEXTS_INTENT} />
      <input type="hidden" name="language" value={language} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 max-w-prose">
          <h2 id={headingId} className="text-xl font-semibold">
            Texte auf {name}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Beschreibung, Footer, Call-to-Action und Adresse der Seiten auf {name}. Daneben steht der deutsche Text als Vorlage.{" "}
            {languageSettingsMessages.emptyStaysEmpty(language)} Name, E-Mail, Telefon, Farbe und Logo gelten für alle Sprachen.
          </p>
        </div>
        <button type="submit" disabled={busy} className={cmsButton("primary")}>
          <Save aria-hidden="true" className="size-4" />
          {busy ? "Wird gespeichert..." : "Speichern"}
        </button>
      </div>

      {clientErrors ? <CmsFeedback feedback={{ ok: false, message: settingsMessages.invalid }} /> : !busy && result ? <CmsFeedback feedback={result} /> : null}

      <section className="rounded-card border border-border bg-card p-4 text-card-foreground sm:p-6">
        <div className="flex flex-col gap-6">
          {(Object.keys(fieldLabels) as TranslatedFieldName[]).map((field) => (
            <TranslatedField key={field} field={field} language={language} value={values[field]} german={german[field]} error={errors[field]} />
          ))}
        </div>
      </section>
    </Form>
  );
}

function TranslatedField({
  field,
  language,
  value,
  german,
  error,
}: {
  field: TranslatedFieldName;
  language: SiteLanguage;
  value: string;
  german: string;
  error?: string;
}) {
  const { label, rows } = fieldLabels[field];
  const ownLabel = `${label} (${languageFacts[language].staffName})`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="min-w-0">
        <p className="mb-1.5 text-sm font-semibold text-muted-foreground">{label} (Deutsch)</p>
        <p className="min-h-10 rounded-md border border-dashed border-border bg-muted px-3 py-2 text-sm whitespace-pre-wrap break-words">{german}</p>
      </div>
      {rows ? (
        <CmsTextAreaField name={field} label={ownLabel} rows={rows} defaultValue={value} maxLength={settingsLimits[field]} error={error} />
      ) : (
        <CmsTextField name={field} label={ownLabel} defaultValue={value} autoComplete="off" maxLength={settingsLimits[field]} error={error} />
      )}
    </div>
  );
}

/**
 * 'Sprachen': German always on; French, Italian and English switched by administrators. Editors see
 * the same switches, disabled, and no button.
 */
export function LanguagesCard({
  languages,
  canManage,
  action,
  result,
}: {
  languages: readonly SiteLanguage[];
  canManage: boolean;
  /** Where the form posts: the screen as it is open, so the language tab stays. */
  action: string;
  result?: ActionResult;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === SAVE_LANGUAGES_INTENT;
  const effectId = "sprachen-wirkung";
  return (
    <section aria-labelledby="sprachen" className="rounded-card border border-border bg-card p-4 text-card-foreground sm:p-6">
      <h2 id="sprachen" className="flex items-center gap-2 text-xl font-semibold">
        <Languages aria-hidden="true" className="size-5" />
        Sprachen
      </h2>
      <Form method="post" action={action} aria-busy={busy || undefined} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value={SAVE_LANGUAGES_INTENT} />
        {!busy && result ? <CmsFeedback feedback={result} /> : null}
        <fieldset aria-describedby={effectId} className="flex flex-col gap-3">
          <legend className="sr-only">Sprachen der Website</legend>
          {siteLanguages.map((language) => {
            const german = language === sourceLanguage;
            return (
              <label key={language} className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <input
                  type="checkbox"
                  name={german ? undefined : "languages"}
                  value={language}
                  defaultChecked={german || languages.includes(language)}
                  disabled={german || !canManage}
                  className="size-4 accent-primary"
                />
                <span className="font-semibold">{languageFacts[language].staffName}</span>
                {german ? <span className="text-muted-foreground">({languageSettingsMessages.germanAlwaysOn})</span> : null}
              </label>
            );
          })}
        </fieldset>
        <p id={effectId} className="text-sm text-muted-foreground">
          Ausschalten: {languageSettingsMessages.switchOffEffect}
        </p>
        {canManage ? (
          <div>
            <button type="submit" disabled={busy} className={cmsButton("secondary")}>
              <Save aria-hidden="true" className="size-4" />
              {busy ? "Wird übernommen..." : "Sprachen übernehmen"}
            </button>
          </div>
        ) : (
          <p className="text-sm font-medium">{languageSettingsMessages.adminsOnly}</p>
        )}
      </Form>
    </section>
  );
}
