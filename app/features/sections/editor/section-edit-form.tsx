// The edit form of one section in the section editor: the section's fields (section-fields.tsx),
// sent with 'Speichern'. What was typed stays in the form when the server refuses it; the messages
// appear at their fields.
import { Save, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { useResultToast } from "~/features/pages/admin/use-result-toast";
import type { SectionActionRequest, SectionActionResult } from "./section-action-types";
import type { SectionRow } from "./section-editor.server";
import { checkSectionValues, SectionFields, sectionInput, type SectionFormValues } from "./section-fields";
import type { FieldErrors } from "./settings-form";

/** The editable values of a stored section. */
export function sectionValues(section: SectionRow): SectionFormValues {
  return {
    sectionName: section.sectionName,
    sectionType: section.sectionType,
    contentHtml: section.contentHtml,
    isPublished: section.isPublished,
    settings: section.settings,
    mediaAssetIds: section.mediaAssetIds,
  };
}

/** The first field with a message gets the focus, so keyboard users land on it. */
export function useFocusFirstError(form: React.RefObject<HTMLElement | null>, errors: FieldErrors) {
  useEffect(() => {
    if (!form.current || Object.keys(errors).length === 0) return;
    const first = Array.from(form.current.querySelectorAll<HTMLElement>("[name]")).find((el) => errors[el.getAttribute("name") ?? ""]);
    first?.focus();
  }, [errors, form]);
}

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
  const [values, setValues] = useState<SectionFormValues>(() => sectionValues(section));
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const callback = useRef(onResult);
  callback.current = onResult;
  const close = useRef(onClose);
  close.current = onClose;
  const busy = fetcher.state !== "idle";

  useResultToast(fetcher.data, (result) => {
    callback.current(result);
    if (result.success) close.current();
    else if (result.fieldErrors) setErrors(result.fieldErrors);
  });
  useFocusFirstError(form, errors);

  function submit() {
    const next = checkSectionValues(values);
    setErrors(next);
    if (Object.keys(next).length) return;
    const body: SectionActionRequest = { intent: "update", data: { sectionId: section.id, baseRevision, input: sectionInput(values) } };
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
      <SectionFields values={values} errors={errors} onChange={setValues} />
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
