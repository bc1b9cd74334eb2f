// A version's fields are brought up to date with the German page in two ways (docs/decisions/0036-
// translation-out-of-date.md): an editor changes the field in the version (any change of it), or
// confirms 'Keine Anpassung nötig' (app/features/translations/field-sources.server.ts). Either way the field is then as of the
// German revision at that moment (`field_source_revisions`). This module is the first way; it runs
// inside every change of a version (version-sync.server.ts, called by recordRevision).
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageRevisions, pages, pageSections, type PageSnapshot } from "#db/schema";
import { slugMatchKey } from "~/lib/slug";
import { translatedPageFields } from "~/features/sections/field-translation";
import { sourceLanguage } from "~/lib/languages";
import { sameFieldValue, translatedSectionFields, valueOf } from "./translated-fields";

/**
 * Marks every translated field this change gave a new value as up to date with the German page as it
 * is now, comparing the version's rows with its previous revision (as settleUntranslated does). Runs
 * for each change of a version, inside it, before its snapshot is taken (page-history.server.ts).
 */
export async function markChangedFieldsCurrent(db: Queryable, pageKey: string, before: PageSnapshot | null): Promise<void> {
  if (!before?.page || before.page.language === sourceLanguage) return;
  const [page] = await db.select().from(pages).where(eq(pages.slugKey, pageKey)).limit(1);
  if (!page || page.language === sourceLanguage || Number(before.page.id) !== page.id) return;
  const changedPageFields = translatedPageFields.filter((field) => !sameFieldValue(valueOf(before.page, field), valueOf(page, field)));
  const sections = await db.select().from(pageSections).where(eq(pageSections.pageSlugKey, pageKey));
  const previous = new Map(before.sections.map((s) => [Number(s.id), s]));
  const changedSections = sections.flatMap((section) => {
    const was = previous.get(section.id);
    if (!was) return [];
    const fields = translatedSectionFields(section.sectionType, { settings: (was.settings ?? {}) as Record<string, unknown> }, section).filter(
      (field) => !sameFieldValue(valueOf(was, field), valueOf(section, field)),
    );
    return fields.length ? [{ section, fields }] : [];
  });
  if (!changedPageFields.length && !changedSections.length) return;
  const german = await germanRevisionOf(db, page.translationKey);
  if (!german) return;
  if (changedPageFields.length) {
    const marks = { ...page.fieldSourceRevisions, ...Object.fromEntries(changedPageFields.map((f) => [f, german.revision])) };
    await db.update(pages).set({ fieldSourceRevisions: marks }).where(eq(pages.id, page.id));
  }
  for (const { section, fields } of changedSections) {
    const marks = { ...section.fieldSourceRevisions, ...Object.fromEntries(fields.map((f) => [f, german.revision])) };
    await db.update(pageSections).set({ fieldSourceRevisions: marks }).where(eq(pageSections.id, section.id));
  }
}

/**
 * When a German page's revisions are renumbered (moved onto an address where a deleted page left its
 * history, page-move.server.ts), the revision numbers its versions hold move by the same amount.
 * Nothing for a page that is not German.
 */
export async function shiftSourceRevisions(db: Queryable, germanPageId: number, by: number): Promise<void> {
  const [german] = await db.select({ translationKey: pages.translationKey, language: pages.language }).from(pages).where(eq(pages.id, germanPageId)).limit(1);
  if (!german || german.language !== sourceLanguage || by === 0) return;
  const shifted = (column: typeof pages.fieldSourceRevisions | typeof pageSections.fieldSourceRevisions) =>
    sql`coalesce((select jsonb_object_agg(e.key, (e.value #>> '{}')::int + ${by}) from jsonb_each(${column}) e), '{}'::jsonb)`;
  const versions = and(eq(pages.translationKey, german.translationKey), ne(pages.language, sourceLanguage));
  await db
    .update(pages)
    .set({ sourceRevision: sql`${pages.sourceRevision} + ${by}`, fieldSourceRevisions: shifted(pages.fieldSourceRevisions) })
    .where(versions);
  const keys = (await db.select({ key: pages.slugKey }).from(pages).where(versions)).map((r) => r.key);
  if (keys.length)
    await db
      .update(pageSections)
      .set({ fieldSourceRevisions: shifted(pageSections.fieldSourceRevisions) })
      .where(inArray(pageSections.pageSlugKey, keys));
}

/** The German revision a version's fields are brought up to date with now. */
export async function germanRevisionOf(db: Queryable, translationKey: string): Promise<{ slug: string; revision: number } | null> {
  const [german] = await db
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.translationKey, translationKey), eq(pages.language, sourceLanguage)))
    .limit(1);
  if (!german) return null;
  const [row] = await db
    .select({ revision: sql<number>`coalesce(max(${pageRevisions.revision}), 0)`.mapWith(Number) })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageKey, slugMatchKey(german.slug)));
  return { slug: german.slug, revision: row?.revision ?? 0 };
}
