// Contact form rules (the spec's "Contact form", "Contact"). Pure: used by the action and its tests.
import { cleanText } from "~/lib/text";
import { limitMessages, textLimits } from "~/lib/text-limits";

export const contactMessages = {
  missingFields: "Bitte füllen Sie alle Felder aus.",
  invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  tooLong: "Ihre Eingabe ist zu lang. Bitte kürzen Sie sie.",
  failure: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  success: "Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.",
  rateLimited: "Sie haben in kurzer Zeit zu viele Nachrichten gesendet. Bitte versuchen Sie es in einigen Minuten erneut.",
} as const;

/** The submit button's text while a message is on its way. */
export const sendingLabel = "Wird gesendet...";

/**
 * The header the visitor's script (contact-form.enhance.ts) sends with the form's background POST. The
 * answer is then the page with the form's new state, status 200 whatever it says: the refusal is in
 * the page, and a 4xx answer to a script's request is logged as an error in the visitor's console. A
 * plain POST (no script) keeps its status (400, 429).
 */
export const inPlaceAnswerHeader = "x-contact-answer-in-place";

/** The fields a message needs, and what an empty one says. */
export const requiredContactFields = ["name", "email", "message"] as const;
export const requiredFieldMessage = "Pflichtfeld";

/** The form's look for a field's error and for the refusal, shared by contact-form.tsx and its enhancement. */
export const contactFormClasses = {
  fieldError: "mt-1.5 text-sm font-medium text-destructive",
  status: "rounded-xl border px-4 py-3 text-sm font-medium text-foreground",
  refusal: "rounded-xl border px-4 py-3 text-sm font-medium text-foreground border-destructive bg-destructive/10",
} as const;

export const contactLimits = {
  name: textLimits.title,
  email: textLimits.email,
  message: textLimits.text,
  phone: textLimits.phone,
  company: textLimits.title,
  sourcePage: textLimits.slug,
} as const;

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
  { ok: true; value: ContactSubmission } | { ok: false; message: string; fieldErrors: Partial<Record<ContactField, string>>; values: Record<string, string> };

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

export function validateContact(raw: Record<string, unknown>): ContactValidation {
  const read = (key: string) => cleanText(typeof raw[key] === "string" ? raw[key] : "");
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
  for (const field of requiredContactFields) {
    if (!value[field]) fieldErrors[field] = requiredFieldMessage;
  }
  if (Object.keys(fieldErrors).length) return { ok: false, message: contactMessages.missingFields, fieldErrors, values };
  // Lengths before the address pattern: the pattern need not run over a megabyte of text.
  for (const field of ["name", "email", "message", "phone", "company"] as const) {
    if (value[field].length > contactLimits[field]) fieldErrors[field] = limitMessages.tooLong(contactLimits[field]);
  }
  if (Object.keys(fieldErrors).length) return { ok: false, message: contactMessages.tooLong, fieldErrors, values };
  if (!EMAIL.test(value.email)) {
    return { ok: false, message: contactMessages.invalidEmail, fieldErrors: { email: contactMessages.invalidEmail }, values };
  }
  return { ok: true, value };
}

/** A filled honeypot field means a bot: answer as if all went well, keep nothing. */
export function isSpamSubmission(raw: Record<string, unknown>): boolean {
  return typeof raw.website === "string" && raw.website.trim() !== "";
}

/** The longest name a confirmation mail repeats; a longer one is left out. */
export const CONFIRMATION_NAME_LIMIT = 60;

// What a name never contains but a message smuggled into one does: markup, addresses, links, domains,
// phone numbers.
const NOT_A_NAME = /[<>@]|:\/\/|www\.|\.[a-z]{2,}(?:\/|\b)|\d{3,}/i;

/**
 * The visitor's name as the confirmation mail may carry it (docs/security.md, "Contact form: no mail relay"): the
 * confirmation goes to whatever address was typed, so it repeats nothing the visitor wrote but a
 * short, plain name — and not even that when the "name" looks like a message, a link or an address.
 * Empty means "greet without a name". The mail escapes it like every placeholder value.
 */
export function confirmationName(name: string): string {
  const plain = cleanText(name).replace(/\s+/g, " ");
  if (!plain || plain.length > CONFIRMATION_NAME_LIMIT || NOT_A_NAME.test(plain)) return "";
  return plain;
}

/**
 * The key under which confirmations to one mailbox are counted: lower case, without a '+tag', so
 * anna+1@… and anna+2@… count as the same recipient.
 */
export function recipientKey(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, "@");
}
