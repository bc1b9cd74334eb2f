// Pure helpers between what the settings form holds and what the server is sent.

export type SettingsValues = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Empty inputs mean "not set": empty strings and undefined are left out, at the top level and inside
 * list items, so an optional select or text left blank never fails the schema.
 */
export function cleanSettings(values: SettingsValues): SettingsValues {
  const result: SettingsValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === "") continue;
    if (Array.isArray(value)) {
      result[key] = value.map((item: unknown) => (isPlainObject(item) ? cleanSettings(item) : item));
    } else {
      result[key] = value;
    }
  }
  return result;
}

export const mediaMessages = {
  tooMany: (max: number) => `Maximal ${max} Bilder auswählbar`,
} as const;

/** Moves one entry of a list (keyboard buttons and drag and drop both end here). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The first 100 characters of a section's plain text (the preview length of docs/product/limits-and-constants.md, "Previews and excerpts"). */
export const SECTION_PREVIEW_LENGTH = 100;
export function sectionPreview(plain: string | null | undefined): string {
  const text = (plain ?? "").replace(/\s+/g, " ").trim();
  return text.length > SECTION_PREVIEW_LENGTH ? `${text.slice(0, SECTION_PREVIEW_LENGTH)}…` : text;
}
