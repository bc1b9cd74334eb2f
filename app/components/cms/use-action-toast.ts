import { useEffect } from "react";
import { toast } from "sonner";

export type ActionFeedback = { ok: boolean; message: string };

/**
 * Shows an action's result as a toast once per answer. The same message is also rendered in the page
 * from actionData, so it stays readable without JavaScript and after the toast is gone.
 */
export function useActionToast(feedback: ActionFeedback | undefined) {
  useEffect(() => {
    if (!feedback) return;
    if (feedback.ok) toast.success(feedback.message);
    else toast.error(feedback.message);
    // A new action answer is a new object even when the text repeats: the identity is the trigger.
  }, [feedback]);
}
