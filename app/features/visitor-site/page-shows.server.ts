// What a page shows from elsewhere (docs/decisions/0044-visitor-read-model.md): the pictures of the library with their
// alt texts in the page's language, the testimonials a testimonials section without items of its own shows, and
// the teasers of its neighbours ('Weitere Produkte'). An approval covers them as it covers the page's own texts:
// they are frozen with the submitted version (app/features/approval/approval.server.ts) and travel with the
// approved copy, so a changed alt text, a new testimonial or a neighbour's new title reaches the visitors of a
// page that needs 'Freigabe' only once the page is approved again.
import type { Queryable } from "#db/client.server";
import type { Page, PageSnapshot } from "#db/schema";
import { liveRows } from "./approved-copy";
import { assemblePageView, RELATED_LIMIT, siteIndexOf, visibleTeasers } from "./page-view.server";
import type { PageShows } from "./page-shows";
import { pageTemplateFor } from "./page-template";
import type { SiteIndex } from "./site-index.server";
import { isShownSection } from "~/core/content/visibility";

/**
 * What a state of a page (a revision's snapshot over its row) would show visitors from elsewhere today: for a
 * submission, the part of the version the approver approves besides its own texts.
 */
export async function showsOfState(db: Queryable, row: Page, snapshot: PageSnapshot, index?: SiteIndex): Promise<PageShows> {
  const site = index ?? (await siteIndexOf(db));
  const { page, sections } = liveRows(row, snapshot);
  // Only a product page shows its neighbours (as loadVisitorPage decides): the teasers of others are not read.
  const related = pageTemplateFor(page.kind) === "product" ? await visibleTeasers(db, site.siblingsOf(page).slice(0, RELATED_LIMIT)) : [];
  const view = await assemblePageView(db, page, sections.filter(isShownSection), related);
  return { assets: view.assets, testimonials: view.testimonials, related: view.related };
}
