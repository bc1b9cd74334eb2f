// Choosing library files (docs/product/media.md, "Pickers": limits 1 / 24 /
// 20): single pickers replace their one file, multi pickers toggle up to their limit; storage-only
// files are never chosen. Pure, for the picker and its tests.

export const mediaSelectionLimits = {
  /** Default, hero and item pickers: one file. */
  single: 1,
  hero: 1,
  item: 1,
  /** The generic section picker (galleries and media lists). */
  section: 24,
  /** The product-details library picker. */
  productDetails: 20,
} as const;

export type SelectionOutcome = { ok: true; ids: number[] } | { ok: false; ids: number[]; reason: "limit" | "synthetic" };

/**
 * The selection after a click on `id`. With a limit of 1 a click chooses that file (a click on the
 * chosen one clears it); with more, a click adds or removes it, refusing beyond the limit.
 */
export function toggleSelection(current: readonly number[], id: number, limit: number): SelectionOutcome {
  const ids = [...current];
  if (id < 0) return { ok: false, ids, reason: "synthetic" };
  const index = ids.indexOf(id);
  if (index >= 0) {
    ids.splice(index, 1);
    return { ok: true, ids };
  }
  if (limit <= 1) return { ok: true, ids: [id] };
  if (ids.length >= limit) return { ok: false, ids, reason: "limit" };
  return { ok: true, ids: [...ids, id] };
}

/** Moves a chosen file one place earlier or later (gallery order follows the list). */
export function moveSelection(current: readonly number[], id: number, direction: -1 | 1): number[] {
  const ids = [...current];
  const index = ids.indexOf(id);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target], ids[index]];
  return ids;
}

/** A stored selection cut to what the picker allows: known positive ids, no repeats, at most `limit`. */
export function normaliseSelection(ids: readonly number[], limit: number): number[] {
  const seen = new Set<number>();
  for (const id of ids) if (Number.isInteger(id) && id > 0) seen.add(id);
  return [...seen].slice(0, Math.max(1, limit));
}
