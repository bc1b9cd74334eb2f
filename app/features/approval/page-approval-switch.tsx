// 'Freigabe erforderlich' for one page and its language versions, in the page dialog, for administrators
// (docs/decisions/0039-approval.md): as its page type says, or on or off for this page. Saved at once through
// /cms/api/freigabe.
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import type { ActionResult } from "~/components/cms/action-result";
import { APPROVAL_API } from "./approval-panel";

type Choice = "type" | "on" | "off";
const toRequired = (choice: Choice) => (choice === "type" ? null : choice === "on");

export function PageApprovalSwitch({ pageId, className }: { pageId: number; className?: string }) {
  const id = useId();
  const [state, setState] = useState<{ choice: Choice; byKind: boolean; inherited: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void fetch(`${APPROVAL_API}?pageId=${pageId}`)
      .then((res) => res.json() as Promise<ActionResult<{ own: boolean | null; byKind: boolean; inherited: boolean }>>)
      .then((result) => {
        if (!live || !result.ok || !result.data) return;
        const { own, byKind, inherited } = result.data;
        setState({ choice: own === null ? "type" : own ? "on" : "off", byKind, inherited });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pageId]);
  if (!state) return null;

  async function change(choice: Choice) {
    const before = state;
    setState((current) => (current ? { ...current, choice } : current));
    setBusy(true);
    try {
      const res = await fetch(APPROVAL_API, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ intent: "page-setting", pageId, required: toRequired(choice) }),
      });
      const result = (await res.json()) as ActionResult;
      if (result.ok) toast.success(result.message);
      else {
        toast.error(result.message);
        setState(before);
      }
    } catch {
      toast.error("Die Einstellung konnte nicht gespeichert werden.");
      setState(before);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold">
        Freigabe erforderlich
      </label>
      <select
        id={id}
        value={state.choice}
        disabled={busy}
        onChange={(event) => void change(event.target.value as Choice)}
        className="focus-ring mt-1 block w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
      >
        <option value="type">Wie der Seitentyp ({state.byKind ? "ja" : "nein"})</option>
        <option value="on">Ja, für diese Seite</option>
        <option value="off">Nein, für diese Seite nicht</option>
      </select>
      <p className="mt-1 text-xs text-muted-foreground">
        Gilt für alle Sprachfassungen der Seite und für die Seiten darunter.
        {state.inherited ? " Eine übergeordnete Seite verlangt die Freigabe auch für diese Seite." : ""} Was Besucher sehen, ändert sich dadurch nicht.
      </p>
    </div>
  );
}
