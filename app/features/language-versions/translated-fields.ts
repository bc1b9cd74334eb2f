// The translated fields of a page group, each with a name that survives restores and moves: a page
// text by its column ("title"), a section's field by the section's translation key and its field
// ("<key>/settings.title"). The out-of-date state, 'Keine Anpassung nötig' and the XLIFF exchange all
// name fields this way (docs/decisions/0036-translation-out-of-date.md). Which fields are translated
// is field-translation.ts's declaration; nothing here decides it again. Pure.
import { fieldValue, sameValue, sharedSettingsKeys, translatedPageFields } from "~/features/sections/field-translation";
import { fieldLabelsOf } from "~/features/sections/editor/form-model";
import { isSectionType, sectionRegistry } from "~/features/sections/registry";
import { sourceText } from "~/features/sections/editor/source-beside";

export type PageTextField = (typeof translatedPageFields)[number];

/** Where a translated field lives: a page text, or a field of the section with this translation key ("contentHtml", "settings.<key>"). */
export type FieldWhere = { kind: "page"; field: PageTextField } | { kind: "section"; sectionKey: string; field: string };

/** The field's name in a version's bookkeeping (`field_source_revisions`) and in XLIFF unit ids. */
export function fieldId(where: FieldWhere): string {
  return where.kind === "page" ? where.field : `${where.sectionKey}/${where.field}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The field a name stands for; null for anything that is not a translated field's name. */
export function parseFieldId(id: string): FieldWhere | null {
  if ((translatedPageFields as readonly string[]).includes(id)) return { kind: "page", field: id as PageTextField };
  const slash = id.indexOf("/");
  if (slash < 0) return null;
  const sectionKey = id.slice(0, slash);
  const field = id.slice(slash + 1);
  if (!UUID.test(sectionKey)) return null;
  if (field !== "contentHtml" && !/^settings\.[A-Za-z0-9_]+$/.test(field)) return null;
  return { kind: "section", sectionKey: sectionKey.toLowerCase(), field };
}

/** The page texts' labels, as the page dialog and the editors name them. */
export const pageFieldLabels: Record<PageTextField, string> = {
  title: "Seitentitel",
  h1: "Überschrift (H1)",
  intro: "Einleitung",
  metaTitle: "Meta-Titel",
  metaDescription: "Meta-Beschreibung",
  contentHtml: "Seiteninhalt (HTML)",
};

/** A section field's label as the section form shows it ("Inhalt (HTML)", the schema's label of a settings key). */
export function sectionFieldLabel(sectionType: string, field: string): string {
  if (field === "contentHtml") return "Inhalt (HTML)";
  const key = field.slice("settings.".length);
  return (isSectionType(sectionType) ? fieldLabelsOf(sectionRegistry[sectionType].schema).get(key) : undefined) ?? key;
}

export interface SectionLike {
  sectionType: string;
  translationKey: string;
  contentHtml: string | null;
  settings: Record<string, unknown>;
}

/**
 * The translated fields of a section: its content and every settings key that is not shared, from
 * any of the given rows (the German section and its counterpart may hold different keys).
 */
export function translatedSectionFields(sectionType: string, ...rows: Pick<SectionLike, "settings">[]): string[] {
  const shared = sharedSettingsKeys(sectionType);
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row.settings ?? {})) if (!shared.has(key)) keys.add(key);
  return ["contentHtml", ...[...keys].sort().map((key) => `settings.${key}`)];
}

/** The value of a page text or a section field (`field` as in `untranslated`: "contentHtml", "settings.<key>"). */
export function valueOf(row: Record<string, unknown> | null | undefined, field: string): unknown {
  if (!row) return undefined;
  const value = fieldValue(row, field);
  return value ?? undefined;
}

/** A value as readable text for the change view: HTML as its text, a list as one line per entry. */
export function fieldText(value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((item) => sourceText([item]))
      .filter(Boolean)
      .join("\n");
  }
  return sourceText(value);
}

/** Equal for a translator: both empty, or the same value (jsonb key order aside). */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
  if (empty(a) && empty(b)) return true;
  return sameValue(a, b);
}
