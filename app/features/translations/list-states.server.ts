// The page list's per-language states (/cms/seiten, /cms-overview): the same 'veraltet' as the
// 'Übersetzungen' screen, computed for the rows on screen only, so the list keeps its budget on a
// large site (docs/decisions/0023-page-list-at-scale.md).
import { inArray } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pages } from "#db/schema";
import type { PageListView } from "~/features/page-admin/page-list-model";
import { sourceLanguage } from "~/lib/languages";
import { outdatedFieldsOf, type OutdatedGroup } from "./out-of-date.server";

/** The view with each version's number of out-of-date fields (0 when current). */
export async function withOutdatedCounts(db: Queryable, view: PageListView): Promise<PageListView> {
  const ids = [...new Set(view.pages.flatMap((p) => p.versions.map((v) => v.id)))];
  if (!ids.length) return view;
  const rows = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      language: pages.language,
      translationKey: pages.translationKey,
      sourceRevision: pages.sourceRevision,
      fieldSourceRevisions: pages.fieldSourceRevisions,
    })
    .from(pages)
    .where(inArray(pages.id, ids));
  const groups = new Map<string, OutdatedGroup>();
  for (const row of rows.filter((r) => r.language === sourceLanguage)) groups.set(row.translationKey, { german: row, versions: [] });
  for (const row of rows.filter((r) => r.language !== sourceLanguage)) groups.get(row.translationKey)?.versions.push(row);
  const outdated = await outdatedFieldsOf(db, [...groups.values()]);
  return {
    ...view,
    pages: view.pages.map((page) => ({
      ...page,
      versions: page.versions.map((v) => (v.language === sourceLanguage ? v : { ...v, outdatedFieldCount: outdated.get(v.id)?.length ?? 0 })),
    })),
  };
}
