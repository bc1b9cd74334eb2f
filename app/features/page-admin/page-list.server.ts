// The rows of 'Seiten verwalten' (docs/product/cms-screens.md, "Page list ('Seiten verwalten')": most recently changed
// first): the pages with the revision the editor sees, so each change can be refused on conflict.
// Searched, filtered and limited in SQL, so a site with thousands of pages lists in milliseconds.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageCheckResults, pages } from "#db/schema";
import { listCheckCounts, revisionAndStoredCounts } from "~/features/publish-check/publish-check.server";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { isSiteLanguage, languageFacts, siteLanguages, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import {
  listLanguageFrom,
  PAGE_LIST_LIMIT,
  pageListParams,
  statusFilterFrom,
  type PageListRow,
  type PageListView,
  type PageStatusFilter,
  type PageVersionState,
} from "./page-list-model";

export interface PageListQuery {
  /** Searched in title, slug and meta title, case-insensitive. */
  query?: string;
  status?: PageStatusFilter;
  limit?: number;
  /** A page that must be among the rows whatever the search (the edit dialog opened by ?seite=<id>). */
  includeId?: number | null;
  /** Also every page's address, for the dialogs. */
  addresses?: boolean;
  /** The language listed; German when not given. */
  language?: SiteLanguage;
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
    language: listLanguageFrom(url.searchParams.get(pageListParams.language)),
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
  kind: pages.kind,
  published: pages.published,
  sortOrder: pages.sortOrder,
  theme: pages.theme,
  parentSlug: pages.parentSlug,
  language: pages.language,
  translationKey: pages.translationKey,
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
  const language = q.language ?? sourceLanguage;
  const conditions: SQL[] = [eq(pages.language, language)];
  if (status !== "all") conditions.push(eq(pages.published, status === "published"));
  if (needle) conditions.push(pageSearchCondition(needle));
  const where = and(...conditions);
  const [rows, perLanguage, [{ matching }], addresses, settings] = await Promise.all([
    listedPages(db, where).orderBy(desc(pages.updatedAt), desc(pages.id)).limit(limit),
    db.select({ language: pages.language, pages: count() }).from(pages).groupBy(pages.language),
    db.select({ matching: count() }).from(pages).where(where),
    q.addresses
      ? db.select({ id: pages.id, slug: pages.slug, title: pages.title, language: pages.language }).from(pages).orderBy(asc(pages.slug))
      : Promise.resolve(null),
    loadSiteSettings(db),
  ]);
  if (q.includeId && !rows.some((r) => r.id === q.includeId)) {
    rows.push(...(await listedPages(db, eq(pages.id, q.includeId))));
  }
  const counted = new Map(perLanguage.map((row) => [row.language, row.pages]));
  const languages = siteLanguages
    .filter((l) => settings.languages.includes(l) || (counted.get(l) ?? 0) > 0 || l === language)
    .map((l) => ({ language: l, pages: counted.get(l) ?? 0 }));
  const total = counted.get(language) ?? 0;
  return { pages: await listRows(db, rows), total, matching, limit, addresses, language, languages, siteLanguages: settings.languages };
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
  // Every version of the listed pages, for their language cell: one statement for all rows.
  const keys = [...new Set(rows.map((r) => r.translationKey))];
  const versionRows = keys.length
    ? await db
        .select({
          translationKey: pages.translationKey,
          language: pages.language,
          id: pages.id,
          slug: pages.slug,
          published: pages.published,
          title: pages.title,
          metaTitle: pages.metaTitle,
          metaDescription: pages.metaDescription,
          untranslated: pages.untranslated,
        })
        .from(pages)
        .where(inArray(pages.translationKey, keys))
    : [];
  const germanOf = new Map(versionRows.filter((v) => v.language === sourceLanguage).map((v) => [v.translationKey, v]));
  const marksOf = new Map(versionRows.map((v) => [v.id, v.untranslated]));
  const versions = new Map<string, PageVersionState[]>();
  for (const { translationKey, language, id, slug, published } of versionRows) {
    if (!isSiteLanguage(language)) continue;
    versions.set(translationKey, [...(versions.get(translationKey) ?? []), { language, id, slug, published }]);
  }
  const translationOf = (page: { id: number; language: string; translationKey: string }): PageListRow["translation"] => {
    const german = page.language === sourceLanguage ? undefined : germanOf.get(page.translationKey);
    if (!german) return undefined;
    const { title, metaTitle, metaDescription } = german;
    return { sourceName: languageFacts[sourceLanguage].staffName, title, metaTitle, metaDescription, untranslated: marksOf.get(page.id) ?? [] };
  };
  return rows.map(({ slugKey: _slugKey, stored: _stored, translationKey, ...page }) => ({
    translation: translationOf({ ...page, translationKey }),
    versions: (versions.get(translationKey) ?? []).sort((a, b) => siteLanguages.indexOf(a.language) - siteLanguages.indexOf(b.language)),
    ...page,
    translationKey,
    updatedAt: page.updatedAt.toISOString(),
    createdAt: page.createdAt.toISOString(),
    galleryAssetIds: page.galleryAssetIds ?? [],
    publishAt: page.publishAt?.toISOString() ?? null,
    unpublishAt: page.unpublishAt?.toISOString() ?? null,
    check: checks.counts.get(page.id),
    ...(pending.has(page.id) ? { checkPending: true } : {}),
  }));
}
