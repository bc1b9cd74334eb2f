// The editors' view of a version's out-of-date fields (docs/decisions/0036-translation-out-of-date.md):
// each with the German text then and now and their word-level diff, made here on the server with the
// `diff` library (jsdiff's diffWords), so no browser bundle carries it.
import { diffWords } from "diff";
import type { Queryable } from "#db/client.server";
import { sourceLanguage } from "~/lib/languages";
import type { DiffPart, SourceChange } from "~/features/sections/editor/source-change";
import type { SectionTranslationContext } from "~/features/sections/editor/source-beside";
import { outdatedFieldsOfVersion, type OutdatedField } from "./out-of-date.server";

/** The words of `after` against `before`: unchanged, removed and added runs (whitespace kept). */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    value: change.value,
    ...(change.added ? { added: true } : {}),
    ...(change.removed ? { removed: true } : {}),
  }));
}

export function toSourceChange(field: OutdatedField): SourceChange {
  return {
    id: field.id,
    label: field.label,
    sectionName: field.sectionName,
    sectionId: field.sectionId,
    oldText: field.oldText,
    newText: field.newText,
    parts: wordDiff(field.oldText, field.newText),
    sinceRevision: field.sinceRevision,
    sourceRevision: field.sourceRevision,
  };
}

interface EditorData {
  page: { id: number; language: string } | null;
  sections: { id: number; translation?: SectionTranslationContext }[];
}

/**
 * The editor's data with the version's German changes: all of them for the page (`sourceChanges`,
 * page texts first, then the sections in their order), and each section's beside its fields.
 * A German page, or a version with nothing out of date, gets an empty list.
 */
export async function withSourceChanges<T extends EditorData>(db: Queryable, data: T): Promise<T & { sourceChanges: SourceChange[] }> {
  if (!data.page || data.page.language === sourceLanguage) return { ...data, sourceChanges: [] };
  const fields = await outdatedFieldsOfVersion(db, data.page.id);
  if (!fields.length) return { ...data, sourceChanges: [] };
  const order = new Map(data.sections.map((s, i) => [s.id, i]));
  const changes = fields
    .map(toSourceChange)
    .sort((a, b) => (a.sectionId === null ? -1 : (order.get(a.sectionId) ?? 0)) - (b.sectionId === null ? -1 : (order.get(b.sectionId) ?? 0)));
  const bySection = new Map<number, Record<string, SourceChange>>();
  for (const change of changes) {
    if (change.sectionId === null) continue;
    const local = change.id.slice(change.id.indexOf("/") + 1);
    bySection.set(change.sectionId, { ...(bySection.get(change.sectionId) ?? {}), [local]: change });
  }
  return {
    ...data,
    sections: data.sections.map((s) => (s.translation && bySection.has(s.id) ? { ...s, translation: { ...s.translation, changes: bySection.get(s.id) } } : s)),
    sourceChanges: changes,
  };
}
