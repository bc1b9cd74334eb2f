// The section editor's one action (spec §2 "Page section editor", messages of §8 'Sections'):
// a body of intent and data, each change based on the revision the editor showed.

export interface SectionFormInput {
  sectionName: string;
  sectionType: string;
  contentHtml: string;
  isPublished: boolean;
  settings: Record<string, unknown>;
  mediaAssetIds: number[];
}

export type SectionActionRequest =
  | { intent: "create"; data: { baseRevision: number } }
  | { intent: "update"; data: { sectionId: number; baseRevision: number; input: SectionFormInput } }
  | { intent: "move"; data: { sectionId: number; baseRevision: number; direction: "up" | "down" } }
  | { intent: "duplicate"; data: { sectionId: number; baseRevision: number } }
  | { intent: "toggle"; data: { sectionId: number; baseRevision: number; published: boolean } }
  | { intent: "delete"; data: { sectionId: number; baseRevision: number } }
  | { intent: "restore"; data: { revision: number; baseRevision: number } };

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
}
