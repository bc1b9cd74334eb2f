// The edit mode for signed-in staff (docs/product/edit-mode.md, "Switching it on and off"; docs/decisions/0008-edit-mode.md): the fixed
// toggle bottom-right, Shift+E, ?edit=1 (removed from the address afterwards), the state kept under
// cms-edit-mode and announced by cms-edit-mode-changed, its toasts, and — while on — the floating
// editor for the page shown. The debug inspector opens independently of the mode.
import { PencilLine, PencilOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { CmsToaster } from "~/components/cms/cms-toaster";
import { DebugInspector, useDebugInspector } from "./debug-inspector";
import { editModeEvents, editModeTexts, editSlug, isTypingTarget, storageKeys, withoutEditParam } from "./edit-mode-settings";
import { LiveEditor } from "./live-editor";

function storedEditMode(): boolean {
  try {
    return window.localStorage.getItem(storageKeys.editMode) === "true";
  } catch {
    return false;
  }
}

function useEditModeSwitch() {
  const [enabled, setEnabled] = useState(storedEditMode);
  const location = useLocation();
  const navigate = useNavigate();

  const current = useRef(enabled);
  const set = useCallback((next: boolean) => {
    if (current.current === next) return;
    current.current = next;
    setEnabled(next);
    try {
      window.localStorage.setItem(storageKeys.editMode, String(next));
    } catch {
      // Not remembered across pages; still on for this one.
    }
    window.dispatchEvent(new CustomEvent(editModeEvents.changed, { detail: { enabled: next } }));
    toast.success(next ? editModeTexts.enabled : editModeTexts.disabled);
  }, []);

  // ?edit=1 switches it on, then leaves the address.
  useEffect(() => {
    const clean = withoutEditParam(new URL(window.location.href));
    if (clean === null) return;
    set(true);
    void navigate(clean, { replace: true, preventScrollReset: true });
  }, [location, navigate, set]);

  // Shift+E, outside text fields.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.code !== "KeyE" || isTypingTarget(event.target)) return;
      event.preventDefault();
      set(!current.current);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [set]);

  // Another tab switched it: follow without a toast.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.editMode) return;
      current.current = event.newValue === "true";
      setEnabled(current.current);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  return { enabled, set };
}

export default function EditModeRoot() {
  const { enabled, set } = useEditModeSwitch();
  const debug = useDebugInspector();
  const { pathname } = useLocation();
  const slug = editSlug(pathname);
  return (
    <>
      {/* The corners belong to the toggle (right) and the section toolbars (left). */}
      <CmsToaster position="bottom-center" />
      <button
        type="button"
        onClick={() => set(!enabled)}
        aria-pressed={enabled}
        title="Tastenkürzel: Shift+E"
        // Bottom right (docs/decisions/0008-edit-mode.md, "Phones"): at the top left it covered the breadcrumb and, on phones, the hero
        // being edited; on the left it would cover the section toolbars. On phones it sits on the
        // editor's bottom sheet (--edit-sheet-height, floating-panel.tsx).
        className="focus-ring fixed bottom-[calc(var(--edit-sheet-height,0px)+0.75rem)] right-3 z-[65] inline-flex min-h-9 items-center gap-2 rounded-full border border-border bg-card px-3 text-sm font-semibold text-card-foreground shadow-lg hover:bg-muted"
      >
        {enabled ? <PencilOff aria-hidden="true" className="size-4" /> : <PencilLine aria-hidden="true" className="size-4" />}
        {enabled ? editModeTexts.toggleOff : editModeTexts.toggleOn}
      </button>
      {enabled ? <LiveEditor key={slug} slug={slug} /> : null}
      {debug.open ? <DebugInspector slug={slug} onClose={debug.close} /> : null}
    </>
  );
}
