// The form of a document kind ('Dokumentarten', administrators; docs/decisions/0046-documents.md): its key (language-neutral,
// part of every document address, so given once and never changed), its name per language (German required) and
// whether a text layer is required. One schema for the browser's check and the action; saveDocumentKind (documents.server.ts)
// checks the same rules again and those only the database knows (a key already taken).
import { z } from "zod";
import { firstFieldErrors, formValues, type FieldErrors } from "~/lib/form-validation";
import { cleanText } from "~/lib/text";
import { siteLanguages, type SiteLanguage } from "~/lib/languages";
import { documentTexts, LABEL_LIMIT } from "~/features/documents/document-rules";

export const kindIntents = { create: "create-kind", update: "update-kind", move: "move-kind" } as const;

/** saveDocumentKind cuts a kind's names at the length of a label. */
export const KIND_NAME_LIMIT = LABEL_LIMIT;

export const kindMessages = {
  created: "Dokumentart hinzugefügt",
  updated: "Dokumentart gespeichert",
  saveFailed: "Die Dokumentart konnte nicht gespeichert werden.",
  invalid: "Bitte prüfen Sie die markierten Felder. Es wurde nichts gespeichert.",
  notFound: documentTexts.kindNotFound,
  loadFailed: "Die Dokumentarten konnten nicht geladen werden.",
  keyInvalid: documentTexts.kindKeyInvalid,
  nameRequired: documentTexts.kindNameRequired,
  nameTooLong: `Höchstens ${KIND_NAME_LIMIT} Zeichen.`,
} as const;

const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

const name = z
  .string()
  .default("")
  .transform((value) => cleanText(value).replace(/\s+/g, " "))
  .refine((value) => value.length <= KIND_NAME_LIMIT, kindMessages.nameTooLong);

const kindSchema = z.object({
  key: z
    .string()
    .default("")
    .transform((value) => value.trim())
    .refine((value) => KEY.test(value), kindMessages.keyInvalid),
  name_de: name.refine((value) => value.length > 0, kindMessages.nameRequired),
  name_fr: name,
  name_it: name,
  name_en: name,
  requiresTextLayer: z
    .string()
    .optional()
    .transform((value) => value !== undefined && value !== "" && value !== "false"),
});

export interface KindFormValues {
  key: string;
  name_de: string;
  name_fr: string;
  name_it: string;
  name_en: string;
  requiresTextLayer: boolean;
}

export interface KindInput {
  key: string;
  names: Partial<Record<SiteLanguage, string>>;
  requiresTextLayer: boolean;
}

export const emptyKindValues: KindFormValues = { key: "", name_de: "", name_fr: "", name_it: "", name_en: "", requiresTextLayer: false };

export type KindParse = { ok: true; value: KindInput; values: KindFormValues } | { ok: false; fieldErrors: FieldErrors; values: KindFormValues };

export function parseKindForm(form: FormData | Record<string, unknown>): KindParse {
  const raw = formValues(form);
  const values: KindFormValues = {
    key: raw.key ?? "",
    name_de: raw.name_de ?? "",
    name_fr: raw.name_fr ?? "",
    name_it: raw.name_it ?? "",
    name_en: raw.name_en ?? "",
    requiresTextLayer: raw.requiresTextLayer !== undefined && raw.requiresTextLayer !== "" && raw.requiresTextLayer !== "false",
  };
  const parsed = kindSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error), values };
  const names: Partial<Record<SiteLanguage, string>> = {};
  for (const language of siteLanguages) {
    const text = parsed.data[`name_${language}`];
    if (text) names[language] = text;
  }
  return { ok: true, values, value: { key: parsed.data.key, names, requiresTextLayer: parsed.data.requiresTextLayer } };
}

export function validateKindForm(form: FormData): FieldErrors | null {
  const result = parseKindForm(form);
  return result.ok ? null : result.fieldErrors;
}
