// The form inside a delete question (CmsConfirmDialog): posts the intent and the id to the screen's
// action, so the deletion works without JavaScript; the button says while it runs.
import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { cmsButton } from "./cms-button";

export function CmsDeleteForm({ action, intent, id, busy }: { action: string; intent: string; id: number; busy: boolean }) {
  return (
    <Form method="post" action={action} replace>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={busy} className={cmsButton("danger", "w-full sm:w-auto")}>
        <Trash2 aria-hidden="true" className="size-4" />
        {busy ? "Wird gelöscht..." : "Endgültig löschen"}
      </button>
    </Form>
  );
}
