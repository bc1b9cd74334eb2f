// One toast per action answer (spec §4 "Toasts: only one at a time" — the CMS Toaster shows one).
// A conflict offers 'Neu laden', which fetches the current state of the screen again.
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";

export interface ActionAnswer {
  success: boolean;
  message: string | null;
  error: string | null;
  conflict?: boolean;
}

export function useResultToast<T extends ActionAnswer>(result: T | undefined, onResult?: (result: T) => void) {
  const revalidator = useRevalidator();
  const handled = useRef<T | undefined>(undefined);
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    // Each answer is a new object: show it once, even when the same text repeats.
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.success) {
      if (result.message) toast.success(result.message);
    } else if (result.conflict) {
      toast.error(result.error ?? "Fehler beim Speichern", {
        duration: Number.POSITIVE_INFINITY,
        action: { label: "Neu laden", onClick: () => void revalidator.revalidate() },
      });
    } else {
      toast.error(result.error ?? "Fehler beim Speichern");
    }
    callback.current?.(result);
  }, [result, revalidator]);
}
