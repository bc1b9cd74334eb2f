// Moving a testimonial up or down (docs/product/sections.md, "Editing sections": "Move up / down swaps the order
// with the neighbour; the first cannot move up, the last not down" — the same rule as for sections). Pure, so it is tested alone.

export interface OrderedItem {
  id: number;
  sortOrder: number;
}

export type MoveDirection = "up" | "down";

/** The list as shown: by sort_order, ties by id (as the public page orders them). */
export function inDisplayOrder<T extends OrderedItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/**
 * The sort_order changes that move `id` one place. Positions are renumbered 0, 1, 2, … first, so
 * equal or gapped values (older data) still move exactly one place. Null when the item is unknown or
 * already first (up) or last (down).
 */
export function moveChanges(items: readonly OrderedItem[], id: number, direction: MoveDirection): { id: number; sortOrder: number }[] | null {
  const ordered = inDisplayOrder(items);
  const from = ordered.findIndex((item) => item.id === id);
  if (from === -1) return null;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ordered.length) return null;
  const moved = [...ordered];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved.flatMap((item, index) => (item.sortOrder === index ? [] : [{ id: item.id, sortOrder: index }]));
}

/** Which moves a row offers: the first cannot go up, the last cannot go down. */
export function possibleMoves(position: number, count: number): { up: boolean; down: boolean } {
  return { up: position > 0, down: position < count - 1 };
}
