// What a submission would change against what visitors see (docs/decisions/0039-approval.md): the approver's
// review at /cms/freigaben/:id, section by section and field by field. Texts are compared word by word (npm
// `diff`); pictures and fields shared by all language versions are named as such. Pure: the route reads
// the two snapshots and names the pictures.
import { diffWords } from "diff";
import type { PageSnapshot } from "#db/schema";
import { describeObject, type FieldDescriptor } from "~/features/sections/editor/form-model";
import { sameValue, sharedPageFields, sharedSettingsKeys } from "~/features/sections/field-translation";
import { isSectionType, sectionRegistry } from "~/features/sections/registry";
import { TRANSLATION_BOOKKEEPING } from "./approval-rules";

export interface WordPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

export interface FieldChange {
  key: string;
  label: string;
  /** One value for every language version: a change here changes the other versions too. */
  shared: boolean;
  /** A text: word by word; a picture: the library files before and after; anything else: the two values. */
  kind: "text" | "picture" | "value";
  parts?: WordPart[];
  before?: string;
  after?: string;
  /** Library file ids of a picture field (named by the route). */
  beforeAssets?: number[];
  afterAssets?: number[];
}

export interface SectionChange {
  key: string;
  name: string;
  typeLabel: string;
  status: "added" | "removed" | "changed" | "moved";
  fields: FieldChange[];
}

export interface SnapshotDiff {
  page: FieldChange[];
  sections: SectionChange[];
  /** Sections without any change (for "n Sektionen unverändert"). */
  unchanged: number;
}

const pageLabels: Record<string, string> = {
  title: "Titel",
  h1: "Überschrift (H1)",
  intro: "Einleitung",
  metaTitle: "Meta-Titel",
  metaDescription: "Meta-Beschreibung",
  contentHtml: "Seiteninhalt",
  theme: "Farbwelt",
  sortOrder: "Reihenfolge in der Navigation",
  sitemapPriority: "Sitemap-Priorität",
  heroAssetId: "Titelbild",
  ogAssetId: "Vorschaubild für soziale Medien",
  galleryAssetIds: "Galerie",
  slug: "Adresse",
  parentSlug: "Übergeordnete Seite",
  language: "Sprache",
};

/** Page fields that are not what the approver judges: bookkeeping, publishing, its schedule, its kind (an administrator's, decision 0043) and derived text. */
const PAGE_SKIP = new Set([
  "id",
  "kind",
  "published",
  "publishAt",
  "unpublishAt",
  "updatedAt",
  "createdAt",
  "contentPlain",
  "slugKey",
  "translationKey",
  ...TRANSLATION_BOOKKEEPING,
]);
const PAGE_TEXTS = new Set(["title", "h1", "intro", "metaTitle", "metaDescription", "contentHtml"]);
const PAGE_PICTURES = new Set(["heroAssetId", "ogAssetId", "galleryAssetIds"]);

const SECTION_SKIP = new Set([
  "id",
  "pageSlug",
  "pageSlugKey",
  "translationKey",
  ...TRANSLATION_BOOKKEEPING,
  "createdAt",
  "updatedAt",
  "contentPlain",
  "sectionOrder",
  "settings",
  // A section's own schedule: none is kept on a page that needs approval (decision 0043).
  "publishAt",
  "unpublishAt",
]);
const sectionLabels: Record<string, string> = {
  sectionName: "Name der Sektion",
  sectionType: "Sektionstyp",
  contentHtml: "Inhalt",
  isPublished: "Sichtbar",
  mediaAssetIds: "Bilder der Sektion",
  publishAt: "Veröffentlichen am",
  unpublishAt: "Verbergen am",
};

/** Visible words of an HTML text: tags out, entities of the editor's output read. */
export function htmlToWords(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "Ja" : "Nein";
  return JSON.stringify(value);
}

function assetIds(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.filter((v): v is number => typeof v === "number");
  if (typeof value === "string") {
    const id = /^asset:(\d+)$/.exec(value);
    return id ? [Number(id[1])] : [];
  }
  return [];
}

export const approvalDiffTexts = {
  /** A text field whose visible words did not change (markup, spacing, empty before and after). */
  sameWords: "Gleicher Wortlaut – nur Formatierung oder Leerzeichen geändert.",
};

function wordParts(before: string, after: string): WordPart[] {
  return diffWords(before, after).map((part) => ({ value: part.value, added: part.added || undefined, removed: part.removed || undefined }));
}

function fieldChange(key: string, label: string, shared: boolean, kind: FieldChange["kind"], before: unknown, after: unknown, html = false): FieldChange {
  if (kind === "text") {
    const text = (v: unknown) => (html ? htmlToWords(asText(v)) : asText(v));
    return { key, label, shared, kind, parts: wordParts(text(before), text(after)) };
  }
  if (kind === "picture")
    return { key, label, shared, kind, beforeAssets: assetIds(before), afterAssets: assetIds(after), before: asText(before), after: asText(after) };
  return { key, label, shared, kind, before: asText(before), after: asText(after) };
}

type Row = Record<string, unknown>;

/** A snapshot value as a string ("" for anything else). */
const str = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

function pageChanges(before: Row | null, after: Row | null): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !PAGE_SKIP.has(k));
  const shared = new Set<string>(sharedPageFields);
  return keys
    .filter((key) => !sameValue(before?.[key] ?? null, after?.[key] ?? null))
    .map((key) =>
      fieldChange(
        key,
        pageLabels[key] ?? key,
        shared.has(key),
        PAGE_TEXTS.has(key) ? "text" : PAGE_PICTURES.has(key) ? "picture" : "value",
        before?.[key],
        after?.[key],
        key === "contentHtml",
      ),
    );
}

function settingsFields(type: string): Map<string, FieldDescriptor> {
  return new Map((isSectionType(type) ? describeObject(sectionRegistry[type].schema) : []).map((f) => [f.key, f]));
}

function sectionChanges(before: Row | null, after: Row | null): FieldChange[] {
  const type = str(after?.sectionType) || str(before?.sectionType);
  const changes: FieldChange[] = [];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !SECTION_SKIP.has(k));
  for (const key of keys) {
    if (sameValue(before?.[key] ?? null, after?.[key] ?? null)) continue;
    const kind = key === "contentHtml" || key === "sectionName" ? "text" : key === "mediaAssetIds" ? "picture" : "value";
    changes.push(fieldChange(key, sectionLabels[key] ?? key, key === "mediaAssetIds", kind, before?.[key], after?.[key], key === "contentHtml"));
  }
  const fields = settingsFields(type);
  const shared = sharedSettingsKeys(type);
  const a = (before?.settings ?? {}) as Row;
  const b = (after?.settings ?? {}) as Row;
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
    if (sameValue(a[key] ?? null, b[key] ?? null)) continue;
    const field = fields.get(key);
    const picture = field && "mediaPicker" in field && field.mediaPicker;
    const text = field?.kind === "text" && !picture;
    changes.push(fieldChange(`settings.${key}`, field?.label ?? key, shared.has(key), picture ? "picture" : text ? "text" : "value", a[key], b[key]));
  }
  return changes;
}

const typeLabel = (type: unknown) => (typeof type === "string" && isSectionType(type) ? sectionRegistry[type].label : str(type));

/**
 * The changes from `live` (what visitors see; null when the page was never live) to `next` (the submitted
 * revision). Sections are matched by their translation key, which a restore and every edit keep.
 */
export function diffSnapshots(live: PageSnapshot | null, next: PageSnapshot): SnapshotDiff {
  const keyOf = (row: Row) => str(row.translationKey) || `id:${str(row.id)}`;
  const order = (rows: Row[]) => [...rows].sort((x, y) => Number(x.sectionOrder) - Number(y.sectionOrder) || Number(x.id) - Number(y.id));
  const beforeRows = order(live?.sections ?? []);
  const afterRows = order(next.sections);
  const beforeByKey = new Map(beforeRows.map((row) => [keyOf(row), row]));
  const afterKeys = new Set(afterRows.map(keyOf));
  const beforeIndex = new Map(beforeRows.map((row, i) => [keyOf(row), i]));
  const sections: SectionChange[] = [];
  let unchanged = 0;
  afterRows.forEach((row, index) => {
    const key = keyOf(row);
    const old = beforeByKey.get(key) ?? null;
    const fields = sectionChanges(old, row);
    const name = str(row.sectionName);
    if (!old) sections.push({ key, name, typeLabel: typeLabel(row.sectionType), status: "added", fields });
    else if (fields.length) sections.push({ key, name, typeLabel: typeLabel(row.sectionType), status: "changed", fields });
    else if (beforeIndex.get(key) !== index) sections.push({ key, name, typeLabel: typeLabel(row.sectionType), status: "moved", fields });
    else unchanged += 1;
  });
  for (const row of beforeRows) {
    const key = keyOf(row);
    if (!afterKeys.has(key)) sections.push({ key, name: str(row.sectionName), typeLabel: typeLabel(row.sectionType), status: "removed", fields: [] });
  }
  return { page: pageChanges(live?.page ?? null, next.page), sections, unchanged };
}

/** Every library file id a diff names (the route looks their names up). */
export function diffAssetIds(diff: SnapshotDiff): number[] {
  const all = [...diff.page, ...diff.sections.flatMap((s) => s.fields)].flatMap((f) => [...(f.beforeAssets ?? []), ...(f.afterAssets ?? [])]);
  return [...new Set(all)];
}
