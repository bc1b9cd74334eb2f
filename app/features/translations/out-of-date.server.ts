// Which translated fields of a language version are out of date (docs/decisions/0036-translation-out-
// of-date.md): a field is as of a German revision (its own mark in `field_source_revisions`, else the
// version's `source_revision`); it is out of date when the German value now differs from the German
// value at that revision. Both values come from the German page's revision snapshots, so nothing is
// written when German changes, and shared fields or other languages never count.
import { eq, inArray, sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "#db/client.server";
import { pageRevisions, pages, pageSections, type PageSnapshot } from "#db/schema";
import { translatedPageFields } from "~/features/sections/field-translation";
import { slugMatchKey } from "~/lib/slug";
import { sourceLanguage } from "~/lib/languages";
import {
  fieldId,
  fieldText,
  pageFieldLabels,
  sameFieldValue,
  sectionFieldLabel,
  translatedSectionFields,
  valueOf,
  type FieldWhere,
} from "~/features/language-versions/translated-fields";

export interface OutdatedField {
  /** The field's name (translated-fields.ts fieldId). */
  id: string;
  where: FieldWhere;
  /** The field's German label, as the editor names it. */
  label: string;
  /** The section's name in the version (null for a page text). */
  sectionName: string | null;
  /** The version's section id (null for a page text): where the editor shows the field. */
  sectionId: number | null;
  /** The German text at the revision the field was last brought up to date with, and now. */
  oldText: string;
  newText: string;
  oldValue: unknown;
  newValue: unknown;
  /** The German revision the field was last brought up to date with, and the German revision now. */
  sinceRevision: number;
  sourceRevision: number;
}

/** A German page as the computation needs it. */
export interface GermanPage {
  id: number;
  slug: string;
  translationKey: string;
}

/** A version and the bookkeeping of its fields. */
export interface VersionPage {
  id: number;
  slug: string;
  translationKey: string;
  sourceRevision: number | null;
  fieldSourceRevisions: Record<string, number>;
}

interface VersionSection {
  id: number;
  pageSlugKey: string;
  sectionName: string;
  sectionType: string;
  translationKey: string;
  fieldSourceRevisions: Record<string, number>;
}

/** One German field that differs between two revisions. */
interface GermanChange {
  where: FieldWhere;
  sectionType: string | null;
  oldValue: unknown;
  newValue: unknown;
}

type Snapshot = PageSnapshot;

/**
 * What changed in German between a revision and a later one, by field name. Revisions never change once
 * written (a folded autosave is a new number), so the answer for (page group, address, from, to) stays
 * true: kept in this process for the next overview (bounded; evicting only costs a recomputation).
 */
const changeMemo = new Map<string, Map<string, GermanChange>>();
const MEMO_LIMIT = 4000;

function remember(key: string, value: Map<string, GermanChange>) {
  if (changeMemo.size >= MEMO_LIMIT) changeMemo.delete(changeMemo.keys().next().value as string);
  changeMemo.set(key, value);
}

/** The translated fields that differ between two German snapshots (a section is matched by its translation key). */
export function germanChangesBetween(before: Snapshot, after: Snapshot): Map<string, GermanChange> {
  const changes = new Map<string, GermanChange>();
  for (const field of translatedPageFields) {
    const oldValue = valueOf(before.page, field);
    const newValue = valueOf(after.page, field);
    if (!sameFieldValue(oldValue, newValue))
      changes.set(fieldId({ kind: "page", field }), { where: { kind: "page", field }, sectionType: null, oldValue, newValue });
  }
  const earlier = new Map(before.sections.map((s) => [String(s.translationKey), s]));
  for (const section of after.sections) {
    const sectionKey = String(section.translationKey);
    const sectionType = String(section.sectionType);
    const previous = earlier.get(sectionKey);
    const settingsOf = (row: Record<string, unknown> | undefined) => ({ settings: (row?.settings ?? {}) as Record<string, unknown> });
    for (const field of translatedSectionFields(sectionType, settingsOf(previous), settingsOf(section))) {
      const oldValue = valueOf(previous, field);
      const newValue = valueOf(section, field);
      if (sameFieldValue(oldValue, newValue)) continue;
      const where: FieldWhere = { kind: "section", sectionKey, field };
      changes.set(fieldId(where), { where, sectionType, oldValue, newValue });
    }
  }
  return changes;
}

/** The base revision of each field name a version tracks, for one German state. */
function baseOf(version: VersionPage, section: VersionSection | null, field: string): number | null {
  const own = section ? section.fieldSourceRevisions[field] : version.fieldSourceRevisions[field];
  return typeof own === "number" ? own : version.sourceRevision;
}

export interface OutdatedGroup {
  german: GermanPage;
  versions: VersionPage[];
}

/**
 * The out-of-date fields of every version of the given page groups, by version id (a version with
 * none is absent). Reads each German page's newest revision, the versions' sections (their marks
 * only), and the German snapshots the comparisons need, each in one query.
 */
export async function outdatedFieldsOf(db: Queryable, groups: OutdatedGroup[]): Promise<Map<number, OutdatedField[]>> {
  const result = new Map<number, OutdatedField[]>();
  const live = groups.filter((g) => g.versions.length > 0);
  if (!live.length) return result;

  const germanKeys = live.map((g) => slugMatchKey(g.german.slug));
  const newest = new Map(
    (
      await db
        .select({ pageKey: pageRevisions.pageKey, revision: sql<number>`max(${pageRevisions.revision})`.mapWith(Number) })
        .from(pageRevisions)
        .where(inArray(pageRevisions.pageKey, germanKeys))
        .groupBy(pageRevisions.pageKey)
    ).map((r) => [r.pageKey, r.revision]),
  );

  // Versions that may be out of date: some field's base lies before the German page's newest revision.
  const versionKeys = live.flatMap((g) => g.versions.map((v) => slugMatchKey(v.slug)));
  const sectionRows = versionKeys.length
    ? await db
        .select({
          id: pageSections.id,
          pageSlugKey: pageSections.pageSlugKey,
          sectionName: pageSections.sectionName,
          sectionType: pageSections.sectionType,
          translationKey: pageSections.translationKey,
          fieldSourceRevisions: pageSections.fieldSourceRevisions,
        })
        .from(pageSections)
        .where(inArray(pageSections.pageSlugKey, versionKeys))
        .orderBy(pageSections.sectionOrder, pageSections.id)
    : [];
  const sectionsByPage = new Map<string, VersionSection[]>();
  for (const row of sectionRows) sectionsByPage.set(row.pageSlugKey, [...(sectionsByPage.get(row.pageSlugKey) ?? []), row]);

  interface Need {
    group: OutdatedGroup;
    germanKey: string;
    newest: number;
    bases: Set<number>;
  }
  const needs: Need[] = [];
  for (const group of live) {
    const germanKey = slugMatchKey(group.german.slug);
    const current = newest.get(germanKey);
    if (current === undefined) continue;
    const bases = new Set<number>();
    for (const version of group.versions) {
      const all = [version.sourceRevision, ...Object.values(version.fieldSourceRevisions)];
      for (const s of sectionsByPage.get(slugMatchKey(version.slug)) ?? []) all.push(...Object.values(s.fieldSourceRevisions));
      for (const base of all) if (typeof base === "number" && base < current) bases.add(base);
    }
    if (bases.size) needs.push({ group, germanKey, newest: current, bases });
  }
  if (!needs.length) return result;

  // The German changes since each base, from the memo or from two snapshots: the newest revision
  // at or before the base (an autosave folded into a later one leaves a gap) and the newest one.
  const memoKey = (n: Need, base: number) => `${n.group.german.translationKey}|${n.germanKey}|${base}|${n.newest}`;
  const missing = needs.flatMap((n) => [...n.bases].filter((b) => !changeMemo.has(memoKey(n, b))).map((b) => ({ need: n, base: b })));
  if (missing.length) {
    const wanted = [...missing.map((m) => ({ key: m.need.germanKey, revision: m.base })), ...needs.map((n) => ({ key: n.germanKey, revision: n.newest }))];
    const snapshots = await snapshotsAtOrBefore(db, wanted);
    for (const { need, base } of missing) {
      const before = snapshots.get(`${need.germanKey}@${base}`);
      const after = snapshots.get(`${need.germanKey}@${need.newest}`);
      const ours = (s: Snapshot | undefined) => s?.page && String(s.page.translationKey) === need.group.german.translationKey;
      // No German state known at the base (a version made before any German revision): nothing to compare.
      remember(memoKey(need, base), before && after && ours(before) && ours(after) ? germanChangesBetween(before, after) : new Map<string, GermanChange>());
    }
  }

  for (const need of needs) {
    for (const version of need.group.versions) {
      const sections = sectionsByPage.get(slugMatchKey(version.slug)) ?? [];
      const byKey = new Map(sections.map((s) => [s.translationKey, s]));
      const fields: OutdatedField[] = [];
      const consider = (where: FieldWhere, section: VersionSection | null, localField: string) => {
        const base = baseOf(version, section, localField);
        if (base === null || base >= need.newest) return;
        const change = changeMemo.get(memoKey(need, base))?.get(fieldId(where));
        if (!change) return;
        fields.push({
          id: fieldId(where),
          where,
          label: where.kind === "page" ? pageFieldLabels[where.field] : sectionFieldLabel(change.sectionType ?? section?.sectionType ?? "", where.field),
          sectionName: section?.sectionName ?? null,
          sectionId: section?.id ?? null,
          oldText: fieldText(change.oldValue),
          newText: fieldText(change.newValue),
          oldValue: change.oldValue ?? null,
          newValue: change.newValue ?? null,
          sinceRevision: base,
          sourceRevision: need.newest,
        });
      };
      for (const field of translatedPageFields) consider({ kind: "page", field }, null, field);
      // A section field counts where the version has the section (matched by its translation key).
      const changedSections = new Set<string>();
      for (const memo of new Set([...need.bases].map((b) => changeMemo.get(memoKey(need, b))))) {
        for (const change of memo?.values() ?? []) if (change.where.kind === "section") changedSections.add(fieldId(change.where));
      }
      for (const id of changedSections) {
        const slash = id.indexOf("/");
        const sectionKey = id.slice(0, slash);
        const section = byKey.get(sectionKey);
        if (section) consider({ kind: "section", sectionKey, field: id.slice(slash + 1) }, section, id.slice(slash + 1));
      }
      if (fields.length) result.set(version.id, fields);
    }
  }
  return result;
}

/** Snapshots of the newest revision at or before each (page key, revision), keyed "key@revision". */
async function snapshotsAtOrBefore(db: Queryable, wanted: { key: string; revision: number }[]): Promise<Map<string, Snapshot>> {
  const unique = [...new Map(wanted.map((w) => [`${w.key}@${w.revision}`, w])).values()];
  const found = new Map<string, Snapshot>();
  // In batches: one statement names every pair it looks up.
  for (let i = 0; i < unique.length; i += 200) {
    const batch = unique.slice(i, i + 200);
    const values = sql.join(
      batch.map((w) => sql`(${w.key}::text, ${w.revision}::int)`),
      sql`, `,
    );
    const rows = await rowsOf<{ key: string; wanted: number; snapshot: Snapshot }>(
      db,
      sql`select w.key, w.wanted, r.snapshot
          from (values ${values}) as w(key, wanted)
          cross join lateral (
            select ${pageRevisions.snapshot} as snapshot from ${pageRevisions}
            where ${pageRevisions.pageKey} = w.key and ${pageRevisions.revision} <= w.wanted
            order by ${pageRevisions.revision} desc limit 1
          ) r`,
    );
    for (const row of rows) found.set(`${row.key}@${row.wanted}`, typeof row.snapshot === "string" ? (JSON.parse(row.snapshot) as Snapshot) : row.snapshot);
  }
  return found;
}

/** The German page and the versions of one page group (any member's id). */
export async function pageGroupOf(
  db: Queryable,
  pageId: number,
): Promise<{ german: typeof pages.$inferSelect | null; versions: (typeof pages.$inferSelect)[] } | null> {
  const [page] = await db.select({ translationKey: pages.translationKey }).from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) return null;
  const rows = await db.select().from(pages).where(eq(pages.translationKey, page.translationKey));
  return { german: rows.find((r) => r.language === sourceLanguage) ?? null, versions: rows.filter((r) => r.language !== sourceLanguage) };
}

/** The out-of-date fields of one version (none for a German page or a version without German page). */
export async function outdatedFieldsOfVersion(db: Queryable, versionPageId: number): Promise<OutdatedField[]> {
  const group = await pageGroupOf(db, versionPageId);
  const version = group?.versions.find((v) => v.id === versionPageId);
  if (!group?.german || !version) return [];
  const found = await outdatedFieldsOf(db, [{ german: group.german, versions: [version] }]);
  return found.get(version.id) ?? [];
}
