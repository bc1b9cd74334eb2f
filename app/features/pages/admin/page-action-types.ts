// The page list's one action (spec §7 'cms-pages'): a body of intent and data, an answer of success,
// data and error. Shared by the action (page-actions.server.ts) and the screens that call it.
import type { PublishCheckResult } from "~/features/publish-check/check-rules";
import type { PageUpdate } from "../page-admin.server";

export const PAGES_ACTION_PATH = "/cms/seiten";

/** Spec §6: only administrators delete pages; everyone else is pointed to the draft status. */
export const pageDeleteTexts = {
  adminsOnly: "Nur Administratoren können Seiten löschen",
  draftHint: "Setzen Sie den Status der Seite stattdessen auf «Entwurf», dann ist sie auf der Website nicht mehr sichtbar.",
} as const;

export type PageActionRequest =
  | { intent: "create"; data: { title?: string; published?: boolean; parentSlug?: string | null; slugPart?: string | null } }
  /** What a move would change (the confirmation lists it); changes nothing. */
  | { intent: "plan-move"; data: { pageId: number; parentSlug: string | null; slugPart: string } }
  | { intent: "move"; data: { pageId: number; baseRevision: number; parentSlug: string | null; slugPart: string } }
  /** publishAnyway: the editor confirmed 'Trotzdem veröffentlichen' despite the check's errors (issue 14). */
  | { intent: "update"; data: { pageId: number; baseRevision: number; updates: PageUpdate; publishAnyway?: boolean } }
  | { intent: "duplicate"; data: { pageId: number } }
  | { intent: "toggle"; data: { pageId: number; baseRevision: number; published: boolean; publishAnyway?: boolean } }
  | { intent: "delete"; data: { pageId: number; baseRevision: number } };

export type PageIntent = PageActionRequest["intent"];

export interface PageActionResult {
  intent: PageIntent | null;
  success: boolean;
  /** The toast text of a success. */
  message: string | null;
  data: {
    pageId?: number;
    slug?: string;
    revision?: number;
    warning?: string;
    /** plan-move and move: every address that changes (the page first, then the pages below it). */
    changes?: { id: number; title: string; from: string; to: string }[];
  } | null;
  error: string | null;
  fieldErrors?: Record<string, string>;
  /** Someone else changed the page since this view was loaded: reload before changing again. */
  conflict?: boolean;
  /** Publishing refused by the 'Veröffentlichungs-Check' (issue 14): its findings, to confirm or fix. */
  publishCheck?: PublishCheckResult;
}
