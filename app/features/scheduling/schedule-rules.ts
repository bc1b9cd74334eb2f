// The rules of a page's or section's schedule (docs/decisions/0018-scheduled-publishing.md): 'Veröffentlichen am' and
// 'Zurückziehen am' in Swiss time. Pure, shared by the forms (checks before sending) and the server
// (the check that counts).
import { formatZurich, fromZurichLocalInput } from "./zurich-time";

export const scheduleLabels = {
  publishAt: "Veröffentlichen am",
  unpublishAt: "Zurückziehen am",
  /** Next to the inputs: the time they take is Swiss time, whatever the browser's zone. */
  zoneHint: "Schweizer Zeit",
  clear: "Entfernen",
  /** In the page list and the section editor. */
  listPublish: "Veröffentlichung",
  listUnpublish: "Zurückziehen",
  /** The author of the revisions the scheduler records. */
  author: "Zeitplan",
} as const;

export const scheduleMessages = {
  inPast: "Dieser Zeitpunkt liegt in der Vergangenheit. Bitte einen späteren wählen.",
  unpublishBeforePublish: "«Zurückziehen am» muss nach «Veröffentlichen am» liegen.",
} as const;

export type ScheduleField = "publishAt" | "unpublishAt";

/**
 * What a form sends for one schedule field: undefined leaves it as stored, null or "" clears it, a
 * datetime-local value ("2026-11-24T08:00", Swiss time) sets it.
 */
export type ScheduleInputValue = string | null | undefined;

export interface ScheduleInput {
  publishAt?: ScheduleInputValue;
  unpublishAt?: ScheduleInputValue;
}

export interface StoredSchedule {
  publishAt: Date | null;
  unpublishAt: Date | null;
}

export type ScheduleCheck =
  { ok: true; /** Only the fields the input named. */ changes: Partial<StoredSchedule> } | { ok: false; errors: Partial<Record<ScheduleField, string>> };

/**
 * Checks a schedule change against what is stored. A time that is set must lie in the future; one the
 * input repeats unchanged is not checked again (it may fall due between two runs of the scheduler).
 * When both are set, 'Zurückziehen am' comes after 'Veröffentlichen am'.
 * `unchanged` says which instants count as already stored (default: the stored ones).
 */
export function checkSchedule(
  input: ScheduleInput,
  stored: StoredSchedule,
  now: Date,
  unchanged: (field: ScheduleField, instant: Date) => boolean = (field, instant) => stored[field]?.getTime() === instant.getTime(),
): ScheduleCheck {
  const errors: Partial<Record<ScheduleField, string>> = {};
  const changes: Partial<StoredSchedule> = {};
  for (const field of ["publishAt", "unpublishAt"] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null || value.trim() === "") {
      changes[field] = null;
      continue;
    }
    const parsed = fromZurichLocalInput(value);
    if (!parsed.ok) {
      errors[field] = parsed.message;
      continue;
    }
    if (!unchanged(field, parsed.instant) && parsed.instant.getTime() <= now.getTime()) {
      errors[field] = scheduleMessages.inPast;
      continue;
    }
    changes[field] = parsed.instant;
  }
  if (!errors.publishAt && !errors.unpublishAt) {
    const publishAt = "publishAt" in changes ? changes.publishAt : stored.publishAt;
    const unpublishAt = "unpublishAt" in changes ? changes.unpublishAt : stored.unpublishAt;
    if (publishAt && unpublishAt && unpublishAt.getTime() <= publishAt.getTime()) errors.unpublishAt = scheduleMessages.unpublishBeforePublish;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, changes };
}

/** The schedule lines of a page-list row or section: 'Veröffentlichung: 24.11.2026, 08:00'. */
export function scheduleSummary(schedule: { publishAt: string | Date | null; unpublishAt: string | Date | null }): string[] {
  const lines: string[] = [];
  if (schedule.publishAt) lines.push(`${scheduleLabels.listPublish}: ${formatZurich(schedule.publishAt)}`);
  if (schedule.unpublishAt) lines.push(`${scheduleLabels.listUnpublish}: ${formatZurich(schedule.unpublishAt)}`);
  return lines;
}
