// Changing a page's sections (docs/product/sections.md, "Editing sections" and "Section types"; docs/product/cms-screens.md, "Page section editor";
// docs/decisions/0005-revisions-and-caches.md). Every function runs inside the caller's transaction (writeContent), checks the revision
// the editor saw, and records a new one. Settings are checked strictly against the section registry:
// what is saved is valid, with German messages for what is not.
import { and, asc, eq, gt, inArray, max, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "#db/client.server";
import { cmsSectionRegistry, mediaAssets, pages, pageSections, type PageSection } from "#db/schema";
import { assertNotDeletedSince, assertRevision, autosaveAction, recordRevision, type RevisionAuthor } from "~/core/revisions/page-history.server";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";
import { neighbourOf, swappedOrders, type MoveDirection } from "~/lib/neighbour-order";
import { sectionSizeErrors } from "./section-limits";
import { htmlToPlainText } from "~/lib/text";
import { sanitizeContentHtml } from "~/core/content/sanitize-html";
import { isSectionType, sectionRegistry, type SectionType } from "./registry";
import { checkSchedule, type ScheduleInputValue } from "~/features/scheduling/schedule-rules";
import { sectionNameSchema } from "./editor/section-action-contract";

z.config(z.locales.de());

export const sectionMessages = {
  unknownType: "Unbekannter Sektionstyp",
  notFound: "Diese Sektion gibt es nicht mehr.",
  invalidSettings: "Einige Einstellungen sind ungültig.",
  unknownMedia: (ids: number[]) => `Nicht in der Medienbibliothek: ${ids.map((id) => `asset:${id}`).join(", ")}`,
} as const;

export class SectionValidationError extends Error {
  constructor(
    readonly fieldErrors: Record<string, string>,
    message: string = sectionMessages.invalidSettings,
  ) {
    super(message);
  }
}

export interface SectionChange {
  author: RevisionAuthor | null;
  /** The revision the editor's view is based on; omitted only by trusted internal callers. */
  baseRevision?: number;
  /** An edit-mode autosave (not a deliberate save): folds into the author's previous one (recordRevision). */
  autosave?: boolean;
}

export interface SectionInput {
  sectionName: string;
  sectionType: string;
  contentHtml?: string | null;
  isPublished?: boolean;
  settings?: unknown;
  mediaAssetIds?: number[];
  /** 'Veröffentlichen am' / 'Zurückziehen am' (Swiss datetime-local); undefined keeps the stored one. */
  publishAt?: ScheduleInputValue;
  unpublishAt?: ScheduleInputValue;
}

/** Checks and cleans one section's input; throws SectionValidationError with messages per field. */
export function validateSectionInput(input: SectionInput) {
  // Sizes first, so an oversized value is refused before any of it is parsed or cleaned (tests/integration/input-limits.test.ts).
  const errors: Record<string, string> = sectionSizeErrors(input);
  const checkedName = sectionNameSchema.safeParse(input.sectionName);
  if (!checkedName.success) errors.sectionName = checkedName.error.issues[0].message;
  const name = input.sectionName.trim();
  if (!isSectionType(input.sectionType)) errors.sectionType = sectionMessages.unknownType;
  let settings: Record<string, unknown> = {};
  if (isSectionType(input.sectionType)) {
    const definition = sectionRegistry[input.sectionType];
    const parsed = definition.schema.safeParse(input.settings ?? {});
    if (parsed.success) settings = parsed.data;
    else for (const issue of parsed.error.issues) errors[`settings.${issue.path.join(".")}`] = issue.message;
    const ids = input.mediaAssetIds ?? [];
    if (ids.length > Math.max(definition.maxMedia, 1)) errors.mediaAssetIds = `Maximal ${Math.max(definition.maxMedia, 1)} Bilder auswählbar`;
  }
  if (Object.keys(errors).length) throw new SectionValidationError(errors);
  const html = sanitizeContentHtml(input.contentHtml ?? "");
  return {
    sectionName: name,
    sectionType: input.sectionType as SectionType,
    contentHtml: html,
    contentPlain: htmlToPlainText(html),
    isPublished: input.isPublished ?? true,
    settings,
    mediaAssetIds: (input.mediaAssetIds ?? []).filter((id) => Number.isInteger(id) && id > 0),
  };
}

/**
 * Image ids a change adds must exist in the library. Ids the page's sections already had stay allowed
 * even when their file was deleted since (the editor shows them as missing and can remove them).
 * One query for all fields; each field with an unknown id gets its message.
 */
async function assertKnownMedia(db: Queryable, wanted: { field: string; ids: number[] }[], already: number[] = []) {
  const added = new Set(wanted.flatMap((w) => w.ids).filter((id) => !already.includes(id)));
  if (!added.size) return;
  const found = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(inArray(mediaAssets.id, [...added]));
  const known = new Set(found.map((r) => r.id));
  const errors: Record<string, string> = {};
  for (const { field, ids } of wanted) {
    const missing = [...new Set(ids)].filter((id) => added.has(id) && !known.has(id));
    if (missing.length) errors[field] = sectionMessages.unknownMedia(missing);
  }
  if (Object.keys(errors).length) throw new SectionValidationError(errors);
}

/** The section a change is about; deleted by someone since the editor's revision → their conflict. */
async function sectionById(db: Queryable, id: number, change?: SectionChange): Promise<PageSection> {
  const [row] = await db.select().from(pageSections).where(eq(pageSections.id, id)).limit(1);
  if (row) return row;
  await assertNotDeletedSince(db, { sectionId: id }, change?.baseRevision);
  throw new Error(sectionMessages.notFound);
}

async function sectionsOf(db: Queryable, slug: string) {
  return db
    .select()
    .from(pageSections)
    .where(eq(pageSections.pageSlugKey, slugMatchKey(slug)))
    .orderBy(asc(pageSections.sectionOrder), asc(pageSections.id));
}

async function highestOrder(db: Queryable, slug: string): Promise<number> {
  const [row] = await db
    .select({ highest: max(pageSections.sectionOrder) })
    .from(pageSections)
    .where(eq(pageSections.pageSlugKey, slugMatchKey(slug)));
  return row?.highest ?? -1;
}

/** Home-page sections with these keys can be restored after deletion (docs/product/sections.md, "Restoring home-page sections"). */
const TRACKED_KEYS = new Set(["cta", "warum-auralis"]);

async function trackRegistry(db: Queryable, slug: string, settings: unknown, event: "created" | "deleted") {
  const key = (settings as { key?: unknown } | null)?.key;
  if (typeof key !== "string" || !TRACKED_KEYS.has(key)) return;
  const now = new Date();
  const pageSlug = canonicalSlug(slug);
  const values = event === "created" ? { everCreated: true, lastCreatedAt: now, lastDeletedAt: null } : { lastDeletedAt: now };
  await db
    .insert(cmsSectionRegistry)
    .values({ pageSlug, sectionKey: key, everCreated: event === "created", ...values })
    .onConflictDoUpdate({ target: [cmsSectionRegistry.pageSlug, cmsSectionRegistry.sectionKey], set: values });
}

export async function createSection(db: Queryable, slug: string, change: SectionChange, input?: Partial<SectionInput>, options: { order?: number } = {}) {
  await assertRevision(db, slug, change.baseRevision);
  const type = input?.sectionType ?? "text";
  const valid = validateSectionInput({
    sectionName: input?.sectionName ?? "Neue Sektion",
    sectionType: type,
    settings: input?.settings ?? (isSectionType(type) ? sectionRegistry[type].defaults : {}),
    contentHtml: input?.contentHtml,
    isPublished: input?.isPublished,
    mediaAssetIds: input?.mediaAssetIds,
  });
  await assertKnownMedia(db, [{ field: "mediaAssetIds", ids: valid.mediaAssetIds }]);
  const [row] = await db
    .insert(pageSections)
    .values({ ...valid, pageSlug: canonicalSlug(slug), sectionOrder: options.order ?? (await highestOrder(db, slug)) + 1 })
    .returning();
  await trackRegistry(db, slug, row.settings, "created");
  const revision = await recordRevision(db, slug, { action: "create", summary: `Sektion «${row.sectionName}» erstellt`, author: change.author });
  return { section: row, revision };
}

export async function updateSection(db: Queryable, id: number, input: SectionInput, change: SectionChange) {
  const before = await sectionById(db, id, change);
  await assertRevision(db, before.pageSlug, change.baseRevision);
  const valid = validateSectionInput(input);
  const schedule = checkSchedule(input, before, new Date());
  if (!schedule.ok) throw new SectionValidationError(schedule.errors);
  await assertKnownMedia(db, [{ field: "mediaAssetIds", ids: valid.mediaAssetIds }], before.mediaAssetIds);
  const [row] = await db
    .update(pageSections)
    .set({ ...valid, ...schedule.changes, updatedAt: new Date() })
    .where(eq(pageSections.id, id))
    .returning();
  const revision = await recordRevision(db, before.pageSlug, {
    action: change.autosave ? autosaveAction(id) : "update",
    summary: `Sektion «${row.sectionName}» geändert`,
    author: change.author,
    fold: change.autosave,
  });
  return { section: row, revision };
}

/** Swaps the order with the neighbour; the first cannot move up, the last not down (docs/product/sections.md, "Editing sections"). */
export async function moveSection(db: Queryable, id: number, direction: MoveDirection, change: SectionChange) {
  const section = await sectionById(db, id, change);
  await assertRevision(db, section.pageSlug, change.baseRevision);
  const all = await sectionsOf(db, section.pageSlug);
  const neighbour = neighbourOf(
    all,
    all.findIndex((s) => s.id === id),
    direction,
  );
  if (!neighbour) return { moved: false as const, revision: undefined };
  const [a, b] = swappedOrders(section.sectionOrder, neighbour.sectionOrder, direction);
  await db.update(pageSections).set({ sectionOrder: a, updatedAt: new Date() }).where(eq(pageSections.id, section.id));
  await db.update(pageSections).set({ sectionOrder: b, updatedAt: new Date() }).where(eq(pageSections.id, neighbour.id));
  const revision = await recordRevision(db, section.pageSlug, {
    action: "reorder",
    summary: `Sektion «${section.sectionName}» verschoben`,
    author: change.author,
  });
  return { moved: true as const, revision };
}

export class SectionOrderError extends Error {}

/**
 * Puts the page's sections in the given order (drag and drop in the edit mode), renumbered from 0.
 * The list must name every section of the page exactly once, or nothing changes.
 */
export async function reorderSections(db: Queryable, slug: string, ids: number[], change: SectionChange) {
  await assertRevision(db, slug, change.baseRevision);
  const current = await sectionsOf(db, slug);
  const known = new Set(current.map((s) => s.id));
  if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new SectionOrderError("Die Reihenfolge passt nicht zu den Sektionen der Seite.");
  }
  for (const [index, id] of ids.entries()) {
    await db.update(pageSections).set({ sectionOrder: index, updatedAt: new Date() }).where(eq(pageSections.id, id));
  }
  const revision = await recordRevision(db, slug, { action: "reorder", summary: "Reihenfolge der Sektionen geändert", author: change.author });
  return { revision };
}

/**
 * A copy named '… (Kopie)'. In the section editor it goes last (highest order + 1); on the live page
 * (edit mode) right after its source with the same published flag, published on product pages. In a
 * language version it keeps its source's marks: a text still copied from German stays 'nicht übersetzt'.
 */
export async function duplicateSection(db: Queryable, id: number, change: SectionChange, placement: "end" | "after-source" = "end") {
  const source = await sectionById(db, id, change);
  await assertRevision(db, source.pageSlug, change.baseRevision);
  // Product pages and categories by their kind, in every language (docs/decisions/0043-page-kind-and-approval-requirement.md).
  const [page] = await db
    .select({ kind: pages.kind })
    .from(pages)
    .where(eq(pages.slugKey, slugMatchKey(source.pageSlug)))
    .limit(1);
  const onProductPage = page !== undefined && page.kind !== "section";
  const order = placement === "end" ? (await highestOrder(db, source.pageSlug)) + 1 : source.sectionOrder + 1;
  if (placement === "after-source") {
    // Order + 1 would tie with the next section; the ones after the source make room, so the copy
    // really sits right after it.
    await db
      .update(pageSections)
      .set({ sectionOrder: sql`${pageSections.sectionOrder} + 1` })
      .where(and(eq(pageSections.pageSlugKey, slugMatchKey(source.pageSlug)), gt(pageSections.sectionOrder, source.sectionOrder)));
  }
  const [row] = await db
    .insert(pageSections)
    .values({
      pageSlug: source.pageSlug,
      sectionName: `${source.sectionName} (Kopie)`,
      sectionType: source.sectionType,
      sectionOrder: order,
      contentHtml: source.contentHtml,
      contentPlain: source.contentPlain,
      isPublished: placement === "after-source" && onProductPage ? true : source.isPublished,
      settings: source.settings,
      mediaAssetIds: source.mediaAssetIds,
      // The copy holds the same texts as its source: what is still copied from another language stays
      // marked (the publish check sees it), and each text follows the German revision it did (decision 0042).
      untranslated: source.untranslated,
      fieldSourceRevisions: source.fieldSourceRevisions,
    })
    .returning();
  const revision = await recordRevision(db, source.pageSlug, {
    action: "duplicate",
    summary: `Sektion «${source.sectionName}» dupliziert`,
    author: change.author,
  });
  return { section: row, revision };
}

export async function setSectionPublished(db: Queryable, id: number, published: boolean, change: SectionChange) {
  const section = await sectionById(db, id, change);
  await assertRevision(db, section.pageSlug, change.baseRevision);
  await db.update(pageSections).set({ isPublished: published, updatedAt: new Date() }).where(eq(pageSections.id, id));
  const revision = await recordRevision(db, section.pageSlug, {
    action: published ? "publish" : "draft",
    summary: `Sektion «${section.sectionName}» ${published ? "veröffentlicht" : "als Entwurf gespeichert"}`,
    author: change.author,
  });
  return { revision };
}

export async function deleteSection(db: Queryable, id: number, change: SectionChange) {
  const section = await sectionById(db, id, change);
  await assertRevision(db, section.pageSlug, change.baseRevision);
  await db.delete(pageSections).where(eq(pageSections.id, id));
  await trackRegistry(db, section.pageSlug, section.settings, "deleted");
  const revision = await recordRevision(db, section.pageSlug, {
    action: "delete",
    summary: `Sektion «${section.sectionName}» gelöscht`,
    author: change.author,
  });
  return { revision };
}

/** A section of the full list: `id` names the stored section it is (absent for a new one). */
export type SectionListItem = SectionInput & { id?: number };

/**
 * 'Speichern' of the full section editor: the page's whole list, renumbered from 0 (docs/product/cms-screens.md, "Page section editor"). One
 * transaction — a failure leaves the stored list as it was, never half replaced. A listed section that
 * names a stored one of the page keeps its id, its language group (translation_key) and its marks of
 * what is still copied and of the German revision each text follows: otherwise every save would cut the page's sections off from their counterparts
 * in the other language versions (docs/decisions/0032-language-versions.md).
 */
export async function saveAllSections(db: Queryable, slug: string, list: SectionListItem[], change: SectionChange) {
  await assertRevision(db, slug, change.baseRevision);
  const errors: Record<string, string> = {};
  // The list carries no ids: a schedule time some stored section of the page has counts as kept, not
  // newly set, so a time that fell due a moment ago does not refuse the whole list (docs/decisions/0018-scheduled-publishing.md).
  const storedTimes = new Set((await sectionsOf(db, slug)).flatMap((s) => [s.publishAt, s.unpublishAt]).flatMap((t) => (t ? [t.getTime()] : [])));
  const now = new Date();
  const valid = list.flatMap((input, index) => {
    const schedule = checkSchedule(input, { publishAt: null, unpublishAt: null }, now, (_field, instant) => storedTimes.has(instant.getTime()));
    if (!schedule.ok) for (const [field, message] of Object.entries(schedule.errors)) errors[`${index}.${field}`] = message;
    try {
      const section = validateSectionInput(input);
      return schedule.ok ? [{ ...section, publishAt: schedule.changes.publishAt ?? null, unpublishAt: schedule.changes.unpublishAt ?? null }] : [];
    } catch (error) {
      if (error instanceof SectionValidationError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) errors[`${index}.${field}`] = message;
        return [];
      }
      throw error;
    }
  });
  if (Object.keys(errors).length) throw new SectionValidationError(errors);
  const storedRows = await sectionsOf(db, slug);
  await assertKnownMedia(
    db,
    valid.map((section, index) => ({ field: `${index}.mediaAssetIds`, ids: section.mediaAssetIds })),
    storedRows.flatMap((s) => s.mediaAssetIds),
  );
  // Each stored section at most once: a second entry naming the same id is a new section.
  const unclaimed = new Map(storedRows.map((s) => [s.id, s]));
  const rows = valid.map((section, index) => {
    const id = list[index].id;
    const stored = id === undefined ? undefined : unclaimed.get(id);
    if (stored) unclaimed.delete(stored.id);
    const identity = stored
      ? { id: stored.id, translationKey: stored.translationKey, untranslated: stored.untranslated, fieldSourceRevisions: stored.fieldSourceRevisions }
      : {};
    return { ...section, ...identity, pageSlug: canonicalSlug(slug), sectionOrder: index };
  });
  await db.delete(pageSections).where(eq(pageSections.pageSlugKey, slugMatchKey(slug)));
  if (rows.length) await db.insert(pageSections).values(rows);
  const revision = await recordRevision(db, slug, { action: "save-all", summary: `${valid.length} Sektionen gespeichert`, author: change.author });
  return { revision };
}

/** Sections stored under another spelling of the slug move to the canonical one when the edit mode
 * opens a page (docs/decisions/0002-canonical-slugs.md). */
export async function moveSectionsToCanonicalSlug(db: Queryable, slug: string) {
  const canonical = canonicalSlug(slug);
  const moved = await db
    .update(pageSections)
    .set({ pageSlug: canonical })
    .where(and(eq(pageSections.pageSlugKey, slugMatchKey(slug)), ne(pageSections.pageSlug, canonical)))
    .returning({ id: pageSections.id });
  return moved.length;
}
