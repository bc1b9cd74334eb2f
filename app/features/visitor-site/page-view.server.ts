// What an anonymous visitor sees at an address (docs/decisions/0044-visitor-read-model.md): the page or nothing (a
// 404), its approved copy where approval applies, only sections and texts that are published and translated,
// and the teasers of its neighbours as the site index names them. Every visitor-facing reader goes through
// here or through site-index.server.ts; staff views (drafts) and 'Vorschau-Links' assemble theirs from
// their own rows with `assemblePageView` (app/features/pages/draft-page-view.server.ts).
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageLiveContent, pages, pageSections, type Page, type PageSection, type PageSnapshot } from "#db/schema";
import { sanitizeContentHtml } from "~/core/content/sanitize-html";
import { liveRows } from "./approved-copy";
import { prepareSectionViews, type SectionSupport } from "~/features/sections/section-pipeline.server";
import { usesPublishedTestimonials } from "~/features/sections/section-support";
import { loadSectionRows } from "~/features/sections/section-rows.server";
import type { SectionBlock } from "~/features/sections/section-view";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";
import { cleanText } from "~/lib/text";
import { pageTemplateFor, type PageTemplate } from "./page-template";
import { loadSiteIndexFrom, type IndexedPage, type SiteIndex } from "./site-index.server";
import { isShownSection } from "~/core/content/visibility";
import { approvedMarks, visibleVersion } from "./visible-content";
import { showsOf, withShows, type PageShows, type RelatedPage } from "./page-shows";
import { loadProductPageDocuments, type VisitorProduct } from "./documents.server";
import { isSiteLanguage } from "~/lib/languages";

export type { RelatedPage } from "./page-shows";

export interface PublicPage {
  id: number;
  slug: string;
  title: string;
  h1: string | null;
  intro: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  contentHtml: string;
  contentPlain: string;
  theme: string | null;
  language: string;
  heroAssetId: number | null;
  ogAssetId: number | null;
  galleryAssetIds: number[];
  updatedAt: string;
}

export interface PageView extends SectionSupport {
  page: PublicPage;
  template: PageTemplate;
  blocks: SectionBlock[];
  sectionCount: number;
  /** Whether the first section already renders the page's <h1>. */
  sectionsProvideH1: boolean;
  related: RelatedPage[];
  /**
   * A product page's product with its documents in the page's language (docs/decisions/0046-documents.md): the
   * block of the product template. Absent on other pages and on staff's views of drafts.
   */
  documents?: VisitorProduct | null;
}

export interface PageViewShape {
  /** Render with the legacy section-template order (docs/product/sections.md, "Order on the page") — the /geburt-wochenbett/* addresses. */
  legacyOrder?: boolean;
}

/** How many neighbours 'Weitere Produkte' shows. */
export const RELATED_LIMIT = 6;

function toPublicPage(page: Page): PublicPage {
  return {
    id: page.id,
    slug: page.slug,
    title: cleanText(page.title),
    h1: page.h1 ? cleanText(page.h1) : null,
    intro: page.intro ? cleanText(page.intro) : null,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    contentHtml: sanitizeContentHtml(page.contentHtml ?? ""),
    contentPlain: cleanText(page.contentPlain),
    theme: page.theme,
    language: page.language,
    heroAssetId: page.heroAssetId,
    ogAssetId: page.ogAssetId,
    galleryAssetIds: page.galleryAssetIds ?? [],
    updatedAt: page.updatedAt.toISOString(),
  };
}

/** A page, the section rows it shows and its related pages, prepared for the renderers (also for staff views). */
export async function assemblePageView(db: Queryable, page: Page, rows: PageSection[], related: RelatedPage[], shape: PageViewShape = {}): Promise<PageView> {
  const { sections, ...prepared } = await prepareSectionViews(db, rows, {
    pageSlug: page.slug,
    legacyOrder: shape.legacyOrder,
    extraAssetIds: [page.heroAssetId, page.ogAssetId, ...(page.galleryAssetIds ?? []), ...related.map((r) => r.assetId)],
  });
  const template = pageTemplateFor(page.kind);
  return { page: toPublicPage(page), template, sectionCount: sections.length, ...prepared, related };
}

/** The index of the site as visitors see it, read from `db` with the languages its settings show. */
export async function siteIndexOf(db: Queryable): Promise<SiteIndex> {
  return loadSiteIndexFrom(db, (await loadSiteSettings(db)).languages);
}

async function liveCopies(db: Queryable, pageIds: number[]): Promise<Map<number, PageSnapshot>> {
  if (!pageIds.length) return new Map();
  const rows = await db
    .select({ pageId: pageLiveContent.pageId, snapshot: pageLiveContent.snapshot })
    .from(pageLiveContent)
    .where(inArray(pageLiveContent.pageId, pageIds));
  return new Map(rows.map((row) => [row.pageId, row.snapshot]));
}

/** The version at this address (any spelling of its slug) that visitors see, with its approved copy applied; null: a 404. */
export async function findVisiblePage(
  db: Queryable,
  slug: string,
  index: SiteIndex,
): Promise<{ page: Page; approvedSections: PageSection[] | null; shows: PageShows | null } | null> {
  const canonical = canonicalSlug(slug);
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slugKey, slugMatchKey(canonical)), eq(pages.published, true)))
    .limit(5);
  // Two pages may share a key (one spelled with '-und-'): the exact spelling wins.
  const row = rows.find((p) => p.slug === canonical) ?? rows[0];
  if (!row) return null;
  const live = (await liveCopies(db, [row.id])).get(row.id) ?? null;
  const visible = visibleVersion(row, live, index.shownLanguages);
  return visible && { ...visible, shows: showsOf(live) };
}

/** The sections visitors see of a page: the approved copy's, else its published rows; never one with an untranslated field. */
async function visibleSections(db: Queryable, page: Page, approvedSections: PageSection[] | null): Promise<PageSection[]> {
  return approvedSections ?? (await loadSectionRows(db, page.slug, { includeDrafts: false })).filter(isShownSection);
}

/**
 * The teasers of these shown pages as visitors see them: the index's title, the description (left out
 * while untranslated), the hero picture or else the first picture of the sections they show.
 */
export async function visibleTeasers(db: Queryable, teasered: IndexedPage[]): Promise<RelatedPage[]> {
  if (!teasered.length) return [];
  const ids = teasered.map((p) => p.id);
  // One after another: `db` may be a transaction (Queryable, db/client.server.ts).
  const rows = await db.select().from(pages).where(inArray(pages.id, ids));
  const live = await liveCopies(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ownRows = await publishedSectionPictures(
    db,
    teasered.filter((p) => !live.has(p.id)).map((p) => p.slugKey),
  );
  return teasered.map((entry) => {
    const row = byId.get(entry.id);
    const snapshot = live.get(entry.id) ?? null;
    if (!row) return { slug: entry.slug, title: entry.title, description: null, assetId: null };
    const { page, sections } = snapshot ? liveRows(row, snapshot) : { page: row, sections: null };
    const untranslated = approvedMarks(snapshot) ?? row.untranslated;
    const shownSections = (sections ?? ownRows.filter((s) => s.pageSlugKey === entry.slugKey)).filter(isShownSection);
    const firstPicture = shownSections.find((s) => s.mediaAssetIds?.length)?.mediaAssetIds?.[0] ?? null;
    return {
      slug: entry.slug,
      title: entry.title,
      description: untranslated.includes("metaDescription") ? null : page.metaDescription,
      assetId: page.heroAssetId ?? firstPicture,
    };
  });
}

/** The published sections' pictures of these pages, in page order (one query for every teaser). */
function publishedSectionPictures(db: Queryable, slugKeys: string[]) {
  if (!slugKeys.length) return Promise.resolve([]);
  return db
    .select({
      pageSlugKey: pageSections.pageSlugKey,
      isPublished: pageSections.isPublished,
      untranslated: pageSections.untranslated,
      mediaAssetIds: pageSections.mediaAssetIds,
    })
    .from(pageSections)
    .where(and(inArray(pageSections.pageSlugKey, slugKeys), eq(pageSections.isPublished, true)))
    .orderBy(asc(pageSections.sectionOrder), asc(pageSections.id));
}

/**
 * The page an anonymous visitor sees at `slug`, or null (a 404). `index`: the site index of the same
 * content version (the process's cached one); read from `db` when not given.
 */
export async function loadVisitorPage(db: Queryable, slug: string, shape: PageViewShape = {}, index?: SiteIndex): Promise<PageView | null> {
  return (await loadVisitorPageAndShows(db, slug, index, shape))?.view ?? null;
}

/**
 * The visitor's page, with what its approved copy froze (`shows`, null where nothing is frozen) and whether its
 * sections show the published testimonials: which changes elsewhere reach it (outside-change-scope.server.ts).
 */
export async function loadVisitorPageAndShows(
  db: Queryable,
  slug: string,
  index?: SiteIndex,
  shape: PageViewShape = {},
): Promise<{ view: PageView; shows: PageShows | null; testimonialPool: boolean } | null> {
  const site = index ?? (await siteIndexOf(db));
  const found = await findVisiblePage(db, slug, site);
  if (!found) return null;
  const { page, approvedSections, shows } = found;
  const rows = await visibleSections(db, page, approvedSections);
  const template = pageTemplateFor(page.kind);
  // An approved copy shows its neighbours, pictures and testimonials as they were approved (page-shows.ts).
  const related = template === "product" && !shows ? await visibleTeasers(db, site.siblingsOf(page).slice(0, RELATED_LIMIT)) : [];
  const view = { ...withShows(await assemblePageView(db, page, rows, related, shape), shows), documents: await documentsOfPage(db, page, site) };
  return { view, shows, testimonialPool: rows.some((row) => usesPublishedTestimonials({ type: row.sectionType, settings: row.settings })) };
}

/**
 * A product page's documents block: its product's published documents in the page's language, as visitors see them
 * (also on staff's view of the page). A document version has its own 'Freigabe' (decision 0046): the block shows what
 * is published now, not what was frozen with the page's approved copy.
 */
export async function documentsOfPage(
  db: Queryable,
  page: Pick<Page, "kind" | "language" | "translationKey">,
  index: SiteIndex,
): Promise<VisitorProduct | null> {
  return page.kind === "product" && isSiteLanguage(page.language) ? loadProductPageDocuments(db, page.translationKey, page.language, index) : null;
}
