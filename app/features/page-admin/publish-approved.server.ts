// Publishing a page that needs 'Freigabe' (docs/decisions/0039-approval.md): by hand and from the edit mode (the page
// list's action), always its approved revision, also when an earlier approved revision is live. The
// 'Veröffentlichungs-Check' runs as for every publication.
import { eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pages } from "#db/schema";
import { assertRevision, recordRevision, type RevisionAuthor } from "~/core/revisions/page-history.server";
import { checkPage, mayPublishDespite, PublishCheckRefused, storeCheckResult } from "~/features/publish-check/publish-check.server";
import { checkTexts } from "~/features/publish-check/check-texts";
import { pageById } from "./page-admin.server";
import { approvalTexts } from "~/features/approval/approval-rules";
import { ApprovalError, publishApprovedContent, validApproval } from "~/features/approval/approval.server";

export async function publishApprovedVersion(
  tx: Queryable,
  pageId: number,
  change: { author: RevisionAuthor; baseRevision?: number; publishAnyway: boolean },
): Promise<{ revision: number }> {
  const page = await pageById(tx, pageId, change);
  await assertRevision(tx, page.slug, change.baseRevision);
  const approval = await validApproval(tx, page);
  if (!approval.ok) throw new ApprovalError(approval.message, 409);
  const report = await checkPage(tx, { ...page, published: true });
  if (report.errors > 0 && !mayPublishDespite(report, change.publishAnyway)) throw new PublishCheckRefused(report);
  await tx.update(pages).set({ published: true, updatedAt: new Date() }).where(eq(pages.id, page.id));
  const summary = approvalTexts.publishedSummary(approval.request.revision);
  const revision = await recordRevision(tx, page.slug, {
    action: "publish",
    summary: report.errors > 0 ? `${summary} – ${checkTexts.summaryDespite(report.errors)}` : summary,
    author: change.author,
  });
  await storeCheckResult(tx, report, revision);
  await publishApprovedContent(tx, { ...page, published: true }, approval.request, revision, change.author);
  return { revision };
}
