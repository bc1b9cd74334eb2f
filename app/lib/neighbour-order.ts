// Moving an item of an ordered list one place up or down ('Nach oben'/'Nach unten'): it swaps its order number with the
// neighbour's. Shared by the sections of a page (section-admin.server.ts) and the document kinds (documents.server.ts).

export type MoveDirection = "up" | "down";

export function isMoveDirection(value: unknown): value is MoveDirection {
  return value === "up" || value === "down";
}

/** The neighbour an item swaps with (the list in its order), or undefined at the list's end. */
export function neighbourOf<T>(items: readonly T[], index: number, direction: MoveDirection): T | undefined {
  return index < 0 ? undefined : items[direction === "up" ? index - 1 : index + 1];
}

/**
 * The order numbers the moving item and its neighbour get: swapped. Equal numbers (rows added without one) would make
 * a swap a no-op, so then the moving item takes the neighbour's number and the neighbour lands one after (up) or the
 * moving item one after (down).
 */
export function swappedOrders(moving: number, neighbour: number, direction: MoveDirection): [moving: number, neighbour: number] {
  if (moving !== neighbour) return [neighbour, moving];
  return direction === "up" ? [neighbour, neighbour + 1] : [neighbour + 1, neighbour];
}
