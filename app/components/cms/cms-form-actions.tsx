// The foot of every CMS form: 'Abbrechen' (a link back, or a button that closes) and the submit
// button, which says 'Wird gespeichert...' while the form is on its way.
import { Save } from "lucide-react";
import { Link } from "react-router";
import { cmsButton } from "./cms-button";

export type CmsFormActionsProps = {
  busy: boolean;
  /** The submit button cannot be used yet (a required field is empty). */
  disabled?: boolean;
  saveLabel?: string;
} & ({ cancelTo: string; onCancel?: undefined } | { onCancel: () => void; cancelTo?: undefined });

export function CmsFormActions({ busy, disabled = false, saveLabel = "Speichern", cancelTo, onCancel }: CmsFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {cancelTo !== undefined ? (
        <Link to={cancelTo} className={cmsButton("secondary")}>
          Abbrechen
        </Link>
      ) : (
        <button type="button" className={cmsButton("secondary")} onClick={onCancel}>
          Abbrechen
        </button>
      )}
      <button type="submit" className={cmsButton("primary")} disabled={busy || disabled}>
        <Save aria-hidden="true" className="size-4" />
        {busy ? "Wird gespeichert..." : saveLabel}
      </button>
    </div>
  );
}
