// The page list's one action (docs/product/cms-screens.md, "Page list ('Seiten verwalten')"): a body of intent and data, and the CMS's one answer
// (ActionResult) with the page data. Shared by the action (page-actions.server.ts) and the screens that call it; the
// body is a zod contract, so both sides read one shape.
import { z } from "zod";
import type { ActionResult } from "~/components/cms/action-result";
import type { PublishCheckResult } from "~/features/publish-check/check-rules";
import type { PageUpdate } from "./page-admin.server";
import { siteLanguages } from "~/lib/languages";

export const PAGES_ACTION_PATH = "/cms/seiten";

/** docs/product/accounts-and-roles.md, "Roles", as docs/decisions/0004-staff-roles.md keeps them: only administrators delete pages; everyone else is pointed to the draft status. */
export const pageDeleteTexts = {
  adminsOnly: "Nur Administratoren können Seiten löschen",
  draftHint: "Setzen Sie den Status der Seite stattdessen auf «Entwurf», dann ist sie auf der Website nicht mehr sichtbar.",
} as const;

const pageId = z.number().int().positive();
const baseRevision = z.number().int().nonnegative();
/** Below a parent (its address) or at the top (null). */
const parentSlug = z.string().nullable().default(null);
/** The page fields an update may change; their content rules are page-admin.server.ts's (field errors). */
const pageUpdates = z.custom<PageUpdate>((value) => typeof value === "object" && value !== null && !Array.isArray(value));

/** The JSON body of the page list's action: one zod contract for the server and the screens that send it. */
export const pageActionRequestSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    data: z.object({ title: z.string().optional(), published: z.boolean().optional(), parentSlug, slugPart: z.string().nullable().default(null) }),
  }),
  /** What a move would change (the confirmation lists it); changes nothing. */
  z.object({ intent: z.literal("plan-move"), data: z.object({ pageId, parentSlug, slugPart: z.string() }) }),
  z.object({ intent: z.literal("move"), data: z.object({ pageId, baseRevision, parentSlug, slugPart: z.string() }) }),
  /** publishAnyway: the editor confirmed 'Trotzdem veröffentlichen' despite the check's errors (docs/decisions/0014-publish-check.md). */
  z.object({ intent: z.literal("update"), data: z.object({ pageId, baseRevision, updates: pageUpdates, publishAnyway: z.boolean().default(false) }) }),
  z.object({ intent: z.literal("duplicate"), data: z.object({ pageId }) }),
  z.object({ intent: z.literal("toggle"), data: z.object({ pageId, baseRevision, published: z.boolean(), publishAnyway: z.boolean().default(false) }) }),
  z.object({ intent: z.literal("delete"), data: z.object({ pageId, baseRevision }) }),
  /** A new language version of the page (docs/decisions/0032-language-versions.md), copied from `copyFrom`. */
  z.object({
    intent: z.literal("create-version"),
    data: z.object({ pageId, language: z.enum(siteLanguages), copyFrom: z.enum(siteLanguages), slugPart: z.string().nullable().default(null) }),
  }),
]);

/** A body as the screens send it (defaults may be left out). */
export type PageActionRequest = z.input<typeof pageActionRequestSchema>;
/** A body as the action works with it, after parsing. */
export type ParsedPageAction = z.output<typeof pageActionRequestSchema>;

export type PageIntent = PageActionRequest["intent"];

/** What an action made, changed or found. */
export interface PageActionData {
  pageId?: number;
  slug?: string;
  revision?: number;
  warning?: string;
  /** plan-move and move: every address that changes (the page first, then the pages below it). */
  changes?: { id: number; title: string; from: string; to: string }[];
  /** Publishing refused by the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md): its findings, to confirm or fix. */
  publishCheck?: PublishCheckResult;
}

/** The CMS's one answer (message: the toast text of a success, or the failure; conflict: someone else
 * changed the page since this view was loaded), with the intent it answers. */
export type PageActionResult = ActionResult<PageActionData> & { intent: PageIntent | null };
