// The floating editor's frame (docs/product/edit-mode.md, "The floating editor"): draggable by its header,
// vertically resizable at its bottom edge, collapsible, and remembered in the browser. The keyboard
// does the same: arrow keys on the header move it, on the resize handle change its height.
import { ChevronDown, ChevronUp, GripHorizontal, Move } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { cmsIconButton } from "~/components/cms/cms-button";
import { editModeEvents, storageKeys } from "./edit-mode-settings";
import { clampHeight, clampPosition, initialGeometry, isNarrow, panel, panelWidth, sheetHeight, type Point, type Viewport } from "./panel-geometry";

const viewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered, still usable.
  }
}

/** Arrow keys move by 20 px, with Shift by 100 px. */
const step = (event: KeyboardEvent) => (event.shiftKey ? 100 : 20);

export function FloatingPanel({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const [initial] = useState(() =>
    initialGeometry(
      { x: read(storageKeys.panelX), y: read(storageKeys.panelY), h: read(storageKeys.panelHeight), collapsed: read(storageKeys.panelCollapsed) },
      viewport(),
    ),
  );
  const [geometry, setGeometry] = useState({ position: initial.position, height: initial.height });
  const [collapsed, setCollapsed] = useState(initial.collapsed);
  const [width, setWidth] = useState(() => panelWidth(viewport()));
  // Below 640 px the panel is a bottom sheet (docs/decisions/0008-edit-mode.md): a floating box would cover what is edited.
  const [narrow, setNarrow] = useState(() => isNarrow(viewport()));
  const [viewportHeight, setViewportHeight] = useState(() => window.innerHeight);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const resize = useRef<{ startY: number; startHeight: number } | null>(null);

  const place = useCallback((position: Point) => {
    const next = clampPosition(position, viewport());
    setGeometry((g) => ({ ...g, position: next }));
    write(storageKeys.panelX, String(next.x));
    write(storageKeys.panelY, String(next.y));
  }, []);

  const setHeight = useCallback((height: number) => {
    const next = clampHeight(height, viewport());
    setGeometry((g) => ({ ...g, height: next }));
    write(storageKeys.panelHeight, String(next));
  }, []);

  // A smaller window pulls the panel back inside.
  useEffect(() => {
    const onResize = () => {
      setWidth(panelWidth(viewport()));
      setNarrow(isNarrow(viewport()));
      setViewportHeight(window.innerHeight);
      setGeometry((g) => ({ position: clampPosition(g.position, viewport()), height: clampHeight(g.height, viewport()) }));
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  function toggleCollapsed() {
    const next = !collapsed;
    setCollapsed(next);
    write(storageKeys.panelCollapsed, String(next));
    window.dispatchEvent(new CustomEvent(editModeEvents.collapse, { detail: { collapsed: next } }));
  }

  const onHeaderPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (narrow || event.button !== 0 || (event.target as HTMLElement).closest("button:not([data-drag-handle])")) return;
    drag.current = { dx: event.clientX - geometry.position.x, dy: event.clientY - geometry.position.y };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const onHeaderPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) place({ x: event.clientX - drag.current.dx, y: event.clientY - drag.current.dy });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onMoveKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const { x, y } = geometry.position;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: x - step(event), y },
      ArrowRight: { x: x + step(event), y },
      ArrowUp: { x, y: y - step(event) },
      ArrowDown: { x, y: y + step(event) },
    };
    if (!moves[event.key]) return;
    event.preventDefault();
    place(moves[event.key]);
  };

  const onResizePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    resize.current = { startY: event.clientY, startHeight: geometry.height };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const onResizePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (resize.current) setHeight(resize.current.startHeight + event.clientY - resize.current.startY);
  };
  const onResizeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = { ArrowUp: -step(event), ArrowDown: step(event) }[event.key as "ArrowUp" | "ArrowDown"];
    if (delta === undefined) return;
    event.preventDefault();
    setHeight(geometry.height + delta);
  };

  const height = collapsed
    ? panel.collapsedHeight
    : narrow
      ? sheetHeight(geometry.height, { width: window.innerWidth, height: viewportHeight })
      : geometry.height;

  // The sheet's height is room the page must leave free at its end (so the last section can be
  // scrolled above it) and the place the edit-mode toggle sits on (edit-mode-root.tsx).
  useEffect(() => {
    if (!narrow) return;
    const root = document.documentElement;
    const body = document.body;
    const previousPadding = body.style.paddingBottom;
    root.style.setProperty("--edit-sheet-height", `${height}px`);
    body.style.paddingBottom = `${height}px`;
    return () => {
      root.style.removeProperty("--edit-sheet-height");
      body.style.paddingBottom = previousPadding;
    };
  }, [narrow, height]);

  return (
    <section
      aria-label="Seiten-Editor"
      data-testid="floating-editor"
      data-collapsed={collapsed}
      data-sheet={narrow || undefined}
      className={
        narrow
          ? "fixed inset-x-0 bottom-0 z-[60] flex flex-col overflow-hidden rounded-t-card border-t border-border bg-card text-card-foreground shadow-2xl"
          : "fixed z-[60] flex flex-col overflow-hidden rounded-card border border-border bg-card text-card-foreground shadow-2xl"
      }
      style={narrow ? { height } : { left: geometry.position.x, top: geometry.position.y, width, height }}
    >
      <div
        className={`flex h-[60px] shrink-0 touch-none select-none items-center gap-2 border-b border-border bg-muted px-3 ${narrow ? "" : "cursor-move"}`}
        onPointerDown={onHeaderPointerDown}
        onPointerMove={onHeaderPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        data-testid="floating-editor-header"
      >
        {narrow ? null : (
          <button
            type="button"
            data-drag-handle
            className={cmsIconButton("ghost", "cursor-move")}
            aria-label="Editor verschieben (Pfeiltasten)"
            title="Verschieben"
            onKeyDown={onMoveKey}
          >
            <Move aria-hidden="true" className="size-4" />
          </button>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-sm font-semibold">{title}</h2>
          {subtitle ? <p className="truncate font-mono text-xs text-muted-foreground">{subtitle}</p> : null}
        </div>
        <button
          type="button"
          className={cmsIconButton("ghost")}
          onClick={toggleCollapsed}
          aria-expanded={!collapsed}
          aria-label={collapsed ? "Editor aufklappen" : "Editor einklappen"}
          title={collapsed ? "Aufklappen" : "Einklappen"}
        >
          {/* The sheet opens upwards, the floating panel downwards. */}
          {collapsed === narrow ? <ChevronUp aria-hidden="true" className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
        </button>
      </div>
      {collapsed ? null : (
        <>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
          {narrow ? null : (
            <div
              role="separator"
              aria-orientation="horizontal"
              aria-label="Höhe des Editors ändern (Pfeiltasten)"
              aria-valuenow={geometry.height}
              aria-valuemin={panel.minHeight}
              aria-valuemax={Math.floor(window.innerHeight * panel.maxHeightRatio)}
              tabIndex={0}
              data-testid="floating-editor-resize"
              className="focus-ring flex h-4 shrink-0 cursor-ns-resize touch-none items-center justify-center border-t border-border bg-muted"
              onPointerDown={onResizePointerDown}
              onPointerMove={onResizePointerMove}
              onPointerUp={() => (resize.current = null)}
              onPointerCancel={() => (resize.current = null)}
              onKeyDown={onResizeKey}
            >
              <GripHorizontal aria-hidden="true" className="size-4 text-muted-foreground" />
            </div>
          )}
        </>
      )}
    </section>
  );
}
