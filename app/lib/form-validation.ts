// Reading a submitted form through its zod schema (style guide: one schema per form, used by the
// browser before sending and by the action). The answer keeps what was typed, so a form that comes
// back with errors loses nothing (architecture principle 7).
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** The text values of a form (files and repeated names are ignored: these forms have neither). */
export function formValues(form: FormData | Record<string, unknown>): Record<string, string> {
  const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form);
  const values: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}

/** One text field of a submitted form: its string value, `fallback` when it is missing, and "" for a
 * file (a file where text belongs is not text, and never "[object File]"). */
export function formText(form: FormData, name: string, fallback = ""): string {
  const value = form.get(name);
  return typeof value === "string" ? value : value === null ? fallback : "";
}

/** The first message for every field the schema rejected, keyed by the field's name. */
export function firstFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_form";
    errors[key] ??= issue.message;
  }
  return errors;
}
