// Loads what the 'Veröffentlichungs-Check' rules need (check-rules.ts), keeps the counts for the page
// list's badge (page_check_results) and guards publishing (docs/decisions/0014-publish-check.md).
import { ApprovalError, approvalRequired, publishApprovedContent, validApproval, type ApprovalActor } from "~/features/approval/approval.server";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageCheckResults, pageRevisions, pages, pageSections, type MediaAsset, type Page } from "#db/schema";
import { loadAssetRows, toAssetView } from "~/features/media/asset-view.server";
import type { AssetView } from "~/features/media/asset-view";
import { currentRevision, newestRevisionOf } from "~/core/revisions/page-history.server";
import { legacyRedirects } from "~/features/pages/legacy-redirects";
import { isReservedAddress } from "~/core/page-address/page-address";
import { loadActiveRedirects } from "~/features/redirects/redirects.server";
import { collectAssetReferences, emptyAssetReferences, type AssetReferences } from "~/features/media/asset-references";
import { orderedSectionViews } from "~/features/sections/section-pipeline.server";
import { sanitizeContentHtml } from "~/core/content/sanitize-html";
import { slugMatchKey } from "~/lib/slug";
import { isSiteLanguage, languageOfPath, type SiteLanguage } from "~/lib/languages";
import { checkedContent, countFindings, linkedPath, runPublishCheck, type CheckPage, type LinkTarget, type PublishCheckResult } from "./check-rules";
import { checkTexts } from "./check-texts";
import { overridesRefused } from "./override-rule";
import type { CheckCounts } from "./publish-check-client";

export type PublishCheckReport = PublishCheckResult;

/** A page's language: its column, or (for a value the app does not know) the one its address says. */
const languageOf = (page: { language: string; slug: string }): SiteLanguage => (isSiteLanguage(page.language) ? page.language : languageOfPath(page.slug));

/**
 * What the given internal paths lead to: the pages holding them (or, for a moved address, its
 * redirect's target) in their language, with two queries for the paths alone, however many pages the site has.
 */
async function pathResolverFor(db: Queryable, paths: Iterable<string>): Promise<(path: string) => LinkTarget> {
  const asked = [...new Set([...paths].map(slugMatchKey))];
  const redirects = await loadActiveRedirects(db, asked);
  const movedTo = (key: string) => redirects.get(key)?.target ?? Object.entries(legacyRedirects).find(([from]) => slugMatchKey(from) === key)?.[1];
  const keys = new Set(asked);
  for (const key of asked) {
    const moved = movedTo(key);
    if (moved) keys.add(slugMatchKey(moved));
  }
  const rows = keys.size
    ? await db
        .select({ slugKey: pages.slugKey, slug: pages.slug, published: pages.published, language: pages.language })
        .from(pages)
        .where(inArray(pages.slugKey, [...keys]))
    : [];
  const byKey = new Map(rows.map((r) => [r.slugKey, r]));
  const pageAt = (key: string): LinkTarget => {
    if (!keys.has(key)) throw new Error(`Veröffentlichungs-Check: Adresse ${key} wurde nicht nachgeschlagen`);
    const row = byKey.get(key);
    return row === undefined ? null : { kind: "page", published: row.published, language: languageOf(row) };
  };
  return (path) => {
    const key = slugMatchKey(path);
    const direct = pageAt(key);
    if (direct) return direct;
    const moved = movedTo(key);
    if (moved) return pageAt(slugMatchKey(moved));
    // Addresses served by code, not by a page row (app/routes.ts; the list page addresses are refused at).
    return isReservedAddress(path) ? { kind: "other" } : null;
  };
}

/** The library files a page refers to, out of those loaded for several pages, as seen in the page's language (its alt texts). */
function assetsOf(refs: AssetReferences, loaded: MediaAsset[], language: SiteLanguage): Record<number, AssetView> {
  const own: Record<number, AssetView> = {};
  for (const row of loaded) if (refs.ids.has(row.id) || refs.filenames.has(row.filename)) own[row.id] = toAssetView(row, language);
  return own;
}

/**
 * Checks pages as they would go live (their published sections, in page order), with the same few
 * queries for one page or a hundred: sections, library files and linked addresses are each loaded
 * for all of them at once (a page list of a large site checks its rows; docs/decisions/0023-page-list-at-scale.md).
 */
export async function checkPages(db: Queryable, list: Page[]): Promise<PublishCheckReport[]> {
  if (!list.length) return [];
  const sectionRows = await db
    .select()
    .from(pageSections)
    .where(and(inArray(pageSections.pageSlugKey, [...new Set(list.map((page) => slugMatchKey(page.slug)))]), eq(pageSections.isPublished, true)))
    .orderBy(asc(pageSections.pageSlugKey), asc(pageSections.sectionOrder), asc(pageSections.id));
  const rowsByKey = new Map<string, typeof sectionRows>();
  // The texts of a language version still as copied from another language (decision 0032), by section.
  const untranslatedSections = new Map<number, readonly string[]>();
  for (const row of sectionRows) {
    if (row.untranslated.length) untranslatedSections.set(row.id, row.untranslated);
    const rows = rowsByKey.get(row.pageSlugKey);
    if (rows) rows.push(row);
    else rowsByKey.set(row.pageSlugKey, [row]);
  }
  const all = emptyAssetReferences();
  const paths = new Set<string>();
  const prepared = list.map((page) => {
    const sections = orderedSectionViews(rowsByKey.get(slugMatchKey(page.slug)) ?? []);
    const refs = emptyAssetReferences();
    for (const section of sections) {
      section.mediaIds.forEach((id) => refs.ids.add(id));
      collectAssetReferences(section.settings, refs);
      for (const m of section.html.matchAll(/src="\/media\/([^"?#]+)"/g)) refs.filenames.add(decodeURIComponent(m[1]));
    }
    refs.ids.forEach((id) => all.ids.add(id));
    refs.filenames.forEach((name) => all.filenames.add(name));
    const checked: CheckPage = {
      id: page.id,
      slug: page.slug,
      title: page.title,
      h1: page.h1,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      contentHtml: sanitizeContentHtml(page.contentHtml ?? ""),
      language: languageOf(page),
      untranslated: page.untranslated,
    };
    const content = checkedContent(checked, sections);
    for (const link of content.links) {
      const path = linkedPath(link.href);
      if (path !== null) paths.add(path);
    }
    return { page: checked, sections, refs, content };
  });
  // One after another: `db` may be a transaction (Queryable, db/client.server.ts).
  const assets = await loadAssetRows(db, all.ids, all.filenames);
  const resolvePath = await pathResolverFor(db, paths);
  return prepared.map(({ page, sections, refs, content }) => {
    const findings = runPublishCheck({ page, sections, assets: assetsOf(refs, assets, page.language), resolvePath, untranslatedSections }, content);
    return { pageId: page.id, slug: page.slug, findings, ...countFindings(findings) };
  });
}

/** The check of one page as it would go live. */
export async function checkPage(db: Queryable, page: Page): Promise<PublishCheckReport> {
  const [report] = await checkPages(db, [page]);
  return report;
}

export class PublishCheckNotFound extends Error {
  constructor() {
    super(checkTexts.pageNotFound);
  }
}

async function pageRow(db: Queryable, pageId: number): Promise<Page> {
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) throw new PublishCheckNotFound();
  return page;
}

/** Keeps the latest counts of pages for the page list's badge (one statement for all of them). */
export async function storeCheckResults(
  db: Queryable,
  results: { report: Pick<PublishCheckReport, "pageId" | "errors" | "hints">; revision: number | null }[],
) {
  if (!results.length) return;
  const checkedAt = new Date();
  await db
    .insert(pageCheckResults)
    .values(results.map(({ report, revision }) => ({ pageId: report.pageId, errors: report.errors, hints: report.hints, revision, checkedAt })))
    .onConflictDoUpdate({
      target: pageCheckResults.pageId,
      set: { errors: sql`excluded.errors`, hints: sql`excluded.hints`, revision: sql`excluded.revision`, checkedAt: sql`excluded.checked_at` },
      // Counts already stored stay untouched: a sweep working from an older list (another process's,
      // or its own from before an on-demand check) rewrites nothing, and checked_at says when they changed.
      setWhere: sql`(${pageCheckResults.errors}, ${pageCheckResults.hints}, ${pageCheckResults.revision}) is distinct from (excluded.errors, excluded.hints, excluded.revision)`,
    });
}

export function storeCheckResult(db: Queryable, report: Pick<PublishCheckReport, "pageId" | "errors" | "hints">, revision: number | null) {
  return storeCheckResults(db, [{ report, revision }]);
}

/** The on-demand check: runs it, keeps the counts, answers the findings. */
export async function runAndStoreCheck(db: Queryable, pageId: number): Promise<PublishCheckReport> {
  const page = await pageRow(db, pageId);
  const report = await checkPage(db, page);
  await storeCheckResult(db, report, await currentRevision(db, page.slug));
  return report;
}

/**
 * Publishing refused: the page has errors and the editor has not confirmed 'Trotzdem veröffentlichen', or has and a
 * field is still untranslated – then the answer says that no confirmation publishes it (as the dialog does).
 */
export class PublishCheckRefused extends Error {
  constructor(readonly report: PublishCheckReport) {
    super(overridesRefused(report.findings).length > 0 ? checkTexts.blockedUntranslated : checkTexts.blocked(report.errors));
  }
}

/**
 * Whether the editor's 'Trotzdem veröffentlichen' publishes a page with these findings: never while a field is
 * still untranslated (check-rules.ts overridesRefused).
 */
export function mayPublishDespite(report: PublishCheckReport, publishAnyway: boolean): boolean {
  return publishAnyway && overridesRefused(report.findings).length === 0;
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
  actor: ApprovalActor | null = null,
): Promise<T> {
  const [before] = await tx.select({ published: pages.published }).from(pages).where(eq(pages.id, pageId)).limit(1);
  const result = await write();
  if (!before || before.published) return result;
  const page = await pageRow(tx, pageId);
  if (!page.published) return result;
  // A page that needs 'Freigabe' goes live with exactly its approved content or not at all (docs/decisions/0039-approval.md).
  const approval = (await approvalRequired(tx, page)) ? await validApproval(tx, page) : null;
  if (approval && !approval.ok) throw new ApprovalError(approval.message, 409);
  const report = await checkPage(tx, page);
  if (report.errors > 0 && !mayPublishDespite(report, publishAnyway)) throw new PublishCheckRefused(report);
  await storeCheckResult(tx, report, result.revision);
  if (approval?.ok) await publishApprovedContent(tx, page, approval.request, result.revision, actor ?? { id: null, email: "System" });
  if (report.errors === 0) return result;
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

/** A page's counts as kept in page_check_results, with the revision they were made for. */
type StoredCounts = { errors: number; hints: number; revision: number | null };

/** How many pages one check batch takes (its queries name every page; on PGlite a batch of 50 takes
 * ~100 ms on 10,000 pages, most of it reading and preparing their sections). */
const CHECK_BATCH = 100;
/** How many changed pages the page list checks before it answers: the few an editor just changed.
 * More (an import, a restored backup, a site whose counts were never made) are asked for by the list
 * once it shows (`currentCheckCounts`), so a search answers in the time its rows take to read. */
export const CHECK_BEFORE_ANSWER = 10;

/** Pages to check, each with the revision its counts will belong to and what is stored for it now. */
export interface CountsToRefresh {
  id: number;
  revision: number;
  stored: StoredCounts | null;
}

/**
 * Checks these pages in batches of `batch` and stores the counts that changed; returns every page's
 * counts. `between` runs after each batch (the background sweep pauses there, and stops).
 */
export async function checkAndStoreCounts(
  db: Queryable,
  list: CountsToRefresh[],
  { batch = CHECK_BATCH, between }: { batch?: number; between?: () => Promise<boolean> } = {},
): Promise<Map<number, CheckCounts>> {
  const counts = new Map<number, CheckCounts>();
  const byId = new Map(list.map((p) => [p.id, p]));
  for (let i = 0; i < list.length; i += batch) {
    const rows = await db
      .select()
      .from(pages)
      .where(
        inArray(
          pages.id,
          list.slice(i, i + batch).map((p) => p.id),
        ),
      );
    const changed = [];
    for (const report of await checkPages(db, rows)) {
      counts.set(report.pageId, { errors: report.errors, hints: report.hints });
      const { stored: before, revision } = byId.get(report.pageId)!;
      if (!before || before.errors !== report.errors || before.hints !== report.hints || before.revision !== revision) changed.push({ report, revision });
    }
    await storeCheckResults(db, changed);
    if (between && i + batch < list.length && !(await between())) break;
  }
  return counts;
}

/** A page's newest revision and its counts as stored (null when never checked): columns of a select
 * over pages left-joined with page_check_results on the page (the page list, the sweep, the route). */
export const revisionAndStoredCounts = {
  revision: newestRevisionOf(pages.slugKey),
  stored: { errors: pageCheckResults.errors, hints: pageCheckResults.hints, revision: pageCheckResults.revision },
};

/** The pages `where` picks, each with the revision its counts must belong to and what is stored for it,
 * most recently changed first. */
export async function pagesAndStoredCounts(db: Queryable, where: SQL): Promise<CountsToRefresh[]> {
  const rows = await db
    .select({ id: pages.id, ...revisionAndStoredCounts })
    .from(pages)
    .leftJoin(pageCheckResults, eq(pageCheckResults.pageId, pages.id))
    .where(where)
    .orderBy(desc(pages.updatedAt), desc(pages.id));
  return rows.map((row) => ({ ...row, stored: row.stored ?? null }));
}

/**
 * The page list's counts (docs/decisions/0023-page-list-at-scale.md), for the given pages at the given revisions. A page's
 * counts are kept in page_check_results with the revision they were made for and reused until the
 * page changes; the on-demand check sees changes elsewhere (an alt text added in the library, a linked
 * page taken offline) at once. Changed and never-checked pages are checked now when there are at most
 * `checkUpTo` of them; with more, none is: they come back as `pending`, and the list asks for them once
 * it shows (`currentCheckCounts`). The background sweep (check-sweep.server.ts) fills in what no list
 * has shown yet.
 */
export async function listCheckCounts(
  db: Queryable,
  list: { id: number; revision: number; stored?: StoredCounts | null }[],
  checkUpTo = CHECK_BEFORE_ANSWER,
): Promise<{ counts: Map<number, CheckCounts>; pending: number[] }> {
  // The stored counts, unless the caller read them with the pages (the page list joins them).
  const unread = list.filter((p) => p.stored === undefined).map((p) => p.id);
  const read = new Map<number, StoredCounts>();
  if (unread.length) for (const r of await db.select().from(pageCheckResults).where(inArray(pageCheckResults.pageId, unread))) read.set(r.pageId, r);
  const counts = new Map<number, CheckCounts>();
  const stale: CountsToRefresh[] = [];
  for (const page of list) {
    const stored = page.stored === undefined ? (read.get(page.id) ?? null) : page.stored;
    if (stored && stored.revision === page.revision) counts.set(page.id, { errors: stored.errors, hints: stored.hints });
    else stale.push({ id: page.id, revision: page.revision, stored });
  }
  if (stale.length > checkUpTo) return { counts, pending: stale.map((p) => p.id) };
  for (const [id, c] of await checkAndStoreCounts(db, stale)) counts.set(id, c);
  return { counts, pending: [] };
}

/** The counts of the given pages at the given revisions, checking every one that needs it. */
export async function refreshCheckCounts(
  db: Queryable,
  list: { id: number; revision: number; stored?: StoredCounts | null }[],
): Promise<Map<number, CheckCounts>> {
  return (await listCheckCounts(db, list, Number.POSITIVE_INFINITY)).counts;
}

/** How many pages one request for counts may name (the page list shows at most this many at once). */
export const MAX_COUNTS_PER_REQUEST = CHECK_BATCH;

/** The counts of these pages at their newest revision, checking those whose counts are missing or
 * outdated; a page that no longer exists is left out. */
export async function currentCheckCounts(db: Queryable, ids: number[]): Promise<Map<number, CheckCounts>> {
  if (!ids.length) return new Map();
  return refreshCheckCounts(db, await pagesAndStoredCounts(db, inArray(pages.id, ids)));
}
