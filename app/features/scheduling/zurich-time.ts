// Swiss wall-clock time for scheduled publishing (docs/decisions/0018-scheduled-publishing.md). Editors type 'Veröffentlichen am'
// and 'Zurückziehen am' as Swiss time in a datetime-local input ("2026-11-24T08:00"); the database
// keeps the instant (timestamptz). The offset of each instant comes from the Intl time-zone data, never
// from a hand-made +1/+2 rule, so the summer-time changes fall where Switzerland has them.
//
// Around those changes a wall-clock time can be missing (spring: 02:00–02:59 does not exist) or
// doubled (autumn: 02:00–02:59 happens twice). Both are refused with a German message instead of
// guessing which instant was meant. Pure: used by the browser (dialog, list) and the server alike.
import { formatSwissDateTime } from "~/lib/date-format";

export const ZURICH_TIME_ZONE = "Europe/Zurich";

export const zurichTimeMessages = {
  invalid: "Bitte Datum und Uhrzeit vollständig und gültig eingeben.",
  nonexistent: (date: string) =>
    `Diese Uhrzeit gibt es am ${date} nicht: Die Uhren springen wegen der Sommerzeit von 02:00 auf 03:00. Bitte eine andere Uhrzeit wählen.`,
  ambiguous: (date: string) =>
    `Diese Uhrzeit gibt es am ${date} zweimal: Die Uhren werden wegen der Winterzeit von 03:00 auf 02:00 zurückgestellt. Bitte eine Uhrzeit ausserhalb von 02:00–02:59 wählen.`,
} as const;

/** A wall-clock time as a datetime-local input gives it: minutes, optionally seconds. */
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

const partsFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZURICH_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

/** The wall clock read as if it were UTC, in ms: the difference to the instant is the zone's offset. */
function wallClockMs(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** Zurich's offset from UTC at this instant, in ms (Intl's time-zone data). */
function offsetAt(instantMs: number): number {
  const at = new Date(instantMs);
  at.setUTCMilliseconds(0);
  return wallClockMs(wallClockAt(at)) - at.getTime();
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The value a datetime-local input shows for this instant in Swiss time ("2026-11-24T08:00"). */
export function toZurichLocalInput(instant: Date | string): string {
  const w = wallClockAt(typeof instant === "string" ? new Date(instant) : instant);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

export type ZurichLocalResult = { ok: true; instant: Date } | { ok: false; reason: "invalid" | "nonexistent" | "ambiguous"; message: string };

const dayFormat = (w: Pick<WallClock, "year" | "month" | "day">) => `${pad(w.day)}.${pad(w.month)}.${pad(w.year, 4)}`;

/**
 * The instant a Swiss wall-clock time names. Every instant whose Zurich wall clock reads the value is
 * a candidate: the offsets just before and after it cover both sides of a summer-time change. None
 * means the time was skipped, two that it happened twice.
 */
export function fromZurichLocalInput(value: string): ZurichLocalResult {
  const match = LOCAL_PATTERN.exec(value.trim());
  if (!match) return { ok: false, reason: "invalid", message: zurichTimeMessages.invalid };
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((n) => (n === undefined ? 0 : Number(n)));
  const wanted: WallClock = { year, month, day, hour, minute, second };
  const asUtc = wallClockMs(wanted);
  const check = new Date(asUtc);
  // Date.UTC rolls 30.02. over to 02.03.: such a date does not exist on any calendar.
  if (
    year < 1000 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return { ok: false, reason: "invalid", message: zurichTimeMessages.invalid };
  }
  const DAY = 24 * 60 * 60 * 1000;
  const offsets = new Set([offsetAt(asUtc - DAY), offsetAt(asUtc + DAY)]);
  const candidates = [...offsets].map((offset) => asUtc - offset).filter((ms) => wallClockMs(wallClockAt(new Date(ms))) === asUtc);
  const unique = [...new Set(candidates)].sort((a, b) => a - b);
  if (unique.length === 0) return { ok: false, reason: "nonexistent", message: zurichTimeMessages.nonexistent(dayFormat(wanted)) };
  if (unique.length > 1) return { ok: false, reason: "ambiguous", message: zurichTimeMessages.ambiguous(dayFormat(wanted)) };
  return { ok: true, instant: new Date(unique[0]) };
}

/** Swiss time as the CMS shows it: "24.11.2026, 08:00". */
export function formatZurich(instant: Date | string): string {
  return formatSwissDateTime(instant);
}
