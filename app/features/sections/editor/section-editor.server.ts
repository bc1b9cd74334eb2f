// Loading and changing a page's sections for the section editor (spec §2 "Page section editor",
// §4 "Section", §8 'Sections'). Staff see drafts; every change runs in writeContent.
import { asc, eq } from "drizzle-orm";
import { data } from "react-router";
import type { Queryable } from "#db/client.server";
import { pages, pageSections } from "#db/schema";
import { logger } from "#server/logger.server";
import { requireOperation } from "~/features/auth/viewer.server";
import { writeContent } from "~/features/content/content-write.server";
import { assertRevision, currentRevision, listRevisions, restoreRevision, RevisionConflictError } from "~/features/pages/page-history.server";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";
import { isRouterResponse } from "~/lib/router-response";
import { isSectionType, sectionRegistry } from "../registry";
import { createSection, deleteSection, duplicateSection, moveSection, SectionValidationError, setSectionPublished, updateSection } from "../section-admin.server";
import type { SectionActionRequest, SectionActionResult, SectionIntent } from "./section-action-types";
import { sectionPreview } from "./settings-values";

// Spec §9: template dates de-CH; one fixed zone so server and browser agree.
const revisionDateFormat = new Intl.DateTimeFormat("de-CH", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Zurich" });

export async function loadSectionEditor(db: Queryable, rawSlug: string) {
  const slug = canonicalSlug(rawSlug);
  const key = slugMatchKey(slug);
  const [page] = await db.select({ id: pages.id, slug: pages.slug, title: pages.title, published: pages.published }).from(pages).where(eq(pages.slugKey, key)).limit(1);
  const rows = await db.select().from(pageSections).where(eq(pageSections.pageSlugKey, key)).orderBy(asc(pageSections.sectionOrder), asc(pageSections.id));
  const revision = await currentRevision(db, slug);
  const revisions = await listRevisions(db, slug);
  return {
    slug: page?.slug ?? slug,
    page: page ?? null,
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
    })),
    revisions: revisions.map((r) => ({
      id: r.id,
      revision: r.revision,
      action: r.action,
      summary: r.summary,
      author: r.authorEmail ?? "System",
      date: revisionDateFormat.format(r.createdAt),
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
} as const;

const failure: Record<SectionIntent, string> = {
  create: sectionActionMessages.saveFailed,
  update: sectionActionMessages.saveFailed,
  move: sectionActionMessages.moveFailed,
  duplicate: sectionActionMessages.duplicateFailed,
  toggle: sectionActionMessages.saveFailed,
  delete: sectionActionMessages.deleteFailed,
  restore: sectionActionMessages.restoreFailed,
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const positiveInt = (v: unknown) => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : null);
const revisionNumber = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : null);

function parseRequest(body: unknown): SectionActionRequest | null {
  if (!isObject(body) || !isObject(body.data)) return null;
  const d = body.data;
  const baseRevision = revisionNumber(d.baseRevision);
  if (baseRevision === null) return null;
  const sectionId = positiveInt(d.sectionId);
  switch (body.intent) {
    case "create":
      return { intent: "create", data: { baseRevision } };
    case "update": {
      const i = d.input;
      if (!sectionId || !isObject(i) || typeof i.sectionName !== "string" || typeof i.sectionType !== "string") return null;
      const ids = Array.isArray(i.mediaAssetIds) ? i.mediaAssetIds.filter((n): n is number => typeof n === "number") : [];
      return {
        intent: "update",
        data: {
          sectionId,
          baseRevision,
          input: {
            sectionName: i.sectionName,
            sectionType: i.sectionType,
            contentHtml: typeof i.contentHtml === "string" ? i.contentHtml : "",
            isPublished: i.isPublished !== false,
            settings: isObject(i.settings) ? i.settings : {},
            mediaAssetIds: ids,
          },
        },
      };
    }
    case "move":
      return sectionId && (d.direction === "up" || d.direction === "down") ? { intent: "move", data: { sectionId, baseRevision, direction: d.direction } } : null;
    case "duplicate":
      return sectionId ? { intent: "duplicate", data: { sectionId, baseRevision } } : null;
    case "toggle":
      return sectionId && typeof d.published === "boolean" ? { intent: "toggle", data: { sectionId, baseRevision, published: d.published } } : null;
    case "delete":
      return sectionId ? { intent: "delete", data: { sectionId, baseRevision } } : null;
    case "restore": {
      const revision = positiveInt(d.revision);
      return revision ? { intent: "restore", data: { revision, baseRevision } } : null;
    }
    default:
      return null;
  }
}

function answer(result: SectionActionResult, status = 200) {
  return data<SectionActionResult>(result, { status });
}

export async function handleSectionAction(request: Request, rawSlug: string) {
  await requireOperation(request, "sections.edit");
  let body: unknown = null;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const parsed = parseRequest(body);
  if (!parsed) return answer({ intent: null, success: false, message: null, data: null, error: sectionActionMessages.saveFailed }, 400);
  const slug = canonicalSlug(rawSlug);
  const { intent } = parsed;
  const ok = (message: string, revision: number | undefined, sectionId?: number) => answer({ intent, success: true, message, data: { revision, sectionId }, error: null });
  try {
    switch (parsed.intent) {
      case "create": {
        const { result } = await writeContent(request, "sections.edit", (tx, v) => createSection(tx, slug, { author: v, baseRevision: parsed.data.baseRevision }));
        return ok(sectionActionMessages.created, result.revision, result.section.id);
      }
      case "update": {
        const { sectionId, baseRevision, input } = parsed.data;
        const { result } = await writeContent(request, "sections.edit", (tx, v) => updateSection(tx, sectionId, input, { author: v, baseRevision }));
        return ok(sectionActionMessages.updated, result.revision, sectionId);
      }
      case "move": {
        const { sectionId, baseRevision, direction } = parsed.data;
        const { result } = await writeContent(request, "sections.edit", (tx, v) => moveSection(tx, sectionId, direction, { author: v, baseRevision }));
        if (!result.moved) return answer({ intent, success: false, message: null, data: null, error: sectionActionMessages.moveFailed }, 400);
        return ok(sectionActionMessages.moved, result.revision, sectionId);
      }
      case "duplicate": {
        const { sectionId, baseRevision } = parsed.data;
        const { result } = await writeContent(request, "sections.edit", (tx, v) => duplicateSection(tx, sectionId, { author: v, baseRevision }));
        return ok(sectionActionMessages.duplicated, result.revision, result.section.id);
      }
      case "toggle": {
        const { sectionId, baseRevision, published } = parsed.data;
        const { result } = await writeContent(request, "sections.edit", (tx, v) => setSectionPublished(tx, sectionId, published, { author: v, baseRevision }));
        return ok(published ? sectionActionMessages.published : sectionActionMessages.drafted, result.revision, sectionId);
      }
      case "delete": {
        const { sectionId, baseRevision } = parsed.data;
        const { result } = await writeContent(request, "sections.edit", (tx, v) => deleteSection(tx, sectionId, { author: v, baseRevision }));
        return ok(sectionActionMessages.deleted, result.revision, sectionId);
      }
      case "restore": {
        const { revision, baseRevision } = parsed.data;
        // Restoring replaces the page itself too: the page right, not only the sections one.
        const { result } = await writeContent(request, "pages.edit", async (tx, v) => {
          await assertRevision(tx, slug, baseRevision);
          return restoreRevision(tx, slug, revision, v);
        });
        return ok(sectionActionMessages.restored(revision), result);
      }
    }
  } catch (error) {
    if (isRouterResponse(error)) throw error;
    if (error instanceof RevisionConflictError) return answer({ intent, success: false, message: null, data: null, error: error.message, conflict: true }, 409);
    if (error instanceof SectionValidationError) {
      return answer({ intent, success: false, message: null, data: null, error: `${sectionActionMessages.saveFailed}: ${error.message}`, fieldErrors: error.fieldErrors }, 400);
    }
    logger.error({ error: (error as Error).message, intent, slug }, "Sektionsaktion fehlgeschlagen");
    return answer({ intent, success: false, message: null, data: null, error: failure[intent] }, 500);
  }
}
