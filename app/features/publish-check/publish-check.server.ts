// Loads what the 'Veröffentlichungs-Check' rules need (check-rules.ts), keeps the counts for the page
// list's badge (page_check_results) and guards publishing (issue 14, decision 0014).
import { logger } from "~/core/logger.server";
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageCheckResults, pageRevisions, pages, type Page } from "#db/schema";
import { loadAssetViews } from "~/features/media/asset-view.server";
import { currentRevision } from "~/core/revisions/page-history.server";
import { loadSectionRows } from "~/features/sections/section-rows.server";
import { legacyRedirects } from "~/features/pages/legacy-redirects";
import { isReservedAddress } from "~/core/page-address/page-address";
import { loadActiveRedirects } from "~/features/redirects/redirects.server";
import { collectAssetReferences, emptyAssetReferences } from "~/features/media/asset-references";
import { orderedSectionViews } from "~/features/sections/section-pipeline.server";
import { sanitizeContentHtml } from "~/core/content/sanitize-html.server";
import { slugMatchKey } from "~/lib/slug";
import { countFindings, runPublishCheck, type LinkTarget, type PublishCheckResult } from "./check-rules";
import { checkTexts } from "./check-texts";

export type PublishCheckReport = PublishCheckResult;

async function pathResolver(db: Queryable): Promise<(path: string) => LinkTarget> {
  const [rows, redirects] = await Promise.all([db.select({ slugKey: pages.slugKey, published: pages.published }).from(pages), loadActiveRedirects(db)]);
  const byKey = new Map(rows.map((r) => [r.slugKey, r.published]));
  const pageAt = (path: string): LinkTarget => {
    const published = byKey.get(slugMatchKey(path));
    return published === undefined ? null : { kind: "page", published };
  };
  return (path) => {
    const direct = pageAt(path);
    if (direct) return direct;
    const key = slugMatchKey(path);
    const moved = redirects.get(key)?.target ?? Object.entries(legacyRedirects).find(([from]) => slugMatchKey(from) === key)?.[1];
    if (moved) return pageAt(moved);
    // Addresses served by code, not by a page row (app/routes.ts; the list page addresses are refused at).
    return isReservedAddress(path) ? { kind: "other" } : null;
  };
}

/** The check of one page as it would go live: its published sections, in page order. */
export async function checkPage(db: Queryable, page: Page, resolver?: (path: string) => LinkTarget): Promise<PublishCheckReport> {
  const rows = (await loadSectionRows(db, page.slug, { includeDrafts: true })).filter((row) => row.isPublished);
  const sections = orderedSectionViews(rows);
  const refs = emptyAssetReferences();
  for (const section of sections) {
    section.mediaIds.forEach((id) => refs.ids.add(id));
    collectAssetReferences(section.settings, refs);
    for (const m of section.html.matchAll(/src="\/media\/([^"?#]+)"/g)) refs.filenames.add(decodeURIComponent(m[1]));
  }
  const [assets, resolvePath] = await Promise.all([loadAssetViews(db, refs.ids, refs.filenames), resolver ?? pathResolver(db)]);
  const findings = runPublishCheck({
    page: {
      id: page.id,
      slug: page.slug,
      title: page.title,
      h1: page.h1,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      contentHtml: sanitizeContentHtml(page.contentHtml ?? ""),
    },
    sections,
    assets,
    resolvePath,
  });
  return { pageId: page.id, slug: page.slug, findings, ...countFindings(findings) };
}

export class PublishCheckNotFound extends Error {
  constructor() {
    super("Seite nicht gefunden");
  }
}

async function pageRow(db: Queryable, pageId: number): Promise<Page> {
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) throw new PublishCheckNotFound();
  return page;
}

/** Keeps the latest counts of a page for the page list's badge. */
export async function storeCheckResult(db: Queryable, report: Pick<PublishCheckReport, "pageId" | "errors" | "hints">, revision: number | null) {
  const values = { errors: report.errors, hints: report.hints, revision, checkedAt: new Date() };
  await db
    .insert(pageCheckResults)
    .values({ pageId: report.pageId, ...values })
    .onConflictDoUpdate({ target: pageCheckResults.pageId, set: values });
}

/** The on-demand check: runs it, keeps the counts, answers the findings. */
export async function runAndStoreCheck(db: Queryable, pageId: number): Promise<PublishCheckReport> {
  const page = await pageRow(db, pageId);
  const report = await checkPage(db, page);
  await storeCheckResult(db, report, await currentRevision(db, page.slug));
  return report;
}

/** Publishing refused: the page has errors and the editor has not confirmed 'Trotzdem veröffentlichen'. */
export class PublishCheckRefused extends Error {
  constructor(readonly report: PublishCheckReport) {
    super(checkTexts.blocked(report.errors));
  }
}

/**
 * Runs a page write that may publish the page (`write`, inside the caller's transaction) and, when it
 * took the page from draft to published, checks the page as it now stands: with errors and without
 * `publishAnyway` it throws PublishCheckRefused (the transaction rolls back, nothing is published);
 * with the confirmation the revision's summary records how many errors it went live with.
 */
export async function withPublishCheck<T extends { revision: number }>(
  tx: Queryable,
  pageId: number,
  publishAnyway: boolean,
  write: () => Promise<T>,
): Promise<T> {
  const [before] = await tx.select({ published: pages.published }).from(pages).where(eq(pages.id, pageId)).limit(1);
  const result = await write();
  if (!before || before.published) return result;
  const page = await pageRow(tx, pageId);
  if (!page.published) return result;
  const report = await checkPage(tx, page);
  await storeCheckResult(tx, report, result.revision);
  if (report.errors === 0) return result;
  if (!publishAnyway) throw new PublishCheckRefused(report);
  const where = and(eq(pageRevisions.pageKey, slugMatchKey(page.slug)), eq(pageRevisions.revision, result.revision));
  const [revision] = await tx.select({ action: pageRevisions.action, summary: pageRevisions.summary }).from(pageRevisions).where(where).limit(1);
  const despite = checkTexts.summaryDespite(report.errors);
  if (revision)
    await tx
      .update(pageRevisions)
      .set({ summary: revision.action === "publish" ? despite : `${revision.summary} – ${despite}` })
      .where(where);
  return result;
}

/**
 * The counts for the page list, recomputed for every listed page (a handful of queries per page; changes
 * elsewhere — an alt text added in the library, a linked page taken offline — count at once) and
 * kept in page_check_results where they changed.
 */
/** How many changed pages the page list checks before it answers. */
const SYNC_RECHECKS = 10;

export async function refreshCheckCounts(db: Queryable, list: { id: number; revision: number }[]): Promise<Map<number, { errors: number; hints: number }>> {
  // Only the pages the list shows (it pages and searches in SQL, issue 12), and of those only the ones
  // changed since their last check: a page's counts are kept with the revision they were made for.
  // At most SYNC_RECHECKS are checked before the list answers (a check costs a few ms and queries);
  // the rest are checked right after, so the next load shows them (issue 12 item 6: on 10,000 pages
  // checking every listed page on every load made the searched list take 250 ms–3.6 s).
  const ids = list.map((p) => p.id);
  if (!ids.length) return new Map();
  const stored = new Map((await db.select().from(pageCheckResults).where(inArray(pageCheckResults.pageId, ids))).map((r) => [r.pageId, r]));
  const revisionById = new Map(list.map((p) => [p.id, p.revision]));
  const counts = new Map<number, { errors: number; hints: number }>();
  const stale: number[] = [];
  for (const id of ids) {
    const before = stored.get(id);
    if (before && before.revision === (revisionById.get(id) ?? null)) counts.set(id, { errors: before.errors, hints: before.hints });
    else stale.push(id);
  }
  if (!stale.length) return counts;
  const recheck = async (pageIds: number[]) => {
    const rows = await db.select().from(pages).where(inArray(pages.id, pageIds));
    const resolver = await pathResolver(db);
    for (const page of rows) {
      const report = await checkPage(db, page, resolver);
      counts.set(page.id, { errors: report.errors, hints: report.hints });
      const before = stored.get(page.id);
      const revision = revisionById.get(page.id) ?? null;
      if (!before || before.errors !== report.errors || before.hints !== report.hints || before.revision !== revision)
        await storeCheckResult(db, report, revision);
    }
  };
  await recheck(stale.slice(0, SYNC_RECHECKS));
  const later = stale.slice(SYNC_RECHECKS);
  if (later.length) {
    // Not awaited: the list answers now; a failure only leaves those counts for the next load.
    recheck(later).catch((error: unknown) => logger.warn({ error: (error as Error).message }, "Veröffentlichungs-Check der Seitenliste fehlgeschlagen"));
  }
  return counts;
}
