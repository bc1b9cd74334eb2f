// 'Gedruckte Ausgabe anfordern' (docs/decisions/0047-printed-copies.md): a plain form posting to the product's
// documents page, so it works without JavaScript (decision 0020); the page comes back with the answer in its
// language, the fields' messages beside them, and everything typed still in place.
import { useId, type ReactNode } from "react";
import { Form } from "react-router";
import { useSiteLanguage, useSiteTexts } from "~/features/site-language/site-language";
import { RequiredFieldsNote } from "~/features/contact/required-fields-note";
import { formatDay } from "~/features/site-language/site-formats";
import type { PrintedCopyActionResult } from "~/features/printed-copies/printed-copy-request.server";
import type { PrintedCopyField } from "~/features/printed-copies/printed-copy-rules";
import type { VisitorDocument } from "~/features/visitor-site/documents.server";
import { languageFacts } from "~/lib/languages";
import { cn } from "~/lib/cn";

const inputClassName =
  "block w-full min-w-0 rounded-xl border border-border bg-background px-4 py-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 aria-[invalid=true]:border-destructive";

interface FieldProps {
  id: string;
  name: string;
  defaultValue?: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
}

export function PrintedCopyForm({ documents, result, action }: { documents: readonly VisitorDocument[]; result?: PrintedCopyActionResult; action: string }) {
  const texts = useSiteTexts();
  const t = texts.documents;
  const language = useSiteLanguage();
  const id = useId();
  const failed = result && !result.ok ? result : undefined;
  const values = failed?.values ?? {};
  const errors = failed?.fieldErrors ?? {};

  const field = (name: PrintedCopyField, label: string, input: (props: FieldProps) => ReactNode, hint?: string) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ");
    return (
      <div className={cn("min-w-0", (name === "address" || name === "message" || name === "version") && "sm:col-span-2")}>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${inputId}-hint`} className="mb-1.5 text-sm text-muted-foreground">
            {hint}
          </p>
        )}
        {input({
          id: inputId,
          name,
          defaultValue: values[name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": described || undefined,
          className: inputClassName,
        })}
        {error && (
          <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  const options = documents.flatMap((document) =>
    [document.current, ...document.earlier].flatMap((version) =>
      version
        ? [
            {
              id: version.id,
              label: `${document.kindName} ${version.label} (${languageFacts[document.language].ownName}, ${formatDay(version.publishedAt, language)}${version.withdrawn ? `, ${t.withdrawn}` : ""})`,
            },
          ]
        : [],
    ),
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-border bg-card p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="font-display text-2xl font-bold">
        {t.printHeading}
      </h2>
      <p className="mt-2 text-muted-foreground">{t.printIntro}</p>
      <Form method="post" action={action} noValidate data-printed-copy-form="" className="mt-6 space-y-6">
        <input type="hidden" name="intent" value="printed-copy" />
        {/* A trap for bots, as in the contact form: people neither see nor reach it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="sr-only">{t.printHeading}</legend>
          {field("version", t.printVersion, (p) => (
            <select {...p} required aria-required="true" defaultValue={p.defaultValue ?? String(options[0]?.id ?? "")}>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          ))}
          {field("name", t.printName, (p) => (
            <input {...p} type="text" autoComplete="name" required aria-required="true" />
          ))}
          {field("institution", t.printInstitution, (p) => (
            <input {...p} type="text" autoComplete="organization" required aria-required="true" />
          ))}
          {field(
            "address",
            t.printAddress,
            (p) => (
              <textarea {...p} rows={3} autoComplete="street-address" required aria-required="true" className={cn(p.className, "resize-y")} />
            ),
            t.printAddressHint,
          )}
          {field("email", t.printEmail, (p) => (
            <input {...p} type="email" autoComplete="email" inputMode="email" required aria-required="true" />
          ))}
          {field("message", t.printMessage, (p) => (
            <textarea {...p} rows={2} className={cn(p.className, "resize-y")} />
          ))}
        </fieldset>
        <div role="status">{result?.ok && <p className="rounded-xl border-l-4 border-success bg-success/10 p-4 font-medium">{result.message}</p>}</div>
        {failed && (
          <p role="alert" className="rounded-xl border-l-4 border-destructive bg-destructive/10 p-4 font-medium">
            {failed.message}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-primary px-7 py-3 font-semibold text-primary-foreground shadow-sm hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t.printSubmit}
          </button>
          <RequiredFieldsNote />
        </div>
      </Form>
    </section>
  );
}
