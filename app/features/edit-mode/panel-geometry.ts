// The floating editor's geometry (docs/product/edit-mode.md, "The floating editor"): 420 px wide (at most 90% of the window),
// default height 600, collapsed 60, between 260 and 90% of the window height, first placed at
// (window width − 450, 64), and always at least 400 px inside the right and 100 px inside the bottom
// edge so it can be grabbed again.

export const panel = {
  width: 420,
  maxWidthRatio: 0.9,
  height: 600,
  collapsedHeight: 60,
  minHeight: 260,
  maxHeightRatio: 0.9,
  defaultRightOffset: 450,
  defaultTop: 64,
  keepInsideRight: 400,
  keepInsideBottom: 100,
} as const;

export interface Viewport {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export function panelWidth(viewport: Viewport): number {
  return Math.min(panel.width, Math.floor(viewport.width * panel.maxWidthRatio));
}

export function clampHeight(height: number, viewport: Viewport): number {
  const max = Math.floor(viewport.height * panel.maxHeightRatio);
  return Math.round(Math.max(Math.min(height, max), Math.min(panel.minHeight, max)));
}

export function clampPosition(point: Point, viewport: Viewport): Point {
  const maxX = Math.max(0, viewport.width - panel.keepInsideRight);
  const maxY = Math.max(0, viewport.height - panel.keepInsideBottom);
  return { x: Math.round(Math.min(Math.max(point.x, 0), maxX)), y: Math.round(Math.min(Math.max(point.y, 0), maxY)) };
}

/**
 * Below this width a floating panel would cover the page: it becomes a bottom sheet across the whole
 * width (docs/decisions/0008-edit-mode.md), collapsed at first.
 */
export const NARROW_WIDTH = 640;
const NARROW_TOP = 128;
/** An open sheet leaves at least the upper 40% of the screen to the page being edited. */
export const SHEET_MAX_HEIGHT_RATIO = 0.6;

/** The open sheet's height: the remembered panel height, at most 60% of the screen. */
export function sheetHeight(height: number, viewport: Viewport): number {
  return Math.max(panel.collapsedHeight, Math.min(height, Math.floor(viewport.height * SHEET_MAX_HEIGHT_RATIO)));
}

export function isNarrow(viewport: Viewport): boolean {
  return viewport.width < NARROW_WIDTH;
}

export function defaultPosition(viewport: Viewport): Point {
  const y = isNarrow(viewport) ? NARROW_TOP : panel.defaultTop;
  return clampPosition({ x: viewport.width - panel.defaultRightOffset, y }, viewport);
}

/** A stored number, or null when absent or not a finite number. */
export function storedNumber(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Where the panel opens: the remembered place, height and state when there are any, else the defaults. */
export function initialGeometry(stored: { x: string | null; y: string | null; h: string | null; collapsed?: string | null }, viewport: Viewport) {
  const fallback = defaultPosition(viewport);
  const x = storedNumber(stored.x);
  const y = storedNumber(stored.y);
  const h = storedNumber(stored.h);
  return {
    position: clampPosition({ x: x ?? fallback.x, y: y ?? fallback.y }, viewport),
    height: clampHeight(h ?? panel.height, viewport),
    collapsed: stored.collapsed == null ? isNarrow(viewport) : stored.collapsed === "true",
  };
}
