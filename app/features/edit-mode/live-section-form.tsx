// Editing one section in the floating editor (docs/decisions/0008-edit-mode.md): the registry's form, a live preview on
// the page with every keystroke, prepared in the browser (preview-store.ts, decision 0049), a save 500 ms
// after the last keystroke based on the revision the editor stands on (after it the page shows the
// server's result), and nothing lost — what was typed is kept in the browser until the server has it, a
// refused save keeps it on screen with the reason and a way to retry, and 'Rückgängig' steps back.
import { ArrowLeft, RotateCcw, Save, Undo2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SAVE_FAILED } from "~/components/cms/action-result";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsConflictBanner } from "~/components/cms/cms-conflict-banner";
import { checkSectionValues, SectionFields, sectionInput, type SectionFormValues } from "~/features/sections/editor/section-fields";
import { useFocusFirstError } from "~/components/cms/cms-form-field";
import { sectionValues } from "~/features/sections/editor/section-edit-form";
import type { FieldErrors } from "~/features/sections/editor/settings-form";
import { clearDraft, writeDraft, type SectionDraft } from "./drafts";
import { editModeTexts } from "./edit-mode-settings";
import { postSectionAction, type LiveSection } from "./live-edit-client";
import type { PreviewStore } from "./preview-store";
import type { LiveEdit } from "./use-live-edit";

export const SAVE_DELAY_MS = 500;

type SaveStatus =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "restored" }
  | { kind: "invalid"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "conflict"; message: string; reloaded: boolean };

const same = (a: SectionFormValues, b: SectionFormValues) => JSON.stringify(a) === JSON.stringify(b);

export function LiveSectionForm({
  slug,
  section,
  draft,
  edit,
  lastChange,
  previews,
  onClose,
}: {
  slug: string;
  section: LiveSection;
  /** Unsaved values of this section kept in the browser, restored when the editor opens. */
  draft?: SectionDraft;
  edit: LiveEdit;
  /** Who last changed the page, shown after a conflict. */
  lastChange?: { summary: string; author: string; date: string };
  /** The page's live previews: this section's is shown from the typed values. */
  previews: PreviewStore;
  onClose: () => void;
}) {
  const [values, setValues] = useState<SectionFormValues>(() => draft?.values ?? sectionValues(section));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SaveStatus>(draft ? { kind: "restored" } : { kind: "idle" });
  // Saved states, oldest first: 'Rückgängig' goes back through them.
  const [history, setHistory] = useState<SectionFormValues[]>(() => [sectionValues(section)]);
  const latest = useRef(values);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);
  const mounted = useRef(true);
  const form = useRef<HTMLFormElement>(null);
  const id = section.id;
  useFocusFirstError(form, errors);

  /** `autosave` false: the editor asked for it (Enter, 'Erneut versuchen'); it stays its own revision. */
  const save = useCallback(
    async (autosave = true) => {
      if (saveTimer.current) clearTimeout(saveTimer.current);
      saveTimer.current = null;
      if (inFlight.current) {
        again.current = true;
        return;
      }
      const sending = latest.current;
      const problems = checkSectionValues(sending);
      if (Object.keys(problems).length) {
        if (mounted.current) {
          setErrors(problems);
          setStatus({ kind: "invalid", message: "Nicht gespeichert: Bitte die markierten Felder korrigieren." });
        }
        return;
      }
      inFlight.current = true;
      if (mounted.current) setStatus({ kind: "saving" });
      // An autosave runs by itself while typing, so its revision folds with the previous one.
      const answer = await postSectionAction(slug, {
        intent: "update",
        data: { sectionId: id, baseRevision: edit.revision.current, input: sectionInput(sending), autosave },
      });
      inFlight.current = false;
      const set = mounted.current ? setStatus : () => undefined;
      if (answer.network) {
        set({ kind: "failed", message: editModeTexts.networkError });
        return;
      }
      const result = answer.result;
      if (result.ok) {
        edit.advance(result.data?.revision);
        const current = same(latest.current, sending);
        if (current) clearDraft(window.localStorage, slug, id);
        if (mounted.current) {
          setErrors({});
          setHistory((h) => (same(h[h.length - 1], sending) ? h : [...h, sending]));
        }
        set(current ? { kind: "saved" } : { kind: "pending" });
        // The page below is read again; once it has the saved section (and nothing newer was typed
        // meanwhile), the preview shows the server's result (preview-store.ts pageRendered).
        if (current && mounted.current) previews.settle(id);
        void edit.refresh();
        if (again.current) {
          again.current = false;
          if (!current) void save();
        }
        return;
      }
      again.current = false;
      if (result.conflict) set({ kind: "conflict", message: result.message || SAVE_FAILED, reloaded: false });
      else if (result.fieldErrors) {
        if (mounted.current) setErrors(result.fieldErrors);
        set({ kind: "invalid", message: result.message || SAVE_FAILED });
      } else set({ kind: "failed", message: result.message || SAVE_FAILED });
    },
    [slug, id, edit, previews],
  );

  const change = useCallback(
    (next: SectionFormValues) => {
      latest.current = next;
      setValues(next);
      writeDraft(window.localStorage, slug, id, { values: next, baseRevision: edit.revision.current, at: Date.now() });
      setStatus((s) => (s.kind === "conflict" ? s : { kind: "pending" }));
      // A value the server would refuse (too long) keeps the last good preview; the save says why.
      previews.show(id, sectionInput(next));
      if (saveTimer.current) clearTimeout(saveTimer.current);
      // After a conflict nothing is sent on its own: the editor decides (reload, then save).
      saveTimer.current = status.kind === "conflict" ? null : setTimeout(() => void save(), SAVE_DELAY_MS);
    },
    [slug, id, edit.revision, previews, save, status.kind],
  );

  // A restored draft is shown on the page at once; the preview leaves with the form.
  useEffect(() => {
    mounted.current = true;
    if (draft) previews.show(id, sectionInput(draft.values));
    return () => {
      mounted.current = false;
      // Typed but not yet sent: send it now rather than lose the last half second.
      if (saveTimer.current) void save();
      previews.clear(id);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened section
  }, []);

  function undo() {
    const saved = history[history.length - 1];
    // Typing not yet saved goes back to the last saved state; otherwise one saved step back.
    if (!same(latest.current, saved)) change(saved);
    else if (history.length > 1) {
      setHistory((h) => h.slice(0, -1));
      change(history[history.length - 2]);
    }
  }

  async function reloadAfterConflict() {
    await edit.load();
    setStatus((s) => (s.kind === "conflict" ? { ...s, reloaded: true } : s));
  }

  function discard() {
    clearDraft(window.localStorage, slug, id);
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = null;
    onClose();
  }

  const canUndo = history.length > 1 || !same(values, history[history.length - 1]);
  return (
    <form
      ref={form}
      noValidate
      aria-label={`Sektion «${section.sectionName}» bearbeiten`}
      className="flex flex-col gap-4 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <button type="button" className={cmsButton("ghost", "px-2")} onClick={onClose}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Alle Sektionen
        </button>
        <button type="button" className={cmsButton("ghost", "px-2")} onClick={undo} disabled={!canUndo} title="Letzte Änderung rückgängig machen">
          <Undo2 aria-hidden="true" className="size-4" />
          Rückgängig
        </button>
      </div>
      <SaveStatusBar status={status} lastChange={lastChange} onRetry={() => void save(false)} onReload={() => void reloadAfterConflict()} onDiscard={discard} />
      <SectionFields compact values={values} errors={errors} onChange={change} translation={section.translation} />
      <div className="sticky bottom-0 -mx-3 flex justify-end gap-2 border-t border-border bg-card px-3 py-2">
        <button type="submit" className={cmsButton("primary")} disabled={status.kind === "saving"}>
          <Save aria-hidden="true" className="size-4" />
          {status.kind === "saving" ? "Wird gespeichert..." : "Jetzt speichern"}
        </button>
      </div>
    </form>
  );
}

function SaveStatusBar({
  status,
  lastChange,
  onRetry,
  onReload,
  onDiscard,
}: {
  status: SaveStatus;
  lastChange?: { summary: string; author: string; date: string };
  onRetry: () => void;
  onReload: () => void;
  onDiscard: () => void;
}) {
  const quiet = "min-h-6 text-sm text-muted-foreground";
  switch (status.kind) {
    case "idle":
      return <p className={quiet}>Änderungen werden automatisch gespeichert.</p>;
    case "pending":
      return (
        <p className={quiet} role="status">
          Ungespeicherte Änderungen …
        </p>
      );
    case "saving":
      return (
        <p className={quiet} role="status">
          Wird gespeichert...
        </p>
      );
    case "saved":
      return (
        <p className="min-h-6 text-sm font-semibold text-emerald-700" role="status">
          ✓ Gespeichert
        </p>
      );
    case "restored":
      return (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>Ungespeicherte Änderungen aus diesem Browser wiederhergestellt. Sie sind auf der Seite schon zu sehen, aber noch nicht gespeichert.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className={cmsButton("primary")} onClick={onRetry}>
              <Save aria-hidden="true" className="size-4" />
              Jetzt speichern
            </button>
            <button type="button" className={cmsButton("secondary")} onClick={onDiscard}>
              Verwerfen
            </button>
          </div>
        </div>
      );
    case "invalid":
    case "failed":
      return (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          <p>{status.message}</p>
          {status.kind === "failed" ? (
            <button type="button" className={cmsButton("secondary", "mt-2")} onClick={onRetry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Erneut versuchen
            </button>
          ) : null}
        </div>
      );
    case "conflict":
      return (
        <CmsConflictBanner compact message={status.message} onReload={onReload} reloadLabel="Neueste Version laden">
          {status.reloaded ? (
            <>
              {lastChange ? (
                <p className="mt-2 text-foreground">
                  Letzte Änderung: {lastChange.summary} ({lastChange.author}, {lastChange.date})
                </p>
              ) : null}
              <p className="mt-2 text-foreground">Ihre Eingaben sind erhalten. «Speichern» ersetzt damit die neuere Version dieser Sektion.</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" className={cmsButton("primary")} onClick={onRetry}>
                  <Save aria-hidden="true" className="size-4" />
                  Speichern
                </button>
                <button type="button" className={cmsButton("secondary")} onClick={onDiscard}>
                  Meine Änderungen verwerfen
                </button>
              </div>
            </>
          ) : undefined}
        </CmsConflictBanner>
      );
  }
}
