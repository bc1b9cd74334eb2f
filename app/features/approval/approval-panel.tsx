// The page editor's 'Freigabe' box (docs/decisions/0039-approval.md): the state of the version's approval (waiting,
// approved, rejected with the reason, void since a later change) and 'Zur Freigabe einreichen' with a comment.
import { ClipboardCheck } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { useActionToast } from "~/components/cms/use-action-toast";
import type { ActionResult } from "~/components/cms/action-result";
import type { ApprovalRequestView } from "./approval-screens.server";
import { approvalTexts, COMMENT_LIMIT } from "./approval-rules";

/**
 * `liveCopy` of a page that needs no approval (any more): visitors still see its approved copy, and its rows
 * reach them only once someone publishes the page (docs/decisions/0043-page-kind-and-approval-requirement.md).
 */
export type EditorApproval =
  | { required: false; liveCopy?: boolean; canPublish?: boolean }
  | {
      required: true;
      latest: ApprovalRequestView | null;
      canSubmit: boolean;
      canPublish: boolean;
      /** What the page would show from elsewhere that its live approval does not cover (page-shows.ts): submit again to show it. */
      showsChanged?: string[];
    };

export const APPROVAL_API = "/cms/api/freigabe";

/** One sentence on where the version's approval stands, for the editor and the reviewer. */
export function approvalStateText(latest: ApprovalRequestView | null): string {
  if (!latest) return "Noch nicht zur Freigabe eingereicht. Veröffentlicht wird nur eine freigegebene Fassung.";
  // A page's submission is one of its revisions; a document's is a version with its own label ('Rev. 3'), which
  // has no revisions – "Revision 1" would name nothing the staff know (decision 0046).
  const subject = latest.document ? `Die Version «${latest.document.label}»` : `Revision ${latest.revision}`;
  switch (latest.status) {
    case "submitted":
      return `${subject} ist zur Freigabe eingereicht (${latest.submittedBy}, ${latest.submittedAt}) und wartet auf die Entscheidung.`;
    case "approved":
      return latest.publishedAt
        ? `${subject} ist freigegeben (${latest.decidedBy}, ${latest.decidedAt}) und veröffentlicht (${latest.publishedAt}).`
        : `${subject} ist freigegeben (${latest.decidedBy}, ${latest.decidedAt}) und kann veröffentlicht werden.`;
    case "rejected":
      return `${subject} wurde abgelehnt (${latest.decidedBy}, ${latest.decidedAt}). Begründung: ${latest.reason ?? "–"}`;
    case "voided":
      if (latest.document)
        return `Die Freigabe der Version «${latest.document.label}» gilt nicht mehr (${latest.voidedBy ?? "Jemand"}, ${latest.voidedAt ?? ""}${latest.voidedBecause ? `: ${latest.voidedBecause}` : ""}).`;
      return (
        `Die Freigabe von Revision ${latest.revision} gilt nicht mehr: ${latest.voidedBy ?? "Jemand"} hat die Seite geändert ` +
        `(Revision ${latest.voidedByRevision ?? "?"}, ${latest.voidedAt ?? ""}${latest.voidedBecause ? `: ${latest.voidedBecause}` : ""}). Bitte erneut einreichen.`
      );
  }
}

/** The edit mode's page endpoint (app/routes/cms/live-edit.ts): the page list's own publish action and checks, answered as JSON. */
const publishEndpoint = (slug: string) => `/cms/api/live-edit?slug=${encodeURIComponent(slug)}&scope=page`;

/**
 * `onChanged`: how the surrounding screen reads its state again after a submission or publication (the
 * edit mode's panel reloads its own data); by default the route's loaders run again.
 * `compact`: the edit mode's narrow panel, where the box is one part among others.
 */
export function ApprovalPanel({
  approval,
  pageId,
  slug,
  baseRevision,
  onChanged,
  compact = false,
}: {
  approval: EditorApproval;
  pageId: number;
  slug: string;
  baseRevision: number;
  onChanged?: () => Promise<unknown>;
  compact?: boolean;
}) {
  const revalidator = useRevalidator();
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ActionResult | undefined>(undefined);
  useActionToast(answer);
  async function post(url: string, body: object) {
    setBusy(true);
    try {
      const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      const result = (await res.json().catch(() => ({ ok: false, message: "Die Aktion ist fehlgeschlagen." }))) as ActionResult;
      setAnswer(result);
      if (result.ok) setComment("");
      await (onChanged ? onChanged() : revalidator.revalidate());
    } finally {
      setBusy(false);
    }
  }
  const Heading = compact ? "h3" : "h2";
  if (!approval.required) {
    if (!approval.liveCopy) return null;
    return (
      <section aria-labelledby="freigabe-titel" className={`flex flex-col gap-3 rounded-card border border-border bg-card ${compact ? "p-3 text-sm" : "p-4"}`}>
        <Heading id="freigabe-titel" className={`flex items-center gap-2 font-semibold ${compact ? "text-sm" : "text-lg"}`}>
          <ClipboardCheck aria-hidden="true" className="size-5" />
          Freigabe
        </Heading>
        <p className="text-sm" data-testid="freigabe-status">
          Diese Seite braucht keine Freigabe mehr. Besucher sehen weiter die zuletzt freigegebene Fassung, bis jemand die aktuelle Fassung veröffentlicht.
        </p>
        {approval.canPublish ? (
          <button
            type="button"
            className={cmsButton("primary", "w-fit")}
            disabled={busy}
            onClick={() => void post(publishEndpoint(slug), { intent: "toggle", data: { pageId, baseRevision, published: true } })}
          >
            Aktuelle Fassung veröffentlichen
          </button>
        ) : null}
        {answer && !answer.ok ? <CmsFeedback feedback={answer} /> : null}
      </section>
    );
  }
  const { latest, canSubmit, canPublish, showsChanged = [] } = approval;
  const publishable = canPublish && latest?.status === "approved" && !latest.publishedAt;
  const tone = latest?.status === "rejected" || latest?.status === "voided" ? "border-amber-300 bg-amber-50 text-amber-950" : "border-border bg-card";
  return (
    <section aria-labelledby="freigabe-titel" className={`flex flex-col gap-3 rounded-card border ${compact ? "p-3 text-sm" : "p-4"} ${tone}`}>
      <Heading id="freigabe-titel" className={`flex items-center gap-2 font-semibold ${compact ? "text-sm" : "text-lg"}`}>
        <ClipboardCheck aria-hidden="true" className="size-5" />
        Freigabe
      </Heading>
      <p className="text-sm" data-testid="freigabe-status">
        <span className="font-semibold">{latest ? approvalStatusBadge(latest.status) : "Nicht eingereicht"}:</span> {approvalStateText(latest)}
      </p>
      {latest ? (
        <Link to={`/cms/freigaben/${latest.id}`} className="focus-ring w-fit rounded-sm text-sm font-semibold text-primary underline">
          Einreichung ansehen
        </Link>
      ) : null}
      {showsChanged.length ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-2.5 text-sm text-amber-950" data-testid="freigabe-anderswo">
          <p className="font-semibold">Seit der Freigabe geändert, was die Seite zeigt – Besucher sehen es erst nach einer neuen Freigabe:</p>
          <ul className="mt-1 list-disc pl-5">
            {showsChanged.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {canSubmit ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void post(APPROVAL_API, { intent: "submit", pageId, baseRevision, comment });
          }}
        >
          <label htmlFor="freigabe-kommentar" className="text-sm font-semibold">
            {approvalTexts.commentLabel} <span className="font-normal text-muted-foreground">(für die prüfende Person)</span>
          </label>
          <textarea
            id="freigabe-kommentar"
            value={comment}
            maxLength={COMMENT_LIMIT}
            rows={2}
            onChange={(event) => setComment(event.target.value)}
            className="focus-ring rounded-md border border-input bg-background px-3 py-2 text-sm"
          />
          <button type="submit" className={cmsButton("primary", "w-fit")} disabled={busy}>
            {busy ? "Wird eingereicht..." : approvalTexts.submit}
          </button>
        </form>
      ) : null}
      {publishable ? (
        // Publishes exactly the approved revision (app/features/page-admin/publish-approved.server.ts), also on a page that is live already.
        <button
          type="button"
          className={cmsButton("primary", "w-fit")}
          disabled={busy}
          onClick={() => void post(publishEndpoint(slug), { intent: "toggle", data: { pageId, baseRevision, published: true } })}
        >
          Freigegebene Fassung veröffentlichen
        </button>
      ) : null}
      {answer && !answer.ok ? <CmsFeedback feedback={answer} /> : null}
    </section>
  );
}

export function approvalStatusBadge(status: ApprovalRequestView["status"]): string {
  return { submitted: "Eingereicht", approved: "Freigegeben", rejected: "Abgelehnt", voided: "Freigabe ungültig" }[status];
}
