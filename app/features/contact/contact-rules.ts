// Contact form rules (spec §5 "Contact form", §8 "Contact"). Pure: used by the action and its tests.
import { cleanText } from "~/lib/text";

export const contactMessages = {
  missingFields: "Bitte füllen Sie alle Felder aus.",
  invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  tooLong: "Ihre Eingabe ist zu lang. Bitte kürzen Sie sie.",
  failure: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  success: "Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.",
  rateLimited: "Sie haben in kurzer Zeit zu viele Nachrichten gesendet. Bitte versuchen Sie es in einigen Minuten erneut.",
} as const;

export const contactLimits = { name: 200, email: 254, message: 5000, phone: 50, company: 200, sourcePage: 300 } as const;

export type ContactField = "name" | "email" | "message" | "phone" | "company";

export interface ContactSubmission {
  name: string;
  email: string;
  message: string;
  phone: string;
  company: string;
  sourcePage: string;
}

export type ContactValidation =
  | { ok: true; value: ContactSubmission }
  | { ok: false; message: string; fieldErrors: Partial<Record<ContactField, string>>; values: Record<string, string> };

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

export function validateContact(raw: Record<string, unknown>): ContactValidation {
  const read = (key: string) => cleanText(typeof raw[key] === "string" ? (raw[key] as string) : "");
  const value: ContactSubmission = {
    name: read("name").replace(/\s+/g, " "),
    email: read("email").toLowerCase(),
    message: read("message"),
    phone: read("phone"),
    company: read("company").replace(/\s+/g, " "),
    sourcePage: read("source_page").slice(0, contactLimits.sourcePage),
  };
  const values = { name: value.name, email: value.email, message: value.message, phone: value.phone, company: value.company };
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  for (const field of ["name", "email", "message"] as const) {
    if (!value[field]) fieldErrors[field] = "Pflichtfeld";
  }
  if (Object.keys(fieldErrors).length) return { ok: false, message: contactMessages.missingFields, fieldErrors, values };
  if (!EMAIL.test(value.email)) {
    return { ok: false, message: contactMessages.invalidEmail, fieldErrors: { email: contactMessages.invalidEmail }, values };
  }
  for (const field of ["name", "email", "message", "phone", "company"] as const) {
    if (value[field].length > contactLimits[field]) {
      fieldErrors[field] = `Höchstens ${contactLimits[field]} Zeichen (jetzt ${value[field].length}).`;
    }
  }
  if (Object.keys(fieldErrors).length) return { ok: false, message: contactMessages.tooLong, fieldErrors, values };
  return { ok: true, value };
}

/** A filled honeypot field means a bot: answer as if all went well, keep nothing. */
export function isSpamSubmission(raw: Record<string, unknown>): boolean {
  return typeof raw.website === "string" && raw.website.trim() !== "";
}
