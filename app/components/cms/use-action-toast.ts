// One toast per action answer (docs/product/cms-screens.md, "Toasts: only one at a time" — the CMS Toaster shows one). The
// same message is also rendered in the page where a screen shows it (CmsFeedback), so it stays readable
// without JavaScript and after the toast is gone. A conflict offers 'Neu laden', which fetches the
// current state of the screen again.
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { SAVE_FAILED, type ActionResult } from "./action-result";

export type ActionToastOptions = {
  /** What 'Neu laden' does after a conflict. */
  reload: () => unknown;
  /** The text of a failure, instead of the server's (a conflict keeps the server's, which names who saved). */
  failure?: string;
};

/** Shows one answer as a toast: the message of a success (if it has one), a conflict with 'Neu laden', or the failure. */
export function showActionToast(result: ActionResult<unknown>, { reload, failure }: ActionToastOptions) {
  if (result.ok) {
    if (result.message) toast.success(result.message);
  } else if (result.conflict) {
    toast.error(result.message || failure || SAVE_FAILED, {
      duration: Number.POSITIVE_INFINITY,
      action: { label: "Neu laden", onClick: () => void reload() },
    });
  } else {
    toast.error(failure ?? (result.message || SAVE_FAILED));
  }
}

/** Shows each new answer of an action (form or fetcher data) once; `onResult` runs once per answer too. */
export function useActionToast<T extends ActionResult<unknown>>(result: T | undefined, onResult?: (result: T) => void) {
  const revalidator = useRevalidator();
  const handled = useRef<T | undefined>(undefined);
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    // Each answer is a new object even when the text repeats: the identity is the trigger.
    if (!result || handled.current === result) return;
    handled.current = result;
    showActionToast(result, { reload: () => revalidator.revalidate() });
    callback.current?.(result);
  }, [result, revalidator]);
}
