// The rows of 'Seiten verwalten' (spec §2 "CMS overview", §7 "select all ordered by updated_at
// descending"): every page with the revision the editor sees, so each change can be refused on conflict.
import { desc, max } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageRevisions, pages } from "#db/schema";
import { refreshCheckCounts } from "~/features/publish-check/publish-check.server";
import type { PageListRow } from "./page-list-model";

export async function loadPageList(db: Queryable): Promise<PageListRow[]> {
  const [rows, revisions] = await Promise.all([
    db.select().from(pages).orderBy(desc(pages.updatedAt), desc(pages.id)),
    db.select({ key: pageRevisions.pageKey, revision: max(pageRevisions.revision) }).from(pageRevisions).groupBy(pageRevisions.pageKey),
  ]);
  const revisionByKey = new Map(revisions.map((r) => [r.key, r.revision ?? 0]));
  const checks = await refreshCheckCounts(db, rows.map((page) => ({ id: page.id, revision: revisionByKey.get(page.slugKey) ?? 0 })));
  return rows.map((page) => ({
    id: page.id,
    slug: page.slug,
    title: page.title,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    template: page.template,
    published: page.published,
    sortOrder: page.sortOrder,
    theme: page.theme,
    parentSlug: page.parentSlug,
    language: page.language,
    sitemapPriority: page.sitemapPriority,
    updatedAt: page.updatedAt.toISOString(),
    createdAt: page.createdAt.toISOString(),
    revision: revisionByKey.get(page.slugKey) ?? 0,
    heroAssetId: page.heroAssetId,
    ogAssetId: page.ogAssetId,
    galleryAssetIds: page.galleryAssetIds ?? [],
    check: checks.get(page.id),
  }));
}
