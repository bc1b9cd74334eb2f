// 'Freigabe' of a document version ('Dokumente', docs/decisions/0046-documents.md): the one approval model of
// decision 0039 – the same requests, decisions (approval.server.ts decideApproval), log, screens and mails – for a
// version of a document instead of a revision of a page. A request carries document_version_id and the version's
// facts (snapshot.document); it names the product's page in the document's language (or its German page) so the
// lists and the log read like a page's. One open request per version (a unique index). The documents feature
// calls these inside its own transactions; nothing here knows about document storage.
import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { approvalRequests, type DocumentSubmissionFacts, type Page } from "#db/schema";
import { approvalRequired, ApprovalError, requestPageFacts, writeLog, type ApprovalActor } from "./approval.server";
import { approvalTexts, cleanComment } from "./approval-rules";

const OPEN = ["submitted", "approved"] as const;

/** Whether a product (its page group, by one of its pages) needs approval: the page rule of decision 0043. */
export async function productRequiresApproval(db: Queryable, productPage: Pick<Page, "id">): Promise<boolean> {
  return approvalRequired(db, productPage);
}

/**
 * The status of a version's newest request, in SQL, for a list that filters by it (the 'Dokumente' screen's states
 * 'In Freigabe' and 'Freigegeben'): the same request latestDocumentRequests picks, found by the index on
 * (document_version_id, id).
 */
export function latestDocumentRequestStatus(versionId: AnyColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${approvalRequests.status} from ${approvalRequests} where ${approvalRequests.documentVersionId} = ${versionId} order by ${approvalRequests.id} desc limit 1)`;
}

/** The open statuses of a request: a draft with one of these is 'In Freigabe' or 'Freigegeben'. */
export const openRequestStatuses = OPEN;

/** The newest request of each version (open, decided or voided), by version id. */
export async function latestDocumentRequests(db: Queryable, versionIds: readonly number[]) {
  const result = new Map<number, typeof approvalRequests.$inferSelect>();
  if (!versionIds.length) return result;
  const rows = await db
    .select()
    .from(approvalRequests)
    .where(inArray(approvalRequests.documentVersionId, [...versionIds]))
    .orderBy(desc(approvalRequests.id));
  for (const row of rows) if (row.documentVersionId !== null && !result.has(row.documentVersionId)) result.set(row.documentVersionId, row);
  return result;
}

/** The version's open request (submitted or approved), if any. */
export async function openDocumentRequest(db: Queryable, versionId: number) {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.documentVersionId, versionId), inArray(approvalRequests.status, OPEN)))
    .limit(1);
  return row ?? null;
}

/** 'Zur Freigabe einreichen' of a draft version: one open request per version. */
export async function submitDocumentVersion(
  db: Queryable,
  input: { page: Pick<Page, "id" | "translationKey" | "slug" | "title">; facts: DocumentSubmissionFacts; comment?: unknown },
  actor: ApprovalActor,
) {
  const comment = cleanComment(input.comment);
  if (!comment.ok) throw new ApprovalError(comment.message, 400);
  const open = await openDocumentRequest(db, input.facts.versionId);
  if (open) throw new ApprovalError(open.status === "approved" ? approvalTexts.alreadyApproved : approvalTexts.alreadyOpen, 409);
  const [request] = await db
    .insert(approvalRequests)
    .values({
      pageId: input.page.id,
      translationKey: input.page.translationKey,
      pageSlug: input.page.slug,
      pageTitle: input.page.title,
      language: input.facts.language,
      // A document version has no page revision; 1 keeps the column's meaning ("the first and only state").
      revision: 1,
      snapshot: { page: null, sections: [], document: input.facts },
      status: "submitted",
      comment: comment.value,
      submittedById: actor.id,
      submittedBy: actor.email,
      documentVersionId: input.facts.versionId,
    })
    .returning();
  await writeLog(db, {
    event: "submitted",
    requestId: request.id,
    page: requestPageFacts(request),
    revision: 1,
    actor,
    comment: comment.value,
    documentVersionId: input.facts.versionId,
  });
  return request;
}

/**
 * The approved request that allows publishing this version, or null. Only an approved request of this very
 * version counts: the file cannot change under it (a new file is a new version), so nothing voids it but deletion.
 */
export async function approvedDocumentRequest(db: Queryable, versionId: number) {
  const open = await openDocumentRequest(db, versionId);
  return open?.status === "approved" ? open : null;
}

/** Records the publication of an approved version in its request and in the 'Freigabe-Protokoll'. */
export async function recordDocumentPublication(db: Queryable, request: typeof approvalRequests.$inferSelect, actor: ApprovalActor, now: Date) {
  await db.update(approvalRequests).set({ publishedAt: now, publishedRevision: 1 }).where(eq(approvalRequests.id, request.id));
  await writeLog(db, {
    event: "published",
    requestId: request.id,
    page: requestPageFacts(request),
    revision: 1,
    actor,
    comment: null,
    at: now,
    documentVersionId: request.documentVersionId,
  });
}

/** A draft that is deleted: its open request is void, and the log says who and why. */
export async function voidDocumentRequest(db: Queryable, versionId: number, actor: ApprovalActor, because: string, now = new Date()) {
  const open = await openDocumentRequest(db, versionId);
  if (!open) return;
  await db
    .update(approvalRequests)
    .set({ status: "voided", voidedAt: now, voidedBy: actor.email, voidedByRevision: 1, voidedBecause: because })
    .where(eq(approvalRequests.id, open.id));
  await writeLog(db, {
    event: "voided",
    requestId: open.id,
    page: requestPageFacts(open),
    revision: 1,
    actor,
    comment: because,
    at: now,
    documentVersionId: versionId,
  });
}
