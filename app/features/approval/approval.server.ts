// 'Freigabe' (docs/decisions/0039-approval.md): which pages need it, submissions bound to one revision of one
// language version, decisions, voiding on any later change, and publishing exactly the approved content.
// Every write here runs in the caller's transaction and takes the page's lock first (page-history.server.ts
// lockPage), the same lock every change of the page takes: a decision and an edit, or two decisions, are
// serialised across processes and the later one sees the earlier one's outcome.
import { and, desc, eq, inArray, lte, gt } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import {
  approvalLog,
  approvalRequests,
  globalSettings,
  pageApprovalSettings,
  pageLiveContent,
  pageRevisions,
  pages,
  type ApprovalEvent,
  type Page,
  type PageSnapshot,
} from "#db/schema";
import { slugMatchKey } from "~/lib/slug";
// page-history.server.ts imports this module too (voidOnChange); both use the other's functions only when called.
import { assertRevision, lockPage } from "~/core/revisions/page-history.server";
import { reportEverythingChanged } from "~/core/content/content-announce.server";
import type { Viewer } from "~/core/access/viewer";
import { approvalTexts, cleanComment, decisionConflictMessage, needsApproval, sameContent } from "./approval-rules";
import { rowPartOf } from "~/features/visitor-site/approved-copy";

/** A refusal with its HTTP status; the message is the German text the screen shows. */
export class ApprovalError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409,
  ) {
    super(message);
  }
}

export interface ApprovalActor {
  id: string | null;
  email: string;
}

const OPEN = ["submitted", "approved"] as const;

/** The page types whose pages need approval (global setting). */
export async function approvalTemplates(db: Queryable): Promise<string[]> {
  const [row] = await db.select({ templates: globalSettings.approvalTemplates }).from(globalSettings).limit(1);
  return row?.templates ?? [];
}

/** Whether this page (version) needs approval: its page's own setting, else its page type's. */
export async function approvalRequired(db: Queryable, page: { template: string; translationKey?: string | null }): Promise<boolean> {
  const [own] = page.translationKey
    ? await db
        .select({ required: pageApprovalSettings.required })
        .from(pageApprovalSettings)
        .where(eq(pageApprovalSettings.translationKey, page.translationKey))
        .limit(1)
    : [];
  return needsApproval(page.template, own?.required ?? null, await approvalTemplates(db));
}

/** The page's open submission (submitted or approved), if any. */
export async function openRequest(db: Queryable, pageId: number) {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.pageId, pageId), inArray(approvalRequests.status, OPEN)))
    .limit(1);
  return row ?? null;
}

async function writeLog(
  db: Queryable,
  entry: {
    event: ApprovalEvent;
    requestId: number | null;
    page: { pageId: number; pageSlug: string; pageTitle: string; language: string };
    revision: number;
    actor: ApprovalActor;
    comment: string | null;
    at?: Date;
  },
) {
  await db.insert(approvalLog).values({
    event: entry.event,
    requestId: entry.requestId,
    pageId: entry.page.pageId,
    pageSlug: entry.page.pageSlug,
    pageTitle: entry.page.pageTitle,
    language: entry.page.language,
    revision: entry.revision,
    actorId: entry.actor.id,
    actor: entry.actor.email,
    comment: entry.comment,
    createdAt: entry.at ?? new Date(),
  });
}

const pageFacts = (page: Pick<Page, "id" | "slug" | "title" | "language">) => ({
  pageId: page.id,
  pageSlug: page.slug,
  pageTitle: page.title,
  language: page.language,
});

async function newestRevision(db: Queryable, slug: string): Promise<{ revision: number; snapshot: PageSnapshot | null }> {
  const [row] = await db
    .select({ revision: pageRevisions.revision, snapshot: pageRevisions.snapshot })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageKey, slugMatchKey(slug)))
    .orderBy(desc(pageRevisions.revision))
    .limit(1);
  return row ?? { revision: 0, snapshot: null };
}

async function pageOrGone(db: Queryable, pageId: number): Promise<Page> {
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) throw new ApprovalError(approvalTexts.pageGone, 404);
  return page;
}

/**
 * 'Zur Freigabe einreichen': the version as it stands at `baseRevision` (the one the editor sees; a
 * later one is the usual conflict). One open submission per version.
 */
export async function submitForApproval(db: Queryable, pageId: number, input: { baseRevision: number; comment?: unknown }, actor: ApprovalActor) {
  const comment = cleanComment(input.comment);
  if (!comment.ok) throw new ApprovalError(comment.message, 400);
  const page = await pageOrGone(db, pageId);
  await assertRevision(db, page.slug, input.baseRevision);
  if (!(await approvalRequired(db, page))) throw new ApprovalError(approvalTexts.notRequired, 400);
  const open = await openRequest(db, page.id);
  if (open) throw new ApprovalError(open.status === "approved" ? approvalTexts.alreadyApproved : approvalTexts.alreadyOpen, 409);
  const { revision, snapshot } = await newestRevision(db, page.slug);
  const [request] = await db
    .insert(approvalRequests)
    .values({
      pageId: page.id,
      translationKey: page.translationKey,
      pageSlug: page.slug,
      pageTitle: page.title,
      language: page.language,
      revision,
      snapshot: snapshot ?? { page: null, sections: [] },
      status: "submitted",
      comment: comment.value,
      submittedById: actor.id,
      submittedBy: actor.email,
    })
    .returning();
  await writeLog(db, { event: "submitted", requestId: request.id, page: pageFacts(page), revision, actor, comment: comment.value });
  return request;
}

/** The revision visitors see of the page (its live content), from which "own change" is counted; 0 when none. */
async function liveRevision(db: Queryable, pageId: number): Promise<number> {
  const [row] = await db.select({ revision: pageLiveContent.revision }).from(pageLiveContent).where(eq(pageLiveContent.pageId, pageId)).limit(1);
  return row?.revision ?? 0;
}

/** The revisions since the live one up to the submitted one that this person made (a shared value written from another language counts). */
export async function ownRevisions(db: Queryable, request: { pageId: number; pageSlug: string; revision: number }, personId: string): Promise<number[]> {
  const page = await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, request.pageId)).limit(1);
  const key = slugMatchKey(page[0]?.slug ?? request.pageSlug);
  const since = await liveRevision(db, request.pageId);
  const rows = await db
    .select({ revision: pageRevisions.revision })
    .from(pageRevisions)
    .where(
      and(
        eq(pageRevisions.pageKey, key),
        gt(pageRevisions.revision, since),
        lte(pageRevisions.revision, request.revision),
        eq(pageRevisions.authorId, personId),
      ),
    )
    .orderBy(pageRevisions.revision);
  return rows.map((r) => r.revision);
}

/**
 * 'Freigeben' or 'Ablehnen' of a submission the approver reviewed (`requestId`). Under the page's lock:
 * when another approver decided first, or the page changed meanwhile, a 409 names what happened.
 */
export async function decideApproval(
  db: Queryable,
  requestId: number,
  input: { decision: "approve" | "reject"; reason?: unknown },
  viewer: Pick<Viewer, "id" | "email">,
) {
  const reason = cleanComment(input.reason);
  if (!reason.ok) throw new ApprovalError(reason.message, 400);
  if (input.decision === "reject" && !reason.value) throw new ApprovalError(approvalTexts.reasonRequired, 400);
  const [first] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, requestId)).limit(1);
  if (!first) throw new ApprovalError(approvalTexts.notRequestable, 404);
  const [page] = await db.select().from(pages).where(eq(pages.id, first.pageId)).limit(1);
  // The page's lock: any edit of the page, and any other decision on it, waits for this one or went first.
  await lockPage(db, page?.slug ?? first.pageSlug);
  const [request] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, requestId)).for("update").limit(1);
  if (request.status !== "submitted") throw new ApprovalError(decisionConflictMessage(request), 409);
  if (!page) throw new ApprovalError(approvalTexts.pageGone, 404);
  if (input.decision === "approve") {
    if (request.submittedById === viewer.id) throw new ApprovalError(approvalTexts.ownSubmission, 403);
    const own = await ownRevisions(db, request, viewer.id);
    if (own.length) throw new ApprovalError(approvalTexts.ownChange(own), 403);
  }
  const now = new Date();
  const status = input.decision === "approve" ? "approved" : "rejected";
  const [decided] = await db
    .update(approvalRequests)
    .set({ status, decidedById: viewer.id, decidedBy: viewer.email, decidedAt: now, reason: reason.value })
    .where(eq(approvalRequests.id, request.id))
    .returning();
  await writeLog(db, {
    event: status,
    requestId: request.id,
    page: pageFacts(page),
    revision: request.revision,
    actor: { id: viewer.id, email: viewer.email },
    comment: reason.value,
    at: now,
  });
  return decided;
}

/**
 * Called by recordRevision for every change of a page (page-history.server.ts): when the state after the
 * change differs in content from the open submission's, the submission or approval is void, and the log
 * says who changed what. Publishing and schedules are not content (approval-rules.ts sameContent).
 */
export async function voidOnChange(
  db: Queryable,
  after: PageSnapshot,
  before: PageSnapshot | null,
  change: { revision: number; summary: string; author: ApprovalActor | null },
  now: Date,
) {
  const pageId = Number((after.page ?? before?.page)?.id);
  if (!Number.isInteger(pageId)) return;
  const open = await openRequest(db, pageId);
  if (!open || sameContent(open.snapshot, after)) return;
  const who = change.author?.email ?? "System";
  await db
    .update(approvalRequests)
    .set({ status: "voided", voidedAt: now, voidedBy: who, voidedByRevision: change.revision, voidedBecause: change.summary })
    .where(eq(approvalRequests.id, open.id));
  const page = after.page ?? before?.page ?? {};
  const text = (value: unknown, otherwise: string) => (typeof value === "string" ? value : otherwise);
  await writeLog(db, {
    event: "voided",
    requestId: open.id,
    page: {
      pageId,
      pageSlug: text(page.slug, open.pageSlug),
      pageTitle: text(page.title, open.pageTitle),
      language: text(page.language, open.language),
    },
    revision: change.revision,
    actor: { id: change.author?.id ?? null, email: who },
    comment: change.summary,
    at: now,
  });
}

/**
 * The approved submission whose content is the page's content now, or a refusal naming why not.
 * Publishing a page that needs approval publishes exactly this.
 */
export async function validApproval(db: Queryable, page: Page) {
  const open = await openRequest(db, page.id);
  if (!open || open.status !== "approved") {
    // The newest decision voided since tells the editor it no longer counts.
    const [last] = await db
      .select({ status: approvalRequests.status })
      .from(approvalRequests)
      .where(eq(approvalRequests.pageId, page.id))
      .orderBy(desc(approvalRequests.id))
      .limit(1);
    return {
      ok: false as const,
      message: last?.status === "voided" ? approvalTexts.publishNeedsCurrentApproval(page.title) : approvalTexts.publishNeedsApproval(page.title),
    };
  }
  const { snapshot } = await newestRevision(db, page.slug);
  if (!sameContent(open.snapshot, snapshot)) return { ok: false as const, message: approvalTexts.publishNeedsCurrentApproval(page.title) };
  return { ok: true as const, request: open };
}

/**
 * Makes the approved content what visitors see (page_live_content) and records the publication in the
 * log. The caller has set the page published and recorded that revision (`revision`).
 */
export async function publishApprovedContent(
  db: Queryable,
  page: Page,
  request: { id: number; revision: number; snapshot: PageSnapshot },
  revision: number,
  actor: ApprovalActor,
  now = new Date(),
) {
  await db
    .insert(pageLiveContent)
    .values({ pageId: page.id, requestId: request.id, revision: request.revision, snapshot: request.snapshot, publishedAt: now })
    .onConflictDoUpdate({
      target: pageLiveContent.pageId,
      set: { requestId: request.id, revision: request.revision, snapshot: request.snapshot, publishedAt: now },
    });
  await db.update(approvalRequests).set({ publishedAt: now, publishedRevision: revision }).where(eq(approvalRequests.id, request.id));
  await writeLog(db, { event: "published", requestId: request.id, page: pageFacts(page), revision: request.revision, actor, comment: null, at: now });
  // What visitors see changed although the page's own revision (publishing only) shows no content change.
  reportEverythingChanged();
}

/** The log entry of a scheduled publication that did not happen. */
export async function logScheduleRefused(db: Queryable, page: Page, revision: number, reason: string, now: Date) {
  await writeLog(db, {
    event: "schedule-refused",
    requestId: null,
    page: pageFacts(page),
    revision,
    actor: { id: null, email: "Zeitplan" },
    comment: reason,
    at: now,
  });
}

/**
 * For pages that are live when approval becomes required (the seed, a switch by an administrator): their
 * content at that moment is what visitors keep seeing until an approved revision is published; without
 * it, every later edit would reach visitors at once.
 */
export async function keepLiveContent(db: Queryable, pageIds?: number[]) {
  const templates = await approvalTemplates(db);
  const overrides = new Map((await db.select().from(pageApprovalSettings)).map((row) => [row.translationKey, row.required]));
  const rows = await db
    .select({ id: pages.id, slug: pages.slug, template: pages.template, translationKey: pages.translationKey })
    .from(pages)
    .where(and(eq(pages.published, true), pageIds ? inArray(pages.id, pageIds) : undefined));
  const live = new Set((await db.select({ pageId: pageLiveContent.pageId }).from(pageLiveContent)).map((r) => r.pageId));
  for (const row of rows) {
    if (live.has(row.id) || !needsApproval(row.template, overrides.get(row.translationKey), templates)) continue;
    const { revision, snapshot } = await newestRevision(db, row.slug);
    if (snapshot) await db.insert(pageLiveContent).values({ pageId: row.id, requestId: null, revision, snapshot }).onConflictDoNothing();
  }
}

/**
 * Pages that no longer need approval show their rows again (their live content goes), so they publish as
 * before; reported as a change of everything visitors see.
 */
export async function dropLiveContentWhereNotRequired(db: Queryable) {
  const templates = await approvalTemplates(db);
  const overrides = new Map((await db.select().from(pageApprovalSettings)).map((row) => [row.translationKey, row.required]));
  const rows = await db
    .select({ id: pages.id, template: pages.template, translationKey: pages.translationKey })
    .from(pageLiveContent)
    .innerJoin(pages, eq(pages.id, pageLiveContent.pageId));
  const gone = rows.filter((row) => !needsApproval(row.template, overrides.get(row.translationKey), templates)).map((row) => row.id);
  if (gone.length) await db.delete(pageLiveContent).where(inArray(pageLiveContent.pageId, gone));
  reportEverythingChanged();
}

/** 'Freigabe erforderlich' per page type (administrators; global setting). */
export async function setApprovalTemplates(db: Queryable, templates: string[]) {
  const clean = [...new Set(templates.filter((t) => t === "product" || t === "section"))].sort();
  await db.update(globalSettings).set({ approvalTemplates: clean, updatedAt: new Date() }).where(eq(globalSettings.id, 1));
  await keepLiveContent(db);
  await dropLiveContentWhereNotRequired(db);
}

/** 'Freigabe erforderlich' for one page and its language versions: true, false, or null (its page type decides). */
export async function setPageApproval(db: Queryable, pageId: number, required: boolean | null, actor: ApprovalActor) {
  const page = await pageOrGone(db, pageId);
  if (required === null) await db.delete(pageApprovalSettings).where(eq(pageApprovalSettings.translationKey, page.translationKey));
  else
    await db
      .insert(pageApprovalSettings)
      .values({ translationKey: page.translationKey, required, changedBy: actor.email, changedAt: new Date() })
      .onConflictDoUpdate({ target: pageApprovalSettings.translationKey, set: { required, changedBy: actor.email, changedAt: new Date() } });
  const versions = await db.select({ id: pages.id }).from(pages).where(eq(pages.translationKey, page.translationKey));
  await keepLiveContent(
    db,
    versions.map((v) => v.id),
  );
  await dropLiveContentWhereNotRequired(db);
}

/** A page's own 'Freigabe erforderlich' (null: its page type decides) and what its page type says; null for no such page. */
export async function pageApprovalSetting(db: Queryable, pageId: number): Promise<{ own: boolean | null; byTemplate: boolean } | null> {
  const [page] = await db.select({ template: pages.template, translationKey: pages.translationKey }).from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) return null;
  const [own] = await db
    .select({ required: pageApprovalSettings.required })
    .from(pageApprovalSettings)
    .where(eq(pageApprovalSettings.translationKey, page.translationKey))
    .limit(1);
  return { own: own?.required ?? null, byTemplate: (await approvalTemplates(db)).includes(page.template) };
}

/**
 * The states before and after a change as far as visitors see them through the page's rows: of a page
 * with live content only the row's own fields (address, status, order…), its content reaches them only
 * through an approval (rowPartOf in live-content.ts). Other pages: the states as they are.
 */
export async function visitorStates(
  db: Queryable,
  before: PageSnapshot | null,
  after: PageSnapshot | null,
): Promise<[PageSnapshot | null, PageSnapshot | null]> {
  const pageId = Number((after?.page ?? before?.page)?.id);
  if (!Number.isInteger(pageId)) return [before, after];
  const [live] = await db.select({ pageId: pageLiveContent.pageId }).from(pageLiveContent).where(eq(pageLiveContent.pageId, pageId)).limit(1);
  return live ? [rowPartOf(before), rowPartOf(after)] : [before, after];
}

/** The live content of a page that needs approval, for the public page (page-view.server.ts); null: its rows. */
export async function liveContentOf(db: Queryable, pageId: number): Promise<PageSnapshot | null> {
  const [row] = await db.select({ snapshot: pageLiveContent.snapshot }).from(pageLiveContent).where(eq(pageLiveContent.pageId, pageId)).limit(1);
  return row?.snapshot ?? null;
}
