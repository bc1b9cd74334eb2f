// The edit form of one section (spec §3 "settings keys", §5 "New section defaults"): name, type,
// content HTML, published, media ids and the settings generated from the type's schema. What was
// typed stays in the form when the server refuses it; the messages appear at their fields.
import { Save, X } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { useResultToast } from "~/features/pages/admin/use-result-toast";
import { CmsSelectField, CmsTextAreaField, CmsTextField } from "~/components/cms/cms-form-field";
import { isSectionType, sectionRegistry, sectionTypes } from "../registry";
import { describeObject } from "./form-model";
import type { SectionActionRequest, SectionActionResult } from "./section-action-types";
import type { SectionRow } from "./section-editor.server";
import { SettingsForm, type FieldErrors } from "./settings-form";
import { MediaField } from "~/features/media/media-field";
import { cleanSettings, mediaMessages, type SettingsValues } from "./settings-values";

export const sectionFormMessages = {
  nameRequired: "Bitte einen Sektionsnamen eingeben.",
} as const;

export function SectionEditForm({
  section,
  baseRevision,
  onResult,
  onClose,
}: {
  section: SectionRow;
  baseRevision: number;
  onResult: (result: SectionActionResult) => void;
  onClose: () => void;
}) {
  const fetcher = useFetcher<SectionActionResult>({ key: `section-edit-${section.id}` });
  const [name, setName] = useState(section.sectionName);
  const [type, setType] = useState(section.sectionType);
  const [contentHtml, setContentHtml] = useState(section.contentHtml);
  const [published, setPublished] = useState(section.isPublished);
  const [settings, setSettings] = useState<SettingsValues>(section.settings);
  const [mediaIds, setMediaIds] = useState<number[]>(section.mediaAssetIds);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const callback = useRef(onResult);
  callback.current = onResult;
  const close = useRef(onClose);
  close.current = onClose;

  const definition = isSectionType(type) ? sectionRegistry[type] : null;
  const fields = useMemo(() => (definition ? describeObject(definition.schema) : []), [definition]);
  const maxMedia = definition ? Math.max(definition.maxMedia, 1) : 1;
  const busy = fetcher.state !== "idle";

  useResultToast(fetcher.data, (result) => {
    callback.current(result);
    if (result.success) close.current();
    else if (result.fieldErrors) setErrors(result.fieldErrors);
  });

  // The first field with a message gets the focus, so keyboard users land on it.
  useEffect(() => {
    if (!form.current || Object.keys(errors).length === 0) return;
    const first = Array.from(form.current.elements).find((el) => {
      const n = (el as HTMLInputElement).name;
      return n && errors[n];
    });
    (first as HTMLElement | undefined)?.focus();
  }, [errors]);

  function submit() {
    const next: FieldErrors = {};
    if (!name.trim()) next.sectionName = sectionFormMessages.nameRequired;
    // A type with fewer images than chosen (gallery → hero) must not lose any silently.
    if (mediaIds.length > maxMedia) next.mediaAssetIds = mediaMessages.tooMany(maxMedia);
    setErrors(next);
    if (Object.keys(next).length) return;
    const body: SectionActionRequest = {
      intent: "update",
      data: {
        sectionId: section.id,
        baseRevision,
        input: { sectionName: name, sectionType: type, contentHtml, isPublished: published, settings: cleanSettings(settings), mediaAssetIds: mediaIds },
      },
    };
    fetcher.submit(JSON.stringify(body), { method: "post", encType: "application/json" });
  }

  return (
    <form
      ref={form}
      aria-label={`Sektion «${section.sectionName}» bearbeiten`}
      aria-busy={busy}
      noValidate
      className="mt-4 flex flex-col gap-5 border-t border-border pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CmsTextField label="Name der Sektion" name="sectionName" required value={name} error={errors.sectionName} onChange={(e) => setName(e.target.value)} />
        <CmsSelectField label="Sektionstyp" name="sectionType" value={type} error={errors.sectionType} onChange={(e) => setType(e.target.value)}>
          {isSectionType(type) ? null : <option value={type}>Unbekannter Sektionstyp ({type})</option>}
          {sectionTypes.map((t) => (
            <option key={t} value={t}>
              {sectionRegistry[t].label}
            </option>
          ))}
        </CmsSelectField>
        <label className="flex min-h-10 items-center gap-2 text-sm font-semibold sm:col-span-2">
          <input type="checkbox" name="isPublished" className="size-5 accent-[var(--primary)]" checked={published} onChange={(e) => setPublished(e.target.checked)} />
          Veröffentlicht
        </label>
        <CmsTextAreaField className="sm:col-span-2" label="Inhalt (HTML)" name="contentHtml" rows={6} value={contentHtml} error={errors.contentHtml} onChange={(e) => setContentHtml(e.target.value)} />
        <MediaField
          className="sm:col-span-2"
          label={maxMedia > 1 ? "Bilder der Sektion" : "Bild der Sektion"}
          value={mediaIds}
          onChange={setMediaIds}
          limit={maxMedia}
          error={errors.mediaAssetIds}
          hint={maxMedia > 1 ? `Höchstens ${maxMedia} Bilder aus der Medienbibliothek.` : "Ein Bild aus der Medienbibliothek."}
        />
      </div>
      {fields.length ? (
        <fieldset className="min-w-0">
          <legend className="mb-3 text-base font-semibold">Einstellungen</legend>
          <SettingsForm fields={fields} values={settings} errors={errors} onChange={setSettings} />
        </fieldset>
      ) : null}
      {errors.form ? <p role="alert" className="text-sm font-medium text-destructive">{errors.form}</p> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={cmsButton("secondary")} onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
          Abbrechen
        </button>
        <button type="submit" className={cmsButton("primary")} disabled={busy}>
          <Save aria-hidden="true" className="size-4" />
          {busy ? "Wird gespeichert..." : "Speichern"}
        </button>
      </div>
    </form>
  );
}
