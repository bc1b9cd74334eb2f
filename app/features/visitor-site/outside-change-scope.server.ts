// Which pages a change to library files or testimonials reaches (app/core/content/outside-change.server.ts),
// answered by the read model itself, so the page caches drop exactly the pages whose visitor view shows what
// changes (docs/decisions/0044-visitor-read-model.md, "Caches"):
// - a page shows a file when its visitor view does – in its sections, as its hero, Open Graph or gallery
//   picture, as a neighbour's teaser picture or a testimonial's portrait; it shows the testimonials when a
//   shown testimonials section has no items of its own;
// - a page that needs 'Freigabe' shows what its approved copy froze (page-shows.ts): a changed alt text or a
//   new testimonial reaches its visitors only with its next approval, so only its staff views drop;
// - the logo shows on every page: a change to it reaches every page.
// Candidates are found by SQL (every page that refers to the files, has a testimonials section, or has an
// approved copy, and their neighbours); the read model then decides for each shown one.
import { eq, inArray, or, sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { globalSettings, mediaAssets, pageLiveContent, pages, pageSections, testimonials } from "#db/schema";
import { EVERYTHING, type ContentScope } from "~/core/content/content-version.server";
import type { OutsideChange } from "~/core/content/outside-change.server";
import { loadVisitorPageAndShows, siteIndexOf } from "./page-view.server";

/** Pages (by slug key) that refer to these files in their own rows or any of their sections. */
async function pagesReferring(db: Queryable, assetIds: number[]): Promise<string[]> {
  if (!assetIds.length) return [];
  const files = await db.select({ filename: mediaAssets.filename }).from(mediaAssets).where(inArray(mediaAssets.id, assetIds));
  const ids = sql`array[${sql.join(
    assetIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  // 'asset:12' in a link or a list, and the file names an image setting holds (app/features/media/asset-references.ts).
  const patterns = [`asset:(${assetIds.join("|")})([^0-9]|$)`, ...files.map((f) => f.filename.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))];
  const settingsMatch = sql`${pageSections.settings}::text ~ ${patterns.join("|")}`;
  // One after another: `db` is the writing transaction (Queryable, db/client.server.ts).
  const fromPages = await db
    .select({ key: pages.slugKey })
    .from(pages)
    .where(or(sql`${pages.heroAssetId} = any(${ids})`, sql`${pages.ogAssetId} = any(${ids})`, sql`${pages.galleryAssetIds} && ${ids}`));
  const fromSections = await db
    .selectDistinct({ key: pageSections.pageSlugKey })
    .from(pageSections)
    .where(or(sql`${pageSections.mediaAssetIds} && ${ids}`, settingsMatch));
  return [...fromPages, ...fromSections].map((row) => row.key);
}

/** Pages with a testimonials section (shown or not: the read model decides). */
async function pagesWithTestimonials(db: Queryable): Promise<string[]> {
  const rows = await db.selectDistinct({ key: pageSections.pageSlugKey }).from(pageSections).where(eq(pageSections.sectionType, "testimonials"));
  return rows.map((row) => row.key);
}

/**
 * How many pages the read model reads one by one at most to find which of them show a change. The answer is found
 * inside the write, at some 3–4 ms a page: on the 10,000-page site a testimonial's edit made 10,000 candidates and
 * held its transaction for 36 s (docs/benchmarks.md, "Large site"). Past this many, every cached page drops – as
 * exact for visitors (each page is rendered again on its next request) and done at once.
 */
export const MAX_PAGES_READ_FOR_A_CHANGE = 100;

export async function scopeOfOutsideChange(db: Queryable, change: OutsideChange, maxPagesRead = MAX_PAGES_READ_FOR_A_CHANGE): Promise<ContentScope> {
  const assetIds = [...new Set(change.assetIds ?? [])];
  // Without files (a testimonial's edit, a library category) neither the logo nor a portrait is asked about.
  if (!assetIds.length && change.testimonials !== true) return { kind: "pages", visible: [], drafts: [] };
  let portraits: unknown[] = [];
  if (assetIds.length) {
    const [settings] = await db.select({ logoAssetId: globalSettings.logoAssetId }).from(globalSettings).limit(1);
    if (settings?.logoAssetId && assetIds.includes(settings.logoAssetId)) return EVERYTHING;
    portraits = await db.select({ id: testimonials.id }).from(testimonials).where(inArray(testimonials.mediaAssetId, assetIds)).limit(1);
  }
  const reachesTestimonials = change.testimonials === true || portraits.length > 0;

  const referring = await pagesReferring(db, assetIds);
  const withTestimonials = reachesTestimonials ? await pagesWithTestimonials(db) : [];
  const approved = await db.select({ key: pages.slugKey }).from(pageLiveContent).innerJoin(pages, eq(pages.id, pageLiveContent.pageId));
  const index = await siteIndexOf(db);
  const candidates = new Set([...referring, ...withTestimonials, ...approved.map((row) => row.key)]);
  // A page's pictures show as its teaser on its neighbours ('Weitere Produkte').
  for (const key of [...candidates]) {
    const entry = index.bySlugKey.get(key);
    if (entry) for (const sibling of index.siblingsOf(entry)) candidates.add(sibling.slugKey);
  }
  if (candidates.size > maxPagesRead) return EVERYTHING;

  const visible: string[] = [];
  const drafts: string[] = [];
  for (const key of candidates) {
    const entry = index.bySlugKey.get(key);
    const shown = entry?.shown ? await loadVisitorPageAndShows(db, entry.slug, index) : null;
    if (shown && showsChange(shown, assetIds, reachesTestimonials)) visible.push(key);
    // Staff's views show the rows as they are: they drop with every candidate.
    else drafts.push(key);
  }
  return { kind: "pages", visible, drafts };
}

/** Whether a visitor's view of a page shows any of these files, or the testimonials, other than as its approval froze them. */
function showsChange(
  { view, shows, testimonialPool }: NonNullable<Awaited<ReturnType<typeof loadVisitorPageAndShows>>>,
  assetIds: number[],
  testimonials: boolean,
): boolean {
  if (testimonials && testimonialPool && !shows) return true;
  return assetIds.some((id) => id in view.assets && !(shows && String(id) in shows.assets));
}
