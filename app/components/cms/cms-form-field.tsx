// Labelled form fields of the CMS screens. Every field wires its label, hint and error message to the
// control (aria-invalid, aria-describedby), so screen readers announce what is wrong and where.
import { useEffect, useId, useState, type ComponentProps, type FormEvent, type ReactNode, type RefObject } from "react";
import { cn } from "~/lib/cn";
import type { FieldErrors } from "~/lib/form-validation";

export const cmsInputClass =
  "block w-full min-w-0 rounded-md border border-border bg-background px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm";

type FieldFrame = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes of the wrapper (grid placement); the control keeps the shared look. */
  className?: string;
  /** Extra classes of the control itself (a monospace font for code). */
  controlClassName?: string;
};

function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hinweis` : undefined;
  const errorId = error ? `${fieldId}-fehler` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

export function CmsFieldFrame({
  fieldId,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: {
  fieldId: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-semibold">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CmsTextField({ label, error, hint, className, controlClassName, id, ...input }: FieldFrame & ComponentProps<"input">) {
  const ids = useFieldIds(id, error, hint);
  return (
    <CmsFieldFrame {...ids} label={label} required={input.required} hint={hint} error={error} className={className}>
      <input
        id={ids.fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
        className={cn(cmsInputClass, input.type === "number" && "max-w-32", controlClassName)}
      />
    </CmsFieldFrame>
  );
}

export function CmsTextAreaField({ label, error, hint, className, controlClassName, id, ...textarea }: FieldFrame & ComponentProps<"textarea">) {
  const ids = useFieldIds(id, error, hint);
  return (
    <CmsFieldFrame {...ids} label={label} required={textarea.required} hint={hint} error={error} className={className}>
      <textarea
        id={ids.fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
        className={cn(cmsInputClass, "resize-y", controlClassName)}
      />
    </CmsFieldFrame>
  );
}

export function CmsSelectField({ label, error, hint, className, controlClassName, id, children, ...select }: FieldFrame & ComponentProps<"select">) {
  const ids = useFieldIds(id, error, hint);
  return (
    <CmsFieldFrame {...ids} label={label} required={select.required} hint={hint} error={error} className={className}>
      <select
        id={ids.fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
        className={cn(cmsInputClass, "w-auto", controlClassName)}
      >
        {children}
      </select>
    </CmsFieldFrame>
  );
}

/**
 * Checks a form in the browser with the same rules the action applies, before it is sent: a form
 * with errors stays on the page with the messages beside the fields. Without JavaScript the action
 * answers the same messages (status 400).
 */
export function useSubmitValidation(validate: (form: FormData) => FieldErrors | null) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const errors = validate(new FormData(event.currentTarget));
    if (errors && Object.keys(errors).length > 0) {
      event.preventDefault();
      setClientErrors(errors);
      focusFirstInvalid(event.currentTarget, errors);
    } else {
      setClientErrors(null);
    }
  };
  return { clientErrors, onSubmit, clearClientErrors: () => setClientErrors(null) };
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/** After the server answered with field errors, the first invalid field gets the focus. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: FieldErrors | undefined) {
  useEffect(() => {
    if (form.current && errors && Object.keys(errors).length > 0) focusFirstInvalid(form.current, errors);
  }, [form, errors]);
}
