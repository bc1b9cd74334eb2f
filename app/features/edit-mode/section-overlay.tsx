// The controls on the page itself in edit mode (docs/product/edit-mode.md, "On the page"; docs/decisions/0008-edit-mode.md): every section gets
// an outline and a small toolbar — drag to reorder, move up or down, edit (opens it in the floating
// editor through the cms-edit-section event), duplicate and delete. The layer lies over the page, so
// the public markup stays as it is.
import { ArrowDown, ArrowUp, Copy, GripVertical, Pencil, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type DragEvent } from "react";
import { createPortal } from "react-dom";
import { cmsIconButton } from "~/components/cms/cms-button";
import { CmsIconButton } from "~/components/cms/cms-icon-button";
import { moveItem } from "~/features/sections/editor/settings-values";
import { editModeEvents } from "./edit-mode-settings";
import type { LiveSection } from "./live-edit-client";
import type { SectionListRights } from "./live-section-list";

interface Box {
  id: number;
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where each section is on the page, in document coordinates; a previewed section by its preview. */
function measure(): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("main [data-section-id]")) {
    const id = Number(element.dataset.sectionId);
    const shown = element.hidden ? document.querySelector<HTMLElement>(`[data-live-preview="${id}"]`) : element;
    if (!shown) continue;
    const r = shown.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    boxes.push({ id, top: r.top + window.scrollY, left: r.left + window.scrollX, width: r.width, height: r.height });
  }
  return boxes;
}

/** How long the page must stay still before the toolbars follow it: longer than a pause between two keystrokes, even between words. */
const PAGE_SETTLE_MS = 400;

/** Unchanged boxes keep the state as it is: a keystroke in the preview that moves nothing re-renders no toolbar (decision 0049). */
function sameBoxes(a: Box[], b: Box[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => x.id === b[i].id && x.top === b[i].top && x.left === b[i].left && x.width === b[i].width && x.height === b[i].height)
  );
}

export function openSectionInEditor(id: number) {
  window.dispatchEvent(new CustomEvent(editModeEvents.editSection, { detail: { id } }));
}

export interface OverlayActions {
  onDuplicate: (section: LiveSection) => void;
  onDelete: (section: LiveSection) => void;
  onReorder: (ids: number[]) => void;
}

export function SectionOverlay({
  sections,
  activeId,
  busy,
  actions,
  rights,
}: {
  sections: LiveSection[];
  activeId: number | null;
  busy: boolean;
  actions: OverlayActions;
  /** As in the panel's list (live-section-list.tsx): only the buttons the viewer may use. */
  rights: SectionListRights;
}) {
  const [boxes, setBoxes] = useState<Box[]>([]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [drop, setDropState] = useState<{ id: number; after: boolean } | null>(null);
  const dropTarget = useRef<{ id: number; after: boolean } | null>(null);
  const setDrop = (next: { id: number; after: boolean } | null) => {
    dropTarget.current = next;
    setDropState(next);
  };

  // Marks the page so that, on phones, every section leaves a band above it for its toolbar (app.css).
  useEffect(() => {
    document.documentElement.setAttribute("data-section-toolbars", "");
    return () => document.documentElement.removeAttribute("data-section-toolbars");
  }, []);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = measure();
        setBoxes((current) => (sameBoxes(current, next) ? current : next));
      });
    };
    // Changes of the page itself (the live preview growing as the editor types, a section moved) are
    // measured once they pause: measuring and redrawing every toolbar of a long page on each keystroke
    // took the time the next keystroke's preview needed (docs/benchmarks.md, "Typing in the edit mode").
    let settling = 0;
    const settle = () => {
      window.clearTimeout(settling);
      settling = window.setTimeout(update, PAGE_SETTLE_MS);
    };
    update();
    const main = document.querySelector("main");
    const resize = new ResizeObserver(settle);
    resize.observe(document.body);
    const mutations = new MutationObserver(settle);
    if (main) mutations.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
    window.addEventListener("resize", update);
    // Images and fonts change heights after they load.
    window.addEventListener("load", update, true);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(settling);
      resize.disconnect();
      mutations.disconnect();
      window.removeEventListener("resize", update);
      window.removeEventListener("load", update, true);
    };
  }, []);

  const byId = new Map(sections.map((s) => [s.id, s]));
  const order = sections.map((s) => s.id);

  const moveTo = useCallback(
    (id: number, target: number, after: boolean) => {
      const ids = order.filter((x) => x !== id);
      const at = ids.indexOf(target);
      if (at === -1) return;
      ids.splice(after ? at + 1 : at, 0, id);
      if (ids.join() !== order.join()) actions.onReorder(ids);
    },
    [order, actions],
  );

  // While a toolbar grip is dragged, the whole page is a drop zone: before or after the section under the pointer.
  useEffect(() => {
    if (dragging === null) return;
    const over = (event: globalThis.DragEvent) => {
      const y = event.pageY;
      const box = boxes.find((b) => y >= b.top && y <= b.top + b.height);
      if (!box) return;
      event.preventDefault();
      setDrop({ id: box.id, after: y > box.top + box.height / 2 });
    };
    const dropped = (event: globalThis.DragEvent) => {
      event.preventDefault();
      const target = dropTarget.current;
      if (target && target.id !== dragging) moveTo(dragging, target.id, target.after);
      setDrop(null);
      setDragging(null);
    };
    document.addEventListener("dragover", over);
    document.addEventListener("drop", dropped);
    return () => {
      document.removeEventListener("dragover", over);
      document.removeEventListener("drop", dropped);
    };
  }, [dragging, boxes, moveTo]);

  const onDragStart = (id: number) => (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", String(id));
    setDragging(id);
  };

  const indicator = drop ? boxes.find((b) => b.id === drop.id) : null;
  return createPortal(
    <div className="pointer-events-none absolute left-0 top-0 z-30 w-full" data-testid="section-overlay">
      {boxes.map((box) => {
        const section = byId.get(box.id);
        if (!section) return null;
        const index = order.indexOf(box.id);
        const name = section.sectionName;
        return (
          <div key={box.id} className="absolute" style={{ top: box.top, left: box.left, width: box.width, height: box.height }}>
            {/* Dashed in the text colour over a light inner line: visible on light and coloured sections alike. */}
            <div
              data-active={activeId === box.id || undefined}
              className={`absolute inset-0 border-2 shadow-[inset_0_0_0_2px_rgb(255_255_255/0.5)] ${
                activeId === box.id
                  ? "border-solid border-primary"
                  : dragging === box.id
                    ? "border-dashed border-primary bg-primary/5"
                    : "border-dashed border-foreground/35"
              }`}
            />
            <div
              role="toolbar"
              aria-label={`Sektion «${name}»`}
              data-section-toolbar={box.id}
              // Phones: in the band the page leaves above each section in edit mode (app.css), next to
              // the content rather than over its heading; wider screens have room inside the section.
              className="pointer-events-auto absolute bottom-[calc(100%+3px)] left-2 flex items-center sm:bottom-auto sm:top-12 gap-0.5 rounded-md border border-border bg-card p-0.5 text-card-foreground shadow-lg"
            >
              <span className="hidden max-w-40 truncate px-1.5 text-xs font-semibold sm:inline">
                {name}
                {section.isPublished ? "" : " · Entwurf"}
              </span>
              {rights.structure ? (
                <>
                  <button
                    type="button"
                    draggable={!busy}
                    onDragStart={onDragStart(box.id)}
                    onDragEnd={() => {
                      setDragging(null);
                      setDrop(null);
                    }}
                    className={cmsIconButton("ghost", "cursor-grab")}
                    aria-label={`«${name}» ziehen, um die Reihenfolge zu ändern`}
                    title="Ziehen zum Verschieben"
                  >
                    <GripVertical aria-hidden="true" className="size-4" />
                  </button>
                  <CmsIconButton
                    icon={ArrowUp}
                    label={`«${name}» nach oben verschieben`}
                    disabled={busy || index <= 0}
                    onClick={() => actions.onReorder(moveItem(order, index, index - 1))}
                    title="Nach oben"
                  />
                  <CmsIconButton
                    icon={ArrowDown}
                    label={`«${name}» nach unten verschieben`}
                    disabled={busy || index === order.length - 1}
                    onClick={() => actions.onReorder(moveItem(order, index, index + 1))}
                    title="Nach unten"
                  />
                </>
              ) : null}
              {rights.edit ? (
                <CmsIconButton icon={Pencil} label={`«${name}» bearbeiten`} onClick={() => openSectionInEditor(box.id)} title="Bearbeiten" />
              ) : null}
              {rights.structure ? (
                <>
                  <CmsIconButton icon={Copy} label={`«${name}» duplizieren`} disabled={busy} onClick={() => actions.onDuplicate(section)} title="Duplizieren" />
                  <CmsIconButton
                    icon={Trash2}
                    label={`«${name}» löschen`}
                    variant="ghost-danger"
                    disabled={busy}
                    onClick={() => actions.onDelete(section)}
                    title="Löschen"
                  />
                </>
              ) : null}
            </div>
          </div>
        );
      })}
      {indicator ? (
        <div
          aria-hidden="true"
          data-testid="drop-indicator"
          className="absolute h-1 rounded-full bg-primary"
          style={{ top: (drop?.after ? indicator.top + indicator.height : indicator.top) - 2, left: indicator.left, width: indicator.width }}
        />
      ) : null}
    </div>,
    document.body,
  );
}
