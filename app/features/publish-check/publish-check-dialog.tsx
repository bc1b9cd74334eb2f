// The findings of the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md) in a dialog: errors, then hints, each with
// its section, field and a link to it; when publishing was refused, 'Trotzdem veröffentlichen' – unless a field is still
// untranslated, which no confirmation overrides (check-rules.ts overridesRefused).
import { AlertTriangle, ClipboardCheck, Info, LoaderCircle, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsIconButton } from "~/components/cms/cms-icon-button";
import { CmsDialog } from "~/components/cms/cms-dialog";
import { cn } from "~/lib/cn";
import type { Finding, PublishCheckResult } from "./check-rules";
import { overridesRefused } from "./override-rule";
import { checkTexts } from "./check-texts";
import {
  findingHref,
  publishCheckCountsUrl,
  publishCheckUrl,
  type CheckCounts,
  type PublishCheckAnswer,
  type PublishCheckCountsAnswer,
} from "./publish-check-client";

export interface PublishCheckDialogProps {
  result: PublishCheckResult;
  pageTitle: string;
  onClose: () => void;
  /** Given when publishing was refused: confirming publishes despite the errors. */
  onPublishAnyway?: () => void;
  busy?: boolean;
}

export function PublishCheckDialog({ result, pageTitle, onClose, onPublishAnyway, busy }: PublishCheckDialogProps) {
  const errors = result.findings.filter((f) => f.severity === "error");
  const hints = result.findings.filter((f) => f.severity === "hint");
  const mayOverride = overridesRefused(result.findings).length === 0;
  const refusedDescription = mayOverride ? checkTexts.blocked(errors.length) : checkTexts.blockedUntranslated;
  return (
    <CmsDialog
      title={`${checkTexts.title}: ${pageTitle}`}
      description={onPublishAnyway && errors.length ? refusedDescription : checkTexts.badge(errors.length, hints.length)}
      onClose={onClose}
      role={onPublishAnyway ? "alertdialog" : "dialog"}
      className="w-[min(44rem,calc(100%-2rem))]"
    >
      {result.findings.length === 0 ? <p className="mt-4 text-sm">{checkTexts.noFindings}</p> : null}
      <FindingGroup title={checkTexts.errors} findings={errors} result={result} severity="error" onNavigate={onClose} />
      <FindingGroup title={checkTexts.hints} findings={hints} result={result} severity="hint" onNavigate={onClose} />
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={cmsButton("secondary")} onClick={onClose} autoFocus>
          {checkTexts.close}
        </button>
        {onPublishAnyway && errors.length > 0 && mayOverride ? (
          <button type="button" className={cmsButton("danger")} onClick={onPublishAnyway} disabled={busy}>
            <Send aria-hidden="true" className="size-4" />
            {checkTexts.publishAnyway}
          </button>
        ) : null}
      </div>
    </CmsDialog>
  );
}

function FindingGroup({
  title,
  findings,
  result,
  severity,
  onNavigate,
}: {
  title: string;
  findings: Finding[];
  result: PublishCheckResult;
  severity: "error" | "hint";
  onNavigate: () => void;
}) {
  if (findings.length === 0) return null;
  const Icon = severity === "error" ? AlertTriangle : Info;
  return (
    <section className="mt-4" aria-label={`${title} (${findings.length})`}>
      <h3 className={cn("flex items-center gap-2 text-sm font-semibold", severity === "error" ? "text-destructive" : "text-foreground")}>
        <Icon aria-hidden="true" className="size-4" />
        {title} ({findings.length})
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {findings.map((finding, i) => (
          <li
            key={`${finding.rule}-${finding.sectionId}-${finding.field}-${i}`}
            className={cn("rounded-card border p-3 text-sm", severity === "error" ? "border-destructive/60" : "border-border")}
          >
            <p className="break-words">{finding.message}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span className="break-words">
                {finding.sectionId === null ? checkTexts.pageFields : checkTexts.section(finding.sectionName)} · {checkTexts.field(finding.fieldLabel)}
              </span>
              <Link to={findingHref(result, finding)} onClick={onNavigate} className="focus-ring rounded-sm font-semibold text-primary underline">
                {checkTexts.openField}
                <span className="sr-only">
                  : {finding.fieldLabel}
                  {finding.sectionId === null ? "" : ` in «${finding.sectionName}»`}
                </span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The row button of the page list (and the section editor): runs the check and shows the findings. */
export function PublishCheckButton({ pageId, pageTitle, variant = "icon" }: { pageId: number; pageTitle: string; variant?: "icon" | "button" }) {
  const fetcher = useFetcher<PublishCheckAnswer>({ key: `publish-check-${pageId}` });
  const [open, setOpen] = useState(false);
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state === "idle" && answer) setOpen(true);
  }, [fetcher.state, answer]);
  const run = () => void fetcher.load(publishCheckUrl(pageId));
  const busy = fetcher.state !== "idle";
  return (
    <>
      {variant === "icon" ? (
        <CmsIconButton
          icon={ClipboardCheck}
          label={`${checkTexts.run}: ${pageTitle}`}
          onClick={run}
          disabled={busy}
          aria-haspopup="dialog"
          title={checkTexts.run}
        />
      ) : (
        <button type="button" className={cmsButton("secondary")} onClick={run} disabled={busy} aria-haspopup="dialog">
          <ClipboardCheck aria-hidden="true" className="size-4" />
          {checkTexts.run}
        </button>
      )}
      {open && answer ? (
        answer.ok ? (
          <PublishCheckDialog result={answer.result} pageTitle={pageTitle} onClose={() => setOpen(false)} />
        ) : (
          <CmsDialog title={checkTexts.title} onClose={() => setOpen(false)} role="alertdialog">
            <p className="mt-2 text-sm text-destructive">{answer.message}</p>
          </CmsDialog>
        )
      ) : null}
    </>
  );
}

/**
 * The counts of the list's rows that came without them (`checkPending`, docs/decisions/0024-uncached-render-and-list-counts.md), asked for
 * once the list shows: by page id, and `waiting` while the answer is on its way. Asked again when
 * another set of pages (or a newer revision of one) is pending; a failed request leaves those rows
 * without a badge, as before the check existed.
 */
export function usePendingCheckCounts(rows: { id: number; revision: number; checkPending?: true }[]) {
  const key = rows
    .filter((row) => row.checkPending)
    .map((row) => `${row.id}:${row.revision}`)
    .join(",");
  const [answer, setAnswer] = useState<{ key: string; counts: Record<string, CheckCounts> } | null>(null);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const ids = key.split(",").map((part) => Number(part.split(":")[0]));
    fetch(publishCheckCountsUrl(ids), { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (res) => (await res.json()) as PublishCheckCountsAnswer)
      .then((body) => setAnswer({ key, counts: body.ok ? body.counts : {} }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, counts: {} });
      });
    return () => controller.abort();
  }, [key]);
  const counts = answer?.key === key ? answer.counts : null;
  return {
    countsOf: (id: number): CheckCounts | undefined => counts?.[String(id)],
    waiting: (row: { checkPending?: true }) => Boolean(row.checkPending) && counts === null,
  };
}

/** In place of the badge while a row's counts are being made. */
export function PublishCheckPending() {
  return (
    <span className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground" title={`${checkTexts.title}: ${checkTexts.pending}`}>
      <LoaderCircle aria-hidden="true" className="size-3 animate-spin motion-reduce:animate-none" />
      {checkTexts.pending}
    </span>
  );
}

/** The page list's badge: open errors and hints of the last check. */
export function PublishCheckBadge({ check }: { check: CheckCounts | undefined }) {
  if (!check || (check.errors === 0 && check.hints === 0)) return null;
  const label = checkTexts.badge(check.errors, check.hints);
  return (
    <span
      className={cn(
        "mt-1 inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold",
        check.errors > 0 ? "border-destructive text-destructive" : "border-border text-muted-foreground",
      )}
      title={`${checkTexts.title}: ${label}`}
    >
      {check.errors > 0 ? <AlertTriangle aria-hidden="true" className="size-3" /> : <Info aria-hidden="true" className="size-3" />}
      <span className="sr-only">{checkTexts.title}: </span>
      {check.errors + check.hints}
      <span className="sr-only"> ({label})</span>
    </span>
  );
}
