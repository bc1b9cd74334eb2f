// The e-mail template form (docs/product/settings-and-email-templates.md, "E-mail templates": validation, template
// minimums 3 / 5 / 20). One schema for the browser check before sending and for the action.
import { z } from "zod";
import { company } from "~/lib/company";
import { firstFieldErrors, formValues, type FieldErrors } from "~/lib/form-validation";
import { cleanText } from "~/lib/text";
import { limitMessages, textLimits } from "~/lib/text-limits";
import { fillPlaceholders, placeholdersIn } from "~/features/mail/placeholders";
import { approvalPlaceholders, approvalSampleValues } from "~/features/approval/approval-mail-templates";
import { printedCopyPlaceholders, printedCopySampleValues } from "~/features/printed-copies/printed-copy-mail-template";

export const templateMessages = {
  created: "E-Mail-Vorlage wurde erstellt",
  updated: "E-Mail-Vorlage wurde aktualisiert",
  saveFailed: "E-Mail-Vorlage konnte nicht gespeichert werden",
  deleted: "E-Mail-Vorlage wurde gelöscht",
  deleteFailed: "E-Mail-Vorlage konnte nicht gelöscht werden",
  loadFailed: "E-Mail-Vorlagen konnten nicht geladen werden.",
  empty: "Noch keine E-Mail-Vorlagen vorhanden.",
  invalid: "Bitte prüfen Sie die markierten Felder. Es wurde nichts gespeichert.",
  nameTooShort: "Vorlagenname muss mindestens 3 Zeichen lang sein",
  subjectTooShort: "Betreff muss mindestens 5 Zeichen lang sein",
  htmlTooShort: "HTML-Inhalt muss mindestens 20 Zeichen lang sein",
  invalidEmail: "Ungültige E-Mail-Adresse",
  nameTaken: "Eine E-Mail-Vorlage mit diesem Namen gibt es bereits. Bitte wählen Sie einen anderen Namen.",
  notFound: "Diese E-Mail-Vorlage gibt es nicht mehr.",
  tooLong: limitMessages.tooLong,
  deleteTitle: "E-Mail-Vorlage löschen?",
  deleteWarning: (name: string) => `Die Vorlage «${name}» wird endgültig gelöscht. Dies kann nicht rückgängig gemacht werden.`,
  deleteVersionWarning: (name: string, language: string) =>
    `Die Fassung auf ${language} der Vorlage «${name}» wird endgültig gelöscht. Dies kann nicht rückgängig gemacht werden.`,
  testSent: (email: string) => `Testmail an ${email} gesendet`,
  testQueued: (email: string) => `Testmail an ${email} im Postausgang abgelegt (kein SMTP-Server konfiguriert)`,
  testFailed: (error: string) => `Testmail konnte nicht gesendet werden: ${error}`,
} as const;

export const templateLimits = {
  template_name: { min: 3, max: textLimits.title },
  subject: { min: 5, max: textLimits.line },
  html: { min: 20, max: textLimits.html },
  reply_to: { max: textLimits.email },
} as const;

/** docs/product/data-model.md, email_templates: without its own reply-to, a template answers to the company address. */
export const DEFAULT_REPLY_TO = company.email;

/** Placeholders the contact mails fill (docs/product/settings-and-email-templates.md, "Placeholders"), those of the translators' notice
 * 'Übersetzungen veraltet' (seiten, anzahl: app/features/translations/translation-notice.server.ts) and those of
 * the 'Freigabe' mails (approval-mail-templates.ts) and the printed copies' reminder (printed-copy-mail-template.ts); others
 * stay as typed. */
export const knownPlaceholders = ["name", "email", "message", "seiten", "anzahl", ...approvalPlaceholders, ...printedCopyPlaceholders] as const;

/** Values for the preview and the test mail. */
export const samplePlaceholderValues: Record<(typeof knownPlaceholders)[number], string> = {
  name: "Maria Muster",
  email: "maria.muster@example.ch",
  message: "Guten Tag\nWir planen die Erneuerung unseres Gebärzimmers und interessieren uns für die Contessa. Bitte rufen Sie mich zurück.",
  seiten: "Produkte – Französisch, 2 Felder",
  anzahl: "1",
  ...approvalSampleValues,
  ...printedCopySampleValues,
};

/** Subject and name: one line, cleaned (docs/product/validation-and-messages.md, "Text cleaning"). */
const oneLine = (value: string) => cleanText(value).replace(/\s+/g, " ");

const lengthBetween = (min: number, max: number, tooShort: string) =>
  z
    .string()
    .default("")
    .transform(oneLine)
    .refine((value) => value.length >= min, tooShort)
    .refine((value) => value.length <= max, templateMessages.tooLong(max));

export const templateFormSchema = z.object({
  template_name: lengthBetween(templateLimits.template_name.min, templateLimits.template_name.max, templateMessages.nameTooShort),
  subject: lengthBetween(templateLimits.subject.min, templateLimits.subject.max, templateMessages.subjectTooShort),
  html: z
    .string()
    .default("")
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => value.length >= templateLimits.html.min, templateMessages.htmlTooShort)
    .refine((value) => value.length <= templateLimits.html.max, templateMessages.tooLong(templateLimits.html.max)),
  reply_to: z
    .string()
    .default("")
    .transform((value) => value.trim())
    .refine((value) => value.length <= templateLimits.reply_to.max, templateMessages.tooLong(templateLimits.reply_to.max))
    .refine((value) => value === "" || value.length > templateLimits.reply_to.max || z.email().safeParse(value).success, templateMessages.invalidEmail)
    .transform((value) => (value === "" ? null : value)),
});

export type TemplateInput = { templateName: string; subject: string; html: string; replyTo: string | null };
export type TemplateField = keyof z.input<typeof templateFormSchema>;
export type TemplateFormValues = Record<TemplateField, string>;

export type TemplateParse =
  { ok: true; value: TemplateInput; values: TemplateFormValues } | { ok: false; fieldErrors: FieldErrors; values: TemplateFormValues };

export function parseTemplateForm(form: FormData | Record<string, unknown>): TemplateParse {
  const raw = formValues(form);
  const values: TemplateFormValues = {
    template_name: raw.template_name ?? "",
    subject: raw.subject ?? "",
    html: raw.html ?? "",
    reply_to: raw.reply_to ?? "",
  };
  const parsed = templateFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error), values };
  const d = parsed.data;
  return { ok: true, values, value: { templateName: d.template_name, subject: d.subject, html: d.html, replyTo: d.reply_to } };
}

export function validateTemplateForm(form: FormData): FieldErrors | null {
  const result = parseTemplateForm(form);
  return result.ok ? null : result.fieldErrors;
}

/** Placeholders in subject or body that no mail fills: they would reach the recipient as typed. */
export function unknownPlaceholders(subject: string, html: string): string[] {
  return [...new Set([...placeholdersIn(subject), ...placeholdersIn(html)])].filter((name) => !(knownPlaceholders as readonly string[]).includes(name));
}

/** The template as a recipient would see it, filled with the sample values. */
export function previewTemplate(template: { subject: string; html: string }) {
  return {
    subject: fillPlaceholders(template.subject, samplePlaceholderValues, "text"),
    html: fillPlaceholders(template.html, samplePlaceholderValues, "html"),
  };
}

/** Template names compared as the uniqueness rule does: case and surrounding space do not count. */
export function sameTemplateName(a: string, b: string): boolean {
  return oneLine(a).toLocaleLowerCase("de-CH") === oneLine(b).toLocaleLowerCase("de-CH");
}

/** The `intent` of each form on the templates screen. */
export const templateIntents = {
  create: "create-template",
  update: "update-template",
  delete: "delete-template",
  test: "send-test-mail",
  /** A version in another language, copied from the German one (template-versions.ts). */
  createVersion: "create-template-version",
} as const;
