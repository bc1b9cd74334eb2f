// Adding and editing a testimonial: author and quote required, role optional, rating 1–5 (default 5).
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsFormActions } from "~/components/cms/cms-form-actions";
import { CmsSelectField, CmsTextAreaField, CmsTextField, useFocusFirstError, useSubmitValidation } from "~/components/cms/cms-form-field";
import type { ActionResult } from "~/components/cms/action-result";
import { MediaField } from "~/features/media/media-field";
import type { FieldErrors } from "~/lib/form-validation";
import { languageFacts, type SiteLanguage } from "~/lib/languages";
import {
  ratingChoices,
  testimonialLanguageChoices,
  testimonialIntents,
  testimonialLimits,
  testimonialMessages,
  validateTestimonialForm,
  type TestimonialFormValues,
} from "./testimonial-form";

export type TestimonialEditorProps = {
  mode: "create" | "edit";
  testimonialId?: number;
  values: TestimonialFormValues;
  /** The switched-on languages ('Sprachen' in /cms/global). */
  languages: readonly SiteLanguage[];
  action: string;
  cancelHref: string;
  fieldErrors?: FieldErrors;
  feedback?: ActionResult;
};

export function TestimonialEditor({ mode, testimonialId, values, languages, action, cancelHref, fieldErrors, feedback }: TestimonialEditorProps) {
  const navigation = useNavigation();
  const intent = mode === "create" ? testimonialIntents.create : testimonialIntents.update;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const formRef = useRef<HTMLFormElement>(null);
  const { clientErrors, onSubmit } = useSubmitValidation(validateTestimonialForm);
  const serverErrors = busy ? undefined : fieldErrors;
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  useFocusFirstError(formRef, serverErrors);
  const headingId = mode === "create" ? "testimonial-neu" : "testimonial-bearbeiten";
  const [portrait, setPortrait] = useState<number[]>(() => (/^\d+$/.test(values.media_asset_id) ? [Number(values.media_asset_id)] : []));

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-border bg-card p-4 text-card-foreground sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {mode === "create" ? "Neues Testimonial" : "Testimonial bearbeiten"}
      </h2>
      <Form ref={formRef} method="post" action={action} noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="mt-4 flex flex-col gap-5">
        <input type="hidden" name="intent" value={intent} />
        {testimonialId ? <input type="hidden" name="id" value={testimonialId} /> : null}
        {clientErrors ? (
          <CmsFeedback feedback={{ ok: false, message: testimonialMessages.invalid }} />
        ) : !busy && feedback && !feedback.ok ? (
          <CmsFeedback feedback={feedback} />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <CmsTextField
            name="author"
            label="Name"
            required
            autoComplete="off"
            defaultValue={values.author}
            maxLength={testimonialLimits.author}
            error={errors.author}
          />
          <CmsTextField
            name="role"
            label="Funktion und Institution"
            autoComplete="off"
            defaultValue={values.role}
            maxLength={testimonialLimits.role}
            placeholder="z. B. Leitende Hebamme, Geburtshaus Rosengarten"
            error={errors.role}
          />
          <CmsTextAreaField
            name="quote"
            label="Zitat"
            required
            rows={5}
            defaultValue={values.quote}
            maxLength={testimonialLimits.quote}
            error={errors.quote}
            className="sm:col-span-2"
          />
          <MediaField
            className="sm:col-span-2"
            label="Porträt"
            name="media_asset_id"
            value={portrait}
            onChange={setPortrait}
            error={errors.media_asset_id}
            hint="Optional: ein Bild der Person aus der Medienbibliothek."
          />
          <CmsSelectField name="rating" label="Bewertung" defaultValue={values.rating || "5"} error={errors.rating}>
            {ratingChoices.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? "1 Stern" : `${n} Sterne`}
              </option>
            ))}
          </CmsSelectField>
          <CmsSelectField
            name="language"
            label="Sprache"
            defaultValue={values.language || "de"}
            error={errors.language}
            hint="Die Seiten dieser Sprache zeigen das Testimonial."
          >
            {testimonialLanguageChoices(languages, values.language).map((language) => (
              <option key={language} value={language}>
                {languageFacts[language].staffName}
              </option>
            ))}
          </CmsSelectField>
          <div className="flex items-end">
            <label className="flex min-h-10 items-center gap-2 text-sm font-semibold">
              <input type="checkbox" name="is_published" value="on" defaultChecked={values.is_published} className="size-4 accent-primary" />
              Auf der Website zeigen (veröffentlicht)
            </label>
          </div>
        </div>
        <CmsFormActions busy={busy} cancelTo={cancelHref} saveLabel={mode === "create" ? "Testimonial erstellen" : "Änderungen speichern"} />
      </Form>
    </section>
  );
}
