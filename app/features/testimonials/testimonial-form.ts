// The testimonial form (docs/product/cms-screens.md, "Testimonials"; docs/product/data-model.md, testimonials:
// author, role, quote, rating (default 5)). One schema for the browser check and for the action.
import { z } from "zod";
import { firstFieldErrors, formValues, type FieldErrors } from "~/lib/form-validation";
import { cleanText } from "~/lib/text";
import { limitMessages, textLimits } from "~/lib/text-limits";
import { siteLanguages, sourceLanguage, type SiteLanguage } from "~/lib/languages";

export const testimonialMessages = {
  created: "Testimonial wurde erstellt",
  updated: "Testimonial wurde aktualisiert",
  saveFailed: "Testimonial konnte nicht gespeichert werden",
  deleted: "Testimonial wurde gelöscht",
  deleteFailed: "Testimonial konnte nicht gelöscht werden",
  moved: "Reihenfolge geändert",
  moveFailed: "Fehler beim Verschieben",
  atEdge: "Dieses Testimonial steht bereits ganz am Rand der Liste.",
  published: "Testimonial veröffentlicht",
  unpublished: "Testimonial als Entwurf gespeichert – es erscheint nicht mehr auf der Website",
  statusFailed: "Fehler beim Ändern des Status",
  loadFailed: "Testimonials konnten nicht geladen werden.",
  empty: "Noch keine Testimonials vorhanden.",
  notFound: "Dieses Testimonial gibt es nicht mehr.",
  invalid: "Bitte prüfen Sie die markierten Felder. Es wurde nichts gespeichert.",
  authorRequired: "Bitte den Namen der Person angeben.",
  quoteRequired: "Bitte ein Zitat eingeben.",
  ratingRange: "Die Bewertung muss eine ganze Zahl von 1 bis 5 sein.",
  portraitInvalid: "Bitte ein Bild aus der Medienbibliothek wählen.",
  portraitUnknown: "Dieses Bild gibt es nicht (mehr) in der Medienbibliothek. Bitte ein anderes wählen.",
  languageInvalid: "Bitte eine Sprache der Website wählen.",
  tooLong: limitMessages.tooLong,
  deleteTitle: "Testimonial löschen?",
  deleteWarning: (author: string) => `Das Testimonial von «${author}» wird endgültig gelöscht. Dies kann nicht rückgängig gemacht werden.`,
} as const;

export const testimonialLimits = { author: textLimits.title, role: textLimits.line, quote: textLimits.text } as const;
export const DEFAULT_RATING = 5;
export const ratingChoices = [5, 4, 3, 2, 1] as const;

export const testimonialIntents = {
  create: "create-testimonial",
  update: "update-testimonial",
  delete: "delete-testimonial",
  move: "move-testimonial",
  publish: "publish-testimonial",
  unpublish: "unpublish-testimonial",
} as const;

const required = (max: number, missing: string) =>
  z
    .string()
    .default("")
    .transform((value) => cleanText(value))
    .refine((value) => value.length > 0, missing)
    .refine((value) => value.length <= max, testimonialMessages.tooLong(max));

export const testimonialFormSchema = z.object({
  author: required(testimonialLimits.author, testimonialMessages.authorRequired).transform((value) => value.replace(/\s+/g, " ")),
  role: z
    .string()
    .default("")
    .transform((value) => cleanText(value).replace(/\s+/g, " "))
    .refine((value) => value.length <= testimonialLimits.role, testimonialMessages.tooLong(testimonialLimits.role))
    .transform((value) => (value === "" ? null : value)),
  quote: required(testimonialLimits.quote, testimonialMessages.quoteRequired),
  rating: z
    .string()
    .default("")
    .transform((value) => (value.trim() === "" ? String(DEFAULT_RATING) : value.trim()))
    .refine((value) => /^[1-5]$/.test(value), testimonialMessages.ratingRange)
    .transform(Number),
  // The portrait (testimonials.media_asset_id): one library image by id, or none.
  media_asset_id: z
    .string()
    .default("")
    .transform((value) => value.trim())
    .refine((value) => value === "" || /^[1-9]\d{0,8}$/.test(value), testimonialMessages.portraitInvalid)
    .transform((value) => (value === "" ? null : Number(value))),
  // The language the quote was given in: the pages of that language show it (testimonials.server.ts).
  language: z
    .string()
    .default("")
    .transform((value) => value.trim() || sourceLanguage)
    .refine((value): value is SiteLanguage => (siteLanguages as readonly string[]).includes(value), testimonialMessages.languageInvalid),
  // A checkbox: present when ticked.
  is_published: z
    .string()
    .optional()
    .transform((value) => value !== undefined && value !== "" && value !== "false"),
});

export type TestimonialInput = {
  author: string;
  role: string | null;
  quote: string;
  rating: number;
  language: SiteLanguage;
  isPublished: boolean;
  mediaAssetId: number | null;
};
export type TestimonialFormValues = {
  author: string;
  role: string;
  quote: string;
  rating: string;
  language: string;
  is_published: boolean;
  media_asset_id: string;
};

export type TestimonialParse =
  { ok: true; value: TestimonialInput; values: TestimonialFormValues } | { ok: false; fieldErrors: FieldErrors; values: TestimonialFormValues };

export function parseTestimonialForm(form: FormData | Record<string, unknown>): TestimonialParse {
  const raw = formValues(form);
  const values: TestimonialFormValues = {
    author: raw.author ?? "",
    role: raw.role ?? "",
    quote: raw.quote ?? "",
    rating: raw.rating ?? "",
    language: raw.language ?? "",
    media_asset_id: raw.media_asset_id ?? "",
    is_published: raw.is_published !== undefined && raw.is_published !== "" && raw.is_published !== "false",
  };
  const parsed = testimonialFormSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error), values };
  const d = parsed.data;
  return {
    ok: true,
    values,
    value: {
      author: d.author,
      role: d.role,
      quote: d.quote,
      rating: d.rating,
      language: d.language,
      isPublished: d.is_published,
      mediaAssetId: d.media_asset_id,
    },
  };
}

export function validateTestimonialForm(form: FormData): FieldErrors | null {
  const result = parseTestimonialForm(form);
  return result.ok ? null : result.fieldErrors;
}

export const emptyTestimonialValues: TestimonialFormValues = {
  author: "",
  role: "",
  quote: "",
  rating: String(DEFAULT_RATING),
  language: sourceLanguage,
  is_published: true,
  media_asset_id: "",
};

/**
 * The languages the editor's 'Sprache' offers: the switched-on ones, in the site's order, and always
 * the testimonial's own (a language switched off since stays as it is until someone changes it).
 */
export function testimonialLanguageChoices(switchedOn: readonly SiteLanguage[], current: string): SiteLanguage[] {
  return siteLanguages.filter((l) => l === sourceLanguage || switchedOn.includes(l) || l === current);
}
