// Everything a public page needs, read in a handful of queries: the page, its ordered sections,
// the library files they use, testimonials where shown and related products.
import type { Queryable } from "#db/client.server";
import type { Page } from "#db/schema";
import { loadAssetViews } from "~/features/media/asset-view.server";
import { collectAssetReferences, emptyAssetReferences } from "~/features/media/asset-references";
import { sectionsProvideH1 } from "~/features/sections/page-opening";
import { prepareSection } from "~/features/sections/prepare-sections.server";
import { sectionIconMarkup } from "~/features/sections/section-icons.server";
import { groupTeaserBoxes, legacySectionTemplateOrder, orderSections } from "~/features/sections/section-order";
import type { SectionBlock, SectionView, TestimonialView } from "~/features/sections/section-view";
import type { AssetView } from "~/features/media/asset-view";
import { sanitizeContentHtml } from "~/core/content/sanitize-html.server";
import { cleanText } from "~/lib/text";
import { findPageBySlug, loadFirstSectionMedia, loadPublishedTestimonials, loadSectionRows, loadSiblingPages, type ReadScope } from "./page-lookup.server";
import { pageTemplateFor, type PageTemplate } from "./page-template";

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

export interface RelatedPage {
  slug: string;
  title: string;
  description: string | null;
  assetId: number | null;
}

export interface PageView {
  page: PublicPage;
  template: PageTemplate;
  blocks: SectionBlock[];
  sectionCount: number;
  /** Whether the first section already renders the page's <h1>. */
  sectionsProvideH1: boolean;
  assets: Record<number, AssetView>;
  /** SVG markup of the section icons used on the page. */
  icons: Record<string, string>;
  testimonials: TestimonialView[];
  related: RelatedPage[];
}

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

export interface PageViewOptions extends ReadScope {
  /** Render with the legacy section-template order (spec §9) — the /geburt-wochenbett/* addresses. */
  legacyOrder?: boolean;
  /**
   * Drafts of this page only (a 'Vorschau-Link', issue 14): related products stay as visitors see
   * them, so a shared preview never reveals another unpublished page.
   */
  ownDraftsOnly?: boolean;
}

export async function loadPageView(db: Queryable, slug: string, options: PageViewOptions): Promise<PageView | null> {
  const page = await findPageBySlug(db, slug, options);
  if (!page) return null;
  const rows = await loadSectionRows(db, page.slug, options);
  const prepared = rows.map(prepareSection);
  const ordered: SectionView[] = options.legacyOrder
    ? legacySectionTemplateOrder(prepared.map(asOrderable)).map((o) => o.view)
    : orderSections(prepared.map(asOrderable)).map((o) => o.view);

  const template = pageTemplateFor(page.slug, page.template);
  const related =
    template === "product"
      ? await loadSiblingPages(db, page, { includeDrafts: options.includeDrafts && !options.ownDraftsOnly }).then(async (siblings) => {
          const firstMedia = await loadFirstSectionMedia(
            db,
            siblings.map((s) => s.slug),
          );
          return siblings.map((s) => ({
            slug: s.slug,
            title: s.title,
            description: s.metaDescription,
            assetId: s.heroAssetId ?? firstMedia[s.slug] ?? null,
          }));
        })
      : [];

  const support = await loadSectionSupport(db, ordered, [page.heroAssetId, page.ogAssetId, ...(page.galleryAssetIds ?? []), ...related.map((r) => r.assetId)]);

  return {
    page: toPublicPage(page),
    template,
    blocks: groupTeaserBoxes(ordered, page.slug),
    sectionCount: ordered.length,
    sectionsProvideH1: sectionsProvideH1(ordered[0]),
    ...support,
    related,
  };
}

function asOrderable(view: SectionView) {
  return { id: view.id, name: view.name, type: view.type, order: view.order, plain: view.plain, settings: view.settings, view };
}

export interface SectionSupport {
  assets: Record<number, AssetView>;
  icons: Record<string, string>;
  testimonials: TestimonialView[];
}

/**
 * What rendering these sections needs besides themselves: the library files they refer to (plus
 * `extraAssetIds`), the SVG of their icons, and the published testimonials when a testimonials
 * section has no items of its own. Used by public pages and the edit mode's live preview.
 */
export async function loadSectionSupport(db: Queryable, sections: SectionView[], extraAssetIds: (number | null | undefined)[] = []): Promise<SectionSupport> {
  const refs = emptyAssetReferences();
  for (const section of sections) {
    section.mediaIds.forEach((id) => refs.ids.add(id));
    collectAssetReferences(section.settings, refs);
  }
  for (const id of extraAssetIds) if (id) refs.ids.add(id);
  const needsTestimonials = sections.some((s) => s.type === "testimonials" && !("unknownType" in s) && !(s.settings as { items?: unknown[] }).items?.length);
  const testimonialRows = needsTestimonials ? await loadPublishedTestimonials(db) : [];
  for (const t of testimonialRows) if (t.mediaAssetId) refs.ids.add(t.mediaAssetId);
  const assets = await loadAssetViews(db, refs.ids, refs.filenames);
  return {
    assets,
    icons: sectionIconMarkup(sections.map((s) => s.settings)),
    testimonials: testimonialRows.map((t) => ({
      id: t.id,
      author: cleanText(t.author),
      role: t.role ? cleanText(t.role) : null,
      quote: cleanText(t.quote),
      rating: t.rating,
      mediaAssetId: t.mediaAssetId,
    })),
  };
}
