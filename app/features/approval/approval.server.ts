// 'Freigabe' (docs/decisions/0039-approval.md): which pages need it, submissions bound to one revision of one
// language version, decisions, voiding on any later change, and publishing exactly the approved content.
// Every write here runs in the caller's transaction and takes the page's lock first (page-history.server.ts
// lockPage), the same lock every change of the page takes: a decision and an edit, or two decisions, are
// serialised across processes and the later one sees the earlier one's outcome.
import { and, desc, eq, inArray, isNull, lte, gt, or, sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "#db/client.server";
import {
  approvalLog,
  approvalRequests,
  globalSettings,
  pageApprovalSettings,
  pageLiveContent,
  pageRevisions,
  pages,
  slugKeyExpression,
  type ApprovalEvent,
  type Page,
  type PageSnapshot,
} from "#db/schema";
import { slugMatchKey } from "~/lib/slug";
import { assertRevision, lockPage, snapshotOf } from "~/core/revisions/page-history.server";
import { reportEverythingChanged } from "~/core/content/content-announce.server";
import type { Viewer } from "~/core/access/viewer";
import { isPageKind, pageKinds } from "~/lib/page-kinds";
import {
  approvalTexts,
  cleanComment,
  decisionConflictMessage,
  documentSubmissionTitle,
  requiresApproval,
  sameContent,
  submittedDocument,
  type RequirementFacts,
} from "./approval-rules";
import { rowPartOf } from "~/features/visitor-site/approved-copy";
import { showsChanges, showsOf } from "~/features/visitor-site/page-shows";
import { showsOfState } from "~/features/visitor-site/page-shows.server";
import { siteIndexOf } from "~/features/visitor-site/page-view.server";

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

/** The page kinds whose pages need approval (global setting 'Freigabe erforderlich' per page type). */
export async function approvalKinds(db: Queryable): Promise<string[]> {
  const [row] = await db.select({ kinds: globalSettings.approvalKinds }).from(globalSettings).limit(1);
  return row?.kinds ?? [];
}

/** The slug key of a parent address column in the query below (db/schema.ts slugKeyExpression). */
const parentKey = (column: string) => slugKeyExpression(column);

/**
 * What decides each page's requirement (approval-rules.ts requiresApproval), for the pages `pageIds` (all
 * pages when not given): its kind, its group's own setting, and whether a page above its German version
 * (the parents of the German page, up to the top) has its own setting on. One query; every language
 * version of a page gets the same facts, as they share kind and setting and follow the German structure.
 */
async function requirementFacts(db: Queryable, pageIds?: readonly number[]): Promise<Map<number, RequirementFacts>> {
  if (pageIds && pageIds.length === 0) return new Map();
  const only = pageIds
    ? sql`where p.id in (${sql.join(
        pageIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await rowsOf<{ id: number; kind: string; own: boolean | null; inherited: boolean }>(
    db,
    sql`
      with recursive start as (
        select p.id, case when g.id is not null then g.parent_slug else p.parent_slug end as parent_slug
        from pages p left join pages g on g.translation_key = p.translation_key and g.language = 'de'
        ${only}
      ), chain (id, parent_slug, depth) as (
        select id, parent_slug, 1 from start where parent_slug is not null
        union all
        select c.id, a.parent_slug, c.depth + 1
        from chain c join pages a on a.slug_key = ${parentKey("c.parent_slug")}
        where a.parent_slug is not null and c.depth < 32
      ), inherited as (
        select distinct c.id from chain c
        join pages a on a.slug_key = ${parentKey("c.parent_slug")}
        join page_approval_settings t on t.translation_key = a.translation_key and t.required
      )
      select p.id, p.kind, s.required as own, exists (select 1 from inherited i where i.id = p.id) as inherited
      from pages p left join page_approval_settings s on s.translation_key = p.translation_key
      ${only}`,
  );
  return new Map(rows.map((row) => [Number(row.id), { kind: row.kind, own: row.own, inherited: row.inherited === true }]));
}

/** Whether each of these pages (all when not given) needs approval, by id: the one rule, applied to their facts. */
export async function approvalRequirements(db: Queryable, pageIds?: readonly number[]): Promise<Map<number, boolean>> {
  // One after another: `db` may be a transaction (Queryable, db/client.server.ts).
  const facts = await requirementFacts(db, pageIds);
  const kinds = await approvalKinds(db);
  return new Map([...facts].map(([id, fact]) => [id, requiresApproval(fact, kinds)]));
}

/** Whether this page (version) needs approval (approval-rules.ts requiresApproval). */
export async function approvalRequired(db: Queryable, page: { id: number }): Promise<boolean> {
  return (await approvalRequirements(db, [page.id])).get(page.id) ?? false;
}

/** The page's open submission (submitted or approved), if any; a document version's submissions name the product's page but are not the page's. */
export async function openRequest(db: Queryable, pageId: number) {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.pageId, pageId), isNull(approvalRequests.documentVersionId), inArray(approvalRequests.status, OPEN)))
    .limit(1);
  return row ?? null;
}

export async function writeLog(
  db: Queryable,
  entry: {
    event: ApprovalEvent;
    requestId: number | null;
    page: { pageId: number; pageSlug: string; pageTitle: string; language: string };
    revision: number;
    actor: ApprovalActor;
    comment: string | null;
    at?: Date;
    /** The document version the entry is about ('Dokumente'); none for a page. */
    documentVersionId?: number | null;
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
    documentVersionId: entry.documentVersionId ?? null,
    createdAt: entry.at ?? new Date(),
  });
}

const pageFacts = (page: Pick<Page, "id" | "slug" | "title" | "language">) => ({
  pageId: page.id,
  pageSlug: page.slug,
  pageTitle: page.title,
  language: page.language,
});

/**
 * What the log records of a submission: its page; for a document version's the product's page and the document's
 * language, titled by the document ("Gebrauchsanweisung «Rev. 4» – Generosa"), so the log's list, search and
 * exports name it.
 */
export const requestPageFacts = (request: { pageId: number; pageSlug: string; pageTitle: string; language: string; snapshot?: PageSnapshot }) => ({
  pageId: request.pageId,
  pageSlug: request.pageSlug,
  pageTitle: request.snapshot?.document ? documentSubmissionTitle(request.snapshot.document) : request.pageTitle,
  language: request.language,
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
  const { revision, snapshot } = await newestRevision(db, page.slug);
  // What the page shows from elsewhere (pictures, testimonials, neighbours' teasers) is approved with it
  // (app/features/visitor-site/page-shows.ts): frozen in the submission, it is what visitors get once approved.
  const shows = snapshot ? await showsOfState(db, page, snapshot) : null;
  const open = await openRequest(db, page.id);
  if (open) {
    const changed = open.status === "approved" && open.publishedAt && shows ? showsChanges(showsOf(open.snapshot), shows) : [];
    if (!changed.length) throw new ApprovalError(open.status === "approved" ? approvalTexts.alreadyApproved : approvalTexts.alreadyOpen, 409);
    // The live approval covers the page's texts but no longer what it would show: the new submission replaces it.
    const now = new Date();
    const because = approvalTexts.showsChanged(changed);
    await db
      .update(approvalRequests)
      .set({ status: "voided", voidedAt: now, voidedBy: actor.email, voidedByRevision: revision, voidedBecause: because })
      .where(eq(approvalRequests.id, open.id));
    await writeLog(db, { event: "voided", requestId: open.id, page: pageFacts(page), revision, actor, comment: because, at: now });
  }
  const [request] = await db
    .insert(approvalRequests)
    .values({
      pageId: page.id,
      translationKey: page.translationKey,
      pageSlug: page.slug,
      pageTitle: page.title,
      language: page.language,
      revision,
      snapshot: { ...(snapshot ?? { page: null, sections: [] }), ...(shows ? { shows } : {}) },
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

/**
 * The revisions since the live one up to the submitted one that this person made (a shared value written from
 * another language counts), or whose text they brought back (a restore of their revision by someone else).
 */
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
        or(eq(pageRevisions.authorId, personId), sql`${personId} = any(${pageRevisions.contributorIds})`),
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
  const document = submittedDocument(request);
  // A document version's submission stands on its own facts (the product's page may have been renamed or removed since).
  if (!page && !document) throw new ApprovalError(approvalTexts.pageGone, 404);
  if (input.decision === "approve") {
    if (request.submittedById === viewer.id) throw new ApprovalError(approvalTexts.ownSubmission, 403);
    // A document version: the person who uploaded its file is never its second person (document-approval.server.ts).
    if (document && document.uploadedById === viewer.id) throw new ApprovalError(approvalTexts.ownUpload, 403);
    const own = document ? [] : await ownRevisions(db, request, viewer.id);
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
    page: page && !document ? pageFacts(page) : requestPageFacts(request),
    revision: request.revision,
    actor: { id: viewer.id, email: viewer.email },
    comment: reason.value,
    at: now,
    documentVersionId: request.documentVersionId,
  });
  return decided;
}

/**
 * Called for every change of a page by the approval's revision observer (revision-observer.server.ts): when the state after the
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
      .where(and(eq(approvalRequests.pageId, page.id), isNull(approvalRequests.documentVersionId)))
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
 * A live page that needs approval and has no live content yet keeps showing visitors what they see now –
 * its rows, as they stand (decision 0043: never the newest draft of a page that had an approved copy; such a
 * page keeps that copy, which nothing drops). Without this, every later edit would reach visitors at once.
 * For the pages `pageIds`, or all.
 */
export async function keepWhatVisitorsSee(db: Queryable, pageIds?: readonly number[]) {
  const required = await approvalRequirements(db, pageIds);
  const ids = [...required].filter(([, needs]) => needs).map(([id]) => id);
  if (!ids.length) return [];
  const live = new Set(
    (await db.select({ pageId: pageLiveContent.pageId }).from(pageLiveContent).where(inArray(pageLiveContent.pageId, ids))).map((r) => r.pageId),
  );
  const rows = await db
    .select({ id: pages.id, slug: pages.slug })
    .from(pages)
    .where(and(inArray(pages.id, ids), eq(pages.published, true)));
  const kept: number[] = [];
  const index = rows.some((row) => !live.has(row.id)) ? await siteIndexOf(db) : null;
  for (const row of rows) {
    if (live.has(row.id) || !index) continue;
    // One after another: `db` may be a transaction (Queryable, db/client.server.ts).
    const { revision } = await newestRevision(db, row.slug);
    const snapshot = await snapshotOf(db, row.slug);
    const [page] = await db.select().from(pages).where(eq(pages.id, row.id)).limit(1);
    // With what it shows from elsewhere as visitors see it now (page-shows.ts).
    const shows = await showsOfState(db, page, snapshot, index);
    await db
      .insert(pageLiveContent)
      .values({ pageId: row.id, requestId: null, revision, snapshot: { ...snapshot, shows } })
      .onConflictDoNothing();
    kept.push(row.id);
  }
  return kept;
}

/**
 * After a change that may change which pages need approval (a setting per page or per kind, a page's kind,
 * a move), given whether each page needed it before: a page that needs it now keeps what visitors see
 * (keepWhatVisitorsSee), a page that no longer does keeps its approved copy until someone publishes it
 * (never an automatic drop that would show its newer, unreviewed rows), and each change is in the
 * 'Freigabe-Protokoll', with who and why. Judged so, a change of kind or parent is as strict as the
 * stricter of the page's old and new requirement.
 */
export async function settleRequirements(db: Queryable, before: ReadonlyMap<number, boolean>, actor: ApprovalActor, why: string) {
  const after = await approvalRequirements(db, [...before.keys()]);
  const changed = [...after].filter(([id, needs]) => before.get(id) !== needs);
  if (!changed.length) return changed;
  await keepWhatVisitorsSee(
    db,
    changed.filter(([, needs]) => needs).map(([id]) => id),
  );
  const rows = await db
    .select()
    .from(pages)
    .where(
      inArray(
        pages.id,
        changed.map(([id]) => id),
      ),
    );
  const now = new Date();
  for (const page of rows) {
    const needs = after.get(page.id) === true;
    const { revision } = await newestRevision(db, page.slug);
    await writeLog(db, {
      event: needs ? "required" : "not-required",
      requestId: null,
      page: pageFacts(page),
      revision,
      actor,
      comment: approvalTexts.requirementComment(needs, why),
      at: now,
    });
  }
  // Which pages' neighbours and frames show live copies may have changed.
  reportEverythingChanged();
  return changed;
}

/**
 * A page that no longer needs approval but still shows visitors its approved copy, published by someone (the
 * page action, the edit dialog, the scheduler): its rows are what visitors see from now on, and the log says
 * who did it. Nothing when it needs approval (then only publishApprovedContent changes the copy) or has none.
 */
export async function releaseLiveContent(db: Queryable, page: Pick<Page, "id" | "slug" | "title" | "language">, revision: number, actor: ApprovalActor) {
  const [live] = await db.select({ pageId: pageLiveContent.pageId }).from(pageLiveContent).where(eq(pageLiveContent.pageId, page.id)).limit(1);
  if (!live || (await approvalRequired(db, page))) return false;
  await db.delete(pageLiveContent).where(eq(pageLiveContent.pageId, page.id));
  await writeLog(db, { event: "published", requestId: null, page: pageFacts(page), revision, actor, comment: approvalTexts.releasedComment });
  reportEverythingChanged();
  return true;
}

/** 'Freigabe erforderlich' per page kind (administrators; global setting), logged for every page it changes. */
export async function setApprovalKinds(db: Queryable, kinds: readonly string[], actor: ApprovalActor) {
  const clean = [...new Set(kinds.filter(isPageKind))].sort((a, b) => pageKinds.indexOf(a) - pageKinds.indexOf(b));
  const before = await approvalRequirements(db);
  const was = await approvalKinds(db);
  await db.update(globalSettings).set({ approvalKinds: clean, updatedAt: new Date() }).where(eq(globalSettings.id, 1));
  const why = approvalTexts.becauseKindSetting(
    clean.filter((k) => !was.includes(k)),
    was.filter((k) => !(clean as string[]).includes(k)),
  );
  return settleRequirements(db, before, actor, why);
}

/**
 * 'Freigabe erforderlich' for one page and its language versions: true, false, or null (its kind decides).
 * Holds for the pages below it as well (requiresApproval), so every page's requirement is judged again.
 */
export async function setPageApproval(db: Queryable, pageId: number, required: boolean | null, actor: ApprovalActor) {
  const page = await pageOrGone(db, pageId);
  const before = await approvalRequirements(db);
  if (required === null) await db.delete(pageApprovalSettings).where(eq(pageApprovalSettings.translationKey, page.translationKey));
  else
    await db
      .insert(pageApprovalSettings)
      .values({ translationKey: page.translationKey, required, changedBy: actor.email, changedAt: new Date() })
      .onConflictDoUpdate({ target: pageApprovalSettings.translationKey, set: { required, changedBy: actor.email, changedAt: new Date() } });
  return settleRequirements(db, before, actor, approvalTexts.becausePageSetting);
}

/**
 * A page's own 'Freigabe erforderlich' (null: its kind decides), what its kind says, and whether a page above
 * it requires approval; null for no such page.
 */
export async function pageApprovalSetting(db: Queryable, pageId: number): Promise<{ own: boolean | null; byKind: boolean; inherited: boolean } | null> {
  const facts = (await requirementFacts(db, [pageId])).get(pageId);
  if (!facts) return null;
  return { own: facts.own, byKind: (await approvalKinds(db)).includes(facts.kind), inherited: facts.inherited };
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
