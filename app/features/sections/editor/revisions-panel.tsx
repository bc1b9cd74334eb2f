// 'Versionen' (docs/decisions/0005-revisions-and-caches.md): the page's revisions, newest first, each restorable
// after a confirmation. Restoring is itself a new revision, so it can be undone the same way.
import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsConfirmDialog } from "~/components/cms/cms-dialog";
import { useActionToast } from "~/components/cms/use-action-toast";
import type { SectionActionRequest, SectionActionResult } from "./section-action-types";
import type { RevisionRow } from "./section-editor.server";

export function RevisionsPanel({
  revisions,
  baseRevision,
  onResult,
}: {
  revisions: RevisionRow[];
  baseRevision: number;
  onResult: (result: SectionActionResult) => void;
}) {
  const fetcher = useFetcher<SectionActionResult>({ key: "revision-restore" });
  const [confirm, setConfirm] = useState<RevisionRow | null>(null);
  useActionToast(fetcher.data, (result) => {
    onResult(result);
    setConfirm(null);
  });
  const newest = revisions[0]?.revision;

  return (
    <section aria-labelledby="versionen" className="rounded-card border border-border bg-card p-4 text-card-foreground">
      <details>
        <summary className="focus-ring flex cursor-pointer items-center gap-2 rounded-sm text-lg font-semibold">
          <History aria-hidden="true" className="size-5" />
          <span id="versionen">Versionen ({revisions.length})</span>
        </summary>
        {revisions.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">Noch keine Versionen vorhanden.</p>
        ) : (
          <ol className="mt-3 divide-y divide-border">
            {revisions.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold">
                    Version {r.revision}: {r.summary}
                  </p>
                  <p className="text-muted-foreground">
                    {r.author} · <time dateTime={r.dateIso}>{r.date}</time>
                  </p>
                </div>
                {r.revision === newest ? (
                  <span className="text-xs font-semibold text-muted-foreground">Aktuelle Version</span>
                ) : (
                  <button type="button" className={cmsButton("secondary")} onClick={() => setConfirm(r)} aria-label={`Version ${r.revision} wiederherstellen`}>
                    <RotateCcw aria-hidden="true" className="size-4" />
                    Wiederherstellen
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </details>
      {confirm ? (
        <CmsConfirmDialog
          title={`Version ${confirm.revision} wiederherstellen?`}
          description="Seite und Sektionen werden auf diesen Stand zurückgesetzt. Der jetzige Stand bleibt als Version erhalten."
          confirmLabel="Wiederherstellen"
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
          tone="primary"
          busy={fetcher.state !== "idle"}
          onConfirm={() => {
            const body: SectionActionRequest = { intent: "restore", data: { revision: confirm.revision, baseRevision } };
            void fetcher.submit(JSON.stringify(body), { method: "post", encType: "application/json" });
          }}
          onCancel={() => setConfirm(null)}
        />
      ) : null}
    </section>
  );
}
