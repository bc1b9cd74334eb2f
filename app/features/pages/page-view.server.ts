// Everything a public page needs, read in a handful of queries: the page, its ordered sections,
// the library files they use, testimonials where shown and related products.
import type { Queryable } from "#db/client.server";
import type { Page } from "#db/schema";
import { prepareSectionViews, type SectionSupport } from "~/features/sections/section-pipeline.server";
import type { SectionBlock } from "~/features/sections/section-view";
import { sanitizeContentHtml } from "~/core/content/sanitize-html.server";
import { cleanText } from "~/lib/text";
import { findPageBySlug, loadFirstSectionMedia, loadSiblingPages } from "./page-lookup.server";
import { loadSectionRows } from "~/features/sections/section-rows.server";
import { type ReadScope } from "~/core/content/read-scope";
import { pageTemplateFor, type PageTemplate } from "./page-template";
import { liveContentOf } from "~/features/approval/approval.server";
import { liveRows, type LiveTeaser } from "~/features/approval/live-content";
import { liveTeasers } from "~/features/approval/live-teasers.server";

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

export interface PageView extends SectionSupport {
  page: PublicPage;
  template: PageTemplate;
  blocks: SectionBlock[];
  sectionCount: number;
  /** Whether the first section already renders the page's <h1>. */
  sectionsProvideH1: boolean;
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
  /** Render with the legacy section-template order (docs/product/sections.md, "Order on the page") — the /geburt-wochenbett/* addresses. */
  legacyOrder?: boolean;
  /**
   * Drafts of this page only (a 'Vorschau-Link', tests/integration/preview-links.test.ts): related products stay as visitors see
   * them, so a shared preview never reveals another unpublished page.
   */
  ownDraftsOnly?: boolean;
}

export async function loadPageView(db: Queryable, slug: string, options: PageViewOptions): Promise<PageView | null> {
  const found = await findPageBySlug(db, slug, options);
  if (!found) return null;
  // A page that needs 'Freigabe' shows visitors its approved and published content, not its rows, which
  // staff edit towards the next approval (docs/decisions/0039-approval.md).
  const live = options.includeDrafts ? null : await liveContentOf(db, found.id);
  const { page, sections: liveSections } = live ? liveRows(found, live) : { page: found, sections: null };
  const rows = liveSections ?? (await loadSectionRows(db, page.slug, options));
  const template = pageTemplateFor(page.kind);
  const related =
    template === "product"
      ? await loadSiblingPages(db, page, { includeDrafts: options.includeDrafts && !options.ownDraftsOnly }).then(async (siblings) => {
          const firstMedia = await loadFirstSectionMedia(
            db,
            siblings.map((s) => s.slug),
          );
          // Visitors see a sibling that needs 'Freigabe' as it is live, not as it is being edited (live-teasers.server.ts).
          const live = options.includeDrafts
            ? new Map<number, LiveTeaser>()
            : await liveTeasers(
                db,
                siblings.map((s) => s.id),
              );
          return siblings.map((s) => {
            const teaser = live.get(s.id);
            if (teaser)
              return { slug: s.slug, title: teaser.title ?? s.title, description: teaser.metaDescription, assetId: teaser.heroAssetId ?? teaser.firstMediaId };
            return { slug: s.slug, title: s.title, description: s.metaDescription, assetId: s.heroAssetId ?? firstMedia[s.slug] ?? null };
          });
        })
      : [];

  const { sections, ...prepared } = await prepareSectionViews(db, rows, {
    pageSlug: page.slug,
    legacyOrder: options.legacyOrder,
    extraAssetIds: [page.heroAssetId, page.ogAssetId, ...(page.galleryAssetIds ?? []), ...related.map((r) => r.assetId)],
  });

  return { page: toPublicPage(page), template, sectionCount: sections.length, ...prepared, related };
}
