// 'Gedruckte Ausgabe anfordern' (docs/decisions/0046-documents.md, 0047-printed-copies.md): the form's one schema, its
// messages in the page's language, the due date and what is overdue. Pure: the visitor's page, the action, the CMS
// inbox, the daily reminder and the tests share it.
import { z } from "zod";
import { fromZurichLocalInput, toZurichLocalInput } from "~/features/scheduling/zurich-time";
import { fillText } from "~/features/site-language/fill-text";
import { formatCount } from "~/features/site-language/site-formats";
import { siteTexts } from "~/features/site-language/site-texts";
import type { SiteLanguage } from "~/lib/languages";
import { cleanText } from "~/lib/text";
import { textLimits } from "~/lib/text-limits";

/** A printed copy is sent within this many calendar days of the request's receipt (Regulation (EU) 2021/2226, Art. 6). */
export const PRINTED_COPY_DAYS = 7;

/** Per sender, as many requests as the contact form's messages in the same window (contact.server.ts). */
export const PRINTED_COPY_RATE_LIMIT = { requests: 5, windowMinutes: 10 } as const;

export const printedCopyLimits = {
  name: textLimits.title,
  institution: textLimits.title,
  address: textLimits.line,
  email: textLimits.email,
  message: textLimits.text,
} as const;

export type PrintedCopyField = "version" | keyof typeof printedCopyLimits;
export const printedCopyFields: readonly PrintedCopyField[] = ["version", "name", "institution", "address", "email", "message"];
export const requiredPrintedCopyFields: readonly PrintedCopyField[] = ["version", "name", "institution", "address", "email"];

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

/** One line (name, institution): cleaned, inner runs of space as one. The address keeps its lines. */
const oneLine = (value: string) => cleanText(value).replace(/\s+/g, " ");
const lines = (value: string) =>
  cleanText(value)
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, " "))
    .filter(Boolean)
    .join("\n");

/** The form's schema, with the messages of the page's language; `versionIds`: the versions the page offers. */
export function printedCopySchema(language: SiteLanguage, versionIds: readonly number[]) {
  const texts = siteTexts[language];
  const tooLong = (max: number) => fillText(texts.contact.tooLongField, { max: formatCount(max, language) });
  const text = (clean: (value: string) => string, max: number, required: boolean) =>
    z
      .string()
      .transform(clean)
      .refine((value) => !required || value.length > 0, texts.contact.required)
      .refine((value) => value.length <= max, tooLong(max));
  return z.object({
    version: z
      .string()
      // Not a number the page offers (0 is no version's): the visitor chose nothing, or the list changed.
      .transform((value) => (/^[1-9][0-9]{0,9}$/.test(value.trim()) ? Number(value.trim()) : 0))
      .refine((value) => versionIds.includes(value), texts.documents.printUnknownVersion),
    name: text(oneLine, printedCopyLimits.name, true),
    institution: text(oneLine, printedCopyLimits.institution, true),
    address: text(lines, printedCopyLimits.address, true),
    email: text((v) => oneLine(v).toLowerCase(), printedCopyLimits.email, true).refine(
      (value) => value === "" || value.length > printedCopyLimits.email || EMAIL.test(value),
      texts.contact.invalidEmail,
    ),
    message: text(lines, printedCopyLimits.message, false),
  });
}

export type PrintedCopyInput = z.output<ReturnType<typeof printedCopySchema>>;

export type PrintedCopyValidation =
  | { ok: true; value: PrintedCopyInput }
  | { ok: false; message: string; fieldErrors: Partial<Record<PrintedCopyField, string>>; values: Record<string, string> };

/** A posted form checked in the page's language: the first message per field, and everything typed kept for the answer. */
export function validatePrintedCopy(raw: Record<string, unknown>, language: SiteLanguage, versionIds: readonly number[]): PrintedCopyValidation {
  // Every field as the text it was sent as ("" when missing or not text): the schema reads these, the answer keeps them.
  const values = Object.fromEntries(printedCopyFields.map((field) => [field, typeof raw[field] === "string" ? raw[field] : ""]));
  const parsed = printedCopySchema(language, versionIds).safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Partial<Record<PrintedCopyField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as PrintedCopyField;
    fieldErrors[field] ??= issue.message;
  }
  const texts = siteTexts[language];
  const missing = requiredPrintedCopyFields.some((field) => fieldErrors[field] === texts.contact.required);
  return { ok: false, message: missing ? texts.documents.printMissing : (Object.values(fieldErrors)[0] ?? texts.documents.printMissing), fieldErrors, values };
}

/**
 * When a request received at `receivedAt` is due: the end of the 7th calendar day after the day of receipt in
 * Zurich, that is the midnight that begins the 8th (received Monday 2 December at any hour: due by the end of
 * Monday 9 December). Calendar days, not 7 × 24 hours: a summer-time change in between moves nothing.
 */
export function printedCopyDueAt(receivedAt: Date): Date {
  const [year, month, day] = toZurichLocalInput(receivedAt).slice(0, 10).split("-").map(Number);
  const due = new Date(Date.UTC(year, month - 1, day + PRINTED_COPY_DAYS + 1));
  const midnight = fromZurichLocalInput(`${due.toISOString().slice(0, 10)}T00:00`);
  // Midnight exists exactly once on every Zurich day (summer time changes at 02:00 and 03:00).
  if (!midnight.ok) throw new Error(`Keine Mitternacht am ${due.toISOString().slice(0, 10)} in Zürich`);
  return midnight.instant;
}

/** The last calendar day (in Zurich) a request may be sent on: the day before its due instant. */
export function lastDayOf(dueAt: Date): Date {
  return new Date(dueAt.getTime() - 1);
}

/** Overdue: not sent by its due instant. */
export function isOverdue(request: { dueAt: Date | string; shippedAt: Date | string | null }, now: Date): boolean {
  return request.shippedAt === null && new Date(request.dueAt).getTime() <= now.getTime();
}
