// A page as staff see it (docs/product/accounts-and-roles.md, "Roles"): its rows with their drafts – the edit mode's
// page, the CMS's view of a public address – and a 'Vorschau-Link''s page, which shows its own drafts among
// neighbours as visitors see them. What visitors see is the read model's (app/features/visitor-site/); this is
// the one exception besides the approval's review, and it is never cached for visitors (server/app.ts caches
// only answers without a session).
import type { Queryable } from "#db/client.server";
import { loadSectionRows } from "~/features/sections/section-rows.server";
import {
  assemblePageView,
  documentsOfPage,
  RELATED_LIMIT,
  siteIndexOf,
  visibleTeasers,
  type PageView,
  type PageViewShape,
  type RelatedPage,
} from "~/features/visitor-site/page-view.server";
import { pageTemplateFor } from "~/features/visitor-site/page-template";
import { findPageBySlug, loadFirstSectionMedia, loadSiblingPages } from "./page-lookup.server";

export interface DraftPageViewOptions extends PageViewShape {
  /**
   * Drafts of this page only (a 'Vorschau-Link', tests/integration/preview-links.test.ts): related products are
   * as visitors see them, so a shared preview never reveals another unpublished page.
   */
  ownDraftsOnly?: boolean;
}

/** Staff's neighbours: drafts included, each with its hero picture or the first picture of its sections. */
async function draftTeasers(db: Queryable, page: { id: number; parentSlug: string | null }): Promise<RelatedPage[]> {
  const siblings = await loadSiblingPages(db, page);
  const firstMedia = await loadFirstSectionMedia(
    db,
    siblings.map((s) => s.slug),
  );
  return siblings.map((s) => ({ slug: s.slug, title: s.title, description: s.metaDescription, assetId: s.heroAssetId ?? firstMedia[s.slug] ?? null }));
}

export async function loadDraftPageView(db: Queryable, slug: string, options: DraftPageViewOptions = {}): Promise<PageView | null> {
  const page = await findPageBySlug(db, slug);
  if (!page) return null;
  const rows = await loadSectionRows(db, page.slug, { includeDrafts: true });
  let related: RelatedPage[] = [];
  if (pageTemplateFor(page.kind) === "product") {
    if (options.ownDraftsOnly) {
      const index = await siteIndexOf(db);
      related = await visibleTeasers(db, index.siblingsOf(page).slice(0, RELATED_LIMIT));
    } else related = await draftTeasers(db, page);
  }
  // Only a product page reads the site index for its documents block.
  const documents = page.kind === "product" ? await documentsOfPage(db, page, await siteIndexOf(db)) : null;
  return { ...(await assemblePageView(db, page, rows, related, options)), documents };
}
