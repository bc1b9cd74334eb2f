// Selecting several files on the library screen (tests/integration/media-library-selection.test.ts): a category change or deletion for
// all of them at once. Pure, shared by the screen, the action and the tests.
import { categoryLabel, mediaCategoryChoices, NO_CATEGORY } from "../file-names";
import type { AssetUsage, LibraryAsset } from "./library-assets";

/** At most this many files per bulk action: one request, one transaction, one where-used query. */
export const MAX_BULK_SELECTION = 200;

/** A page (or other place) that uses some of the selected files, named once with those files. */
export interface PlaceUsage {
  place: string;
  href: string | null;
  files: string[];
}

/** The page part of a where-used label ("Kontakt (/kontakt) – Hero-Bild" → "Kontakt (/kontakt)"). */
function placeOf(use: AssetUsage): string {
  const cut = use.label.indexOf(" – ");
  return cut > 0 ? use.label.slice(0, cut) : use.label;
}

/**
 * The where-used warning of a bulk delete: every affected place once, in the order first met, with
 * the selected files it uses (by title, else file name), each file once per place.
 */
export function usageByPlace(files: { filename: string; title: string | null; usage: AssetUsage[] }[]): PlaceUsage[] {
  const places = new Map<string, PlaceUsage>();
  for (const file of files) {
    const name = file.title?.trim() || file.filename;
    for (const use of file.usage) {
      const place = placeOf(use);
      const key = use.href ?? place;
      const entry = places.get(key) ?? { place, href: use.href, files: [] };
      if (!entry.files.includes(name)) entry.files.push(name);
      places.set(key, entry);
    }
  }
  return [...places.values()];
}

/** Files that can be selected: library rows only (storage-only files have nothing to change). */
export function selectableIds(assets: Pick<LibraryAsset, "id" | "synthetic">[]): number[] {
  return assets.filter((asset) => !asset.synthetic).map((asset) => asset.id);
}

/** A click on a file's checkbox: adds or removes it, never beyond the limit. */
export function toggleSelected(current: readonly number[], id: number, limit = MAX_BULK_SELECTION): number[] {
  if (current.includes(id)) return current.filter((selected) => selected !== id);
  return current.length >= limit ? [...current] : [...current, id];
}

/**
 * "Alle auf dieser Seite auswählen": when every shown file is selected it clears them, otherwise it
 * adds the missing ones (up to the limit); files selected under another filter stay selected.
 */
export function toggleAllShown(current: readonly number[], shown: readonly number[], limit = MAX_BULK_SELECTION): number[] {
  if (shown.length > 0 && shown.every((id) => current.includes(id))) return current.filter((id) => !shown.includes(id));
  const next = [...current];
  for (const id of shown) if (!next.includes(id) && next.length < limit) next.push(id);
  return next;
}

/** The selection without files that are gone (after a delete or a reload). */
export function keepExisting(current: readonly number[], existing: readonly number[]): number[] {
  const known = new Set(existing);
  const kept = current.filter((id) => known.has(id));
  return kept.length === current.length ? (current as number[]) : kept;
}

/**
 * The choices of the bulk category change: the fixed categories of the edit form, then every other
 * category the library's files already carry (storage-only files have none of their own).
 */
export function bulkCategoryOptions(assets: Pick<LibraryAsset, "category" | "synthetic">[]): { value: string; label: string }[] {
  const options = new Map<string, string>([[NO_CATEGORY, "Keine Kategorie"]]);
  for (const choice of mediaCategoryChoices) options.set(choice, categoryLabel(choice));
  const others = new Map<string, string>();
  for (const asset of assets) {
    if (asset.synthetic || asset.category === null || options.has(asset.category)) continue;
    others.set(asset.category, categoryLabel(asset.category));
  }
  const sortedOthers = [...others.entries()].sort((a, b) => a[1].localeCompare(b[1], "de-CH"));
  return [...options.entries(), ...sortedOthers].map(([value, label]) => ({ value, label }));
}
