import type { ContactField } from "./contact-rules";

export type ContactActionData =
  | { intent?: "contact"; ok: true; message: string }
  | {
      intent?: "contact";
      ok: false;
      message: string;
      fieldErrors?: Partial<Record<ContactField, string>>;
      values?: Record<string, string>;
    };

/** Whether an action's answer is the contact form's (and not another form's on the same page). */
export function isContactActionData(value: unknown): value is ContactActionData {
  if (!value || typeof value !== "object") return false;
  const data = value as Record<string, unknown>;
  return (data.intent === undefined || data.intent === "contact") && typeof data.ok === "boolean" && typeof data.message === "string";
}
