// Loading and changing a page's sections for the section editor (docs/product/cms-screens.md, "Page section editor";
// docs/product/sections.md, "Editing sections"; docs/product/validation-and-messages.md, "Sections"). Staff see drafts; every change runs in writeContent.
import { formatSwissDateTimeShort } from "~/lib/date-format";
import { asc, eq } from "drizzle-orm";
import { data } from "react-router";
import { db, type Queryable } from "#db/client.server";
import { pages, pageSections } from "#db/schema";
import { logger } from "~/core/logger.server";
import { requireOperation } from "~/features/auth/viewer.server";
import { can } from "~/core/access/access-control";
import { writeContent } from "~/core/content/content-write.server";
import { assertRevision, currentRevision, listRevisions, recordRevision, restoreRevision, RevisionConflictError } from "~/core/revisions/page-history.server";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";
import { isRouterResponse } from "~/lib/router-response";
import { isSectionType, sectionRegistry } from "../registry";
import { HOME_SLUG, HomeSectionPresentError, homeSectionMessages, restoreHomeSection } from "../home-sections.server";
import {
  createSection,
  deleteSection,
  duplicateSection,
  moveSection,
  moveSectionsToCanonicalSlug,
  reorderSections,
  saveAllSections,
  SectionOrderError,
  SectionValidationError,
  setSectionPublished,
  updateSection,
} from "../section-admin.server";
import { sectionListSizeErrors, sectionSizeErrors } from "../section-limits";
import { loadSupportData } from "../section-pipeline.server";
import type { SectionActionResult, SectionIntent } from "./section-action-types";
import { sectionActionRequestSchema, type SectionActionRequest } from "./section-action-contract";
import { sectionPreview } from "./settings-values";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { sharedSettingsKeys } from "~/features/sections/field-translation";
import type { SectionTranslationContext } from "~/features/sections/editor/source-beside";
import { isSiteLanguage, languageFacts, languageOfPath, sourceLanguage } from "~/lib/languages";
import { translatorRefusalMessage } from "~/core/access/translator-scope-error";

// Dates de-CH, as for the other CMS lists (docs/product/limits-and-constants.md, "Dates and numbers"); one fixed zone so server and browser agree.

/**
 * What the editor of a language version shows besides the page (docs/decisions/0032-language-versions.md):
 * the page's versions, the languages the site shows, and for a translation each section's German
 * counterpart, marks and shared keys.
 */
async function languageVersionsOf(db: Queryable, page: { language: string; translationKey: string }) {
  const [versionRows, settings] = await Promise.all([
    db
      .select({ language: pages.language, id: pages.id, slug: pages.slug, published: pages.published })
      .from(pages)
      .where(eq(pages.translationKey, page.translationKey)),
    loadSiteSettings(db),
  ]);
  const versions = versionRows.flatMap(({ language, ...v }) => (isSiteLanguage(language) ? [{ language, ...v }] : []));
  const german = versions.find((v) => v.language === sourceLanguage);
  const sources =
    page.language !== sourceLanguage && german
      ? await db
          .select()
          .from(pageSections)
          .where(eq(pageSections.pageSlugKey, slugMatchKey(german.slug)))
      : [];
  const sourceByKey = new Map(sources.map((s) => [s.translationKey, s]));
  return {
    versions,
    siteLanguages: settings.languages,
    translationOf: (section: typeof pageSections.$inferSelect): SectionTranslationContext | undefined => {
      if (page.language === sourceLanguage) return undefined;
      const source = sourceByKey.get(section.translationKey);
      return {
        sourceName: languageFacts[sourceLanguage].staffName,
        source: source ? { contentHtml: source.contentHtml ?? "", settings: source.settings } : null,
        untranslated: section.untranslated,
        sharedKeys: [...sharedSettingsKeys(section.sectionType)],
        sectionKey: section.translationKey,
      };
    },
  };
}

export async function loadSectionEditor(db: Queryable, rawSlug: string) {
  const slug = canonicalSlug(rawSlug);
  const key = slugMatchKey(slug);
  const [page] = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: pages.title,
      published: pages.published,
      language: pages.language,
      translationKey: pages.translationKey,
      kind: pages.kind,
    })
    .from(pages)
    .where(eq(pages.slugKey, key))
    .limit(1);
  const rows = await db.select().from(pageSections).where(eq(pageSections.pageSlugKey, key)).orderBy(asc(pageSections.sectionOrder), asc(pageSections.id));
  const revision = await currentRevision(db, slug);
  const revisions = await listRevisions(db, slug);
  const languages = page ? await languageVersionsOf(db, page) : null;
  return {
    slug: page?.slug ?? slug,
    // The group's key and kind: a product page's documents belong to its group (docs/decisions/0046-documents.md).
    page: page
      ? {
          id: page.id,
          slug: page.slug,
          title: page.title,
          published: page.published,
          language: page.language,
          translationKey: page.translationKey,
          kind: page.kind,
        }
      : null,
    /** The page's versions and the languages the site shows (the editor's language switcher). */
    versions: languages?.versions ?? [],
    siteLanguages: languages?.siteLanguages ?? [],
    revision,
    sections: rows.map((s) => ({
      id: s.id,
      sectionName: s.sectionName,
      sectionType: s.sectionType,
      typeLabel: isSectionType(s.sectionType) ? sectionRegistry[s.sectionType].label : "Unbekannter Sektionstyp",
      sectionOrder: s.sectionOrder,
      isPublished: s.isPublished,
      contentHtml: s.contentHtml ?? "",
      preview: sectionPreview(s.contentPlain),
      settings: s.settings,
      mediaAssetIds: s.mediaAssetIds,
      /** The section's schedule, as ISO instants (shown and edited in Swiss time; docs/decisions/0018-scheduled-publishing.md). */
      publishAt: s.publishAt?.toISOString() ?? null,
      unpublishAt: s.unpublishAt?.toISOString() ?? null,
      /** The slug spelling the row is stored under (the debug inspector's "source"). */
      storedSlug: s.pageSlug,
      /** A translation's section: its source text and marks (source-beside.tsx). */
      translation: languages?.translationOf(s),
    })),
    revisions: revisions.map((r) => ({
      id: r.id,
      revision: r.revision,
      action: r.action,
      summary: r.summary,
      author: r.authorEmail ?? "System",
      date: formatSwissDateTimeShort(r.createdAt),
      dateIso: r.createdAt.toISOString(),
    })),
  };
}

export type SectionEditorData = Awaited<ReturnType<typeof loadSectionEditor>>;
export type SectionRow = SectionEditorData["sections"][number];
export type RevisionRow = SectionEditorData["revisions"][number];

export const sectionActionMessages = {
  created: "Sektion erstellt",
  updated: "Sektion aktualisiert",
  moved: "Reihenfolge geändert",
  moveFailed: "Fehler beim Verschieben",
  duplicated: "Sektion dupliziert",
  duplicateFailed: "Fehler beim Duplizieren der Sektion",
  published: "Sektion veröffentlicht",
  drafted: "Sektion als Entwurf gespeichert",
  deleted: "Sektion gelöscht",
  deleteFailed: "Fehler beim Löschen der Sektion",
  saveFailed: "Fehler beim Speichern",
  restored: (n: number) => `Version ${n} wiederhergestellt`,
  restoreFailed: "Fehler beim Wiederherstellen der Version",
  previewFailed: "Die Vorschau konnte nicht erstellt werden.",
  savedAll: "Sektionen erfolgreich gespeichert!",
  saveAllFailed: "Fehler beim Speichern der Sektionen",
  migrated: (n: number, slug: string) => `${n} Sektion(en) unter «${slug}» zusammengeführt`,
  publishRefused: "Sektionen veröffentlichen oder zurückziehen kann nur die Redaktion.",
  structureRefused: "Sektionen hinzufügen, entfernen oder verschieben kann nur die Redaktion.",
} as const;

/** Intents that add, remove or order sections ("pages.structure"). */
const sectionStructureIntents = new Set<SectionIntent>(["create", "duplicate", "delete", "move", "reorder", "restore-home", "migrate-slug"]);

const failure: Record<SectionIntent, string> = {
  create: sectionActionMessages.saveFailed,
  update: sectionActionMessages.saveFailed,
  move: sectionActionMessages.moveFailed,
  duplicate: sectionActionMessages.duplicateFailed,
  toggle: sectionActionMessages.saveFailed,
  delete: sectionActionMessages.deleteFailed,
  restore: sectionActionMessages.restoreFailed,
  reorder: sectionActionMessages.moveFailed,
  "restore-home": sectionActionMessages.saveFailed,
  "migrate-slug": sectionActionMessages.saveFailed,
  "preview-support": sectionActionMessages.previewFailed,
  "save-all": sectionActionMessages.saveAllFailed,
};

/** The body under its contract; null for anything else (answered 400, nothing read further). */
function parseRequest(body: unknown): SectionActionRequest | null {
  const parsed = sectionActionRequestSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** Too large a name, HTML content or list is refused before anything is read or cleaned (tests/integration/input-limits.test.ts). */
function assertSectionSizes(parsed: SectionActionRequest) {
  const errors =
    parsed.intent === "update" ? sectionSizeErrors(parsed.data.input) : parsed.intent === "save-all" ? sectionListSizeErrors(parsed.data.sections) : {};
  if (Object.keys(errors).length) throw new SectionValidationError(errors);
}

function answer(result: SectionActionResult, status = 200) {
  return data<SectionActionResult>(result, { status });
}

/** The section editor's route action: the answer as route data. */
export async function handleSectionAction(request: Request, rawSlug: string) {
  const { result, status } = await runSectionAction(request, rawSlug);
  return answer(result, status);
}

interface SectionActionAnswer {
  result: SectionActionResult;
  status: number;
}

/** Reads, checks and performs one section action; the edit mode's JSON endpoint shares it. */
export async function runSectionAction(request: Request, rawSlug: string): Promise<SectionActionAnswer> {
  const viewer = await requireOperation(request, "sections.edit");
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const parsed = parseRequest(body);
  if (!parsed) return { result: { intent: null, ok: false, message: sectionActionMessages.saveFailed }, status: 400 };
  const slug = canonicalSlug(rawSlug);
  const { intent } = parsed;
  const ok = (message: string, revision: number | undefined, sectionId?: number): SectionActionAnswer => ({
    result: { intent, ok: true, message, data: { revision, sectionId } },
    status: 200,
  });
  const refused = (message: string, status: number, extra: Pick<SectionActionResult, "conflict" | "fieldErrors"> = {}): SectionActionAnswer => ({
    result: { intent, ok: false, message, ...extra },
    status,
  });
  // Translators edit texts only (docs/decisions/0038-translator-role.md); the page history refuses
  // anything more of theirs as well, this says so before anything is read.
  const needs = intent === "toggle" ? "pages.publish" : sectionStructureIntents.has(intent) ? "pages.structure" : null;
  if (needs && !can(viewer.role, needs)) {
    return refused(needs === "pages.publish" ? sectionActionMessages.publishRefused : sectionActionMessages.structureRefused, 403);
  }
  try {
    assertSectionSizes(parsed);
    switch (parsed.intent) {
      case "create": {
        const result = await writeContent(viewer, "sections.edit", (tx, v) => createSection(tx, slug, { author: v, baseRevision: parsed.data.baseRevision }));
        return ok(sectionActionMessages.created, result.revision, result.section.id);
      }
      case "update": {
        const { sectionId, baseRevision, input, autosave } = parsed.data;
        const result = await writeContent(viewer, "sections.edit", (tx, v) => updateSection(tx, sectionId, input, { author: v, baseRevision, autosave }));
        return ok(sectionActionMessages.updated, result.revision, sectionId);
      }
      case "move": {
        const { sectionId, baseRevision, direction } = parsed.data;
        const result = await writeContent(viewer, "sections.edit", (tx, v) => moveSection(tx, sectionId, direction, { author: v, baseRevision }));
        if (!result.moved) return refused(sectionActionMessages.moveFailed, 400);
        return ok(sectionActionMessages.moved, result.revision, sectionId);
      }
      case "save-all": {
        const { sections, baseRevision } = parsed.data;
        const result = await writeContent(viewer, "sections.edit", (tx, v) => saveAllSections(tx, slug, sections, { author: v, baseRevision }));
        return ok(sectionActionMessages.savedAll, result.revision);
      }
      case "reorder": {
        const { ids, baseRevision } = parsed.data;
        const result = await writeContent(viewer, "sections.edit", (tx, v) => reorderSections(tx, slug, ids, { author: v, baseRevision }));
        return ok(sectionActionMessages.moved, result.revision);
      }
      case "duplicate": {
        const { sectionId, baseRevision, placement } = parsed.data;
        const result = await writeContent(viewer, "sections.edit", (tx, v) => duplicateSection(tx, sectionId, { author: v, baseRevision }, placement));
        return ok(sectionActionMessages.duplicated, result.revision, result.section.id);
      }
      case "toggle": {
        const { sectionId, baseRevision, published } = parsed.data;
        const result = await writeContent(viewer, "sections.edit", (tx, v) => setSectionPublished(tx, sectionId, published, { author: v, baseRevision }));
        return ok(published ? sectionActionMessages.published : sectionActionMessages.drafted, result.revision, sectionId);
      }
      case "delete": {
        const { sectionId, baseRevision } = parsed.data;
        const result = await writeContent(viewer, "sections.edit", (tx, v) => deleteSection(tx, sectionId, { author: v, baseRevision }));
        return ok(sectionActionMessages.deleted, result.revision, sectionId);
      }
      case "restore": {
        const { revision, baseRevision } = parsed.data;
        // Restoring replaces the page itself too: the page right, not only the sections one.
        const result = await writeContent(viewer, "pages.edit", async (tx, v) => {
          await assertRevision(tx, slug, baseRevision);
          return restoreRevision(tx, slug, revision, v);
        });
        return ok(sectionActionMessages.restored(revision), result);
      }
      case "restore-home": {
        const { key, baseRevision } = parsed.data;
        if (slug !== HOME_SLUG) return refused(homeSectionMessages.restoreFailed[key], 400);
        try {
          const result = await writeContent(viewer, "sections.edit", (tx, v) => restoreHomeSection(tx, key, { author: v, baseRevision }));
          return ok(homeSectionMessages.restored[key], result.revision, result.section.id);
        } catch (error) {
          if (error instanceof HomeSectionPresentError) return refused(error.message, 409);
          if (error instanceof RevisionConflictError || isRouterResponse(error)) throw error;
          logger.error({ error: (error as Error).message, key }, "Wiederherstellen fehlgeschlagen");
          return refused(homeSectionMessages.restoreFailed[key], 500);
        }
      }
      case "migrate-slug": {
        const result = await writeContent(viewer, "sections.edit", async (tx, v) => {
          await assertRevision(tx, slug, parsed.data.baseRevision);
          const moved = await moveSectionsToCanonicalSlug(tx, slug);
          const revision = moved
            ? await recordRevision(tx, slug, { action: "migrate-slug", summary: `${moved} Sektion(en) auf den Slug «${slug}» übertragen`, author: v })
            : parsed.data.baseRevision;
          return { moved, revision };
        });
        return ok(sectionActionMessages.migrated(result.moved, slug), result.revision);
      }
      case "preview-support": {
        const { assetIds, filenames, testimonials } = parsed.data;
        const refs = { ids: new Set(assetIds), filenames: new Set(filenames) };
        const support = await loadSupportData(db(), languageOfPath(slug), refs, testimonials);
        return {
          result: { intent, ok: true, message: "", data: { support: { ...support, testimonials: testimonials ? support.testimonials : null } } },
          status: 200,
        };
      }
    }
  } catch (error) {
    // Answered in the editor like its other refusals (a message, the form kept), not as an error page.
    const translatorRefused = translatorRefusalMessage(error);
    if (translatorRefused) return refused(translatorRefused, 403);
    if (isRouterResponse(error)) throw error;
    if (error instanceof RevisionConflictError) return refused(error.message, 409, { conflict: true });
    if (error instanceof SectionValidationError) {
      const prefix = intent === "save-all" ? sectionActionMessages.saveAllFailed : sectionActionMessages.saveFailed;
      return refused(`${prefix}: ${error.message}`, 400, { fieldErrors: error.fieldErrors });
    }
    if (error instanceof SectionOrderError) return refused(`${sectionActionMessages.moveFailed}: ${error.message}`, 400);
    logger.error({ error: (error as Error).message, intent, slug }, "Sektionsaktion fehlgeschlagen");
    return refused(failure[intent], 500);
  }
}
