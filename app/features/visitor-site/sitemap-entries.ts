// The entries of /sitemap.xml (app/routes/api/sitemap.ts): every version visitors see, in address order, with the
// date of its last change as they see it (of a page that needs 'Freigabe', its approved copy's: an edit not yet
// approved changes neither what visitors see nor this date, docs/decisions/0039-approval.md).
import type { SiteIndex } from "./site-index.server";

export function sitemapEntries(index: Pick<SiteIndex, "shown">) {
  return index.shown
    .map((page) => ({ slug: page.slug, slugKey: page.slugKey, language: page.language, updatedAt: page.updatedAt, priority: page.sitemapPriority }))
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}
