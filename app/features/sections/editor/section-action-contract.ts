// The JSON body of the section editor's one action (pinned by section-action-contract.test.ts): one zod schema that the
// server parses with and the browser builds its bodies from (section editor, edit mode), so the
// request's shape and the name rule's German message exist once. The section's settings are checked
// afterwards against its type's own schema (registry), which this envelope leaves to it.
import { z } from "zod";

/** The one rule the browser checks before sending as the server does (the server checks all again). */
export const sectionNameSchema = z.string().trim().min(1, "Bitte einen Sektionsnamen eingeben.");

/** 'Veröffentlichen am' / 'Zurückziehen am' as a Swiss datetime-local value; absent keeps
 * the stored one, null or "" clears it (checked by scheduling/schedule-rules.ts; docs/decisions/0018-scheduled-publishing.md). */
const scheduleValue = z.string().max(40).nullable().optional();

export const sectionFormInputSchema = z.object({
  sectionName: z.string(),
  sectionType: z.string(),
  contentHtml: z.string().default(""),
  isPublished: z.boolean().default(true),
  settings: z.record(z.string(), z.unknown()).default({}),
  mediaAssetIds: z.array(z.number().int()).default([]),
  publishAt: scheduleValue,
  unpublishAt: scheduleValue,
});

const id = z.number().int().positive();
/** More library files than one section can name (its media list holds at most 100, section-limits.ts). */
const previewSupportLimit = 200;
const baseRevision = z.number().int().nonnegative();

export const restorableSectionKeys = ["cta", "warum-auralis"] as const;

export const sectionActionRequestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), data: z.object({ baseRevision }) }),
  /** `autosave`: sent by the edit mode's autosave only; such revisions fold together (recordRevision). */
  z.object({
    intent: z.literal("update"),
    data: z.object({ sectionId: id, baseRevision, input: sectionFormInputSchema, autosave: z.boolean().default(false) }),
  }),
  z.object({ intent: z.literal("move"), data: z.object({ sectionId: id, baseRevision, direction: z.enum(["up", "down"]) }) }),
  /** 'end' (section editor, default) or right after its source (edit mode, as docs/product/sections.md, "Editing sections", places a copy). */
  z.object({ intent: z.literal("duplicate"), data: z.object({ sectionId: id, baseRevision, placement: z.enum(["end", "after-source"]).default("end") }) }),
  z.object({ intent: z.literal("toggle"), data: z.object({ sectionId: id, baseRevision, published: z.boolean() }) }),
  z.object({ intent: z.literal("delete"), data: z.object({ sectionId: id, baseRevision }) }),
  z.object({ intent: z.literal("restore"), data: z.object({ revision: id, baseRevision }) }),
  /** 'Speichern' of the full list (docs/product/cms-screens.md, "Page section editor"): every section, in order, renumbered from 0. */
  // Each entry names the stored section it is (its id), so that it keeps its language group and marks (section-admin.server.ts saveAllSections).
  z.object({ intent: z.literal("save-all"), data: z.object({ sections: z.array(sectionFormInputSchema.extend({ id: id.optional() })), baseRevision }) }),
  /** Drag and drop in the edit mode: every section id of the page in its new order. */
  z.object({ intent: z.literal("reorder"), data: z.object({ ids: z.array(id).min(1), baseRevision }) }),
  /** Home page: put the CTA or the 'why' section back (docs/product/sections.md, "Restoring home-page sections"). */
  z.object({ intent: z.literal("restore-home"), data: z.object({ key: z.enum(restorableSectionKeys), baseRevision }) }),
  /** Sections under a variant spelling of the slug move to the canonical one (docs/decisions/0002-canonical-slugs.md). */
  z.object({ intent: z.literal("migrate-slug"), data: z.object({ baseRevision }) }),
  /**
   * What the edit mode's browser preview needs from the server besides the typed values (decision 0049):
   * library files chosen in a picker (by id or file name) and the published testimonials, read once when
   * chosen, never per keystroke; changes nothing.
   */
  z.object({
    intent: z.literal("preview-support"),
    data: z.object({
      assetIds: z.array(id).max(previewSupportLimit).default([]),
      filenames: z.array(z.string().min(1).max(255)).max(previewSupportLimit).default([]),
      testimonials: z.boolean().default(false),
    }),
  }),
]);

/** What the browser sends (defaults may be left out). */
export type SectionActionBody = z.input<typeof sectionActionRequestSchema>;
/** What the server works with, after parsing. */
export type SectionActionRequest = z.output<typeof sectionActionRequestSchema>;
export type SectionFormInput = z.output<typeof sectionFormInputSchema>;
export type RestorableSectionKey = (typeof restorableSectionKeys)[number];
