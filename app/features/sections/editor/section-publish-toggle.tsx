// The eye button of a section's toolbar, in the page editor (section-editor.tsx) and in the edit mode's
// panel (app/features/edit-mode/live-section-list.tsx): one label, title and icon for both.
import { Eye, EyeOff } from "lucide-react";
import { cmsIconButton } from "~/components/cms/cms-button";

export function SectionPublishToggle({
  name,
  published,
  disabled,
  className,
  onToggle,
}: {
  name: string;
  published: boolean;
  disabled: boolean;
  className?: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={cmsIconButton("ghost", className)}
      disabled={disabled}
      onClick={onToggle}
      aria-label={published ? `«${name}» als Entwurf speichern` : `«${name}» veröffentlichen`}
      title={published ? "Als Entwurf speichern" : "Veröffentlichen"}
    >
      {published ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
    </button>
  );
}
