// Adding a redirect by hand (docs/decisions/0013-page-addresses-and-redirects.md): from an address that is no page, to a page of the same
// language, 301 or 302.
// The addresses of all pages are offered for the target.
import { useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsFormActions } from "~/components/cms/cms-form-actions";
import { CmsSelectField, CmsTextField, useFocusFirstError, useSubmitValidation } from "~/components/cms/cms-form-field";
import type { ActionResult } from "~/components/cms/action-result";
import type { FieldErrors } from "~/lib/form-validation";
import { textLimits } from "~/lib/text-limits";
import { redirectIntents, redirectMessages, redirectStatuses, redirectStatusLabels, validateRedirectForm } from "./redirect-rules";

export type RedirectFormValues = { source: string; target: string; status: string };

export const emptyRedirectValues: RedirectFormValues = { source: "", target: "", status: "301" };

export type RedirectEditorProps = {
  values: RedirectFormValues;
  /** Addresses of all pages, offered as targets. */
  pageSlugs: string[];
  action: string;
  cancelHref: string;
  fieldErrors?: FieldErrors;
  feedback?: ActionResult;
};

export function RedirectEditor({ values, pageSlugs, action, cancelHref, fieldErrors, feedback }: RedirectEditorProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === redirectIntents.create;
  const formRef = useRef<HTMLFormElement>(null);
  const { clientErrors, onSubmit } = useSubmitValidation(validateRedirectForm);
  const serverErrors = busy ? undefined : fieldErrors;
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  useFocusFirstError(formRef, serverErrors);
  const listId = useId();

  return (
    <section aria-labelledby="weiterleitung-neu" className="rounded-card border border-border bg-card p-4 text-card-foreground sm:p-6">
      <h2 id="weiterleitung-neu" className="text-xl font-semibold">
        Neue Weiterleitung
      </h2>
      <Form ref={formRef} method="post" action={action} noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="mt-4 flex flex-col gap-5">
        <input type="hidden" name="intent" value={redirectIntents.create} />
        {clientErrors ? (
          <CmsFeedback feedback={{ ok: false, message: redirectMessages.invalid }} />
        ) : !busy && feedback && !feedback.ok ? (
          <CmsFeedback feedback={feedback} />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <CmsTextField
            name="source"
            label="Von (alte Adresse)"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="/alte-seite"
            defaultValue={values.source}
            maxLength={textLimits.slug}
            error={errors.source}
            hint="Der Pfad, den Besucher aufrufen, ohne Domain."
            controlClassName="font-mono"
          />
          <CmsTextField
            name="target"
            label="Nach (Seite)"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="/neue-seite"
            list={listId}
            defaultValue={values.target}
            maxLength={textLimits.slug}
            error={errors.target}
            hint={redirectMessages.targetHint}
            controlClassName="font-mono"
          />
          <datalist id={listId}>
            {pageSlugs.map((slug) => (
              <option key={slug} value={slug} />
            ))}
          </datalist>
          <CmsSelectField name="status" label="Art" defaultValue={values.status || "301"} error={errors.status}>
            {redirectStatuses.map((status) => (
              <option key={status} value={status}>
                {redirectStatusLabels[status]}
              </option>
            ))}
          </CmsSelectField>
        </div>
        <CmsFormActions busy={busy} cancelTo={cancelHref} saveLabel="Weiterleitung erstellen" />
      </Form>
    </section>
  );
}
