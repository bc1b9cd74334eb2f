// A German change a translation has not caught up with (docs/decisions/0036-translation-out-of-date.md):
// the German text then and now side by side, the changed words marked (the server computes the word
// diff, so the diff library stays out of every browser bundle), and 'Keine Anpassung nötig' with a
// short reason. Shown beside the field in the section editor and the edit mode's panel
// (source-beside.tsx), and for the whole page above the section editor's sections.
import { createContext, useContext, useId, useState } from "react";
import { cmsButton } from "~/components/cms/cms-button";
import type { ActionResult } from "~/components/cms/action-result";

/** One piece of the word diff: unchanged, only in the old text (`removed`) or only in the new one (`added`). */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

export interface SourceChange {
  /** The field's name ("metaTitle", "<section key>/settings.title"). */
  id: string;
  /** The German label, as the form names the field. */
  label: string;
  /** The version's section (null for a page text). */
  sectionName: string | null;
  sectionId: number | null;
  oldText: string;
  newText: string;
  parts: DiffPart[];
  /** The German revisions compared: the one the field is as of, and the one it would be brought up to. */
  sinceRevision: number;
  sourceRevision: number;
}

export const NO_UPDATE_ENDPOINT = "/cms/api/keine-anpassung";
export const NO_UPDATE_REASON_LIMIT = 300;

export const sourceChangeTexts = {
  heading: "Deutsch geändert",
  before: (revision: number) => `Vorher (Revision ${revision})`,
  now: (revision: number) => `Jetzt (Revision ${revision})`,
  removed: "gestrichen:",
  added: "neu:",
  empty: "(leer)",
  noUpdate: "Keine Anpassung nötig",
  reason: "Grund (kurz)",
  reasonHint: "Wird in den Versionen der Seite festgehalten.",
  confirm: "Bestätigen",
  cancel: "Abbrechen",
  failed: "Die Bestätigung konnte nicht gespeichert werden.",
  panelHeading: (count: number) => (count === 1 ? "1 geänderter deutscher Text" : `${count} geänderte deutsche Texte`),
  panelIntro:
    "Diese Texte wurden auf Deutsch geändert, seit die Übersetzung zuletzt an sie angepasst wurde. Passen Sie den Text an (speichern genügt) oder bestätigen Sie «Keine Anpassung nötig».",
  pageField: "Seite",
} as const;

/** The body of a 'Keine Anpassung nötig' request (routes/cms/no-update.ts). */
export interface NoUpdateRequest {
  pageId: number;
  fields: string[];
  reason: string;
  /** The German revision the editor saw: the fields are as of it, not of a later change they did not see (the newest when not given). */
  sourceRevision?: number;
}

/** Sends 'Keine Anpassung nötig'; the answer's text is German either way. */
export async function postNoUpdate(body: NoUpdateRequest): Promise<ActionResult<{ revision: number }>> {
  try {
    const response = await fetch(NO_UPDATE_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as ActionResult<{ revision: number }>;
  } catch {
    return { ok: false, message: sourceChangeTexts.failed };
  }
}

export interface SourceChangeActions {
  /** Confirms that the change needs nothing in this version; resolves with the server's answer. */
  confirmNoUpdate: (change: Pick<SourceChange, "id"> & { sourceRevision?: number }, reason: string) => Promise<ActionResult<{ revision: number }>>;
}

/** Given by the editor that shows the changes (the section editor, the edit mode); without it the view only shows. */
export const SourceChangeActionsContext = createContext<SourceChangeActions | null>(null);

function DiffText({ parts, side }: { parts: DiffPart[]; side: "old" | "new" }) {
  const shown = parts.filter((p) => (side === "old" ? !p.added : !p.removed));
  if (!shown.some((p) => p.value.trim())) return <span className="text-muted-foreground italic">{sourceChangeTexts.empty}</span>;
  return (
    <>
      {shown.map((part, i) =>
        part.removed ? (
          <del key={i} className="rounded-sm bg-red-100 text-red-950 decoration-red-800">
            <span className="sr-only">{sourceChangeTexts.removed} </span>
            {part.value}
          </del>
        ) : part.added ? (
          <ins key={i} className="rounded-sm bg-green-100 text-green-950 no-underline">
            <span className="sr-only">{sourceChangeTexts.added} </span>
            {part.value}
          </ins>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </>
  );
}

export function SourceChangeView({ change, showWhere = false }: { change: SourceChange; showWhere?: boolean }) {
  const actions = useContext(SourceChangeActionsContext);
  const where = showWhere ? `${change.sectionName ?? sourceChangeTexts.pageField} · ${change.label}` : change.label;
  return (
    <div className="@container mt-1 rounded-md border border-amber-300 bg-amber-50 p-2.5 text-xs text-amber-950" data-source-change={change.id}>
      <p className="font-semibold">
        {sourceChangeTexts.heading}: {where}
      </p>
      <div className="mt-1.5 grid gap-2 @md:grid-cols-2">
        <div className="rounded-sm bg-white/70 p-2">
          <p className="mb-1 font-semibold text-muted-foreground">{sourceChangeTexts.before(change.sinceRevision)}</p>
          <p className="whitespace-pre-line" data-side="old">
            <DiffText parts={change.parts} side="old" />
          </p>
        </div>
        <div className="rounded-sm bg-white/70 p-2">
          <p className="mb-1 font-semibold text-muted-foreground">{sourceChangeTexts.now(change.sourceRevision)}</p>
          <p className="whitespace-pre-line" data-side="new">
            <DiffText parts={change.parts} side="new" />
          </p>
        </div>
      </div>
      {actions ? <NoUpdateConfirm onConfirm={(reason) => actions.confirmNoUpdate(change, reason)} /> : null}
    </div>
  );
}

/**
 * 'Keine Anpassung nötig' with its short reason: for a German change the translation needs not follow, and for a
 * text still as copied that is right in this language as it stands (a product name; source-beside.tsx).
 */
export function NoUpdateConfirm({ onConfirm }: { onConfirm: (reason: string) => Promise<ActionResult<{ revision: number }>> }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  async function confirm() {
    if (!reason.trim()) {
      setError("Bitte geben Sie kurz an, warum keine Anpassung nötig ist.");
      return;
    }
    setSending(true);
    const answer = await onConfirm(reason);
    setSending(false);
    if (!answer.ok) setError(answer.message || sourceChangeTexts.failed);
    else {
      setAsking(false);
      setReason("");
      setError(null);
    }
  }

  if (!asking) {
    return (
      <button type="button" className={`${cmsButton("secondary")} mt-2`} onClick={() => setAsking(true)}>
        {sourceChangeTexts.noUpdate}
      </button>
    );
  }
  return (
    <div className="mt-2 flex flex-col gap-1.5">
      <label htmlFor={`${id}-reason`} className="font-semibold">
        {sourceChangeTexts.reason}
      </label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        maxLength={NO_UPDATE_REASON_LIMIT}
        rows={2}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(e) => setReason(e.target.value)}
        className="focus-ring rounded-md border border-input bg-background px-2 py-1 text-sm"
      />
      <p id={`${id}-hint`} className="text-muted-foreground">
        {sourceChangeTexts.reasonHint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="font-semibold text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={cmsButton("primary")} disabled={sending} onClick={() => void confirm()}>
          {sourceChangeTexts.confirm}
        </button>
        <button
          type="button"
          className={cmsButton("secondary")}
          disabled={sending}
          onClick={() => {
            setAsking(false);
            setError(null);
          }}
        >
          {sourceChangeTexts.cancel}
        </button>
      </div>
    </div>
  );
}

/** Every changed German text of the page, above the section editor's sections. */
export function SourceChangesPanel({ changes }: { changes: SourceChange[] }) {
  if (!changes.length) return null;
  return (
    <section aria-labelledby="geaenderte-texte" className="flex flex-col gap-2 rounded-card border border-amber-300 bg-amber-50/50 p-4">
      <h2 id="geaenderte-texte" className="text-lg font-semibold">
        {sourceChangeTexts.panelHeading(changes.length)}
      </h2>
      <p className="text-sm text-muted-foreground">{sourceChangeTexts.panelIntro}</p>
      <ul className="flex flex-col gap-2">
        {changes.map((change) => (
          <li key={change.id}>
            <SourceChangeView change={change} showWhere />
          </li>
        ))}
      </ul>
    </section>
  );
}
