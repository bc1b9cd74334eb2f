import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "~/lib/cn";
import type { ActionResult } from "./action-result";

/**
 * An action's result inside the page. role=status/alert makes screen readers announce it after a
 * submission without JavaScript too (the toast only exists when JavaScript runs).
 */
export function CmsFeedback({ feedback, className }: { feedback: ActionResult | undefined; className?: string }) {
  if (!feedback) return null;
  const Icon = feedback.ok ? CircleCheck : CircleAlert;
  return (
    <p
      role={feedback.ok ? "status" : "alert"}
      className={cn(
        "flex items-start gap-2 rounded-card border px-4 py-3 text-sm font-medium",
        feedback.ok ? "border-success text-success" : "border-destructive text-destructive",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{feedback.message}</span>
    </p>
  );
}
