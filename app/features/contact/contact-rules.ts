// Contact form rules (docs/product/public-site.md, "Contact form"; docs/product/validation-and-messages.md, "Contact form"). Pure: used by the action, the form, the visitor's
// script and their tests. The messages are the page's language's (site-texts.ts, contact); the
// validation that picks them is contact-validation.ts, kept apart so the visitor's script, which
// imports this file, carries no catalogue.
import { cleanText } from "~/lib/text";
import { textLimits } from "~/lib/text-limits";

/**
 * The header the visitor's script (contact-form.enhance.ts) sends with the form's background POST. The
 * answer is then the page with the form's new state, status 200 whatever it says: the refusal is in
 * the page, and a 4xx answer to a script's request is logged as an error in the visitor's console. A
 * plain POST (no script) keeps its status (400, 429).
 */
export const inPlaceAnswerHeader = "x-contact-answer-in-place";

/** The fields a message needs. */
export const requiredContactFields = ["name", "email", "message"] as const;

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
