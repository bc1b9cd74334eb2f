// Unsaved changes survive a reload (docs/decisions/0008-edit-mode.md): what the editor typed is kept in the browser per page
// and section, with the revision it was based on, until it is saved or discarded.
import type { SectionFormInput } from "~/features/sections/editor/section-action-types";
import { storageKeys } from "./edit-mode-settings";

export interface SectionDraft {
  values: SectionFormInput;
  /** The page revision the values were typed on. */
  baseRevision: number;
  /** When it was last typed (ms since epoch). */
  at: number;
}

export type PageDrafts = Record<string, SectionDraft>;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function isDraft(value: unknown): value is SectionDraft {
  const d = value as SectionDraft | null;
  return (
    typeof d === "object" &&
    d !== null &&
    typeof d.baseRevision === "number" &&
    typeof d.at === "number" &&
    typeof d.values === "object" &&
    d.values !== null &&
    typeof d.values.sectionName === "string" &&
    typeof d.values.sectionType === "string"
  );
}

export function readDrafts(store: Store, slug: string): PageDrafts {
  try {
    const parsed: unknown = JSON.parse(store.getItem(storageKeys.drafts(slug)) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter((entry): entry is [string, SectionDraft] => /^\d+$/.test(entry[0]) && isDraft(entry[1])),
    );
  } catch {
    return {};
  }
}

export function writeDraft(store: Store, slug: string, sectionId: number, draft: SectionDraft) {
  const all = { ...readDrafts(store, slug), [sectionId]: draft };
  try {
    store.setItem(storageKeys.drafts(slug), JSON.stringify(all));
  } catch {
    // A full or blocked storage: the change still goes to the server; only the reload safety is lost.
  }
}

export function clearDraft(store: Store, slug: string, sectionId: number) {
  const { [sectionId]: _gone, ...rest } = readDrafts(store, slug);
  if (Object.keys(rest).length) store.setItem(storageKeys.drafts(slug), JSON.stringify(rest));
  else store.removeItem(storageKeys.drafts(slug));
}
