// What a change to one language version of a page does to the others (docs/decisions/0032-language-
// versions.md), run for every change by the language versions' revision observer (revision-observer.server.ts), in
// the change's transaction:
// - shared values (field-translation.ts) changed in one version are written to every other version of
//   the page, each of which records a revision of its own ("shared");
// - a field marked as not yet translated stops being marked once an editor changed it;
// - a translated field an editor changed is up to date with the German page as it is now
//   (field-marks.server.ts, docs/decisions/0036-translation-out-of-date.md).
// Translated values never travel: nothing here writes a translated field of another version.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pages, pageSections, type PageSnapshot } from "#db/schema";
import { isSiteLanguage, languageFacts, sourceLanguage } from "~/lib/languages";
import {
  sameValue as same,
  sharedPageFields,
  sharedPageValues,
  sharedSectionValues,
  stillUntranslated,
  withSharedSectionValues,
} from "~/features/sections/field-translation";
import { markChangedFieldsCurrent } from "./field-marks.server";

type Row = Record<string, unknown>;

const sectionValues = (row: Row) => ({
  sectionType: String(row.sectionType),
  settings: (row.settings ?? {}) as Record<string, unknown>,
  mediaAssetIds: (row.mediaAssetIds ?? []) as number[],
});

/**
 * Ends the 'not yet translated' mark of every field this change gave a new value (page texts and
 * section fields), comparing the rows now with the page's previous revision. Call before the
 * revision's snapshot is taken, so the snapshot holds the marks as they are after the change.
 */
export async function settleUntranslated(db: Queryable, pageKey: string, before: PageSnapshot | null): Promise<void> {
  // Only translations carry marks (a German page is never copied from another language).
  if (!before?.page || before.page.language === sourceLanguage) return;
  const [page] = await db.select().from(pages).where(eq(pages.slugKey, pageKey)).limit(1);
  if (page && page.untranslated.length && before.page && before.page.id === page.id) {
    const marks = stillUntranslated(page.untranslated, before.page, page);
    if (marks.length !== page.untranslated.length) await db.update(pages).set({ untranslated: marks }).where(eq(pages.id, page.id));
  }
  const marked = await db
    .select()
    .from(pageSections)
    .where(and(eq(pageSections.pageSlugKey, pageKey), sql`jsonb_array_length(${pageSections.untranslated}) > 0`));
  for (const section of marked) {
    const previous = before.sections.find((s) => s.id === section.id);
    if (!previous) continue;
    const marks = stillUntranslated(section.untranslated, previous, section);
    if (marks.length !== section.untranslated.length) await db.update(pageSections).set({ untranslated: marks }).where(eq(pageSections.id, section.id));
  }
}

/**
 * What a change does to the version's own bookkeeping, before its revision's snapshot is taken: the
 * 'not yet translated' marks it ended, and the fields it brought up to date with German. A restore
 * brings back the older texts with the bookkeeping they had (it is in the snapshot), so it marks nothing.
 */
export async function settleVersionFields(db: Queryable, pageKey: string, before: PageSnapshot | null, change: { restoring: boolean }): Promise<void> {
  await settleUntranslated(db, pageKey, before);
  if (!change.restoring) await markChangedFieldsCurrent(db, pageKey, before);
}

export type RecordSibling = (db: Queryable, slug: string, change: { action: string; summary: string }) => Promise<unknown>;

/**
 * Writes the shared values this change altered (from `before` to `after`) to the page's other
 * language versions, and records a revision for each version that changed. Sections are matched by
 * their translation key, so a restored section (a new id, the same key) still finds its counterparts.
 */
export async function shareWithOtherVersions(db: Queryable, before: PageSnapshot | null, after: PageSnapshot, record: RecordSibling): Promise<void> {
  const page = after.page;
  if (!page || !before?.page) return;
  const pageChanged = !same(sharedPageValues(before.page), sharedPageValues(page));
  const beforeByKey = new Map(before.sections.map((s) => [s.translationKey, s]));
  const changedSections = after.sections.filter((s) => {
    const previous = beforeByKey.get(s.translationKey);
    return previous !== undefined && !same(sharedSectionValues(sectionValues(previous)), sharedSectionValues(sectionValues(s)));
  });
  if (!pageChanged && changedSections.length === 0) return;

  const siblings = await db
    .select()
    .from(pages)
    .where(and(eq(pages.translationKey, String(page.translationKey)), ne(pages.id, Number(page.id))))
    .orderBy(pages.language);
  if (siblings.length === 0) return;
  const language = isSiteLanguage(page.language) ? languageFacts[page.language].staffName : String(page.language);
  const sourceByKey = new Map(changedSections.map((s) => [s.translationKey, s]));
  for (const sibling of siblings) {
    let changed = false;
    if (pageChanged && !same(sharedPageValues(sibling), sharedPageValues(page))) {
      const values = Object.fromEntries(sharedPageFields.map((name) => [name, page[name] ?? null])) as Partial<typeof pages.$inferInsert>;
      await db.update(pages).set(values).where(eq(pages.id, sibling.id));
      changed = true;
    }
    if (sourceByKey.size) {
      const counterparts = await db
        .select()
        .from(pageSections)
        .where(and(eq(pageSections.pageSlugKey, sibling.slugKey), inArray(pageSections.translationKey, [...sourceByKey.keys()] as string[])));
      for (const target of counterparts) {
        const source = sourceByKey.get(target.translationKey);
        if (!source || source.sectionType !== target.sectionType) continue;
        const values = withSharedSectionValues(sectionValues(target), sectionValues(source));
        if (same(values, { settings: target.settings, mediaAssetIds: target.mediaAssetIds })) continue;
        await db.update(pageSections).set(values).where(eq(pageSections.id, target.id));
        changed = true;
      }
    }
    if (changed) await record(db, sibling.slug, { action: "shared", summary: `Gemeinsame Felder aus der Fassung «${language}» übernommen` });
  }
}

/**
 * Gives a translation the shared values its German page has now: a translation restored to an older
 * revision gets its own texts back, not older pictures or layout that would then travel to every
 * other version. Sections without a German counterpart keep what they have.
 */
export async function takeSharedValuesFromSource(db: Queryable, pageKey: string): Promise<void> {
  const [page] = await db.select().from(pages).where(eq(pages.slugKey, pageKey)).limit(1);
  if (!page || page.language === sourceLanguage) return;
  const [source] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.translationKey, page.translationKey), eq(pages.language, sourceLanguage)))
    .limit(1);
  if (!source) return;
  const values = Object.fromEntries(sharedPageFields.map((name) => [name, source[name] ?? null])) as Partial<typeof pages.$inferInsert>;
  await db.update(pages).set(values).where(eq(pages.id, page.id));
  const sections = await db.select().from(pageSections).where(eq(pageSections.pageSlugKey, pageKey));
  if (!sections.length) return;
  const sourceSections = await db
    .select()
    .from(pageSections)
    .where(
      and(
        eq(pageSections.pageSlugKey, source.slugKey),
        inArray(
          pageSections.translationKey,
          sections.map((s) => s.translationKey),
        ),
      ),
    );
  const sourceByKey = new Map(sourceSections.map((s) => [s.translationKey, s]));
  for (const section of sections) {
    const from = sourceByKey.get(section.translationKey);
    if (!from || from.sectionType !== section.sectionType) continue;
    await db.update(pageSections).set(withSharedSectionValues(section, from)).where(eq(pageSections.id, section.id));
  }
}
