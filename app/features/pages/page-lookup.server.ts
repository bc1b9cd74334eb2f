// Finding pages and their sections by any slug spelling (docs/product/pages-and-publishing.md, "Addresses and slug variants"; docs/decisions/0002-canonical-slugs.md).
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pages, pageSections, type Page } from "#db/schema";
import type { ReadScope } from "~/core/content/read-scope";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";

export async function findPageBySlug(db: Queryable, slug: string, scope: ReadScope): Promise<Page | undefined> {
  const canonical = canonicalSlug(slug);
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slugKey, slugMatchKey(canonical)), scope.includeDrafts ? undefined : eq(pages.published, true)))
    .limit(5);
  // Two pages may share a key (one spelled with '-und-'): the exact spelling wins.
  return rows.find((p) => p.slug === canonical) ?? rows[0];
}

/** Sibling pages under the same parent, for "Weitere Produkte" on product pages. */
export async function loadSiblingPages(db: Queryable, page: Page, scope: ReadScope) {
  if (!page.parentSlug) return [];
  return db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, metaDescription: pages.metaDescription, heroAssetId: pages.heroAssetId })
    .from(pages)
    .where(and(eq(pages.parentSlug, page.parentSlug), ne(pages.id, page.id), scope.includeDrafts ? undefined : eq(pages.published, true)))
    .orderBy(asc(pages.sortOrder), asc(pages.title))
    .limit(6);
}

/** The first library file of each page's sections, for teaser pictures of related pages. */
export async function loadFirstSectionMedia(db: Queryable, slugs: string[]): Promise<Record<string, number>> {
  if (!slugs.length) return {};
  const rows = await db
    .select({ pageSlug: pageSections.pageSlug, ids: pageSections.mediaAssetIds, order: pageSections.sectionOrder })
    .from(pageSections)
    .where(and(inArray(pageSections.pageSlug, slugs), eq(pageSections.isPublished, true)))
    .orderBy(asc(pageSections.sectionOrder));
  const result: Record<string, number> = {};
  for (const row of rows) if (!(row.pageSlug in result) && row.ids?.length) result[row.pageSlug] = row.ids[0];
  return result;
}
