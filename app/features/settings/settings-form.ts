// The form of the global settings screen (docs/product/settings-and-email-templates.md, "Global settings", with its
// messages; docs/product/data-model.md, global_settings). One schema for the browser check before sending and for the action.
import { z } from "zod";
import { firstFieldErrors, formValues, type FieldErrors } from "~/lib/form-validation";
import { cleanText } from "~/lib/text";
import { limitMessages, textLimits } from "~/lib/text-limits";

export const settingsMessages = {
  saved: "Einstellungen gespeichert",
  saveFailed: "Fehler beim Speichern der Einstellungen",
  loadFailed: "Fehler beim Laden der Einstellungen",
  invalid: "Bitte prüfen Sie die markierten Felder. Es wurde nichts gespeichert.",
  colour: "Bitte eine Farbe im Format #RRGGBB angeben.",
  email: "Ungültige E-Mail-Adresse",
  tooLong: limitMessages.tooLong,
} as const;

/** Field names as the form posts them (the column names of global_settings). */
export const settingsFields = [
  "site_title",
  "primary_color",
  "site_description",
  "cta_primary_text",
  "cta_secondary_text",
  "footer_text",
  "contact_email",
  "contact_phone",
  "contact_address",
] as const;
export type SettingsField = (typeof settingsFields)[number];
export type SettingsFormValues = Record<SettingsField, string>;

export const settingsLimits = {
  site_title: textLimits.title,
  primary_color: 7,
  site_description: textLimits.line,
  cta_primary_text: textLimits.label,
  cta_secondary_text: textLimits.label,
  footer_text: textLimits.text,
  contact_email: textLimits.email,
  contact_phone: textLimits.phone,
  contact_address: textLimits.line,
} as const satisfies Record<SettingsField, number>;

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Free text: cleaned (docs/product/validation-and-messages.md, "Text cleaning"); empty means "use the company default" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .default("")
    .transform((value) => cleanText(value))
    .refine((value) => value.length <= max, settingsMessages.tooLong(max))
    .transform((value) => (value === "" ? null : value));

export const settingsFormSchema = z.object({
  site_title: optionalText(settingsLimits.site_title),
  primary_color: z
    .string()
    .default("")
    .transform((value) => value.trim())
    .refine((value) => HEX_COLOUR.test(value), settingsMessages.colour)
    .transform((value) => value.toUpperCase()),
  site_description: optionalText(settingsLimits.site_description),
  cta_primary_text: optionalText(settingsLimits.cta_primary_text),
  cta_secondary_text: optionalText(settingsLimits.cta_secondary_text),
  footer_text: optionalText(settingsLimits.footer_text),
  contact_email: optionalText(settingsLimits.contact_email).refine((value) => value === null || z.email().safeParse(value).success, settingsMessages.email),
  contact_phone: optionalText(settingsLimits.contact_phone),
  contact_address: optionalText(settingsLimits.contact_address),
});

export type SettingsInput = {
  siteTitle: string | null;
  primaryColor: string;
  siteDescription: string | null;
  ctaPrimaryText: string | null;
  ctaSecondaryText: string | null;
  footerText: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
};

/**
 * The colour comes from two controls: the picker and the hex text field. With JavaScript they are
 * kept equal; without it, whichever the user changed wins (the text field when both changed).
 */
export function chosenColour(values: { text?: string; picker?: string; initial?: string }): string {
  const text = (values.text ?? "").trim();
  const picker = (values.picker ?? "").trim();
  const initial = (values.initial ?? "").trim().toLowerCase();
  const textChanged = text.toLowerCase() !== initial;
  const pickerChanged = picker !== "" && picker.toLowerCase() !== initial;
  return !textChanged && pickerChanged ? picker : text;
}

export type SettingsParse =
  { ok: true; value: SettingsInput; values: SettingsFormValues } | { ok: false; fieldErrors: FieldErrors; values: SettingsFormValues };

export function parseSettingsForm(form: FormData | Record<string, unknown>): SettingsParse {
  const raw = formValues(form);
  const values = Object.fromEntries(settingsFields.map((field) => [field, raw[field] ?? ""])) as SettingsFormValues;
  values.primary_color = chosenColour({ text: raw.primary_color, picker: raw.primary_color_picker, initial: raw.primary_color_initial });
  const parsed = settingsFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error), values };
  const d = parsed.data;
  return {
    ok: true,
    values,
    value: {
      siteTitle: d.site_title,
      primaryColor: d.primary_color,
      siteDescription: d.site_description,
      ctaPrimaryText: d.cta_primary_text,
      ctaSecondaryText: d.cta_secondary_text,
      footerText: d.footer_text,
      contactEmail: d.contact_email,
      contactPhone: d.contact_phone,
      contactAddress: d.contact_address,
    },
  };
}

/** The browser's check before sending: the same rules, null when all is well. */
export function validateSettingsForm(form: FormData): FieldErrors | null {
  const result = parseSettingsForm(form);
  return result.ok ? null : result.fieldErrors;
}

/** What the form shows for a stored row: empty text where the company default applies. */
export function settingsFormValues(
  row: Partial<Record<keyof SettingsInput, string | null | undefined>> | undefined,
  defaultColour: string,
): SettingsFormValues {
  return {
    site_title: row?.siteTitle ?? "",
    primary_color: row?.primaryColor && HEX_COLOUR.test(row.primaryColor) ? row.primaryColor.toUpperCase() : defaultColour,
    site_description: row?.siteDescription ?? "",
    cta_primary_text: row?.ctaPrimaryText ?? "",
    cta_secondary_text: row?.ctaSecondaryText ?? "",
    footer_text: row?.footerText ?? "",
    contact_email: row?.contactEmail ?? "",
    contact_phone: row?.contactPhone ?? "",
    contact_address: row?.contactAddress ?? "",
  };
}
