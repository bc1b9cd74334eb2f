// The published pages /sitemap.xml lists (app/routes/api/sitemap.ts), each with the date of its last change
// as visitors see it.
import { asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageLiveContent, pages } from "#db/schema";

/**
 * Of a page that needs 'Freigabe', the date is its live content's (docs/decisions/0039-approval.md): an
 * edit not yet approved changes neither what visitors see nor this date, and so keeps the sitemap's
 * cached copy right (app/core/revisions/page-history.server.ts drops no visitor cache for it).
 */
const lastChange = sql<Date>`coalesce((${pageLiveContent.snapshot} -> 'page' ->> 'updatedAt')::timestamptz, ${pages.updatedAt})`.mapWith(
  (value: Date | string) => new Date(value),
);

export function publishedPagesForSitemap(db: Queryable) {
  return db
    .select({ slug: pages.slug, slugKey: pages.slugKey, language: pages.language, updatedAt: lastChange, priority: pages.sitemapPriority })
    .from(pages)
    .leftJoin(pageLiveContent, eq(pageLiveContent.pageId, pages.id))
    .where(eq(pages.published, true))
    .orderBy(asc(pages.slug));
}
