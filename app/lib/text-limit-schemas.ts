// zod building blocks for the limits of text-limits.ts: a field that is too long is refused with the
// shared German message. Used by every schema that accepts typed text.
import { z } from "zod";
import { limitMessages } from "./text-limits";

/** A string of at most `max` characters. */
export function limitedString(max: number) {
  return z.string().max(max, limitMessages.tooLong(max));
}

/** A trimmed string of at most `max` characters (the length counts after trimming). */
export function limitedTrimmedString(max: number) {
  return z.string().trim().max(max, limitMessages.tooLong(max));
}

/** A list of at most `max` entries. */
export function limitedList<T extends z.ZodType>(item: T, max: number) {
  return z.array(item).max(max, limitMessages.tooMany(max));
}
