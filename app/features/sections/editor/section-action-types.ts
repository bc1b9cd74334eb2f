// The section editor's one action (spec §2 "Page section editor", messages of §8 'Sections'):
// a body of intent and data, each change based on the revision the editor showed.
import type { AssetView, SectionView, TestimonialView } from "../section-view";

/** The home-page sections that can be restored after deletion (spec §3 cms_section_registry). */
export type RestorableSectionKey = "cta" | "warum-auralis";

export interface SectionFormInput {
  sectionName: string;
  sectionType: string;
  contentHtml: string;
  isPublished: boolean;
  settings: Record<string, unknown>;
  mediaAssetIds: number[];
  /** Issue 14: 'Veröffentlichen am' / 'Zurückziehen am' as Swiss datetime-local values; absent keeps, null clears. */
  publishAt?: string | null;
  unpublishAt?: string | null;
}

export type SectionActionRequest =
  | { intent: "create"; data: { baseRevision: number } }
  /** `autosave`: sent by the edit mode's autosave only; such revisions fold together (recordRevision). */
  | { intent: "update"; data: { sectionId: number; baseRevision: number; input: SectionFormInput; autosave?: boolean } }
  | { intent: "move"; data: { sectionId: number; baseRevision: number; direction: "up" | "down" } }
  /** 'end' (section editor, default) or right after its source (edit mode, spec §4). */
  | { intent: "duplicate"; data: { sectionId: number; baseRevision: number; placement?: "end" | "after-source" } }
  | { intent: "toggle"; data: { sectionId: number; baseRevision: number; published: boolean } }
  | { intent: "delete"; data: { sectionId: number; baseRevision: number } }
  | { intent: "restore"; data: { revision: number; baseRevision: number } }
  /** 'Speichern' of the full list (spec §4 "Full section editor"): every section, in order, renumbered from 0. */
  | { intent: "save-all"; data: { sections: SectionFormInput[]; baseRevision: number } }
  /** Drag and drop in the edit mode: every section id of the page in its new order. */
  | { intent: "reorder"; data: { ids: number[]; baseRevision: number } }
  /** Home page: put the CTA or the 'why' section back (spec §4 "Restore on the home page"). */
  | { intent: "restore-home"; data: { key: RestorableSectionKey; baseRevision: number } }
  /** Sections under a variant spelling of the slug move to the canonical one (spec §4). */
  | { intent: "migrate-slug"; data: { baseRevision: number } }
  /** What the section would look like with these values; changes nothing. */
  | { intent: "preview"; data: { sectionId: number; baseRevision: number; input: SectionFormInput } };

export type SectionIntent = SectionActionRequest["intent"];

export interface SectionActionResult {
  intent: SectionIntent | null;
  success: boolean;
  message: string | null;
  data: { revision?: number; sectionId?: number } | null;
  error: string | null;
  /** Keyed like 'sectionName' or 'settings.items.0.title'. */
  fieldErrors?: Record<string, string>;
  conflict?: boolean;
  /** The answer to 'preview'. */
  preview?: SectionPreviewData;
}

export interface SectionPreviewData {
  section: SectionView;
  assets: Record<number, AssetView>;
  icons: Record<string, string>;
  testimonials: TestimonialView[];
}
