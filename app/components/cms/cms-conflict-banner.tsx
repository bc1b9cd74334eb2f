// The notice after a refused save (docs/decisions/0005-revisions-and-caches.md): someone else saved first, the
// server's message names who; 'Neu laden' fetches the current state before the editor changes again.
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { cmsButton } from "./cms-button";

export type CmsConflictBannerProps = {
  message: string;
  /** Without it (a refusal that is no conflict) the banner only says what went wrong. */
  onReload?: () => void;
  reloadLabel?: string;
  /** Stacked, for the narrow floating editor of the edit mode. */
  compact?: boolean;
  className?: string;
  /** Shown instead of the reload button (the edit mode's choice after reloading). */
  children?: ReactNode;
};

export function CmsConflictBanner({ message, onReload, reloadLabel = "Neu laden", compact = false, className, children }: CmsConflictBannerProps) {
  return (
    <div
      role="alert"
      className={cn(
        "border border-destructive text-sm text-destructive",
        compact ? "rounded-md p-3" : "flex flex-col gap-3 rounded-card p-4 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <p>{message}</p>
      {children ??
        (onReload ? (
          <button type="button" className={cmsButton("secondary", compact ? "mt-2" : undefined)} onClick={onReload}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {reloadLabel}
          </button>
        ) : null)}
    </div>
  );
}
