// /cms/freigaben/:id: one submission for 'Freigabe' (docs/decisions/0039-approval.md), where the mails lead. Everyone
// with 'approvals.view' reads what would change against the live version; whoever has 'Freigeben' approves
// or rejects (with a reason). A 409 (someone decided first, the page changed meanwhile) is said on screen.
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { db } from "#db/client.server";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { cmsMeta } from "~/components/cms/cms-meta";
import { useActionToast } from "~/components/cms/use-action-toast";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { ApprovalDiffView } from "~/features/approval/approval-diff-view";
import { approvalStateText, approvalStatusBadge } from "~/features/approval/approval-panel";
import { approvalTexts, COMMENT_LIMIT, documentSubmissionTitle } from "~/features/approval/approval-rules";
import { decideFromReview, loadReview } from "~/features/approval/approval-screens.server";
import { pageEditorHref } from "~/features/pages/page-editor-href";
import { formatFileSize } from "~/lib/file-size";
import type { Route } from "./+types/approval-review";

function requestId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data({ ok: false, message: approvalTexts.notRequestable }, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, "approvals.view");
  const review = await loadReview(db(), requestId(params), viewer);
  if (!review) throw data({ ok: false, message: approvalTexts.notRequestable }, { status: 404 });
  return review;
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireOperation(request, "approvals.decide");
  const form = await request.formData();
  const decision = form.get("decision") === "reject" ? "reject" : form.get("decision") === "approve" ? "approve" : null;
  if (!decision) return data({ ok: false, message: "Ungültige Anfrage." }, { status: 400 });
  const { status, result } = await decideFromReview(viewer, requestId(params), { decision, reason: form.get("reason") ?? "" });
  return data(result, { status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return cmsMeta(loaderData ? `Freigabe: ${reviewTitle(loaderData.request)}` : "Freigabe");
}

/** A page's title, or a document version's kind, label and product ('Dokumente'). */
function reviewTitle(request: { pageTitle: string; document: { kindName: string; label: string; productTitle: string } | null }) {
  return request.document ? documentSubmissionTitle(request.document) : request.pageTitle;
}

/** What a reviewer checks of a document version: its facts as submitted and its file (docs/decisions/0046-documents.md). */
function DocumentFacts({ document }: { document: NonNullable<Route.ComponentProps["loaderData"]["request"]["document"]> }) {
  return (
    <section aria-labelledby="dokument" className="flex flex-col gap-3">
      <h2 id="dokument" className="text-xl font-semibold">
        Dokumentversion
      </h2>
      <dl className="grid gap-x-4 gap-y-1 rounded-card border border-border bg-card p-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Produkt</dt>
        <dd>{document.productTitle}</dd>
        <dt className="text-muted-foreground">Dokumentart</dt>
        <dd>{document.kindName}</dd>
        <dt className="text-muted-foreground">Version</dt>
        <dd data-testid="freigabe-dokument-version">{document.label}</dd>
        <dt className="text-muted-foreground">Sprache</dt>
        <dd>{document.languageName}</dd>
        <dt className="text-muted-foreground">Was sich geändert hat</dt>
        <dd className="whitespace-pre-wrap break-words">{document.changes || "–"}</dd>
        <dt className="text-muted-foreground">Sicherheitsrelevant</dt>
        <dd>{document.safetyRelevant ? "Ja" : "Nein"}</dd>
        <dt className="text-muted-foreground">Datei</dt>
        <dd className="break-all">
          <a href={document.filePath} className="focus-ring rounded-sm text-primary underline" download>
            {document.fileName}
          </a>{" "}
          <span className="text-muted-foreground">
            ({formatFileSize(document.sizeBytes, "de")}
            {document.pageCount ? `, ${document.pageCount} ${document.pageCount === 1 ? "Seite" : "Seiten"}` : ""})
          </span>
        </dd>
        <dt className="text-muted-foreground">SHA-256</dt>
        <dd className="break-all font-mono text-xs" data-testid="freigabe-dokument-hash">
          {document.fileSha256}
        </dd>
        <dt className="text-muted-foreground">Hochgeladen von</dt>
        <dd>{document.uploadedBy}</dd>
      </dl>
    </section>
  );
}

export default function ApprovalReviewScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { request, diff, pictureNames, hasLive, canDecide, ownNote, pageSlugNow } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [reason, setReason] = useState("");
  useActionToast(actionData);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <Link to="/cms/freigaben" className="focus-ring inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline">
          Zurück zu den Freigaben
        </Link>
        <h1 className="mt-3 font-display text-3xl font-bold">Freigabe: {reviewTitle(request)}</h1>
      </div>
      <dl className="grid gap-x-4 gap-y-1 rounded-card border border-border bg-card p-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{request.document ? "Produktseite" : "Seite"}</dt>
        <dd className="break-all">
          {pageSlugNow ? (
            <Link to={pageEditorHref(pageSlugNow)} className="focus-ring rounded-sm font-mono text-primary underline">
              {pageSlugNow}
            </Link>
          ) : (
            <span className="font-mono">{request.pageSlug}</span>
          )}
        </dd>
        <dt className="text-muted-foreground">Sprache</dt>
        <dd>{request.languageName}</dd>
        {request.document ? null : (
          <>
            <dt className="text-muted-foreground">Revision</dt>
            <dd>{request.revision}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Eingereicht</dt>
        <dd>
          {request.submittedBy}, {request.submittedAt}
        </dd>
        <dt className="text-muted-foreground">{approvalTexts.commentLabel}</dt>
        <dd className="whitespace-pre-wrap break-words">{request.comment ?? "–"}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd data-testid="freigabe-status">
          <span className="font-semibold">{approvalStatusBadge(request.status)}</span> – {approvalStateText(request)}
        </dd>
      </dl>

      {actionData ? <CmsFeedback feedback={actionData} /> : null}

      {request.document ? (
        <DocumentFacts document={request.document} />
      ) : (
        <section aria-labelledby="aenderungen" className="flex flex-col gap-3">
          <h2 id="aenderungen" className="text-xl font-semibold">
            Änderungen
          </h2>
          <ApprovalDiffView diff={diff} pictureNames={pictureNames} hasLive={hasLive} />
        </section>
      )}

      {canDecide ? (
        <section aria-labelledby="entscheidung" className="flex flex-col gap-3 rounded-card border border-border bg-card p-4">
          <h2 id="entscheidung" className="text-xl font-semibold">
            Entscheidung
          </h2>
          {ownNote ? (
            <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              {ownNote}
            </p>
          ) : null}
          <Form method="post" className="flex flex-col gap-3">
            <label htmlFor="freigabe-begruendung" className="text-sm font-semibold">
              {approvalTexts.reasonLabel} <span className="font-normal text-muted-foreground">(bei einer Ablehnung erforderlich)</span>
            </label>
            <textarea
              id="freigabe-begruendung"
              name="reason"
              rows={3}
              maxLength={COMMENT_LIMIT}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="focus-ring rounded-md border border-input bg-background px-3 py-2 text-sm"
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="decision" value="approve" className={cmsButton("primary")} disabled={busy || Boolean(ownNote)}>
                {approvalTexts.approve}
              </button>
              <button type="submit" name="decision" value="reject" className={cmsButton("danger")} disabled={busy}>
                {approvalTexts.reject}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
