// 'Seiten-Editor' (docs/product/cms-screens.md, "Page section editor"; docs/product/sections.md, "Editing sections"): the page's sections, drafts included,
// with add, edit, move up/down, duplicate, publish/draft and delete. Every change carries the revision
// the editor shows; a refused change names who changed the page and offers to reload.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowLeft, ArrowUp, Copy, ExternalLink, GripVertical, Pencil, Plus, Save, Trash2 } from "lucide-react";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { cmsButton, cmsIconButton } from "~/components/cms/cms-button";
import { CmsIconButton } from "~/components/cms/cms-icon-button";
import { CmsConflictBanner } from "~/components/cms/cms-conflict-banner";
import { CmsConfirmDialog } from "~/components/cms/cms-dialog";
import { useActionToast } from "~/components/cms/use-action-toast";
import { RevisionsPanel } from "./revisions-panel";
import { useAddressedSection, useFocusAddressedField } from "./section-address";
import { SectionPublishToggle } from "./section-publish-toggle";
import type { SectionActionRequest, SectionActionResult } from "./section-action-types";
import { SectionEditForm, sectionValues } from "./section-edit-form";
import { isSiteLanguage, languageFacts } from "~/lib/languages";
import { sectionInput } from "./section-fields";
import { moveItem } from "./settings-values";
import { sortableAnnouncements, sortableInstructions } from "./sortable-announcements";
import type { SectionEditorData, SectionRow } from "./section-editor.server";
import { ScheduleNote, scheduleFormValues } from "~/features/scheduling/schedule-fields";
import { postNoUpdate, SourceChangeActionsContext, SourceChangesPanel, type SourceChange, type SourceChangeActions } from "./source-change";
import { toast } from "sonner";

type Fetcher = ReturnType<typeof useFetcher<SectionActionResult>>;

function submitSectionAction(fetcher: Fetcher, body: SectionActionRequest) {
  return fetcher.submit(JSON.stringify(body), { method: "post", encType: "application/json" });
}

/**
 * `languageSwitcher`: the page's language versions, given by the route (the page list's chips, page-admin).
 * `sourceChanges`: a translation's German changes it has not caught up with (source-change.tsx), also given by the route.
 * `approvalPanel`: the version's 'Freigabe' state and submission (app/features/approval/approval-panel.tsx).
 * `documentsPanel`: a product page's 'Dokumente' box (app/features/document-admin/product-documents-box.tsx).
 */
/**
 * What the viewer may do here besides reading (docs/decisions/0038-translator-role.md): a translator
 * edits the texts of their versions only; the server refuses the rest, the editor does not offer it.
 */
export interface SectionEditorRights {
  /** Edit the sections' fields at all (not a translator on German or another language). */
  edit: boolean;
  /** Add, remove, duplicate and order sections. */
  structure: boolean;
  /** Publish sections or take them back. */
  publish: boolean;
  /** Why editing is not offered, when it is not. */
  notice?: string;
}
const everyRight: SectionEditorRights = { edit: true, structure: true, publish: true };

export function SectionEditor({
  data,
  languageSwitcher,
  sourceChanges = [],
  rights = everyRight,
  approvalPanel,
  documentsPanel,
}: {
  data: SectionEditorData;
  languageSwitcher?: ReactNode;
  sourceChanges?: SourceChange[];
  rights?: SectionEditorRights;
  approvalPanel?: ReactNode;
  documentsPanel?: ReactNode;
}) {
  const [ownRevision, setOwnRevision] = useState(data.revision);
  const [conflict, setConflict] = useState<string | null>(null);
  // ?sektion=<id>&feld=<key> opens that section at that field (where the 'Veröffentlichungs-Check' leads, docs/decisions/0014-publish-check.md).
  const [editingId, setEditingId] = useState<number | null>(useAddressedSection().sectionId);
  useFocusAddressedField(editingId);
  const revalidator = useRevalidator();
  const create = useFetcher<SectionActionResult>({ key: "section-create" });
  // What this editor last saw: the loaded revision, or a newer one its own changes produced.
  const baseRevision = Math.max(ownRevision, data.revision);

  // Drag and drop changes the order here first; 'Speichern' writes the whole list in one go
  // (docs/product/cms-screens.md, "Page section editor": 'Speichern' renumbers from 0, in one transaction).
  const [localOrder, setLocalOrder] = useState<number[] | null>(null);
  const saveAll = useFetcher<SectionActionResult>({ key: "section-save-all" });
  const byId = new Map(data.sections.map((s) => [s.id, s]));
  const sections =
    localOrder && localOrder.every((id) => byId.has(id)) && localOrder.length === data.sections.length ? localOrder.map((id) => byId.get(id)!) : data.sections;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = sections.map((s) => s.id);
    setLocalOrder(moveItem(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  function saveOrder() {
    // The list replaces every row: each section's schedule goes with it (docs/decisions/0018-scheduled-publishing.md).
    // With its id: each section stays itself, in its language group (section-admin.server.ts saveAllSections).
    const list = sections.map((s) => ({ id: s.id, ...sectionInput(sectionValues(s)), ...scheduleFormValues(s) }));
    void submitSectionAction(saveAll, { intent: "save-all", data: { sections: list, baseRevision } });
  }

  const onResult = useCallback((result: SectionActionResult) => {
    if (result.ok && result.data?.revision !== undefined) setOwnRevision((r) => Math.max(r, result.data?.revision ?? r));
    if (result.conflict) setConflict(result.message);
  }, []);
  useActionToast(saveAll.data, (result) => {
    onResult(result);
    if (result.ok) setLocalOrder(null);
  });
  useActionToast(create.data, (result) => {
    onResult(result);
    if (result.ok && result.data?.sectionId) setEditingId(result.data.sectionId);
  });

  // 'Keine Anpassung nötig' records a revision of the version: the editor then stands on it.
  const changeActions = useMemo<SourceChangeActions | null>(
    () =>
      data.page
        ? {
            confirmNoUpdate: async (change, reason) => {
              const answer = await postNoUpdate({ pageId: data.page!.id, fields: [change.id], reason, sourceRevision: change.sourceRevision });
              if (answer.ok) {
                if (answer.data?.revision !== undefined) setOwnRevision((r) => Math.max(r, answer.data?.revision ?? r));
                toast.success(answer.message);
                await revalidator.revalidate();
              }
              return answer;
            },
          }
        : null,
    [data.page, revalidator],
  );

  async function reload() {
    await revalidator.revalidate();
    setConflict(null);
    setEditingId(null);
  }

  return (
    <SourceChangeActionsContext.Provider value={changeActions}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <Link to="/cms/seiten" className="focus-ring inline-flex w-fit items-center gap-1 rounded-sm text-sm font-semibold text-primary hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Zurück zu den Seiten
          </Link>
          <h1 className="font-display text-3xl font-bold">Seiten-Editor</h1>
          <p className="text-muted-foreground">
            {data.page ? <span className="font-semibold text-foreground">{data.page.title}</span> : "Keine Seite mit diesem Slug"} ·{" "}
            <a
              href={data.slug}
              target="_blank"
              rel="noopener noreferrer"
              className="focus-ring inline-flex items-center gap-1 rounded-sm font-mono text-sm underline"
            >
              {data.slug}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(öffnet in einem neuen Tab)</span>
            </a>
            {data.page && !data.page.published ? <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">Entwurf</span> : null}
          </p>
          {data.page && languageSwitcher ? (
            // The page's other language versions (docs/decisions/0032-language-versions.md): each opens its own editor.
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">
                Fassung {languageFacts[isSiteLanguage(data.page.language) ? data.page.language : "de"].staffName} · Sprachfassungen:
              </span>
              {languageSwitcher}
            </div>
          ) : null}
        </div>

        {approvalPanel}

        {documentsPanel}

        {conflict ? <CmsConflictBanner message={conflict} onReload={() => void reload()} /> : null}

        <SourceChangesPanel changes={sourceChanges} />

        <section aria-labelledby="sektionen" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="sektionen" className="text-xl font-semibold">
              Sektionen ({data.sections.length})
            </h2>
            {rights.structure ? (
              <button
                type="button"
                className={cmsButton("primary")}
                disabled={create.state !== "idle"}
                onClick={() => submitSectionAction(create, { intent: "create", data: { baseRevision } })}
              >
                <Plus aria-hidden="true" className="size-4" />
                Sektion hinzufügen
              </button>
            ) : null}
          </div>
          {rights.notice ? (
            <p role="note" className="rounded-card border border-border bg-muted p-4 text-sm">
              {rights.notice}
            </p>
          ) : null}
          {localOrder ? (
            <div
              role="status"
              className="flex flex-col gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
            >
              <p>Neue Reihenfolge – noch nicht gespeichert.</p>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={cmsButton("secondary")} onClick={() => setLocalOrder(null)} disabled={saveAll.state !== "idle"}>
                  Verwerfen
                </button>
                <button type="button" className={cmsButton("primary")} onClick={saveOrder} disabled={saveAll.state !== "idle"}>
                  <Save aria-hidden="true" className="size-4" />
                  {saveAll.state !== "idle" ? "Wird gespeichert..." : "Speichern"}
                </button>
              </div>
            </div>
          ) : null}
          {sections.length === 0 ? (
            <p className="rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">Diese Seite hat noch keine Sektionen.</p>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                announcements: sortableAnnouncements(
                  (id) => `«${byId.get(Number(id))?.sectionName ?? id}»`,
                  (id) => sections.findIndex((s) => s.id === Number(id)) + 1,
                ),
                screenReaderInstructions: sortableInstructions,
              }}
            >
              <SortableContext items={sections.map((s) => s.id)} strategy={verticalListSortingStrategy}>
                <ol className="flex flex-col gap-3">
                  {sections.map((section, index) => (
                    <SectionItem
                      key={section.id}
                      section={section}
                      first={index === 0}
                      last={index === sections.length - 1}
                      baseRevision={baseRevision}
                      reordering={Boolean(localOrder)}
                      editing={editingId === section.id}
                      onEdit={() => setEditingId(section.id)}
                      onCloseEdit={() => setEditingId(null)}
                      onResult={onResult}
                      rights={rights}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          )}
        </section>

        <RevisionsPanel revisions={data.revisions} baseRevision={baseRevision} onResult={onResult} />
      </div>
    </SourceChangeActionsContext.Provider>
  );
}

function SectionItem({
  section,
  first,
  last,
  baseRevision,
  reordering,
  editing,
  onEdit,
  onCloseEdit,
  onResult,
  rights,
}: {
  rights: SectionEditorRights;
  section: SectionRow;
  first: boolean;
  last: boolean;
  baseRevision: number;
  /** A new order waits for 'Speichern': single changes wait too. */
  reordering: boolean;
  editing: boolean;
  onEdit: () => void;
  onCloseEdit: () => void;
  onResult: (result: SectionActionResult) => void;
}) {
  const fetcher = useFetcher<SectionActionResult>({ key: `section-${section.id}` });
  const [confirmDelete, setConfirmDelete] = useState(false);
  useActionToast(fetcher.data, (result) => {
    onResult(result);
    if (result.intent === "delete") setConfirmDelete(false);
  });
  const busy = fetcher.state !== "idle" || reordering;
  const name = section.sectionName;
  const act = (body: SectionActionRequest) => submitSectionAction(fetcher, body);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.id });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-card border border-border bg-card p-4 text-card-foreground ${isDragging ? "relative z-10 shadow-lg" : ""}`}
      aria-busy={fetcher.state !== "idle"}
      aria-label={`Sektion ${name}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {rights.structure ? (
              <button
                type="button"
                ref={setActivatorNodeRef}
                className={cmsIconButton("ghost", "-ml-2 cursor-grab touch-none")}
                aria-label={`«${name}» ziehen`}
                title="Ziehen zum Verschieben"
                {...attributes}
                {...listeners}
              >
                <GripVertical aria-hidden="true" className="size-4" />
              </button>
            ) : null}
            <h3 className="font-semibold">{name}</h3>
            <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold">{section.typeLabel}</span>
            {section.isPublished ? null : <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">Entwurf</span>}
          </div>
          {section.preview ? <p className="mt-1 break-words text-sm text-muted-foreground">{section.preview}</p> : null}
          <ScheduleNote schedule={section} className="mt-1.5" />
        </div>
        <div className="flex flex-wrap gap-1 sm:shrink-0 sm:justify-end">
          {rights.edit ? (
            <CmsIconButton icon={Pencil} label={`«${name}» bearbeiten`} onClick={editing ? onCloseEdit : onEdit} aria-expanded={editing} title="Bearbeiten" />
          ) : null}
          {rights.structure ? (
            <>
              <CmsIconButton
                icon={ArrowUp}
                label={`«${name}» nach oben verschieben`}
                disabled={first || busy}
                onClick={() => act({ intent: "move", data: { sectionId: section.id, baseRevision, direction: "up" } })}
                title="Nach oben"
              />
              <CmsIconButton
                icon={ArrowDown}
                label={`«${name}» nach unten verschieben`}
                disabled={last || busy}
                onClick={() => act({ intent: "move", data: { sectionId: section.id, baseRevision, direction: "down" } })}
                title="Nach unten"
              />
              <CmsIconButton
                icon={Copy}
                label={`«${name}» duplizieren`}
                disabled={busy}
                onClick={() => act({ intent: "duplicate", data: { sectionId: section.id, baseRevision } })}
                title="Duplizieren"
              />
            </>
          ) : null}
          {rights.publish ? (
            <SectionPublishToggle
              name={name}
              published={section.isPublished}
              disabled={busy}
              onToggle={() => act({ intent: "toggle", data: { sectionId: section.id, baseRevision, published: !section.isPublished } })}
            />
          ) : null}
          {rights.structure ? (
            <CmsIconButton
              icon={Trash2}
              label={`«${name}» löschen`}
              variant="ghost-danger"
              disabled={busy}
              onClick={() => setConfirmDelete(true)}
              title="Löschen"
            />
          ) : null}
        </div>
      </div>
      {editing && rights.edit ? <SectionEditForm section={section} baseRevision={baseRevision} onResult={onResult} onClose={onCloseEdit} /> : null}
      {confirmDelete ? (
        <CmsConfirmDialog
          title="Diese Sektion wirklich löschen?"
          description={<>«{name}» wird von der Seite entfernt. Über «Versionen» lässt sich der frühere Stand wiederherstellen.</>}
          confirmLabel="Sektion löschen"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          busy={busy}
          onConfirm={() => act({ intent: "delete", data: { sectionId: section.id, baseRevision } })}
          onCancel={() => setConfirmDelete(false)}
        />
      ) : null}
    </li>
  );
}
