// The floating editor's list of the page's sections (docs/product/edit-mode.md, "The floating editor"): each with its
// type and 'Entwurf' badge, edit, publish/draft, duplicate and delete; reordered by drag and drop or,
// from the keyboard, with the arrow buttons.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from "lucide-react";
import { cmsIconButton } from "~/components/cms/cms-button";
import { SectionPublishToggle } from "~/features/sections/editor/section-publish-toggle";
import { CmsIconButton } from "~/components/cms/cms-icon-button";
import { moveItem } from "~/features/sections/editor/settings-values";
import { sortableAnnouncements, sortableInstructions } from "~/features/sections/editor/sortable-announcements";
import type { SectionEditorRights } from "~/features/sections/editor/section-editor";
import type { LiveSection } from "./live-edit-client";

/** What the viewer may do with the sections (live-edit.server.ts `rights`): the list shows only those buttons. */
export type SectionListRights = Pick<SectionEditorRights, "edit" | "structure" | "publish">;

export interface SectionListActions {
  onEdit: (id: number) => void;
  onToggle: (section: LiveSection) => void;
  onDuplicate: (section: LiveSection) => void;
  onDelete: (section: LiveSection) => void;
  /** The page's section ids in their new order. */
  onReorder: (ids: number[]) => void;
}

export function LiveSectionList({
  sections,
  drafts,
  busy,
  actions,
  rights,
}: {
  sections: LiveSection[];
  drafts: ReadonlySet<number>;
  busy: boolean;
  actions: SectionListActions;
  rights: SectionListRights;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = sections.map((s) => s.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    actions.onReorder(moveItem(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  const label = (id: string | number) => `«${sections.find((s) => s.id === Number(id))?.sectionName ?? id}»`;
  const announcements = sortableAnnouncements(label, (id) => ids.indexOf(Number(id)) + 1);

  if (!sections.length)
    return (
      <p className="rounded-card border border-dashed border-border p-4 text-center text-sm text-muted-foreground">Diese Seite hat noch keine Sektionen.</p>
    );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: sortableInstructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2" aria-label="Sektionen der Seite">
          {sections.map((section, index) => (
            <SortableSection
              key={section.id}
              section={section}
              unsaved={drafts.has(section.id)}
              busy={busy}
              first={index === 0}
              last={index === sections.length - 1}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
              actions={actions}
              rights={rights}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableSection({
  section,
  unsaved,
  busy,
  first,
  last,
  onUp,
  onDown,
  actions,
  rights,
}: {
  section: LiveSection;
  unsaved: boolean;
  busy: boolean;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  actions: SectionListActions;
  rights: SectionListRights;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.id,
    disabled: busy || !rights.structure,
  });
  const name = section.sectionName;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-md border border-border bg-background p-1 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
      aria-label={`Sektion ${name}`}
      data-section-item={section.id}
    >
      <div className="flex flex-wrap items-center gap-1">
        {rights.structure ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={cmsIconButton("ghost", "shrink-0 cursor-grab touch-none")}
            aria-label={`«${name}» ziehen`}
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <button
          type="button"
          className="focus-ring min-w-24 flex-1 rounded-sm py-1 text-left disabled:cursor-default"
          onClick={() => actions.onEdit(section.id)}
          disabled={!rights.edit}
          aria-label={`«${name}» bearbeiten`}
        >
          <span className="block truncate text-sm font-semibold">{name}</span>
          <span className="mt-0.5 flex flex-wrap gap-1">
            <span className="whitespace-nowrap rounded-full border border-border px-1.5 text-[11px] font-semibold">{section.typeLabel}</span>
            {section.isPublished ? null : <span className="rounded-full bg-muted px-1.5 text-[11px] font-semibold text-muted-foreground">Entwurf</span>}
            {unsaved ? <span className="rounded-full bg-amber-100 px-1.5 text-[11px] font-semibold text-amber-900">Nicht gespeichert</span> : null}
          </span>
        </button>
        <div className="ml-auto flex shrink-0">
          {rights.structure ? (
            <>
              <CmsIconButton
                icon={ArrowUp}
                label={`«${name}» nach oben verschieben`}
                className="min-w-8 px-1"
                disabled={first || busy}
                onClick={onUp}
                title="Nach oben"
              />
              <CmsIconButton
                icon={ArrowDown}
                label={`«${name}» nach unten verschieben`}
                className="min-w-8 px-1"
                disabled={last || busy}
                onClick={onDown}
                title="Nach unten"
              />
            </>
          ) : null}
          {rights.publish ? (
            <SectionPublishToggle
              name={name}
              published={section.isPublished}
              disabled={busy}
              className="min-w-8 px-1"
              onToggle={() => actions.onToggle(section)}
            />
          ) : null}
          {rights.structure ? (
            <>
              <CmsIconButton
                icon={Copy}
                label={`«${name}» duplizieren`}
                className="min-w-8 px-1"
                disabled={busy}
                onClick={() => actions.onDuplicate(section)}
                title="Duplizieren"
              />
              <CmsIconButton
                icon={Trash2}
                label={`«${name}» löschen`}
                variant="ghost-danger"
                className="min-w-8 px-1"
                disabled={busy}
                onClick={() => actions.onDelete(section)}
                title="Löschen"
              />
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}
