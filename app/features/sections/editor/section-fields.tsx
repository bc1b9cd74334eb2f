// The fields of one section (docs/product/sections.md, "Settings by type" and "Section types": new section defaults): name, type,
// published, content HTML, images and the settings generated from the type's registry schema.
// Controlled: the section editor submits them with 'Speichern', the edit mode saves as you type.
import { useMemo } from "react";
import { CmsSelectField, CmsTextAreaField, CmsTextField } from "~/components/cms/cms-form-field";
import { MediaField } from "~/features/media/media-field";
import { isSectionType, sectionRegistry, sectionTypes } from "../registry";
import { describeObject } from "./form-model";
import type { SectionFormInput } from "./section-action-types";
import { sectionNameSchema } from "./section-action-contract";
import { SettingsForm, type FieldErrors } from "./settings-form";
import { SourceBeside, type SectionTranslationContext } from "~/features/sections/editor/source-beside";
import { cleanSettings, mediaMessages } from "./settings-values";

export type SectionFormValues = SectionFormInput;

/** The most images the type takes (at least one). */
export function mediaLimit(type: string): number {
  return isSectionType(type) ? Math.max(sectionRegistry[type].maxMedia, 1) : 1;
}

/** What the browser can check before sending; the server checks everything again. */
export function checkSectionValues(values: SectionFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const name = sectionNameSchema.safeParse(values.sectionName);
  if (!name.success) errors.sectionName = name.error.issues[0].message;
  // A type with fewer images than chosen (gallery → hero) must not lose any silently.
  const limit = mediaLimit(values.sectionType);
  if (values.mediaAssetIds.length > limit) errors.mediaAssetIds = mediaMessages.tooMany(limit);
  return errors;
}

/** The values as the server takes them: empty settings left out. */
export function sectionInput(values: SectionFormValues): SectionFormInput {
  return { ...values, settings: cleanSettings(values.settings) };
}

export function SectionFields({
  values,
  errors,
  onChange,
  compact = false,
  translation,
}: {
  values: SectionFormValues;
  errors: FieldErrors;
  onChange: (next: SectionFormValues) => void;
  /** One column, for the edit mode's narrow panel. */
  compact?: boolean;
  /** The section is part of a translation: its source text beside each field (source-beside.tsx). */
  translation?: SectionTranslationContext;
}) {
  const { sectionType: type } = values;
  const definition = isSectionType(type) ? sectionRegistry[type] : null;
  const fields = useMemo(() => (definition ? describeObject(definition.schema) : []), [definition]);
  const maxMedia = mediaLimit(type);
  const set = <K extends keyof SectionFormValues>(key: K, value: SectionFormValues[K]) => onChange({ ...values, [key]: value });
  const wide = compact ? "" : "sm:col-span-2";

  return (
    <>
      <div className={compact ? "grid gap-4" : "grid gap-4 sm:grid-cols-2"}>
        <CmsTextField
          label="Name der Sektion"
          name="sectionName"
          required
          value={values.sectionName}
          error={errors.sectionName}
          onChange={(e) => set("sectionName", e.target.value)}
        />
        <CmsSelectField
          label="Sektionstyp"
          name="sectionType"
          value={type}
          error={errors.sectionType}
          // A translated section keeps its German section's type, so its shared values keep fitting.
          disabled={Boolean(translation?.source)}
          hint={translation?.source ? "Wie in der deutschen Fassung." : undefined}
          onChange={(e) => set("sectionType", e.target.value)}
        >
          {isSectionType(type) ? null : <option value={type}>Unbekannter Sektionstyp ({type})</option>}
          {sectionTypes.map((t) => (
            <option key={t} value={t}>
              {sectionRegistry[t].label}
            </option>
          ))}
        </CmsSelectField>
        <label className={`flex min-h-10 items-center gap-2 text-sm font-semibold ${wide}`}>
          <input
            type="checkbox"
            name="isPublished"
            className="size-5 accent-[var(--primary)]"
            checked={values.isPublished}
            onChange={(e) => set("isPublished", e.target.checked)}
          />
          Veröffentlicht
        </label>
        <div className={wide}>
          <CmsTextAreaField
            label="Inhalt (HTML)"
            name="contentHtml"
            rows={6}
            value={values.contentHtml}
            error={errors.contentHtml}
            onChange={(e) => set("contentHtml", e.target.value)}
          />
          {translation ? <SourceBeside context={translation} field="contentHtml" /> : null}
        </div>
        <MediaField
          className={wide}
          label={maxMedia > 1 ? "Bilder der Sektion" : "Bild der Sektion"}
          value={values.mediaAssetIds}
          onChange={(ids) => set("mediaAssetIds", ids)}
          limit={maxMedia}
          error={errors.mediaAssetIds}
          hint={
            (maxMedia > 1 ? `Höchstens ${maxMedia} Bilder aus der Medienbibliothek.` : "Ein Bild aus der Medienbibliothek.") +
            (translation ? " Gilt für alle Sprachen." : "")
          }
        />
      </div>
      {fields.length ? (
        // In the narrow panel every grid of the generated settings form gets one column.
        <fieldset className={compact ? "min-w-0 [&_.grid]:!grid-cols-1" : "min-w-0"}>
          <legend className="mb-3 text-base font-semibold">Einstellungen</legend>
          <SettingsForm fields={fields} values={values.settings} errors={errors} translation={translation} onChange={(settings) => set("settings", settings)} />
        </fieldset>
      ) : null}
    </>
  );
}
