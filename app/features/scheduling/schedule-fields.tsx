// 'Veröffentlichen am' and 'Zurückziehen am' (docs/decisions/0018-scheduled-publishing.md) for the page dialog and the section
// form: datetime-local inputs that take Swiss time, each with 'Entfernen'. The inputs are left to the
// browser while typing (a half-typed date has no value yet and must not be saved or reset); a change
// is reported once the value is complete or empty.
import { CalendarClock, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cmsIconButton } from "~/components/cms/cms-button";
import { cmsInputClass } from "~/components/cms/cms-form-field";
import { cn } from "~/lib/cn";
import { scheduleLabels, scheduleSummary, type ScheduleField } from "./schedule-rules";
import { toZurichLocalInput, ZURICH_TIME_ZONE, zurichTimeMessages } from "./zurich-time";

export type ScheduleFormValues = Record<ScheduleField, string>;

/** The inputs' values for a stored schedule (ISO instants or none). */
export function scheduleFormValues(schedule: { publishAt: string | null; unpublishAt: string | null }): ScheduleFormValues {
  return {
    publishAt: schedule.publishAt ? toZurichLocalInput(schedule.publishAt) : "",
    unpublishAt: schedule.unpublishAt ? toZurichLocalInput(schedule.unpublishAt) : "",
  };
}

const fields: ScheduleField[] = ["publishAt", "unpublishAt"];

export function ScheduleFields({
  values,
  errors,
  disabled,
  onChange,
  className,
}: {
  values: ScheduleFormValues;
  errors: Partial<Record<ScheduleField, string | undefined>>;
  disabled?: boolean;
  /** A complete value, or "" when cleared. */
  onChange: (field: ScheduleField, value: string) => void;
  className?: string;
}) {
  const hintId = useId();
  return (
    <fieldset className={cn("min-w-0 rounded-card border border-border p-3", className)} aria-describedby={hintId}>
      <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold">
        <CalendarClock aria-hidden="true" className="size-4" />
        Zeitplan
      </legend>
      <p id={hintId} className="mb-3 text-xs text-muted-foreground">
        Zeiten in {scheduleLabels.zoneHint} ({ZURICH_TIME_ZONE}). Die Änderung erfolgt spätestens eine Minute nach dem gewählten Zeitpunkt.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <ScheduleInput key={field} field={field} value={values[field]} error={errors[field]} disabled={disabled} onChange={onChange} />
        ))}
      </div>
    </fieldset>
  );
}

function ScheduleInput({
  field,
  value,
  error,
  disabled,
  onChange,
}: {
  field: ScheduleField;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (field: ScheduleField, value: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [incomplete, setIncomplete] = useState(false);
  const [empty, setEmpty] = useState(value === "");
  const shownError = incomplete ? zurichTimeMessages.invalid : error;
  const label = scheduleLabels[field];
  const describedBy = [shownError ? `${id}-fehler` : null, `${id}-zone`].filter(Boolean).join(" ");

  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-1">
        <input
          ref={input}
          id={id}
          name={field}
          type="datetime-local"
          step={60}
          defaultValue={value}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          className={cn(cmsInputClass, "min-w-0 flex-1")}
          onChange={(event) => {
            // A half-typed date reads as "" with badInput set: not a value yet, and not a clearing.
            if (event.currentTarget.validity.badInput) return;
            setIncomplete(false);
            setEmpty(event.currentTarget.value === "");
            onChange(field, event.currentTarget.value);
          }}
          onBlur={(event) => setIncomplete(event.currentTarget.validity.badInput)}
        />
        <button
          type="button"
          className={cmsIconButton("ghost")}
          disabled={disabled || (empty && !incomplete)}
          aria-label={`«${label}» entfernen`}
          title={scheduleLabels.clear}
          onClick={() => {
            if (input.current) input.current.value = "";
            setIncomplete(false);
            setEmpty(true);
            onChange(field, "");
          }}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p id={`${id}-zone`} className="mt-1 text-xs text-muted-foreground">
        {scheduleLabels.zoneHint}
      </p>
      {shownError ? (
        <p id={`${id}-fehler`} className="mt-1.5 text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}

/** The schedule of a page or section as short lines ('Veröffentlichung: 24.11.2026, 08:00'), for lists. */
export function ScheduleNote({ schedule, className }: { schedule: { publishAt: string | null; unpublishAt: string | null }; className?: string }) {
  const lines = scheduleSummary(schedule);
  if (!lines.length) return null;
  return (
    <ul className={cn("flex flex-col gap-0.5 text-xs text-muted-foreground", className)} aria-label="Zeitplan">
      {lines.map((line) => (
        <li key={line} className="flex items-center gap-1 whitespace-nowrap">
          <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
          {line}
        </li>
      ))}
    </ul>
  );
}
