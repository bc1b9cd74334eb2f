// The edit form of one section in the section editor: the section's fields (section-fields.tsx),
// sent with 'Speichern'. What was typed stays in the form when the server refuses it; the messages
// appear at their fields.
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CmsFormActions } from "~/components/cms/cms-form-actions";
import { useFocusFirstError } from "~/components/cms/cms-form-field";
import { useActionToast } from "~/components/cms/use-action-toast";
import type { SectionActionRequest, SectionActionResult } from "./section-action-types";
import type { SectionRow } from "./section-editor.server";
import { checkSectionValues, SectionFields, sectionInput, type SectionFormValues } from "./section-fields";
import type { FieldErrors } from "./settings-form";
import { ScheduleFields, scheduleFormValues } from "~/features/scheduling/schedule-fields";

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
  // The schedule is sent only when changed, so a save never re-sets a time the scheduler has just used.
  const [schedule, setSchedule] = useState(() => scheduleFormValues(section));
  const initialSchedule = useRef(schedule);
  const form = useRef<HTMLFormElement>(null);
  const callback = useRef(onResult);
  callback.current = onResult;
  const close = useRef(onClose);
  close.current = onClose;
  const busy = fetcher.state !== "idle";

  // The fetcher is keyed by the section, and React Router keeps a keyed fetcher's last answer for a
  // moment after its form closed: a form opened again right after a save found that answer, showed
  // its toast again and closed itself at once (tests/e2e/language-versions.spec.ts reopens at once). An
  // answer that was there before this form existed is not this form's.
  const answerBefore = useRef(fetcher.data);
  useActionToast(fetcher.data === answerBefore.current ? undefined : fetcher.data, (result) => {
    callback.current(result);
    if (result.ok) close.current();
    else if (result.fieldErrors) setErrors(result.fieldErrors);
  });
  useFocusFirstError(form, errors);

  function submit() {
    const next = checkSectionValues(values);
    setErrors(next);
    if (Object.keys(next).length) return;
    const changed = Object.fromEntries(
      (["publishAt", "unpublishAt"] as const).filter((f) => schedule[f] !== initialSchedule.current[f]).map((f) => [f, schedule[f] || null]),
    );
    const body: SectionActionRequest = { intent: "update", data: { sectionId: section.id, baseRevision, input: { ...sectionInput(values), ...changed } } };
    void fetcher.submit(JSON.stringify(body), { method: "post", encType: "application/json" });
  }

  return (
    <form
      ref={form}
      aria-label={`Sektion «${section.sectionName}» bearbeiten`}
      data-section-form={section.id}
      aria-busy={busy}
      noValidate
      className="mt-4 flex flex-col gap-5 border-t border-border pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SectionFields values={values} errors={errors} onChange={setValues} translation={section.translation} />
      <ScheduleFields
        values={schedule}
        errors={errors}
        onChange={(field, value) => {
          setSchedule((current) => ({ ...current, [field]: value }));
          setErrors(({ [field]: _cleared, ...rest }) => rest);
        }}
      />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <CmsFormActions busy={busy} onCancel={onClose} />
    </form>
  );
}
