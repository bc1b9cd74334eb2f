// Staff's lookups of pages with their drafts, by any slug spelling (docs/product/pages-and-publishing.md, "Addresses
// and slug variants"; docs/decisions/0002-canonical-slugs.md). What visitors see is looked up by the read model
// (app/features/visitor-site/page-view.server.ts findVisiblePage), never here.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pages, pageSections, type Page } from "#db/schema";
import { RELATED_LIMIT } from "~/features/visitor-site/page-view.server";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";

/** The page at this address, draft or published. */
export async function findPageBySlug(db: Queryable, slug: string): Promise<Page | undefined> {
  const canonical = canonicalSlug(slug);
  const rows = await db
    .select()
    .from(pages)
    .where(eq(pages.slugKey, slugMatchKey(canonical)))
    .limit(5);
  // Two pages may share a key (one spelled with '-und-'): the exact spelling wins.
  return rows.find((p) => p.slug === canonical) ?? rows[0];
}

/** Sibling pages under the same parent, drafts included, for "Weitere Produkte" on product pages. */
export async function loadSiblingPages(db: Queryable, page: { id: number; parentSlug: string | null }) {
  if (!page.parentSlug) return [];
  return db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, metaDescription: pages.metaDescription, heroAssetId: pages.heroAssetId })
    .from(pages)
    .where(and(eq(pages.parentSlug, page.parentSlug), ne(pages.id, page.id)))
    .orderBy(asc(pages.sortOrder), asc(pages.title))
    .limit(RELATED_LIMIT);
}

/** The first library file of each page's sections (drafts included), for teaser pictures of related pages, by slug. */
export async function loadFirstSectionMedia(db: Queryable, slugs: string[]): Promise<Record<string, number>> {
  if (!slugs.length) return {};
  const slugOfKey = new Map(slugs.map((slug) => [slugMatchKey(slug), slug]));
  const rows = await db
    .select({ key: pageSections.pageSlugKey, ids: pageSections.mediaAssetIds })
    .from(pageSections)
    .where(inArray(pageSections.pageSlugKey, [...slugOfKey.keys()]))
    .orderBy(asc(pageSections.sectionOrder), asc(pageSections.id));
  const result: Record<string, number> = {};
  for (const row of rows) {
    const slug = slugOfKey.get(row.key);
    if (slug && !(slug in result) && row.ids?.length) result[slug] = row.ids[0];
  }
  return result;
}
