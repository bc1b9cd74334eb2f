// The contact form (docs/product/public-site.md, "Contact form": rules and messages). A real form posting to the current page, so it
// also works without JavaScript; with JavaScript a fetcher sends it without leaving the page. Its texts are
// the page's language's (site-texts.ts); the ones the visitor's script shows itself (contact-form.enhance.ts)
// travel with the form as data attributes.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { isContactActionData, type ContactActionData } from "./contact-action-data";
import { contactFormClasses, requiredContactFields, type ContactField } from "./contact-rules";
import { formText } from "~/lib/form-validation";
import { useSiteTexts } from "~/features/site-language/site-language";
import { RequiredFieldsNote } from "./required-fields-note";

export interface ContactFormProps {
  showPhone?: boolean;
  showCompany?: boolean;
  submitButtonText?: string;
  note?: string;
  /** The route's action data after a submission without JavaScript. */
  actionData?: ContactActionData;
  className?: string;
}

const inputClassName =
  "block w-full min-w-0 rounded-xl border border-border bg-background px-4 py-3 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive";

export function ContactForm({ showPhone, showCompany, submitButtonText, note, actionData, className }: ContactFormProps) {
  const fetcher = useFetcher<ContactActionData>();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [clientMissing, setClientMissing] = useState<ContactField[]>([]);
  const texts = useSiteTexts().contact;

  const busy = fetcher.state !== "idle";
  const fetched = isContactActionData(fetcher.data) ? fetcher.data : undefined;
  const result = fetched ?? (isContactActionData(actionData) ? actionData : undefined);
  // Values come back only after a submission without JavaScript; with JavaScript the fields still hold them.
  const refill = !fetched && result && !result.ok ? result.values : undefined;
  const serverErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {};

  useEffect(() => {
    if (fetcher.state === "idle" && fetched?.ok) formRef.current?.reset();
  }, [fetcher.state, fetched]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const missing = requiredContactFields.filter((field) => !formText(data, field).trim());
    setClientMissing(missing);
    if (missing.length > 0) event.preventDefault();
  };

  const errorOf = (field: ContactField): string | undefined => (clientMissing.includes(field) ? texts.required : busy ? undefined : serverErrors[field]);

  const status = clientMissing.length > 0 ? { ok: false, message: texts.missingFields } : busy ? undefined : result;

  const field = (name: ContactField, label: string, input: (props: FieldProps) => ReactNode) => {
    const error = errorOf(name);
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    return (
      <div className={cn("min-w-0", name === "message" && "sm:col-span-2")}>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold">
          {label}
        </label>
        {input({
          id: inputId,
          name,
          defaultValue: refill?.[name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
          className: inputClassName,
        })}
        {error && (
          <p id={errorId} className={contactFormClasses.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      data-contact-form=""
      data-sending-label={texts.sending}
      data-required-message={texts.required}
      data-missing-message={texts.missingFields}
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
      className={cn("space-y-6", className)}
    >
      <input type="hidden" name="intent" value="contact" />
      <input type="hidden" name="source_page" value={pathname} />
      {/* A trap for bots: people neither see nor reach it, so a value means the sender is a program. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <fieldset disabled={busy} className="grid min-w-0 gap-5 sm:grid-cols-2">
        <legend className="sr-only">{texts.legend}</legend>
        {field("name", texts.name, (p) => (
          <input {...p} type="text" autoComplete="name" required aria-required="true" />
        ))}
        {field("email", texts.email, (p) => (
          <input {...p} type="email" autoComplete="email" inputMode="email" required aria-required="true" />
        ))}
        {showPhone && field("phone", texts.phone, (p) => <input {...p} type="tel" autoComplete="tel" />)}
        {showCompany && field("company", texts.company, (p) => <input {...p} type="text" autoComplete="organization" />)}
        {field("message", texts.message, (p) => (
          <textarea {...p} rows={4} required aria-required="true" className={cn(p.className, "resize-y")} />
        ))}
      </fieldset>

      {/* The status region stays in the page so that screen readers announce the success message. */}
      <div role="status">{status?.ok && <p className={cn(contactFormClasses.status, "border-success bg-success/10")}>{status.message}</p>}</div>
      {status && !status.ok && (
        <p role="alert" className={contactFormClasses.refusal}>
          {status.message}
        </p>
      )}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-primary px-7 py-3 font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? texts.sending : submitButtonText?.trim() || texts.submit}
        </button>
        <RequiredFieldsNote />
      </div>
      {note && <p className="text-sm leading-relaxed whitespace-pre-line text-muted-foreground">{note}</p>}
    </fetcher.Form>
  );
}

interface FieldProps {
  id: string;
  name: ContactField;
  defaultValue: string | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}
