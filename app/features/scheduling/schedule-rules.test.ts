import { describe, expect, it } from "vitest";
import { checkSchedule, scheduleMessages, scheduleSummary } from "./schedule-rules";

const now = new Date("2026-11-20T12:00:00Z");
const none = { publishAt: null, unpublishAt: null };

describe("Zeitplan prüfen", () => {
  it("takes future Swiss times and gives their instants", () => {
    expect(checkSchedule({ publishAt: "2026-11-24T08:00", unpublishAt: "2026-12-01T18:00" }, none, now)).toEqual({
      ok: true,
      changes: { publishAt: new Date("2026-11-24T07:00:00Z"), unpublishAt: new Date("2026-12-01T17:00:00Z") },
    });
  });

  it("leaves out what the input does not name, clears what it empties", () => {
    const stored = { publishAt: new Date("2026-11-24T07:00:00Z"), unpublishAt: new Date("2026-12-01T17:00:00Z") };
    expect(checkSchedule({}, stored, now)).toEqual({ ok: true, changes: {} });
    expect(checkSchedule({ publishAt: "", unpublishAt: null }, stored, now)).toEqual({ ok: true, changes: { publishAt: null, unpublishAt: null } });
  });

  it("refuses a time in the past, but not one repeated unchanged", () => {
    expect(checkSchedule({ publishAt: "2026-11-20T12:59" }, none, now)).toEqual({ ok: false, errors: { publishAt: scheduleMessages.inPast } });
    expect(checkSchedule({ publishAt: "2026-11-20T13:00" }, none, now)).toEqual({ ok: false, errors: { publishAt: scheduleMessages.inPast } });
    expect(checkSchedule({ publishAt: "2026-11-20T13:01" }, none, now).ok).toBe(true);
    const due = { publishAt: new Date("2026-11-20T11:59:50Z"), unpublishAt: null };
    expect(checkSchedule({ publishAt: "2026-11-20T12:59:50" }, due, now)).toEqual({ ok: true, changes: { publishAt: due.publishAt } });
  });

  it("'Zurückziehen am' must come after 'Veröffentlichen am', also against the stored one", () => {
    expect(checkSchedule({ publishAt: "2026-11-24T08:00", unpublishAt: "2026-11-24T08:00" }, none, now)).toEqual({
      ok: false,
      errors: { unpublishAt: scheduleMessages.unpublishBeforePublish },
    });
    const stored = { publishAt: new Date("2026-11-24T07:00:00Z"), unpublishAt: null };
    expect(checkSchedule({ unpublishAt: "2026-11-23T08:00" }, stored, now)).toEqual({
      ok: false,
      errors: { unpublishAt: scheduleMessages.unpublishBeforePublish },
    });
    // Only 'Zurückziehen am' (the page is published by hand) is fine.
    expect(checkSchedule({ unpublishAt: "2026-11-23T08:00" }, none, now).ok).toBe(true);
  });

  it("passes on the German message of a time that does not exist", () => {
    const result = checkSchedule({ publishAt: "2027-03-28T02:30" }, none, now);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.publishAt).toContain("28.03.2027");
  });

  it("summarises a schedule for the page list", () => {
    expect(scheduleSummary({ publishAt: "2026-11-24T07:00:00.000Z", unpublishAt: new Date("2026-12-01T17:00:00Z") })).toEqual([
      "Veröffentlichung: 24.11.2026, 08:00",
      "Zurückziehen: 01.12.2026, 18:00",
    ]);
    expect(scheduleSummary({ publishAt: null, unpublishAt: null })).toEqual([]);
  });
});
