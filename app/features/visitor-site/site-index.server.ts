// Every page version as the rest of the site names it to visitors (docs/decisions/0044-visitor-read-model.md): in
// the navigation, breadcrumbs, language switcher, hreflang alternates, sitemap and the teasers of other pages.
// One query over the pages and their approved copies; whether a version is shown, and under which title and
// theme, is visible-content.ts's rule, so a page that needs 'Freigabe' is named as it is live, not as it is
// being edited, and an untranslated version is named nowhere.
import { asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageLiveContent, pages } from "#db/schema";
import { isSiteLanguage, type SiteLanguage } from "~/lib/languages";
import type { PageKind } from "~/lib/page-kinds";
import { isShownVersion } from "~/core/content/visibility";

export interface IndexedPage {
  id: number;
  slug: string;
  slugKey: string;
  language: string;
  translationKey: string;
  parentSlug: string | null;
  sortOrder: number;
  sitemapPriority: number;
  /** Whether an anonymous visitor sees this version (app/core/content/visibility.ts). */
  shown: boolean;
  /** As visitors see it: the approved copy's where there is one. */
  title: string;
  theme: string | null;
  /** The page's kind (app/lib/page-kinds.ts): one fact of the page and its versions, never of an approved copy. */
  kind: PageKind;
  /** The last change visitors see (the approved copy's for a page that needs 'Freigabe'). */
  updatedAt: Date;
  /** The row's own title and theme, as staff see the draft (the frame of the edit mode). */
  draft: { title: string; theme: string | null };
}

/** The published versions of one page (all languages), by language: hreflang, sitemap, language switcher. */
export type ShownVersions = Partial<Record<SiteLanguage, { slug: string; title: string }>>;

export interface SiteIndex {
  /** The languages the site shows (settings): a version in another is being prepared and has no public page. */
  shownLanguages: readonly SiteLanguage[];
  /** Every version, in the navigation's order (sort order, then title). */
  all: IndexedPage[];
  /** The versions visitors see. */
  shown: IndexedPage[];
  bySlugKey: ReadonlyMap<string, IndexedPage>;
  /** The shown versions of the page with this slug key (its own among them when it is shown). */
  versionsOf(slugKey: string): ShownVersions;
  /** The shown pages under the same parent, in order ('Weitere Produkte'). */
  siblingsOf(page: { id: number; parentSlug: string | null; language: string }): IndexedPage[];
}

const liveText = (field: string) => sql<string | null>`${pageLiveContent.snapshot} -> 'page' ->> ${sql.raw(`'${field}'`)}`;

export async function loadSiteIndexFrom(db: Queryable, shownLanguages: readonly SiteLanguage[]): Promise<SiteIndex> {
  const rows = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      slugKey: pages.slugKey,
      title: pages.title,
      theme: pages.theme,
      kind: pages.kind,
      published: pages.published,
      language: pages.language,
      translationKey: pages.translationKey,
      parentSlug: pages.parentSlug,
      sortOrder: pages.sortOrder,
      sitemapPriority: pages.sitemapPriority,
      untranslated: pages.untranslated,
      updatedAt: pages.updatedAt,
      hasLive: sql<boolean>`${pageLiveContent.pageId} is not null`,
      liveTitle: liveText("title"),
      liveTheme: liveText("theme"),
      liveUpdatedAt: liveText("updatedAt"),
      liveUntranslated: sql<string[] | null>`${pageLiveContent.snapshot} -> 'page' -> 'untranslated'`,
    })
    .from(pages)
    .leftJoin(pageLiveContent, eq(pageLiveContent.pageId, pages.id))
    .orderBy(asc(pages.sortOrder), asc(pages.title));
  const all: IndexedPage[] = rows.map((row) => {
    const untranslated = row.hasLive ? (Array.isArray(row.liveUntranslated) ? row.liveUntranslated : []) : row.untranslated;
    return {
      id: row.id,
      slug: row.slug,
      slugKey: row.slugKey,
      language: row.language,
      translationKey: row.translationKey,
      parentSlug: row.parentSlug,
      sortOrder: row.sortOrder,
      sitemapPriority: row.sitemapPriority,
      shown: isShownVersion({ published: row.published, language: row.language, untranslated }, shownLanguages),
      title: row.hasLive ? (row.liveTitle ?? row.title) : row.title,
      theme: row.hasLive ? row.liveTheme : row.theme,
      kind: row.kind,
      updatedAt: row.hasLive && row.liveUpdatedAt ? new Date(row.liveUpdatedAt) : row.updatedAt,
      draft: { title: row.title, theme: row.theme },
    };
  });
  const shown = all.filter((page) => page.shown);
  const versionsByGroup = new Map<string, ShownVersions>();
  for (const page of shown) {
    if (!isSiteLanguage(page.language)) continue;
    const versions = versionsByGroup.get(page.translationKey) ?? {};
    versions[page.language] = { slug: page.slug, title: page.title };
    versionsByGroup.set(page.translationKey, versions);
  }
  const bySlugKey = new Map(all.map((page) => [page.slugKey, page]));
  const byParent = new Map<string, IndexedPage[]>();
  for (const page of shown) {
    if (!page.parentSlug) continue;
    const list = byParent.get(page.parentSlug) ?? [];
    list.push(page);
    byParent.set(page.parentSlug, list);
  }
  return {
    shownLanguages,
    all,
    shown,
    bySlugKey,
    versionsOf: (slugKey) => versionsByGroup.get(bySlugKey.get(slugKey)?.translationKey ?? "") ?? {},
    siblingsOf: (page) => (page.parentSlug ? (byParent.get(page.parentSlug) ?? []).filter((p) => p.id !== page.id && p.language === page.language) : []),
  };
}
