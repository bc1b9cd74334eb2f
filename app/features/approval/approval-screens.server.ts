// The screens of the 'Freigabe' (docs/decisions/0039-approval.md): the editor's state and 'Zur Freigabe einreichen', the
// open submissions, the review of one with its changes against the live version, and the decision.
// Submissions and decisions run through writeContent (right, one transaction); their mails go out after
// the commit (approval-mails.server.ts), so a mail never holds the page's lock nor announces an outcome
// that rolled back.
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { db as database, type Queryable } from "#db/client.server";
import { approvalRequests, mediaAssets, pages } from "#db/schema";
import { can } from "~/core/access/access-control";
import type { Viewer } from "~/core/access/viewer";
import { writeContent } from "~/core/content/content-write.server";
import { RevisionConflictError } from "~/core/revisions/page-history.server";
import { formatSwissDateTimeShort } from "~/lib/date-format";
import { isSiteLanguage, languageFacts } from "~/lib/languages";
import { isRouterResponse } from "~/lib/router-response";
import { logger } from "~/core/logger.server";
import type { EditorApproval } from "./approval-panel";
import { diffAssetIds, diffSnapshots } from "./approval-diff";
import { notifyDecision, notifySubmission } from "./approval-mails.server";
import { approvalTexts, documentVersionFilePath, statusLabels, submittedDocument } from "./approval-rules";
import { showsChanges, showsOf } from "~/features/visitor-site/page-shows";
import { showsOfState } from "~/features/visitor-site/page-shows.server";
import { snapshotOf } from "~/core/revisions/page-history.server";
import { ApprovalError, approvalRequired, decideApproval, liveContentOf, ownRevisions, submitForApproval } from "./approval.server";

const languageName = (language: string) => (isSiteLanguage(language) ? languageFacts[language].staffName : language);
const when = (d: Date | null) => (d ? formatSwissDateTimeShort(d) : null);

type RequestRow = typeof approvalRequests.$inferSelect;

/** A document version's facts as submitted, with the reviewer's download of its file; null for a page's submission. */
function documentOf(row: RequestRow) {
  const document = submittedDocument(row);
  if (!document) return null;
  return { ...document, languageName: languageName(document.language), filePath: documentVersionFilePath(document.versionId) };
}

/** A submission as the screens show it (no snapshot). */
function describe(row: RequestRow) {
  return {
    document: documentOf(row),
    id: row.id,
    pageId: row.pageId,
    pageTitle: row.pageTitle,
    pageSlug: row.pageSlug,
    language: row.language,
    languageName: languageName(row.language),
    revision: row.revision,
    status: row.status,
    statusLabel: statusLabels[row.status],
    comment: row.comment,
    submittedBy: row.submittedBy,
    submittedAt: when(row.submittedAt),
    decidedBy: row.decidedBy,
    decidedAt: when(row.decidedAt),
    reason: row.reason,
    voidedBy: row.voidedBy,
    voidedAt: when(row.voidedAt),
    voidedByRevision: row.voidedByRevision,
    voidedBecause: row.voidedBecause,
    publishedAt: when(row.publishedAt),
  };
}

export type ApprovalRequestView = ReturnType<typeof describe>;

/**
 * What the page editor says about the version's approval: whether it needs one, the newest submission
 * (open, decided or voided, so a voiding or a rejection is said to the editor) and whether this person
 * may submit now.
 */
export async function loadEditorApproval(db: Queryable, pageId: number | null, viewer: Viewer): Promise<EditorApproval | null> {
  if (pageId === null) return null;
  const [row] = await db.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!row) return { required: false as const };
  if (!(await approvalRequired(db, row))) {
    // No approval needed (any more), but visitors still see an approved copy until someone publishes (decision 0043).
    const liveCopy = (await liveContentOf(db, row.id)) !== null;
    return { required: false as const, liveCopy, canPublish: can(viewer.role, "pages.publish") };
  }
  const [latest] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.pageId, pageId), isNull(approvalRequests.documentVersionId)))
    .orderBy(desc(approvalRequests.id))
    .limit(1);
  const open = latest && (latest.status === "submitted" || latest.status === "approved");
  // A published approval covers the pictures, testimonials and teasers the page showed then: what changed since
  // reaches visitors with the next approval (app/features/visitor-site/page-shows.ts).
  const live = latest?.status === "approved" && latest.publishedAt ? await liveContentOf(db, row.id) : null;
  const showsChanged = live ? showsChanges(showsOf(live), await showsOfState(db, row, await snapshotOf(db, row.slug))) : [];
  return {
    required: true as const,
    latest: latest ? describe(latest) : null,
    canSubmit: can(viewer.role, "approvals.submit") && (!open || showsChanged.length > 0),
    canPublish: can(viewer.role, "pages.publish"),
    showsChanged,
  };
}

/** 'Zur Freigabe einreichen' from the page editor; the approvers' mail goes out after the commit. */
export async function submitFromEditor(viewer: Viewer, input: { pageId: number; baseRevision: number; comment?: unknown }) {
  try {
    const request = await writeContent(viewer, "approvals.submit", (tx, v) =>
      submitForApproval(tx, input.pageId, { baseRevision: input.baseRevision, comment: input.comment }, { id: v.id, email: v.email }),
    );
    await mailSafely(() => notifySubmission(database(), request));
    return { status: 200, result: { ok: true, message: `«${request.pageTitle}» (Revision ${request.revision}) ist zur Freigabe eingereicht.` } };
  } catch (error) {
    return refusal(error);
  }
}

/** 'Freigeben' or 'Ablehnen'; the submitter's mail goes out after the commit. */
export async function decideFromReview(viewer: Viewer, requestId: number, input: { decision: "approve" | "reject"; reason?: unknown }) {
  try {
    const decided = await writeContent(viewer, "approvals.decide", (tx, v) => decideApproval(tx, requestId, input, v));
    await mailSafely(() => notifyDecision(database(), decided));
    return {
      status: 200,
      result: { ok: true, message: decided.status === "approved" ? "Die Fassung ist freigegeben." : "Die Fassung ist abgelehnt." },
    };
  } catch (error) {
    return refusal(error);
  }
}

async function mailSafely(send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Freigabe-Mail konnte nicht versendet werden");
  }
}

function refusal(error: unknown): { status: number; result: { ok: false; message: string; conflict?: boolean } } {
  // writeContent's 409 for writes that raced (a thrown data() answer): said on the screen like any other 409.
  const answer = error as { type?: unknown; data?: { message?: string }; init?: { status?: number } | null };
  if (answer?.type === "DataWithResponseInit" && answer.init?.status === 409) {
    return { status: 409, result: { ok: false, message: answer.data?.message ?? approvalTexts.alreadyOpen, conflict: true } };
  }
  if (isRouterResponse(error)) throw error;
  if (error instanceof ApprovalError) return { status: error.status, result: { ok: false, message: error.message, conflict: error.status === 409 } };
  if (error instanceof RevisionConflictError) return { status: 409, result: { ok: false, message: error.message, conflict: true } };
  logger.error({ error: (error as Error).message }, "Freigabe-Aktion fehlgeschlagen");
  return { status: 500, result: { ok: false, message: "Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut." } };
}

/** The submissions waiting for a decision, and the approved ones not yet published, oldest first. */
export async function listOpenSubmissions(db: Queryable) {
  const rows = await db
    .select()
    .from(approvalRequests)
    .where(inArray(approvalRequests.status, ["submitted", "approved"]))
    .orderBy(approvalRequests.submittedAt, approvalRequests.id);
  return rows.filter((row) => row.status === "submitted" || !row.publishedAt).map(describe);
}

/** One submission with what it would change against the live version, for the review screen. */
export async function loadReview(db: Queryable, requestId: number, viewer: Viewer) {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, requestId)).limit(1);
  if (!row) return null;
  const document = documentOf(row);
  if (document) {
    // A document version: its facts and its file are the review (document-approval.server.ts); no page diff.
    const [page] = await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, row.pageId)).limit(1);
    const submitted = row.status === "submitted";
    return {
      request: describe(row),
      pageSlugNow: page?.slug ?? null,
      hasLive: false,
      // No page content in the submission: an empty diff (the screen shows the version's facts instead).
      diff: diffSnapshots(null, row.snapshot),
      pictureNames: Object.fromEntries<string>([]),
      canDecide: can(viewer.role, "approvals.decide") && submitted,
      ownNote: !submitted
        ? null
        : row.submittedById === viewer.id
          ? approvalTexts.ownSubmission
          : document.uploadedById === viewer.id
            ? approvalTexts.ownUpload
            : null,
    };
  }
  const live = await liveContentOf(db, row.pageId);
  const diff = diffSnapshots(live, row.snapshot);
  const ids = diffAssetIds(diff);
  const assets = ids.length
    ? await db.select({ id: mediaAssets.id, filename: mediaAssets.filename, title: mediaAssets.title }).from(mediaAssets).where(inArray(mediaAssets.id, ids))
    : [];
  const pictureNames = Object.fromEntries(assets.map((a) => [a.id, a.title ? `${a.title} (${a.filename})` : a.filename]));
  const own = row.status === "submitted" && viewer.id ? await ownRevisions(db, row, viewer.id) : [];
  const [page] = await db
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.id, row.pageId)))
    .limit(1);
  return {
    request: describe(row),
    pageSlugNow: page?.slug ?? null,
    hasLive: live !== null,
    diff,
    pictureNames,
    canDecide: can(viewer.role, "approvals.decide") && row.status === "submitted",
    /** Why this person may not approve (their own submission or change): said before they try. */
    ownNote:
      row.status !== "submitted" ? null : row.submittedById === viewer.id ? approvalTexts.ownSubmission : own.length ? approvalTexts.ownChange(own) : null,
  };
}
