// The rows of 'Seiten verwalten' (the spec's "CMS overview" and its call "select all ordered by updated_at
// descending"): the pages with the revision the editor sees, so each change can be refused on conflict.
// Searched, filtered and limited in SQL, so a site with thousands of pages lists in milliseconds.
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageCheckResults, pages } from "#db/schema";
import { listCheckCounts, revisionAndStoredCounts } from "~/features/publish-check/publish-check.server";
import { PAGE_LIST_LIMIT, pageListParams, statusFilterFrom, type PageListRow, type PageListView, type PageStatusFilter } from "./page-list-model";

export interface PageListQuery {
  /** Searched in title, slug and meta title, case-insensitive. */
  query?: string;
  status?: PageStatusFilter;
  limit?: number;
  /** A page that must be among the rows whatever the search (the edit dialog opened by ?seite=<id>). */
  includeId?: number | null;
  /** Also every page's address, for the dialogs. */
  addresses?: boolean;
}

const MAX_LIMIT = 2000;

/** The list's state from the address (?q=…&status=…&anzahl=…&adressen=1). */
export function pageListQueryFrom(url: URL, includeId: number | null = null): PageListQuery {
  const limit = Number(url.searchParams.get(pageListParams.limit));
  return {
    query: url.searchParams.get(pageListParams.query) ?? "",
    status: statusFilterFrom(url.searchParams.get(pageListParams.status)),
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_LIMIT) : PAGE_LIST_LIMIT,
    includeId,
    addresses: url.searchParams.get(pageListParams.addresses) === "1",
  };
}

/** LIKE pattern for a text found anywhere: %, _ and \ taken literally. */
function containing(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Title, slug or meta title contain `needle`, case-insensitively: a LIKE on the stored, lower-cased
 * `search_text` column (db/schema.ts), which the trigram index `pages_search_text_trgm_idx` (migration
 * 0010) answers (a common word on 10,000 pages: rows and count in a few ms on PGlite). Searches
 * shorter than three characters have no trigram and scan.
 */
export function pageSearchCondition(needle: string): SQL {
  return sql`${pages.searchText} like lower(${containing(needle)})`;
}

/** What a row of the list needs of a page (not its content), its newest revision and its stored
 * check counts: one statement for the rows instead of three (docs/decisions/0023-page-list-at-scale.md). */
const listColumns = {
  id: pages.id,
  slug: pages.slug,
  slugKey: pages.slugKey,
  title: pages.title,
  metaTitle: pages.metaTitle,
  metaDescription: pages.metaDescription,
  template: pages.template,
  published: pages.published,
  sortOrder: pages.sortOrder,
  theme: pages.theme,
  parentSlug: pages.parentSlug,
  language: pages.language,
  sitemapPriority: pages.sitemapPriority,
  updatedAt: pages.updatedAt,
  createdAt: pages.createdAt,
  heroAssetId: pages.heroAssetId,
  ogAssetId: pages.ogAssetId,
  galleryAssetIds: pages.galleryAssetIds,
  publishAt: pages.publishAt,
  unpublishAt: pages.unpublishAt,
  ...revisionAndStoredCounts,
};

function listedPages(db: Queryable, where: SQL | undefined) {
  return db.select(listColumns).from(pages).leftJoin(pageCheckResults, eq(pageCheckResults.pageId, pages.id)).where(where);
}

/** The rows 'Seiten verwalten' shows, searched, filtered and limited in SQL, with the counts. */
export async function loadPageListView(db: Queryable, q: PageListQuery = {}): Promise<PageListView> {
  const needle = (q.query ?? "").trim();
  const status = q.status ?? "all";
  const limit = q.limit ?? PAGE_LIST_LIMIT;
  const conditions: SQL[] = [];
  if (status !== "all") conditions.push(eq(pages.published, status === "published"));
  if (needle) conditions.push(pageSearchCondition(needle));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }], [{ matching }], addresses] = await Promise.all([
    listedPages(db, where).orderBy(desc(pages.updatedAt), desc(pages.id)).limit(limit),
    db.select({ total: count() }).from(pages),
    where ? db.select({ matching: count() }).from(pages).where(where) : Promise.resolve([{ matching: -1 }]),
    q.addresses ? db.select({ id: pages.id, slug: pages.slug, title: pages.title }).from(pages).orderBy(asc(pages.slug)) : Promise.resolve(null),
  ]);
  if (q.includeId && !rows.some((r) => r.id === q.includeId)) {
    rows.push(...(await listedPages(db, eq(pages.id, q.includeId))));
  }
  return { pages: await listRows(db, rows), total, matching: matching < 0 ? total : matching, limit, addresses };
}

/** Every page (small sites, tests): the list without search or limit. */
export async function loadPageList(db: Queryable): Promise<PageListRow[]> {
  return (await loadPageListView(db, { limit: MAX_LIMIT * 1000 })).pages;
}

async function listRows(db: Queryable, rows: Awaited<ReturnType<typeof listedPages>>): Promise<PageListRow[]> {
  const checks = await listCheckCounts(
    db,
    rows.map((page) => ({ id: page.id, revision: page.revision, stored: page.stored ?? null })),
  );
  const pending = new Set(checks.pending);
  return rows.map(({ slugKey: _slugKey, stored: _stored, ...page }) => ({
    ...page,
    updatedAt: page.updatedAt.toISOString(),
    createdAt: page.createdAt.toISOString(),
    galleryAssetIds: page.galleryAssetIds ?? [],
    publishAt: page.publishAt?.toISOString() ?? null,
    unpublishAt: page.unpublishAt?.toISOString() ?? null,
    check: checks.counts.get(page.id),
    ...(pending.has(page.id) ? { checkPending: true } : {}),
  }));
}
