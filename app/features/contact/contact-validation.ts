// Checking a posted contact form (docs/product/validation-and-messages.md, "Contact form"), in the language of the
// page it was sent from: the action reads it from the request's address (public-page.server.ts).
import { cleanText } from "~/lib/text";
import type { SiteLanguage } from "~/lib/languages";
import { fillText } from "~/features/site-language/fill-text";
import { formatCount } from "~/features/site-language/site-formats";
import { siteTexts } from "~/features/site-language/site-texts";
import { contactLimits, requiredContactFields, type ContactField, type ContactSubmission } from "./contact-rules";

export type ContactValidation =
  { ok: true; value: ContactSubmission } | { ok: false; message: string; fieldErrors: Partial<Record<ContactField, string>>; values: Record<string, string> };

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

export function validateContact(raw: Record<string, unknown>, language: SiteLanguage): ContactValidation {
  const texts = siteTexts[language].contact;
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
    if (!value[field]) fieldErrors[field] = texts.required;
  }
  if (Object.keys(fieldErrors).length) return { ok: false, message: texts.missingFields, fieldErrors, values };
  // Lengths before the address pattern: the pattern need not run over a megabyte of text.
  for (const field of ["name", "email", "message", "phone", "company"] as const) {
    const max = contactLimits[field];
    if (value[field].length > max) fieldErrors[field] = fillText(texts.tooLongField, { max: formatCount(max, language) });
  }
  if (Object.keys(fieldErrors).length) return { ok: false, message: texts.tooLong, fieldErrors, values };
  if (!EMAIL.test(value.email)) {
    return { ok: false, message: texts.invalidEmail, fieldErrors: { email: texts.invalidEmail }, values };
  }
  return { ok: true, value };
}
