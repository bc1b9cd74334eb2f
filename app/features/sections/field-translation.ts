// Which fields of a page and its sections are translated (each language version has its own value)
// and which are shared (one value for every version), read from one declaration: the page's columns
// listed here, the sections' settings from their type's schema in the registry (docs/decisions/0032-
// language-versions.md). Every consumer reads these functions: copying a version, writing shared
// values to the other versions, restoring, the editors' hints and the publish check.
import { describeObject, type FieldDescriptor } from "~/features/sections/editor/form-model";
import { isSectionType, sectionRegistry } from "~/features/sections/registry";

export type FieldTranslation = "translated" | "shared";

/** Page texts each version has of its own (contentPlain follows contentHtml). */
export const translatedPageFields = ["title", "h1", "intro", "metaTitle", "metaDescription", "contentHtml"] as const;

/**
 * Page fields with one value for all versions: its kind, look, place in the navigation and pictures.
 * Address, publishing and schedule belong to each version (slug, parentSlug, published, publishAt, …).
 */
export const sharedPageFields = ["kind", "theme", "sortOrder", "sitemapPriority", "heroAssetId", "ogAssetId", "galleryAssetIds"] as const;

/**
 * A settings field's kind decides unless its schema says otherwise (meta `translation`): texts and
 * links are translated (a French page links to French pages), pictures, choices, switches and numbers
 * are shared. A list is translated when any field of its items is, and is then the version's own as a whole.
 */
export function fieldTranslation(field: FieldDescriptor): FieldTranslation {
  if (field.translation) return field.translation;
  switch (field.kind) {
    case "text":
      return field.mediaPicker ? "shared" : "translated";
    case "list":
      return field.item.some((item) => fieldTranslation(item) === "translated") ? "translated" : "shared";
    default:
      return "shared";
  }
}

const sharedKeysByType = new Map<string, ReadonlySet<string>>();

/** The settings keys of a section type that are shared. Keys its schema does not know count as translated: never copied over another language. */
export function sharedSettingsKeys(type: string): ReadonlySet<string> {
  let keys = sharedKeysByType.get(type);
  if (!keys) {
    const fields = isSectionType(type) ? describeObject(sectionRegistry[type].schema) : [];
    keys = new Set(fields.filter((f) => fieldTranslation(f) === "shared").map((f) => f.key));
    sharedKeysByType.set(type, keys);
  }
  return keys;
}

type Settings = Record<string, unknown>;

/** Equal as JSON whatever the order of object keys (jsonb gives keys back in its own order). */
export function sameValue(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown) =>
    JSON.stringify(value ?? null, (_key, v: unknown) =>
      v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Settings).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) : v,
    );
  return sorted(a) === sorted(b);
}

interface SectionValues {
  sectionType: string;
  settings: Settings;
  mediaAssetIds: number[];
}

/** A section's shared values: its shared settings keys and its library files (section pictures are shared). */
export function sharedSectionValues(section: SectionValues): { settings: Settings; mediaAssetIds: number[] } {
  const shared = sharedSettingsKeys(section.sectionType);
  return {
    settings: Object.fromEntries(Object.entries(section.settings).filter(([key]) => shared.has(key))),
    mediaAssetIds: section.mediaAssetIds,
  };
}

/** `target` with the shared values of `source` (a counterpart of the same type): its translated settings stay its own. */
export function withSharedSectionValues(target: SectionValues, source: SectionValues): { settings: Settings; mediaAssetIds: number[] } {
  const shared = sharedSettingsKeys(target.sectionType);
  const own = Object.fromEntries(Object.entries(target.settings).filter(([key]) => !shared.has(key)));
  const from = sharedSectionValues(source);
  return { settings: { ...own, ...from.settings }, mediaAssetIds: [...from.mediaAssetIds] };
}

export function sharedPageValues(page: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(sharedPageFields.map((name) => [name, page[name] ?? null]));
}

const hasText = (value: unknown) =>
  (typeof value === "string" && value.trim() !== "") ||
  (Array.isArray(value) && value.length > 0) ||
  (value !== null && typeof value === "object" && !Array.isArray(value));

/** The name of a section field in `untranslated`: "contentHtml" or "settings.<key>". */
export const settingsField = (key: string) => `settings.${key}`;

/** The fields of a section copied from another language that hold something to translate. */
export function copiedSectionFields(section: { sectionType: string; settings: Settings; contentHtml: string | null }): string[] {
  const shared = sharedSettingsKeys(section.sectionType);
  const fields = hasText(section.contentHtml) ? ["contentHtml"] : [];
  for (const [key, value] of Object.entries(section.settings)) if (!shared.has(key) && hasText(value)) fields.push(settingsField(key));
  return fields;
}

/** The page texts copied from another language that hold something to translate. */
export function copiedPageFields(page: Record<string, unknown>): string[] {
  return translatedPageFields.filter((name) => hasText(page[name]));
}

/** The value of a field named as in `untranslated`. */
export function fieldValue(row: Record<string, unknown>, field: string): unknown {
  return field.startsWith("settings.") ? ((row.settings ?? {}) as Settings)[field.slice("settings.".length)] : row[field];
}

/**
 * What stays marked as not yet translated after a change: a marked field counts as translated once
 * its value is no longer the copied one (an editor changed it).
 */
export function stillUntranslated(marked: readonly string[], before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return marked.filter((field) => sameValue(fieldValue(before, field), fieldValue(after, field)));
}
